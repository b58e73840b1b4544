import type { CallScope } from '../endpoints/endpoint';
import { HAND_WRITTEN_ROUTES } from '../endpoints/hand-written';
import { declaredEndpoints } from '../modules';

/**
 * What a personal access token needs for each call: the scope its
 * declaration gives it (an endpoint's `scope`, or a hand-written route's in
 * endpoints/hand-written.ts), by tRPC procedure and by REST route alike, or
 * `session` for what only a signed-in person may do (sign in or out, change
 * the password, delete the account, manage tokens and webhooks), which no
 * token can. A read not given one needs `read`; a write not given one needs
 * a session, so a new write is closed to tokens until its declaration gives
 * it a scope (test/tokens/tokens.test.ts walks every call).
 */
function declaredScopes(): Map<string, CallScope> {
  const scopes = new Map<string, CallScope>();
  for (const [namespace, endpoints] of Object.entries(declaredEndpoints)) {
    for (const [name, e] of Object.entries(endpoints)) {
      if (!e.scope) continue;
      scopes.set(`${namespace}.${name}`, e.scope);
      for (const rest of [e.rest ?? []].flat()) scopes.set(`${rest.method} ${rest.path}`, e.scope);
    }
  }
  for (const route of HAND_WRITTEN_ROUTES) {
    if (!route.scope) continue;
    if (!route.restOnly) scopes.set(route.operationId, route.scope);
    scopes.set(`${route.method} ${route.path}`, route.scope);
  }
  return scopes;
}

let scopes: Map<string, CallScope> | undefined;

/** The scope a call needs: `name` is a procedure's or a REST route's ('POST /api/shows'). */
export function scopeOf(name: string, isRead: boolean): CallScope {
  scopes ??= declaredScopes();
  return scopes.get(name) ?? (isRead ? 'read' : 'session');
}

/** The calls given a scope (for the test that holds every write to one). */
export const scopedCalls = (): string[] => {
  scopes ??= declaredScopes();
  return [...scopes.keys()];
};
