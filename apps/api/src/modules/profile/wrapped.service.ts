import {
  WRAPPED_TOP_SHOWS,
  byVisits,
  formatAverage1,
  pickFavoriteArtist,
  pickMostSeenArtist,
  tallyAverage,
  type ArtistTally,
  type CityTally,
  type WrappedData,
} from '@gigrank/domain';
import { periodShowsOf, showYearsOf, type PeriodShow } from '@gigrank/db';
import { cacheKeys } from '../../cache/keys';
import { notFound } from '../../errors';
import { assertCanSeeContent } from '../../policy/privacy';
import type { ServiceDeps } from '../../ports/service-deps';
import { getShow } from '../shows/show-reads.service';
import { songsHeardIn } from '../songs/songs.service';
import { findUserRow, globalRankOf, toUser, userAsSeenBy } from '../users/users.service';

/** Adds one show to its tally in `tallies`, made on first sight. */
function count<T extends { showCount: number; scoreSum: number; scoredCount: number }>(
  tallies: Map<string, T>,
  name: string,
  fresh: () => T,
  score: number | null,
): T {
  const t = tallies.get(name) ?? fresh();
  t.showCount += 1;
  if (score !== null) {
    t.scoreSum += score;
    t.scoredCount += 1;
  }
  tallies.set(name, t);
  return t;
}

/**
 * The Wrapped card of a year (or all time): favourite artist with its average
 * to one decimal, most visited city with its count, total shows, songs heard
 * live, global rank and the three best shows. Every show of the period counts, scored or not,
 * and the picks use the profile's rules (packages/domain artist-picks.ts), so
 * all-time Wrapped and the profile's cards give one answer. Reads only this
 * user's shows.
 */
export async function wrapped(
  deps: ServiceDeps,
  viewerId: number,
  userId: number,
  year: number | null,
): Promise<WrappedData> {
  const { db, cache } = deps;
  await assertCanSeeContent(deps, viewerId, userId);
  const row = await findUserRow(db, userId);
  if (!row) throw notFound('User not found');
  const [shows, years, songsHeard] = await Promise.all([
    cache.read(cacheKeys.wrappedShows<PeriodShow[]>(userId, year), () =>
      periodShowsOf(db, userId, year),
    ),
    cache.read(cacheKeys.showYears<number[]>(userId), () => showYearsOf(db, userId)),
    songsHeardIn(deps, userId, year),
  ]);

  const artists = new Map<string, ArtistTally>();
  const cities = new Map<string, CityTally>();
  for (const s of shows) {
    const artist = count<ArtistTally>(
      artists,
      s.artistName,
      () => ({ artistName: s.artistName, showCount: 0, scoreSum: 0, scoredCount: 0 }),
      s.score,
    );
    if (s.date > (artist.latestDate ?? '')) artist.latestDate = s.date;
    count(
      cities,
      s.cityName,
      () => ({ cityName: s.cityName, showCount: 0, scoreSum: 0, scoredCount: 0 }),
      s.score,
    );
  }
  const favorite = pickFavoriteArtist([...artists.values()]);
  const mostSeen = pickMostSeenArtist([...artists.values()]);
  const city = [...cities.values()].sort(byVisits)[0];
  const best = shows
    .filter((s) => s.rank !== null)
    .sort((a, b) => a.rank! - b.rank!)
    .slice(0, WRAPPED_TOP_SHOWS);

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
    mostVisitedCity: city ? { cityName: city.cityName, showCount: city.showCount } : null,
    totalShows: shows.length,
    unratedShows: shows.filter((s) => s.score === null).length,
    showDays: new Set(shows.map((s) => s.date)).size,
    songsHeard,
    globalRank:
      row.hide_from_leaderboards && viewerId !== userId
        ? null
        : ((await globalRankOf(db, row)) ?? null),
    topShows: await Promise.all(best.map((s) => getShow(deps, s.id, viewerId))),
  };
}
