import { beforeAll, describe, expect, it } from 'vitest';
import { createGigrankClient } from '../../src/client';
import { useTestApp } from '../support/helpers';

const t = useTestApp();
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

describe('typed tRPC client for internal tools', () => {
  it('logs in and lists users over HTTP, keeping the session cookie', async () => {
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
    const s = await t.newUser({ displayName: 'Token Tool' });
    const made = await s.post('/api/tokens', { name: 'Typed client', scopes: ['read'] });
    const client = createGigrankClient(baseUrl, { token: made.json().token as string });
    expect((await client.auth.me.query())?.id).toBe(s.user.id);
    expect((await client.users.byId.query({ id: s.user.id })).displayName).toBe('Token Tool');
    await expect(client.wantToSee.add.mutate({ artistName: 'Adele' })).rejects.toThrow(
      /does not have the social:write scope/,
    );
  });
});
