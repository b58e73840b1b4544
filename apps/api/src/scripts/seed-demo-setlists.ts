// seed:demo's setlists (seed-demo.ts). Each artist has a song pool made from
// word lists, the same every run: about ten staples played at almost every
// gig, a middle group played now and then (the first ones more often), a few
// rarities each played at one gig only, a tape intro and a cover or two of
// other catalogue artists. A gig (artist, date, city) has one setlist, which
// its shows share, and now and then a show has a variant of it, so a gig's
// most common version has agreement. A setlist is 12-22 songs (a festival
// set 12-15) in a plausible order: a staple opens and one closes the main
// set, and a 2-3 song encore ends on the biggest hit.
//
// Setlists are kept compact (song ids in a typed array, shared by the shows
// of a gig) and turned into rows only as bulkInsertSetlists reads them, so a
// million shows seed within memory.
import {
  bulkSetlistColumns,
  bulkSongRow,
  type BulkSetlist,
  type BulkSetlistSong,
  type SetlistOwner,
} from '@gigrank/db';
import { songKey } from '@gigrank/domain';
import {
  SONG_ADJECTIVES,
  SONG_NOTES,
  SONG_NOUNS,
  SONG_OBJECTS,
  SONG_PLACES,
  SONG_VERBS,
  TAPE_INTROS,
} from './seed-demo-names';
import { seededRandom } from './zipf';

/** The share of shows with a setlist. */
const SETLIST_SHARE = 1 / 3;
/** The share of setlists that are a show's own variant of its gig's. */
const VARIANT_SHARE = 0.12;
/** Staples per artist: the hit that ends the encore, the main set's closer and opener, and the rest. */
const STAPLES = 10;
/** Chances per gig: a tape intro, a cover, a rarity (while the artist has one unplayed), a note. */
const TAPE_INTRO_SHARE = 0.06;
const COVER_SHARE = 0.2;
const RARITY_SHARE = 0.15;
const NOTE_SHARE = 0.25;
/** The chance a show with guests names one of them on a song. */
const GUEST_SONG_SHARE = 0.6;

/** An artist's songs by id: staples[0] is the biggest hit, [1] closes the main set, [2] opens it. */
interface Pool {
  staples: number[];
  /** Most played first. */
  middle: number[];
  rarities: number[];
  /** Rarities already played (each at one gig). */
  raritiesPlayed: number;
  intro: number;
  covers: number[];
}

/** A gig's setlist: song ids in order, the encore from `encoreFrom` on, a note on one song. */
interface GigSetlist {
  ids: Int32Array;
  encoreFrom: number;
  /** -1: no note. */
  noteAt: number;
  note: string | null;
  version: string;
}

/** A show's setlist: its gig's (or a variant), and a guest on one song (each show's own). */
interface ShowSetlist {
  show: SetlistOwner;
  gig: GigSetlist;
  /** -1: no guest. */
  guestAt: number;
  guest: string | null;
}

/** A demo artist's title: one of a few shapes of the word lists. */
function titleOf(random: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const shape = random();
  if (shape < 0.3) return `${pick(SONG_ADJECTIVES)} ${pick(SONG_NOUNS)}`;
  if (shape < 0.45) return `The ${pick(SONG_ADJECTIVES)} ${pick(SONG_NOUNS)}`;
  if (shape < 0.58) return pick(SONG_NOUNS);
  if (shape < 0.75) return `${pick(SONG_VERBS)} ${pick(SONG_OBJECTS)}`;
  if (shape < 0.87) return `${pick(SONG_NOUNS)} in ${pick(SONG_PLACES)}`;
  if (shape < 0.95) return `${pick(SONG_NOUNS)} and ${pick(SONG_NOUNS)}`;
  return `Don't ${pick(SONG_VERBS)} ${pick(SONG_OBJECTS)}`;
}

/** Shuffles `list` in place (Fisher-Yates). */
function shuffle<T>(list: T[], random: () => number): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

export class DemoSetlists {
  /** The songs rows of every pool made, ids from 1. */
  readonly songs: ReturnType<typeof bulkSongRow>[] = [];
  private readonly random: () => number;
  private readonly titles = new Map<number, string[]>();
  private readonly pools = new Map<number, Pool>();
  private readonly gigs = new Map<string, GigSetlist>();
  private readonly shows: ShowSetlist[] = [];
  /** Whose song each cover is. */
  private readonly coverOf = new Map<number, string>();
  private readonly tapes = new Set<number>();

