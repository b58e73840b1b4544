import type { DiaryShow } from '@gigrank/domain';
import type { Handle } from '../schema';
import { ownerView, ownShows, ownShowsWithArtistAndCity } from '../visibility';

// The per-year diary: one owner's shows of a year by date, read
// once the viewer's access to the owner was granted (as their ranking is).
// Both reads are ranges of the (user_id, date) index.

/**
 * The years the user has shows in, newest first: one index seek per year
 * (the latest date below the last year found), not a walk over every show.
 */
export async function showYearsOf(db: Handle, userId: number): Promise<number[]> {
  const years: number[] = [];
  // Every 'YYYY-MM-DD' sorts below '9999-99'.
  let below = '9999-99';
  for (;;) {
    const row = await ownShows(db, ownerView(userId))
      .select((eb) => eb.fn.max('shows.date').as('latest'))
      .where('shows.date', '<', below)
      .executeTakeFirst();
    const latest = row?.latest;
    if (!latest) return years;
    const year = latest.slice(0, 4);
    years.push(Number(year));
    // Every date of that year ('YYYY-...') sorts at or above 'YYYY': the next seek starts below it.
    below = year;
  }
}

/** A show of the diary with its date. */
export interface DiaryRow extends DiaryShow {
  date: string;
}

/**
 * The user's shows dated in `year`, earliest first (ties in the order they
 * were logged), at most `limit`.
 */
export async function diaryShowsOf(
  db: Handle,
  userId: number,
  year: number,
  limit: number,
): Promise<DiaryRow[]> {
  const rows = await ownShowsWithArtistAndCity(db, userId)
    .select([
      'shows.id',
      'shows.date',
      'shows.score',
      'artists.name as artist',
      'cities.name as city',
    ])
    .where('shows.date', '>=', `${year}-01-01`)
    .where('shows.date', '<', `${year + 1}-01-01`)
    .orderBy('shows.date')
    .orderBy('shows.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, score: r.score === null ? null : Number(r.score) }));
}
