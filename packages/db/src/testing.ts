import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Database, type Dialect } from './create-db';
import { migrateToLatest } from './migrate';
import { seedCatalogue, type CitySeed } from './seed';
import { copyPostgresTemplate, copySqliteTemplate } from './test-template';

export interface TestDatabase extends Database {
  /** The URL the database was opened with (a file path or a postgres:// URL). */
  url: string;
  /** Closes the connection and removes the database. */
  destroy(): Promise<void>;
}

/**
 * Which engine this test run uses: vitest projects set GIGRANK_TEST_DIALECT;
 * PostgreSQL needs TEST_POSTGRES_URL (an admin connection used to create and
 * drop a database per test file).
 */
export function testDialect(): Dialect {
  return process.env.GIGRANK_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A freshly migrated (and by default catalogue-seeded) database of its own; `migrate: false`, an empty one. */
export async function createTestDatabase(
  options: { dialect?: Dialect; seed?: boolean; cities?: CitySeed; migrate?: boolean } = {},
): Promise<TestDatabase> {
  const dialect = options.dialect ?? testDialect();
  // The default, migrated and seeded with the sample cities, is a copy of one made once.
  const fromTemplate =
    options.migrate !== false &&
    options.seed !== false &&
    (options.cities ?? 'sample') === 'sample';
  let database: Database;
  let url: string;
  let cleanup: () => Promise<void>;

  if (dialect === 'postgres') {
    const admin = process.env.TEST_POSTGRES_URL;
    if (!admin) throw new Error('TEST_POSTGRES_URL is required for PostgreSQL tests');
    const name = `gigrank_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    if (fromTemplate) {
      await copyPostgresTemplate(admin, name);
    } else {
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
    }
    url = withDatabase(admin, name);
    database = createDb(url, { poolSize: 5 });
    cleanup = async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'gigrank-test-'));
    url = join(dir, 'test.db');
    if (fromTemplate) await copySqliteTemplate(url);
    database = createDb(url);
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }

  // migrate: false leaves it empty (instances that start together migrate it).
  if (!fromTemplate && options.migrate !== false) await migrateToLatest(database.db);
  if (!fromTemplate && options.migrate !== false && options.seed !== false)
    await seedCatalogue(database.db, { cities: options.cities ?? 'sample' });

  return {
    ...database,
    url,
    async destroy() {
      await database.close();
      await cleanup();
    },
  };
}
