import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema';

type Handle = Kysely<DB> | Transaction<DB>;

/**
 * Who is looking. `id` is the signed-in viewer; `null` asks for what every
 * signed-in user may see alike (answers shared between viewers, such as a
 * cached feed page, are built for this viewer and get the viewer's own parts
 * added afterwards).
 */
export interface Viewer {
  readonly id: number | null;
}

/** The viewer of answers shared by every signed-in user. */
export const EVERYONE: Viewer = { id: null };

export const viewerOf = (id: number | undefined | null): Viewer =>
  id === undefined || id === null ? EVERYONE : { id };

/**
 * THE rule of who sees what (DECISIONS.md), written once: every read of
 * shows or of users for a list or a page starts from one of these, so a rule
 * such as private accounts or blocks is a change here and nowhere else
 * (`visibility.test.ts` fails when a data module reads those tables another
 * way). Today every show and every profile is visible to every signed-in user,
 * so they add no condition.
 */
export function visibleShows(db: Handle, _viewer: Viewer) {
  return db.selectFrom('shows');
}

/** Users a viewer may see in lists and pages (profiles, followers, leaderboards, search). */
export function visibleUsers(db: Handle, _viewer: Viewer) {
  return db.selectFrom('users');
}
