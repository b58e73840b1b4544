import type { Kysely } from 'kysely';
import type { WantToSeeEntry } from '@gigrank/domain';
import { deleteWhere } from '../rows';
import type { DB, Handle } from '../schema';
import { preparedQuery } from '../prepared-query';

// Data functions of the want-to-see aggregate: the only place with its SQL.

/** A user's Want to See list, newest first. */
export async function wantToSeeList(db: Handle, userId: number): Promise<WantToSeeEntry[]> {
  const rows = await db
    .selectFrom('want_to_see')
    .innerJoin('artists', 'artists.id', 'want_to_see.artist_id')
    .select(['artists.name'])
    .where('want_to_see.user_id', '=', userId)
    .orderBy('want_to_see.id', 'desc')
    .execute();
  return rows.map((r) => ({ artistName: r.name }));
}

/** Whether the artist is on the user's list. */
export async function wantsToSee(db: Handle, userId: number, artistId: number): Promise<boolean> {
  return (await wantToSeeEntry.executeTakeFirst(db as Kysely<DB>, userId, artistId)) !== undefined;
}

// Every artist page asks it for its viewer: built once (preparedQuery).
const wantToSeeEntry = preparedQuery((db: Kysely<DB>, userId: number, artistId: number) =>
  db
    .selectFrom('want_to_see')
    .select('id')
    .where('user_id', '=', userId)
    .where('artist_id', '=', artistId),
);

export async function insertWantToSee(db: Handle, userId: number, artistId: number): Promise<void> {
  await db
    .insertInto('want_to_see')
    .values({ user_id: userId, artist_id: artistId, created_at: new Date().toISOString() })
    .execute();
}

/** The users other than `userId` who have the artist on their list. */
export async function othersWantingToSee(
  db: Handle,
  artistId: number,
  userId: number,
  options: { followersOnly?: boolean } = {},
): Promise<number[]> {
  const rows = await db
    .selectFrom('want_to_see')
    .select('user_id')
    .where('artist_id', '=', artistId)
    .where('user_id', '!=', userId)
    // A private account's list is told only to the followers it approved.
    .$if(options.followersOnly === true, (q) =>
      q.where('user_id', 'in', (eb) =>
        eb
          .selectFrom('follows')
          .select('follows.follower_id')
          .where('follows.followee_id', '=', userId),
      ),
    )
    .execute();
  return rows.map((r) => r.user_id);
}

/** Removes the artist from the user's list; false when it was not there. */
export async function deleteWantToSee(
  db: Handle,
  userId: number,
  artistId: number,
): Promise<boolean> {
  return deleteWhere(db, 'want_to_see', { user_id: userId, artist_id: artistId });
}
