import type { Kysely } from 'kysely';
import type { DB, UserRow } from '@gigrank/db';
import type { WantToSeeEntry } from '@gigrank/domain';
import { forbidden, notFound } from '../errors';
import { findArtist, findOrCreateArtist } from './artists.service';
import { findUserRow } from './users.service';
import { insertNotifications, type NotificationEvents } from './notifications.service';

/** Writes on a list are the owner's alone (DECISIONS.md). */
export function assertOwner(user: UserRow, userId: number): void {
  if (user.id !== userId) throw forbidden('You can only change your own list');
}

/** A user's Want to See list, newest first. */
export async function listWantToSee(db: Kysely<DB>, userId: number): Promise<WantToSeeEntry[]> {
  if (!(await findUserRow(db, userId))) throw notFound('User not found');
  const rows = await db
    .selectFrom('want_to_see')
    .innerJoin('artists', 'artists.id', 'want_to_see.artist_id')
    .select(['artists.name'])
    .where('want_to_see.user_id', '=', userId)
    .orderBy('want_to_see.id', 'desc')
    .execute();
  return rows.map((r) => ({ artistName: r.name }));
}

/**
 * Adds an artist (created if unknown) to the user's list; adding it twice keeps
 * one entry. Everyone else who already wants to see the artist is told
 * ('wantToSee' notification), in the same transaction.
 */
export async function addWantToSee(
  db: Kysely<DB>,
  events: NotificationEvents,
  user: UserRow,
  artistName: string,
): Promise<WantToSeeEntry> {
  const { entry, notify } = await db.transaction().execute(async (trx) => {
    const artist = await findOrCreateArtist(trx, artistName);
    const existing = await trx
      .selectFrom('want_to_see')
      .select('id')
      .where('user_id', '=', user.id)
      .where('artist_id', '=', artist.id)
      .executeTakeFirst();
    if (existing) return { entry: { artistName: artist.name }, notify: [] };
    const now = new Date().toISOString();
    await trx
      .insertInto('want_to_see')
      .values({ user_id: user.id, artist_id: artist.id, created_at: now })
      .execute();
    const others = await trx
      .selectFrom('want_to_see')
      .select('user_id')
      .where('artist_id', '=', artist.id)
      .where('user_id', '!=', user.id)
      .execute();
    const notify = await insertNotifications(
      trx,
      others.map((o) => ({
        userId: o.user_id,
        actorId: user.id,
        type: 'wantToSee' as const,
        message: `${user.display_name} also wants to see ${artist.name}`,
        artistName: artist.name,
      })),
    );
    return { entry: { artistName: artist.name }, notify };
  });
  events.publish(notify);
  return entry;
}

/** Removes an artist from the user's list; removing one that is not there is not an error. */
export async function removeWantToSee(
  db: Kysely<DB>,
  user: UserRow,
  artistName: string,
): Promise<{ success: true }> {
  const artist = await findArtist(db, artistName);
  if (artist) {
    await db
      .deleteFrom('want_to_see')
      .where('user_id', '=', user.id)
      .where('artist_id', '=', artist.id)
      .execute();
  }
  return { success: true };
}
