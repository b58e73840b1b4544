// JPEG photos as a phone writes them: a real 16x16 image with an EXIF APP1 segment
// that says when (DateTimeOriginal, OffsetTimeOriginal) and where (GPS) it was taken.
import { file, type FileFields } from './files';

/** A decodable 16x16 baseline JPEG without metadata (sharp, quality 50). */
const PLAIN_JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAQABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCYAKN//9k=',
  'base64',
);

/** TIFF field types used here, with their sizes in bytes. */
const BYTE = 1;
const ASCII = 2;
const LONG = 4;
const RATIONAL = 5;
const TYPE_SIZE: Record<number, number> = { [BYTE]: 1, [ASCII]: 1, [LONG]: 4, [RATIONAL]: 8 };

interface Entry {
  tag: number;
  type: number;
  /** ASCII: the text (a NUL is added); BYTE and LONG: numbers; RATIONAL: [numerator, denominator] pairs. */
  value: string | number[] | [number, number][];
}

function entryCount(entry: Entry): number {
  if (typeof entry.value === 'string') return entry.value.length + 1;
  return entry.value.length;
}

function entryBytes(entry: Entry): Buffer {
  const bytes = Buffer.alloc(entryCount(entry) * TYPE_SIZE[entry.type]!);
  if (typeof entry.value === 'string') bytes.write(entry.value, 'latin1');
  else if (entry.type === RATIONAL) {
    (entry.value as [number, number][]).forEach(([num, den], i) => {
      bytes.writeUInt32LE(num, i * 8);
      bytes.writeUInt32LE(den, i * 8 + 4);
    });
  } else if (entry.type === LONG) {
    (entry.value as number[]).forEach((n, i) => bytes.writeUInt32LE(n, i * 4));
  } else (entry.value as number[]).forEach((n, i) => bytes.writeUInt8(n, i));
  return bytes;
}

/** The size of an IFD written at some offset: its entries, the next-IFD link and its long values. */
function ifdSize(entries: readonly Entry[]): number {
  const outside = entries
    .map((entry) => entryBytes(entry).length)
    .filter((n) => n > 4)
    .reduce((a, b) => a + b, 0);
  return 2 + entries.length * 12 + 4 + outside;
}

/** An IFD (little endian) placed at `offset` of the TIFF: values over 4 bytes follow its entries. */
function ifd(entries: readonly Entry[], offset: number): Buffer {
  const sorted = [...entries].sort((a, b) => a.tag - b.tag);
  const head = Buffer.alloc(2 + sorted.length * 12 + 4);
  head.writeUInt16LE(sorted.length, 0);
  const outside: Buffer[] = [];
  let dataOffset = offset + head.length;
  sorted.forEach((entry, i) => {
    const at = 2 + i * 12;
    const bytes = entryBytes(entry);
    head.writeUInt16LE(entry.tag, at);
    head.writeUInt16LE(entry.type, at + 2);
    head.writeUInt32LE(entryCount(entry), at + 4);
    if (bytes.length <= 4) bytes.copy(head, at + 8);
    else {
      head.writeUInt32LE(dataOffset, at + 8);
      outside.push(bytes);
      dataOffset += bytes.length;
    }
  });
  return Buffer.concat([head, ...outside]);
}

/** Degrees as EXIF writes them: whole degrees, whole minutes, seconds in hundredths. */
function dms(degrees: number): [number, number][] {
  const abs = Math.abs(degrees);
  const d = Math.floor(abs);
  const m = Math.floor((abs - d) * 60);
  const s = Math.round(((abs - d) * 60 - m) * 60 * 100);
  return [
    [d, 1],
    [m, 1],
    [s, 100],
  ];
}

/** What a photo says about itself; each part may be left out, as some cameras do. */
export interface PhotoExif {
  /** Local wall-clock time, 'YYYY-MM-DD HH:mm:ss'. */
  taken?: string;
  /** The offset of that time from UTC, '+01:00'. */
  offset?: string;
  position?: { lat: number; lng: number };
}

const exifPointer = (offset: number): Entry => ({ tag: 0x8769, type: LONG, value: [offset] });
const gpsPointer = (offset: number): Entry => ({ tag: 0x8825, type: LONG, value: [offset] });

/** The EXIF APP1 segment of `exif`: IFD0 pointing at an Exif IFD (the time) and a GPS IFD. */
function exifSegment(exif: PhotoExif): Buffer {
  const exifEntries: Entry[] = [];
  if (exif.taken) {
    exifEntries.push({ tag: 0x9003, type: ASCII, value: exif.taken.replace(/-/g, ':') });
  }
  if (exif.offset) exifEntries.push({ tag: 0x9011, type: ASCII, value: exif.offset });
  const gpsEntries: Entry[] = exif.position
    ? [
        { tag: 0x0000, type: BYTE, value: [2, 3, 0, 0] },
        { tag: 0x0001, type: ASCII, value: exif.position.lat < 0 ? 'S' : 'N' },
        { tag: 0x0002, type: RATIONAL, value: dms(exif.position.lat) },
        { tag: 0x0003, type: ASCII, value: exif.position.lng < 0 ? 'W' : 'E' },
        { tag: 0x0004, type: RATIONAL, value: dms(exif.position.lng) },
      ]
    : [];
  // IFD0 at 8 with its pointers (LONG values fit in their entries), then the Exif IFD, then GPS.
  const ifd0Size = ifdSize(gpsEntries.length ? [exifPointer(0), gpsPointer(0)] : [exifPointer(0)]);
  const exifOffset = 8 + ifd0Size;
  const gpsOffset = exifOffset + ifdSize(exifEntries);
  const ifd0Entries = [exifPointer(exifOffset)];
  if (gpsEntries.length) ifd0Entries.push(gpsPointer(gpsOffset));
  const header = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]);
  const tiff = Buffer.concat([
    header,
    ifd(ifd0Entries, 8),
    ifd(exifEntries, exifOffset),
    ...(gpsEntries.length ? [ifd(gpsEntries, gpsOffset)] : []),
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const marker = Buffer.from([0xff, 0xe1, 0, 0]);
  marker.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([marker, body]);
}

/** A JPEG whose EXIF says `exif`: the segment right after the start-of-image marker. */
export function exifJpeg(name: string, exif: PhotoExif): FileFields {
  const bytes = Buffer.concat([
    PLAIN_JPEG.subarray(0, 2),
    exifSegment(exif),
    PLAIN_JPEG.subarray(2),
  ]);
  return file(name, 'image/jpeg', bytes);
}
