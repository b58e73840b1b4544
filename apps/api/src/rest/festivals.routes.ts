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

/** Festivals (issue 20), beside the spec's paths. */
export async function festivalsRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/festivals', async (request) => {
    await requireUser(request);
    const { q } = parse(festivalSearchSchema, request.query);
    return festivals.searchFestivals(deps, q);
  });

  app.post('/api/festivals', async (request, reply) => {
    await requireUser(request);
    const input = parse(festivalCreateSchema, request.body ?? {});
    const { festival, created } = await festivals.createFestival(deps, input);
    return reply.status(created ? 201 : 200).send(festival);
  });

  app.get('/api/festivals/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    return festivals.getFestivalPage(deps, user.id, id);
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
