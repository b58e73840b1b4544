/**
 * The client against the API over HTTP, as a tool uses it: with a personal
 * access token, and with the session cookie of a person's sign-in.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../apps/api/test/support/helpers';
import { userWithToken } from '../../../apps/api/test/support/tool-tests';
import { createGigrankClient, type RouterOutputs } from '../src/index';

const t = useTestApp();
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

describe('createGigrankClient', () => {
  it('without a token: signs in and keeps the session cookie for later calls', async () => {
    const s = await t.newUser({ displayName: 'Tool User' });
    const client = createGigrankClient(baseUrl);
    await expect(client.users.list.query({})).rejects.toThrow(/Not signed in/);
    const res = await client.auth.login.mutate({
      username: s.user.username,
      password: 'secret-123',
    });
    expect(res.user?.displayName).toBe('Tool User');
    const users = await client.users.list.query({});
    expect(users.map((u) => u.id)).toContain(s.user.id);
    const me = await client.auth.me.query();
    expect(me?.id).toBe(s.user.id);
  });

  it('with a token: reads within its scopes, a write outside them is refused, no sign-in needed', async () => {
    const { user: s, token } = await userWithToken(
      t,
      'Token Tool',
      [{ artist: 'Portishead', city: 'Lisbon', date: '2022-09-30', score: 97 }],
      ['read'],
    );
    const client = createGigrankClient(baseUrl, { token });
    expect((await client.auth.me.query())?.id).toBe(s.user.id);
    expect((await client.users.byId.query({ id: s.user.id })).displayName).toBe('Token Tool');
    const ranked: RouterOutputs['shows']['ranked'] = await client.shows.ranked.query({
      userId: s.user.id,
    });
    expect(ranked.map((show) => [show.rank, show.artist, show.score])).toEqual([
      [1, 'Portishead', 97],
    ]);
    await expect(client.wantToSee.add.mutate({ artistName: 'Adele' })).rejects.toThrow(
      /does not have the social:write scope/,
    );
  });
});
