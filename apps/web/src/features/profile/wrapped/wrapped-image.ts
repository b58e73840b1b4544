import { PRODUCT_NAME, WRAPPED_BACKGROUND, WRAPPED_SCALE } from '@gigrank/domain';

/** Characters no file system accepts in a name, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_FILE_CHARS = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/** The shapes Wrapped downloads as: today's card, or a 9:16 story. */
export type WrappedFormat = 'card' | 'story';

/**
 * The story's layout size in CSS pixels and its scale: the PNG is exactly
 * 1080x1920, the size Instagram and TikTok stories are made at.
 */
export const STORY_SIZE = { width: 360, height: 640, scale: 3 } as const;

/**
 * The downloaded file's name, after the display name (SPEC section 2):
 * 'Ada Fan' -> 'Ada Fan-gigrank-wrapped.png', and for the story
 * 'Ada Fan-gigrank-wrapped-story.png'. Characters a file name cannot hold are
 * dropped, spaces collapsed, and a blank name falls back to 'my'.
 */
export function wrappedFileName(displayName: string, format: WrappedFormat = 'card'): string {
  const safe = displayName
    .replace(UNSAFE_FILE_CHARS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 80)
    .trim();
  const story = format === 'story' ? '-story' : '';
  return `${safe || 'my'}-${PRODUCT_NAME.toLowerCase()}-wrapped${story}.png`;
}

/**
 * Renders the card (or the story) to a PNG on the cream WRAPPED_BACKGROUND
 * with dom-to-image-more (loaded on first use) and downloads it: the card as
 * laid out, at WRAPPED_SCALE; the story at its fixed STORY_SIZE, whatever it
 * is scaled to on screen. Images in it must be same-origin (avatars are
 * served from /uploads) so the canvas stays readable.
 */
export async function downloadWrappedImage(
  node: HTMLElement,
  fileName: string,
  format: WrappedFormat = 'card',
): Promise<void> {
  const { default: domtoimage } = await import('dom-to-image-more');
  const size =
    format === 'story'
      ? STORY_SIZE
      : { width: node.offsetWidth, height: node.offsetHeight, scale: WRAPPED_SCALE };
  const blob = await domtoimage.toBlob(node, {
    bgcolor: WRAPPED_BACKGROUND,
    scale: size.scale,
    width: size.width,
    height: size.height,
    // Shown inside a dialog (the story scaled to fit): render it flat and full size.
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
