import { mkdir, open, readdir, rename, rm, stat, writeFile, copyFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { UPLOADS_URL_PREFIX } from '@gigrank/db';
import { fileUrl, newFileKey, ORPHAN_AGE_MS, TRASH_RETENTION_MS } from '../ports/file-store';
import type { FileFolder, FileStore, StoredFile } from '../ports/file-store';

/**
 * Uploaded files under DATA_DIR/uploads, served at /uploads by this server.
 * Names are random, so a URL never guesses another file and cached copies
 * never go stale.
 */
export class LocalFileStore implements FileStore {
  constructor(readonly root: string) {}

  get localRoot(): string {
    return this.root;
  }

  async init(): Promise<void> {
    await mkdir(join(this.root, 'avatars'), { recursive: true });
    await mkdir(join(this.root, 'photos'), { recursive: true });
    await mkdir(join(this.root, 'tmp'), { recursive: true });
    await mkdir(join(this.root, 'trash'), { recursive: true });
  }

  /** Writes atomically (temp file, then rename) and returns the public URL. */
  async write(folder: FileFolder, name: string, data: Buffer | string): Promise<string> {
    const tmp = join(this.root, 'tmp', `${name}.${newFileKey()}.part`);
    if (typeof data === 'string') await copyFile(data, tmp);
    else await writeFile(tmp, data);
    await rename(tmp, join(this.root, folder, name));
    return fileUrl(folder, name);
  }

  /** The file behind one of our URLs, or null for anything else (never escapes the root). */
  pathOf(url: string): string | null {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
    const full = resolve(this.root, url.slice(UPLOADS_URL_PREFIX.length));
    return full.startsWith(this.root + sep) ? full : null;
  }

  /**
   * Removes files by URL (missing files and foreign URLs are ignored). They go
   * to trash/ first, unserved, and are purged after TRASH_RETENTION_MS, so an
   * online backup taken just before a deletion can still copy them.
   */
  async remove(urls: Iterable<string | null | undefined>): Promise<void> {
    for (const url of urls) {
      const path = url ? this.pathOf(url) : null;
      if (!path) continue;
      const [folder, name] = url!.slice(UPLOADS_URL_PREFIX.length).split('/');
      await rename(path, join(this.root, 'trash', `${folder}__${name}`)).catch((error: unknown) => {
        if ((error as { code?: string }).code !== 'ENOENT') throw error;
      });
    }
  }

  /** Where a file of `folder` lives now: its folder, or trash/ after a recent removal. */
  async locate(folder: FileFolder, name: string): Promise<string | null> {
    for (const path of [
      join(this.root, folder, name),
      join(this.root, 'trash', `${folder}__${name}`),
    ]) {
      if (
        await stat(path).then(
          () => true,
          () => false,
        )
      )
        return path;
    }
    return null;
  }

  /**
   * Opens a file (or, with `orTrash`, its removed copy) for reading. The ETag
   * is the size and modification time: a name is written once, so they
   * change only if it is written again.
   */
  async open(
    folder: FileFolder,
    name: string,
    options: { orTrash?: boolean; ifNoneMatch?: string } = {},
  ): Promise<StoredFile | null> {
    if (name.includes('/') || name.includes(sep) || name.startsWith('.')) return null;
    const path = options.orTrash ? await this.locate(folder, name) : join(this.root, folder, name);
    if (!path) return null;
    // One descriptor: what is measured is what is read, even if the name moves meanwhile.
    const handle = await open(path, 'r').catch(() => null);
    if (!handle) return null;
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    if (options.ifNoneMatch === etag) {
      await handle.close();
      return { body: null, length: 0, etag };
    }
    return { body: handle.createReadStream(), length: info.size, etag };
  }

  /**
   * Housekeeping after a crash or on a timer: unfinished temp files and files
   * no row points at (a crash between writing a file and committing its row)
   * are deleted once older than a minute; trash is purged after an hour.
   */
  async sweep(
    isReferenced: (folder: FileFolder, names: string[]) => Promise<Set<string>>,
    now = Date.now(),
  ): Promise<{ removed: number }> {
    let removed = 0;
    const oldEntries = async (dir: string, age: number) => {
      const names = await readdir(join(this.root, dir)).catch(() => [] as string[]);
      const out: string[] = [];
      for (const name of names) {
        const info = await stat(join(this.root, dir, name)).catch(() => null);
        if (info?.isFile() && now - info.mtimeMs > age) out.push(name);
      }
      return out;
    };
    for (const name of await oldEntries('tmp', ORPHAN_AGE_MS)) {
      await rm(join(this.root, 'tmp', name), { force: true });
      removed += 1;
    }
    for (const name of await oldEntries('trash', TRASH_RETENTION_MS)) {
      await rm(join(this.root, 'trash', name), { force: true });
      removed += 1;
    }
    for (const folder of ['avatars', 'photos'] as const) {
      const candidates = await oldEntries(folder, ORPHAN_AGE_MS);
      for (let i = 0; i < candidates.length; i += 500) {
        const batch = candidates.slice(i, i + 500);
        const referenced = await isReferenced(folder, batch);
        for (const name of batch) {
          if (referenced.has(name)) continue;
          await rm(join(this.root, folder, name), { force: true });
          removed += 1;
        }
      }
    }
    return { removed };
  }
}
