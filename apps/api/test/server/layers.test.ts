/**
 * The layers hold (ARCHITECTURE.md): SQL is built only in
 * packages/db, so a rule about data (who sees what, what a counter counts)
 * has one home. Fails when a file of apps/api builds a query.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// Kysely's query builders and raw SQL: what only packages/db may use.
const QUERY_BUILDING =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|selectNoFrom|mergeInto)\(|\bsql`|\bpreparedQuery\(|\.prepare\(\s*['"`]|\.pragma\(/;

describe('layers', () => {
  // bench/floor.ts is exempt on purpose: the benchmark's floor is a bare
  // better-sqlite3 statement, the cost the app is measured against.
  it('no file of apps/api/src (modules, endpoints, scripts, http) builds SQL', () => {
    const offenders = sourceFiles(join(apiRoot, 'src')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${relative(apiRoot, file)}:${i + 1}` }))
        .filter(({ line }) => QUERY_BUILDING.test(line) && !line.trim().startsWith('//'))
        .map(({ line, at }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the pattern catches what it must (it would fail on a query in a service)', () => {
    for (const line of [
      "await db.selectFrom('shows').selectAll().execute();",
      ".insertInto('likes')",
      'await trx.updateTable(t)',
      "db.deleteFrom('follows')",
      'await sql`ANALYZE`.execute(db);',
      "snapshot.prepare('SELECT 1')",
      'const q = preparedQuery((db) => db)',
    ]) {
      expect(line).toMatch(QUERY_BUILDING);
    }
    expect('const shows = await rankedShows(deps, userId);').not.toMatch(QUERY_BUILDING);
  });
});
