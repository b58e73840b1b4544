/**
 * The songs' reads are index ranges, never a scan of all setlists, on both
 * engines: every statement an artist's songs, a ledger, a chase list, a
 * show's gig setlist and a gig page run that reads songs, setlist rows or
 * shows is EXPLAINed over a crowd of setlists (as query-plans.test.ts:
 * EXPLAIN QUERY PLAN on SQLite, EXPLAIN (FORMAT JSON) with sequential
 * scans, hashes and merges switched off on PostgreSQL).
 */
import { sql, type CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { rebuildSongCounters } from '@gigrank/db';
import type { Show } from '@gigrank/domain';
import * as plans from '../support/statement-capture';
import { uniqueName } from '../support/helpers';

const { t, dialect, captured, start, stop } = plans.useStatementCapture();

/** Shows of the crowd, one in two with a setlist of SONGS songs, over ARTISTS artists. */
const CROWD_SHOWS = 3000;
const ARTISTS = 60;
const SONGS = 12;

/**
 * A crowd of shows and setlists written as rows (the planners choose as they
 * would on real tables, not on a handful of rows), then fresh statistics.
 */
async function crowd(userIds: number[], cityId: number) {
  const now = new Date().toISOString();
  const artists = await t.db
    .insertInto('artists')
    .values(
      Array.from({ length: ARTISTS }, (_, i) => ({
        name: `Plan Crowd ${i}`,
        name_key: `plan crowd ${i}`,
        monthly_streams: 1,
        global_rank: 9999,
        formatted_streams: '<1M',
        created_at: now,
      })),
    )
    .returning('id')
    .execute();
  const songIds = new Map<number, number[]>();
  for (const { id } of artists) {
    const rows = await t.db
      .insertInto('songs')
      .values(
        Array.from({ length: SONGS * 2 }, (_, i) => ({
          artist_id: id,
          title: `Crowd Song ${i}`,
          title_key: `crowd song ${i}`,
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    songIds.set(
      id,
      rows.map((r) => r.id),
    );
  }
  for (let from = 0; from < CROWD_SHOWS; from += 500) {
    const shows = Array.from({ length: 500 }, (_, i) => {
      const n = from + i;
      const day = String((n % 28) + 1).padStart(2, '0');
      return {
        user_id: userIds[n % userIds.length]!,
        artist_id: artists[n % ARTISTS]!.id,
        city_id: cityId,
        date: `20${10 + (n % 15)}-0${(n % 9) + 1}-${day}`,
        created_at: now,
        updated_at: now,
        setlist_size: n % 2 === 0 ? SONGS : 0,
        setlist_source: n % 2 === 0 ? 'own' : null,
        setlist_version: n % 2 === 0 ? `v${n % 3}` : null,
      };
    });
    const ids = await t.db.insertInto('shows').values(shows).returning('id').execute();
    const rows = shows.flatMap((show, i) =>
      show.setlist_size === 0
        ? []
        : Array.from({ length: SONGS }, (_, position) => ({
            show_id: ids[i]!.id,
            position,
            song_id: songIds.get(show.artist_id)![(position + i) % (SONGS * 2)]!,
            user_id: show.user_id,
            artist_id: show.artist_id,
            date: show.date,
            city_id: show.city_id,
            encore: position > 9 ? 1 : 0,
            tape: 0,
          })),
    );
    for (let at = 0; at < rows.length; at += 1000) {
      await t.db
        .insertInto('setlist_songs')
        .values(rows.slice(at, at + 1000))
        .execute();
    }
  }
  // The songs' shared counters as a bulk load sets them (the rows above went in directly).
  await rebuildSongCounters(t.db);
  await sql`analyze`.execute(t.db);
}

/** Every songs read, by a plain viewer and one who follows a private account. */
async function runReads() {
  const [fan, friend, priv, crowdUser] = [
    await t.newUser(),
    await t.newUser(),
    await t.newUser(),
    await t.newUser(),
  ];
  const band = uniqueName('Plan Band');
  const gig = { artist: band, city: 'Lisbon', date: '2024-04-04' };
  const mine = (await fan.postShow(gig)).json().show as Show;
  const theirs = (await priv.postShow(gig)).json().show as Show;
  await priv.put(`/api/shows/${theirs.id}/setlist`, { songs: [{ title: 'A' }, { title: 'B' }] });
  const other = (await fan.postShow({ ...gig, date: '2024-05-05' })).json().show as Show;
  await fan.put(`/api/shows/${other.id}/setlist`, { songs: [{ title: 'A' }] });
  await friend.post(`/api/users/${friend.user.id}/following/${priv.user.id}`);
  await priv.patch(`/api/users/${priv.user.id}/profile`, { isPrivate: true });
  const now = new Date().toISOString();
  const people = await t.db
    .insertInto('users')
    .values(
      Array.from({ length: 300 }, (_, i) => ({
        username: `plan_crowd_${i}`,
        username_key: `plan_crowd_${i}`,
        display_name: `Plan Crowd ${i}`,
        password_hash: 'x',
        created_at: now,
      })),
    )
    .returning('id')
    .execute();
  await crowd(
    [fan.user.id, friend.user.id, crowdUser.user.id, ...people.map((p) => p.id)],
    mine.cityId!,
  );
  start();
  for (const who of [fan, friend]) {
    const urls = [
      `/api/artists/${encodeURIComponent(band)}/songs`,
      `/api/artists/Plan%20Crowd%203/songs`,
      `/api/users/${fan.user.id}/songs?limit=10`,
      `/api/users/${fan.user.id}/chase/${encodeURIComponent(band)}`,
      `/api/users/${crowdUser.user.id}/chase/Plan%20Crowd%205`,
      `/api/shows/${mine.id}`,
      `/api/gigs/${mine.artistId}/${mine.cityId}/${gig.date}`,
      `/api/users/${fan.user.id}/wrapped?year=2024`,
    ];
    for (const url of urls) expect((await who.get(url)).statusCode, url).toBe(200);
  }
  stop();
}

/** The statements that read songs or setlists. */
const songStatements = () =>
  plans.distinctSelects(captured, (q) =>
    /setlist_songs|"songs"|setlist_size|setlist_version|gig_songs|gig_setlists|artist_setlist_gigs/.test(
      q,
    ),
  );

/** The tables whose reads this test judges on PostgreSQL. */
const OWN_TABLES = new Set([
  'shows',
  'setlist_songs',
  'songs',
  'gig_songs',
  'gig_setlists',
  'artist_setlist_gigs',
]);

const SCANNED =
  /^SCAN (shows|setlist_songs|songs|gig_songs|gig_setlists|artist_setlist_gigs|users|follows|s2|p|h)\b/;

describe('songs plans', () => {
  it(`read setlists by index range, never a scan (${dialect})`, async () => {
    await runReads();
    const statements = songStatements();
    expect(statements.length).toBeGreaterThanOrEqual(6);
    // The shared counters, and what a viewer's audience changes in them, are among them.
    for (const table of ['songs', 'gig_songs', 'artist_setlist_gigs', 'gig_setlists'])
      expect(
        statements.some((q) => q.sql.includes(`from "${table}"`)),
        table,
      ).toBe(true);
    const problems: string[] = [];
    if (dialect === 'sqlite') {
      for (const query of statements) {
        const plan = plans.sqlitePlan(t, query).map((p) => p.detail);
        // A subquery's own rows (the distinct gigs of one artist) are read whole: they are a range already.
        const scans = plan.filter((d) => SCANNED.test(d) && !/^SCAN (p|h|g)$/.test(d));
        if (scans.length > 0) problems.push(`${query.sql}\n  ${plan.join('\n  ')}`);
      }
    } else {
      await t.db.transaction().execute(async (trx) => {
        await plans.planAsIfLarge(trx);
        for (const query of statements as CompiledQuery[]) {
          // The tables of songs; the visibility rule's own probes (follows, blocks, users) have
          // their plans tested with the rule (query-plans.test.ts).
          const scans = (await plans.pgPlanNodes(trx, query)).filter(
            (n) =>
              OWN_TABLES.has(n['Relation Name'] ?? '') &&
              (n['Node Type'] === 'Seq Scan' || (n['Index Name'] && !n['Index Cond'])),
          );
          const named = scans.map(
            (n) => `${n['Node Type']} ${n['Index Name'] ?? n['Relation Name']}`,
          );
          if (scans.length > 0)
            problems.push(
              `${named.join(', ')}: ${query.sql}\n  ${(await plans.pgExplain(trx, query, 'TEXT')).join('\n  ')}`,
            );
        }
      });
    }
    expect(problems, `songs plans:\n\n${problems.join('\n\n')}`).toEqual([]);
  });
});
