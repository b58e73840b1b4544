/** Longest edge (px) of a picture sent at registration; the server stores a 300x300 crop. */
const MAX_EDGE = 1024;
const JPEG_QUALITY = 0.9;

/**
 * Reads an image file into a JPEG data URL no larger than MAX_EDGE on its
 * longest side, with EXIF orientation applied. Keeps the JSON payload small
 * (a phone photo is several MB) while leaving the final crop to the server.
 * Rejects when the browser cannot decode the file as an image.
 */
export async function imageFileToDataUrl(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, MAX_EDGE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas is not available');
    // JPEG has no transparency: transparent pixels become white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
  } finally {
    bitmap.close();
  }
}
