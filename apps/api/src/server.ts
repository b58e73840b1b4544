import { createDb, migrateToLatest, seedCatalogue } from '@gigrank/db';
import { buildApp } from './app';
import { loadConfig } from './env';
import { FileStore } from './storage/files';
import { NotificationEvents } from './services/notifications.service';

// env -> db -> migrate -> seed -> buildApp -> listen
const config = loadConfig();
const database = createDb(config.databaseUrl);
await migrateToLatest(database.db);
const seeded = await seedCatalogue(database.db, { cities: 'all' });
const files = new FileStore(config.uploadsDir);
await files.init();

const app = await buildApp({ db: database.db, files, config, events: new NotificationEvents() });
if (seeded.artists || seeded.cities) {
  app.log.info(seeded, 'catalogue seeded');
}

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
