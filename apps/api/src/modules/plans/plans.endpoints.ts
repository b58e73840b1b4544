import { z } from 'zod';
import { planInputSchema, planListFilterSchema, planAnswer } from '@gigrank/domain';
import * as plans from './plans.service';
import { createEndpoint, deleteByIdEndpoint, userQueryEndpoint } from '../../endpoints/shapes';

export const plansEndpoints = {
  /** A user's plans not yet logged (their followers and themselves only); `artist`: one artist's. */
  list: userQueryEndpoint('plans', planListFilterSchema, plans.listPlans, z.array(planAnswer)),
  create: createEndpoint(
    '/api/plans',
    planInputSchema,
    plans.createPlan,
    planAnswer,
    'social:write',
  ),
  remove: deleteByIdEndpoint('/api/plans/:id', plans.removePlan, 'social:write'),
};
