/**
 * @gigrank/client as a project outside this repository gets it: packed
 * (`pnpm pack`, whose prepack builds dist/), installed with npm into an empty
 * project in the system's temporary folder, and used there by a TypeScript
 * script that the repository's `tsc` type-checks (strict, NodeNext) and
 * plain `node` runs against the API with a read-only token. The installed
 * declaration file is also checked on its own: the project skips library
 * checks, as `tsc --init` sets it, since @trpc's own files name types a
 * project need not have (the DOM's, the `ws` package's).
 *
 * npm takes the package's dependencies (@trpc/client, @trpc/server) from its
 * cache when it holds them, otherwise from the npm registry: the first run on
 * a machine needs the registry.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../apps/api/test/support/helpers';
import { runCommand as run, userWithToken } from '../../../apps/api/test/support/tool-tests';

const clientDir = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
/** The folder holding @types/node, for the project's `node` types. */
const typeRoot = dirname(dirname(require.resolve('@types/node/package.json')));

/** TypeScript's complaints about one file, read as the project around it resolves it. */
function problemsOf(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  const source = program.getSourceFile(file)!;
  return [
    ...program.getSyntacticDiagnostics(source),
    ...program.getSemanticDiagnostics(source),
  ].map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** The script a tool's author writes, as the README shows it. */
const SCRIPT = `import { createGigrankClient, type RouterOutputs } from '@gigrank/client';

type RankedShow = RouterOutputs['shows']['ranked'][number];

const gigrank = createGigrankClient(process.env.GIGRANK_URL ?? 'http://localhost:3000', {
  token: process.env.GIGRANK_TOKEN,
});

const me = await gigrank.auth.me.query();
if (!me) throw new Error('The token signs no one in');
const ranking: RankedShow[] = await gigrank.shows.ranked.query({ userId: me.id });
console.log(\`\${me.displayName} (@\${me.username}): \${ranking.length} shows\`);
for (const show of ranking) {
  console.log(\`#\${show.rank} \${show.artist}, \${show.city} \${show.date}: \${show.score}\`);
}

/** Never called: mistakes the package's types refuse (\`tsc\` fails if one is allowed). */
export function mistakes(): void {
  // @ts-expect-error: a ranking is read by user id, not by username
  void gigrank.shows.ranked.query({ username: 'someone' });
  // @ts-expect-error: an artist is a name, not a number
  const artist: number = ranking[0]!.artist;
  void artist;
}
`;

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    lib: ['ES2023'],
    types: ['node'],
    typeRoots: [typeRoot],
    skipLibCheck: true,
    noEmitOnError: true,
    outDir: 'out',
  },
  files: ['read-ranking.ts'],
};

const t = useTestApp();
let project: string;
let baseUrl: string;
beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'gigrank-client-packed-'));
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('the packed @gigrank/client', () => {
  it('installs outside the workspace, type-checks a strict script and reads a ranking', async () => {
    const packed = await run('pnpm', ['pack', '--pack-destination', project], clientDir);
    expect(packed.code, packed.out).toBe(0);
    const tarball = readdirSync(project).find((f) => f.endsWith('.tgz'));
    expect(tarball, packed.out).toBe('gigrank-client-0.1.0.tgz');

    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'gigrank-tool', private: true, type: 'module' }),
    );
    // --omit=peer: TypeScript (a peer of @trpc/server) comes from this repository here.
    const installed = await run(
      'npm',
      ['install', `./${tarball}`, '--prefer-offline', '--no-audit', '--no-fund', '--omit=peer'],
      project,
    );
    expect(installed.code, installed.out).toBe(0);

    const pkgDir = join(project, 'node_modules/@gigrank/client');
    const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
    expect(manifest.exports).toEqual({
      '.': { types: './dist/index.d.ts', import: './dist/index.js' },
    });
    expect(Object.keys(manifest.dependencies)).toEqual(['@trpc/client', '@trpc/server']);
    expect(JSON.stringify(manifest)).not.toMatch(/catalog:|workspace:/);
    expect(readdirSync(join(pkgDir, 'dist')).sort()).toEqual(['index.d.ts', 'index.js']);
    const declarations = readFileSync(join(pkgDir, 'dist/index.d.ts'), 'utf8');
    const named = [...declarations.matchAll(/(?:from|import\()\s*'([^']+)'/g)].map((m) => m[1]);
    expect(new Set(named)).toEqual(new Set(['@trpc/client', '@trpc/server']));
    expect(problemsOf(join(pkgDir, 'dist/index.d.ts'))).toEqual([]);

    writeFileSync(join(project, 'read-ranking.ts'), SCRIPT);
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
    const checked = await run(process.execPath, [tsc, '-p', 'tsconfig.json'], project);
    expect(checked.out).toBe('');
    expect(checked.code).toBe(0);

    const { user: fan, token } = await userWithToken(
      t,
      'Packed Fan',
      [
        { artist: 'Radiohead', city: 'Lisbon', date: '2024-06-01', score: 92 },
        { artist: 'Massive Attack', city: 'Porto', date: '2023-11-12', score: 85 },
        { artist: 'Portishead', city: 'Lisbon', date: '2022-09-30', score: 97 },
      ],
      ['read'],
    );
    const ran = await run(process.execPath, ['out/read-ranking.js'], project, {
      GIGRANK_URL: baseUrl,
      GIGRANK_TOKEN: token,
    });
    expect(ran.code, ran.out).toBe(0);
    expect(ran.out.trim().split('\n')).toEqual([
      `Packed Fan (@${fan.user.username}): 3 shows`,
      '#1 Portishead, Lisbon 2022-09-30: 97',
      '#2 Radiohead, Lisbon 2024-06-01: 92',
      '#3 Massive Attack, Porto 2023-11-12: 85',
    ]);
  }, 120_000);
});
