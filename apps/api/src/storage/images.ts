import { availableParallelism } from 'node:os';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { PROFILE_PICTURE_SIZE } from '@gigrank/domain';
import { badRequest } from '../errors';
import type { EncodedImage } from '../ports/file-store';
import { WaitingSlots } from './work-slots';

/**
 * An image to re-encode: the path of an uploaded file on this machine's disk
 * (multipart uploads are streamed there), or bytes already in memory (the
 * registration's data URL, whose JSON body is in memory anyway).
 */
export type ImageInput = string | Buffer;

/**
 * How many re-encodes run at once in this process: one per core. Each decodes
 * a photo of up to 40 MP (about 120 MB of pixels at worst), so this, not the
 * number of uploads, sets the memory images take; the others wait their turn.
 */
const REENCODE_CONCURRENCY = Math.max(1, availableParallelism());
const reencodeSlots = new WaitingSlots(REENCODE_CONCURRENCY);

// libvips keeps recent operations and their pixels for reuse (50 MB by
// default); uploads are never the same twice, so the cache only holds memory.
sharp.cache(false);

/**
 * Decompression-bomb guard: sharp refuses inputs with more pixels than this
 * before decoding them (a 20000x20000 image is 400 MP).
 */
const MAX_INPUT_PIXELS = 40_000_000;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** The 400 of an upload that is not an accepted image. */
const notAnImage = (what: string) => badRequest(`${what} must be a JPEG, PNG, WebP or GIF image`);

/** Reads the header only: the format is judged by content, never by name or declared type. */
async function assertImage(input: ImageInput, what: string): Promise<Metadata> {
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new Error('format');
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw new Error('too big');
    return meta;
  } catch {
    throw notAnImage(what);
  }
}

/**
 * Re-encodes an upload (`what`, for the refusal) in one of the slots: `work`
 * gets it decoded with its orientation applied; one that is not an accepted
 * image, or fails to decode, is refused (400).
 */
function reencode<T>(input: ImageInput, what: string, work: (image: Sharp) => Promise<T>) {
  return reencodeSlots.run(async (): Promise<T> => {
    await assertImage(input, what);
    try {
      return await work(
        sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate(),
      );
    } catch {
      throw notAnImage(what);
    }
  });
}

/** The JPEG and its WebP twin (ports/file-store.ts) of an image decoded once. */
async function encoded(image: Sharp, quality: number): Promise<EncodedImage> {
  const [jpeg, webp] = await Promise.all([
    image.clone().jpeg({ quality, mozjpeg: true }).toBuffer(),
    image
      .clone()
      .webp({ quality: quality - 4 })
      .toBuffer(),
  ]);
  return { jpeg, webp };
}

/**
 * A profile picture: decoded, orientation applied, cropped to a square and
 * re-encoded as a 300x300 JPEG and WebP; EXIF, GPS and every other metadata
 * dropped.
 */
export function processAvatar(input: ImageInput): Promise<EncodedImage> {
  return reencode(input, 'Profile picture', async (image) => {
    const square = await image
      .resize(PROFILE_PICTURE_SIZE, PROFILE_PICTURE_SIZE, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return encoded(sharp(square.data, { raw: square.info }), 85);
  });
}

const PHOTO_DISPLAY_MAX = 1600;
const PHOTO_THUMB_MAX = 480;

export interface ProcessedPhoto {
  display: EncodedImage;
  thumbnail: EncodedImage;
  width: number;
  height: number;
}

/**
 * A show photo: decoded, orientation applied, re-encoded as JPEG and WebP at
 * a display size and a thumbnail; EXIF, GPS and all other metadata are
 * dropped. The original is decoded once; the thumbnail is made from the
 * display image.
 */
export function processPhoto(input: ImageInput): Promise<ProcessedPhoto> {
  return reencode(input, 'Photo', async (image) => {
    const pixels = await image
      .flatten({ background: '#ffffff' })
      .resize(PHOTO_DISPLAY_MAX, PHOTO_DISPLAY_MAX, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const display = sharp(pixels.data, { raw: pixels.info });
    const thumbnail = display
      .clone()
      .resize(PHOTO_THUMB_MAX, PHOTO_THUMB_MAX, { fit: 'inside', withoutEnlargement: true });
    return {
      display: await encoded(display, 82),
      thumbnail: await encoded(thumbnail, 78),
      width: pixels.info.width,
      height: pixels.info.height,
    };
  });
}

/**
 * A show photo's display size, read from its header without decoding it (the
 * answer's width and height until its sizes are made, which measure it
 * again): its orientation applied, fitted inside the display size. One that
 * is not an accepted image is refused (400).
 */
export async function photoDisplaySize(
  input: ImageInput,
): Promise<{ width: number; height: number }> {
  const meta = await assertImage(input, 'Photo');
  // EXIF orientations 5 to 8 turn the picture a quarter: width and height swap.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 1;
  const height = (turned ? meta.width : meta.height) ?? 1;
  const scale = Math.min(1, PHOTO_DISPLAY_MAX / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Parses `data:image/...;base64,...`; anything else is refused. */
export function decodeDataUrl(value: string): Buffer {
  const match = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]*)$/.exec(
    value,
  );
  if (!match?.[3]) throw badRequest('Profile picture must be an image data URL');
  return Buffer.from(match[3], 'base64');
}
