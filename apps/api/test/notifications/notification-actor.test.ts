/**
 * A notification names its actor as the actor is now: a rename shows at once,
 * and a deleted account leaves no name in others' notifications.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/helpers';

const t = useTestApp();

describe('notifications name their actor as the actor is now', () => {
  it('a rename shows at once, and a deleted account leaves no trace of its name', async () => {
    const owner = await t.newUser();
    const fan = await t.newUser({ displayName: 'Zebulon Quist' });
    const { id: showId } = await owner.addShow({ artist: 'Adele' });
    await fan.post(`/api/shows/${showId}/like`);
    await fan.post(`/api/shows/${showId}/comments`, { body: 'What a night' });
    await fan.post(`/api/users/${fan.user.id}/following/${owner.user.id}`);
    await owner.post(`/api/users/${owner.user.id}/want-to-see`, { artistName: 'Muse' });
    await fan.post(`/api/users/${fan.user.id}/want-to-see`, { artistName: 'Muse' });

    const list = async () => {
      const res = await owner.get(`/api/users/${owner.user.id}/notifications`);
      expect(res.statusCode).toBe(200);
      return res;
    };
    const before = (await list()).json() as { type: string; message: string | null }[];
    expect(before.map((n) => n.message).sort()).toEqual([
      'Zebulon Quist also wants to see Muse',
      'Zebulon Quist commented on your Adele show',
      'Zebulon Quist liked your Adele show',
      'Zebulon Quist started following you',
    ]);

    // Renamed: every notification says the new name, none the old one.
    const renamed = await fan.patch(`/api/users/${fan.user.id}/profile`, {
      displayName: 'Xanthe Roe',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const afterRename = (await list()).body;
    expect(afterRename).toContain('Xanthe Roe liked your Adele show');
    expect(afterRename).not.toContain('Zebulon');

    // Deleted: the four notifications stay (owner's history), with no actor and no name.
    expect((await fan.del(`/api/users/${fan.user.id}`)).statusCode).toBe(200);
    const res = await list();
    const after = res.json() as { actor: unknown; message: string | null }[];
    expect(after).toHaveLength(4);
    for (const n of after) {
      expect(n.actor).toBeNull();
      expect(n.message).toBeNull();
    }
    for (const trace of ['Xanthe', 'Zebulon', fan.user.username]) {
      expect(res.body).not.toContain(trace);
    }
    // Nothing stored holds a name either.
    const stored = await t.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', owner.user.id)
      .execute();
    expect(stored.every((r) => r.message === null)).toBe(true);

    // tRPC answers the same list.
    const rpc = await owner.query('notifications.list', { userId: owner.user.id });
    expect(rpc.statusCode, rpc.body).toBe(200);
    expect(rpc.body).not.toContain(fan.user.username);
    expect(rpc.body).not.toContain('Xanthe');
  });
});
