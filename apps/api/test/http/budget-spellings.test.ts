/**
 * The budgets pay for what runs, whatever the spelling of a request: REST or
 * tRPC, single or batched, a query parameter repeated, reordered or written
 * with an encoded name, a batch's procedures separated by ',' or '%2C'.
 * Generated requests (fast-check) each go through the real app with every
 * budget on (and too large to refuse anything), and what the budgets drew is
 * compared with what the answer shows ran: every call that succeeded must have
 * been paid for, in the right budget.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { READ_COSTS } from '../../src/http/limits';
import type { RateLimitStore } from '../../src/ports/rate-limit-store';
import {
  daysAgo,
  uniqueName,
  useTestApp,
  type InjectResponse,
  type TestUser,
} from '../support/helpers';

const PASSWORD = 'secret-123';
const HUGE = '100000000';

type Budget = 'write' | 'read' | 'login' | 'register';
const BUDGET_OF_KEY: [prefix: string, budget: Budget][] = [
  ['write:', 'write'],
  ['read:', 'read'],
  ['login-address:', 'login'],
  ['register:', 'register'],
];

/** One call a generated request makes: its procedure, the budget it belongs to, its input. */
interface Call {
  procedure: 'shows.create' | 'shows.ranked' | 'auth.login' | 'auth.register' | 'auth.me';
  budget: Budget | null;
  input: Record<string, unknown>;
  /** Read units a successful run of it costs. */
  cost: number;
}

type Generated = {
  transport: 'trpc' | 'rest';
  kind: 'query' | 'mutation';
  calls: Call[];
  spelling: {
    batchParam: readonly string[];
    inputFirst: boolean;
    repeatInput: boolean;
    noise: readonly string[];
    separator: string;
  };
};

const rankedCost = READ_COSTS.find((c) => c.trpc === 'shows.ranked')!.cost;
const costOf = (input: Record<string, unknown>) =>
  typeof rankedCost === 'number' ? rankedCost : rankedCost(input);

