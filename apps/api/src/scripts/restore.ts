// pnpm restore <folder>: puts a backup made by `pnpm backup` back in place.
// Stop the server first: the database file is replaced.
import { cp, copyFile, mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { integrityOf, isPostgresUrl, sqlitePath } from '@gigrank/db';
import { loadConfig } from '../env';

const from = process.argv[2];
if (!from) {
  console.error('Usage: pnpm restore <backup folder>');
  process.exit(2);
}
const config = loadConfig();
if (isPostgresUrl(config.databaseUrl)) {
  console.error('DATABASE_URL is PostgreSQL: restore with pg_restore (see README, Backups).');
  process.exit(2);
}
const source = join(from, 'gigrank.db');
await stat(source).catch(() => {
  console.error(`No gigrank.db in ${from}`);
  process.exit(2);
});
const integrity = integrityOf(source);
if (integrity !== 'ok') {
  console.error(`The backup fails integrity_check: ${integrity}`);
  process.exit(1);
}

const target = sqlitePath(config.databaseUrl);
await mkdir(dirname(target), { recursive: true });
for (const suffix of ['', '-wal', '-shm']) await rm(`${target}${suffix}`, { force: true });
await copyFile(source, target);

for (const folder of ['photos', 'avatars']) {
  await rm(join(config.uploadsDir, folder), { recursive: true, force: true });
  await cp(join(from, 'uploads', folder), join(config.uploadsDir, folder), { recursive: true });
}
console.log(`Restored ${from} into ${target} and ${config.uploadsDir}`);
