import { reportCreateSchema } from '@gigrank/domain';
import * as reports from '../../services/reports.service';
import { protectedProcedure, router } from '../init';

export const reportsRouter = router({
  /**
   * Reports a show or a comment, `{ kind, id, reason, details? }` (REST: POST
   * /api/{shows|comments}/{id}/report), or an access note, `{ kind:
   * 'accessNote', id: venueId, feature, ... }` (REST: POST
   * /api/venues/{id}/access-notes/{feature}/report).
   */
  create: protectedProcedure
    .input(reportCreateSchema)
    .mutation(({ ctx, input: { kind, id, feature, ...report } }) =>
      reports.reportItem(ctx, ctx.user, kind, id, report, feature),
    ),
});
