/**
 * Migration 0016_people_search on a database holding accounts made before
 * it, on both engines: each gets its display name key and its search terms
 * (whole names and later words, accents and case aside), people search finds
 * them, and the terms equal what a new account's write makes; down removes
 * both, and up again rebuilds them.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/migrate';
import { searchPeople } from '../src/queries/users.queries';
import { userSearchTerms } from '../src/user-search-terms';
import { EVERYONE } from '../src/visibility';
import { useMigrationDatabase } from './migration-support';

const t = useMigrationDatabase();

describe('0016: people search keys and terms', () => {
  it('gives every existing account its key and terms', async () => {
    await t.migrateTo('0015_place_privacy');

    const now = new Date().toISOString();
    const userOf = async (username: string, displayName: string) =>
      (
        await sql<{ id: number }>`insert into users
          (username, username_key, display_name, password_hash, created_at)
          values (${username}, ${username.toLowerCase()}, ${displayName}, 'x', ${now})
          returning id`.execute(t.db)
      ).rows[0]!.id;
    const zoe = await userOf('Mig16_Zb', 'Zoë  Bauer');
    const pedro = await userOf('mig16.pedro', 'Pedro Silva');
    // More than one page of the backfill.
    for (let i = 0; i < 520; i++) await userOf(`mig16_${i}`, `Filler ${i}`);

    await migrateToLatest(t.db);

    const keys = await t.db
      .selectFrom('users')
      .select(['id', 'display_name_key'])
      .where('id', 'in', [zoe, pedro])
      .orderBy('id')
      .execute();
    expect(keys).toEqual([
      { id: zoe, display_name_key: 'zoe bauer' },
      { id: pedro, display_name_key: 'pedro silva' },
    ]);
    const termsOf = (id: number) =>
      t.db
        .selectFrom('user_search_terms')
        .select(['term', 'word'])
        .where('user_id', '=', id)
        .orderBy('term')
        .execute();
    const byTerm = (a: { term: string }, b: { term: string }) => (a.term < b.term ? -1 : 1);
    expect(await termsOf(zoe)).toEqual(
      [
        { term: 'mig16_zb', word: 0 },
        { term: 'zb', word: 1 },
        { term: 'zoe bauer', word: 0 },
        { term: 'bauer', word: 1 },
      ].sort(byTerm),
    );
    // The same terms as a write makes now.
    expect(await termsOf(pedro)).toEqual(
      userSearchTerms('mig16.pedro', 'pedro silva').sort(byTerm),
    );
    expect(
      Number(
        (
          await t.db
            .selectFrom('user_search_terms')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBeGreaterThan(1000);

    const ids = async (key: string) =>
      (await searchPeople(t.db, EVERYONE, zoe, key, 8)).map((u) => u.id);
    expect(await ids('zoe')).toEqual([zoe]);
    expect(await ids('silva')).toEqual([pedro]);
    expect(await ids('pedro')).toEqual([pedro]);

    // Down and up again.
    await t.migrateTo('0015_place_privacy');
    const columns = (await t.db.introspection.getTables()).find((x) => x.name === 'users')!.columns;
    expect(columns.map((c) => c.name)).not.toContain('display_name_key');
    await migrateToLatest(t.db);
    expect(await ids('bauer')).toEqual([zoe]);
  });
});
