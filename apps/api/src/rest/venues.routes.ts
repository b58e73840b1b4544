import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  accessFeatureSchema,
  accessNoteEditSchema,
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
const noteParams = z.object({ id: idParamSchema, feature: accessFeatureSchema });
const venuePageQuery = z.object({ before: idParamSchema.optional() });

/**
 * Venues: search, the venue page, access notes (written, confirmed,
 * changed or taken away by their writer), a user's venue insights.
 */
export async function venuesRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/venues', async (request) => {
    const user = await requireUser(request);
    return venues.searchVenues(deps, user.id, parse(venueSearchSchema, request.query));
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

  // The writer's own note: new words, or taken away (403 for anyone else's).
  app.put('/api/venues/:id/access-notes/:feature', async (request) => {
    const user = await requireUser(request);
    const { id, feature } = parse(noteParams, request.params);
    const { note } = parse(accessNoteEditSchema, request.body ?? {});
    return venues.changeAccessNote(deps, user, id, feature, note);
  });

  app.delete('/api/venues/:id/access-notes/:feature', async (request) => {
    const user = await requireUser(request);
    const { id, feature } = parse(noteParams, request.params);
    return venues.removeAccessNote(deps, user, id, feature);
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
