/**
 * A page of the web app comes with its first data (http/first-screen.ts):
 * the session's user and the screen's first reads, exactly what
 * the same tRPC calls answer, in a JSON block no user text can break out
 * of; what the viewer may not see is left out; data past what a page may
 * embed is left to the app; a client over its read budget gets the bare
 * page; the page is never stored and is compressed.
 */
import { writeSetlists } from '@gigrank/db';
import { mkdirSync, readdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTES_MAX, SETLIST_SONG_MAX, SETLIST_SONGS_MAX } from '@gigrank/domain';
import { scriptSafeJson } from '../../src/http/first-screen';
import { routeAt, routePattern } from '../../src/http/first-screen-build';
import { FIRST_SCREEN_MAX_BYTES } from '../../src/http/limits';
import { daysAgo, useTestApp } from '../support/helpers';
import type { Requests, ShowJson } from '../support/requests';

// In a folder of its own: the server render would be looked for beside it (dist-ssr/).
const build = mkdtempSync(join(tmpdir(), 'gigrank-first-screen-'));
const dist = join(build, 'dist');
beforeAll(() => {
  mkdirSync(dist);
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Gigrank</title></head><body><div id="root"></div>' +
      '<script type="module" src="/assets/index.js"></script></body></html>',
  );
  // A build's manifest: the entry, Home's split component and what it imports.
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_cards.js': { file: 'assets/cards.js', imports: ['_react.js'] },
      'src/routes/index.tsx?tsr-split=component': {
        file: 'assets/routes.js',
        imports: ['_react.js', '_cards.js'],
        isDynamicEntry: true,
      },
    }),
  );
});
afterAll(() => rmSync(build, { recursive: true, force: true }));

// What the page carries, not how fast: a busy machine (CI) may take over
// the 250 ms a read is waited for, and the read would be left to the browser.
const t = useTestApp({
  WEB_DIST_DIR: dist,
  NODE_ENV: 'production',
  RATE_LIMIT_READ_MAX: '30',
  FIRST_SCREEN_WAIT_MS: '20000',
});
const ann = t.user();
const bob = t.user();
const cat = t.user();

interface Block {
  me: { id: number } | null;
  queries: { path: string; input?: unknown; infinite?: boolean; data: unknown }[];
}

/** The page at `url` as `who` sees it, and its data block. */
async function page(who: Requests, url: string, headers: Record<string, string> = {}) {
  const res = await who.get(url, { headers: { accept: 'text/html', ...headers } });
  expect(res.statusCode, url).toBe(200);
  const html =
    res.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(res.rawPayload).toString()
      : res.headers['content-encoding'] === 'gzip'
        ? gunzipSync(res.rawPayload).toString()
        : res.body;
  const match = /<script type="application\/json" id="first-screen">(.*?)<\/script>/s.exec(html);
  expect(match, 'the data block').not.toBeNull();
  return { res, html, block: JSON.parse(match![1]!) as Block };
}

const trpcAnswer = async (who: Requests, path: string, input: unknown) => {
  const res = await who.query(path, input);
  expect(res.statusCode, path).toBe(200);
  return res.json().result.data;
};

