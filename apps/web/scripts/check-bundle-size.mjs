// The initial-JS budget: the JavaScript the browser must load for
// the first screen (index.html's entry script and everything it imports
// statically, i.e. its modulepreloads), gzipped, must stay within 162 kB.
// Lazy chunks (route screens, dialogs, the auth forms) do not count.
//
// Reads dist/index.html, follows the static `import ... from "./chunk.js"`
// statements of the entry chunk recursively (not `import()`), adds whatever
// index.html itself loads or modulepreloads, prints one row per chunk and
// exits 1 over budget. Run after `vite build`.
//
// Also checks that the screens that only show (Home, a profile, an artist
// page) load no schema library with their route (zod stays with the forms),
// and that every Mantine class the scripts use is defined by the built CSS:
// the app imports Mantine's styles per component (src/styles/mantine.css),
// so a newly used component needs its file there.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 162 * 1024;

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const htmlPath = join(dist, 'index.html');
if (!existsSync(htmlPath)) {
  console.error('check-bundle-size: dist/index.html is missing; run `vite build` first.');
  process.exit(1);
}
const html = readFileSync(htmlPath, 'utf8');

/** Paths (relative to dist) that index.html loads: module scripts, modulepreloads, stylesheets. */
const tagged = (pattern) => [...html.matchAll(pattern)].map((match) => match[1]);
const entryScripts = tagged(/<script[^>]*\stype="module"[^>]*\ssrc="\/([^"]+)"/g);
const preloads = tagged(/<link[^>]*\srel="modulepreload"[^>]*\shref="\/([^"]+)"/g);
// Linked, or preloaded and applied by main.tsx before the first render (vite.config.ts).
const stylesheets = [
  ...tagged(/<link[^>]*\srel="stylesheet"[^>]*\shref="\/([^"]+)"/g),
  ...tagged(/<link[^>]*\srel="preload"[^>]*\sas="style"[^>]*\shref="\/([^"]+)"/g),
];
if (entryScripts.length === 0) {
  console.error('check-bundle-size: no module script in dist/index.html.');
  process.exit(1);
}

// Static imports in minified output: `import{a as b}from"./x.js"` or `import"./x.js"`
// (a dynamic import is `import("./x.js")` and does not match).
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
/** `files` (paths relative to dist) and every chunk they import statically, recursively. */
const staticClosure = (files, into = new Set()) => {
  for (const file of files) {
    if (into.has(file)) continue;
    if (!existsSync(join(dist, file))) throw new Error(`check-bundle-size: ${file} is missing`);
    into.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    const imported = [...code.matchAll(STATIC_IMPORT)].map(([, specifier]) =>
      posix.join(posix.dirname(file), specifier),
    );
    staticClosure(imported, into);
  }
  return into;
};
const initial = staticClosure([...entryScripts, ...preloads]);

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kB = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

const rows = [...initial].map((file) => ({
  file,
  raw: readFileSync(join(dist, file)).length,
  gzip: gzipSize(file),
}));
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const width = Math.max(...rows.map((row) => row.file.length), 'Total'.length);

console.log(`Initial route JS (entry + static imports), gzip level 9:\n`);
console.log(`${'Chunk'.padEnd(width)}   raw kB  gzip kB`);
for (const row of rows) console.log(`${row.file.padEnd(width)}  ${kB(row.raw)}  ${kB(row.gzip)}`);
console.log(`${'Total'.padEnd(width)}  ${kB(rows.reduce((s, r) => s + r.raw, 0))}  ${kB(total)}`);
console.log(`Budget${' '.repeat(width - 'Budget'.length)}           ${kB(BUDGET_BYTES)}`);

const cssTotal = stylesheets.reduce((sum, file) => sum + gzipSize(file), 0);
console.log(
  `\n(Initial CSS (index.html's stylesheets), not budgeted: ${(cssTotal / 1024).toFixed(1)} kB gzip)`,
);

let failed = false;
if (total > BUDGET_BYTES) {
  console.error(
    `\ncheck-bundle-size: initial JS is ${(total / 1024).toFixed(1)} kB gzip, over the ${BUDGET_BYTES / 1024} kB budget.`,
  );
  failed = true;
} else {
  console.log(`\nOK: ${(total / 1024).toFixed(1)} kB of ${BUDGET_BYTES / 1024} kB.`);
}

// Screens that only show: their route's code and what it imports statically load no zod
// (the forms and dialogs that validate load it with themselves). zod's classes are
// registered by name ($ZodType, quoted or in backticks), which minifying keeps.
const SHOWING_ROUTES = ['index.tsx', 'profile/$id.tsx', 'artist/$artistName.tsx', 'show/$id.tsx'];
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
for (const route of SHOWING_ROUTES) {
  const key = `src/routes/${route}?tsr-split=component`;
  if (!manifest[key]) {
    console.error(`\ncheck-bundle-size: no route chunk for src/routes/${route} in the manifest.`);
    failed = true;
    continue;
  }
  const withZod = [...staticClosure([manifest[key].file])].filter((file) =>
    /["'`]\$ZodType["'`]/.test(readFileSync(join(dist, file), 'utf8')),
  );
  if (withZod.length > 0) {
    console.error(
      `\ncheck-bundle-size: src/routes/${route} loads zod with its first screen (${withZod.join(', ')}): import the texts and rules it shows from a module without schemas.`,
    );
    failed = true;
  }
}
if (!failed) console.log(`OK: ${SHOWING_ROUTES.join(', ')} load no schema library.`);

// Mantine classes (`m_` + hash) that some script uses but no built stylesheet defines.
const require = createRequire(import.meta.url);
const mantineStyles = join(posix.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
const CLASS = /\.(m_[0-9a-f]{5,8})\b/g;
const definedBy = new Map();
for (const file of readdirSync(mantineStyles)) {
  if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue;
  for (const [, name] of readFileSync(join(mantineStyles, file), 'utf8').matchAll(CLASS)) {
    if (!definedBy.has(name)) definedBy.set(name, basename(file));
  }
}
const assets = readdirSync(join(dist, 'assets'));
const built = new Set();
for (const file of assets.filter((name) => name.endsWith('.css'))) {
  for (const [, name] of readFileSync(join(dist, 'assets', file), 'utf8').matchAll(CLASS))
    built.add(name);
}
const missing = new Map();
for (const file of assets.filter((name) => name.endsWith('.js'))) {
  for (const [name] of readFileSync(join(dist, 'assets', file), 'utf8').matchAll(
    /\bm_[0-9a-f]{5,8}\b/g,
  )) {
    if (definedBy.has(name) && !built.has(name)) missing.set(name, definedBy.get(name));
  }
}
if (missing.size > 0) {
  const files = [...new Set(missing.values())].sort();
  console.error(
    `\ncheck-bundle-size: Mantine styles missing for classes the app uses; add to src/styles/mantine.css: ${files.map((f) => `@mantine/core/styles/${f}`).join(', ')}`,
  );
  failed = true;
} else {
  console.log('OK: every Mantine class the scripts use has its styles.');
}
if (failed) process.exit(1);
