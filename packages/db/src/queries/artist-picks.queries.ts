import {
  byRating,
  bySeen,
  favoriteCandidates,
  tiedFirst,
  type ArtistTally,
  type FavoriteRule,
} from '@gigrank/domain';
import type { Handle } from '../schema';
import { ownerView, ownShows } from '../visibility';

// The profile's Favorite Artist and Most Seen Artist, read from the
// per-user artist counters (user_artist_stats: a range of its primary key,
// one row per artist the user saw) and chosen by packages/domain artist-picks.ts.

/** An artist's counters of one user, with the artist's id. */
export interface ArtistPick extends ArtistTally {
  artistId: number;
}

function tallies(db: Handle, userId: number) {
  return db
    .selectFrom('user_artist_stats as s')
    .innerJoin('artists', 'artists.id', 's.artist_id')
    .select([
      'artists.id as artistId',
      'artists.name as artistName',
      's.show_count as showCount',
      's.score_sum as scoreSum',
      's.scored_count as scoredCount',
    ])
    .where('s.user_id', '=', userId);
}

const asPicks = (rows: Omit<ArtistPick, 'latestDate'>[]): ArtistPick[] =>
  rows.map((r) => ({
    ...r,
    showCount: Number(r.showCount),
    scoreSum: Number(r.scoreSum),
    scoredCount: Number(r.scoredCount),
  }));

/**
 * The first of `tied` (artists equal by the pick's order) by the latest
 * show, then by name. Only a tie reads shows: the user's newest show of
 * any of them, along the user's (user_id, date) index.
 */
async function latestOf(
  db: Handle,
  userId: number,
  tied: ArtistPick[],
): Promise<ArtistPick | undefined> {
  if (tied.length <= 1) return tied[0];
  const newest = await ownShows(db, ownerView(userId))
    .select('shows.artist_id')
    .where(
      'shows.artist_id',
      'in',
      tied.map((t) => t.artistId),
    )
    .orderBy('shows.date', 'desc')
    .orderBy('shows.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (
    tied.find((t) => t.artistId === newest?.artist_id) ??
    [...tied].sort((a, b) => a.artistName.localeCompare(b.artistName))[0]
  );
}

/**
 * The Favorite Artist (DECISIONS.md): the best rated of the artists the user
 * saw at least twice when there is one (`rule` 'seenTwice'), otherwise the
 * best rated of all ('all'). Ties: more shows, then the latest show.
 * Reads the user's artist counters (bounded by the user, not the table).
 */
export async function favoriteArtistOf(
  db: Handle,
  userId: number,
): Promise<(ArtistPick & { rule: FavoriteRule }) | undefined> {
  const { candidates, rule } = favoriteCandidates(asPicks(await tallies(db, userId).execute()));
  const pick = await latestOf(db, userId, tiedFirst(candidates, byRating));
  return pick && { ...pick, rule };
}

/**
 * The Most Seen Artist: the most shows, then the better average, then the
 * latest show. Reads only the artists at the user's highest show count.
 */
export async function mostSeenArtistOf(
  db: Handle,
  userId: number,
): Promise<ArtistPick | undefined> {
  const rows = await tallies(db, userId)
    .where('s.show_count', '=', (eb) =>
      eb
        .selectFrom('user_artist_stats as top')
        .select((m) => m.fn.max('top.show_count').as('most'))
        .where('top.user_id', '=', userId),
    )
    .execute();
  return latestOf(db, userId, tiedFirst(asPicks(rows), bySeen));
}
