/**
 * People search (GET /api/users?q=, users.list): by display name and
 * username, case and accents aside, whole names and later words; the people
 * the viewer follows first; blocks hide both ways, private accounts are
 * found; the text and the limit are bounded; names kept in step with edits.
 */
import { describe, expect, it } from 'vitest';
import { rowsNaming, useTestApp, type TestUser } from '../support/helpers';

const t = useTestApp();
const viewer = t.user({ displayName: 'Search Viewer' });

let tags = 0;
/** A word no other test's names start with: four letters and a counter. */
const tag = () =>
  `${Array.from({ length: 4 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}${++tags}`;

const search = async (who: TestUser, q: string, limit?: number) => {
  const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  const res = await who.get(`/api/users?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: number; username: string; displayName: string }[]).map((u) => u.id);
};
const follow = (who: TestUser, whom: TestUser) =>
  who.post(`/api/users/${who.user.id}/following/${whom.user.id}`);

describe('finding people by name', () => {
  it('matches the display name case- and accent-insensitively, by whole name and word start', async () => {
    const x = tag();
    const zoe = await t.newUser({ displayName: `Zoë${x} Bauer` });
    const pedro = await t.newUser({ displayName: `Pedro${x} Silva${x}` });
    expect(await search(viewer, `zoe${x}`)).toEqual([zoe.user.id]);
    expect(await search(viewer, `ZOË${x.toUpperCase()}`)).toEqual([zoe.user.id]);
    expect(await search(viewer, `zoe${x} bau`)).toEqual([zoe.user.id]);
    expect(await search(viewer, `pedro${x}`)).toEqual([pedro.user.id]);
    // A later word's start finds him; the middle of a word does not.
    expect(await search(viewer, `silva${x}`)).toEqual([pedro.user.id]);
    expect(await search(viewer, `  Sílva${x} `)).toEqual([pedro.user.id]);
    expect(await search(viewer, `ilva${x}`)).toEqual([]);
    expect(await search(viewer, `bauer zoe${x}`)).toEqual([]);
  });

  it('matches the username by prefix and by the word after a separator', async () => {
    const x = tag();
    const user = await t.newUser({ username: `${x}_Rocks`, displayName: 'Someone Else' });
    expect(await search(viewer, x.toUpperCase())).toEqual([user.user.id]);
    expect(await search(viewer, `${x}_ro`)).toEqual([user.user.id]);
    const byWord = await search(viewer, 'rocks');
    expect(byWord).toContain(user.user.id);
  });

  it('lists the people the viewer follows first, then whole names, then later words', async () => {
    const x = tag();
    const laterWord = await t.newUser({ displayName: `Ann Mira${x}` });
    const wholeB = await t.newUser({ displayName: `Mira${x} B` });
    const wholeA = await t.newUser({ displayName: `Mira${x} A` });
    const followed = await t.newUser({ displayName: `Zed Mira${x}` });
    const me = await t.newUser();
    expect(await search(me, `mira${x}`)).toEqual([
      wholeA.user.id,
      wholeB.user.id,
      laterWord.user.id,
      followed.user.id,
    ]);
    expect((await follow(me, followed)).statusCode).toBeLessThan(300);
    expect(await search(me, `mira${x}`)).toEqual([
      followed.user.id,
      wholeA.user.id,
      wholeB.user.id,
      laterWord.user.id,
    ]);
    // The same order for everyone else (follows are the viewer's own).
    expect((await search(viewer, `mira${x}`))[0]).toBe(wholeA.user.id);
    // A limit cuts the same order.
    expect(await search(me, `mira${x}`, 2)).toEqual([followed.user.id, wholeA.user.id]);
    // Without a text: the people followed first.
    expect((await search(me, ''))[0]).toBe(followed.user.id);
  });

  it('reads past a page of one person’s many matching words', async () => {
    const x = tag();
    const words = Array.from({ length: 7 }, (_, i) => `${x}${i}`).join(' ');
    const many = await t.newUser({ displayName: words });
    const other = await t.newUser({ displayName: `Zed ${x}9` });
    expect(await search(viewer, x, 2)).toEqual([many.user.id, other.user.id]);
  });

  it('a block hides each from the other; unblocking brings them back', async () => {
    const x = tag();
    const blocker = await t.newUser({ displayName: `Blocker${x}` });
    const blocked = await t.newUser({ displayName: `Blocked${x}` });
    expect(await search(blocked, `blocker${x}`)).toEqual([blocker.user.id]);
    expect((await follow(blocked, blocker)).statusCode).toBeLessThan(300);
    await blocker.post(`/api/users/${blocker.user.id}/blocks/${blocked.user.id}`);
    expect(await search(blocked, `blocker${x}`)).toEqual([]);
    expect(await search(blocker, `blocked${x}`)).toEqual([]);
    expect(await search(blocked, '', 20)).not.toContain(blocker.user.id);
    const rpc = await blocked.query('users.list', { q: `Blocker${x}` });
    expect(rpc.json().result.data).toEqual([]);
    // Everyone else still finds both.
    expect(await search(viewer, `block`)).toEqual(
      expect.arrayContaining([blocker.user.id, blocked.user.id]),
    );
    await blocker.del(`/api/users/${blocker.user.id}/blocks/${blocked.user.id}`);
    expect(await search(blocked, `blocker${x}`)).toEqual([blocker.user.id]);
  });

  it('finds a private account by name, with its name and picture only', async () => {
    const x = tag();
    const hidden = await t.newUser({ displayName: `Private${x} Person` });
    await hidden.patch(`/api/users/${hidden.user.id}/profile`, { isPrivate: true });
    const res = await viewer.get(`/api/users?q=person`);
    const found = (res.json() as { id: number }[]).find((u) => u.id === hidden.user.id);
    expect(found).toEqual({
      id: hidden.user.id,
      username: hidden.user.username,
      displayName: `Private${x} Person`,
      profilePicture: null,
    });
    // Its shows stay closed to the stranger who found it.
    const shows = await viewer.get(`/api/users/${hidden.user.id}/ranked-shows`);
    expect(shows.statusCode).toBe(403);
  });

  it('follows a change of display name', async () => {
    const x = tag();
    const user = await t.newUser({ displayName: `Before${x}` });
    const res = await user.patch(`/api/users/${user.user.id}/profile`, {
      displayName: `Áfter${x} Name`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await search(viewer, `before${x}`)).toEqual([]);
    expect(await search(viewer, `after${x}`)).toEqual([user.user.id]);
    // The username still finds the account.
    expect(await search(viewer, user.user.username)).toEqual([user.user.id]);
    const terms = await t.db
      .selectFrom('user_search_terms')
      .select(['term', 'word'])
      .where('user_id', '=', user.user.id)
      .orderBy('term')
      .execute();
    expect(terms).toEqual(
      [
        { term: `after${x} name`, word: 0 },
        { term: user.user.username.toLowerCase(), word: 0 },
        { term: 'name', word: 1 },
      ].sort((a, b) => (a.term < b.term ? -1 : 1)),
    );
  });
});

describe('a deleted account', () => {
  it('is found no more, and its terms are gone with it', async () => {
    const x = tag();
    const gone = await t.newUser({ displayName: `Gone${x} Soon` });
    expect(await search(viewer, `gone${x}`)).toEqual([gone.user.id]);
    expect((await gone.del(`/api/users/${gone.user.id}`)).statusCode).toBeLessThan(300);
    expect(await search(viewer, `gone${x}`)).toEqual([]);
    expect(await rowsNaming(t.db, 'user_search_terms', gone.user.id)).toEqual([]);
  });
});

describe('bounded inputs', () => {
  it('refuses a text over 100 characters and a limit outside 1..20, on REST and tRPC', async () => {
    const long = 'a'.repeat(101);
    const rest = await viewer.get(`/api/users?q=${long}`);
    expect(rest.statusCode).toBe(400);
    expect(rest.json().message).toBe('Search text must be at most 100 characters');
    expect((await viewer.query('users.list', { q: long })).statusCode).toBe(400);
    for (const limit of ['0', '21', 'x', '2.5']) {
      const res = await viewer.get(`/api/users?q=a&limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
    }
    expect((await viewer.query('users.list', { q: 'a', limit: 50 })).statusCode).toBe(400);
    expect((await viewer.get(`/api/users?q=${'a'.repeat(100)}`)).statusCode).toBe(200);
  });

  it('answers at most 20 people, and needs a session', async () => {
    const x = tag();
    for (let i = 0; i < 22; i++) await t.newUser({ displayName: `Crowd${x} ${i}` });
    expect(await search(viewer, `crowd${x}`)).toHaveLength(20);
    expect(await search(viewer, `crowd${x}`, 8)).toHaveLength(8);
    expect((await t.anon.get(`/api/users?q=crowd${x}`)).statusCode).toBe(401);
  });
});

describe('the read budget', () => {
  const limited = useTestApp({ RATE_LIMIT_READ_MAX: '5' });
  const searcher = limited.user();

  it('prices a people search as the other searches, 2 units, on REST and tRPC alike', async () => {
    expect((await searcher.get('/api/users?q=a')).statusCode).toBe(200);
    expect((await searcher.query('users.list', { q: 'a', limit: 8 })).statusCode).toBe(200);
    // 4 of 5 units spent: a third search does not fit, whichever its spelling.
    expect((await searcher.get('/api/users?q=ab')).statusCode).toBe(429);
    expect((await searcher.query('users.list', { q: 'ab' })).statusCode).toBe(429);
  });
});
