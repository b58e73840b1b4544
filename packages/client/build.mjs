/**
 * Builds the published package into dist/: index.js (an ES module) and one
 * self-contained index.d.ts. The declaration file is what makes a type-only
 * dependency on the server publishable: TypeScript expands the router's type
 * (src/app-router.ts) into plain object types, so the file names no workspace
 * package, no source path and none of the server's own dependencies, only
 * @trpc/client and @trpc/server. A declaration bundler would copy the
 * server's declarations instead, and with them its request context
 * (Fastify, Kysely, the adapters) and its zod schemas.
 *
 * `node build.mjs [outDir]` (dist/ unless told; `pnpm pack` runs it first).
 * It fails on a type error in src/, on an import in the output other than
 * @trpc/client and @trpc/server, on an `any` in the router's type (what a
 * type error in the server would leave there) or a `never` (a procedure
 * app-router.ts does not map), and when the declaration file does not
 * type-check on its own.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = resolve(process.argv[2] ?? join(here, 'dist'));
const entry = join(here, 'src/index.ts');
const routerFile = join(here, 'src/app-router.ts');
/** The aliases of app-router.ts written out in full; AppRouter is kept as written. */
const EXPANDED = ['ClientRoot', 'ClientRouterRecord'];
const ALLOWED_IMPORTS = new Set(['@trpc/client', '@trpc/server']);

function fail(diagnostics) {
  const host = {
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: () => here,
    getNewLine: () => '\n',
  };
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  process.exit(1);
}

const config = ts.getParsedCommandLineOfConfigFile(join(here, 'tsconfig.json'), undefined, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (d) => fail([d]),
});
const program = ts.createProgram([entry], {
  ...config.options,
  noEmit: false,
  allowImportingTsExtensions: false,
  declaration: true,
  sourceMap: false,
  outDir,
  rootDir: join(here, 'src'),
});
const [entrySource, routerSource] = [entry, routerFile].map((f) => program.getSourceFile(f));
const errors = [entrySource, routerSource].flatMap((sf) => [
  ...program.getSyntacticDiagnostics(sf),
  ...program.getSemanticDiagnostics(sf),
]);
if (errors.length) fail(errors);

// Each expanded alias printed from where it is declared, so @trpc/server's
// types keep the names app-router.ts imports them by.
const checker = program.getTypeChecker();
const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed });
const expanded = EXPANDED.map((name) => {
  const alias = routerSource.statements.find(
    (s) => ts.isTypeAliasDeclaration(s) && s.name.text === name,
  );
  if (!alias) throw new Error(`src/app-router.ts declares no type ${name}`);
  const node = checker.typeToTypeNode(
    checker.getTypeAtLocation(alias.name),
    alias,
    ts.NodeBuilderFlags.NoTruncation |
      ts.NodeBuilderFlags.InTypeAlias |
      ts.NodeBuilderFlags.MultilineObjectLiterals,
  );
  return `type ${name} = ${printer.printNode(ts.EmitHint.Unspecified, node, routerSource)};`;
});

const emitted = {};
const result = program.emit(entrySource, (file, text) => {
  emitted[file.slice(outDir.length + 1)] = text;
});
if (result.emitSkipped || result.diagnostics.length) fail(result.diagnostics);

// index.d.ts imports AppRouter from './app-router': that import becomes the
// router's declarations, written out.
const routerImport = /^import type \{ AppRouter \} from '\.\/app-router';\n/m;
if (!routerImport.test(emitted['index.d.ts'] ?? '')) {
  throw new Error(`index.d.ts does not import AppRouter as expected:\n${emitted['index.d.ts']}`);
}
const routerDeclarations = [
  "import type * as trpc from '@trpc/server';",
  ...expanded,
  'type AppRouter = trpc.TRPCBuiltRouter<ClientRoot, ClientRouterRecord>;',
  '',
].join('\n');
const files = {
  'index.js': emitted['index.js'],
  'index.d.ts': emitted['index.d.ts'].replace(routerImport, routerDeclarations),
};

/**
 * The modules a file names (import and export declarations, `import("...")`
 * types), and how many `any` and `never` types it holds.
 */
function scan(name, text) {
  const modules = [];
  let anys = 0;
  let nevers = 0;
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      modules.push(node.moduleSpecifier.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      modules.push(node.argument.literal.text);
    } else if (node.kind === ts.SyntaxKind.AnyKeyword) {
      anys += 1;
    } else if (node.kind === ts.SyntaxKind.NeverKeyword) {
      nevers += 1;
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true));
  return { modules, anys, nevers };
}
for (const [name, text] of Object.entries(files)) {
  const { modules, anys, nevers } = scan(name, text);
  const stray = [...new Set(modules.filter((m) => !ALLOWED_IMPORTS.has(m)))];
  if (stray.length) throw new Error(`dist/${name} would import ${stray.join(', ')}`);
  if (anys) throw new Error(`dist/${name} would hold ${anys} any: is the server's type broken?`);
  if (nevers) {
    throw new Error(
      `dist/${name} would hold ${nevers} never: a procedure app-router.ts cannot map?`,
    );
  }
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text);

// The declaration file alone, as a project that installs the package reads it.
const published = join(outDir, 'index.d.ts');
const alone = ts.createProgram([published], {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: [],
});
const declarationFile = alone.getSourceFile(published);
const problems = [
  ...alone.getSyntacticDiagnostics(declarationFile),
  ...alone.getSemanticDiagnostics(declarationFile),
];
if (problems.length) {
  rmSync(outDir, { recursive: true, force: true });
  fail(problems);
}
console.log(`built ${Object.keys(files).join(' and ')} in ${outDir}`);
