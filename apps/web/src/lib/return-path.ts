/**
 * A path of this site, normalised, or null: one slash first, then no second
 * slash or backslash right after it (`//evil.example` and `/\evil.example`
 * name another host), no backslash or control character anywhere (browsers
 * read `\` as `/` and drop tabs and newlines), and it must resolve on
 * `origin`. Anything else (`https://...`, `javascript:...`, a relative path)
 * is refused: the router would follow a URL with a scheme out of the site.
 */
export function sameOriginPath(candidate: string, origin: string): string | null {
  if (!candidate.startsWith('/') || /^\/[/\\]/.test(candidate)) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused.
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where signing in or registering leads: back to the address the
 * auth screen showed on (a shared link such as /show/123, its query string
 * and hash kept); from /auth itself, or an address that is not a path of
 * this site, Home (SPEC section 2: success goes to /).
 */
export function pathAfterSignIn(address: string, origin: string): string {
  const path = sameOriginPath(address, origin);
  if (path === null) return '/';
  const { pathname } = new URL(path, origin);
  return pathname === '/auth' || pathname === '/auth/' ? '/' : path;
}
