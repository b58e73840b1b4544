/**
 * For You names who loved each pick: the people the profile user
 * follows who rated the artist 80+ on average, those the viewer may see,
 * best average first, at most three named ('Loved by Ana, Rui and 3 others').
 */
import { describe, expect, it } from 'vitest';
import { daysAgo, uniqueName, useTestApp, type TestUser } from '../support/helpers';

const t = useTestApp();

interface Recommendation {
  artistName: string;
  reason: string;
  friends: number;
  lovedBy: { id: number; displayName: string }[];
}

async function recommendationsOf(viewer: TestUser, owner: TestUser): Promise<Recommendation[]> {
  const res = await viewer.get(`/api/users/${owner.user.id}/recommendations`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const pickOf = (recs: Recommendation[], artist: string) =>
  recs.find((r) => r.artistName === artist);

const rate = (who: TestUser, artist: string, score: number) =>
  who.addShow({ artist, score, city: 'Lisbon', date: daysAgo(10) });

const follow = (who: TestUser, whom: TestUser) =>
  who.post(`/api/users/${who.user.id}/following/${whom.user.id}`);

/** `me` and the friends they follow, named in turn; each loves `artist` at the given score. */
async function friendsWhoLove(me: TestUser, artist: string, scores: Record<string, number>) {
  const friends: Record<string, TestUser> = {};
  for (const [displayName, score] of Object.entries(scores)) {
    const friend = await t.newUser({ displayName });
    await follow(me, friend);
    await rate(friend, artist, score);
    friends[displayName] = friend;
  }
  return friends;
}

/** The lovedBy entries of `friends` named `names`, in that order. */
const lovedBy = (friends: Record<string, TestUser>, ...names: string[]) =>
  names.map((displayName) => ({ id: friends[displayName]!.user.id, displayName }));

describe('For You: who loved it', () => {
  it('names up to three, best average first; beyond three, two and "N others"', async () => {
    const me = await t.newUser();
    const [three, five] = [uniqueName('Three'), uniqueName('Five')];
    const trio = await friendsWhoLove(me, three, { Eva: 85, Ana: 95, Rui: 90 });
    // Ana and Rui love the other one too; three more people do as well; one only likes it.
    await rate(trio.Ana!, five, 99);
    await rate(trio.Rui!, five, 97);
    await friendsWhoLove(me, five, { Bo: 81, Cy: 82, Di: 80, Lukewarm: 79 });

    const recs = await recommendationsOf(me, me);
    // Most friends first.
    expect(recs.map((r) => r.artistName).slice(0, 2)).toEqual([five, three]);
    expect(pickOf(recs, three)).toEqual({
      artistName: three,
      friends: 3,
      reason: 'Loved by Ana, Rui and Eva',
      lovedBy: lovedBy(trio, 'Ana', 'Rui', 'Eva'),
    });
    expect(pickOf(recs, five)).toMatchObject({
      friends: 5,
      reason: 'Loved by Ana, Rui and 3 others',
      lovedBy: lovedBy(trio, 'Ana', 'Rui'),
    });
  });

  it('says "Loved by Ana" for one; an artist already seen is not recommended', async () => {
    const me = await t.newUser();
    const [one, seen] = [uniqueName('One'), uniqueName('Seen')];
    const friends = await friendsWhoLove(me, one, { Ana: 88 });
    await rate(friends.Ana!, seen, 90);
    await rate(me, seen, 40);
    // Friends' picks only (other tests' shows make Lisbon picks too).
    const recs = (await recommendationsOf(me, me)).filter((r) => r.friends > 0);
    expect(recs).toEqual([
      { artistName: one, friends: 1, reason: 'Loved by Ana', lovedBy: lovedBy(friends, 'Ana') },
    ]);
  });

  it('names only people the viewer may see: not a private account they do not follow, nor a blocked one', async () => {
    const owner = await t.newUser();
    const visitor = await t.newUser();
    const artist = uniqueName('Hidden');
    const friends = await friendsWhoLove(owner, artist, { Open: 90, Closed: 95, Blocker: 92 });
    const { Closed: closed, Blocker: blocker } = friends;
    await closed!.patch(`/api/users/${closed!.user.id}/profile`, { isPrivate: true });
    await blocker!.post(`/api/users/${blocker!.user.id}/blocks/${visitor.user.id}`);

    // The owner follows all three: all named.
    expect(pickOf(await recommendationsOf(owner, owner), artist)?.reason).toBe(
      'Loved by Closed, Blocker and Open',
    );
    // A visitor of the owner's For You sees only the open one, and counts only them.
    expect(pickOf(await recommendationsOf(visitor, owner), artist)).toEqual({
      artistName: artist,
      friends: 1,
      reason: 'Loved by Open',
      lovedBy: lovedBy(friends, 'Open'),
    });
  });

  it('tRPC: the own For You carries the same names', async () => {
    const me = await t.newUser();
    const artist = uniqueName('Rpc');
    const { Ana: ana } = await friendsWhoLove(me, artist, { Ana: 90, Rui: 85 });
    const res = await me.query('profile.recommendations');
    expect(res.statusCode, res.body).toBe(200);
    const recs = res.json().result.data as Recommendation[];
    expect(pickOf(recs, artist)).toMatchObject({
      reason: 'Loved by Ana and Rui',
      lovedBy: [{ id: ana!.user.id, displayName: 'Ana' }, { displayName: 'Rui' }],
    });
  });
});
