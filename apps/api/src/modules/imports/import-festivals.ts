import {
  cityRowById,
  festivalById,
  findFestivalByKey,
  insertFestival,
  placeAudience,
  setFestivalCreator,
  venueRowById,
  type CityRow,
  type DB,
  type FestivalRow,
  type Kysely,
  type PlaceAudience,
  type Transaction,
  type VenueRow,
} from '@gigrank/db';
import {
  PLACE_MESSAGES,
  festivalDateMessage,
  festivalDatesProblem,
  normalizeKey,
  type ImportFestival,
  type ImportRefusal,
  type ImportRow,
} from '@gigrank/domain';
import type { Turns } from './import-reading';

// The festivals an import names. The preview checks them against the
// catalogue with the rules of a set logged by hand: an edition there must be
// one the importer may see (visibility.ts, "Places"), and each set's date one
// of its days; an edition not there is added by the commit, running from the
// first to the last date of the rows that name it, so those must fit one
// edition (at most FESTIVAL_MAX_DAYS, in the edition's year). The commit
// finds or adds each edition once, as its batches meet them.

/** A festival's name as stored: NFC, trimmed, inner spaces collapsed (as festival creation stores it). */
function festivalName(raw: string): string {
  return raw.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** The key an edition is known by: its name's key and its year. */
function keyOf(festival: ImportFestival): string {
  return `${normalizeKey(festivalName(festival.name))}\u0000${festival.edition}`;
}

/** Each festival the rows name, with the first and last date of its rows (its days if it is added). */
export interface FestivalSpan {
  festival: ImportFestival;
  startDate: string;
  endDate: string;
}

export function festivalSpans(rows: readonly ImportRow[]): Map<string, FestivalSpan> {
  const spans = new Map<string, FestivalSpan>();
  for (const row of rows) {
    if (!row.festival) continue;
    const key = keyOf(row.festival);
    const span = spans.get(key);
    if (!span) spans.set(key, { festival: row.festival, startDate: row.date, endDate: row.date });
    else {
      if (row.date < span.startDate) span.startDate = row.date;
      if (row.date > span.endDate) span.endDate = row.date;
    }
  }
  return spans;
}

/**
 * The preview's check of the rows' festivals: the rows a festival can take,
 * and the others refused with the reason the Add Show form would give.
 */
export async function checkImportFestivals(
  db: Kysely<DB>,
  userId: number,
  rows: ImportRow[],
  turns: Turns,
): Promise<{ rows: ImportRow[]; refused: ImportRefusal[] }> {
  const spans = festivalSpans(rows);
  if (spans.size === 0) return { rows, refused: [] };
  let audience: PlaceAudience | undefined;
  // Per festival: why a row of it is refused (null: it is taken).
  const verdicts = new Map<string, (row: ImportRow) => string | null>();
  for (const [key, span] of spans) {
    await turns.take();
    const { festival } = span;
    const existing = await findFestivalByKey(
      db,
      normalizeKey(festivalName(festival.name)),
      festival.edition,
    );
    if (existing) {
      audience ??= await placeAudience(db, userId);
      const seen = await festivalById(db, existing.id, { id: userId }, audience);
      verdicts.set(key, (row) => {
        if (!seen) return PLACE_MESSAGES.festivalNotFound;
        return row.date < existing.start_date || row.date > existing.end_date
          ? festivalDateMessage(existing.start_date, existing.end_date)
          : null;
      });
    } else {
      const problem = festivalDatesProblem(span.startDate, span.endDate, festival.edition);
      const message = problem
        ? `${problem.message} (${festivalName(festival.name)} ${festival.edition}: rows from ${span.startDate} to ${span.endDate})`
        : null;
      verdicts.set(key, () => message);
    }
  }
  const taken: ImportRow[] = [];
  const refused: ImportRefusal[] = [];
  for (const row of rows) {
    const message = row.festival ? verdicts.get(keyOf(row.festival))!(row) : null;
    if (message) refused.push({ row: row.row, message });
    else taken.push(row);
  }
  return { rows: taken, refused };
}

/** An edition as a commit uses it: its row, its city (the set's city) and its venue, if any. */
export interface ImportedFestival {
  festival: FestivalRow;
  city: CityRow;
  venue: VenueRow | null;
}

/** The editions a commit met (by key), and the days of those it may add. */
export interface FestivalCatalogue {
  festivals: Map<string, ImportedFestival>;
  spans: Map<string, FestivalSpan>;
}

/**
 * The festival a row is a set of, found or added (in the row's city, by the
 * importing user, over the span of its rows), or null when the row names
 * none or its date is not one of the edition's days (an edition added by
 * someone else since the preview: the row is then imported as a show of its
 * own). `added`: the id of the edition this call added to the catalogue.
 */
export async function festivalOfRow(
  trx: Transaction<DB>,
  userId: number,
  row: ImportRow,
  catalogue: FestivalCatalogue,
  rowCity: () => Promise<CityRow>,
): Promise<{ set: ImportedFestival | null; added: number | null }> {
  const named = row.festival ?? null;
  if (!named) return { set: null, added: null };
  const key = keyOf(named);
  let set = catalogue.festivals.get(key);
  let added: number | null = null;
  if (!set) {
    const name = festivalName(named.name);
    const nameKey = normalizeKey(name);
    let festival = await findFestivalByKey(trx, nameKey, named.edition);
    if (!festival) {
      const span = catalogue.spans.get(key) ?? { startDate: row.date, endDate: row.date };
      festival = await insertFestival(trx, {
        name,
        nameKey,
        edition: named.edition,
        startDate: span.startDate,
        endDate: span.endDate,
        cityId: (await rowCity()).id,
        venueId: null,
      });
      if (festival) {
        await setFestivalCreator(trx, festival.id, userId);
        added = festival.id;
      } else festival = await findFestivalByKey(trx, nameKey, named.edition);
      if (!festival)
        throw new Error(`festival ${nameKey} ${named.edition} conflicted but cannot be read`);
    }
    set = {
      festival,
      city: await cityRowById(trx, festival.city_id),
      venue:
        festival.venue_id === null ? null : ((await venueRowById(trx, festival.venue_id)) ?? null),
    };
    catalogue.festivals.set(key, set);
  }
  const onItsDays = row.date >= set.festival.start_date && row.date <= set.festival.end_date;
  return { set: onItsDays ? set : null, added };
}
