import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamSchema, reportSchema, type ReportKind } from '@gigrank/domain';
import * as reports from '../services/reports.service';
import type { AppDeps } from '../http/deps';
import { requireUser } from './guards';
import { parse } from './validate';

const idParams = z.object({ id: idParamSchema });

/**
 * Reporting to the operators: POST /api/shows/{id}/report and
 * POST /api/comments/{id}/report with `{ reason, details? }`. 201 for a new
 * report, 200 for a repeat (which replaces the first's reason and details).
 */
export async function reportsRoutes(app: FastifyInstance, deps: AppDeps) {
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
