import { ALL } from '@gigrank/db';

/**
 * The things a cached answer is built from, named the same way by the writes
 * that change them. An answer depends on a list of these; a write says which
 * it changed (`Change`). The store behind the cache expires exactly the
 * answers built from an entity a write changed (adapters/versioned-cache-store.ts).
 */
export type Entity =
  /** Every show, in feed order: a show added, edited or deleted anywhere. */
  | { kind: 'allShows' }
  /**
   * One show's card: its row, guests, photos, like and comment counts. Every
   * list holding the show depends on it (`showCards`), so a like or a comment
   * changes that show and nothing else.
   */
  | { kind: 'show'; id: number }
  /** The shows one user logged: their ranking (the rank on each of their cards), insights, streak, Wrapped. */
  | { kind: 'userShows'; userId: number }
  /** A user's profile row: names, picture, city, counters. */
  | { kind: 'user'; id: number }
  /** Any user's name or picture as lists show them (show cards, leaderboards, comments). */
  | { kind: 'people' }
  /** Whom a user follows and who follows them. */
  | { kind: 'follows'; userId: number }
  /** The shows a user liked (their `likedByMe` flags). */
  | { kind: 'likesBy'; userId: number }
  /** A user's Want to See list. */
  | { kind: 'wantToSee'; userId: number }
  /** A user's notifications and unread count. */
  | { kind: 'notifications'; userId: number }
  /** An artist's row, counters and the shows it appears in (by name key). */
  | { kind: 'artist'; nameKey: string }
  /** The catalogues: artists (names, stream figures: search) and cities. */
  | { kind: 'artistCatalogue' }
  /** The order of users by shows and followers (user leaderboard, global ranks). */
  | { kind: 'userRanking' }
  /** The order of artists by shows logged (artist leaderboard). */
  | { kind: 'artistRanking' }
  /** Any account's privacy flags (private, off the leaderboards): every shared list filters by them. */
  | { kind: 'privacy' }
  /** A user's blocks (either side), mutes and follow requests. */
  | { kind: 'relations'; userId: number }
  /** A venue's row, counters and the shows logged there. */
  | { kind: 'venue'; id: number }
  /** A festival's row, counters, sets and scores. */
  | { kind: 'festival'; id: number }
  /**
   * The shows of one gig (artist, city and date): who else was
   * there. A show written at the gig (logged, moved to or from it, deleted,
   * imported) changes it.
   */
  | { kind: 'gig'; artistId: number; cityId: number; date: string }
  /**
   * The plans one user holds: a plan made or taken back, one
   * logged by a show, or back again when that show is deleted.
   */
  | { kind: 'plans'; userId: number }
  /**
   * The sessions of one user, as each signed-in request reads its own: one
   * ended (sign-out, expiry) or all of them (sign-out everywhere, a new password).
   */
  | { kind: 'sessions'; userId: number }
  /** Everything: a change to it expires every answer (an account deleted, whose traces are everywhere). */
  | { kind: 'everything' };

/** What a write changed: the same vocabulary as what answers depend on. */
export type Change = Entity;

/** A cached answer of type T: its key and what it is built from. */
export interface CacheKey<T> {
  readonly id: string;
  /** What the answer is built from, known before it is computed. */
  readonly dependsOn: readonly Entity[];
  /** What else it is built from, read off the answer (the shows a list holds). */
  // A method (bivariant), so a CacheKey<Show[]> is a CacheKey<unknown>.
  answerDependsOn?(answer: T): Entity[];
  /** Phantom: ties the key to the type of its answer. */
  readonly __answer?: T;
}

export function key<T>(
  id: string,
  dependsOn: readonly Entity[],
  answerDependsOn?: (answer: T) => Entity[],
): CacheKey<T> {
  return { id, dependsOn, answerDependsOn };
}

/** The name of an entity in the cache's version table and the change log: 'show:12', 'allShows'. */
export function entityId(e: Entity): string {
  switch (e.kind) {
    case 'show':
    case 'user':
    case 'venue':
    case 'festival':
      return `${e.kind}:${e.id}`;
    case 'userShows':
    case 'follows':
    case 'likesBy':
    case 'wantToSee':
    case 'notifications':
    case 'relations':
    case 'plans':
    case 'sessions':
      return `${e.kind}:${e.userId}`;
    case 'artist':
      return `artist:${e.nameKey}`;
    case 'gig':
      return `gig:${e.artistId}:${e.cityId}:${e.date}`;
    case 'everything':
      return ALL;
    default:
      return e.kind;
  }
}

export type Card = { id: number; userId: number };
/** The shows in an answer: a list of shows, or an object holding one (`{ shows }`). */
type ShowCards = readonly Card[] | { shows: readonly Card[] };

/**
 * What the show cards of a list are built from besides the list itself: each
 * show (likes, comments, edits) and its owner's ranking (the rank it shows).
 */
export function showCards(answer: ShowCards): Entity[] {
  const shows = 'shows' in answer ? answer.shows : answer;
  const out: Entity[] = [];
  for (const s of shows) {
    out.push({ kind: 'show', id: s.id }, { kind: 'userShows', userId: s.userId });
  }
  return out;
}

/** The gigs of the shows in an answer, for the 'Also there' each card carries. */
export function showGigs(answer: readonly GigCard[] | { shows: readonly GigCard[] }): Entity[] {
  const shows = 'shows' in answer ? answer.shows : answer;
  const out: Entity[] = [];
  for (const s of shows) {
    if (s.artistId !== undefined && s.cityId !== undefined) {
      out.push({ kind: 'gig', artistId: s.artistId, cityId: s.cityId, date: s.date });
    }
  }
  return out;
}

export type GigCard = Card & { artistId?: number; cityId?: number; date: string };

/** Whether a change touches an entity an answer (`answer`, when it depends on its content) is built from. */
export function expires<T>(key: CacheKey<T>, changes: readonly Change[], answer?: T): boolean {
  const deps = new Set(
    [...key.dependsOn, ...(answer === undefined ? [] : (key.answerDependsOn?.(answer) ?? []))].map(
      entityId,
    ),
  );
  return changes.some((c) => c.kind === 'everything' || deps.has(entityId(c)));
}
