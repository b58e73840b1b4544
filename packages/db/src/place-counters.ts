import type { ShowRow, Handle } from './schema';
import { countsInShared, movedBy } from './counter-moves';
import { deleteWhere } from './rows';
import { addToUserStats, showCounts, takeFromUserStats, type StatCounts } from './user-stats';

// How a show's venue and festival counters move, beside
// counters.ts's artist and city ones: each user's per-venue and per-festival
// statistics first (their own rows), then the venue's and festival's shared
// rows, last and in a set order (applyPlaceCounts), so two writes never wait
// for each other crosswise. What each counts, as a recount, is in recounts.ts.
//
// The shared rows (venues, festivals, venue_artist_stats) count the shows of
// public accounts only: a private account's shows are added to a viewer's
// figures only when that viewer may see them (visibility.ts placeAudience).
// An account going private or public moves all of its shows out or in
// (shared-counters.ts), in the transaction that changes the flag.

export type ShowAtPlaces = Pick<
  ShowRow,
  'user_id' | 'artist_id' | 'venue_id' | 'festival_id' | 'score'
>;

/**
 * What one or more shows change in a venue's or a festival's own counters,
 * or in a venue's count of one artist's shows (`venueArtists`, `artistId`).
 */
export interface PlaceCount {
  table: 'venues' | 'festivals' | 'venueArtists';
  id: number;
  artistId?: number;
  shows: number;
  scoreSum: number;
  scored: number;
  /** Festivals: users who logged their first set (+1) or removed their last (-1). */
  goers: number;
}

const PLACES = [
  ['user_venue_stats', 'venue_id', 'venues'],
  ['user_festival_stats', 'festival_id', 'festivals'],
] as const;

/**
 * Adds (+1) or removes (-1) a show from its owner's per-venue and
 * per-festival statistics, and returns what it changes in the venue's and
 * festival's rows, for applyPlaceCounts (nothing for a private account's
 * show: those rows count public accounts only). A statistic counting no show is
 * deleted; a festival's last set of a user takes their overall festival
 * score with it. An edit counts the new show in before the old one out, so a
 * set edited within its festival never looks like the user's last.
 */
export async function countShowPlaces(
  trx: Handle,
  show: ShowAtPlaces,
  sign: 1 | -1,
): Promise<PlaceCount[]> {
  const one = showCounts(show.score);
  const counts: PlaceCount[] = [];
  const shared =
    (show.venue_id !== null || show.festival_id !== null) &&
    (await countsInShared(trx, show.user_id));
  for (const [table, column, owner] of PLACES) {
    const id = show[column];
    if (id === null) continue;
    const { show_count: now } =
      sign === 1
        ? await addToUserStats(trx, table, show.user_id, [[id, one]])
            .returning('show_count')
            .executeTakeFirstOrThrow()
        : await takeFromUserStats(trx, table, show.user_id, id, one);
    if (now <= 0 && owner === 'festivals') {
      await deleteWhere(trx, 'festival_scores', { user_id: show.user_id, festival_id: id });
    }
    if (!shared) continue;
    const goers = owner !== 'festivals' ? 0 : sign === 1 ? (now === 1 ? 1 : 0) : now <= 0 ? -1 : 0;
    counts.push({
      table: owner,
      id,
      shows: sign,
      scoreSum: sign * one.score_sum,
      scored: sign * one.scored_count,
      goers,
    });
    if (owner === 'venues') counts.push(venueArtist(id, show.artist_id, sign));
  }
  return counts;
}

const venueArtist = (venueId: number, artistId: number, shows: number): PlaceCount => ({
  table: 'venueArtists',
  id: venueId,
  artistId,
  shows,
  scoreSum: 0,
  scored: 0,
  goers: 0,
});

/** The order shared rows are taken in: venues, their artists, festivals; each by id. */
const TABLE_ORDER = { venues: 0, venueArtists: 1, festivals: 2 } as const;

/**
 * countShowPlaces for many new shows of one user (an import batch): one
 * multi-row upsert of the per-venue statistics and one of the per-festival
 * ones, summed per venue and festival; a festival whose statistic the batch
 * created has a new goer.
 */
