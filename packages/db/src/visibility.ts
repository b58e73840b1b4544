import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import { preparedQuery } from './prepared-query';
import type { DB } from './schema';

type Handle = Kysely<DB> | Transaction<DB>;

/**
 * Who is looking. `id` is the signed-in viewer; `null` asks for what every
 * signed-in user may see alike (answers shared between viewers, such as a
 * cached feed page, are built for this viewer; a viewer whose blocks, mutes
 * or private follows change an answer gets their own, see `viewerIsPlain`).
 */
export interface Viewer {
  readonly id: number | null;
}

/** The viewer of answers shared by every signed-in user. */
export const EVERYONE: Viewer = { id: null };

export const viewerOf = (id: number | undefined | null): Viewer =>
  id === undefined || id === null ? EVERYONE : { id };

/**
 * The list of one owner's shows (their ranking, insights), read once the
 * viewer's access to that owner was granted (`accessTo` says 'full'): the
 * same list its owner sees, so one cached answer serves every allowed viewer.
 */
export const ownerView = (ownerId: number): Viewer => ({ id: ownerId });

// ---------------------------------------------------------------------------
// THE rule of who sees what (DECISIONS.md, README "Private accounts and
// blocks"), written once. Every read of shows or of users for a list or a
// page starts from one of the functions below; `visibility.test.ts` fails
// when a data module reads those tables another way.
//
//  - A private account's shows (and lists) are for its owner and the accounts
//    it approved as followers; everyone else sees its name, picture and counts.
//  - A block hides both people from each other: profile, shows, comments,
//    lists (as if absent).
//  - A mute hides the muted account's shows from the muter's feeds and the
//    muted account from the lists of people around a gig the muter reads.
//  - The leaderboard opt-out leaves the user leaderboard.
// ---------------------------------------------------------------------------

/** Accounts in a block with the viewer, either direction. */
function blockedEitherWay(db: Handle, viewerId: number) {
  return db
    .selectFrom('blocks')
    .select('blocks.blocked_id as id')
    .where('blocks.blocker_id', '=', viewerId)
    .union(
      db
        .selectFrom('blocks')
        .select('blocks.blocker_id as id')
        .where('blocks.blocked_id', '=', viewerId),
    );
}

/**
 * Whether the account `ownerId` refers to is open to the viewer: not private,
 * or their own, or one they follow. A per-row lookup by primary key (and one
 * follows_pk probe for a private owner), so a list pays for the rows it reads,
 * never for how many accounts are private.
 */
function ownerIsOpen(
  eb: ExpressionBuilder<DB, 'shows'> | ExpressionBuilder<DB, 'users'>,
  ownerId: 'shows.user_id' | 'users.id',
  viewer: Viewer,
) {
  const e = eb as unknown as ExpressionBuilder<DB, 'shows' | 'users'>;
  return e.not(
    e.exists(
      e
        .selectFrom('users as owner')
        .select('owner.id')
        .whereRef('owner.id', '=', ownerId)
        .where('owner.is_private', '=', 1)
        .$if(viewer.id !== null, (q) =>
          q
            .where('owner.id', '!=', viewer.id!)
            .where((inner) =>
              inner.not(
                inner.exists(
                  inner
                    .selectFrom('follows')
                    .select('follows.follower_id')
                    .where('follows.follower_id', '=', viewer.id!)
                    .whereRef('follows.followee_id', '=', 'owner.id'),
                ),
              ),
            ),
        ),
    ),
  );
}

/** Shows a viewer may see, in any list or page. */
export function visibleShows(db: Handle, viewer: Viewer) {
  return db
    .selectFrom('shows')
    .where((eb) => ownerIsOpen(eb, 'shows.user_id', viewer))
    .$if(viewer.id !== null, (q) =>
      q.where('shows.user_id', 'not in', blockedEitherWay(db, viewer.id!)),
    );
}

/**
 * One owner's own shows, as the owner sees them (`ownerView`): all of them.
 * The rule's conditions hold for every such row (an owner is open to
 * themselves and in no block with themselves), so they are not asked per
 * row: the owner's ranking reads only its index range and the rows it shows.
 */
export function ownShows(db: Handle, owner: Viewer) {
  return db.selectFrom('shows').where('shows.user_id', '=', owner.id ?? -1);
}

/**
 * Accounts a viewer muted: their shows leave the viewer's feeds, and they
 * leave every list of the people around a gig the viewer reads
 * (`gigPeopleShows`, the gig page's people going). Nobody is told.
 */
export function mutedBy(db: Handle, viewerId: number) {
  return db
    .selectFrom('mutes')
    .select('mutes.muted_id as id')
    .where('mutes.muter_id', '=', viewerId);
}

/** Shows in a viewer's activity feed: visible, and not of someone they muted. */
export function feedShows(db: Handle, viewer: Viewer) {
  return visibleShows(db, viewer).$if(viewer.id !== null, (q) =>
    q.where('shows.user_id', 'not in', mutedBy(db, viewer.id!)),
  );
}

/**
 * Shows whose owners a viewer is told were at a gig: "Also there" on a card
 * or a show page, and a gig page's shows with their count and average.
 * The feed's rule: visible (a private account only to those it approved,
 * nobody in a block either way), and not of someone the viewer muted.
 */
export function gigPeopleShows(db: Handle, viewer: Viewer) {
  return feedShows(db, viewer);
}

/**
 * The people whose shows make a viewer's Following feed: those
 * they follow, less those they muted or are in a block with. Every rule of
 * feedShows is a rule about the owner, and a follow opens a private account
 * (one exists only once approved), so all the shows of these people are
 * feedShows for the viewer: their ranges are read without a per-row check.
 */
