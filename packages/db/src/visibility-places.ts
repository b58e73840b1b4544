import type { ExpressionBuilder } from 'kysely';
import type { DB, Handle } from './schema';
import {
  blockedEitherWay,
  ownerIsOpen,
  mutedBy,
  contentOpenUsers,
  leaderboardUsers,
  PRIVATE,
  PUBLIC,
  type Viewer,
} from './visibility';

// The visibility rule for places, beside the rule itself (visibility.ts):
// what a venue's or festival's page counts and names for a viewer.

// ---------------------------------------------------------------------------
// Places: venues and festivals. A place's figures (its shows or sets, their
// average, its goers, the artists most seen there, its lineup as rated) and
// whether it is there at all count exactly the shows the viewer may see
// (`visibleShows`): a place none of whose shows the viewer may see is absent
// (left out of search, 404 as if missing), so a place only a private account
// logged says nothing of it to a stranger. A festival is there too for those
// who may see the account that added it (`festivalCreatorOpen`).
//
// The places' shared counters hold the public accounts' shows
// (place-counters.ts): that is every plain viewer's answer (`viewerIsPlain`).
// `placeAudience` names the accounts whose per-place statistics turn it into
// any other viewer's, a few index probes each.
//
// The people a place's page names (who confirmed an access note, who logs
// there most, the people you follow who went) are those the viewer may see
// as content, less the ones they muted (`placePeople`, `placeTopPeople`).
// ---------------------------------------------------------------------------

/** Whose per-place statistics a viewer's figures add to, or take from, the shared counters. */
export interface PlaceAudience {
  /** Private accounts whose shows the viewer may see: their own, and those that approved them. */
  added: number[];
  /** Public accounts in a block with the viewer, either way. */
  removed: number[];
}

export const NO_PLACE_AUDIENCE: PlaceAudience = { added: [], removed: [] };

/**
 * The viewer's `PlaceAudience`: their own account if private, the private
 * accounts they follow (a follow of one exists only once approved), and the
 * public accounts in a block with them. Index ranges of the viewer's follows
 * and blocks, each checked by primary key.
 */
export async function placeAudience(db: Handle, viewerId: number): Promise<PlaceAudience> {
  const [self, followed, blocked] = await Promise.all([
    db
      .selectFrom('users')
      .select('users.id')
      .where('users.id', '=', viewerId)
      .where('users.is_private', '=', PRIVATE)
      .execute(),
    db
      .selectFrom('follows')
      .innerJoin('users', 'users.id', 'follows.followee_id')
      .select('users.id')
      .where('follows.follower_id', '=', viewerId)
      .where('users.is_private', '=', PRIVATE)
      .execute(),
    db
      .selectFrom('users')
      .select('users.id')
      .where('users.id', 'in', blockedEitherWay(db, viewerId))
      .where('users.is_private', '=', PUBLIC)
      .execute(),
  ]);
  return {
    added: [...self, ...followed].map((r) => r.id),
    removed: blocked.map((r) => r.id),
  };
}

/**
 * Whether the account whose id is in `column` (a row's writer, confirmer,
 * adder) is one whose content the viewer may see, as contentOpenUsers says,
 * asked of that row: no block either way, not a private account that did not
 * approve them. Probes by key only (the viewer's blocks, the private-account
 * index), never a read of the users table, so it holds inside an OR.
 */
function accountOpen(db: Handle, viewer: Viewer, column: string) {
  return (eb: ExpressionBuilder<DB, never>) => {
    const e = eb as unknown as ExpressionBuilder<DB, 'users'>;
    const open = ownerIsOpen(e, column as 'users.id', viewer);
    if (viewer.id === null) return open;
    return e.and([e(column as 'users.id', 'not in', blockedEitherWay(db, viewer.id)), open]);
  };
}

/**
 * Whether the viewer may see the account that added a festival (a public one,
 * their own, a private one that approved them; nobody in a block with them).
 */
export function festivalCreatorOpen(db: Handle, viewer: Viewer) {
  return (eb: ExpressionBuilder<DB, 'festivals'>) =>
    eb.and([
      eb('festivals.created_by', 'is not', null),
      accountOpen(db, viewer, 'festivals.created_by')(eb as never),
    ]);
}

/**
 * Whether a venue's access note (`n`, venue_access_notes) is one the viewer
 * may see: its writer is someone whose content they may see (its words are
 * the writer's), or gone (the note stays, unattributed).
 */
export function accessNoteOpen(db: Handle, viewer: Viewer) {
  return (eb: ExpressionBuilder<DB & { n: DB['venue_access_notes'] }, 'n'>) =>
    eb.or([eb('n.user_id', 'is', null), accountOpen(db, viewer, 'n.user_id')(eb as never)]);
}

/**
 * Whether a confirmation of an access note (`vac`,
 * venue_access_confirmations) is one the viewer is told of: placePeople's
 * rule, asked of the row.
 */
export function confirmationOpen(db: Handle, viewer: Viewer) {
  return (eb: ExpressionBuilder<DB & { vac: DB['venue_access_confirmations'] }, 'vac'>) => {
    const open = accountOpen(db, viewer, 'vac.user_id')(eb as never);
    if (viewer.id === null) return open;
    return eb.and([open, eb('vac.user_id', 'not in', mutedBy(db, viewer.id))]);
  };
}

/**
 * People a venue's or festival's page names (who confirmed an access note,
 * the people you follow who went): those whose content the viewer may see
 * (no block either way, no private account that did not approve them), less
 * those they muted.
 */
export function placePeople(db: Handle, viewer: Viewer) {
  return contentOpenUsers(db, viewer).$if(viewer.id !== null, (q) =>
    q.where('users.id', 'not in', mutedBy(db, viewer.id!)),
  );
}

/** The people who log most at a venue: those on the leaderboard the viewer sees, less those they muted. */
export function placeTopPeople(db: Handle, viewer: Viewer) {
  return leaderboardUsers(db, viewer).$if(viewer.id !== null, (q) =>
    q.where('users.id', 'not in', mutedBy(db, viewer.id!)),
  );
}