export async function countNewShowPlaces(
  trx: Handle,
  userId: number,
  shows: readonly Pick<ShowRow, 'venue_id' | 'festival_id' | 'artist_id' | 'score'>[],
): Promise<PlaceCount[]> {
  const byPlace = {
    venues: new Map<number, PlaceCount>(),
    festivals: new Map<number, PlaceCount>(),
  };
  const artists: PlaceCount[] = [];
  for (const s of shows) {
    if (s.venue_id !== null) artists.push(venueArtist(s.venue_id, s.artist_id, 1));
    for (const [table, id] of [
      ['venues', s.venue_id],
      ['festivals', s.festival_id],
    ] as const) {
      if (id === null) continue;
      const c = byPlace[table].get(id) ?? { table, id, shows: 0, scoreSum: 0, scored: 0, goers: 0 };
      c.shows += 1;
      c.scoreSum += s.score ?? 0;
      c.scored += s.score === null ? 0 : 1;
      byPlace[table].set(id, c);
    }
  }
  const venues = [...byPlace.venues.values()].sort((a, b) => a.id - b.id);
  const festivals = [...byPlace.festivals.values()].sort((a, b) => a.id - b.id);
  if (venues.length === 0 && festivals.length === 0) return [];
  const rows = (places: readonly PlaceCount[]) =>
    places.map(
      (c) =>
        [c.id, { show_count: c.shows, score_sum: c.scoreSum, scored_count: c.scored }] as const,
    );
  if (venues.length) {
    await addToUserStats(trx, 'user_venue_stats', userId, rows(venues)).execute();
  }
  if (festivals.length) {
    const counted = await addToUserStats(trx, 'user_festival_stats', userId, rows(festivals))
      .returning(['festival_id', 'show_count'])
      .execute();
    // Counting only this batch's sets: the user's first sets there, a new goer.
    const now = new Map(counted.map((r) => [r.festival_id, Number(r.show_count)]));
    for (const c of festivals) c.goers = now.get(c.id) === c.shows ? 1 : 0;
  }
  return (await countsInShared(trx, userId)) ? [...venues, ...artists, ...festivals] : [];
}

/** The figures of a PlaceCount, summed per place. */
const FIGURES = ['shows', 'scoreSum', 'scored', 'goers'] as const;

/**
 * Applies what countShowPlaces returned to the venues' and festivals' rows:
 * summed per row, venues before festivals and each in id order, skipping
 * what sums to nothing (an edit within one venue and score).
 */
export async function applyPlaceCounts(trx: Handle, counts: readonly PlaceCount[]): Promise<void> {
  const sums = new Map<string, PlaceCount>();
  for (const c of counts) {
    const k = `${c.table}:${c.id}:${c.artistId ?? ''}`;
    const s = sums.get(k);
    if (s) for (const f of FIGURES) s[f] += c[f];
    else sums.set(k, { ...c });
  }
  const list = [...sums.values()]
    .filter((c) => FIGURES.some((f) => c[f] !== 0))
    .sort(
      (a, b) =>
        TABLE_ORDER[a.table] - TABLE_ORDER[b.table] ||
        a.id - b.id ||
        (a.artistId ?? 0) - (b.artistId ?? 0),
    );
  for (const c of list) {
    if (c.table === 'venueArtists') {
      // Rows that fall to 0 stay (reads skip them): a row is never deleted under another's update.
      await trx
        .insertInto('venue_artist_stats')
        .values({ venue_id: c.id, artist_id: c.artistId!, show_count: c.shows })
        .onConflict((oc) =>
          oc
            .columns(['venue_id', 'artist_id'])
            .doUpdateSet(movedBy({ show_count: c.shows }, 'venue_artist_stats')),
        )
        .execute();
    } else if (c.table === 'venues') {
      await trx
        .updateTable('venues')
        .set(movedBy({ show_count: c.shows, score_sum: c.scoreSum, scored_count: c.scored }))
        .where('id', '=', c.id)
        .execute();
    } else {
      await trx
        .updateTable('festivals')
        .set(
          movedBy({
            set_count: c.shows,
            score_sum: c.scoreSum,
            scored_count: c.scored,
            goer_count: c.goers,
          }),
        )
        .where('id', '=', c.id)
        .execute();
    }
  }
}

/**
 * Adds (+1) or removes (-1) every show of a user in the venues' and
 * festivals' shared rows, from their per-venue and per-festival totals and
 * their shows per venue and artist (an index range of the user's shows).
 */
export async function moveOwnerPlaces(trx: Handle, userId: number, sign: 1 | -1): Promise<void> {
  const [venues, festivals, artists] = await Promise.all([
    trx.selectFrom('user_venue_stats').selectAll().where('user_id', '=', userId).execute(),
    trx.selectFrom('user_festival_stats').selectAll().where('user_id', '=', userId).execute(),
    trx
      .selectFrom('shows')
      .select((eb) => ['venue_id', 'artist_id', eb.fn.countAll<number | string>().as('n')])
      .where('user_id', '=', userId)
      .where('venue_id', 'is not', null)
      .groupBy(['venue_id', 'artist_id'])
      .execute(),
  ]);
  // A user's statistics row of one place, moved in the place's own row.
  const placeCount = (
    table: 'venues' | 'festivals',
    id: number,
    s: StatCounts,
    goers: number,
  ): PlaceCount => ({
    table,
    id,
    shows: sign * s.show_count,
    scoreSum: sign * s.score_sum,
    scored: sign * s.scored_count,
    goers,
  });
  await applyPlaceCounts(trx, [
    ...artists.map((a) => venueArtist(a.venue_id!, a.artist_id, sign * Number(a.n))),
    ...venues.map((s) => placeCount('venues', s.venue_id, s, 0)),
    ...festivals.map((s) => placeCount('festivals', s.festival_id, s, s.show_count > 0 ? sign : 0)),
  ]);
}
