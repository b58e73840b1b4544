/**
 * The database every default test database is a copy of: migrated and seeded
 * with the sample catalogue once, then copied for each test file (a file copy
 * on SQLite, `CREATE DATABASE ... TEMPLATE` on PostgreSQL) instead of being
 * migrated and seeded again, which costs seconds a file on a loaded machine.
 *
 * A template's name carries a hash of everything its content comes from (the
 * db package's sources and data, the domain rules they use, the lockfile), so
 * a change to any of them makes a new template; making one removes the older
 * ones. Processes that need the same template at once make it once: on
 * PostgreSQL under an advisory lock, on SQLite by renaming a finished file
 * into place.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDb } from './create-db';
import { migrateToLatest } from './migrate';
import { seedCatalogue } from './seed';

const dbDir = fileURLToPath(new URL('..', import.meta.url));
/** What a template's content comes from. */
const SOURCES = [
  join(dbDir, 'src'),
  join(dbDir, 'data'),
  join(dbDir, '../domain/src'),
  join(dbDir, '../../pnpm-lock.yaml'),
];
const NAME_PREFIX = 'gigrank_template_';
/** Held while a process looks for, or makes, the PostgreSQL template (any fixed number). */
const TEMPLATE_LOCK = 7_340_211;
/** SQLSTATE of CREATE DATABASE while another session is connected to its template. */
const OBJECT_IN_USE = '55006';

let key: string | undefined;

/** The files of `path` (a folder or one file), in a stable order. */
function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The hash of the template's sources: 16 hex digits. */
function templateKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(filesUnder)) {
    hash.update(relative(dbDir, file)).update(readFileSync(file));
  }
  key = hash.digest('hex').slice(0, 16);
  return key;
}

/** Migrates and seeds the database at `url` with the sample catalogue, then closes it. */
async function build(url: string): Promise<void> {
  const database = createDb(url, { poolSize: 2 });
  try {
    await migrateToLatest(database.db);
    await seedCatalogue(database.db, { cities: 'sample' });
  } finally {
    await database.close();
  }
}

/** Writes a copy of the SQLite template at `path`. */
export async function copySqliteTemplate(path: string): Promise<void> {
  const dir = join(tmpdir(), 'gigrank-test-templates');
  const name = `${NAME_PREFIX}${templateKey()}.db`;
  const template = join(dir, name);
  if (!existsSync(template)) {
    mkdirSync(dir, { recursive: true });
    const building = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await build(building);
    renameSync(building, template);
    for (const file of readdirSync(dir)) {
      if (!file.startsWith(name)) rmSync(join(dir, file), { force: true });
    }
  }
  copyFileSync(template, path);
}

/** Creates the PostgreSQL database `name` as a copy of the template, through `admin`. */
export async function copyPostgresTemplate(admin: string, name: string): Promise<void> {
  const template = `${NAME_PREFIX}${templateKey()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount === 0) await makePostgresTemplate(client, admin, template);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
    // Copies made at once can find the template busy with one another: try again shortly.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 * Math.min(attempt, 10)));
      }
    }
  } finally {
    await client.end();
  }
}

async function makePostgresTemplate(client: pg.Client, admin: string, template: string) {
  const building = `${template}_${randomBytes(4).toString('hex')}`;
  await client.query(`CREATE DATABASE ${building}`);
  const url = new URL(admin);
  url.pathname = `/${building}`;
  await build(url.toString());
  await client.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
  const older = await client.query<{ datname: string }>(
    'select datname from pg_database where datname like $1 and datname <> $2',
    [`${NAME_PREFIX}%`, template],
  );
  for (const { datname } of older.rows) {
    // One still being copied from stays until the next template is made.
    await client.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
  }
}
