import { z } from 'zod';
import { idParamSchema, planInputSchema, planListFilterSchema, planAnswer } from '@gigrank/domain';
import * as plans from './plans.service';
import { endpoint } from '../../endpoints/endpoint';
import { createEndpoint, deleteByIdEndpoint, userQueryRest } from '../../endpoints/shapes';

export const plansEndpoints = {
  /** A user's plans not yet logged (their followers and themselves only); `artist`: one artist's. */
  list: endpoint({
    kind: 'query',
    output: z.array(planAnswer),
    input: planListFilterSchema.extend({ userId: idParamSchema }),
    rest: userQueryRest('plans', planListFilterSchema),
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
