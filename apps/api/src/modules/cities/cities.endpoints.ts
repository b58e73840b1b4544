import { cityCreateSchema, cityAnswer } from '@gigrank/domain';
import * as cities from './cities.service';
import { searchTextSchema } from '../../inputs';
import { endpoint } from '../../endpoints/endpoint';
import { createdStatus, searchEndpoint } from '../../endpoints/shapes';

/** Cities: search and the catalogue's new ones. */
export const citiesEndpoints = {
  search: searchEndpoint(
    '/api/cities',
    searchTextSchema,
    (deps, _viewerId, input) => cities.searchCities(deps, input.q),
    cityAnswer,
  ),
  create: endpoint({
    kind: 'mutation',
    scope: 'shows:write',
    output: cityAnswer,
    input: cityCreateSchema,
    handle: ({ deps }, input) => cities.createCity(deps, input.name, input.country),
    rest: { method: 'POST', path: '/api/cities', reply: createdStatus },
    answer: (result) => result.city,
  }),
};