describe('the first screen comes with the page', () => {
  it('a visitor gets the page with no user and no data', async () => {
    const { res, block } = await page(t.anon, '/');
    expect(block).toEqual({ me: null, queries: [] });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers.vary)).toMatch(/Cookie/);
  });

  it('Home carries the user and the feed, as tRPC answers them', async () => {
    await ann.addShow({ artist: 'Low', notes: 'first' });
    const { block } = await page(bob, '/');
    expect(block.me?.id).toBe(bob.user.id);
    expect(block.queries.map((q) => q.path)).toEqual(['shows.feed']);
    expect(block.queries[0]!.data).toEqual(
      await trpcAnswer(bob, 'shows.feed', block.queries[0]!.input),
    );
    const tabs = await page(bob, '/?tab=artists');
    expect(tabs.block.queries.map((q) => q.path)).toEqual(['leaderboard.artists']);
  });

  it('no user text breaks out of the block', async () => {
    const evil = '</script><script>alert(1)</script><!-- & done';
    const show = await ann.addShow({ artist: 'Low', notes: evil });
    const { html, block } = await page(bob, `/show/${show.id}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the block's and the app's
    const shown = block.queries.find((q) => q.path === 'shows.byId')!.data as { notes: string };
    expect(shown.notes).toBe(evil);
    // Line separators too (names cannot hold them; the escaping does not rely on that).
    expect(scriptSafeJson({ s: '\u2028\u2029<' })).toBe('{"s":"\\u2028\\u2029\\u003c"}');
  });

  it('artist pages by their encoded names, and profiles with their ranking', async () => {
    await ann.addShow({ artist: 'Sigur Rós' });
    // A reader of their own: the file's 30 read units a minute are bob's for the other pages.
    const fan = await t.newUser();
    const artist = await page(fan, '/artist/Sigur%20R%C3%B3s');
    const read = artist.block.queries[0]!;
    expect(read).toMatchObject({
      path: 'artists.page',
      input: { name: 'Sigur Rós' },
      infinite: true,
    });
    expect(read.data).toEqual(await trpcAnswer(fan, 'artists.page', { name: 'Sigur Rós' }));
    // Beside 'Going', the viewer's own plans of the artist ("You're going"), by the URL's name.
    const none = artist.block.queries[1]!;
    expect(none).toMatchObject({
      path: 'plans.list',
      input: { userId: fan.user.id, artist: 'Sigur Rós' },
      data: [],
    });
    // Above the shows, the songs the viewer still chases: with the page, so nothing shifts after.
    const chase = artist.block.queries[2]!;
    expect(chase).toMatchObject({
      path: 'songs.chase',
      input: { userId: fan.user.id, artistName: 'Sigur Rós' },
    });
    expect(chase.data).toEqual(await trpcAnswer(fan, 'songs.chase', chase.input));
    const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const planned = await fan.post('/api/plans', { artist: 'SIGUR RÓS', city: 'Lisbon', date });
    expect(planned.statusCode, planned.body).toBe(201);
    const going = (await page(fan, '/artist/Sigur%20R%C3%B3s')).block.queries[1]!;
    expect(going.data).toEqual(await trpcAnswer(fan, 'plans.list', going.input));
    expect(
      (going.data as { artist: string; date: string }[]).map((p) => [p.artist, p.date]),
    ).toEqual([['Sigur Rós', date]]);
    const own = await page(ann, '/profile');
    expect(own.block.queries.map((q) => q.path)).toEqual([
      'users.byId',
      'profile.bestRatedArtist',
      'profile.mostVisitedCity',
      'profile.mostSeenArtist',
      'profile.mostVisitedVenue',
      'profile.venueInsights',
      'profile.festivals',
      'users.diary',
      'plans.list',
      'shows.ranked',
    ]);
    expect(own.block.queries[0]!.input).toEqual({ id: ann.user.id });
    // The stat cards' answers, as their own queries get them.
    for (const read of own.block.queries.slice(1, 3)) {
      expect(read.data, read.path).toEqual(await trpcAnswer(ann, read.path, read.input));
    }
  });

  it('a festival page by its id, as festivals.byId answers it', async () => {
    const created = await ann.post('/api/festivals', {
      name: 'First Screen Fest',
      edition: 2025,
      startDate: '2025-06-05',
      endDate: '2025-06-06',
      city: 'Lisbon',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    await ann.addShow({ artist: 'Opening Act', date: '2025-06-05', festivalId: String(id) });
    const festival = await page(bob, `/festival/${id}`);
    const read = festival.block.queries[0]!;
    expect(read).toMatchObject({ path: 'festivals.byId', input: { id } });
    expect(read.data).toEqual(await trpcAnswer(bob, 'festivals.byId', { id }));
    // The log screen reads nothing before it shows.
    expect((await page(bob, '/festival/log')).block.queries).toEqual([]);
  });

  it('a venue page by its id, its first page as venues.byId answers it', async () => {
    const show = (await ann.addShow({
      artist: 'Venue Opener',
      city: 'Lisbon',
      venue: 'First Screen Hall',
    })) as ShowJson & { venueId: number };
    // A reader of its own: the tests below count what bob's budget has left.
    const reader = await t.newUser();
    const venue = await page(reader, `/venue/${show.venueId}`);
    const read = venue.block.queries[0]!;
    expect(read).toMatchObject({
      path: 'venues.byId',
      input: { id: show.venueId },
      infinite: true,
    });
    expect(read.data).toEqual(await trpcAnswer(reader, 'venues.byId', { id: show.venueId }));
  });

  it('Home of someone who follows carries the Following feed; a gig page its gig', async () => {
    const [fan, friend] = await Promise.all([t.newUser(), t.newUser()]);
    // The show names its gig (a recent one: a card of the feeds).
    const date = daysAgo(6);
    const show = (await friend.addShow({
      artist: 'Low',
      city: 'Porto',
      date,
    })) as ShowJson & { artistId: number; cityId: number };
    expect((await page(fan, '/')).block.queries.map((q) => q.path)).toEqual(['shows.feed']);
    const followed = await fan.post(`/api/users/${fan.user.id}/following/${friend.user.id}`);
    expect(followed.statusCode).toBeLessThan(300);

    const home = await page(fan, '/');
    const read = home.block.queries[0]!;
    expect(read).toMatchObject({ path: 'following.feed', infinite: true });
    expect(read.data).toEqual(await trpcAnswer(fan, 'following.feed', read.input));
    expect((read.data as { shows: { id: number }[] }).shows.map((s) => s.id)).toEqual([show.id]);
    // The Everyone feed when asked for by name.
    const everyone = await page(fan, '/?feed=everyone');
    expect(everyone.block.queries.map((q) => q.path)).toEqual(['shows.feed']);

    const input = { artistId: show.artistId, cityId: show.cityId, date };
    const gig = await page(fan, `/gig/${input.artistId}/${input.cityId}/${input.date}`);
    expect(gig.block.queries[0]).toMatchObject({ path: 'gigs.page', input });
    expect(gig.block.queries[0]!.data).toEqual(await trpcAnswer(fan, 'gigs.page', input));
    expect(
      (await page(fan, `/gig/${input.artistId}/${input.cityId}/2025-02-30`)).block.queries,
    ).toEqual([]);
  });

  it('past what a page may embed, carries the session only: the app asks for the data', async () => {
    const [fan, friend] = await Promise.all([t.newUser(), t.newUser()]);
    const gigOf = async (artist: string, shows: number) => {
      const made: (ShowJson & { artistId: number; cityId: number })[] = [];
      for (let i = 0; i < shows; i++) {
        made.push(
          (await friend.addShow({ artist, city: 'Porto', date: '2025-03-08' })) as ShowJson & {
            artistId: number;
            cityId: number;
          },
        );
      }
      const { artistId, cityId } = made[0]!;
      return { ids: made.map((m) => m.id), input: { artistId, cityId, date: '2025-03-08' } };
    };
    // Twenty shows of one gig, each with the longest notes of characters a script
    // block escapes ('<' is written as six: ~12 kB each), and the gig's setlist of
    // long song names as an import keeps it (~45 kB): the gig page's answer is past
    // FIRST_SCREEN_MAX_BYTES.
    const big = await gigOf('Long Sets', 20);
    await t.db
      .updateTable('shows')
      .set({ notes: '<'.repeat(NOTES_MAX) })
      .where('id', 'in', big.ids)
      .execute();
    const songs = Array.from({ length: SETLIST_SONGS_MAX }, (_, i) => ({
      title: `${i} ${'la '.repeat(60)}`.slice(0, SETLIST_SONG_MAX),
    }));
    // One show's setlist is the gig's: the most common of the shows that have one.
    const show = await t.db
      .selectFrom('shows')
      .selectAll()
      .where('id', '=', big.ids[0]!)
      .executeTakeFirstOrThrow();
    await writeSetlists(t.db, [{ show, songs }], 'import');
    const url = (g: typeof big.input) => `/gig/${g.artistId}/${g.cityId}/${g.date}`;
    const heavy = await page(fan, url(big.input));
    expect(heavy.block.me?.id).toBe(fan.user.id);
    expect(heavy.block.queries).toEqual([]);
    expect(heavy.html.length).toBeLessThan(FIRST_SCREEN_MAX_BYTES);
    // What the app then asks for itself: the whole answer, more than a page embeds.
    const answer = await trpcAnswer(fan, 'gigs.page', big.input);
    expect(scriptSafeJson(answer).length).toBeGreaterThan(FIRST_SCREEN_MAX_BYTES);
    // A gig of ordinary shows comes with its data.
    const small = await gigOf('Short Sets', 2);
    const light = await page(fan, url(small.input));
    expect(light.block.queries.map((q) => q.path)).toEqual(['gigs.page']);
    // Everyone's feed holds the newest shows: the long ones leave it for the tests after,
    // their account going private.
    const hidden = await friend.patch(`/api/users/${friend.user.id}/profile`, { isPrivate: true });
    expect(hidden.statusCode).toBe(200);
  });

  it("another person's profile comes with the follow button's state and the taste match", async () => {
    const dee = await t.newUser();
    const seen = await page(dee, `/profile/${ann.user.id}`);
    const reads = seen.block.queries.filter((q) =>
      ['privacy.relationship', 'profile.tasteMatch'].includes(q.path),
    );
    expect(reads.map((q) => q.path)).toEqual(['privacy.relationship', 'profile.tasteMatch']);
    for (const read of reads) {
      expect(read.data, read.path).toEqual(await trpcAnswer(dee, read.path, read.input));
    }
  });

  it('leaves out what the viewer may not see', async () => {
    const show = await cat.addShow({ artist: 'Low' });
    const patched = await cat.patch(`/api/users/${cat.user.id}/profile`, { isPrivate: true });
    expect(patched.statusCode).toBe(200);
    // A viewer of their own (a profile's first screen draws ten reads on the budget).
    const eve = await t.newUser();
    const profile = await page(eve, `/profile/${cat.user.id}`);
    // The header (name, counts), the plans anyone may see and where the viewer stands (the
    // follow button), never the private ranking nor its figures.
    expect(profile.block.queries.map((q) => q.path)).toEqual([
      'users.byId',
      'plans.list',
      'privacy.relationship',
    ]);
    expect(profile.block.queries[1]!.data).toEqual([]);
    const relationship = profile.block.queries[2]!;
    expect(relationship.data).toEqual(
      await trpcAnswer(eve, 'privacy.relationship', relationship.input),
    );
    const closed = await page(eve, `/show/${show.id}`);
    expect(closed.block.queries).toEqual([]);
    expect(closed.html).not.toContain('"artist":"Low"');
  });

  it('is compressed for browsers that accept it', async () => {
    const br = await page(bob, '/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.res.headers['content-encoding']).toBe('br');
    const gz = await page(bob, '/', { 'accept-encoding': 'gzip' });
    expect(gz.res.headers['content-encoding']).toBe('gzip');
    expect(gz.block).toEqual(br.block);
  });

  it('a client over its read budget gets the bare page, never a 429 page', async () => {
    const dan = await t.newUser();
    // The feed costs 2 of the 30 units a minute: the 16th page finds the budget spent.
    const blocks: Block[] = [];
    for (let i = 0; i < 18; i++) blocks.push((await page(dan, '/')).block);
    expect(blocks[0]!.queries).toHaveLength(1);
    expect(blocks.at(-1)!.queries).toEqual([]);
    expect(blocks.at(-1)!.me?.id).toBe(dan.user.id);
    // And its own requests meet the limit it spent.
    expect((await dan.query('shows.feed', { limit: 50 })).statusCode).toBe(429);
  });

  it('preloads the screen’s code for a signed-in page, beside the app’s own', async () => {
    const preload = (f: string) => `<link rel="modulepreload" crossorigin href="/assets/${f}">`;
    const home = await page(bob, '/');
    expect(home.html).toContain(preload('routes.js'));
    expect(home.html).toContain(preload('cards.js'));
    expect(home.html).not.toContain(preload('react.js')); // the entry's already
    expect((await page(t.anon, '/')).html).not.toContain('modulepreload');
    expect((await page(bob, '/leaderboard')).html).not.toContain('modulepreload');
  });

  it("reads each path's route from the web app's own route files", () => {
    const web = join(import.meta.dirname, '..', '..', '..', 'web');
    const files = readdirSync(join(web, 'src', 'routes'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => `src/routes/${f.split('\\').join('/')}`);
    const routes = files.flatMap((file) => {
      const pattern = routePattern(file);
      return pattern ? [{ file, pattern }] : [];
    });
    const expected: [string, string | undefined][] = [
      ['/', 'index'],
      ['/profile', 'profile/index'],
      ['/profile/12', 'profile/$id'],
      ['/profile/12/diary', 'profile/$id_.diary'],
      ['/festival/log', 'festival/log'],
      ['/festival/7', 'festival/$id'],
      ['/gig/1/2/2026-05-01', 'gig/$artistId/$cityId/$date'],
      ['/artist/Sigur%20R%C3%B3s', 'artist/$artistName'],
      ['/artist/Sigur%20R%C3%B3s/songs', 'artist/$artistName_.songs'],
      ['/add-show/', 'add-show'],
      ['/no/such/page', undefined],
    ];
    const found = expected.map(([path]) => [path, routeAt(routes, path)?.file]);
    expect(found).toEqual(expected.map(([path, name]) => [path, name && `src/routes/${name}.tsx`]));
    expect(routePattern('src/routes/__root.tsx')).toBeNull();
  });
});
