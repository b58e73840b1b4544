import { z } from 'zod';
import type { UserRow } from '@gigrank/db';
import {
  idParamSchema,
  listCursorSchema,
  listPageSchema,
  type ListPage,
  byIdSchema,
  successAnswer,
} from '@gigrank/domain';
import type { AppDeps } from '../http/deps';
import { parse } from '../rest/validate';
import { endpoint, noInput, type CallScope, type Reply, type RestPath } from './endpoint';

/** A REST reply for a create that may find the thing already there: 201 when new, else 200. */
export const createdStatus = (result: { created: boolean }): Reply => ({
  status: result.created ? 201 : 200,
});

/**
 * A GET of a user's things at `/api/users/{id}/<path>` whose query is
 * `query`: the REST input is the path's user (`userId`, read first), then
 * the query's fields.
 */
export function userQueryRest<Q extends z.ZodType<object>>(
  path: string,
  query: Q,
): RestPath<{ userId: number } & z.output<Q>> {
  return {
    method: 'GET',
    path: `/api/users/:id/${path}`,
    fields: query,
    input: (fields) => ({ userId: parse(byIdSchema, fields).id, ...parse(query, fields) }),
  };
}

/**
 * A read of a user's things at `/api/users/{id}/<path>` that takes
 * `query` (REST: its query string; tRPC: beside `userId`), answered as
 * `output`.
 */
export function userQueryEndpoint<Q extends z.ZodObject, R>(
  path: string,
  query: Q,
  read: (deps: AppDeps, user: UserRow, userId: number, query: z.output<Q>) => Promise<R>,
  output: z.ZodType,
) {
  return endpoint({
    kind: 'query',
    output,
    input: query.extend({ userId: idParamSchema }),
    rest: userQueryRest(path, query),
    handle: ({ deps, user }, input) => {
      const { userId, ...rest } = input as { userId: number } & z.output<Q>;
      return read(deps, user, userId, rest as z.output<Q>);
    },
  });
}

const userPageInput = z.object({ userId: idParamSchema }).and(listCursorSchema);

/**
 * A user's list at `/api/users/{id}/<path>` (the procedure takes `userId`
 * and a cursor): whole without a page (the spec's arrays), or a page.
 */
export function userListEndpoint<R>(
  path: string,
  read: (deps: AppDeps, viewerId: number, userId: number, page: ListPage) => Promise<R>,
  output: z.ZodType,
) {
  return endpoint({
    kind: 'query',
    input: userPageInput,
    output,
    rest: userQueryRest(path, listPageSchema),
    handle: ({ deps, user }, { userId, ...page }) => read(deps, user.id, userId, page),
  });
}

/** A search at `path` (GET, its input the query): the matches, as `answer`s, that the viewer may see. */
export function searchEndpoint<S extends z.ZodType, R>(
  path: string,
  input: S,
  search: (deps: AppDeps, viewerId: number, input: z.infer<S>) => Promise<R>,
  answer: z.ZodType,
) {
  return endpoint({
    kind: 'query',
    output: z.array(answer),
    input,
    rest: { method: 'GET', path },
    handle: ({ deps, user }, value) => search(deps, user.id, value),
  });
}

/** The caller's own things at `path` (GET, no input), as `answer`s. */
export function ownListEndpoint<R>(
  path: string,
  list: (deps: AppDeps, user: UserRow) => Promise<R>,
  answer: z.ZodType,
  scope: CallScope,
) {
  return endpoint({
    kind: 'query',
    scope,
    output: z.array(answer),
    input: noInput,
    rest: { method: 'GET', path },
    handle: ({ deps, user }) => list(deps, user),
  });
}
/** One thing read by its id at `path` (`/api/<things>/:id...`), as the viewer may see it. */
export function readByIdEndpoint<R>(
  path: string,
  read: (deps: AppDeps, viewerId: number, id: number) => Promise<R>,
  output: z.ZodType,
  scope?: CallScope,
) {
  return endpoint({
    kind: 'query',
    scope,
    input: byIdSchema,
    output,
    rest: { method: 'GET', path },
    handle: ({ deps, user }, { id }) => read(deps, user.id, id),
  });
}

/** Deletes one of the caller's things by its id at `path`; REST answers 204 with no body. */
export function deleteByIdEndpoint(
  path: string,
  remove: (deps: AppDeps, user: UserRow, id: number) => Promise<unknown>,
  scope: CallScope,
) {
  return endpoint({
    kind: 'mutation',
    scope,
    input: byIdSchema,
    output: successAnswer,
    rest: { method: 'DELETE', path, status: 204 },
    handle: async ({ deps, user }, { id }) => {
      await remove(deps, user, id);
      return { success: true };
    },
  });
}

/** A create at `path` (POST, 201 on REST) answering what `create` made. */
export function createEndpoint<S extends z.ZodType, R>(
  path: string,
  input: S,
  create: (deps: AppDeps, user: UserRow, input: z.infer<S>) => Promise<R>,
  output: z.ZodType,
  scope: CallScope,
) {
  return endpoint({
    kind: 'mutation',
    scope,
    input,
    output,
    rest: { method: 'POST', path, status: 201 },
    handle: ({ deps, user }, value) => create(deps, user, value),
  });
}
