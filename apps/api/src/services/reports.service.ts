import {
  listReports,
  reportableItem,
  saveReport,
  viewerOf,
  type ReportListing,
  type UserRow,
} from '@gigrank/db';
import type { ReportKind, ReportPayload, ReportResult } from '@gigrank/domain';
import { notFound } from '../errors';
import type { ServiceDeps } from './deps';

/** The 404 texts: what cannot be seen cannot be reported, and is answered as absent. */
const NOT_FOUND: Record<ReportKind, string> = {
  show: 'Show not found',
  comment: 'Comment not found',
};

/**
 * Reports a show or a comment to the operators. Signed-in users only; one
 * report per user per item (a repeat replaces the reason and details and
 * answers `created: false`); an item the user may not see is 404. Nothing
 * any user sees changes, so no cache entry or live event follows.
 */
export async function reportItem(
  deps: ServiceDeps,
  user: UserRow,
  kind: ReportKind,
  id: number,
  input: ReportPayload,
): Promise<ReportResult> {
  const details = input.details ?? null;
  const created = await deps.db.transaction().execute(async (trx) => {
    if (!(await reportableItem(trx, viewerOf(user.id), kind, id))) throw notFound(NOT_FOUND[kind]);
    return saveReport(trx, { reporterId: user.id, kind, id, reason: input.reason, details });
  });
  return { success: true, created, report: { kind, id, reason: input.reason, details } };
}

/** The operators' listing (the `reports` command): newest first. */
export function recentReports(
  deps: Pick<ServiceDeps, 'db'>,
  limit: number,
): Promise<ReportListing[]> {
  return listReports(deps.db, limit);
}

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The listing as text for a terminal, one block per report. */
export function formatReports(reports: readonly ReportListing[]): string {
  if (reports.length === 0) return 'No reports.';
  const lines = [`${reports.length} report(s), newest first:`];
  for (const r of reports) {
    const item =
      r.kind === 'show'
        ? `show ${r.itemId}`
        : `comment ${r.itemId} on show ${r.showId ?? '?'}: "${oneLine(r.commentBody ?? '', 60)}"`;
    const count = `${r.reportsOfItem} report${r.reportsOfItem === 1 ? '' : 's'} of this item`;
    lines.push(
      '',
      `#${r.id}  ${r.updatedAt.slice(0, 16).replace('T', ' ')}  ${item}`,
      `    by ${r.reporterUsername ?? '(deleted account)'} · ${r.reason} · ${count}`,
    );
    if (r.details) lines.push(`    "${oneLine(r.details, 200)}"`);
  }
  return lines.join('\n');
}
