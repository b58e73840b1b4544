import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  HeadBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type _Object,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../env';
import {
  contentTypeOf,
  fileOfUrl,
  fileUrl,
  isFileName,
  ORPHAN_AGE_MS,
  TRASH_RETENTION_MS,
  type FileFolder,
  type FileStore,
  type StoredFile,
} from '../ports/file-store';

const FOLDERS: readonly FileFolder[] = ['avatars', 'photos'];

/**
 * Uploaded files in an S3-compatible bucket that every instance shares:
 * `{prefix}{folder}/{name}`, and `{prefix}trash/{folder}/{name}` for an hour
 * after a removal. A PUT is atomic (an object is whole or absent), so a
 * crash mid-upload leaves nothing, and one between the PUT and the row's
 * commit leaves an orphan that sweep() deletes after a minute, as on disk.
 */
export class S3FileStore implements FileStore {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;

  constructor(config: S3Config) {
    this.#bucket = config.bucket;
    this.#prefix = config.prefix;
    this.#client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 demands them: many S3-compatible servers
      // reject the default CRC32 headers the SDK would add to every PUT.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  #key(folder: FileFolder, name: string): string {
    return `${this.#prefix}${folder}/${name}`;
  }

  #trashKey(folder: FileFolder, name: string): string {
    return `${this.#prefix}trash/${folder}/${name}`;
  }

  /** One PUT (an object appears whole or not at all); returns the public URL. */
  /** The bucket answers a HEAD request. */
  async ping(): Promise<void> {
    await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }));
  }

  async write(folder: FileFolder, name: string, data: Buffer | string): Promise<string> {
    if (!isFileName(name)) throw new Error(`Not a stored file name: ${name}`);
    // A file on disk is streamed to the bucket (its length known first, as a PUT needs).
    const length = typeof data === 'string' ? (await stat(data)).size : data.length;
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: this.#key(folder, name),
        Body: typeof data === 'string' ? createReadStream(data) : data,
        ContentLength: length,
        ContentType: contentTypeOf(name),
      }),
    );
    return fileUrl(folder, name);
  }

  /**
   * Removes files by URL (missing objects and foreign URLs are ignored): each
   * is copied to trash/ first, unserved, and purged after TRASH_RETENTION_MS,
   * so an online backup taken just before the removal can still copy it.
   */
  async remove(urls: Iterable<string | null | undefined>): Promise<void> {
    for (const url of urls) {
      const file = url ? fileOfUrl(url) : null;
      if (!file) continue;
      const key = this.#key(file.folder, file.name);
      try {
        await this.#client.send(
          new CopyObjectCommand({
            Bucket: this.#bucket,
            CopySource: `${this.#bucket}/${key}`,
            Key: this.#trashKey(file.folder, file.name),
          }),
        );
      } catch (error) {
        if (isMissing(error)) continue;
        throw error;
      }
      await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
    }
  }

  async open(
    folder: FileFolder,
    name: string,
    options: { orTrash?: boolean; ifNoneMatch?: string } = {},
  ): Promise<StoredFile | null> {
    if (!isFileName(name)) return null;
    const keys = [this.#key(folder, name)];
    if (options.orTrash) keys.push(this.#trashKey(folder, name));
    for (const key of keys) {
      try {
        const object = await this.#client.send(
          new GetObjectCommand({
            Bucket: this.#bucket,
            Key: key,
            IfNoneMatch: options.ifNoneMatch,
          }),
        );
        return {
          // The Node runtime's body is the response stream itself: destroying
          // it (a reader that stops early) frees the socket.
          body: object.Body as Readable,
          length: object.ContentLength ?? 0,
          etag: object.ETag ?? '',
        };
      } catch (error) {
        if (statusOf(error) === 304) return { body: null, length: 0, etag: options.ifNoneMatch! };
        if (!isMissing(error)) throw error;
      }
    }
    return null;
  }

  /**
   * Housekeeping on a timer and at start, by any one instance: objects no row
   * points at (a crash between the PUT and the commit) once older than
   * ORPHAN_AGE_MS, and trash older than TRASH_RETENTION_MS. Ages are the
   * bucket's LastModified against this machine's clock.
   */
  async sweep(
    isReferenced: (folder: FileFolder, names: string[]) => Promise<Set<string>>,
    now = Date.now(),
  ): Promise<{ removed: number }> {
    let removed = 0;
    const old = (object: _Object, age: number) =>
      object.Key !== undefined &&
      object.LastModified !== undefined &&
      now - object.LastModified.getTime() > age;
    for await (const page of this.#pages(`${this.#prefix}trash/`)) {
      for (const object of page) {
        if (!old(object, TRASH_RETENTION_MS)) continue;
        await this.#delete(object.Key!);
        removed += 1;
      }
    }
    for (const folder of FOLDERS) {
      const prefix = `${this.#prefix}${folder}/`;
      for await (const page of this.#pages(prefix)) {
        const candidates = page
          .filter((object) => old(object, ORPHAN_AGE_MS))
          .map((object) => object.Key!.slice(prefix.length));
        for (let i = 0; i < candidates.length; i += 500) {
          const batch = candidates.slice(i, i + 500);
          const referenced = await isReferenced(folder, batch);
          for (const name of batch) {
            if (referenced.has(name)) continue;
            await this.#delete(prefix + name);
            removed += 1;
          }
        }
      }
    }
    return { removed };
  }

  /** The objects under `prefix`, a listing page (up to 1,000) at a time. */
  async *#pages(prefix: string): AsyncGenerator<_Object[]> {
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({
          Bucket: this.#bucket,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      );
      yield page.Contents ?? [];
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async #delete(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  /** Closes the client's idle sockets. */
  async close(): Promise<void> {
    this.#client.destroy();
  }
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException
    ? error.$metadata.httpStatusCode
    : (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return statusOf(error) === 404 || name === 'NoSuchKey' || name === 'NotFound';
}
