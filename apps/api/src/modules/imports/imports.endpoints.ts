import { z } from 'zod';
import {
  idParamSchema,
  importIdSchema,
  setlistFmFetchIdSchema,
  importCommitResponseAnswer,
  importProgressAnswer,
  setlistFmFetchStateAnswer,
  setlistFmFetchAnswer,
  importPreviewResponseAnswer,
  showAnswer,
} from '@gigrank/domain';
import * as imports from './imports.service';
import * as setlistFm from './setlistfm-fetch.service';
import { endpoint, type RestPath } from '../../endpoints/endpoint';
import { lenientInt } from '../../inputs';
import { userQueryRest } from '../../endpoints/shapes';

const ofUser = z.object({ userId: idParamSchema });
const ofImport = z.object({ userId: idParamSchema, importId: importIdSchema });
const ofFetch = z.object({ userId: idParamSchema, fetchId: setlistFmFetchIdSchema });

/**
 * A REST path of a user's imports, `/api/users/:id/imports/<path>`: it
 * names the user `:id`, the procedures `userId`.
 */
function importsRest(
  method: RestPath['method'],
  path: string,
): Pick<RestPath, 'method' | 'path' | 'params'> {
  return { method, path: `/api/users/:id/imports/${path}`, params: { id: 'userId' } };
}

/** The rating queue's REST query: a bad `limit` reads as none. */
const unscoredQuery = z.object({ limit: lenientInt(1, 50), after: idParamSchema.optional() });

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
    rest: importsRest('POST', ':importId/commit'),
    handle: ({ deps, user }, input) => imports.commitImport(deps, user, input),
  }),
  progress: endpoint({
    kind: 'query',
    output: importProgressAnswer,
    input: ofImport,
    rest: importsRest('GET', ':importId'),
    handle: ({ deps, user }, input) => imports.importProgress(deps, user, input),
  }),
  /** setlist.fm by username: whether it is set up here, and the account's latest fetch. */
  setlistFm: endpoint({
    kind: 'query',
    output: setlistFmFetchStateAnswer,
    input: ofUser,
    rest: importsRest('GET', 'setlistfm-fetches'),
    handle: ({ deps, user }, input) => setlistFm.setlistFmState(deps, user, input),
  }),
  /** Starts fetching a user's attended setlists (a failed fetch of the same name continues); REST 202. */
  fetchSetlistFm: endpoint({
    kind: 'mutation',
    scope: 'shows:write',
    output: setlistFmFetchAnswer,
    input: z.object({ userId: idParamSchema, username: z.unknown() }),
    rest: { ...importsRest('POST', 'setlistfm-fetches'), status: 202 },
    handle: ({ deps, user }, input) => setlistFm.startSetlistFmFetch(deps, user, input),
  }),
  setlistFmFetch: endpoint({
    kind: 'query',
    output: setlistFmFetchAnswer,
    input: ofFetch,
    rest: importsRest('GET', 'setlistfm-fetches/:fetchId'),
    handle: ({ deps, user }, input) => setlistFm.setlistFmFetchProgress(deps, user, input),
  }),
  /** The import's preview of a fetch's pages, committed with `commit`. */
  previewSetlistFmFetch: endpoint({
    kind: 'mutation',
    scope: 'shows:write',
    output: importPreviewResponseAnswer,
    input: ofFetch,
    rest: importsRest('POST', 'setlistfm-fetches/:fetchId/preview'),
    handle: ({ deps, user }, input) => setlistFm.previewSetlistFmFetch(deps, user, input),
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
    rest: userQueryRest('unscored-shows', unscoredQuery),
    handle: ({ deps, user }, { userId, ...page }) =>
      imports.unscoredShows(deps, user, userId, page),
  }),
};
