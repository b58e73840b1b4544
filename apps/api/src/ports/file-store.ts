import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { keyOfPhotoOriginal, UPLOADS_URL_PREFIX } from '@gigrank/db';

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
 * The folder and name behind one of our URLs, or null for anything else: a
 * name is always newFileKey()'s 32 hex digits, `_thumb` for a photo's
 * thumbnail, and an extension (photo-files.ts, the services' save calls).
 */
export function fileOfUrl(url: string): { folder: FileFolder; name: string } | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const [folder, name, ...rest] = url.slice(UPLOADS_URL_PREFIX.length).split('/');
  if (rest.length || !isFileFolder(folder) || !isFileName(name)) return null;
  return { folder, name };
}

export function isFileFolder(value: string | undefined): value is FileFolder {
  return value === 'avatars' || value === 'photos';
}

/** A name newFileKey() and the callers of write/save can produce; nothing else is ever stored. */
export function isFileName(value: string | undefined): value is string {
  return (
    value !== undefined && /^[0-9a-f]{32}((_thumb)?\.[a-z0-9]{1,5}|_original\.bin)$/.test(value)
  );
}

/**
 * A stored name that is served at /uploads: every one but a photo's waiting
 * original (packages/db photoOriginalName), which still holds what the
 * camera wrote into it (GPS position included).
 */
export function isServedName(value: string | undefined): value is string {
  return isFileName(value) && keyOfPhotoOriginal(value) === null;
}

/** The media type a stored file is sent with, from its name. */
export function contentTypeOf(name: string): string {
  if (name.endsWith('.jpg')) return 'image/jpeg';
  if (name.endsWith('.webp')) return 'image/webp';
  return 'application/octet-stream';
}

/**
 * Every stored JPEG (a photo, its thumbnail, an avatar) is written with a
 * WebP twin of the same stem, sent instead to browsers that accept WebP
 * (http/uploads.ts); the twin goes with its JPEG (adapters/files.ts). Files
 * stored before twins existed have none and are sent as JPEG.
 */
export function webpTwinOf(name: string): string | null {
  return name.endsWith('.jpg') ? `${name.slice(0, -'.jpg'.length)}.webp` : null;
}

/** The JPEG a WebP twin stands beside (any other name is its own). */
export function jpegOfTwin(name: string): string {
  return name.endsWith('.webp') ? `${name.slice(0, -'.webp'.length)}.jpg` : name;
}

/** An image re-encoded for storing: the JPEG every browser shows, and its WebP twin. */
export interface EncodedImage {
  jpeg: Buffer;
  webp: Buffer;
}

/** Stores an image and its twin as `{folder}/{stem}.jpg|.webp` (twin first); returns the JPEG's URL. */
export async function writeImage(
  files: FileStore,
  folder: FileFolder,
  stem: string,
  image: EncodedImage,
): Promise<string> {
  await files.write(folder, `${stem}.webp`, image.webp);
  return files.write(folder, `${stem}.jpg`, image.jpeg);
}

/**
 * A file unreferenced this long (written, but its row never committed: a
 * crash in between) is swept; younger ones may still be getting their row.
 */
export const ORPHAN_AGE_MS = 60_000;
/** Removed files are kept (unserved) this long, so an online backup taken just before can copy them. */
export const TRASH_RETENTION_MS = 60 * 60_000;

/** One stored file, opened for reading. */
export interface StoredFile {
  /** The bytes, streamed (the reader destroys it if it stops early); null when `ifNoneMatch` matched. */
  body: Readable | null;
  /** Bytes in body (0 when body is null). */
  length: number;
  /** A strong validator of the content (quoted, as in an ETag header). */
  etag: string;
}

/**
 * Where uploaded photos and avatars are kept. Services see only this; the
 * adapter (a local folder today, an object store when several instances
 * share the files) is chosen once in server.ts.
 */
export interface FileStore {
  /**
   * Stores `data` as `{folder}/{name}` atomically and returns its public URL:
   * bytes in memory, or the path of a file on this machine's disk (an upload
   * streamed there), copied without reading it whole into memory.
   */
  write(folder: FileFolder, name: string, data: Buffer | string): Promise<string>;
  /** Removes files by public URL; missing files and foreign URLs are ignored. */
  remove(urls: Iterable<string | null | undefined>): Promise<void>;
  /** Deletes files no row references (`isReferenced` says which are), and old leftovers. */
  sweep(
    isReferenced: (folder: FileFolder, names: string[]) => Promise<Set<string>>,
    now?: number,
  ): Promise<{ removed: number }>;
  /**
   * Opens `{folder}/{name}` for reading, or null when there is no such file.
   * `orTrash`: a removed file still in trash/ too (backups). `ifNoneMatch`:
   * an ETag the reader holds; when it is the file's, no body is opened.
   */
  open(
    folder: FileFolder,
    name: string,
    options?: { orTrash?: boolean; ifNoneMatch?: string },
  ): Promise<StoredFile | null>;
  /** The local folder served at /uploads, when the files are on this machine's disk. */
  readonly localRoot?: string;
  /** Releases connections (an object store's sockets); createAdapters' close() calls it. */
  close?(): Promise<void>;
  /** Resolves when the store answers (an object store's bucket); absent for a local folder. */
  ping?(): Promise<void>;
}
