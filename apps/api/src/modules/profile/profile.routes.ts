import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { privacySettingsSchema, profileUpdateSchema, byIdSchema } from '@gigrank/domain';
import * as account from '../auth/account.service';
import * as privacy from '../privacy/privacy.service';
import { exportUser, showsCsv } from './export.service';
import type { AppDeps } from '../../http/deps';
import { clearSessionCookie } from '../../http/session';
import { badRequest } from '../../errors';
import { assertOwner } from '../../policy/access';
import { requireUser } from '../../rest/guards';
import { receiveUploads } from '../../rest/multipart';
import { parse } from '../../rest/validate';

const exportQuery = z.object({ format: z.enum(['json', 'csv']).optional().catch('json') });

export async function profileRoutes(app: FastifyInstance, deps: AppDeps) {
  // GDPR export: JSON of everything, or ?format=csv for the shows as a spreadsheet.
  app.get('/api/users/:id/export', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parse(byIdSchema, request.params);
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
    const { id } = parse(byIdSchema, request.params);
    assertOwner(user, id, 'account');
    // The profile fields, the privacy settings, or both (each validated before anything changes).
    const body = request.body ?? {};
    const settings = parse(privacySettingsSchema, body);
    const hasSettings = Object.values(settings).some((value) => value !== undefined);
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
    const { id } = parse(byIdSchema, request.params);
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
    const { id } = parse(byIdSchema, request.params);
    await account.deleteAccount(deps, user, id);
    clearSessionCookie(request, reply);
    return { success: true };
  });
}
