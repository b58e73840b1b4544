import { reportCreateSchema } from '@gigrank/domain';
import * as reports from '../../services/reports.service';
import { protectedProcedure, router } from '../init';

export const reportsRouter = router({
  /** Reports a show or a comment: `{ kind, id, reason, details? }` (REST: POST /api/{shows|comments}/{id}/report). */
  create: protectedProcedure
    .input(reportCreateSchema)
    .mutation(({ ctx, input: { kind, id, ...report } }) =>
      reports.reportItem(ctx, ctx.user, kind, id, report),
    ),
});
