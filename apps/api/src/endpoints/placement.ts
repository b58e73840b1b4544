import { z } from 'zod';
import { idParamSchema, placeShowBodySchema, placeShowInputSchema } from '@gigrank/domain';
import * as placement from '../services/placement.service';
import { parse } from '../rest/validate';
import { endpoint } from './endpoint';

const showIdInput = z.object({ showId: idParamSchema });

/**
 * "Which was better?", procedures of the shows router: the shows to compare
 * one with, and the slot the owner chose.
 */
export const placementEndpoints = {
  comparisons: endpoint({
    kind: 'query',
    input: showIdInput,
    rest: { method: 'GET', path: '/api/shows/:id/comparisons', params: { id: 'showId' } },
    handle: ({ deps, user }, input) => placement.comparisonsFor(deps, user, input.showId),
  }),
  place: endpoint({
    kind: 'mutation',
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
