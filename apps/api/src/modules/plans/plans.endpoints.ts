import { z } from 'zod';
import {
  idParamSchema,
  planInputSchema,
  planListFilterSchema,
  byIdSchema,
  planAnswer,
} from '@gigrank/domain';
import * as plans from './plans.service';
import { parse } from '../../rest/validate';
import { createEndpoint, deleteByIdEndpoint, endpoint } from '../../endpoints/endpoint';

export const plansEndpoints = {
  /** A user's plans not yet logged (their followers and themselves only); `artist`: one artist's. */
  list: endpoint({
    kind: 'query',
    output: z.array(planAnswer),
    input: planListFilterSchema.extend({ userId: idParamSchema }),
    rest: {
      method: 'GET',
      path: '/api/users/:id/plans',
      fields: planListFilterSchema,
      // The path's user is read before the filter.
      input: (fields) => ({
        userId: parse(byIdSchema, fields).id,
        ...parse(planListFilterSchema, fields),
      }),
    },
    handle: ({ deps, user }, { userId, ...filter }) => plans.listPlans(deps, user, userId, filter),
  }),
  create: createEndpoint(
    '/api/plans',
    planInputSchema,
    plans.createPlan,
    planAnswer,
    'social:write',
  ),
  remove: deleteByIdEndpoint('/api/plans/:id', plans.removePlan, 'social:write'),
};
