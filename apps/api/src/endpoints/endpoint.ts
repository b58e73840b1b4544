import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { UserRow } from '@gigrank/db';
import { idParamSchema, type TokenScope } from '@gigrank/domain';
import { AppError } from '../errors';
import type { AppDeps } from '../http/deps';
import { assertOwner, type Owned } from '../policy/access';
import { requireUser } from '../rest/guards';
import { parse } from '../rest/validate';
import { protectedProcedure, router } from '../trpc/init';

/** A token's scope, or `session`: no token may make the call, whatever its scopes. */
export type CallScope = TokenScope | 'session';

/** What a signed-in call has: the app's services, the session's user and whose things it names. */
export interface Call {
  deps: AppDeps;
  user: UserRow;
  /**
   * The user whose things the call acts on: a REST path's owner parameter
   * (`rest.owner`), or else the session user (every procedure's).
   */
  owner: number;
}

/** A REST answer read from the handler's result. */
export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** The body; without it, the procedure's answer. */
  body?: unknown;
}

/** The REST path that answers the same call as a procedure. */
export interface RestPath<I = unknown, R = unknown> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's form: `/api/users/:id/diary`. */
  path: string;
  /** A path parameter's name in the input when it differs (`{ id: 'userId' }`). */
  params?: Record<string, string>;
  /** The path parameter naming the user whose things the call acts on (`Call.owner`). */
  owner?: string;
  /** Refuses (403) a path whose owner is not the session user, before the input is read. */
  ownerOnly?: Owned;
  /**
   * The handler's input from the REST call's fields (path parameters over
   * query or body), where REST spells it otherwise than the procedure.
   */
  input?: (fields: Record<string, unknown>) => I;
  /** The schema of the fields `input` reads, where they are not the procedure's (OpenAPI). */
  fields?: z.ZodType;
  /** The status of a success when it is not 200 (201 on create; 204 answers no body). */
  status?: number;
  /** The status, headers or body, where they depend on the handler's result. */
  reply?: (result: R) => Reply;
  /** The schema of REST's answer where `reply` shapes it otherwise than the procedure's (OpenAPI). */
  answer?: z.ZodType;
  /** The statuses a success may have where `reply` chooses among them (202 for a request). */
  statuses?: readonly number[];
}

/**
 * One signed-in endpoint, declared once: its input schema, what it does,
 * whether it reads or writes, and the REST path that answers it beside the
 * tRPC procedure. Both spellings parse the same schema, reach the same
 * handler and give the same answer; a REST call's input is its path
 * parameters over its query (GET) or its JSON body (the rest).
 */
export interface Endpoint<
  S extends z.ZodType = z.ZodType,
  O = unknown,
  K extends 'query' | 'mutation' = 'query' | 'mutation',
  R = O,
> {
  kind: K;
  /**
   * What a personal access token needs to make the call: a scope, or
   * `session` for what only a signed-in person may do. A read without one
   * needs `read`; a write without one is closed to tokens (policy/scopes.ts).
   */
  scope?: CallScope;
  input: S;
  /** Its REST path, or paths where REST spells one procedure as several (reports of each kind). */
  rest?: RestPath<z.infer<S>, R> | readonly RestPath<z.infer<S>, R>[];
  /** Written before `rest` and `answer` in a declaration: their callbacks take its result type. */
  handle: (call: Call, input: z.infer<S>) => Promise<R> | R;
  /** The answer, when it is a part of the handler's result (the rest is the REST reply's). */
  answer?: (result: R) => O;
  /** The procedure answers null where the handler finds nothing (REST keeps its 404). */
  orNull?: boolean;
  /**
   * The answer's schema (packages/domain answers.ts): what the OpenAPI
   * document publishes, and what its test holds real answers to.
   */
  output?: z.ZodType;
}

/** Declares an endpoint (the identity, for its types). */
export function endpoint<S extends z.ZodType, R, K extends 'query' | 'mutation', O = R>(
  definition: Endpoint<S, O, K, R>,
): Endpoint<S, O, K, R> {
  return definition;
}

/** The input of an endpoint that takes none: a call may leave it out, and anything given is ignored (as tRPC does). */
export const noInput = z.custom<void>(() => true).transform((): undefined => undefined);

