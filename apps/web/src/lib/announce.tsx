import { VisuallyHidden } from '@mantine/core';

/** The page's one polite live region (toasts in a polite live region). */
const ANNOUNCER_ID = 'polite-announcer';

/** How long the region stays empty before new text: a screen reader notices the same text again. */
const CLEAR_MS = 100;

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * Says `text` to screen readers, politely (after what they are reading). The
 * region is on the page from its first paint (App renders it): a live region
 * that appears together with its text, as a toast does, is not read by every
 * screen reader, so the toasts speak through this one and are silent
 * themselves.
 */
export function announce(text: string): void {
  if (typeof document === 'undefined') return;
  const region = document.getElementById(ANNOUNCER_ID);
  if (!region) return;
  clearTimeout(pending);
  region.textContent = '';
  pending = setTimeout(() => {
    region.textContent = text;
  }, CLEAR_MS);
}

/** The live region itself, out of sight. */
export function PoliteAnnouncer() {
  return <VisuallyHidden id={ANNOUNCER_ID} role="status" aria-live="polite" aria-atomic="true" />;
}
