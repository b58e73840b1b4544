/**
 * A JPEG of random pixels, for the tests and benches that need a large photo:
 * noise does not compress, so the file stays about as large as a phone's
 * photo of a lit stage.
 */
import sharp from 'sharp';

export async function noiseJpeg(width: number, height: number, quality = 92): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i + 4 <= raw.length; i += 4) {
    raw.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
