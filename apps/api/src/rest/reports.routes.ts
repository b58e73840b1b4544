import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accessFeatureSchema, idParamSchema, reportSchema, type ReportKind } from '@gigrank/domain';
import * as reports from '../services/reports.service';
import type { AppDeps } from '../http/deps';
import { requireUser } from './guards';
import { parse } from './validate';

const idParams = z.object({ id: idParamSchema });
const noteParams = z.object({ id: idParamSchema, feature: accessFeatureSchema });

/**
 * Reporting to the operators: POST /api/shows/{id}/report,
 * POST /api/comments/{id}/report and
 * POST /api/venues/{id}/access-notes/{feature}/report with
 * `{ reason, details? }`. 201 for a new report, 200 for a repeat (which
 * replaces the first's reason and details).
 */
export async function reportsRoutes(app: FastifyInstance, deps: AppDeps) {
  app.post('/api/venues/:id/access-notes/:feature/report', async (request, reply) => {
    const user = await requireUser(request);
    const { id, feature } = parse(noteParams, request.params);
    const input = parse(reportSchema, request.body ?? {});
    const result = await reports.reportItem(deps, user, 'accessNote', id, input, feature);
    return reply.status(result.created ? 201 : 200).send(result);
  });
  for (const [kind, path] of [
    ['show', '/api/shows/:id/report'],
    ['comment', '/api/comments/:id/report'],
  ] as const satisfies readonly (readonly [ReportKind, string])[]) {
    app.post(path, async (request, reply) => {
      const user = await requireUser(request);
      const { id } = parse(idParams, request.params);
      const input = parse(reportSchema, request.body ?? {});
      const result = await reports.reportItem(deps, user, kind, id, input);
      return reply.status(result.created ? 201 : 200).send(result);
    });
  }
}
