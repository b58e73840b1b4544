import { nearbyInputSchema, nearbyPlacesAnswer } from '@gigrank/domain';
import * as places from './places.service';
import { endpoint } from '../../endpoints/endpoint';

/** Places near a position: the cities, venues and a night's gigs a photo's GPS points at. */
export const placesEndpoints = {
  nearby: endpoint({
    kind: 'query',
    output: nearbyPlacesAnswer,
    input: nearbyInputSchema,
    rest: { method: 'GET', path: '/api/places/nearby' },
    handle: ({ deps, user }, input) => places.nearby(deps, user.id, input),
  }),
};