  constructor(
    private readonly seed: number,
    private readonly artists: readonly { id: number; name: string }[],
    private readonly createdAt: string,
  ) {
    this.random = seededRandom(Math.imul(seed, 0x2c1b3c6d) ^ 0x5e7115);
  }

  /** Setlists made so far (shows with one). */
  get count(): number {
    return this.shows.length;
  }

  /** An artist's titles, distinct by song key, most played first: 30-60, the same every run. */
  private titlesOf(artistId: number): string[] {
    let list = this.titles.get(artistId);
    if (list) return list;
    const random = seededRandom(Math.imul(artistId, 0x9e3779b1) ^ this.seed);
    const count = 30 + Math.floor(random() * 31);
    const keys = new Set<string>();
    list = [];
    for (let tries = 0; list.length < count && tries < count * 20; tries++) {
      const title = titleOf(random);
      if (keys.has(songKey(title))) continue;
      keys.add(songKey(title));
      list.push(title);
    }
    this.titles.set(artistId, list);
    return list;
  }

  private poolOf(artistId: number): Pool {
    const known = this.pools.get(artistId);
    if (known) return known;
    const random = seededRandom(Math.imul(artistId, 0x85ebca6b) ^ this.seed);
    const titles = this.titlesOf(artistId);
    const keys = new Set(titles.map(songKey));
    const song = (title: string) => {
      const id = this.songs.length + 1;
      this.songs.push(bulkSongRow(id, artistId, title, this.createdAt));
      return id;
    };
    const ids = titles.map(song);
    const rarities = 2 + Math.floor(random() * 4);
    const intro = TAPE_INTROS.find((t) => !keys.has(songKey(t)))!;
    const pool: Pool = {
      staples: ids.slice(0, STAPLES),
      middle: ids.slice(STAPLES, ids.length - rarities),
      rarities: ids.slice(ids.length - rarities),
      raritiesPlayed: 0,
      intro: song(intro),
      covers: [],
    };
    keys.add(songKey(intro));
    this.tapes.add(pool.intro);
    // A cover or two: a staple of another catalogue artist.
    for (let n = 1 + Math.floor(random() * 2); n > 0; n--) {
      const other = this.artists[Math.floor(random() * this.artists.length)]!;
      if (other.id === artistId) continue;
      const title = this.titlesOf(other.id)[Math.floor(random() * 3)]!;
      if (keys.has(songKey(title))) continue;
      keys.add(songKey(title));
      const id = song(title);
      this.coverOf.set(id, other.name);
      pool.covers.push(id);
    }
    this.pools.set(artistId, pool);
    return pool;
  }

  /** A new setlist of a gig of the pool's artist. */
  private gigSetlist(pool: Pool, festival: boolean): GigSetlist {
    const random = this.random;
    const int = (n: number) => Math.floor(random() * n);
    const total = festival ? 12 + int(4) : 12 + int(11);
    const encore = 2 + int(2);
    const [hit, closer, opener, ...others] = pool.staples as [number, number, number, ...number[]];
    const staples = shuffle(
      others.filter(() => random() < 0.9),
      random,
    );
    const encoreSongs = staples.splice(0, encore - 1);
    const extras: number[] = [];
    let rarity = -1;
    if (random() < RARITY_SHARE && pool.raritiesPlayed < pool.rarities.length) {
      rarity = pool.rarities[pool.raritiesPlayed++]!;
      extras.push(rarity);
    }
    if (pool.covers.length && random() < COVER_SHARE)
      extras.push(pool.covers[int(pool.covers.length)]!);
    // The main set between its opener and closer: staples, then middle songs, then the extras.
    const needed = total - encore - 2 - extras.length;
    const body = staples.slice(0, needed);
    const used = new Set([hit, closer, opener, ...encoreSongs, ...body, ...extras]);
    for (let tries = 0; body.length < needed && tries < 200; tries++) {
      const song = pool.middle[Math.floor(pool.middle.length * Math.pow(random(), 1.7))]!;
      if (used.has(song)) continue;
      used.add(song);
      body.push(song);
    }
    const main = shuffle(body.concat(extras), random);
    const intro = random() < TAPE_INTRO_SHARE ? [pool.intro] : [];
    const ids = Int32Array.from([...intro, opener, ...main, closer, ...encoreSongs, hit]);
    const encoreFrom = ids.length - encore;
    let noteAt = -1;
    let note: string | null = null;
    if (rarity !== -1) {
      noteAt = ids.indexOf(rarity);
      note = 'live debut';
    } else if (random() < NOTE_SHARE) {
      noteAt = intro.length + 1 + int(main.length);
      note = SONG_NOTES[int(SONG_NOTES.length)]!;
    }
    return { ids, encoreFrom, noteAt, note, version: this.versionOf(ids, encoreFrom) };
  }

