import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

/**
 * Uploaded files under DATA_DIR/uploads, served at /uploads. Names are random,
 * so a URL never guesses another file and cached copies never go stale.
 * A local folder now; the interface is what an object store would implement.
 */
export class FileStore {
  constructor(readonly root: string) {}

  static readonly URL_PREFIX = '/uploads/';

  async init(): Promise<void> {
    await mkdir(join(this.root, 'avatars'), { recursive: true });
    await mkdir(join(this.root, 'photos'), { recursive: true });
    await mkdir(join(this.root, 'tmp'), { recursive: true });
  }

  /** A fresh random file name stem (128 bits, hex). */
  static newKey(): string {
    return randomBytes(16).toString('hex');
  }

  /** Writes atomically (temp file, then rename) and returns the public URL. */
  async write(folder: 'avatars' | 'photos', name: string, data: Buffer): Promise<string> {
    const tmp = join(this.root, 'tmp', `${name}.${FileStore.newKey()}.part`);
    await writeFile(tmp, data);
    await rename(tmp, join(this.root, folder, name));
    return `${FileStore.URL_PREFIX}${folder}/${name}`;
  }

  /** Saves under a random name and returns the public URL. */
  save(folder: 'avatars' | 'photos', ext: string, data: Buffer): Promise<string> {
    return this.write(folder, `${FileStore.newKey()}.${ext}`, data);
  }

  /** The file behind one of our URLs, or null for anything else (never escapes the root). */
  pathOf(url: string): string | null {
    if (!url.startsWith(FileStore.URL_PREFIX)) return null;
    const full = resolve(this.root, url.slice(FileStore.URL_PREFIX.length));
    return full.startsWith(this.root + sep) ? full : null;
  }

  /** Removes files by URL; missing files and foreign URLs are ignored. */
  async remove(urls: Iterable<string | null | undefined>): Promise<void> {
    for (const url of urls) {
      const path = url ? this.pathOf(url) : null;
      if (path) await rm(path, { force: true });
    }
  }
}
