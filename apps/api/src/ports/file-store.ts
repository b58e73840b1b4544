import { randomBytes } from 'node:crypto';
import { UPLOADS_URL_PREFIX } from '@gigrank/db';

/** The folders uploaded files live in; a file's public URL is `/uploads/{folder}/{name}`. */
export type FileFolder = 'avatars' | 'photos';

/** A fresh random file name stem (128 bits, hex): a URL never guesses another file. */
export function newFileKey(): string {
  return randomBytes(16).toString('hex');
}

/** The public URL of a stored file. */
export function fileUrl(folder: FileFolder, name: string): string {
  return `${UPLOADS_URL_PREFIX}${folder}/${name}`;
}

/**
 * Where uploaded photos and avatars are kept. Services see only this; the
 * adapter (a local folder today, an object store when several instances
 * share the files) is chosen once in server.ts.
 */
export interface FileStore {
  /** Stores `data` as `{folder}/{name}` atomically and returns its public URL. */
  write(folder: FileFolder, name: string, data: Buffer): Promise<string>;
  /** Stores under a random name and returns the public URL. */
  save(folder: FileFolder, ext: string, data: Buffer): Promise<string>;
  /** Removes files by public URL; missing files and foreign URLs are ignored. */
  remove(urls: Iterable<string | null | undefined>): Promise<void>;
  /** Deletes files no row references (`isReferenced` says which are), and old leftovers. */
  sweep(
    isReferenced: (folder: FileFolder, names: string[]) => Promise<Set<string>>,
    now?: number,
  ): Promise<{ removed: number }>;
  /** The local folder served at /uploads, when the files are on this machine's disk. */
  readonly localRoot?: string;
}
