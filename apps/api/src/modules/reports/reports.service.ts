import {
  listReports,
  reportableItem,
  saveReport,
  viewerOf,
  type ReportListing,
  type UserRow,
} from '@gigrank/db';
import {
  PLACE_MESSAGES,
  REPORT_MESSAGES,
  type AccessFeature,
  type ReportKind,
  type ReportPayload,
  type ReportResult,
} from '@gigrank/domain';
import { badRequest, notFound } from '../../errors';
import type { ServiceDeps } from '../../ports/service-deps';
import { accessNoteSeen, assertVenueSeen } from '../venues/venues.service';

/** The 404 texts: what cannot be seen cannot be reported, and is answered as absent. */
const NOT_FOUND: Record<ReportKind, string> = {
  show: 'Show not found',
  comment: 'Comment not found',
  accessNote: PLACE_MESSAGES.accessNoteNotFound,
};

/**
 * Reports a show, a comment or a venue's access note (`id` the venue's,
 * with its `feature`) to the operators. Signed-in users only; one report per
 * user per item (a repeat replaces the reason and details and answers
 * `created: false`); an item the user may not see is 404 (a note: on a venue
 * there for them, by a writer they may see). Nothing any user sees changes,
 * so no cache entry or live event follows.
 */
export async function reportItem(
  deps: ServiceDeps,
  user: UserRow,
  kind: ReportKind,
  id: number,
  input: ReportPayload,
  feature?: AccessFeature,
): Promise<ReportResult> {
  const details = input.details ?? null;
  if (kind === 'accessNote') {
    if (feature === undefined) throw badRequest(REPORT_MESSAGES.featureRequired);
    await assertVenueSeen(deps, user.id, id);
  }
  const created = await deps.db.transaction().execute(async (trx) => {
    const seen =
      kind === 'accessNote'
        ? await accessNoteSeen(trx, user.id, id, feature!)
        : await reportableItem(trx, viewerOf(user.id), kind, id);
    if (!seen) throw notFound(NOT_FOUND[kind]);
    return saveReport(trx, {
      reporterId: user.id,
      kind,
      id,
      feature,
      reason: input.reason,
      details,
    });
  });
  return {
    success: true,
    created,
    report: { kind, id, ...(feature ? { feature } : {}), reason: input.reason, details },
  };
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
        : r.kind === 'accessNote'
          ? `access note ${r.feature ?? '?'} at venue ${r.itemId}: "${oneLine(r.noteText ?? '', 60)}"`
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