describe('every spelling of a request pays for the calls it runs', () => {
  const t = useTestApp({
    RATE_LIMIT_LOGIN_MAX: HUGE,
    RATE_LIMIT_LOGIN_ADDRESS_MAX: HUGE,
    RATE_LIMIT_LOGIN_USERNAME_MAX: HUGE,
    RATE_LIMIT_REGISTER_MAX: HUGE,
    RATE_LIMIT_REGISTER_DAILY_MAX: HUGE,
    RATE_LIMIT_WRITE_MAX: HUGE,
    RATE_LIMIT_READ_MAX: HUGE,
  });
  let me: TestUser;
  /** Units drawn per budget since the last reset. */
  const drawn = new Map<Budget, number>();

  beforeAll(async () => {
    me = await t.newUser({ password: PASSWORD });
    const store = t.deps.rateLimitStore as RateLimitStore;
    const consume = store.consume.bind(store);
    store.consume = (key, cost, max, windowMs) => {
      const budget = BUDGET_OF_KEY.find(([prefix]) => key.startsWith(prefix))?.[1];
      if (budget) drawn.set(budget, (drawn.get(budget) ?? 0) + cost);
      return consume(key, cost, max, windowMs);
    };
  });

  let serial = 0;
  const arbitraryCall = (kind: 'query' | 'mutation'): fc.Arbitrary<Call> =>
    kind === 'query'
      ? fc.oneof(
          fc.constant<Call>({ procedure: 'auth.me', budget: null, input: {}, cost: 0 }),
          fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }).map((limit): Call => {
            const input = { userId: me.user.id, ...(limit === undefined ? {} : { limit }) };
            return { procedure: 'shows.ranked', budget: 'read', input, cost: costOf(input) };
          }),
        )
      : fc.constantFrom('shows.create', 'auth.login', 'auth.register').map((procedure): Call => {
          serial += 1;
          if (procedure === 'shows.create') {
            const input = {
              artist: `Spelling ${serial}`,
              city: 'Lisbon',
              date: daysAgo(3),
              score: 70,
            };
            return { procedure, budget: 'write', input, cost: 1 };
          }
          if (procedure === 'auth.login') {
            const input = { username: me.user.username, password: PASSWORD };
            return { procedure, budget: 'login', input, cost: 1 };
          }
          const username = uniqueName('sp');
          const input = { username, displayName: `Fan ${username}`, password: PASSWORD };
          return { procedure, budget: 'register', input, cost: 1 };
        });

  /** How the query string and path are spelled. */
  const spelling = fc.record({
    batchParam: fc.constantFrom(
      ['batch=1'],
      ['batch=1', 'batch=1'],
      ['batch=0', 'batch=1'],
      ['batch=1', 'batch=0'],
      ['%62atch=1'],
      ['batch=1', '%62atch=1'],
      ['batch=1', 'BATCH=1'],
    ),
    inputFirst: fc.boolean(),
    repeatInput: fc.boolean(),
    noise: fc.constantFrom([], ['x=1'], ['x=1', 'x=2']),
    separator: fc.constantFrom(',', '%2C', '%2c'),
  });

  const request = fc.oneof(
    fc.record({
      transport: fc.constant('trpc' as const),
      kind: fc.constant('query' as const),
      calls: fc.array(arbitraryCall('query'), { minLength: 1, maxLength: 5 }),
      spelling,
    }),
    fc.record({
      transport: fc.constant('trpc' as const),
      kind: fc.constant('mutation' as const),
      calls: fc.array(arbitraryCall('mutation'), { minLength: 1, maxLength: 5 }),
      spelling,
    }),
    fc.record({
      transport: fc.constant('rest' as const),
      kind: fc.constantFrom('query' as const, 'mutation' as const),
      calls: fc.constant([] as Call[]),
      spelling,
    }),
  );

  /** The inject options of a generated request, and the calls tRPC would run from it. */
  function build(r: Generated): {
    options: InjectOptions;
    calls: Call[];
  } {
    const { spelling: s } = r;
    const noise = s.noise;
    if (r.transport === 'rest') {
      if (r.kind === 'query') {
        const call: Call = {
          procedure: 'shows.ranked',
          budget: 'read',
          input: { userId: me.user.id },
          cost: costOf({}),
        };
        const params = [...noise, ...(s.repeatInput ? ['limit=5', 'limit=500'] : [])];
        return {
          options: {
            method: 'GET',
            url: `/api/users/${me.user.id}/ranked-shows${params.length ? `?${params.join('&')}` : ''}`,
          },
          calls: [{ ...call, cost: s.repeatInput ? costOf({ limit: 5 }) : call.cost }],
        };
      }
      serial += 1;
      return {
        options: {
          method: 'POST',
          url: `/api/shows${noise.length ? `?${noise.join('&')}` : ''}`,
          payload: { artist: `Rest ${serial}`, city: 'Lisbon', date: daysAgo(3), score: 60 },
        },
        calls: [{ procedure: 'shows.create', budget: 'write', input: {}, cost: 1 }],
      };
    }
    const path = r.calls.map((c) => c.procedure).join(s.separator);
    const inputs = Object.fromEntries(r.calls.map((c, i) => [String(i), c.input]));
    const inputParam = `input=${encodeURIComponent(JSON.stringify(inputs))}`;
    const inputParams =
      r.kind === 'query' ? (s.repeatInput ? [inputParam, 'input=%7B%7D'] : [inputParam]) : [];
    const params = s.inputFirst
      ? [...inputParams, ...s.batchParam, ...noise]
      : [...s.batchParam, ...inputParams, ...noise];
    const url = `/trpc/${path}?${params.join('&')}`;
    return {
      options:
        r.kind === 'query'
          ? { method: 'GET', url }
          : {
              method: 'POST',
              url,
              payload: inputs,
              headers: { 'content-type': 'application/json' },
            },
      calls: r.calls,
    };
  }

  /** Which calls ran and succeeded, read from the answer. */
  function succeeded(res: InjectResponse, calls: Call[], transport: 'trpc' | 'rest'): Call[] {
    if (transport === 'rest') return res.statusCode < 300 ? calls : [];
    const body = res.json() as unknown;
    const items = Array.isArray(body) ? body : [body];
    // A batch answer lists one item per call run, in order; a single answer is the first call.
    return items.flatMap((item, i) =>
      (item as { result?: unknown }).result !== undefined && calls[i] ? [calls[i]] : [],
    );
  }

  it('charges each budget at least what the calls that ran cost', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (generated) => {
        const { options, calls } = build(generated);
        drawn.clear();
        // Signing in or registering ends the session it presents: those go without one.
        const signsIn = calls.some((c) => c.procedure.startsWith('auth.'));
        const res = await t.app.inject({
          ...options,
          headers: { ...options.headers, ...(signsIn ? {} : { cookie: me.cookie }) },
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        const ran = succeeded(res, calls, generated.transport);
        for (const budget of ['write', 'read', 'login', 'register'] as const) {
          const owed = ran.filter((c) => c.budget === budget).reduce((n, c) => n + c.cost, 0);
          expect(
            drawn.get(budget) ?? 0,
            `${budget} for ${options.method} ${options.url}`,
          ).toBeGreaterThanOrEqual(owed);
        }
      }),
      { numRuns: 150, seed: 20261128 },
    );
  });

  it('refuses a query that repeats a parameter, on REST and tRPC, before anything runs', async () => {
    const before = await t.countRows('shows');
    const shows = [1, 2, 3].map((i) => ({
      artist: `Twice ${i}`,
      city: 'Lisbon',
      date: daysAgo(2),
      score: 50,
    }));
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/shows.create,shows.create,shows.create?batch=1&batch=1',
      payload: Object.fromEntries(shows.map((s, i) => [String(i), s])),
      headers: { cookie: me.cookie },
    });
    expect(trpc.statusCode).toBe(400);
    expect((trpc.json() as { error: { message: string } }).error.message).toBe(
      "Query parameter 'batch' is given more than once",
    );
    const rest = await t.app.inject({
      method: 'GET',
      url: `/api/users/${me.user.id}/ranked-shows?limit=1&%6Cimit=500`,
      headers: { cookie: me.cookie },
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({ message: "Query parameter 'limit' is given more than once" });
    expect(await t.countRows('shows')).toBe(before);
  });

  it('refuses a batch of more than 40 calls whole', async () => {
    const path = Array(41).fill('auth.me').join(',');
    const res = await t.app.inject({ method: 'GET', url: `/trpc/${path}?batch=1` });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error: { message: string } }).error.message).toBe(
      'A batch carries at most 40 calls',
    );
    const forty = Array(40).fill('auth.me').join(',');
    expect((await t.app.inject({ method: 'GET', url: `/trpc/${forty}?batch=1` })).statusCode).toBe(
      200,
    );
  });
});
