import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamSchema, profileUpdateSchema } from '@gigrank/domain';
import * as account from '../services/account.service';
import * as insights from '../services/insights.service';
import { recommendations } from '../services/recommendations.service';
import { wrapped } from '../services/wrapped.service';
import type { AppDeps } from '../http/deps';
import { clearSessionCookie } from '../http/session';
import { badRequest } from '../errors';
import { requireUser } from './guards';
import { readMultipart } from './multipart';
import { parse } from './validate';
import { wrappedYearSchema } from '../params';

const idParams = z.object({ id: idParamSchema });

export async function profileRoutes(app: FastifyInstance, { db, files }: AppDeps) {
  for (const [path, read] of [
    ['best-rated-artist', insights.bestRatedArtist],
    ['most-visited-city', insights.mostVisitedCity],
    ['artist-insights', insights.artistInsights],
    ['city-insights', insights.cityInsights],
    ['recommendations', recommendations],
  ] as const) {
    app.get(`/api/users/:id/${path}`, async (request) => {
      await requireUser(request);
      const { id } = parse(idParams, request.params);
      return read(db, id);
    });
  }

  app.get('/api/users/:id/wrapped', async (request) => {
    await requireUser(request);
    const { id } = parse(idParams, request.params);
    const { year } = parse(wrappedYearSchema, request.query);
    return wrapped(db, id, year ?? null);
  });

  app.patch('/api/users/:id/profile', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    account.assertSelf(user, id);
    return account.updateProfile(db, user, id, parse(profileUpdateSchema, request.body ?? {}));
  });

  // The profile picture, sent as a multipart file named profilePicture.
  app.patch('/api/users/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    account.assertSelf(user, id);
    if (!request.isMultipart()) throw badRequest('Send the picture as a multipart form');
    const { files: uploads } = await readMultipart(request, ['profilePicture']);
    const picture = uploads.profilePicture?.[0];
    if (!picture) throw badRequest('Profile picture is required');
    return account.updatePicture(db, files, user, id, picture);
  });

  app.delete('/api/users/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    await account.deleteAccount(db, files, user, id);
    clearSessionCookie(request, reply);
    return { success: true };
  });
}
