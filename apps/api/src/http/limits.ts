/**
 * Every rate limit, written once: what a request (or each call of a tRPC
 * batch) costs, which budgets it draws on, and the 429 it gets when one is
 * empty. The budgets live behind the RateLimitStore port; security.ts applies
 * them to REST and tRPC alike before the body is read, and the username-keyed
 * sign-in budgets (the only ones that need the body) run where the username
 * is known: the REST login route's preHandler and tRPC's per-call middleware.
 */
import { countRefusal } from './metrics';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeKey } from '@gigrank/domain';
import type { Budget, RateLimits } from '../env';
import type { RateLimitStore } from '../ports/rate-limit-store';
import { requestCalls } from './request-calls';

type Input = Record<string, unknown> | undefined;
/** Read cost in units: about the work of one page of a list (1-2 ms). */
type ReadCost = number | ((input: Input) => number);

/** A list read without a page (no limit, offset or cursor) answers the whole list. */
const wholeOr =
  (whole: number, page: number): ReadCost =>
  (input) =>
    input?.limit == null && input?.offset == null && input?.cursor == null ? whole : page;

/**
 * What each read costs, the REST path and the tRPC procedure of the same
 * answer on one line, so both spellings draw the same amount from the same
 * per-client budget. A read not listed costs 1.
 */
export const READ_COSTS: readonly { rest: string; trpc: string; cost: ReadCost }[] = [
  // Asked by every screen and by the unread badge: never slowed.
  { rest: 'GET /api/auth/me', trpc: 'auth.me', cost: 0 },
  {
    rest: 'GET /api/users/:id/notifications/unread-count',
    trpc: 'notifications.unreadCount',
    cost: 0,
  },
  // Whole lists: a heavy user's whole ranking is ~1.8 MB and 27-50 ms of work.
  { rest: 'GET /api/users/:id/ranked-shows', trpc: 'shows.ranked', cost: wholeOr(50, 2) },
  {
    rest: 'GET /api/users/:id/artist-insights',
    trpc: 'profile.artistInsights',
    cost: wholeOr(20, 2),
  },
  { rest: 'GET /api/users/:id/city-insights', trpc: 'profile.cityInsights', cost: wholeOr(20, 2) },
  {
    rest: 'GET /api/users/:id/venue-insights',
    trpc: 'profile.venueInsights',
    cost: wholeOr(20, 2),
  },
  { rest: 'GET /api/users/:id/followers', trpc: 'follows.followers', cost: wholeOr(20, 2) },
  { rest: 'GET /api/users/:id/following', trpc: 'follows.following', cost: wholeOr(20, 2) },
  { rest: 'GET /api/users/:id/want-to-see', trpc: 'wantToSee.list', cost: 5 },
  // The owner's own lists of up to 500 people (requests, blocks, mutes).
  { rest: 'GET /api/users/:id/follow-requests', trpc: 'privacy.followRequests', cost: 5 },
  { rest: 'GET /api/users/:id/blocks', trpc: 'privacy.blocks', cost: 5 },
  { rest: 'GET /api/users/:id/mutes', trpc: 'privacy.mutes', cost: 5 },
  // Everything of one account.
  { rest: 'GET /api/users/:id/export', trpc: 'profile.export', cost: 100 },
  { rest: 'GET /api/users/:id/wrapped', trpc: 'profile.wrapped', cost: 20 },
  { rest: 'GET /api/users/:id/recommendations', trpc: 'profile.recommendations', cost: 5 },
  // One counter row per artist the viewer scored, each paired by key; cached per pair.
  { rest: 'GET /api/users/:id/taste-match', trpc: 'profile.tasteMatch', cost: 3 },
  // One cached row each, as best-rated-artist (not listed: 1).
  { rest: 'GET /api/users/:id/most-seen-artist', trpc: 'profile.mostSeenArtist', cost: 1 },
  // A year of shows by day (up to DIARY_MAX_SHOWS), cached per year.
  { rest: 'GET /api/users/:id/diary', trpc: 'users.diary', cost: 5 },
  // Every show of the year (or all time) with its ticket, summed fresh: as a diary year.
  { rest: 'GET /api/users/:id/ledger', trpc: 'ledger.byUser', cost: 5 },
  // A latitude range of the catalogue, its cities' venues and a night's gigs; a backfill
  // asks once per evening of photos.
  { rest: 'GET /api/places/nearby', trpc: 'places.nearby', cost: 2 },
  // Search (one per keystroke while typing).
  { rest: 'GET /api/users', trpc: 'users.list', cost: 2 },
  { rest: 'GET /api/artist-stats', trpc: 'artists.search', cost: 2 },
  { rest: 'GET /api/cities', trpc: 'cities.search', cost: 2 },
  { rest: 'GET /api/venues', trpc: 'venues.search', cost: 2 },
  { rest: 'GET /api/festivals', trpc: 'festivals.search', cost: 2 },
  // A festival's page: its lineup, best sets, photos, people and editions.
  { rest: 'GET /api/festivals/:id', trpc: 'festivals.byId', cost: 5 },
  // A page of the viewer's own sets of a festival (FESTIVAL_MINE_PAGE cards), as a feed page.
  { rest: 'GET /api/festivals/:id/my-sets', trpc: 'festivals.mySets', cost: 2 },
  { rest: 'GET /api/users/:id/festivals', trpc: 'profile.festivals', cost: 5 },
  // One page of a shared list.
  { rest: 'GET /api/shows', trpc: 'shows.feed', cost: 2 },
  // Per viewer, not cached: a seek per followee, a merge of their ranges, a page of cards.
  { rest: 'GET /api/feed/following', trpc: 'following.feed', cost: 3 },
  // A gig's shows (at most 100 cards) and who is going.
  { rest: 'GET /api/gigs/:artistId/:cityId/:date', trpc: 'gigs.page', cost: 4 },
  // Up to 100 plans; one artist's (the artist page's "You're going") are a few rows.
  {
    rest: 'GET /api/users/:id/plans',
    trpc: 'plans.list',
    cost: (input) => (input?.artist == null ? 2 : 1),
  },
  { rest: 'GET /api/artists/:artistName', trpc: 'artists.page', cost: 3 },
  // Not cached: a page of shows, two tops and the access notes, each a bounded range.
  { rest: 'GET /api/venues/:id', trpc: 'venues.byId', cost: 4 },
  { rest: 'GET /api/leaderboard', trpc: 'leaderboard.users', cost: 3 },
  { rest: 'GET /api/artist-leaderboard', trpc: 'leaderboard.artists', cost: 3 },
  { rest: 'GET /api/users/:id/notifications', trpc: 'notifications.list', cost: 2 },
  { rest: 'GET /api/shows/:id/comments', trpc: 'social.comments', cost: 2 },
  // Up to 34 ranks of the owner's own list around one show ("Which was better?").
  { rest: 'GET /api/shows/:id/comparisons', trpc: 'shows.comparisons', cost: 2 },
];

