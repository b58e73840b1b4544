import { createContext, use } from 'react';

/**
 * The time (ms) a server-rendered page was rendered at (apps/api
 * http/first-screen.ts sends it with the page). Relative times ("5 minutes
 * ago") render from it on the server and again while the browser hydrates,
 * so the markup matches; then they are live (useNow). A screen opened later
 * starts from it too, until its first effect moves it to the clock.
 */
const RenderedAt = createContext<number | null>(null);

export const RenderedAtProvider = RenderedAt;

/** The page's render time, or null when the server did not render it. */
export function useRenderedAt(): number | null {
  return use(RenderedAt);
}
