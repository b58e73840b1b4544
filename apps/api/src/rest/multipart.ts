import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_SHOW } from '@gigrank/domain';
import { AppError, badRequest, tooLarge } from '../errors';
import { KeyedSlots } from '../storage/work-slots';

/** Limits for every multipart body (DECISIONS.md: 15 MB per photo, 20 per show). */
export const MULTIPART_LIMITS = {
  fileSize: MAX_PHOTO_BYTES,
  files: MAX_PHOTOS_PER_SHOW,
  fields: 60,
  fieldSize: 16 * 1024,
  parts: 100,
  headerPairs: 200,
};

/**
 * Multipart uploads one account may have in progress at once (in this
 * process); the next answers 429 before its body is read. Two lets a show
 * and a profile picture go up together; a script sending many at once waits.
 */
export const UPLOADS_PER_ACCOUNT = 2;
/**
 * Multipart uploads in progress at once in this process, all accounts
 * together: each may put up to 300 MB (20 photos of 15 MB) on disk while it
 * waits to be re-encoded, so this bounds that disk to about 5 GB.
 */
export const UPLOADS_AT_ONCE = 16;
/** Forms up to this declared size are not counted as uploads (the JSON body limit). */
export const SMALL_FORM_BYTES = 1024 * 1024;
export const TOO_MANY_UPLOADS = 'Too many uploads at once, try again in a moment';
/** What the 429 tells a client to wait: an upload usually ends within seconds. */
const UPLOAD_RETRY_AFTER_S = 5;

/** Uploads wait here, one folder per request, until they are re-encoded. */
export const incomingDir = (dataDir: string) => join(dataDir, 'incoming');

/** What one kind of upload allows, and what its refusals say. */
export interface UploadRules {
  limits: typeof MULTIPART_LIMITS;
  fileTooLarge: string;
  tooManyFiles: string;
}

/** Photos (a show's, a profile picture): the default. */
const PHOTO_UPLOADS: UploadRules = {
  limits: MULTIPART_LIMITS,
  fileTooLarge: 'Each photo must be at most 15 MB',
  tooManyFiles: `A show can have at most ${MAX_PHOTOS_PER_SHOW} photos`,
};

export interface MultipartBody {
  fields: Record<string, string>;
  /** The files of the named fields: paths of temporary files, in the order sent. */
  files: Record<string, string[]>;
}

interface UploadSlots {
  perAccount: KeyedSlots<number>;
  all: KeyedSlots<'all'>;
}
const uploadSlotsOfApp = new WeakMap<object, UploadSlots>();

/** Takes an upload slot for `userId` and one of the process's, or null if either is full. */
function takeUploadSlot(app: object, userId: number): (() => void) | null {
  let slots = uploadSlotsOfApp.get(app);
  if (!slots) {
    slots = {
      perAccount: new KeyedSlots(UPLOADS_PER_ACCOUNT),
      all: new KeyedSlots(UPLOADS_AT_ONCE),
    };
    uploadSlotsOfApp.set(app, slots);
  }
  const mine = slots.perAccount.tryTake(userId);
  if (!mine) return null;
  const shared = slots.all.tryTake('all');
  if (!shared) {
    mine();
    return null;
  }
  return () => {
    shared();
    mine();
  };
}

/**
 * Reads a multipart body for `userId` and runs `use` on it; the temporary
 * files are removed when `use` ends, whatever happens (success, error, the
 * client going away). At most UPLOADS_PER_ACCOUNT per account and
 * UPLOADS_AT_ONCE in all run at once: above that 429, with nothing read.
 * `app` is the app's deps object, so each app (tests build several) counts
 * its own uploads.
 */
export async function receiveUploads<T>(
  app: { config: { dataDir: string } },
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  fileFields: readonly string[],
  use: (body: MultipartBody) => Promise<T>,
  rules: UploadRules = PHOTO_UPLOADS,
): Promise<T> {
  // A form whose declared length is within the JSON body limit (a show
  // without photos) weighs what a JSON write does: it takes no upload slot.
  // Node reads exactly the declared length, so the header cannot lie.
  const declared = Number(request.headers['content-length']);
  const small = Number.isFinite(declared) && declared <= SMALL_FORM_BYTES;
  const release = small ? () => {} : takeUploadSlot(app, userId);
  if (!release) {
    reply.header('Retry-After', String(UPLOAD_RETRY_AFTER_S));
    throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_UPLOADS);
  }
  // The request's folder is made when its first file arrives: a form
  // without photos touches no disk.
  let dir: Promise<string> | undefined;
  const folder = () =>
    (dir ??= (async () => {
      const root = incomingDir(app.config.dataDir);
      await mkdir(root, { recursive: true });
      return mkdtemp(join(root, 'upload-'));
    })());
  try {
    return await use(await readMultipart(request, folder, fileFields, rules));
  } finally {
    if (dir)
      await dir.then(
        (d) => rm(d, { recursive: true, force: true }),
        () => {},
      );
    release();
  }
}

/**
 * Reads a multipart body: text fields, and the files of the named fields
 * streamed one at a time to files in the request's `folder()` (each at most
 * the rules' size, 15 MB for photos; above that 413), so no upload is ever whole in memory. Files of other fields are
 * drained and ignored; empty files (an empty file input) are skipped.
 */
async function readMultipart(
  request: FastifyRequest,
  folder: () => Promise<string>,
  fileFields: readonly string[],
  rules: UploadRules = PHOTO_UPLOADS,
): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, files: {} };
  let count = 0;
  try {
    for await (const part of request.parts({ limits: rules.limits })) {
      if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname)) {
          part.file.resume();
          continue;
        }
        const path = join(await folder(), String(count++));
        await pipeline(part.file, createWriteStream(path));
        // busboy ends a file at the limit and marks it truncated.
        if (part.file.truncated) throw tooLarge(rules.fileTooLarge);
        if ((await stat(path)).size === 0) continue;
        (body.files[part.fieldname] ??= []).push(path);
      } else if (typeof part.value === 'string') {
        body.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(rules.fileTooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(rules.tooManyFiles);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw badRequest('Too many form fields');
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw badRequest('Expected a multipart form');
    if (code?.startsWith('FST_')) throw badRequest('Malformed multipart body');
    throw error;
  }
  return body;
}

/**
 * Removes upload folders older than `maxAgeMs` (a crash mid-upload leaves
 * one). Run at start-up; folders of requests in flight are younger.
 */
export async function sweepIncoming(dataDir: string, maxAgeMs = 60 * 60_000): Promise<number> {
  const root = incomingDir(dataDir);
  const names = await readdir(root).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const info = await stat(join(root, name)).catch(() => null);
    if (info && Date.now() - info.mtimeMs > maxAgeMs) {
      await rm(join(root, name), { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Indexed fields in order: `name[0]`, `name[1]`... (the web's guestAppearances[i])
 * or `prefix0`, `prefix1`... (guest_artist_{i}).
 */
export function indexedFields(fields: Record<string, string>, pattern: RegExp): string[] {
  return Object.entries(fields)
    .map(([key, value]) => ({ index: pattern.exec(key)?.[1], value }))
    .filter((e): e is { index: string; value: string } => e.index !== undefined)
    .sort((a, b) => Number(a.index) - Number(b.index))
    .map((e) => e.value);
}
