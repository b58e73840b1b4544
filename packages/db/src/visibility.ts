import { sql, type ExpressionBuilder, type Kysely, type ReferenceExpression } from 'kysely';
import { preparedQuery } from './prepared-query';
import type { DB, Handle } from './schema';

/**
 * `users.is_private` of a private and of a public account, written into the
 * SQL rather than bound. As a bound value PostgreSQL prices a prepared list
 * as if half the accounts were private, finds its generic plan dearer than
 * one planned for each call, and plans every call again (1.5 ms of a venue
 * page's 2 ms); written in, the generic plan uses the column's statistics and
 * is kept.
 */
export const PRIVATE = sql.lit(1);
export const PUBLIC = sql.lit(0);

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
export function blockedEitherWay(db: Handle, viewerId: number) {
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
export function ownerIsOpen(
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
        .where('owner.is_private', '=', PRIVATE)
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

/** One user's own shows, as the owner sees them, each with its artist and city. */
export function ownShowsWithArtistAndCity(db: Handle, userId: number) {
  return ownShows(db, ownerView(userId))
    .innerJoin('artists', 'artists.id', 'shows.artist_id')
    .innerJoin('cities', 'cities.id', 'shows.city_id');
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
          eb('users.is_private', '=', PRIVATE),
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
              .where('followee.is_private', '=', PRIVATE),
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

/** Rows holding accounts `a` and `b` in the columns `one` and `other` of `T`, either way round. */
export function eitherWay<T extends keyof DB>(
  [one, other]: readonly [ReferenceExpression<DB, T>, ReferenceExpression<DB, T>],
  a: number,
  b: number,
) {
  return (eb: ExpressionBuilder<DB, T>) =>
    eb.or([
      eb.and([eb(one, '=', a), eb(other, '=', b)]),
      eb.and([eb(one, '=', b), eb(other, '=', a)]),
    ]);
}

/** Whether two accounts are in a block, either direction (writes between them are refused). */
export async function blockedBetween(db: Handle, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('blocks.blocker_id')
    .where(eitherWay<'blocks'>(['blocks.blocker_id', 'blocks.blocked_id'], a, b))
    .executeTakeFirst();
  return row !== undefined;
}
