import type { User } from '@gigrank/domain';
import { trpcClient } from './trpc';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

let status: SessionStatus = 'loading';
let initialCheck: Promise<User | null> | null = null;

/**
 * This page load's first `auth.me`: started once, as early as possible
 * (main.tsx, before React renders), and shared by the session provider and
 * the route loaders that fetch a screen's data while it runs.
 */
export function initialSessionCheck(): Promise<User | null> {
  initialCheck ??= trpcClient.auth.me.query();
  return initialCheck;
}

/** The page came with the answer (lib/first-screen.ts): no request is sent. */
export function sessionFromPage(user: User | null): void {
  initialCheck ??= Promise.resolve(user);
}

/** Where the session stands, for code outside React (route loaders). */
export function sessionStatus(): SessionStatus {
  return status;
}

export function setSessionStatus(next: SessionStatus): void {
  status = next;
}
