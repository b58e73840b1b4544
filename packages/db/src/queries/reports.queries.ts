import type { Transaction } from 'kysely';
import type { AccessFeature, ReportKind, ReportReason } from '@gigrank/domain';
import type { DB, Handle } from '../schema';
import { visibleShows, visibleUsers, type Viewer } from '../visibility';

// Data functions of the reports aggregate: the only place with its SQL.

/**
 * Whether the viewer may see the show or comment they report: a show through
 * the visibility seam; a comment when its show is visible and its author is
 * not hidden from the viewer (a block), as on the show page. (An access note
 * is checked as its venue's page shows it: venues.service.ts.)
 */
export async function reportableItem(
  db: Handle,
  viewer: Viewer,
  kind: Exclude<ReportKind, 'accessNote'>,
  id: number,
): Promise<boolean> {
  const row =
    kind === 'show'
      ? await visibleShows(db, viewer)
          .select('shows.id')
          .where('shows.id', '=', id)
          .executeTakeFirst()
      : await visibleShows(db, viewer)
          .innerJoin('comments', 'comments.show_id', 'shows.id')
          .select('comments.id')
          .where('comments.id', '=', id)
          .where('comments.user_id', 'in', visibleUsers(db, viewer).select('users.id'))
          .executeTakeFirst();
  return row !== undefined;
}

export interface NewReport {
  reporterId: number;
  kind: ReportKind;
  /** The show's or comment's id; an access note's venue id. */
  id: number;
  /** An access note's feature. */
  feature?: AccessFeature;
  reason: ReportReason;
  details: string | null;
}

/** The columns naming a reported item: one id, or an access note's venue and feature. */
const itemColumns = (kind: ReportKind) =>
  kind === 'show'
    ? (['show_id'] as const)
    : kind === 'comment'
      ? (['comment_id'] as const)
      : (['access_note_venue_id', 'access_note_feature'] as const);

/**
 * Stores a user's report of an item, one per reporter and item: a repeat
 * replaces the reason and details of the first. Says whether it was new.
 */
export async function saveReport(trx: Transaction<DB>, report: NewReport): Promise<boolean> {
  const columns = itemColumns(report.kind);
  const note = report.kind === 'accessNote';
  const now = new Date().toISOString();
  const existing = await trx
    .selectFrom('reports')
    .select('id')
    .where(columns[0], '=', report.id)
    .$if(note, (q) => q.where('access_note_feature', '=', report.feature ?? ''))
    .where('reporter_id', '=', report.reporterId)
    .executeTakeFirst();
  await trx
    .insertInto('reports')
    .values({
      reporter_id: report.reporterId,
      show_id: report.kind === 'show' ? report.id : null,
      comment_id: report.kind === 'comment' ? report.id : null,
      access_note_venue_id: note ? report.id : null,
      access_note_feature: note ? (report.feature ?? null) : null,
      reason: report.reason,
      details: report.details,
      created_at: now,
      updated_at: now,
    })
    // A concurrent first report of the same pair lands here too.
    .onConflict((oc) =>
      oc.columns([...columns, 'reporter_id']).doUpdateSet({
        reason: report.reason,
        details: report.details,
        updated_at: now,
      }),
    )
    .execute();
  return existing === undefined;
}

/** A report as the operators' listing shows it. */
export interface ReportListing {
  id: number;
  kind: ReportKind;
  itemId: number;
  /** The show a reported comment is on. */
  showId: number | null;
  /** The reported comment's text (a show is looked up by its id). */
  commentBody: string | null;
  /** A reported access note's feature (`itemId` is its venue) and its words now. */
  feature: AccessFeature | null;
  noteText: string | null;
  /** Null once the reporter's account was deleted. */
  reporterUsername: string | null;
  reason: string;
  details: string | null;
  createdAt: string;
  updatedAt: string;
  /** How many reports the same item has in all. */
  reportsOfItem: number;
}

/**
 * The newest reports first (by when they were last filed), at most `limit`,
 * each with its reporter's username and how many reports its item has. For
 * the operators' command line, not a request path.
 */
export async function listReports(db: Handle, limit: number): Promise<ReportListing[]> {
  const rows = await db
    .selectFrom('reports')
    .leftJoin('users', 'users.id', 'reports.reporter_id')
    .leftJoin('comments', 'comments.id', 'reports.comment_id')
    .leftJoin('venue_access_notes as n', (j) =>
      j
        .onRef('n.venue_id', '=', 'reports.access_note_venue_id')
        .onRef('n.feature', '=', 'reports.access_note_feature'),
    )
    .select((eb) => [
      'reports.id',
      'reports.show_id',
      'reports.comment_id',
      'reports.access_note_venue_id',
      'reports.access_note_feature',
      'n.note as note_text',
      'reports.reason',
      'reports.details',
      'reports.created_at',
      'reports.updated_at',
      'users.username',
      'comments.body',
      'comments.show_id as comment_show_id',
      eb.fn
        .countAll<number>()
        .over((ob) =>
          ob.partitionBy([
            'reports.show_id',
            'reports.comment_id',
            'reports.access_note_venue_id',
            'reports.access_note_feature',
          ]),
        )
        .as('reports_of_item'),
    ])
    .orderBy('reports.updated_at', 'desc')
    .orderBy('reports.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.show_id !== null ? 'show' : r.comment_id !== null ? 'comment' : 'accessNote',
    itemId: (r.show_id ?? r.comment_id ?? r.access_note_venue_id)!,
    showId: r.show_id ?? r.comment_show_id,
    commentBody: r.body,
    feature: (r.access_note_feature as AccessFeature | null) ?? null,
    noteText: r.note_text ?? null,
    reporterUsername: r.username,
    reason: r.reason,
    details: r.details,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    reportsOfItem: Number(r.reports_of_item),
  }));
}
