/**
 * The songs' shared counters (packages/db song-counters.ts) through the real
 * server, on both engines: a crowd of public and private accounts writes,
 * copies, moves and removes setlists, deletes shows, goes private and back,
 * follows, blocks and deletes an account, in a seeded random order. After
 * every step the counters equal a recount of the setlists
 * (counterMismatches), and every viewer's answer of the artist's songs, read
 * through the cache, equals the same figures counted by scanning the
 * setlists the viewer may see (the visibility rule asked directly).
 */
import { describe, expect, it } from 'vitest';
import { visibleShows, viewerOf } from '@gigrank/db';
import type { ArtistSongs, SetlistSong, Show } from '@gigrank/domain';
import { counterMismatches, uniqueName, useTestApp, type TestUser } from '../support/helpers';

const t = useTestApp();

/** A small seeded generator (mulberry32): the same crowd and steps on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const POOL = ['Staple', 'Opener', 'Deep Cut', 'Rarity', 'Ballad', 'Closer', 'Cover Song', 'B-Side'];
const CITIES = ['Lisbon', 'Porto'];
const DATES = ['2024-03-01', '2024-05-10'];

/** The artist's songs as `viewerId` may see them, counted from the setlists themselves. */
async function scanned(viewerId: number, artistId: number) {
  const rows = await visibleShows(t.db, viewerOf(viewerId))
    .innerJoin('setlist_songs', 'setlist_songs.show_id', 'shows.id')
    .innerJoin('songs', 'songs.id', 'setlist_songs.song_id')
    .select(['songs.title', 'setlist_songs.date', 'setlist_songs.city_id'])
    .where('setlist_songs.artist_id', '=', artistId)
    .where('setlist_songs.tape', '=', 0)
    .execute();
  const songs = new Map<string, Set<string>>();
  for (const r of rows) {
    const gigs = songs.get(r.title) ?? new Set<string>();
    gigs.add(`${r.date}|${r.city_id}`);
    songs.set(r.title, gigs);
  }
  const gigRows = await visibleShows(t.db, viewerOf(viewerId))
    .select(['shows.date', 'shows.city_id'])
    .where('shows.artist_id', '=', artistId)
    .where('shows.setlist_size', '>', 0)
    .execute();
  const figures: Record<string, [number, string, string]> = {};
  for (const [title, gigs] of songs) {
    const dates = [...gigs].map((g) => g.split('|')[0]!).sort();
    figures[title] = [gigs.size, dates[0]!, dates[dates.length - 1]!];
  }
  return { gigs: new Set(gigRows.map((g) => `${g.date}|${g.city_id}`)).size, figures };
}

function answered(songs: ArtistSongs) {
  const figures: Record<string, [number, string, string]> = {};
  for (const s of songs.songs) figures[s.title] = [s.gigs, s.first, s.last];
  // Most played first.
  const counts = songs.songs.map((s) => s.gigs);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  return { gigs: songs.gigs, figures };
}

