import type { ReportKind } from '@gigrank/domain';

/** What a report is about, as its button and dialog name it. */
export const REPORTED_THING: Record<ReportKind, string> = {
  show: 'show',
  comment: 'comment',
  accessNote: 'access note',
};
