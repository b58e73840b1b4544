import {
  CROP_JPEG_QUALITY,
  CROP_OUTPUT_SIZE,
  CROP_ZOOM_MAX,
  CROP_ZOOM_MIN,
  CROP_ZOOM_STEP,
} from '@gigrank/domain';
import type { ReactCropperElement } from 'react-cropper';

/** The cropperjs instance (typed through react-cropper: cropperjs is not a direct dependency). */
export type CropperInstance = ReactCropperElement['cropper'];

/** The multipart file name of the cropped picture (SPEC section 5). */
export const PROFILE_PICTURE_FILE_NAME = 'profile-picture';

/** A zoom as the slider holds it: on a CROP_ZOOM_STEP, inside CROP_ZOOM_MIN..CROP_ZOOM_MAX. */
export function clampZoom(value: number): number {
  if (!Number.isFinite(value)) return CROP_ZOOM_MIN;
  const stepped = Number((Math.round(value / CROP_ZOOM_STEP) * CROP_ZOOM_STEP).toFixed(1));
  return Math.min(CROP_ZOOM_MAX, Math.max(CROP_ZOOM_MIN, stepped));
}

/** Whether a chosen file claims to be an image (the avatar input accepts images only). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/**
 * Resolves once the browser has decoded the image at `url`, so that a file
 * named like an image but holding something else is refused before any crop.
 */
export function decodeImage(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () =>
      image.naturalWidth > 0 && image.naturalHeight > 0
        ? resolve()
        : reject(new Error('Empty image'));
    image.onerror = () => reject(new Error('Unreadable image'));
    image.src = url;
  });
}

/**
 * The crop box as a square CROP_OUTPUT_SIZE JPEG at CROP_JPEG_QUALITY
 * (SPEC section 9). Transparent areas (PNG, WebP) become white, not black.
 */
export function cropToJpeg(cropper: CropperInstance): Promise<File> {
  const canvas = cropper.getCroppedCanvas({
    width: CROP_OUTPUT_SIZE,
    height: CROP_OUTPUT_SIZE,
    fillColor: '#ffffff',
    imageSmoothingEnabled: true,
    imageSmoothingQuality: 'high',
  });
  return new Promise((resolve, reject) => {
    // getCroppedCanvas answers null-ish (an empty canvas) before the image is ready.
    if (!canvas || canvas.width === 0) {
      reject(new Error('The picture is not ready to crop yet'));
      return;
    }
    canvas.toBlob(
      (blob) => {
        if (!blob) {
          reject(new Error('The cropped picture could not be encoded'));
          return;
        }
        resolve(new File([blob], PROFILE_PICTURE_FILE_NAME, { type: 'image/jpeg' }));
      },
      'image/jpeg',
      CROP_JPEG_QUALITY,
    );
  });
}
