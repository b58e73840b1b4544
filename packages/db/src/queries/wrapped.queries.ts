import type { Handle } from '../schema';
import { ownShowsWithArtistAndCity } from '../visibility';

// Wrapped's reads: every show of a user in a period, scored or not, as the
// few fields its tallies need (one range of the user's (user_id, date) index).

/** A show of the period as Wrapped counts it. */
export interface PeriodShow {
  id: number;
  artistName: string;
  cityName: string;
  date: string;
  score: number | null;
  rank: number | null;
}

/** Every show of `userId` in `year` (all of them when null), newest first. */
export async function periodShowsOf(
  db: Handle,
  userId: number,
  year: number | null,
): Promise<PeriodShow[]> {
  return ownShowsWithArtistAndCity(db, userId)
    .select([
      'shows.id',
      'artists.name as artistName',
      'cities.name as cityName',
      'shows.date',
      'shows.score',
      'shows.rank',
    ])
    .$if(year !== null, (q) =>
      // Every 'YYYY-MM-DD' of the year sorts at or above 'YYYY' and below 'YYYY-99'.
      q.where('shows.date', '>=', `${year}`).where('shows.date', '<', `${year}-99`),
    )
    .orderBy('shows.date', 'desc')
    .orderBy('shows.id', 'desc')
    .execute();
}
