// pnpm backup [folder]: a consistent online copy of the SQLite database and the
// uploads it references, taken while the server runs.
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  UPLOADS_URL_PREFIX,
  backupSqliteFile,
  fileReferencesOf,
  isPostgresUrl,
  sqlitePath,
} from '@gigrank/db';
import { LocalFileStore } from '../adapters/local-file-store';
import { loadConfig } from '../env';

const config = loadConfig();
if (isPostgresUrl(config.databaseUrl)) {
  console.error(
    'DATABASE_URL is PostgreSQL: back it up with pg_dump (see README, Backups), e.g.\n' +
      `  pg_dump --format=custom --file=gigrank.dump "${config.databaseUrl}"\n` +
      `and copy ${config.uploadsDir} alongside.`,
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

// Backups copy from this machine's uploads folder (SQLite runs on one machine).
const files = new LocalFileStore(config.uploadsDir);
const missing: string[] = [];
const copy = async (folder: 'avatars' | 'photos', name: string) => {
  const from = await files.locate(folder, name);
  if (from) await copyFile(from, join(out, 'uploads', folder, name));
  else missing.push(`${folder}/${name}`);
};
for (const key of photos) {
  await copy('photos', `${key}.jpg`);
  await copy('photos', `${key}_thumb.jpg`);
}
for (const name of avatars) await copy('avatars', name);

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
