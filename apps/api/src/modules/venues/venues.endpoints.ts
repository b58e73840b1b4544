import { z } from 'zod';
import {
  accessFeatureSchema,
  accessNoteEditSchema,
  accessNoteSchema,
  idParamSchema,
  venueSearchSchema,
  byIdSchema,
  venueSummaryAnswer,
  venuePageAnswer,
  venueAccessNoteAnswer,
} from '@gigrank/domain';
import * as venues from './venues.service';
import { endpoint } from '../../endpoints/endpoint';
import { searchEndpoint } from '../../endpoints/shapes';

const noteInput = z.object({ id: idParamSchema, feature: accessFeatureSchema });

/**
 * Venues: search, the venue page, access notes (written, confirmed, changed
 * or taken away by their writer).
 */
export const venuesEndpoints = {
  search: searchEndpoint('/api/venues', venueSearchSchema, venues.searchVenues, venueSummaryAnswer),
  byId: endpoint({
    kind: 'query',
    output: venuePageAnswer,
    input: z.object({
      id: idParamSchema,
      /** The next page: the previous page's nextBefore. */
      before: idParamSchema.optional(),
    }),
    rest: { method: 'GET', path: '/api/venues/:id' },
    handle: ({ deps, user }, input) => venues.venuePage(deps, user.id, input.id, input.before),
  }),
  addAccessNote: endpoint({
    kind: 'mutation',
    scope: 'social:write',
    output: z.array(venueAccessNoteAnswer),
    input: byIdSchema.and(accessNoteSchema),
    rest: { method: 'POST', path: '/api/venues/:id/access-notes' },
    handle: ({ deps, user }, { id, ...note }) => venues.addAccessNote(deps, user, id, note),
  }),
  /** The writer's new words for their note (403 for anyone else's). */
  editAccessNote: endpoint({
    kind: 'mutation',
    scope: 'social:write',
    output: z.array(venueAccessNoteAnswer),
    input: noteInput.and(accessNoteEditSchema),
    rest: { method: 'PUT', path: '/api/venues/:id/access-notes/:feature' },
    handle: ({ deps, user }, input) =>
      venues.changeAccessNote(deps, user, input.id, input.feature, input.note),
  }),
  /** The writer takes their note away. */
  deleteAccessNote: endpoint({
    kind: 'mutation',
    scope: 'social:write',
    output: z.array(venueAccessNoteAnswer),
    input: noteInput,
    rest: { method: 'DELETE', path: '/api/venues/:id/access-notes/:feature' },
    handle: ({ deps, user }, input) => venues.removeAccessNote(deps, user, input.id, input.feature),
  }),
};
