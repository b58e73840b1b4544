import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  idParamSchema,
  listPageSchema,
  privacySettingsSchema,
  profileUpdateSchema,
} from '@gigrank/domain';
import * as account from '../services/account.service';
import * as insights from '../services/insights.service';
import * as privacy from '../services/privacy.service';
import * as venues from '../services/venues.service';
import { userFestivals } from '../services/festivals.service';
import { recommendations } from '../services/recommendations.service';
import { tasteMatch } from '../services/taste-match.service';
import { wrapped } from '../services/wrapped.service';
import { exportUser, showsCsv } from '../services/export.service';
import type { AppDeps } from '../http/deps';
import { clearSessionCookie } from '../http/session';
import { badRequest } from '../errors';
import { assertOwner } from '../policy/access';
import { requireUser } from './guards';
import { receiveUploads } from './multipart';
import { parse } from './validate';
import { wrappedYearSchema } from '../params';

const idParams = z.object({ id: idParamSchema });
const exportQuery = z.object({ format: z.enum(['json', 'csv']).optional().catch('json') });

export async function profileRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const [path, read] of [
    ['best-rated-artist', insights.bestRatedArtist],
    // Beside the spec's paths: 404 when none, as best-rated-artist.
    ['most-seen-artist', insights.mostSeenArtist],
    ['most-visited-city', insights.mostVisitedCity],
    ['most-visited-venue', venues.mostVisitedVenue],
    ['festivals', userFestivals],
    ['recommendations', recommendations],
    // The viewer's taste match with user {id}: JSON null with no artist in common.
    ['taste-match', tasteMatch],
  ] as const) {
    app.get(`/api/users/:id/${path}`, async (request) => {
      const user = await requireUser(request);
      const { id } = parse(idParams, request.params);
      return read(deps, user.id, id);
    });
  }
  // The insight lists: whole by default (the spec's arrays), or a page.
  for (const [path, read] of [
    ['artist-insights', insights.artistInsights],
    ['city-insights', insights.cityInsights],
    ['venue-insights', venues.venueInsights],
  ] as const) {
    app.get(`/api/users/:id/${path}`, async (request) => {
      const user = await requireUser(request);
      const { id } = parse(idParams, request.params);
      return read(deps, user.id, id, parse(listPageSchema, request.query));
    });
  }

  app.get('/api/users/:id/wrapped', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    const { year } = parse(wrappedYearSchema, request.query);
    return wrapped(deps, user.id, id, year ?? null);
  });

  // GDPR export: JSON of everything, or ?format=csv for the shows as a spreadsheet.
  app.get('/api/users/:id/export', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    const { format } = parse(exportQuery, request.query);
    const data = await exportUser(deps, user, id);
    const day = data.exportedAt.slice(0, 10);
    reply.header('Cache-Control', 'no-store');
    if (format === 'csv') {
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="gigrank-shows-${day}.csv"`)
        .send(showsCsv(data.shows));
    }
    return reply
      .header('Content-Disposition', `attachment; filename="gigrank-export-${day}.json"`)
      .send(data);
  });

  app.patch('/api/users/:id/profile', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    assertOwner(user, id, 'account');
    // The profile fields, the privacy settings, or both (each validated before anything changes).
    const body = request.body ?? {};
    const settings = parse(privacySettingsSchema, body);
    const hasSettings =
      settings.isPrivate !== undefined || settings.hideFromLeaderboards !== undefined;
    const fields = body as Record<string, unknown>;
    const profile =
      !hasSettings || 'displayName' in fields || 'city' in fields
        ? parse(profileUpdateSchema, body)
        : undefined;
    let updated = profile ? await account.updateProfile(deps, user, id, profile) : undefined;
    if (hasSettings) updated = await privacy.updatePrivacy(deps, user, id, settings);
    return updated;
  });

  // The profile picture, sent as a multipart file named profilePicture.
  // Streamed to a temporary file (multipart.ts), re-encoded from there.
  app.patch('/api/users/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    assertOwner(user, id, 'account');
    if (!request.isMultipart()) throw badRequest('Send the picture as a multipart form');
    return receiveUploads(deps, request, reply, user.id, ['profilePicture'], ({ files }) => {
      const picture = files.profilePicture?.[0];
      if (!picture) throw badRequest('Profile picture is required');
      return account.updatePicture(deps, user, id, picture);
    });
  });

  app.delete('/api/users/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    await account.deleteAccount(deps, user, id);
    clearSessionCookie(request, reply);
    return { success: true };
  });
}
