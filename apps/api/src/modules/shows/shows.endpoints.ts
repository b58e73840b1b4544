import { z } from 'zod';
import {
  FEED_LIMIT,
  idParamSchema,
  listCursorSchema,
  placeShowBodySchema,
  placeShowInputSchema,
  scoreSchema,
  byIdSchema,
  showAnswer,
  showReplyAnswer,
  guestAppearanceAnswer,
  comparisonsAnswer,
  placementAnswer,
} from '@gigrank/domain';
import * as showReads from './show-reads.service';
import * as showWrites from './show-writes.service';
import * as placement from './placement.service';
import { parse } from '../../rest/validate';
import { endpoint } from '../../endpoints/endpoint';
import { lenientInt } from '../../inputs';
import { deleteByIdEndpoint, readByIdEndpoint } from '../../endpoints/shapes';

const showIdInput = z.object({ showId: idParamSchema });

/** The REST feed's query: a bad `limit` reads as none, and it may ask for up to 1,000. */
const feedQuery = z.object({ limit: lenientInt(1, 1000), before: idParamSchema.optional() });

/**
 * Shows: the feed, one show, its score, deleting it and "Which was better?"
 * (the shows to compare one with, and the slot the owner chose). Logging and
 * editing a show (photos, multipart) and the whole ranking (streamed) are
 * written by hand in shows.router.ts and shows.routes.ts.
 */
export const showsEndpoints = {
  feed: endpoint({
    kind: 'query',
    output: z.array(showAnswer),
    input: z.object({
      limit: z.number().int().min(1).max(FEED_LIMIT).optional(),
      before: idParamSchema.optional(),
    }),
    rest: {
      method: 'GET',
      path: '/api/shows',
      fields: feedQuery,
      input: (fields) => parse(feedQuery, fields),
    },
    handle: ({ deps, user }, input) => showReads.listShows(deps, { ...input, viewerId: user.id }),
  }),
  /** A user's ranking: whole without a page (REST streams it, in shows.routes.ts), or a page. */
  ranked: endpoint({
    kind: 'query',
    output: z.array(showAnswer),
    input: z.object({ userId: idParamSchema }).and(listCursorSchema),
    handle: ({ deps, user }, { userId, ...page }) =>
      page.limit === undefined && page.offset === undefined
        ? showReads.rankedShowsAll(deps, userId, user.id)
        : showReads.rankedShows(deps, userId, user.id, page),
  }),
  byId: readByIdEndpoint(
    '/api/shows/:id',
    (deps, viewerId, id) => showReads.getShow(deps, id, viewerId),
    showAnswer,
  ),
  guestAppearances: readByIdEndpoint(
    '/api/shows/:id/guest-appearances',
    (deps, viewerId, id) => showReads.guestAppearancesOf(deps, id, viewerId),
    z.array(guestAppearanceAnswer),
  ),
  /** REST answers `{ show }`; a `rank` in its body is accepted and ignored (ranks are computed). */
  updateScore: endpoint({
    kind: 'mutation',
    scope: 'shows:write',
    output: showAnswer,
    input: z.object({ id: idParamSchema, score: scoreSchema }),
    handle: ({ deps, user }, input) => showWrites.updateScore(deps, user, input.id, input.score),
    rest: {
      method: 'PUT',
      path: '/api/shows/:id/score',
      // The path's show is read before the body.
      input: (fields) => ({
        ...parse(byIdSchema, fields),
        ...parse(z.object({ score: scoreSchema }), fields),
      }),
      reply: (show) => ({ body: { show } }),
      answer: showReplyAnswer,
    },
  }),
  delete: deleteByIdEndpoint('/api/shows/:id', showWrites.deleteShow, 'shows:write'),
  comparisons: endpoint({
    kind: 'query',
    output: comparisonsAnswer,
    input: showIdInput,
    rest: { method: 'GET', path: '/api/shows/:id/comparisons', params: { id: 'showId' } },
    handle: ({ deps, user }, input) => placement.comparisonsFor(deps, user, input.showId),
  }),
  place: endpoint({
    kind: 'mutation',
    scope: 'shows:write',
    output: placementAnswer,
    input: placeShowInputSchema,
    rest: {
      method: 'PUT',
      path: '/api/shows/:id/place',
      params: { id: 'showId' },
      // The path's show is read before the body.
      input: (fields) => {
        const { showId } = parse(showIdInput, fields);
        return { ...parse(placeShowBodySchema, fields), showId };
      },
    },
    handle: ({ deps, user }, input) => placement.placeShowBetween(deps, user, input),
  }),
};
