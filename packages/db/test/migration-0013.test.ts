/**
 * Migration 0013_festivals_venues on a database holding shows logged before
 * it, on both engines: each city's free-text venues become one venue row per
 * name key (named by its most used spelling), every show gets its venue, and
 * the counters equal a recount; blank venues stay without one.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { counterMismatches } from '../src/recounts';
import { migrateToLatest } from '../src/migrate';
import { useMigrationDatabase } from './migration-support';

const t = useMigrationDatabase();

describe('0013: free-text venues become venues', () => {
  it('one venue per city and name key, each show linked, counters right', async () => {
    await t.migrateTo('0012_imports');

    const now = new Date().toISOString();
    const cityOf = (name: string) => t.city(name, now);
    const lisbon = await cityOf('Mig Lisbon');
    const porto = await cityOf('Mig Porto');
    const artist = await t.artist('Mig Band', now);
    const [ana, rui] = [await t.user('ana', now), await t.user('rui', now)];
    const shows: [number, number, string | null, number | null][] = [
      [ana, lisbon, 'Coliseu dos Recreios', 90],
      [ana, lisbon, 'coliseu dos recreios', 70],
      [rui, lisbon, 'Coliseu dos Recreios', null],
      [rui, lisbon, 'COLISEU DOS RECREIOS', 80],
      [rui, porto, 'Coliseu dos Recreios', 60],
      [ana, lisbon, 'Café Tati', 50],
      [ana, lisbon, 'cafe tati', 40],
      [ana, lisbon, null, 30],
      [rui, lisbon, '', 20],
    ];
    let day = 1;
    for (const [user, city, venue, score] of shows) {
      const date = `2024-01-${String(day++).padStart(2, '0')}`;
      await sql`insert into shows (user_id, artist_id, city_id, venue, date, score, created_at, updated_at)
        values (${user}, ${artist}, ${city}, ${venue}, ${date}, ${score}, ${now}, ${now})`.execute(
        t.db,
      );
    }

    await migrateToLatest(t.db);

    const venues = await t.db
      .selectFrom('venues')
      .select(['id', 'name', 'name_key', 'city_id', 'show_count', 'score_sum', 'scored_count'])
      .orderBy('name_key')
      .orderBy('city_id')
      .execute();
    expect(
      venues.map((v) => [v.name, v.city_id, v.show_count, v.score_sum, v.scored_count]),
    ).toEqual([
      // 'cafe tati' and 'Café Tati' once each: the first in text order names it.
      ['Café Tati', lisbon, 2, 90, 2],
      // Three spellings in Lisbon (the most used names it); Porto's is its own.
      ...[
        ['Coliseu dos Recreios', lisbon, 4, 240, 3],
        ['Coliseu dos Recreios', porto, 1, 60, 1],
      ].sort((a, b) => Number(a[1]) - Number(b[1])),
    ]);
    const linked = await t.db
      .selectFrom('shows')
      .innerJoin('venues', 'venues.id', 'shows.venue_id')
      .select(['shows.venue', 'venues.name'])
      .execute();
    expect(linked).toHaveLength(7);
    const unlinked = await t.db
      .selectFrom('shows')
      .select('id')
      .where('venue_id', 'is', null)
      .execute();
    expect(unlinked).toHaveLength(2);
    // The venue counters against a recount (the test's raw rows leave the others unset).
    const venueProblems = (await counterMismatches(t.db, { users: [ana, rui] })).filter(
      (p) => p.startsWith('venues') || p.startsWith('user_venue_stats'),
    );
    expect(venueProblems).toEqual([]);
    const perUser = await t.db
      .selectFrom('user_venue_stats')
      .select(['user_id', 'show_count'])
      .orderBy('user_id')
      .orderBy('venue_id')
      .execute();
    expect(perUser.map((r) => [r.user_id, r.show_count])).toEqual(
      expect.arrayContaining([
        [ana, 2],
        [rui, 2],
        [rui, 1],
      ]),
    );
  });
});
