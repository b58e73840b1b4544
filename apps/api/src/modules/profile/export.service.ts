import { stringify } from 'csv-stringify/sync';
import {
  allPlansOfOwner,
  allShowsOfOwner,
  commentsByUser,
  likesByUser,
  ticketsOfOwner,
  type UserRow,
} from '@gigrank/db';
import {
  setlistText,
  type Ticket,
  type Plan,
  type Show,
  type ShowComment,
  type User,
  type UserSummary,
  type WantToSeeEntry,
} from '@gigrank/domain';
import { assertOwner } from '../../policy/access';
import type { ServiceDeps } from '../../ports/service-deps';
import { listFollowers, listFollowing } from '../follows/follows.service';
import { toUser } from '../users/users.service';
import { listWantToSee } from '../want-to-see/want-to-see.service';
import { ticketOfRow } from '../ledger/ledger.service';

export interface UserExport {
  exportedAt: string;
  profile: User;
  /** Each with its own setlist (`setlist`, `setlistSource` 'own' or 'import'; empty and null when none). */
  shows: Show[];
  wantToSee: WantToSeeEntry[];
  following: UserSummary[];
  followers: UserSummary[];
  likes: { showId: number; createdAt: string }[];
  comments: Pick<ShowComment, 'id' | 'showId' | 'body' | 'createdAt'>[];
  /** Every gig they marked Going, logged ones with their showId. */
  plans: Plan[];
}

/** Everything a user put in (GDPR access and portability): owner only. */
export async function exportUser(
  deps: ServiceDeps,
  user: UserRow,
  userId: number,
): Promise<UserExport> {
  assertOwner(user, userId, 'account');
  const [profile, shows, wantToSee, following, followers, likes, comments, plans, tickets] =
    await Promise.all([
      toUser(deps, user),
      allShowsOfOwner(deps.db, userId),
      listWantToSee(deps, userId, userId),
      listFollowing(deps, userId, userId),
      listFollowers(deps, userId, userId),
      likesByUser(deps.db, userId),
      commentsByUser(deps.db, userId),
      allPlansOfOwner(deps.db, userId),
      ticketsOf(deps, userId),
    ]);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    shows: shows.map((show) => ({ ...show, ticket: tickets.get(show.id) ?? null })),
    wantToSee,
    following,
    followers,
    likes: likes.map((l) => ({ showId: l.show_id, createdAt: l.created_at })),
    comments: comments.map((c) => ({
      id: c.id,
      showId: c.show_id,
      body: c.body,
      createdAt: c.created_at,
    })),
    plans,
  };
}

/**
 * A text cell a spreadsheet would read as a formula (OWASP "CSV injection":
 * one starting with =, +, -, @, a tab or a carriage return) gets a leading
 * single quote, so it is shown as the text the user typed and never run.
 */
/** The owner's tickets by show, as show answers carry them. */
async function ticketsOf(deps: ServiceDeps, userId: number): Promise<Map<number, Ticket>> {
  const rows = await ticketsOfOwner(deps.db, userId);
  return new Map(
    rows.flatMap((r) => {
      const ticket = ticketOfRow(r);
      return ticket ? [[r.show_id, ticket] as const] : [];
    }),
  );
}

function neutralizeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const safeCells = (row: Record<string, string | number>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, typeof v === 'string' ? neutralizeCell(v) : v]),
  );

/**
 * A show's setlist as its CSV cell: the setlist's text (setlistText), one
 * song a line, which a quoted cell keeps and the import reads back with
 * parseSetlistText. Lines rather than songs joined by ' / ': a title may
 * hold ' / ' (a medley), and a spreadsheet shows the lines as a tall cell,
 * as it shows the notes. What the text cannot say comes back as the text
 * reads it: a title ending in brackets gives them to its note, and a song
 * after the encore's start is read as an encore (the JSON export keeps
 * both). Only the show's own setlist: a gig's, shown to a show without one,
 * is not the user's to export.
 */
function setlistCell(show: Show): string {
  return show.setlistSource === 'own' || show.setlistSource === 'import'
    ? setlistText(show.setlist ?? [])
    : '';
}

/**
 * The shows of an export as CSV, one row per show, in rank order, with the
 * columns Gigrank's import maps back; formula-leading cells neutralised.
 */
export function showsCsv(shows: Show[]): string {
  return stringify(
    shows.map((s) =>
      safeCells({
        rank: s.rank ?? '',
        date: s.date,
        artist: s.artist,
        guests: s.guestAppearances.map((g) => g.artist).join('; '),
        venue: s.venue ?? '',
        city: s.city,
        country: s.cityCountry ?? '',
        score: s.score ?? '',
        rating: s.rating ?? '',
        companion: s.companion ?? '',
        favorite_song: s.favoriteSong ?? '',
        notes: s.notes ?? '',
        // A festival set's festival (name and edition) and stage: the import reads them back.
        festival: s.festival?.name ?? '',
        festival_edition: s.festival?.edition ?? '',
        stage: s.festival ? (s.stage ?? '') : '',
        setlist: setlistCell(s),
        // The ticket, as the import reads it back (price in the currency's own digits).
        ticket_price: s.ticket?.amount ?? '',
        ticket_currency: s.ticket?.currency ?? '',
        seat: s.ticket?.seat ?? '',
        bought_from: s.ticket?.seller ?? '',
        photos: s.photos.length,
        created_at: s.createdAt,
      }),
    ),
    { header: true },
  );
}
