// pnpm reports [--limit N] [--json]: the reports users filed about shows and
// comments, newest first, for the operators (there is no admin screen yet).
// Each line: the item, its reporter, the reason, the details, and how many
// reports the item has in all.
import { parseArgs } from 'node:util';
import { createDb, migrateToLatest } from '@gigrank/db';
import { loadConfig } from '../env';
import { formatReports, recentReports } from '../modules/reports/reports.service';

const { values } = parseArgs({
  options: {
    limit: { type: 'string', default: '100' },
    json: { type: 'boolean', default: false },
  },
});
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1) {
  console.error('--limit must be a positive whole number');
  process.exit(2);
}

const config = loadConfig();
const database = createDb(config.databaseUrl);
try {
  await migrateToLatest(database.db);
  const reports = await recentReports(database, limit);
  console.log(values.json ? JSON.stringify(reports, null, 2) : formatReports(reports));
} finally {
  await database.close();
}
