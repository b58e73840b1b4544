/** Follows over REST: the edge, its status, both lists and the counters. */
import { describe, expect, it } from 'vitest';
import { counterMismatches, followEdge, useTestApp, type Session } from '../support/helpers';

const t = useTestApp();
const [alice, bob, carol] = t.users('Alice', 'Bob', 'Carol');

const profile = async (s: Session) => (await alice.get(`/api/users/${s.user.id}`)).json();

describe('follows', () => {
  it('follows, reports status, lists both ways and keeps counters', async () => {
    expect((await alice.get(followEdge(alice, bob))).statusCode).toBe(404);
    expect((await alice.post(followEdge(alice, bob))).statusCode).toBe(200);
    expect((await alice.post(followEdge(alice, bob))).statusCode).toBe(200); // twice: no change
    expect((await alice.get(followEdge(alice, bob))).statusCode).toBe(200);
    expect((await profile(bob)).followersCount).toBe(1);
    expect((await profile(alice)).followingCount).toBe(1);
    const followers = (await carol.get(`/api/users/${bob.user.id}/followers`)).json();
    expect(followers).toEqual([
      {
        id: alice.user.id,
        username: alice.user.username,
        displayName: 'Alice',
        profilePicture: null,
      },
    ]);
    const following = (await carol.get(`/api/users/${alice.user.id}/following`)).json();
    expect(following.map((u: { id: number }) => u.id)).toEqual([bob.user.id]);

    expect((await alice.del(followEdge(alice, bob))).statusCode).toBe(200);
    expect((await alice.del(followEdge(alice, bob))).statusCode).toBe(200);
    expect((await alice.get(followEdge(alice, bob))).statusCode).toBe(404);
    expect((await profile(bob)).followersCount).toBe(0);
    expect(await counterMismatches(t.database.db)).toEqual([]);
  });

  it('refuses edges of someone else (403), yourself (400), unknown users (404), no session (401)', async () => {
    expect((await alice.post(followEdge(bob, carol))).statusCode).toBe(403);
    expect((await alice.del(followEdge(bob, carol))).statusCode).toBe(403);
    expect((await alice.get(followEdge(bob, carol))).statusCode).toBe(403);
    const self = await alice.post(followEdge(alice, alice));
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot follow yourself');
    expect((await alice.post(`/api/users/${alice.user.id}/following/999999`)).statusCode).toBe(404);
    expect((await t.anon.post(followEdge(alice, bob))).statusCode).toBe(401);
  });
});
