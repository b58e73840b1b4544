import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/helpers';

const t = useTestApp();
const alice = t.user({ displayName: 'Alice' });
const bob = t.user({ displayName: 'Bob' });

const notificationsOf = (userId: number) =>
  t.database.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).execute();

describe('Want to See', () => {
  it('adds once, lists, flags the artist page and removes (URL-encoded names)', async () => {
    const list = `/api/users/${alice.user.id}/want-to-see`;
    expect((await alice.post(list, { artistName: 'beyonce' })).statusCode).toBe(201);
    await alice.post(list, { artistName: 'BEYONCÉ' });
    const entries = (await alice.get(list)).json();
    expect(entries).toEqual([{ artistName: 'Beyoncé' }]);
    expect((await alice.get('/api/artists/Beyonc%C3%A9')).json().isWantToSee).toBe(true);
    expect((await bob.get('/api/artists/Beyonc%C3%A9')).json().isWantToSee).toBe(false);
    // Bob may read Alice's list.
    expect((await bob.get(list)).json()).toEqual([{ artistName: 'Beyoncé' }]);

    const del = await alice.del(`${list}/${encodeURIComponent('Beyoncé')}`);
    expect(del.statusCode).toBe(200);
    expect((await alice.get(list)).json()).toEqual([]);
  });

  it("refuses writes on someone else's list (403) and without a session (401)", async () => {
    const bobs = `/api/users/${bob.user.id}/want-to-see`;
    expect((await alice.post(bobs, { artistName: 'Adele' })).statusCode).toBe(403);
    expect((await alice.del(`${bobs}/Adele`)).statusCode).toBe(403);
    expect((await t.anon.post(bobs, { artistName: 'Adele' })).statusCode).toBe(401);
    expect((await bob.get(bobs)).json()).toEqual([]);
    const bad = await bob.post(bobs, { artistName: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Artist is required');
  });

  it('tells others who already want to see the artist, never yourself', async () => {
    await bob.mutation('wantToSee.add', { artistName: 'Fontaines D.C.' });
    expect(await notificationsOf(bob.user.id)).toHaveLength(0);
    await alice.mutation('wantToSee.add', { artistName: 'fontaines d.c.' });
    const notes = await notificationsOf(bob.user.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'wantToSee',
      artist_name: 'Fontaines D.C.',
      actor_id: alice.user.id,
      read: 0,
    });
    // No name is stored: the text is written when read, from the actor's live name.
    expect(notes[0]!.message).toBeNull();
    const shown = await bob.get(`/api/users/${bob.user.id}/notifications`);
    expect(shown.json()[0].message).toBe('Alice also wants to see Fontaines D.C.');
    expect(await notificationsOf(alice.user.id)).toHaveLength(0);
    // Adding again changes nothing and notifies nobody again.
    await alice.mutation('wantToSee.add', { artistName: 'Fontaines D.C.' });
    expect(await notificationsOf(bob.user.id)).toHaveLength(1);
  });
});