const costByRest = new Map(READ_COSTS.map((c) => [c.rest, c.cost]));
const costByProcedure = new Map(READ_COSTS.map((c) => [c.trpc, c.cost]));

function costOf(cost: ReadCost | undefined, input: Input): number {
  if (cost === undefined) return 1;
  return typeof cost === 'number' ? cost : cost(input);
}

/**
 * What one call is, for the budgets: its kind and cost, its name (the REST
 * route as `METHOD /path` or the tRPC procedure) and whether it needs a
 * session (everything but sign-in, registration, sign-out and the session check).
 */
export type Call = { name: string; needsSession: boolean } & (
  { kind: 'login' | 'register' | 'password' | 'write' } | { kind: 'read'; cost: number }
);

/** The calls that answer without a session; every other call needs one. */
const SESSIONLESS = new Set([
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/logout',
  'GET /api/auth/me',
  'auth.login',
  'auth.register',
  'auth.logout',
  'auth.me',
]);

const LOGIN = new Set(['POST /api/auth/login', 'auth.login']);
const REGISTER = new Set(['POST /api/auth/register', 'auth.register']);
/** Checks the current password: the same argon2 work and guessing as a sign-in. */
const PASSWORD = new Set(['POST /api/auth/change-password', 'auth.changePassword']);

function callOf(name: string, isRead: boolean, input: () => Input, cost?: ReadCost): Call {
  const who = { name, needsSession: !SESSIONLESS.has(name) };
  if (LOGIN.has(name)) return { ...who, kind: 'login' };
  if (REGISTER.has(name)) return { ...who, kind: 'register' };
  if (PASSWORD.has(name)) return { ...who, kind: 'password' };
  if (!isRead) return { ...who, kind: 'write' };
  return { ...who, kind: 'read', cost: costOf(cost, cost === undefined ? undefined : input()) };
}

const asObject = (value: unknown): Input =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;

/**
 * The calls one request makes, from the one reading of its method, route,
 * path and query string (request-calls.ts; no body): one for a REST route,
 * one per procedure tRPC will run for a tRPC request. Files and pages
 * outside /api and /trpc make none. Throws UnreadableCallsError (400) for a
 * query that names a parameter twice or a batch over TRPC_MAX_BATCH.
 */
