import { z } from 'zod';
import {
  accessFeatureSchema,
  idParamSchema,
  reportCreateSchema,
  reportSchema,
  type ReportKind,
  byIdSchema,
  reportResultAnswer,
} from '@gigrank/domain';
import * as reports from './reports.service';
import { parse } from '../../rest/validate';
import { endpoint, type RestPath } from '../../endpoints/endpoint';
import { createdStatus } from '../../endpoints/shapes';

type ReportInput = z.infer<typeof reportCreateSchema>;
type Reported = Awaited<ReturnType<typeof reports.reportItem>>;

/**
 * A report's REST path, one per kind: the item in the path (read first),
 * `{ reason, details? }` in the body; 201 for a new report, 200 for a repeat.
 */
function reportPath(
  kind: ReportKind,
  path: string,
  params: z.ZodType<Pick<ReportInput, 'id' | 'feature'>>,
): RestPath<ReportInput, Reported> {
  return {
    method: 'POST',
    path,
    fields: reportSchema,
    input: (fields) => ({ ...parse(params, fields), ...parse(reportSchema, fields), kind }),
    reply: createdStatus,
  };
}

/** Reporting to the operators. */
export const reportsEndpoints = {
  /**
   * Reports a show or a comment, `{ kind, id, reason, details? }`, or an
   * access note, `{ kind: 'accessNote', id: venueId, feature, ... }`; a
   * repeat replaces the first's reason and details.
   */
  create: endpoint({
    kind: 'mutation',
    scope: 'social:write',
    output: reportResultAnswer,
    input: reportCreateSchema,
    rest: [
      reportPath(
        'accessNote',
        '/api/venues/:id/access-notes/:feature/report',
        z.object({ id: idParamSchema, feature: accessFeatureSchema }),
      ),
      reportPath('show', '/api/shows/:id/report', byIdSchema),
      reportPath('comment', '/api/comments/:id/report', byIdSchema),
    ],
    handle: ({ deps, user }, { kind, id, feature, ...report }) =>
      reports.reportItem(deps, user, kind, id, report, feature),
  }),
};
