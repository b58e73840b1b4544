import { sql } from 'kysely';
import type { Handle } from './schema';
import { PUBLIC } from './visibility';

// What the songs' shared counters count, as recounts: how a bulk load and
// migration 0023 set them, and how tests and benchmarks check them
// (recounts.ts's rebuildCounters and counterMismatches). How a write moves
// them is song-counters.ts. They count the setlists of public accounts only.

/**
 * Per song and gig (`per` song_id: the public accounts' shows that had it
 * live, tape left out) or per artist and gig (`per` artist_id: their shows
 * with a setlist), counted from the setlist rows.
 */
function recountGigs(db: Handle, per: 'song_id' | 'artist_id', artists?: readonly number[]) {
  const id = `setlist_songs.${per}` as 'setlist_songs.song_id';
  return db
    .selectFrom('setlist_songs')
    .innerJoin('users', 'users.id', 'setlist_songs.user_id')
    .select((eb) => [
      eb.ref(id).as('id'),
      'setlist_songs.date',
      'setlist_songs.city_id',
      eb.fn.count<number>('setlist_songs.show_id').distinct().as('shows'),
    ])
    .where('users.is_private', '=', PUBLIC)
    .$if(per === 'song_id', (q) => q.where('setlist_songs.tape', '=', 0))
    .$if(artists !== undefined, (q) => q.where('setlist_songs.artist_id', 'in', artists!))
    .groupBy([id, 'setlist_songs.date', 'setlist_songs.city_id']);
}

/** Empties a table of gig counts and fills it again from the setlist rows. */
async function refill(
  trx: Handle,
  table: 'gig_songs' | 'gig_setlists',
  per: 'song_id' | 'artist_id',
): Promise<void> {
  await trx.deleteFrom(table).execute();
  await trx
    .insertInto(table as 'gig_songs')
    .columns([per as 'song_id', 'date', 'city_id', 'shows'])
    .expression(recountGigs(trx, per) as never)
    .execute();
}

/** Sets every song counter from the setlists, in the caller's transaction (a bulk load, 0023). */
export async function rebuildSongCounters(trx: Handle): Promise<void> {
  await refill(trx, 'gig_songs', 'song_id');
  await trx
    .updateTable('songs')
    .set({ gig_count: 0, first_date: null, last_date: null })
    .where('gig_count', '!=', 0)
    .execute();
  const played = (what: ReturnType<typeof sql>) =>
    sql`(select ${what} from gig_songs g where g.song_id = songs.id and g.shows > 0)`;
  await trx
    .updateTable('songs')
    .set({
      gig_count: played(sql`count(*)`) as never,
      first_date: played(sql`min(g.date)`) as never,
      last_date: played(sql`max(g.date)`) as never,
    })
    .where('id', 'in', (eb) => eb.selectFrom('gig_songs').select('gig_songs.song_id'))
    .execute();
  await refill(trx, 'gig_setlists', 'artist_id');
  await trx.deleteFrom('artist_setlist_gigs').execute();
  await trx
    .insertInto('artist_setlist_gigs')
    .columns(['artist_id', 'gigs'])
    .expression((eb) =>
      eb
        .selectFrom('gig_setlists')
        .select((e) => ['gig_setlists.artist_id', e.fn.countAll<number>().as('gigs')])
        .groupBy('gig_setlists.artist_id'),
    )
    .execute();
}

const gigKey = (a: number, date: string, city: number) => `${a}|${date}|${city}`;

/**
 * Every song counter that differs from a recount of the setlists, as
 * readable lines (empty when all hold). With `artists`, only those artists'
 * songs and gigs. Scans: for tests and checks, never a request path.
 */
export async function songMismatches(db: Handle, artists?: readonly number[]): Promise<string[]> {
  const problems: string[] = [];
  if (artists !== undefined && artists.length === 0) return problems;
  const gigSongs = await recountGigs(db, 'song_id', artists).execute();
  const want = new Map(gigSongs.map((r) => [gigKey(r.id, r.date, r.city_id), Number(r.shows)]));
  const have = await db
    .selectFrom('gig_songs')
    .innerJoin('songs', 'songs.id', 'gig_songs.song_id')
    .select(['gig_songs.song_id', 'gig_songs.date', 'gig_songs.city_id', 'gig_songs.shows'])
    .where('gig_songs.shows', '!=', 0)
    .$if(artists !== undefined, (q) => q.where('songs.artist_id', 'in', artists!))
    .execute();
  const seen = new Set<string>();
  for (const r of have) {
    const key = gigKey(r.song_id, r.date, r.city_id);
    seen.add(key);
    if (want.get(key) !== r.shows)
      problems.push(`gig_songs ${key}: ${r.shows} != ${want.get(key) ?? 0}`);
  }
  for (const [key, n] of want) if (!seen.has(key)) problems.push(`gig_songs ${key}: 0 != ${n}`);

  const perSong = new Map<number, { gigs: number; first: string; last: string }>();
  for (const r of gigSongs) {
    const s = perSong.get(r.id);
    if (!s) perSong.set(r.id, { gigs: 1, first: r.date, last: r.date });
    else {
      s.gigs += 1;
      if (r.date < s.first) s.first = r.date;
      if (r.date > s.last) s.last = r.date;
    }
  }
  const songs = await db
    .selectFrom('songs')
    .select(['id', 'gig_count', 'first_date', 'last_date'])
    .$if(artists !== undefined, (q) => q.where('artist_id', 'in', artists!))
    .execute();
  for (const song of songs) {
    const s = perSong.get(song.id);
    const got = `${song.gig_count} ${song.first_date} ${song.last_date}`;
    const expected = s ? `${s.gigs} ${s.first} ${s.last}` : '0 null null';
    if (got !== expected) problems.push(`song ${song.id}: ${got} != ${expected}`);
  }

  const gigSetlists = await recountGigs(db, 'artist_id', artists).execute();
  const wantSetlists = new Map(
    gigSetlists.map((r) => [gigKey(r.id, r.date, r.city_id), Number(r.shows)]),
  );
  const haveSetlists = await db
    .selectFrom('gig_setlists')
    .selectAll()
    .where('shows', '!=', 0)
    .$if(artists !== undefined, (q) => q.where('artist_id', 'in', artists!))
    .execute();
  const perArtist = new Map<number, number>();
  for (const r of gigSetlists) perArtist.set(r.id, (perArtist.get(r.id) ?? 0) + 1);
  for (const r of haveSetlists) {
    const key = gigKey(r.artist_id, r.date, r.city_id);
    if (wantSetlists.get(key) !== r.shows)
      problems.push(`gig_setlists ${key}: ${r.shows} != ${wantSetlists.get(key) ?? 0}`);
    wantSetlists.delete(key);
  }
  for (const [key, n] of wantSetlists) problems.push(`gig_setlists ${key}: 0 != ${n}`);
  const artistRows = await db
    .selectFrom('artist_setlist_gigs')
    .selectAll()
    .$if(artists !== undefined, (q) => q.where('artist_id', 'in', artists!))
    .execute();
  for (const r of artistRows) {
    if ((perArtist.get(r.artist_id) ?? 0) !== r.gigs)
      problems.push(
        `artist ${r.artist_id} setlist gigs: ${r.gigs} != ${perArtist.get(r.artist_id) ?? 0}`,
      );
    perArtist.delete(r.artist_id);
  }
  for (const [artist, n] of perArtist) problems.push(`artist ${artist} setlist gigs: 0 != ${n}`);
  return problems;
}
