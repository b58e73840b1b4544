#!/usr/bin/env node
// Checks of the repository as text, run first by `pnpm test` (.ci/test.mjs):
// - no code, test or document cites an issue number (history belongs to git);
// - the documentation check (.ci/check-docs.mjs), when present;
// - no import loop in any app or package (madge, type-only imports included);
// - no unused file, export or dependency (knip, knip.config.ts);
// - the number of repeated places that `duplicates` finds (when the tool is
//   installed) stays at or under DUPLICATE_PAIRS_MAX, lowered as they go.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/**
 * The ceiling for `duplicates` pairs: the tree's count, lowered as pairs go.
 * It rises only with a feature whose added pairs are shapes that no shared
 * code removes (a Kysely chain over another table, a migration, a test's
 * imports); the commit that raises it names them.
 */
const DUPLICATE_PAIRS_MAX = 60;

const failures = [];
const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);

const issueNumber = new RegExp(String.raw`\bissues? ?#?\d+`, 'i');
for (const file of files) {
  if (!/\.(ts|tsx|js|mjs|cjs|css|md|json|yml|yaml|html)$/.test(file) || file === 'pnpm-lock.yaml')
    continue;
  if (!existsSync(file)) continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (issueNumber.test(line))
        failures.push(`${file}:${i + 1} cites an issue number: ${line.trim().slice(0, 120)}`);
    });
}

// Each source root with the tsconfig that resolves its imports.
const SOURCE_ROOTS = [
  ['apps/web/src', 'apps/web/tsconfig.json'],
  ['apps/api/src', 'apps/api/tsconfig.json'],
  ['packages/domain/src', 'packages/domain/tsconfig.json'],
  ['packages/db/src', 'packages/db/tsconfig.json'],
  ['packages/ui/src', 'packages/ui/tsconfig.json'],
  ['packages/client/src', 'packages/client/tsconfig.json'],
];
for (const [root, tsconfig] of SOURCE_ROOTS) {
  const madge = spawnSync(
    'pnpm',
    [
      'exec',
      'madge',
      '--circular',
      '--no-spinner',
      '--extensions',
      'ts,tsx',
      '--ts-config',
      tsconfig,
      root,
    ],
    { encoding: 'utf8' },
  );
  if (madge.status !== 0) failures.push(`import loops in ${root}:\n${madge.stdout}${madge.stderr}`);
  else console.log(`no import loop in ${root}`);
}

const KNIP_FINDINGS = {
  files: 'unused file',
  dependencies: 'unused dependency',
  devDependencies: 'unused devDependency',
  optionalPeerDependencies: 'unused optional peer dependency',
  unlisted: 'dependency missing from package.json',
  binaries: 'binary missing from package.json',
  unresolved: 'unresolved import',
  exports: 'unused export',
  nsExports: 'unused export in a namespace',
  types: 'unused exported type',
  nsTypes: 'unused exported type in a namespace',
  enumMembers: 'unused enum member',
  duplicates: 'exported twice',
  catalog: 'unused catalog entry',
  catalogReferences: 'catalog entry missing',
};
const knip = spawnSync('pnpm', ['exec', 'knip', '--no-progress', '--reporter', 'json'], {
  encoding: 'utf8',
});
let knipIssues;
try {
  knipIssues = JSON.parse(knip.stdout).issues;
} catch {
  failures.push(`knip did not run: ${(knip.stderr || knip.stdout).trim().split('\n')[0]}`);
}
if (knipIssues) {
  const before = failures.length;
  for (const issue of knipIssues) {
    for (const [kind, what] of Object.entries(KNIP_FINDINGS)) {
      for (const item of issue[kind] ?? []) {
        const found = [item].flat();
        const at = found[0].line ? `${issue.file}:${found[0].line}` : issue.file;
        const names = kind === 'files' ? '' : ` ${found.map((f) => f.name).join(' = ')}`;
        failures.push(`${what} (knip): ${at}${names}`);
      }
    }
  }
  if (failures.length === before) console.log('knip: no unused file, export or dependency');
}

if (existsSync('.ci/check-docs.mjs')) {
  const docs = spawnSync('node', ['.ci/check-docs.mjs'], { stdio: 'inherit' });
  if (docs.status !== 0) failures.push('the documentation check failed (.ci/check-docs.mjs)');
}

const dup = spawnSync('duplicates', ['--seconds', '120'], { encoding: 'utf8' });
if (dup.error) {
  console.log('duplicates is not installed here: the repeated-code ceiling is not checked');
} else {
  const pairs = Number(/^(\d+) pairs/.exec(dup.stdout)?.[1] ?? 0);
  console.log(`duplicates: ${pairs} pairs (ceiling ${DUPLICATE_PAIRS_MAX})`);
  if (pairs > DUPLICATE_PAIRS_MAX) {
    failures.push(
      `duplicates finds ${pairs} pairs, over the ceiling of ${DUPLICATE_PAIRS_MAX}:\n${dup.stdout}`,
    );
  }
}

for (const f of failures) console.error(f);
console.log(
  failures.length ? `${failures.length} repository check(s) failed` : 'repository checks passed',
);
process.exit(failures.length ? 1 : 0);