export function feedFollowees(db: Handle, viewerId: number) {
  return db
    .selectFrom('follows')
    .select('follows.followee_id')
    .where('follows.follower_id', '=', viewerId)
    .where('follows.followee_id', 'not in', mutedBy(db, viewerId))
    .where('follows.followee_id', 'not in', blockedEitherWay(db, viewerId));
}

/**
 * Users a viewer may see in lists and pages (profiles, followers, comments,
 * search): everyone but those in a block with them. A private account is
 * listed (name, picture, counts); what it logged is not (`accessTo`).
 */
export function visibleUsers(db: Handle, viewer: Viewer) {
  return db
    .selectFrom('users')
    .$if(viewer.id !== null, (q) =>
      q.where('users.id', 'not in', blockedEitherWay(db, viewer.id!)),
    );
}

/**
 * The name search terms (user_search_terms as `t`) of the people a viewer may
 * find, with their accounts: visibleUsers' rule (a private account is found)
 * asked of each term's account, before any account row is read.
 */
export function searchableUserTerms(db: Handle, viewer: Viewer) {
  return db
    .selectFrom('user_search_terms as t')
    .innerJoin('users', 'users.id', 't.user_id')
    .$if(viewer.id !== null, (q) =>
      q.where('t.user_id', 'not in', blockedEitherWay(db, viewer.id!)),
    );
}

/**
 * Users whose content (shows, scores, what they loved) the viewer may see:
 * visible, and not a private account the viewer does not follow. For You
 * names its 'Loved by' people from these.
 */
export function contentOpenUsers(db: Handle, viewer: Viewer) {
  return visibleUsers(db, viewer).where((eb) => ownerIsOpen(eb, 'users.id', viewer));
}

/**
 * Users on the user leaderboard: visible, not opted out, and not a private
 * account the viewer may not see.
 */
export function leaderboardUsers(db: Handle, viewer: Viewer) {
  return visibleUsers(db, viewer)
    .where('users.hide_from_leaderboards', '=', 0)
    .where((eb) => ownerIsOpen(eb, 'users.id', viewer));
}

/**
 * How much of an account the viewer may see: 'absent' (no such account, or a
 * block either way: answered as not found), 'profile' (a private account they
 * do not follow: name, picture and counts only) or 'full'.
 */
export type Access = 'absent' | 'profile' | 'full';

export async function accessTo(db: Handle, viewer: Viewer, ownerId: number): Promise<Access> {
  // Asked before every read of an account's content: built and compiled once
  // (preparedQuery), as building the statement costs ten times running it.
  const row =
    viewer.id === null
      ? await accessQuery(db, viewer, ownerId).executeTakeFirst()
      : await preparedAccess.executeTakeFirst(db as Kysely<DB>, viewer.id, ownerId);
  if (!row) return 'absent';
  return Number(row.open) === 1 || row.open === (true as unknown) ? 'full' : 'profile';
}

function accessQuery(db: Handle, viewer: Viewer, ownerId: number) {
  return visibleUsers(db, viewer)
    .select((eb) => ['users.id', ownerIsOpen(eb, 'users.id', viewer).as('open')])
    .where('users.id', '=', ownerId);
}

const preparedAccess = preparedQuery((db: Kysely<DB>, viewerId: number, ownerId: number) =>
  accessQuery(db, { id: viewerId }, ownerId),
);

/**
 * Whether shared answers (built for EVERYONE) are exactly this viewer's: no
 * block either way, no mute, no private account followed, not private
 * themselves. Most viewers are plain; the others get answers of their own.
 */
export async function viewerIsPlain(db: Handle, viewerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb
        .or([
          eb('users.is_private', '=', 1),
          eb.exists(
            eb
              .selectFrom('blocks')
              .select('blocks.blocker_id')
              .where('blocks.blocker_id', '=', viewerId),
          ),
          eb.exists(
            eb
              .selectFrom('blocks')
              .select('blocks.blocker_id')
              .where('blocks.blocked_id', '=', viewerId),
          ),
          eb.exists(
            eb.selectFrom('mutes').select('mutes.muter_id').where('mutes.muter_id', '=', viewerId),
          ),
          eb.exists(
            eb
              .selectFrom('follows')
              .innerJoin('users as followee', 'followee.id', 'follows.followee_id')
              .select('follows.follower_id')
              .where('follows.follower_id', '=', viewerId)
              .where('followee.is_private', '=', 1),
          ),
        ])
        .as('restricted'),
    ])
    .where('users.id', '=', viewerId)
    .executeTakeFirst();
  return (
    row !== undefined && !(Number(row.restricted) === 1 || row.restricted === (true as unknown))
  );
}

/** Whether two accounts are in a block, either direction (writes between them are refused). */
export async function blockedBetween(db: Handle, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('blocks.blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocks.blocker_id', '=', a), eb('blocks.blocked_id', '=', b)]),
        eb.and([eb('blocks.blocker_id', '=', b), eb('blocks.blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

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
      .where('users.is_private', '=', 1)
      .execute(),
    db
      .selectFrom('follows')
      .innerJoin('users', 'users.id', 'follows.followee_id')
      .select('users.id')
      .where('follows.follower_id', '=', viewerId)
      .where('users.is_private', '=', 1)
      .execute(),
    db
      .selectFrom('users')
      .select('users.id')
      .where('users.id', 'in', blockedEitherWay(db, viewerId))
      .where('users.is_private', '=', 0)
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
