import sharp from 'sharp';
import { PROFILE_PICTURE_SIZE } from '@gigrank/domain';
import { badRequest } from '../errors';

/**
 * Decompression-bomb guard: sharp refuses inputs with more pixels than this
 * before decoding them (a 20000x20000 image is 400 MP).
 */
export const MAX_INPUT_PIXELS = 40_000_000;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** Reads the header only: the format is judged by content, never by name or declared type. */
async function assertImage(input: Buffer, what: string): Promise<void> {
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new Error('format');
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw new Error('too big');
  } catch {
    throw badRequest(`${what} must be a JPEG, PNG, WebP or GIF image`);
  }
}

/**
 * A profile picture: decoded, orientation applied, cropped to a square and
 * re-encoded as a 300x300 JPEG; EXIF, GPS and every other metadata dropped.
 */
export async function processAvatar(input: Buffer): Promise<Buffer> {
  await assertImage(input, 'Profile picture');
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PROFILE_PICTURE_SIZE, PROFILE_PICTURE_SIZE, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw badRequest('Profile picture must be a JPEG, PNG, WebP or GIF image');
  }
}

export const PHOTO_DISPLAY_MAX = 1600;
export const PHOTO_THUMB_MAX = 480;

export interface ProcessedPhoto {
  display: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * A show photo: decoded, orientation applied, re-encoded as JPEG at a display
 * size and a thumbnail; EXIF, GPS and all other metadata are dropped.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  await assertImage(input, 'Photo');
  try {
    const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' });
    const display = await base
      .clone()
      .resize(PHOTO_DISPLAY_MAX, PHOTO_DISPLAY_MAX, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await base
      .clone()
      .resize(PHOTO_THUMB_MAX, PHOTO_THUMB_MAX, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer();
    return {
      display: display.data,
      thumbnail,
      width: display.info.width,
      height: display.info.height,
    };
  } catch {
    throw badRequest('Photo must be a JPEG, PNG, WebP or GIF image');
  }
}

/** Parses `data:image/...;base64,...`; anything else is refused. */
export function decodeDataUrl(value: string): Buffer {
  const match = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]*)$/.exec(
    value,
  );
  if (!match?.[3]) throw badRequest('Profile picture must be an image data URL');
  return Buffer.from(match[3], 'base64');
}
