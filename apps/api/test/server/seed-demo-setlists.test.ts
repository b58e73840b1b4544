/**
 * seed:demo's setlists (seed-demo-setlists.ts), without a database: song
 * pools per artist, the same every run; setlists of 12-22 songs with a 2-3
 * song encore ending on the artist's biggest hit; rarities at one gig each;
 * shows of one gig mostly agreeing; and every setlist as the text rule and a
 * setlist's text keep it.
 */
import { describe, expect, it } from 'vitest';
import type { BulkSetlist } from '@gigrank/db';
import { cleanSetlist, parseSetlistText, setlistText, type SetlistSong } from '@gigrank/domain';
import { DemoSetlists } from '../../src/scripts/seed-demo-setlists';

const artists = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, name: `Demo Artist ${i + 1}` }));

/** A show of `artistId` on `date` in city 1. */
const show = (id: number, artistId: number, date: string) => ({
  id,
  user_id: 1 + (id % 7),
  artist_id: artistId,
  date,
  city_id: 1,
});

/** Each day of 2024 from 1 January, as 'YYYY-MM-DD'. */
const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10);

/** `count` shows of artist 1 on distinct days, then `sameGig` shows of artist 2's one gig. */
function made(seed: number, count = 600, sameGig = 300) {
  const setlists = new DemoSetlists(seed, artists, '2023-01-01T00:00:00.000Z');
  const columns = new Map<number, ReturnType<DemoSetlists['add']>>();
  let id = 0;
  for (let i = 0; i < count; i++) {
    id += 1;
    columns.set(id, setlists.add(show(id, 1, day(i)), false, i % 10 === 0 ? ['Guest Band'] : []));
  }
  for (let i = 0; i < sameGig; i++) {
    id += 1;
    columns.set(id, setlists.add(show(id, 2, day(0)), false, []));
  }
  const titles = new Map(setlists.songs.map((s) => [s.id!, s.title]));
  const asSongs = (list: BulkSetlist): SetlistSong[] =>
    list.songs.map(({ songId, ...marks }) => ({ title: titles.get(songId)!, ...marks }));
  return { setlists, columns, all: [...setlists.setlists()], asSongs };
}

describe('seed:demo setlists', () => {
  it('are the same for the same seed, and differ for another', () => {
    const a = made(1);
    const b = made(1);
    expect(b.setlists.songs).toEqual(a.setlists.songs);
    expect(b.all).toEqual(a.all);
    expect(made(2).all).not.toEqual(a.all);
  });

  it('are a third of the shows, 12-22 songs (a tape intro besides) with a 2-3 song encore ending on the hit', () => {
    const { all, columns, setlists } = made(3);
    const ofArtist = all.filter((s) => s.show.artist_id === 1);
    expect(ofArtist.length).toBeGreaterThan(160);
    expect(ofArtist.length).toBeLessThan(240);
    const hits = new Set<number>();
    const openers = new Set<number>();
    for (const { show, songs } of ofArtist) {
      const live = songs.filter((s) => !s.tape);
      expect(live.length).toBeGreaterThanOrEqual(12);
      expect(live.length).toBeLessThanOrEqual(22);
      const encore = songs.findIndex((s) => s.encore);
      expect(songs.length - encore).toBeGreaterThanOrEqual(2);
      expect(songs.length - encore).toBeLessThanOrEqual(3);
      expect(songs.slice(encore).every((s) => s.encore)).toBe(true);
      expect(new Set(songs.map((s) => s.songId)).size).toBe(songs.length);
      // A tape is only ever the intro.
      expect(songs.slice(1).some((s) => s.tape)).toBe(false);
      hits.add(songs[songs.length - 1]!.songId);
      openers.add(live[0]!.songId);
      expect(columns.get(show.id)).toMatchObject({
        setlist_size: songs.length,
        setlist_source: 'own',
      });
    }
    expect(hits.size).toBe(1);
    expect(openers.size).toBe(1);
    // Covers name another catalogue artist; tape intros, guests and notes turn up.
    const marks = ofArtist.flatMap((s) => s.songs);
    const covers = marks.filter((s) => s.coverOf);
    expect(covers.length).toBeGreaterThan(0);
    expect(
      covers.every((s) => s.coverOf!.startsWith('Demo Artist ') && s.coverOf !== 'Demo Artist 1'),
    ).toBe(true);
    expect(marks.some((s) => s.tape)).toBe(true);
    expect(marks.some((s) => s.withGuest === 'Guest Band')).toBe(true);
    expect(marks.some((s) => s.note)).toBe(true);
    // A pool is 30-60 songs besides its tape intro and covers.
    const pool = setlists.songs.filter((s) => s.artist_id === 1);
    expect(pool.length).toBeGreaterThanOrEqual(31);
    expect(pool.length).toBeLessThanOrEqual(63);
    expect(columns.size).toBe(900);
    expect([...columns.values()].filter((c) => c.setlist_size === 0).length).toBeGreaterThan(500);
  });

  it('plays staples at almost every gig and each rarity at one gig only', () => {
    const { all } = made(4);
    const ofArtist = all.filter((s) => s.show.artist_id === 1);
    const gigsOf = new Map<number, Set<string>>();
    for (const { show, songs } of ofArtist) {
      for (const song of songs) {
        const gigs = gigsOf.get(song.songId) ?? new Set();
        gigs.add(show.date);
        gigsOf.set(song.songId, gigs);
      }
    }
    const counts = [...gigsOf.values()].map((g) => g.size).sort((a, b) => b - a);
    // The ten staples are at 80% of the gigs or more; the middle group and rarities below.
    expect(counts[9]! / ofArtist.length).toBeGreaterThan(0.8);
    expect(counts[10]! / ofArtist.length).toBeLessThan(0.7);
    const debuts = ofArtist.flatMap(({ show, songs }) =>
      songs.filter((s) => s.note === 'live debut').map((s) => ({ song: s.songId, show: show.id })),
    );
    expect(debuts.length).toBeGreaterThan(0);
    for (const { song } of debuts) expect(gigsOf.get(song)!.size).toBe(1);
  });

  it("gives a gig's shows one setlist, now and then a variant", () => {
    const { all, columns } = made(5);
    const gig = all.filter((s) => s.show.artist_id === 2);
    expect(gig.length).toBeGreaterThan(70);
    const versions = new Map<string, number>();
    for (const { show } of gig) {
      const version = columns.get(show.id)!.setlist_version!;
      versions.set(version, (versions.get(version) ?? 0) + 1);
    }
    const most = Math.max(...versions.values());
    expect(most / gig.length).toBeGreaterThan(0.75);
    expect(versions.size).toBeGreaterThan(1);
  });

  it('keeps every setlist as the text rule and its text keep it', () => {
    const { all, asSongs } = made(6);
    for (const list of all) {
      const songs = asSongs(list);
      expect(cleanSetlist(songs)).toEqual(songs);
      expect(parseSetlistText(setlistText(songs))).toEqual(songs);
    }
  });
});
