// pnpm backup [folder]: a consistent online copy of the SQLite database and the
// uploads it references, taken while the server runs.
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { isPostgresUrl, sqlitePath } from '@gigrank/db';
import { loadConfig } from '../env';
import { FileStore } from '../storage/files';

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

// better-sqlite3's online backup: a consistent snapshot while writers go on.
const live = new SQLite(sqlitePath(config.databaseUrl), { fileMustExist: true });
live.pragma('busy_timeout = 5000');
await live.backup(join(out, 'gigrank.db'));
live.close();

// Copy exactly the files the snapshot points at, from their folder or, when
// deleted since the snapshot, from trash/ (kept there for an hour).
const snapshot = new SQLite(join(out, 'gigrank.db'), { readonly: true });
const photos = snapshot.prepare('SELECT file_key FROM show_photos').pluck().all() as string[];
const avatars = (
  snapshot
    .prepare('SELECT profile_picture FROM users WHERE profile_picture IS NOT NULL')
    .pluck()
    .all() as string[]
)
  .filter((url) => url.startsWith(`${FileStore.URL_PREFIX}avatars/`))
  .map((url) => url.slice(`${FileStore.URL_PREFIX}avatars/`.length));
snapshot.close();

const files = new FileStore(config.uploadsDir);
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
