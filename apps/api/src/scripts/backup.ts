// pnpm backup [folder]: a consistent online copy of the SQLite database and the
// uploads it references (from the local folder or the bucket, STORAGE),
// taken while the server runs.
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  UPLOADS_URL_PREFIX,
  backupSqliteFile,
  fileReferencesOf,
  isPostgresUrl,
  sqlitePath,
} from '@gigrank/db';
import { createFileStore } from '../adapters/files';
import { webpTwinOf } from '../ports/file-store';
import { loadConfig } from '../env';

const config = loadConfig();
if (isPostgresUrl(config.databaseUrl)) {
  const bucket = config.s3
    ? `then the bucket's ${config.s3.prefix}avatars/ and ${config.s3.prefix}photos/ ` +
      `(and ${config.s3.prefix}trash/, files deleted during the dump) alongside, e.g.\n` +
      `  aws s3 sync s3://${config.s3.bucket}/${config.s3.prefix} uploads/` +
      (config.s3.endpoint ? ` --endpoint-url ${config.s3.endpoint}` : '')
    : `and copy ${config.uploadsDir} alongside.`;
  console.error(
    'DATABASE_URL is PostgreSQL: back it up with pg_dump (see docs/deployment.md, Backups), e.g.\n' +
      `  pg_dump --format=custom --file=gigrank.dump "${config.databaseUrl}"\n` +
      bucket,
  );
  process.exit(2);
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = process.argv[2] ?? join(config.dataDir, 'backups', stamp);
await mkdir(join(out, 'uploads', 'photos'), { recursive: true });
await mkdir(join(out, 'uploads', 'avatars'), { recursive: true });

await backupSqliteFile(sqlitePath(config.databaseUrl), join(out, 'gigrank.db'));

// Copy exactly the files the snapshot points at, from their folder or, when
// deleted since the snapshot, from trash/ (kept there for an hour).
const { photoKeys: photos, avatarUrls } = fileReferencesOf(join(out, 'gigrank.db'));
const avatarPrefix = `${UPLOADS_URL_PREFIX}avatars/`;
const avatars = avatarUrls
  .filter((url) => url.startsWith(avatarPrefix))
  .map((url) => url.slice(avatarPrefix.length));

// Through the file store the server uses: the uploads folder or the bucket.
const files = await createFileStore(config);
const missing: string[] = [];
const copyOne = async (folder: 'avatars' | 'photos', name: string) => {
  const from = await files.open(folder, name, { orTrash: true });
  if (from?.body) await pipeline(from.body, createWriteStream(join(out, 'uploads', folder, name)));
  return from !== null;
};
// A JPEG and, when it has one, its WebP twin (older files have none).
const copy = async (folder: 'avatars' | 'photos', name: string) => {
  if (!(await copyOne(folder, name))) missing.push(`${folder}/${name}`);
  const twin = webpTwinOf(name);
  if (twin) await copyOne(folder, twin);
};
for (const key of photos) {
  await copy('photos', `${key}.jpg`);
  await copy('photos', `${key}_thumb.jpg`);
}
for (const name of avatars) await copy('avatars', name);
await files.close?.();

const manifest = {
  createdAt: new Date().toISOString(),
  photos: photos.length,
  avatars: avatars.length,
  missing,
};
await writeFile(join(out, 'manifest.json'), JSON.stringify(manifest, null, 2));
console.log(`Backup written to ${out}: ${photos.length} photos, ${avatars.length} avatars`);
if (missing.length) {
  console.error(`Missing files: ${missing.join(', ')}`);
  process.exit(1);
}
