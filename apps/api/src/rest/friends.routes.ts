import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  FEED_LIMIT,
  gigParamsSchema,
  idParamSchema,
  planInputSchema,
  planListFilterSchema,
} from '@gigrank/domain';
import * as following from '../services/following-feed.service';
import * as gigs from '../services/gigs.service';
import * as plans from '../services/plans.service';
import type { AppDeps } from '../http/deps';
import { requireUser } from './guards';
import { parse } from './validate';

const idParams = z.object({ id: idParamSchema });
const feedQuery = z.object({
  limit: z.coerce.number().int().min(1).max(FEED_LIMIT).optional(),
  before: idParamSchema.optional(),
});

/** Beside the spec's paths: the Following feed, gig pages, plans. */
export async function friendsRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/feed/following', async (request) => {
    const user = await requireUser(request);
    return following.followingFeed(deps, user, parse(feedQuery, request.query));
  });

  app.get('/api/gigs/:artistId/:cityId/:date', async (request) => {
    const user = await requireUser(request);
    return gigs.gigPage(deps, user.id, parse(gigParamsSchema, request.params));
  });

  // `?artist=`: that artist's plans only (the artist page's "You're going").
  app.get('/api/users/:id/plans', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    return plans.listPlans(deps, user, id, parse(planListFilterSchema, request.query));
  });

  app.post('/api/plans', async (request, reply) => {
    const user = await requireUser(request);
    const plan = await plans.createPlan(deps, user, parse(planInputSchema, request.body ?? {}));
    return reply.status(201).send(plan);
  });

  app.delete('/api/plans/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    await plans.removePlan(deps, user, id);
    return reply.status(204).send();
  });
}