  /** A show's variant of its gig's setlist: two songs swapped, one left out, or one other played. */
  private variantOf(gig: GigSetlist, pool: Pool): GigSetlist {
    const random = this.random;
    const ids = Array.from(gig.ids);
    // Between the opener (after a tape intro) and the main set's closer.
    const first = ids[0] === pool.intro ? 2 : 1;
    const last = gig.encoreFrom - 2;
    if (last <= first) return gig;
    const at = first + Math.floor(random() * (last - first));
    const kind = random();
    let encoreFrom = gig.encoreFrom;
    let noteAt = gig.noteAt;
    if (kind < 0.4) {
      [ids[at], ids[at + 1]] = [ids[at + 1]!, ids[at]!];
      if (noteAt === at) noteAt = at + 1;
      else if (noteAt === at + 1) noteAt = at;
    } else if (kind < 0.7 && ids.length - (ids[0] === pool.intro ? 1 : 0) > 12) {
      ids.splice(at, 1);
      encoreFrom -= 1;
      if (noteAt === at) noteAt = -1;
      else if (noteAt > at) noteAt -= 1;
    } else {
      const other = pool.middle.find((s) => !ids.includes(s));
      if (other === undefined) return gig;
      ids[at] = other;
      if (noteAt === at) noteAt = -1;
    }
    const list = Int32Array.from(ids);
    return {
      ids: list,
      encoreFrom,
      noteAt,
      note: noteAt === -1 ? null : gig.note,
      version: this.versionOf(list, encoreFrom),
    };
  }

  private versionOf(ids: Int32Array, encoreFrom: number): string {
    const songs = Array.from(ids, (songId, i) => ({ songId, encore: i >= encoreFrom }));
    return bulkSetlistColumns(songs, 'own').setlist_version!;
  }

  /**
   * Decides whether `show` has a setlist and makes it (call in show id
   * order: a gig's rarities go to its first setlist); answers the show's
   * setlist columns. `guests`: the names of the show's guest artists.
   */
  add(show: SetlistOwner, festival: boolean, guests: readonly string[]) {
    const random = this.random;
    if (random() >= SETLIST_SHARE) return bulkSetlistColumns([], 'own');
    const pool = this.poolOf(show.artist_id);
    const key = `${show.artist_id}:${show.date}:${show.city_id}`;
    let gig = this.gigs.get(key);
    if (!gig) {
      gig = this.gigSetlist(pool, festival);
      this.gigs.set(key, gig);
    } else if (random() < VARIANT_SHARE) {
      gig = this.variantOf(gig, pool);
    }
    let guestAt = -1;
    let guest: string | null = null;
    if (guests.length && random() < GUEST_SONG_SHARE) {
      guest = guests[Math.floor(random() * guests.length)]!;
      guestAt = gig.encoreFrom - 1 - Math.floor(random() * 3);
    }
    this.shows.push({ show, gig, guestAt, guest });
    return {
      setlist_size: gig.ids.length,
      setlist_source: 'own' as const,
      setlist_version: gig.version,
    };
  }

  /** The setlists made, show by show in the order added, as bulkInsertSetlists reads them. */
  *setlists(): Generator<BulkSetlist> {
    for (const { show, gig, guestAt, guest } of this.shows) {
      const songs = Array.from(gig.ids, (songId, i): BulkSetlistSong => {
        const coverOf = this.coverOf.get(songId);
        return {
          songId,
          ...(i >= gig.encoreFrom ? { encore: true as const } : {}),
          ...(coverOf ? { coverOf } : {}),
          ...(i === guestAt && guest ? { withGuest: guest } : {}),
          ...(this.tapes.has(songId) ? { tape: true as const } : {}),
          ...(i === gig.noteAt && gig.note ? { note: gig.note } : {}),
        };
      });
      yield { show, songs };
    }
  }
}
