import { gigParamsSchema, gigPageAnswer } from '@gigrank/domain';
import * as gigs from './gigs.service';
import { endpoint } from '../../endpoints/endpoint';

export const gigsEndpoints = {
  /** Everyone's shows of a gig (artist, city, date) the viewer may see. */
  page: endpoint({
    kind: 'query',
    output: gigPageAnswer,
    input: gigParamsSchema,
    rest: { method: 'GET', path: '/api/gigs/:artistId/:cityId/:date' },
    handle: ({ deps, user }, input) => gigs.gigPage(deps, user.id, input),
  }),
};