export function callsOf(request: FastifyRequest): Call[] {
  if (request.method === 'OPTIONS') return [];
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  const calls = requestCalls(request);
  if (calls.transport === 'trpc') {
    return calls.procedures.map((name, i) =>
      callOf(name, isRead, () => calls.inputAt(i), costByProcedure.get(name)),
    );
  }
  if (calls.transport === 'none') {
    // No such route: a 404, but a stream of non-GETs still counts as writes.
    return calls.api && !isRead ? [{ kind: 'write', name: request.url, needsSession: false }] : [];
  }
  const route = calls.name.slice(calls.name.indexOf(' ') + 1);
  return [callOf(calls.name, isRead, () => asObject(calls.query), costByRest.get(`GET ${route}`))];
}

/** The calls of tRPC reads made for a page (the first screen's data, http/first-screen.ts). */
export function procedureCalls(reads: readonly { path: string; input?: unknown }[]): Call[] {
  return reads.map((r) =>
    callOf(r.path, true, () => asObject(r.input), costByProcedure.get(r.path)),
  );
}

/**
 * One draw on one budget. `policy`: the budget's name in the RateLimit
 * headers (the key says whose it is). `auth`: a sign-in or registration
 * budget (its own 429 text).
 */
export interface Charge {
  key: string;
  policy: string;
  cost: number;
  budget: Budget;
  auth: boolean;
}

/** The key a username is counted under: the same normalisation sign-in matches with. */
function usernameKey(username: unknown): string {
  return typeof username === 'string' ? normalizeKey(username.slice(0, 200)).slice(0, 100) : '';
}

/** Sign-in attempts naming `username` from `address`: per address+username, per username. */
export function usernameCharges(limits: RateLimits, address: string, username: unknown): Charge[] {
  const name = usernameKey(username);
  return [
    { key: `login:${address}:${name}`, policy: 'login', cost: 1, budget: limits.login, auth: true },
    {
      key: `login-name:${name}`,
      policy: 'login-username',
      cost: 1,
      budget: limits.loginUsername,
      auth: true,
    },
  ];
}

/** A signed-in account's key (a token's own when it came with one), else its address's. */
export type Client = { userId: number } | { tokenId: number } | { address: string };
const clientKey = (client: Client) =>
  'userId' in client
    ? `u:${client.userId}`
    : 'tokenId' in client
      ? `t:${client.tokenId}`
      : `a:${client.address}`;

/**
 * The charges of `calls` that need no body, added up per budget and ordered
 * so that a refusal by the broadest budget takes nothing from the narrower
 * ones (per address before per username, per username before per account).
 * `client` is asked for only when a write or a read is counted, and
 * `accountUsername` only when a password change is.
 */
export async function chargesBeforeBody(
  limits: RateLimits,
  calls: readonly Call[],
  address: string,
  client: () => Promise<Client>,
  accountUsername: () => Promise<string | null>,
): Promise<Charge[]> {
  const totals = new Map<string, Charge>();
  const add = (policy: string, key: string, cost: number, budget: Budget, auth: boolean) => {
    if (budget.max === 0 || cost === 0) return;
    const found = totals.get(key);
    if (found) found.cost += cost;
    else totals.set(key, { key, policy, cost, budget, auth });
  };
  const count = (kind: Call['kind']) => calls.filter((c) => c.kind === kind).length;
  const logins = count('login');
  const registers = count('register');
  const passwords = count('password');
  const writes = count('write') + passwords;
  const reads = calls.reduce((n, c) => n + (c.kind === 'read' ? c.cost : 0), 0);

  add('login-address', `login-address:${address}`, logins + passwords, limits.loginAddress, true);
  if (passwords > 0 && (limits.login.max > 0 || limits.loginUsername.max > 0)) {
    const username = await accountUsername();
    if (username !== null) {
      for (const charge of usernameCharges(limits, address, username)) {
        add(charge.policy, charge.key, passwords, charge.budget, true);
      }
    }
  }
  add('register', `register:${address}`, registers, limits.register, true);
  add('register-day', `register-day:${address}`, registers, limits.registerDaily, true);
  const needsClient = (writes > 0 && limits.writes.max > 0) || (reads > 0 && limits.reads.max > 0);
  if (needsClient) {
    const who = clientKey(await client());
    add('writes', `write:${who}`, writes, limits.writes, false);
    add('reads', `read:${who}`, reads, limits.reads, false);
  }
  return [...totals.values()];
}