/** Any declaration (its result type is its own). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a declaration's result type is its own
export type AnyEndpoint = Endpoint<z.ZodType, unknown, 'query' | 'mutation', any>;

/** A procedure's answer to a parsed input: the declaration's `answer` of its result, or null (`orNull`). */
async function answerOf(e: AnyEndpoint, call: Call, input: unknown) {
  try {
    const result = await e.handle(call, input);
    return e.answer ? e.answer(result) : result;
  } catch (error) {
    if (e.orNull && error instanceof AppError && error.kind === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * A declared procedure by its path (`shows.byId`), run as tRPC would run
 * it (its input parsed by its schema) but straight to its handler: the
 * server-rendered first screen's reads. Undefined when the path is not declared.
 */
export function declaredProcedure(
  namespaces: Record<string, Record<string, AnyEndpoint>>,
  path: string,
): ((call: Call, input: unknown) => Promise<unknown>) | undefined {
  const [namespace = '', name = ''] = path.split('.');
  const endpoints = Object.hasOwn(namespaces, namespace) ? namespaces[namespace] : undefined;
  const e = endpoints && Object.hasOwn(endpoints, name) ? endpoints[name] : undefined;
  return e && (async (call, input) => answerOf(e, call, await e.input.parseAsync(input)));
}

type Procedures<E extends Record<string, AnyEndpoint>> = {
  [K in keyof E]: E[K] extends Endpoint<infer S, infer O, 'query', infer _R>
    ? ReturnType<typeof queryOf<S, O>>
    : E[K] extends Endpoint<infer S, infer O, 'mutation', infer _R>
      ? ReturnType<typeof mutationOf<S, O>>
      : never;
};

/** What a procedure runs: the declaration, for the session's user (who owns what it acts on). */
function resolverOf<O>(e: AnyEndpoint) {
  return ({ ctx, input }: { ctx: { user: UserRow } & AppDeps; input: unknown }) =>
    answerOf(e, { deps: ctx, user: ctx.user, owner: ctx.user.id }, input) as Promise<O>;
}

function queryOf<S extends z.ZodType, O>(e: AnyEndpoint) {
  return protectedProcedure.input(e.input as S).query(resolverOf<O>(e));
}

function mutationOf<S extends z.ZodType, O>(e: AnyEndpoint) {
  return protectedProcedure.input(e.input as S).mutation(resolverOf<O>(e));
}

/** A namespace's endpoints as tRPC procedures (a part of a router written by hand). */
export function proceduresOf<E extends Record<string, AnyEndpoint>>(endpoints: E) {
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, e]) => [
      name,
      e.kind === 'query' ? queryOf(e) : mutationOf(e),
    ]),
  ) as Procedures<E>;
}

/** A namespace's endpoints as a tRPC router. */
function routerOf<E extends Record<string, AnyEndpoint>>(endpoints: E) {
  return router(proceduresOf(endpoints));
}

type Routers<N extends Record<string, Record<string, AnyEndpoint>>> = {
  [K in keyof N]: ReturnType<typeof routerOf<N[K]>>;
};

/** Namespaces of endpoints as tRPC routers, by name (a part of the app's router). */
export function routersOf<N extends Record<string, Record<string, AnyEndpoint>>>(namespaces: N) {
  return Object.fromEntries(
    Object.entries(namespaces).map(([name, endpoints]) => [name, routerOf(endpoints)]),
  ) as Routers<N>;
}

/** Each REST path of a namespace's endpoints, with its endpoint. */
export function restPaths(endpoints: Record<string, AnyEndpoint>): [AnyEndpoint, RestPath][] {
  return Object.values(endpoints).flatMap((e) =>
    [e.rest ?? []].flat().map((rest): [AnyEndpoint, RestPath] => [e, rest]),
  );
}

/** A namespace's endpoints with a REST path, as Fastify routes (a plugin). */
export function restOf(endpoints: Record<string, AnyEndpoint>) {
  return async function routes(app: FastifyInstance, deps: AppDeps) {
    for (const [e, rest] of restPaths(endpoints)) {
      app.route({
        method: rest.method,
        url: rest.path,
        handler: async (request, reply) => {
          const user = await requireUser(request);
          const path = request.params as Record<string, string>;
          const owner = rest.owner ? parse(idParamSchema, path[rest.owner]) : user.id;
          if (rest.ownerOnly) assertOwner(user, owner, rest.ownerOnly);
          const params = Object.entries(path).map(
            ([name, value]) => [rest.params?.[name] ?? name, value] as const,
          );
          const carried = rest.method === 'GET' ? request.query : request.body;
          const fields = {
            ...(carried && typeof carried === 'object' && !Array.isArray(carried) ? carried : {}),
            ...Object.fromEntries(params),
          };
          const input = rest.input ? rest.input(fields) : parse(e.input, fields);
          const result = await e.handle({ deps, user, owner }, input);
          const shaped = rest.reply?.(result) ?? {};
          const status = shaped.status ?? rest.status ?? 200;
          if (status === 204) return reply.status(204).send();
          if (shaped.headers) reply.headers(shaped.headers);
          reply.status(status);
          return 'body' in shaped ? shaped.body : e.answer ? e.answer(result) : result;
        },
      });
    }
  };
}
