// pnpm restore <folder>: puts a backup made by `pnpm backup` back in place.
// Stop the server first: the database file is replaced. The files go back
// through the file store the server uses (the uploads folder or the bucket);
// files there that the restored database does not reference are swept by
// the server a minute after it starts.
import { copyFile, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { integrityOf, isPostgresUrl, sqlitePath } from '@gigrank/db';
import { createFileStore } from '../adapters/files';
import { loadConfig } from '../env';
import { isFileName } from '../ports/file-store';

const from = process.argv[2];
if (!from) {
  console.error('Usage: pnpm restore <backup folder>');
  process.exit(2);
}
const config = loadConfig();
if (isPostgresUrl(config.databaseUrl)) {
  console.error(
    'DATABASE_URL is PostgreSQL: restore with pg_restore and copy the files back' +
      (config.s3 ? ' into the bucket' : '') +
      ' (see docs/deployment.md, Backups).',
  );
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

const files = await createFileStore(config);
let restored = 0;
for (const folder of ['photos', 'avatars'] as const) {
  for (const name of await readdir(join(from, 'uploads', folder))) {
    if (!isFileName(name)) continue;
    await files.write(folder, name, await readFile(join(from, 'uploads', folder, name)));
    restored += 1;
  }
}
await files.close?.();
const place = config.s3 ? `s3://${config.s3.bucket}/${config.s3.prefix}` : config.uploadsDir;
console.log(`Restored ${from} into ${target} and ${restored} files into ${place}`);
