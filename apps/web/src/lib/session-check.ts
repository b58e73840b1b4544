import type { User } from '@gigrank/domain';
import { trpcClient } from './trpc';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

let status: SessionStatus = 'loading';
let initialCheck: Promise<User | null> | null = null;
let signedInHereBefore = true;

/**
 * This page load's first `auth.me`: started once, as early as possible
 * (main.tsx, before React renders), and shared by the session provider and
 * the route loaders that fetch a screen's data while it runs.
 */
export function initialSessionCheck(): Promise<User | null> {
  initialCheck ??= trpcClient.auth.me.query();
  return initialCheck;
}

/**
 * The page came with the answer (lib/first-screen.ts): no request is sent.
 * Nobody signed in is known at once, before React renders: the route loaders
 * then ask for nothing a visitor would be refused (a shared link
 * opened signed out sent its screen's reads twice, each answered 401).
 */
export function sessionFromPage(user: User | null): void {
  initialCheck ??= Promise.resolve(user);
  if (user === null && status === 'loading') status = 'unauthenticated';
}

/**
 * What this browser kept of the last session (the stored user, SPEC section 3),
 * for a page that did not say who is signed in (the service worker's copy):
 * without one, a screen's reads wait for the session check instead of being
 * sent alongside it, as they would most likely be refused.
 */
export function sessionFromStorage(stored: User | null): void {
  signedInHereBefore = stored !== null;
}

/** Whether a screen's reads may go out before the session check answers (lib/prefetch.ts). */
export function readsBeforeCheck(): boolean {
  return signedInHereBefore;
}

/** Where the session stands, for code outside React (route loaders). */
export function sessionStatus(): SessionStatus {
  return status;
}

export function setSessionStatus(next: SessionStatus): void {
  status = next;
}
