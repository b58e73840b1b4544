import {
  WRAPPED_TOP_SHOWS,
  formatAverage1,
  pickFavoriteArtist,
  pickMostSeenArtist,
  tallyAverage,
  type ArtistTally,
  type FavoriteRule,
  type Show,
} from '@gigrank/domain';
import { notFound } from '../errors';
import { assertCanSeeContent } from '../policy/privacy';
import type { ServiceDeps } from './deps';
import { rankedShows } from './show-reads.service';
import { findUserRow, globalRankOf, toUser, userAsSeenBy } from './users.service';

export interface WrappedData {
  /** The year summarised, or null for all time. */
  year: number | null;
  /** Years the user has shows in, newest first (the year picker). */
  years: number[];
  user: Awaited<ReturnType<typeof toUser>>;
  /** The Favorite Artist by the profile's rule (DECISIONS.md), within the period. */
  favoriteArtist: {
    artistName: string;
    avgScore: string;
    showCount: number;
    rule: FavoriteRule;
  } | null;
  /** The artist of most shows in the period (the story format shows it). */
  mostSeenArtist: { artistName: string; showCount: number } | null;
  mostVisitedCity: { cityName: string; showCount: number } | null;
  totalShows: number;
  /** How many different days of the period had a show. */
  showDays: number;
  globalRank: number | null;
  topShows: Show[];
}

/**
 * The Wrapped card of a year (or all time): favourite artist with its average
 * to one decimal, most visited city with its count, total shows, global rank
 * and the three best shows. Reads only this user's shows.
 */
export async function wrapped(
  deps: ServiceDeps,
  viewerId: number,
  userId: number,
  year: number | null,
): Promise<WrappedData> {
  const { db } = deps;
  await assertCanSeeContent(deps, viewerId, userId);
  const row = await findUserRow(db, userId);
  if (!row) throw notFound('User not found');
  const all = await rankedShows(deps, userId, viewerId);
  const shows = year === null ? all : all.filter((s) => s.date.startsWith(`${year}-`));
  const years = [...new Set(all.map((s) => Number(s.date.slice(0, 4))))].sort((a, b) => b - a);

  const artists = new Map<string, ArtistTally>();
  const cities = new Map<string, number>();
  for (const s of shows) {
    const a = artists.get(s.artist) ?? {
      artistName: s.artist,
      showCount: 0,
      scoreSum: 0,
      scoredCount: 0,
      latestDate: s.date,
    };
    a.showCount += 1;
    if (s.score !== null) {
      a.scoreSum += s.score;
      a.scoredCount += 1;
    }
    if (s.date > (a.latestDate ?? '')) a.latestDate = s.date;
    artists.set(s.artist, a);
    cities.set(s.city, (cities.get(s.city) ?? 0) + 1);
  }
  const favorite = pickFavoriteArtist([...artists.values()]);
  const mostSeen = pickMostSeenArtist([...artists.values()]);
  const city = [...cities.entries()].sort((x, y) => y[1] - x[1])[0];

  return {
    year,
    years,
    user: userAsSeenBy(await toUser(deps, row), viewerId, 'full'),
    favoriteArtist: favorite
      ? {
          artistName: favorite.artistName,
          avgScore: formatAverage1(tallyAverage(favorite) ?? 0),
          showCount: favorite.showCount,
          rule: favorite.rule,
        }
      : null,
    mostSeenArtist: mostSeen
      ? { artistName: mostSeen.artistName, showCount: mostSeen.showCount }
      : null,
    mostVisitedCity: city ? { cityName: city[0], showCount: city[1] } : null,
    totalShows: shows.length,
    showDays: new Set(shows.map((s) => s.date)).size,
    globalRank:
      row.hide_from_leaderboards && viewerId !== userId
        ? null
        : ((await globalRankOf(db, row)) ?? null),
    topShows: shows.slice(0, WRAPPED_TOP_SHOWS),
  };
}
