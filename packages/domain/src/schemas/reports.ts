/** Reporting a show or a comment to the operators. */
import { z } from 'zod';
import { optionalText } from './fields';
import { idParamSchema } from './params';

/** Why something is reported: a fixed set, so the operators can sort reports. */
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_KINDS = ['show', 'comment'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The longest free text of a report. */
export const REPORT_DETAILS_MAX = 500;

export const REPORT_MESSAGES = {
  reasonInvalid: 'Reason must be spam, harassment, inappropriate or other',
  detailsMax: `Details must be at most ${REPORT_DETAILS_MAX} characters`,
  kindInvalid: "Kind must be 'show' or 'comment'",
} as const;

/** POST /api/shows/{id}/report and /api/comments/{id}/report: a reason and optional details. */
export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonInvalid }),
  details: optionalText(REPORT_DETAILS_MAX, REPORT_MESSAGES.detailsMax, {
    label: 'Details',
    multiline: true,
  }),
});
export type ReportInput = z.input<typeof reportSchema>;
export type ReportPayload = z.output<typeof reportSchema>;

/** tRPC reports.create: what is reported (a show or a comment, by id) and why. */
export const reportCreateSchema = reportSchema.extend({
  kind: z.enum(REPORT_KINDS, { error: REPORT_MESSAGES.kindInvalid }),
  id: idParamSchema,
});

/** The answer to a report: whether it was new (201) or a repeat that updated the first (200). */
export interface ReportResult {
  success: true;
  created: boolean;
  report: { kind: ReportKind; id: number; reason: ReportReason; details: string | null };
}
