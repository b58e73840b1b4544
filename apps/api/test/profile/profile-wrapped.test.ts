/**
 * One answer per question: Wrapped (all time) and the profile's cards give
 * the same total of shows, Favorite Artist, Most Seen Artist and Most
 * Visited city, with imported shows that have no score yet counted as
 * attended in both (DECISIONS.md: they count as shows and enter averages
 * once scored). A year's Wrapped counts that year's shows the same way, and
 * scoring a show shows in the next Wrapped.
 */
import { describe, expect, it } from 'vitest';
import type { ImportPreviewResponse, Show } from '@gigrank/domain';
import { uniqueName, useTestApp } from '../support/helpers';
import type { TestUser } from '../support/requests';

const t = useTestApp();

async function importCsv(who: TestUser, csv: string): Promise<void> {
  const previewed = await who.form('POST', `/api/users/${who.user.id}/imports`, { source: 'csv' }, [
    { field: 'file', name: 'shows.csv', type: 'text/csv', data: Buffer.from(csv) },
  ]);
  expect(previewed.statusCode, previewed.body).toBe(200);
  const { importId } = previewed.json() as ImportPreviewResponse;
  const committed = await who.post(`/api/users/${who.user.id}/imports/${importId}/commit`);
  expect(committed.statusCode, committed.body).toBe(200);
}

describe('Wrapped and the profile', () => {
  it('answer total shows, favourite and most seen artist and most visited city alike', async () => {
    const user = await t.newUser();
    const id = user.user.id;
    const unrated = uniqueName('Unrated Often');
    const loved = uniqueName('Loved Twice');
    const once = uniqueName('Best Once');
    await importCsv(
      user,
      [
        'date,artist,city,country,score',
        `2025-03-01,${unrated},Lisbon,PT,`,
        `2025-04-01,${unrated},Lisbon,PT,`,
        `2025-05-01,${unrated},Lisbon,PT,`,
        `2025-06-01,${loved},Porto,PT,90`,
        `2025-07-01,${loved},Porto,PT,80`,
        `2024-08-01,${once},Porto,PT,95`,
      ].join('\n'),
    );

    const profile = (await user.get(`/api/users/${id}`)).json();
    const favorite = (await user.get(`/api/users/${id}/best-rated-artist`)).json();
    const mostSeen = (await user.get(`/api/users/${id}/most-seen-artist`)).json();
    const city = (await user.get(`/api/users/${id}/most-visited-city`)).json();
    expect(profile.showsCount).toBe(6);
    expect(favorite).toMatchObject({ artistName: loved, rule: 'seenTwice' });
    expect(mostSeen).toMatchObject({ artistName: unrated, showCount: 3 });
    expect(city).toMatchObject({ cityName: 'Porto', showCount: 3 });

    const all = (await user.get(`/api/users/${id}/wrapped`)).json();
    expect(all).toMatchObject({
      totalShows: profile.showsCount,
      unratedShows: 3,
      favoriteArtist: { artistName: favorite.artistName, showCount: favorite.showCount },
      mostSeenArtist: { artistName: mostSeen.artistName, showCount: mostSeen.showCount },
      mostVisitedCity: { cityName: city.cityName, showCount: city.showCount },
      years: [2025, 2024],
    });
    expect(all.topShows.map((s: Show) => s.score)).toEqual([95, 90, 80]);

    const year = (await user.get(`/api/users/${id}/wrapped?year=2025`)).json();
    expect(year).toMatchObject({
      totalShows: 5,
      unratedShows: 3,
      showDays: 5,
      favoriteArtist: { artistName: loved },
      mostSeenArtist: { artistName: unrated, showCount: 3 },
      mostVisitedCity: { cityName: 'Lisbon', showCount: 3 },
    });
    expect(year.topShows.map((s: Show) => s.score)).toEqual([90, 80]);

    // Scored from the rating queue: the next Wrapped counts it as rated and ranks it.
    const queue = (await user.get(`/api/users/${id}/unscored-shows`)).json();
    const first = (Array.isArray(queue) ? queue : queue.shows)[0] as Show;
    expect((await user.put(`/api/shows/${first.id}/score`, { score: 99 })).statusCode).toBe(200);
    const after = (await user.get(`/api/users/${id}/wrapped?year=2025`)).json();
    expect(after.unratedShows).toBe(2);
    expect(after.topShows[0]).toMatchObject({ id: first.id, score: 99 });
    // The profile's Favorite Artist moves with that score (3 shows, one scored 99), and so does Wrapped's.
    const favoriteNow = (await user.get(`/api/users/${id}/best-rated-artist`)).json();
    expect(favoriteNow.artistName).toBe(unrated);
    expect((await user.get(`/api/users/${id}/wrapped`)).json().favoriteArtist).toMatchObject({
      artistName: favoriteNow.artistName,
      showCount: favoriteNow.showCount,
    });
  });
});
