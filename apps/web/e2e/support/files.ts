// Files to upload: real PNGs made on the fly, and files that only claim a type.
import { expect } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real (decodable) RGB PNG of the given size, in a raspberry-to-amber gradient. */
function makePng(width = 32, height = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then pixels
    for (let x = 0; x < width; x += 1) {
      const t = (x + y) / (width + height);
      row[1 + x * 3] = Math.round(194 + (255 - 194) * t);
      row[2 + x * 3] = Math.round(37 + (176 - 37) * t);
      row[3 + x * 3] = Math.round(92 + (27 - 92) * t);
    }
    rows.push(row);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A file to upload (or to send in a multipart body), as Playwright takes it. */
export interface FileFields {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A file of any type and content (a text for a file that is not what its name says). */
export function file(name: string, mimeType: string, content: Buffer | string): FileFields {
  return { name, mimeType, buffer: Buffer.isBuffer(content) ? content : Buffer.from(content) };
}

/** A real PNG file of `width` x `height` (see makePng). */
export function pngFile(name: string, width: number, height: number): FileFields {
  return file(name, 'image/png', makePng(width, height));
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = bytes.subarray(0, 8).toString('hex');
  expect(signature, 'PNG signature').toBe(PNG_SIGNATURE.toString('hex'));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
