import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// What the web build holds for the server-rendered first screen: its routes
// (read from the build's manifest, the paths each answers from its file's
// name) and the chunks each needs, and where the built server render is
// (first-screen.ts uses them). The web app's route table is the one source.

/** The manifest's key for the loader of server-rendered pages (apps/web vite.config.ts). */
const AFTER_PAINT_SOURCE = 'src/after-paint.ts';

/** Where the web app's file routes are, as the build's manifest names them. */
const ROUTES_DIR = 'src/routes/';
/** The manifest's key suffix of a route's component, split into its own chunk by TanStack Router. */
const SPLIT_COMPONENT = '?tsr-split=component';

/**
 * The paths a TanStack Router route file answers, from its name: folders
 * and dots are path segments, `$name` is one segment of any value, `index`
 * is the folder's own path, a trailing `_` only un-nests the route from its
 * parent's layout, and `_name` or `(name)` segments are layouts that add
 * nothing to the path. Null for the root layout.
 */
export function routePattern(file: string): RegExp | null {
  if (!file.startsWith(ROUTES_DIR) || !file.endsWith('.tsx')) return null;
  const name = file.slice(ROUTES_DIR.length, -'.tsx'.length);
  if (name === '__root') return null;
  const parts = name
    .split(/[/.]/)
    .filter((part) => part !== 'index' && !part.startsWith('_') && !/^\(.*\)$/.test(part))
    .map((part) => part.replace(/_$/, ''))
    .map((part) => (part.startsWith('$') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${parts.join('/')}${parts.length ? '/?' : ''}$`);
}

/** A route's paths, its file and what its screen loads beyond the entry. */
export interface BuiltRoute extends RouteFiles {
  pattern: RegExp;
  file: string;
}

/** How many segments of any value a route has. */
const anyValueSegments = (route: Pick<BuiltRoute, 'pattern'>) =>
  route.pattern.source.split('[^/]+').length - 1;

/** The route answering `path`: of two, the one with fewer segments of any value ('/festival/log'). */
export function routeAt<T extends Pick<BuiltRoute, 'pattern'>>(
  routes: readonly T[],
  path: string,
): T | undefined {
  let best: T | undefined;
  for (const route of routes) {
    if (!route.pattern.test(path)) continue;
    if (!best || anyValueSegments(route) < anyValueSegments(best)) best = route;
  }
  return best;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** A route's files beyond what index.html loads: its scripts, and its styles. */
export interface RouteFiles {
  scripts: string[];
  styles: string[];
}

/** What the build's manifest says a page needs. */
export interface BuildFiles {
  /**
   * Every route the manifest holds a split component for, with that chunk and
   * what it imports (less the entry's).
   */
  routes: BuiltRoute[];
  /** The loader that starts the app after the first paint (apps/web src/after-paint.ts). */
  afterPaint: string | null;
}

/**
 * Reads dist/.vite/manifest.json. Empty without one (an older build): the
 * page then works as before.
 */
export function buildFiles(webRoot: string): BuildFiles {
  const out: BuildFiles = { routes: [], afterPaint: null };
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(join(webRoot, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return out;
  }
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entry = closure(Object.keys(manifest).filter((k) => manifest[k]!.isEntry));
  for (const key of Object.keys(manifest)) {
    if (!key.endsWith(SPLIT_COMPONENT)) continue;
    const file = key.slice(0, -SPLIT_COMPONENT.length);
    const pattern = routePattern(file);
    if (!pattern) continue;
    const chunks = [...closure([key])].filter((k) => !entry.has(k)).map((k) => manifest[k]!);
    out.routes.push({
      pattern,
      file,
      scripts: chunks.map((chunk) => `/${chunk.file}`),
      styles: chunks.flatMap((chunk) => chunk.css ?? []).map((css) => `/${css}`),
    });
  }
  const afterPaint = manifest[AFTER_PAINT_SOURCE]?.file;
  out.afterPaint = afterPaint ? `/${afterPaint}` : null;
  return out;
}

/** Where the built server render sits for a web build at `webRoot`. */
export function serverRenderFile(webRoot: string): string {
  return join(dirname(webRoot), 'dist-ssr', 'entry-server.js');
}
