import type { FastifyRequest } from 'fastify';
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_SHOW } from '@gigrank/domain';
import { badRequest, tooLarge } from '../errors';

/** Limits for every multipart body (DECISIONS.md: 15 MB per photo, 20 per show). */
export const MULTIPART_LIMITS = {
  fileSize: MAX_PHOTO_BYTES,
  files: MAX_PHOTOS_PER_SHOW,
  fields: 60,
  fieldSize: 16 * 1024,
  parts: 100,
  headerPairs: 200,
};

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, Buffer[]>;
}

/**
 * Reads a whole multipart body: text fields, and the files of the named
 * fields into memory (each at most 15 MB; above that 413). Files of other
 * fields are drained and ignored.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, files: {} };
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname)) {
          part.file.resume();
          continue;
        }
        const data = await part.toBuffer();
        if (data.length === 0) continue; // an empty file input sends an empty part
        (body.files[part.fieldname] ??= []).push(data);
      } else if (typeof part.value === 'string') {
        body.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('Each photo must be at most 15 MB');
    if (code === 'FST_FILES_LIMIT') {
      throw badRequest(`A show can have at most ${MAX_PHOTOS_PER_SHOW} photos`);
    }
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