/** A 429: the text says how long to wait; `retryAfterSeconds` goes in Retry-After. */
export class RateLimitError extends Error {
  readonly statusCode = 429;
  constructor(
    readonly retryAfterSeconds: number,
    auth: boolean,
  ) {
    super(
      auth
        ? `Too many attempts, try again in ${retryAfterSeconds} seconds`
        : `Too many requests, try again in ${retryAfterSeconds} seconds`,
    );
    this.name = 'RateLimitError';
  }
}

/**
 * Draws every charge in order; the first budget that cannot pay refuses the
 * request (those before it stay drawn) with the wait it names.
 */
export async function consumeAll(
  store: RateLimitStore,
  charges: readonly Charge[],
): Promise<RateLimitError | null> {
  return (await drawAll(store, charges)).refused;
}

/** Where a drawn budget stands: what the RateLimit headers say of it. */
export interface BudgetState {
  policy: string;
  budget: Budget;
  /** Units left in the budget. */
  remaining: number;
  /** Seconds until it is full again. */
  resetSeconds: number;
}

/** consumeAll, with where each budget it drew (or that refused) stands. */
export async function drawAll(
  store: RateLimitStore,
  charges: readonly Charge[],
): Promise<{ refused: RateLimitError | null; states: BudgetState[] }> {
  const states: BudgetState[] = [];
  for (const { key, policy, cost, budget, auth } of charges) {
    if (budget.max === 0 || cost === 0) continue;
    const verdict = await store.consume(key, cost, budget.max, budget.windowMs);
    if (verdict.fullInMs !== undefined) {
      const perUnit = budget.windowMs / budget.max;
      const remaining = Math.floor((budget.windowMs - verdict.fullInMs) / perUnit);
      states.push({
        policy,
        budget,
        remaining: Math.min(budget.max, Math.max(0, remaining)),
        resetSeconds: Math.max(0, Math.ceil(verdict.fullInMs / 1000)),
      });
    }
    if (!verdict.allowed) {
      countRefusal(policy);
      const retryAfter = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
      return { refused: new RateLimitError(retryAfter, auth), states };
    }
  }
  return { refused: null, states };
}

/**
 * The RateLimit-Policy and RateLimit headers (IETF httpapi draft
 * "RateLimit header fields for HTTP", structured-field lists): each budget the
 * request drew, by name, with its quota `q` per window `w` (seconds), and
 * what `r` remains of it and in how many seconds `t` it is full again. A
 * request drawing several budgets (an account's writes and reads) lists each,
 * whichever step drew them (sign-in's per-username budgets are drawn later).
 */
export function addRateLimitHeaders(reply: FastifyReply, states: readonly BudgetState[]): void {
  if (states.length === 0) return;
  const name = (state: BudgetState) => `"${state.policy}"`;
  const append = (header: string, items: string[]) => {
    const before = reply.getHeader(header);
    reply.header(header, [...(typeof before === 'string' ? [before] : []), ...items].join(', '));
  };
  append(
    'RateLimit-Policy',
    states.map((s) => `${name(s)};q=${s.budget.max};w=${Math.ceil(s.budget.windowMs / 1000)}`),
  );
  append(
    'RateLimit',
    states.map((s) => `${name(s)};r=${s.remaining};t=${s.resetSeconds}`),
  );
}

// ---------------------------------------------------------------------------
// A server-rendered page (http/first-screen.ts). Its reads cost what the same
// tRPC calls cost (procedureCalls); its markup costs by its size, drawn on the
// same read budget; and what it may embed is bounded.

/**
 * Bytes of server-rendered markup per read unit. Rendering a screen costs
 * about 0.6-0.9 ms of CPU per kB of its markup (React's renderToString of the
 * app's own components: bench/first-screen-cost.ts), and a unit is about
 * 1-2 ms of work: an everyday screen (50-130 kB) costs 25-65 units, a gig
 * page of 100 cards (640 kB) about 320.
 */
const RENDER_BYTES_PER_UNIT = 2048;

/** What a render of a kind of page not yet measured is charged before it runs (64 kB of markup). */
export const RENDER_UNITS_UNMEASURED = 32;

/**
 * The most first-screen data a page embeds (its JSON, in bytes). Past it the
 * page comes with the session only and no markup, and the app asks for each
 * read itself, at that read's own price.
 */
export const FIRST_SCREEN_MAX_BYTES = 256 * 1024;

/** The read units a render that made `markupBytes` of markup costs. */
export function renderUnits(markupBytes: number): number {
  return Math.max(1, Math.ceil(markupBytes / RENDER_BYTES_PER_UNIT));
}

/** `units` of server rendering as the calls the budgets draw them by. */
export function renderCalls(units: number): Call[] {
  return units > 0 ? [callOf('first-screen.render', true, () => undefined, units)] : [];
}
