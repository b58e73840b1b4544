#!/usr/bin/env node
// The documentation check: README.md and every page under docs/.
// - README.md stays short (at most README_MAX_LINES lines): it points to docs/.
// - Every repository path a page names, in `code`, in a fenced block or as a
//   link target, is a file `git ls-files` lists (or a folder holding one), so
//   the docs never send a reader to a file that moved or never existed.
// - A link to a heading (`page.md#heading`, `#heading`) finds that heading.
// - No page cites an issue number: the docs say what is, history is in git.
// Run from the repository's root: `node .ci/check-docs.mjs`. No dependencies.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const README_MAX_LINES = 250;

/** Folders whose paths are checked when a page names them in code. */
const ROOTS = ['apps', 'packages', 'docs', '.ci', '.github', 'patches'];

/** Made by the build, never committed, and named on purpose (WEB_DIST_DIR's default). */
const BUILD_OUTPUTS = ['apps/web/dist', 'apps/web/dist-ssr'];

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
const files = new Set(tracked);
const folders = new Set();
for (const file of tracked) {
  for (let at = file.indexOf('/'); at !== -1; at = file.indexOf('/', at + 1)) {
    folders.add(file.slice(0, at));
  }
}

/** Whether a repository-relative path (maybe a folder, maybe a glob with `*`) names something tracked. */
function isTracked(path) {
  const clean = path.replace(/\/+$/, '');
  if (clean === '' || clean === '.') return true;
  if (BUILD_OUTPUTS.some((out) => clean === out || clean.startsWith(`${out}/`))) return true;
  if (clean.includes('*')) {
    const pattern = new RegExp(
      `^${clean
        .split(/(\*\*\/|\*\*|\*)/)
        .map((part) =>
          part === '**/'
            ? '(?:.*/)?'
            : part === '**'
              ? '.*'
              : part === '*'
                ? '[^/]*'
                : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('')}$`,
    );
    return tracked.some((file) => pattern.test(file));
  }
  return files.has(clean) || folders.has(clean);
}

/** The pages: README.md and every Markdown file under docs/. */
function pages() {
  const found = ['README.md'];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.md')) found.push(path);
    }
  };
  walk('docs');
  return found;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes. */
function slug(heading) {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings (repeats get -1, -2...). */
function anchorsOf(path) {
  const anchors = new Set();
  const seen = new Map();
  let fence = false;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const heading = !fence && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

const rootToken = new RegExp(
  String.raw`(?:^|[\s(=,'"\[])((?:\./)?(?:${ROOTS.map((r) => r.replace('.', '\\.')).join('|')})/[^\s'"()<>\[\],;]*)`,
  'g',
);
const issueNumber = /\bissues? ?#?\d+/i;

const failures = [];

for (const page of pages()) {
  const text = readFileSync(page, 'utf8');
  const lines = text.split('\n');
  if (page === 'README.md' && lines.length - (text.endsWith('\n') ? 1 : 0) > README_MAX_LINES) {
    failures.push(`README.md has ${lines.length - 1} lines (at most ${README_MAX_LINES})`);
  }

  let inFence = false;
  lines.forEach((line, i) => {
    const where = `${page}:${i + 1}`;
    if (issueNumber.test(line)) failures.push(`${where} cites an issue number: ${line.trim()}`);

    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      return;
    }
    // Code: a fenced block's whole line, or each `span` of the line.
    const code = inFence ? [line] : [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    for (const span of code) {
      for (const match of span.matchAll(rootToken)) {
        const path = match[1]
          .replace(/^\.\//, '')
          .replace(/[.:]+$/, '')
          .replace(/:\d+(?:-\d+)?$/, '');
        if (!isTracked(path)) failures.push(`${where} names ${path}, which git does not track`);
      }
    }
    if (inFence) return;

    // Links and images: [text](target) and ![alt](target), relative to the page.
    const prose = line.replace(/`[^`]*`/g, '');
    for (const match of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [pathPart, anchor] = target.split('#');
      const path = decodeURI(pathPart.split('?')[0]);
      const resolved = path
        ? normalize(join(dirname(page), path)).replace(/\\/g, '/')
        : page.replace(/\\/g, '/');
      if (resolved.startsWith('..')) {
        failures.push(`${where} links ${target}, outside the repository`);
      } else if (path && !isTracked(resolved)) {
        failures.push(`${where} links ${target} (${resolved}), which git does not track`);
      } else if (anchor && resolved.endsWith('.md') && existsSync(resolved)) {
        if (!anchorsOf(resolved).has(decodeURIComponent(anchor))) {
          failures.push(`${where} links ${target}: ${resolved} has no heading with that anchor`);
        }
      }
    }
  });
}

for (const failure of failures) console.error(failure);
console.log(
  failures.length
    ? `${failures.length} documentation problem(s)`
    : `documentation check passed (${pages().length} pages)`,
);
process.exit(failures.length ? 1 : 0);
