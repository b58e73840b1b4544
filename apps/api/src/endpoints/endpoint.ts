import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { UserRow } from '@gigrank/db';
import type { AppDeps } from '../http/deps';
import { requireUser } from '../rest/guards';
import { parse } from '../rest/validate';
import { protectedProcedure, router } from '../trpc/init';

/** What a signed-in call has: the app's services and the session's user. */
export interface Call {
  deps: AppDeps;
  user: UserRow;
}

/** The REST path that answers the same call as a procedure. */
export interface RestPath {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's form: `/api/users/:id/diary`. */
  path: string;
  /** A path parameter's name in the input when it differs (`{ id: 'userId' }`). */
  params?: Record<string, string>;
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
> {
  kind: K;
  input: S;
  rest?: RestPath;
  handle: (call: Call, input: z.infer<S>) => Promise<O> | O;
}

/** Declares an endpoint (the identity, for its types). */
export function endpoint<S extends z.ZodType, O, K extends 'query' | 'mutation'>(
  definition: Endpoint<S, O, K>,
): Endpoint<S, O, K> {
  return definition;
}

type Procedures<E extends Record<string, Endpoint>> = {
  [K in keyof E]: E[K] extends Endpoint<infer S, infer O, 'query'>
    ? ReturnType<typeof queryOf<S, O>>
    : E[K] extends Endpoint<infer S, infer O, 'mutation'>
      ? ReturnType<typeof mutationOf<S, O>>
      : never;
};

function queryOf<S extends z.ZodType, O>(e: Endpoint<S, O, 'query'>) {
  return protectedProcedure
    .input(e.input)
    .query(({ ctx, input }) => e.handle({ deps: ctx, user: ctx.user }, input as z.infer<S>));
}

function mutationOf<S extends z.ZodType, O>(e: Endpoint<S, O, 'mutation'>) {
  return protectedProcedure
    .input(e.input)
    .mutation(({ ctx, input }) => e.handle({ deps: ctx, user: ctx.user }, input as z.infer<S>));
}

/** A namespace's endpoints as a tRPC router. */
export function routerOf<E extends Record<string, Endpoint>>(endpoints: E) {
  const procedures = Object.fromEntries(
    Object.entries(endpoints).map(([name, e]) => [
      name,
      e.kind === 'query'
        ? queryOf(e as Endpoint<z.ZodType, unknown, 'query'>)
        : mutationOf(e as Endpoint<z.ZodType, unknown, 'mutation'>),
    ]),
  ) as Procedures<E>;
  return router(procedures);
}

/** A namespace's endpoints with a REST path, as Fastify routes (a plugin). */
export function restOf(endpoints: Record<string, Endpoint>) {
  return async function routes(app: FastifyInstance, deps: AppDeps) {
    for (const e of Object.values(endpoints)) {
      const rest = e.rest;
      if (!rest) continue;
      app.route({
        method: rest.method,
        url: rest.path,
        handler: async (request) => {
          const user = await requireUser(request);
          const params = Object.entries(request.params as Record<string, string>).map(
            ([name, value]) => [rest.params?.[name] ?? name, value] as const,
          );
          const carried = rest.method === 'GET' ? request.query : request.body;
          const fields =
            carried && typeof carried === 'object' && !Array.isArray(carried) ? carried : {};
          const input = parse(e.input, { ...fields, ...Object.fromEntries(params) });
          return e.handle({ deps, user }, input);
        },
      });
    }
  };
}
