import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  accessNoteSchema,
  idParamSchema,
  listPageSchema,
  venueSearchSchema,
} from '@gigrank/domain';
import * as venues from '../services/venues.service';
import type { AppDeps } from '../http/deps';
import { requireUser } from './guards';
import { parse } from './validate';

const idParams = z.object({ id: idParamSchema });
const venuePageQuery = z.object({ before: idParamSchema.optional() });

/** Venues (issue 20): search, the venue page, access notes, a user's venue insights. */
export async function venuesRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/venues', async (request) => {
    await requireUser(request);
    return venues.searchVenues(deps, parse(venueSearchSchema, request.query));
  });

  app.get('/api/venues/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    const { before } = parse(venuePageQuery, request.query);
    return venues.venuePage(deps, user.id, id, before);
  });

  app.post('/api/venues/:id/access-notes', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    const input = parse(accessNoteSchema, request.body ?? {});
    return venues.addAccessNote(deps, user, id, input);
  });

  app.get('/api/users/:id/venue-insights', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    return venues.venueInsights(deps, user.id, id, parse(listPageSchema, request.query));
  });

  app.get('/api/users/:id/most-visited-venue', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    return venues.mostVisitedVenue(deps, user.id, id);
  });
}
