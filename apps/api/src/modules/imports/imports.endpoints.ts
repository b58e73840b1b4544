import { z } from 'zod';
import {
  idParamSchema,
  importIdSchema,
  setlistFmFetchIdSchema,
  byIdSchema,
  importCommitResponseAnswer,
  importProgressAnswer,
  setlistFmFetchStateAnswer,
  setlistFmFetchAnswer,
  importPreviewResponseAnswer,
  showAnswer,
} from '@gigrank/domain';
import * as imports from './imports.service';
import * as setlistFm from './setlistfm-fetch.service';
import { parse } from '../../rest/validate';
import { endpoint } from '../../endpoints/endpoint';

const ofUser = z.object({ userId: idParamSchema });
const ofImport = z.object({ userId: idParamSchema, importId: importIdSchema });
const ofFetch = z.object({ userId: idParamSchema, fetchId: setlistFmFetchIdSchema });

/** REST paths name the user `:id`; the procedures `userId`. */
const userParam = { id: 'userId' };

/** The rating queue's REST query: a bad `limit` reads as none. */
const unscoredQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).optional().catch(undefined),
  after: idParamSchema.optional(),
});

/**
 * Imports after the files are read: commit, progress, setlist.fm by
 * username and the rating queue. The preview, which takes files (multipart
 * on REST, their text on tRPC), is written by hand in imports.routes.ts and
 * imports.router.ts.
 */
export const importsEndpoints = {
  /** Imports a previewed upload in batches; answers the totals once done (again if asked again). */
  commit: endpoint({
    kind: 'mutation',
    scope: 'shows:write',
    output: importCommitResponseAnswer,
    input: ofImport,
    rest: { method: 'POST', path: '/api/users/:id/imports/:importId/commit', params: userParam },
    handle: ({ deps, user }, input) =>
      imports.commitImport(deps, user, input.userId, input.importId),
  }),
  progress: endpoint({
    kind: 'query',
    output: importProgressAnswer,
    input: ofImport,
    handle: ({ deps, user }, input) =>
      imports.importProgress(deps, user, input.userId, input.importId),
    rest: {
      method: 'GET',
      path: '/api/users/:id/imports/:importId',
      params: userParam,
    },
  }),
  /** setlist.fm by username: whether it is set up here, and the account's latest fetch. */
  setlistFm: endpoint({
    kind: 'query',
    output: setlistFmFetchStateAnswer,
    input: ofUser,
    handle: ({ deps, user }, input) => setlistFm.setlistFmState(deps, user, input.userId),
    rest: {
      method: 'GET',
      path: '/api/users/:id/imports/setlistfm-fetches',
      params: userParam,
    },
  }),
  /** Starts fetching a user's attended setlists (a failed fetch of the same name continues); REST 202. */
  fetchSetlistFm: endpoint({
    kind: 'mutation',
    scope: 'shows:write',
    output: setlistFmFetchAnswer,
    input: z.object({ userId: idParamSchema, username: z.unknown() }),
    rest: {
      method: 'POST',
      path: '/api/users/:id/imports/setlistfm-fetches',
      params: userParam,
      status: 202,
    },
    handle: ({ deps, user }, input) =>
      setlistFm.startSetlistFmFetch(deps, user, input.userId, input.username),
  }),
  setlistFmFetch: endpoint({
    kind: 'query',
    output: setlistFmFetchAnswer,
    input: ofFetch,
    handle: ({ deps, user }, input) =>
      setlistFm.setlistFmFetchProgress(deps, user, input.userId, input.fetchId),
    rest: {
      method: 'GET',
      path: '/api/users/:id/imports/setlistfm-fetches/:fetchId',
      params: userParam,
    },
  }),
  /** The import's preview of a fetch's pages, committed with `commit`. */
  previewSetlistFmFetch: endpoint({
    kind: 'mutation',
    scope: 'shows:write',
    output: importPreviewResponseAnswer,
    input: ofFetch,
    rest: {
      method: 'POST',
      path: '/api/users/:id/imports/setlistfm-fetches/:fetchId/preview',
      params: userParam,
    },
    handle: ({ deps, user }, input) =>
      setlistFm.previewSetlistFmFetch(deps, user, input.userId, input.fetchId),
  }),
  /** The rating queue: the user's unscored shows, newest first, `after` a show for Skip. */
  unscored: endpoint({
    kind: 'query',
    output: z.object({ shows: z.array(showAnswer), total: z.number().int() }),
    input: z.object({
      userId: idParamSchema,
      limit: z.number().int().min(1).max(50).optional(),
      after: idParamSchema.optional(),
    }),
    rest: {
      method: 'GET',
      path: '/api/users/:id/unscored-shows',
      fields: unscoredQuery,
      // The path's user is read before the query.
      input: (fields) => ({
        userId: parse(byIdSchema, fields).id,
        ...parse(unscoredQuery, fields),
      }),
    },
    handle: ({ deps, user }, { userId, ...page }) =>
      imports.unscoredShows(deps, user, userId, page),
  }),
};
