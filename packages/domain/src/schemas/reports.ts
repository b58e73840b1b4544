/** Reporting a show, a comment or a venue's access note to the operators. */
import { z } from 'zod';
import { optionalText } from './fields';
import { idParamSchema } from './params';
import { accessFeatureSchema } from './places';
import type { reportResultAnswer } from '../answers-shows';
import { REPORT_REASONS, REPORT_KINDS } from '../constants';

/** The longest free text of a report. */
export const REPORT_DETAILS_MAX = 500;

export const REPORT_MESSAGES = {
  reasonInvalid: 'Reason must be spam, harassment, inappropriate or other',
  detailsMax: `Details must be at most ${REPORT_DETAILS_MAX} characters`,
  kindInvalid: "Kind must be 'show', 'comment' or 'accessNote'",
  featureRequired: 'An access note is named by its venue and feature',
} as const;

/**
 * POST /api/shows/{id}/report, /api/comments/{id}/report and
 * /api/venues/{id}/access-notes/{feature}/report: a reason and optional details.
 */
export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonInvalid }),
  details: optionalText(REPORT_DETAILS_MAX, REPORT_MESSAGES.detailsMax, {
    label: 'Details',
    multiline: true,
  }),
});
export type ReportPayload = z.output<typeof reportSchema>;

/**
 * tRPC reports.create: what is reported and why: a show or a comment by id,
 * or an access note by its venue's id and its `feature`.
 */
export const reportCreateSchema = reportSchema
  .extend({
    kind: z.enum(REPORT_KINDS, { error: REPORT_MESSAGES.kindInvalid }),
    id: idParamSchema,
    feature: accessFeatureSchema.optional(),
  })
  .superRefine((r, ctx) => {
    if (r.kind === 'accessNote' && r.feature === undefined) {
      ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.featureRequired, path: ['feature'] });
    }
  });

/** The answer to a report: whether it was new (201) or a repeat that updated the first (200). */
export type ReportResult = z.infer<typeof reportResultAnswer>;
