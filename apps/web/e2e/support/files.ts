// Files to upload: real PNGs made on the fly, and files that only claim a type.
import { expect } from '@playwright/test';
import { PNG_SIGNATURE, rgbPng } from '../../../api/test/support/png';

/** A real (decodable) RGB PNG of the given size, in a raspberry-to-amber gradient. */
function makePng(width = 32, height = 32): Buffer {
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
  return rgbPng(width, height, Buffer.concat(rows));
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
