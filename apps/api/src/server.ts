import { createDb, migrateToLatest, seedCatalogue } from '@gigrank/db';
import { buildApp } from './app';
import { loadConfig } from './env';
import { createAdapters } from './adapters';
import { sweepFiles } from './services/housekeeping.service';

// env -> db -> migrate -> seed -> buildApp -> listen
const config = loadConfig();
const database = createDb(config.databaseUrl, { readCache: config.readCache });
await migrateToLatest(database.db);
const seeded = await seedCatalogue(database.db, { cities: 'all' });
const deps = await createAdapters(config, database.db);
const { files } = deps;

// Files left by a crash between writing a photo and committing its row go first.
const swept = await sweepFiles(database.db, files);
const SWEEP_INTERVAL_MS = 10 * 60_000;
setInterval(
  () => void sweepFiles(database.db, files).catch(() => undefined),
  SWEEP_INTERVAL_MS,
).unref();

const app = await buildApp(deps);
if (seeded.artists || seeded.cities) {
  app.log.info(seeded, 'catalogue seeded');
}
if (swept.removed) app.log.info(swept, 'removed leftover files');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
