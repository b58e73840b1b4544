import { PRODUCT_NAME, WRAPPED_BACKGROUND, WRAPPED_SCALE } from '@gigrank/domain';

/** Characters no file system accepts in a name, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_FILE_CHARS = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/**
 * The downloaded file's name, after the display name (SPEC section 2):
 * 'Ada Fan' -> 'Ada Fan-gigrank-wrapped.png'. Characters a file name cannot
 * hold are dropped, spaces collapsed, and a blank name falls back to 'my'.
 */
export function wrappedFileName(displayName: string): string {
  const safe = displayName
    .replace(UNSAFE_FILE_CHARS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 80)
    .trim();
  return `${safe || 'my'}-${PRODUCT_NAME.toLowerCase()}-wrapped.png`;
}

/**
 * Renders the card to a PNG at WRAPPED_SCALE on the cream WRAPPED_BACKGROUND
 * with dom-to-image-more (loaded on first use) and downloads it. Images in the
 * card must be same-origin (avatars are served from /uploads) so the canvas
 * stays readable.
 */
export async function downloadWrappedImage(node: HTMLElement, fileName: string): Promise<void> {
  const { default: domtoimage } = await import('dom-to-image-more');
  const blob = await domtoimage.toBlob(node, {
    bgcolor: WRAPPED_BACKGROUND,
    scale: WRAPPED_SCALE,
    width: node.offsetWidth,
    height: node.offsetHeight,
    // The card is shown inside a dialog: render it flat, without the dialog's motion.
    style: { margin: '0', transform: 'none' },
    // Speed (seconds on a slow phone): the theme uses system fonts only, so
    // there is no @font-face to find and embed; and every element of the card
    // is styled by the app, so the browser's default styles need not be copied.
    disableEmbedFonts: true,
    styleCaching: 'relaxed',
    copyDefaultStyles: false,
  });
  if (!blob || blob.size === 0) throw new Error('The image is empty');
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before releasing the blob.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
