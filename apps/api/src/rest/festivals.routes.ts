import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  festivalCreateSchema,
  festivalScoreSchema,
  festivalSearchSchema,
  idParamSchema,
} from '@gigrank/domain';
import * as festivals from '../services/festivals.service';
import type { AppDeps } from '../http/deps';
import { requireUser } from './guards';
import { parse } from './validate';

const idParams = z.object({ id: idParamSchema });
const mySetsQuery = z.object({ after: idParamSchema.optional() });

/** Festivals, beside the spec's paths. */
export async function festivalsRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/festivals', async (request) => {
    const user = await requireUser(request);
    const { q } = parse(festivalSearchSchema, request.query);
    return festivals.searchFestivals(deps, user.id, q);
  });

  app.post('/api/festivals', async (request, reply) => {
    const user = await requireUser(request);
    const input = parse(festivalCreateSchema, request.body ?? {});
    const { festival, created } = await festivals.createFestival(deps, user, input);
    return reply.status(created ? 201 : 200).send(festival);
  });

  app.get('/api/festivals/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    return festivals.getFestivalPage(deps, user.id, id);
  });

  // The viewer's own sets past the page's first ones, a page at a time.
  app.get('/api/festivals/:id/my-sets', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    const { after } = parse(mySetsQuery, request.query);
    return festivals.mySets(deps, user.id, id, after);
  });

  app.put('/api/festivals/:id/score', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    const { score } = parse(festivalScoreSchema, request.body ?? {});
    return festivals.scoreFestival(deps, user, id, score);
  });

  app.get('/api/users/:id/festivals', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    return festivals.userFestivals(deps, user.id, id);
  });
}
