import {
  readExifDateTime,
  readExifOffset,
  readGpsPosition,
  type PhotoFacts,
} from '@gigrank/domain';
import type { parse } from 'exifr';
import { mapBounded } from './bounded';

/** Photos read at once: enough to keep the disk busy, few enough to keep the phone responsive. */
const READ_AT_ONCE = 4;

/**
 * Only the tags the backfill needs: the time and its offset from the Exif
 * IFD, the position from the GPS IFD (IFD0, which points at them, is always
 * read). exifr then reads the file's first chunk and those blocks, not the
 * photo, so hundreds take seconds.
 */
type ExifParse = typeof parse;

const EXIF_OPTIONS: Parameters<ExifParse>[1] = {
  ifd1: false,
  interop: false,
  exif: { pick: ['DateTimeOriginal', 'OffsetTimeOriginal'] },
  gps: { pick: ['GPSLatitude', 'GPSLatitudeRef', 'GPSLongitude', 'GPSLongitudeRef'] },
  xmp: false,
  icc: false,
  iptc: false,
  jfif: false,
  ihdr: false,
  // The time as written ('2024:06:21 23:30:00'): a Date would read it in this device's zone.
  reviveValues: false,
};

/** What one photo says; a file exifr cannot read (not a photo, damaged) says nothing. */
async function readPhoto(parse: ExifParse, file: Blob, id: string): Promise<PhotoFacts> {
  let tags: Record<string, unknown> = {};
  try {
    tags = ((await parse(file, EXIF_OPTIONS)) ?? {}) as Record<string, unknown>;
  } catch {
    // Kept apart as without a date or a place.
  }
  return {
    id,
    takenLocal: readExifDateTime(tags.DateTimeOriginal),
    offsetMinutes: readExifOffset(tags.OffsetTimeOriginal),
    position: readGpsPosition(tags.latitude, tags.longitude),
  };
}

/**
 * Each file's date and position, read on this device (nothing is sent), a
 * few at a time; a photo's id is its index in `files`. exifr's light build
 * (JPEG and HEIC) loads with the first reading.
 */
export async function readPhotos(
  files: readonly File[],
  onRead: (done: number) => void,
  signal: AbortSignal,
): Promise<PhotoFacts[]> {
  const exifr = await import('exifr/dist/lite.esm.mjs');
  let done = 0;
  return mapBounded(files, READ_AT_ONCE, (file, i) => readPhoto(exifr.parse, file, String(i)), {
    signal,
    onSettled: () => {
      done += 1;
      onRead(done);
    },
  });
}
