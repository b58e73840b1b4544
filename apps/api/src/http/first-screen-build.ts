import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// What the web build holds for the server-rendered first screen: the route
// files and the chunks each needs (from the build's manifest), and where the
// built server render is (first-screen.ts uses them).

/** The manifest's key for the loader of server-rendered pages (apps/web vite.config.ts). */
const AFTER_PAINT_SOURCE = 'src/after-paint.ts';

/**
 * The web app's route files by the paths they answer (TanStack Router's file
 * routes, each screen's component split into its own chunk): a page
 * preloads its screen's chunk and what that imports, found in the build's
 * manifest, so the browser fetches them with the app's own scripts instead
 * of after them. first-screen.test.ts checks each file exists.
 */
export const ROUTE_FILES: readonly [RegExp, string][] = [
  [/^\/$/, 'src/routes/index.tsx'],
  [/^\/profile\/?$/, 'src/routes/profile/index.tsx'],
  [/^\/profile\/[^/]+\/?$/, 'src/routes/profile/$id.tsx'],
  [/^\/profile\/[^/]+\/diary\/?$/, 'src/routes/profile/$id_.diary.tsx'],
  [/^\/artist\/[^/]+\/?$/, 'src/routes/artist/$artistName.tsx'],
  [/^\/show\/[^/]+\/?$/, 'src/routes/show/$id.tsx'],
  [/^\/festival\/log\/?$/, 'src/routes/festival/log.tsx'],
  [/^\/festival\/[^/]+\/?$/, 'src/routes/festival/$id.tsx'],
  [/^\/venue\/[^/]+\/?$/, 'src/routes/venue/$id.tsx'],
  [/^\/gig\/[^/]+\/[^/]+\/[^/]+\/?$/, 'src/routes/gig/$artistId/$cityId/$date.tsx'],
  [/^\/add-show\/?$/, 'src/routes/add-show.tsx'],
  [/^\/add\/?$/, 'src/routes/add.tsx'],
  [/^\/leaderboard\/?$/, 'src/routes/leaderboard.tsx'],
];

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
  /** Per route file: its split component's chunk and what it imports, less the entry's. */
  routes: Map<string, RouteFiles>;
  /** The loader that starts the app after the first paint (apps/web src/after-paint.ts). */
  afterPaint: string | null;
}

/**
 * Reads dist/.vite/manifest.json. Empty without one (an older build): the
 * page then works as before.
 */
export function buildFiles(webRoot: string): BuildFiles {
  const out: BuildFiles = { routes: new Map(), afterPaint: null };
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
  for (const [, file] of ROUTE_FILES) {
    const key = `${file}?tsr-split=component`;
    if (!manifest[key]) continue;
    const chunks = [...closure([key])].filter((k) => !entry.has(k)).map((k) => manifest[k]!);
    out.routes.set(file, {
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
