import { z } from 'zod';
import { cityCreateSchema, cityAnswer } from '@gigrank/domain';
import * as cities from './cities.service';
import { searchTextSchema } from '../../inputs';
import { createdStatus, endpoint } from '../../endpoints/endpoint';

/** Cities: search and the catalogue's new ones. */
export const citiesEndpoints = {
  search: endpoint({
    kind: 'query',
    output: z.array(cityAnswer),
    input: searchTextSchema,
    rest: { method: 'GET', path: '/api/cities' },
    handle: ({ deps }, input) => cities.searchCities(deps, input.q),
  }),
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
