import type { Kysely } from 'kysely';
import type { DB } from '@gigrank/db';
import type { Config } from '../env';
import type { FileStore } from '../storage/files';
import type { NotificationEvents } from '../services/notifications.service';

/** What request handlers need: the database, the file store and the configuration. */
export interface AppDeps {
  db: Kysely<DB>;
  files: FileStore;
  config: Config;
  events: NotificationEvents;
}
