import {
  ACCESS_CONFIRMERS_SHOWN,
  ACCESS_FEATURES,
  type AccessFeature,
  type VenueAccessNote,
} from '@gigrank/domain';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../prepared-query';
import { deleteWhere } from '../rows';
import type { DB, Handle } from '../schema';
import { type Viewer } from '../visibility';
import { accessNoteOpen, confirmationOpen, placePeople } from '../visibility-places';
import { toUserSummary, USER_SUMMARY_COLUMNS } from './users.queries';

// A venue's access notes: one per feature, written once, confirmed by others
// (the confirmers as a viewer may see them, through visibility.ts), edited,
// deleted. Part of the venues aggregate (venues.queries.ts).

const isFeature = (f: string): f is AccessFeature =>
  (ACCESS_FEATURES as readonly string[]).includes(f);

/** Whether a venue has any access note (the primary key's first column). */
const anyNoteAt = preparedQuery((db: Kysely<DB>, venueId: number) =>
  db.selectFrom('venue_access_notes').select('venue_id').where('venue_id', '=', venueId).limit(1),
);

/**
 * A venue's access notes in ACCESS_FEATURES order, each written by someone
 * the viewer may see (a note whose writer is a private account that did not
 * approve them, or in a block with them, is left out: its words are the
 * writer's and could tell who they are; a deleted writer's note stays). For
 * each: the writer's words, the confirmations of the people the viewer may
 * see named (placePeople: no private account that did not approve them, no
 * block, nobody they muted), counted and the newest named, whether the
 * viewer confirmed it and whether they wrote it.
 */
export async function venueAccessNotes(
  db: Handle,
  viewer: Viewer,
  venueId: number,
): Promise<VenueAccessNote[]> {
  // Most venues have no note: one primary-key probe answers them, where the
  // viewer's visibility rules built into two queries cost a tenth of a
  // venue page's CPU on every request.
  if ((await anyNoteAt.execute(db as Kysely<DB>, venueId)).length === 0) return [];
  const [notes, tallies] = await Promise.all([
    db
      .selectFrom('venue_access_notes as n')
      .select(['n.feature', 'n.note', 'n.user_id'])
      .where('n.venue_id', '=', venueId)
      .where(accessNoteOpen(db, viewer))
      .execute(),
    db
      .selectFrom('venue_access_confirmations as vac')
      .select((eb) => [
        'vac.feature',
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.max('vac.confirmed_at').as('last'),
      ])
      .where('vac.venue_id', '=', venueId)
      .where(confirmationOpen(db, viewer))
      .groupBy('vac.feature')
      .execute(),
  ]);
  const features = ACCESS_FEATURES.filter((f) => notes.some((n) => n.feature === f));
  if (features.length === 0) return [];
  const [confirmers, mine] = await Promise.all([
    Promise.all(
      features.map((feature) =>
        placePeople(db, viewer)
          .innerJoin('venue_access_confirmations as vac', 'vac.user_id', 'users.id')
          .select([...USER_SUMMARY_COLUMNS, 'vac.confirmed_at'])
          .where('vac.venue_id', '=', venueId)
          .where('vac.feature', '=', feature)
          .orderBy('vac.confirmed_at', 'desc')
          .orderBy('users.id', 'desc')
          .limit(ACCESS_CONFIRMERS_SHOWN)
          .execute(),
      ),
    ),
    viewer.id === null
      ? Promise.resolve([])
      : db
          .selectFrom('venue_access_confirmations')
          .select('feature')
          .where('venue_id', '=', venueId)
          .where('user_id', '=', viewer.id)
          .execute(),
  ]);
  const confirmedByMe = new Set(mine.map((m) => m.feature));
  return features.filter(isFeature).map((feature, i) => {
    const note = notes.find((n) => n.feature === feature)!;
    const tally = tallies.find((t) => t.feature === feature);
    return {
      feature,
      note: note.note,
      confirmations: Number(tally?.n ?? 0),
      confirmedBy: (confirmers[i] ?? []).map((r) => ({
        user: toUserSummary(r),
        confirmedAt: r.confirmed_at,
      })),
      lastConfirmedAt: String(tally?.last ?? ''),
      confirmedByMe: confirmedByMe.has(feature),
      writtenByMe: viewer.id !== null && note.user_id === viewer.id,
    };
  });
}

/** A venue's note on one feature, with its writer (null once their account is gone), or undefined. */
export function accessNoteOf(
  db: Handle,
  venueId: number,
  feature: AccessFeature,
): Promise<{ note: string | null; user_id: number | null } | undefined> {
  return db
    .selectFrom('venue_access_notes')
    .select(['note', 'user_id'])
    .where('venue_id', '=', venueId)
    .where('feature', '=', feature)
    .executeTakeFirst();
}

/**
 * Writes `userId`'s word on a venue's feature: the first writer's note
 * creates it; anyone after (the writer again included) confirms it, their
 * `note` ignored, a second confirmation moving its time. Both in one
 * statement each, so two writers at once leave one note and two confirmations.
 */
export async function writeAccessNote(
  db: Handle,
  write: { venueId: number; feature: AccessFeature; note: string | null; userId: number },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('venue_access_notes')
    .values({
      venue_id: write.venueId,
      feature: write.feature,
      note: write.note,
      user_id: write.userId,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['venue_id', 'feature']).doNothing())
    .execute();
  await db
    .insertInto('venue_access_confirmations')
    .values({
      venue_id: write.venueId,
      feature: write.feature,
      user_id: write.userId,
      confirmed_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['venue_id', 'feature', 'user_id']).doUpdateSet({ confirmed_at: now }),
    )
    .execute();
}

/** New words for a note (null: the feature without words); its confirmations stay. */
export async function editAccessNote(
  db: Handle,
  venueId: number,
  feature: AccessFeature,
  note: string | null,
): Promise<void> {
  await db
    .updateTable('venue_access_notes')
    .set({ note })
    .where('venue_id', '=', venueId)
    .where('feature', '=', feature)
    .execute();
}

/**
 * Deletes a note with its confirmations and its reports (nothing is left to
 * confirm or moderate; a later note on the feature is another one).
 */
export async function deleteAccessNote(
  db: Handle,
  venueId: number,
  feature: AccessFeature,
): Promise<void> {
  await deleteWhere(db, 'reports', { access_note_venue_id: venueId, access_note_feature: feature });
  await deleteWhere(db, 'venue_access_confirmations', { venue_id: venueId, feature });
  await deleteWhere(db, 'venue_access_notes', { venue_id: venueId, feature });
}
