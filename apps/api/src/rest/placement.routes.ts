import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamSchema, placeShowBodySchema } from '@gigrank/domain';
import * as placement from '../services/placement.service';
import type { AppDeps } from '../http/deps';
import { requireUser } from './guards';
import { parse } from './validate';

const idParams = z.object({ id: idParamSchema });

/** "Which was better?": the REST twins of shows.comparisons and shows.place. */
export async function placementRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/shows/:id/comparisons', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    return placement.comparisonsFor(deps, user, id);
  });

  app.put('/api/shows/:id/place', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    const body = parse(placeShowBodySchema, request.body ?? {});
    return placement.placeShowBetween(deps, user, { ...body, showId: id });
  });
}
