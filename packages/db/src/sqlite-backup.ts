import SQLite from 'better-sqlite3';

/** better-sqlite3's online backup: a consistent snapshot of a live file while writers go on. */
export async function backupSqliteFile(livePath: string, copyPath: string): Promise<void> {
  const live = new SQLite(livePath, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    // Every page left, in one step: SQLite starts a backup over whenever another process
    // writes between two steps, so in steps of 100 pages (the default) a busy server's
    // copy could start over for ever. One step reads one snapshot; in WAL mode the
    // server's writes go on meanwhile.
    await live.backup(copyPath, { progress: ({ remainingPages }) => remainingPages });
  } finally {
    live.close();
  }
}

/** The photo keys and avatar URLs a database file's rows point at (what a backup must copy). */
export function fileReferencesOf(path: string): { photoKeys: string[]; avatarUrls: string[] } {
  const snapshot = new SQLite(path, { readonly: true });
  try {
    const photoKeys = snapshot
      .prepare('SELECT file_key FROM show_photos')
      .pluck()
      .all() as string[];
    const avatarUrls = snapshot
      .prepare('SELECT profile_picture FROM users WHERE profile_picture IS NOT NULL')
      .pluck()
      .all() as string[];
    return { photoKeys, avatarUrls };
  } finally {
    snapshot.close();
  }
}

/** `PRAGMA integrity_check` of a database file: 'ok', or what is wrong. */
export function integrityOf(path: string): string {
  const check = new SQLite(path, { readonly: true });
  try {
    return String(check.pragma('integrity_check', { simple: true }));
  } finally {
    check.close();
  }
}
