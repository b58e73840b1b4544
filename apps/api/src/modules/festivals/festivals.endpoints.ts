import { z } from 'zod';
import {
  festivalCreateSchema,
  festivalScoreSchema,
  festivalSearchSchema,
  idParamSchema,
  byIdSchema,
  festivalSummaryAnswer,
  festivalSetsPageAnswer,
  festivalPageAnswer,
} from '@gigrank/domain';
import * as festivals from './festivals.service';
import { endpoint } from '../../endpoints/endpoint';
import { createdStatus, readByIdEndpoint, searchEndpoint } from '../../endpoints/shapes';

/** Festivals: search, the festival page, the viewer's sets on it, their score. */
export const festivalsEndpoints = {
  search: searchEndpoint(
    '/api/festivals',
    festivalSearchSchema,
    (deps, viewerId, input) => festivals.searchFestivals(deps, viewerId, input.q),
    festivalSummaryAnswer,
  ),
  /** The festival, new (REST: 201) or the one already there. */
  create: endpoint({
    kind: 'mutation',
    scope: 'shows:write',
    output: festivalSummaryAnswer,
    input: festivalCreateSchema,
    handle: ({ deps, user }, input) => festivals.createFestival(deps, user, input),
    rest: {
      method: 'POST',
      path: '/api/festivals',
      reply: createdStatus,
    },
    answer: (result) => result.festival,
  }),
  byId: readByIdEndpoint('/api/festivals/:id', festivals.getFestivalPage, festivalPageAnswer),
  /** A page of the viewer's own sets after `after` (byId's `mine.nextAfter`). */
  mySets: endpoint({
    kind: 'query',
    output: festivalSetsPageAnswer,
    input: z.object({ id: idParamSchema, after: idParamSchema.optional() }),
    rest: { method: 'GET', path: '/api/festivals/:id/my-sets' },
    handle: ({ deps, user }, input) => festivals.mySets(deps, user.id, input.id, input.after),
  }),
  setScore: endpoint({
    kind: 'mutation',
    scope: 'shows:write',
    output: z.object({ score: z.number().int().nullable() }),
    input: byIdSchema.and(festivalScoreSchema),
    rest: { method: 'PUT', path: '/api/festivals/:id/score' },
    handle: ({ deps, user }, input) => festivals.scoreFestival(deps, user, input.id, input.score),
  }),
};