describe("the songs' shared counters", () => {
  it("equal a recount and every viewer's scan after each write of a crowd", async () => {
    const next = random(20261129);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const band = uniqueName('Counted Band');
    const people: { user: TestUser; private: boolean; shows: Show[] }[] = [];
    for (let i = 0; i < 6; i += 1)
      people.push({ user: await t.newUser(), private: false, shows: [] });
    let artistId = 0;
    const log: string[] = [];
    // What the run went through: a gig counted by several shows, viewers told different things.
    let mostShows = 0;
    let viewersDiffered = 0;

    const check = async (step: string) => {
      log.push(step);
      expect(await counterMismatches(t.db), log.join(' / ')).toEqual([]);
      if (artistId === 0) return;
      const answers = new Set<string>();
      for (const p of people) {
        const res = await p.user.get(`/api/artists/${encodeURIComponent(band)}/songs`);
        expect(res.statusCode, res.body).toBe(200);
        const answer = answered(res.json() as ArtistSongs);
        expect(answer, `${log.join(' / ')} as ${p.user.user.id}`).toEqual(
          await scanned(p.user.user.id, artistId),
        );
        answers.add(JSON.stringify(answer));
      }
      if (answers.size > 1) viewersDiffered += 1;
      const most = await t.db
        .selectFrom('gig_songs')
        .select((eb) => eb.fn.max('shows').as('n'))
        .executeTakeFirst();
      mostShows = Math.max(mostShows, Number(most?.n ?? 0));
    };

    const setlistOf = (): SetlistSong[] => {
      const n = Math.floor(next() * 7);
      return Array.from({ length: n }, () => ({
        title: pick(POOL),
        ...(next() < 0.15 ? { tape: true as const } : {}),
      }));
    };

    // Each of them logs two gigs; gigs are shared, so counts go past 1.
    for (const p of people) {
      for (let k = 0; k < 2; k += 1) {
        const res = await p.user.postShow({ artist: band, city: pick(CITIES), date: pick(DATES) });
        if (res.statusCode !== 201) continue;
        const show = res.json().show as Show;
        artistId = show.artistId!;
        p.shows.push(show);
      }
    }
    await check('logged');

    for (let step = 0; step < 60; step += 1) {
      const p = pick(people);
      const who = p.user;
      const roll = next();
      const own = p.shows.length ? pick(p.shows) : undefined;
      if (roll < 0.35 && own) {
        const songs = setlistOf();
        const res = await who.put(`/api/shows/${own.id}/setlist`, { songs });
        expect(res.statusCode, res.body).toBe(200);
        await check(`${who.user.id} sets ${songs.length} songs on ${own.id}`);
      } else if (roll < 0.45 && own) {
        const res = await who.post(`/api/shows/${own.id}/setlist/copy`);
        expect([200, 400, 404], res.body).toContain(res.statusCode);
        await check(`${who.user.id} copies onto ${own.id}: ${res.statusCode}`);
      } else if (roll < 0.55 && own) {
        const res = await who.putShow(own.id, {
          artist: band,
          city: pick(CITIES),
          date: pick(DATES),
        });
        expect([200, 400, 409], res.body).toContain(res.statusCode);
        await check(`${who.user.id} moves ${own.id}: ${res.statusCode}`);
      } else if (roll < 0.62 && own) {
        expect((await who.del(`/api/shows/${own.id}`)).statusCode).toBe(204);
        p.shows = p.shows.filter((s) => s.id !== own.id);
        await check(`${who.user.id} deletes ${own.id}`);
      } else if (roll < 0.75) {
        p.private = !p.private;
        const res = await who.patch(`/api/users/${who.user.id}/profile`, { isPrivate: p.private });
        expect(res.statusCode, res.body).toBe(200);
        await check(`${who.user.id} private ${p.private}`);
      } else if (roll < 0.88) {
        const other = pick(people.filter((o) => o !== p));
        const res = await who.post(`/api/users/${who.user.id}/following/${other.user.user.id}`);
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (other.private) {
          await other.user.post(
            `/api/users/${other.user.user.id}/follow-requests/${who.user.id}/approve`,
          );
        }
        await check(`${who.user.id} follows ${other.user.user.id}`);
      } else {
        const other = pick(people.filter((o) => o !== p));
        const path = `/api/users/${who.user.id}/blocks/${other.user.user.id}`;
        const res = next() < 0.6 ? await who.post(path) : await who.del(path);
        expect(res.statusCode, res.body).toBeLessThan(500);
        await check(`${who.user.id} blocks/unblocks ${other.user.user.id}`);
      }
    }

    // One of them leaves: their setlists leave every count.
    const leaving = people.find((p) => p.shows.length > 0) ?? people[0]!;
    expect((await leaving.user.del(`/api/users/${leaving.user.user.id}`)).statusCode).toBe(200);
    people.splice(people.indexOf(leaving), 1);
    await check(`${leaving.user.user.id} deletes the account`);
    // The crowd went through what the counters are for.
    expect(mostShows, log.join(' / ')).toBeGreaterThan(1);
    expect(viewersDiffered, log.join(' / ')).toBeGreaterThan(5);
  });
});
