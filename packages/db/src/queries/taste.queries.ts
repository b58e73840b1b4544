import type { SharedArtist } from '@gigrank/domain';
import type { Handle } from '../schema';
import { contentOpenUsers, type Viewer } from '../visibility';

// Data functions of taste match and For You's 'Loved by': read off
// the per-user, per-artist counters (user_artist_stats), never the shows.

/**
 * The artists both users scored as a main artist, with each one's score sum
 * and count (the formula is domain's `tasteMatch`). `userId`'s rows are an
 * index range of the counters' primary key (user_id, artist_id); each is
 * paired with `otherId`'s row by a primary-key probe: the work is bounded by
 * the first user's artists, whatever the size of the table.
 */
export async function sharedArtistTallies(
  db: Handle,
  userId: number,
  otherId: number,
): Promise<SharedArtist[]> {
  const rows = await db
    .selectFrom('user_artist_stats as mine')
    .innerJoin('user_artist_stats as theirs', (join) =>
      join.onRef('theirs.artist_id', '=', 'mine.artist_id').on('theirs.user_id', '=', otherId),
    )
    .innerJoin('artists', 'artists.id', 'mine.artist_id')
    .select([
      'artists.name',
      'mine.score_sum as my_sum',
      'mine.scored_count as my_count',
      'theirs.score_sum as their_sum',
      'theirs.scored_count as their_count',
    ])
    .where('mine.user_id', '=', userId)
    .where('mine.scored_count', '>', 0)
    .where('theirs.scored_count', '>', 0)
    .execute();
  return rows.map((r) => ({
    artistName: r.name,
    yours: { sum: r.my_sum, count: r.my_count },
    theirs: { sum: r.their_sum, count: r.their_count },
  }));
}

/**
 * One row per (person `userId` follows, artist they scored): the artist, the
 * person's id, score sum and count. Not a viewer's list: For You keeps the
 * rows of the people the viewer may see (`openPeopleAmong`).
 */
export async function followeesArtistScores(db: Handle, userId: number) {
  return db
    .selectFrom('follows')
    .innerJoin('user_artist_stats as s', 's.user_id', 'follows.followee_id')
    .innerJoin('artists', 'artists.id', 's.artist_id')
    .select([
      'artists.id',
      'artists.name',
      'artists.global_rank',
      's.user_id',
      's.score_sum',
      's.scored_count',
    ])
    .where('follows.follower_id', '=', userId)
    .where('s.scored_count', '>', 0)
    .execute();
}

/** Ids asked about per statement (well under either engine's limit on parameters). */
const IDS_PER_QUERY = 500;

/**
 * Those of `ids` whose content the viewer may see (visibility.ts
 * `contentOpenUsers`), with their display names: each id a primary-key probe.
 */
export async function openPeopleAmong(
  db: Handle,
  viewer: Viewer,
  ids: readonly number[],
): Promise<{ id: number; display_name: string }[]> {
  const out: { id: number; display_name: string }[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
    const chunk = ids.slice(i, i + IDS_PER_QUERY);
    out.push(
      ...(await contentOpenUsers(db, viewer)
        .select(['users.id', 'users.display_name'])
        .where('users.id', 'in', chunk)
        .execute()),
    );
  }
  return out;
}
