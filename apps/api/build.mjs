/**
 * Compiles the server for production: src/server.ts and the workspace
 * packages it imports (@gigrank/domain, @gigrank/db) into one ES module,
 * dist/server.js, so `pnpm start` runs plain `node` with nothing to
 * transpile at start. Every other package stays an import resolved from
 * this package's own dependencies at run time (native modules such as
 * better-sqlite3 and sharp cannot be bundled, and the rest need not be):
 * a package the bundle imports that this package does not declare fails
 * the build rather than the start.
 *
 * A file's `import.meta.url` keeps meaning that file's place in the source
 * tree, so the files found beside it (the catalogue's CSVs, the password
 * list, the web build) are the same ones development reads.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
// `node build.mjs [outfile]`: dist/server.js unless told (the e2e run builds its own copy).
const outfile = resolve(process.argv[2] ?? resolve(here, 'dist/server.js'));
const manifest = JSON.parse(readFileSync(resolve(here, 'package.json'), 'utf8'));
const declared = new Set(Object.keys(manifest.dependencies ?? {}));

/** 'pkg' of 'pkg/sub' and '@scope/pkg' of '@scope/pkg/sub'. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const gigrank = {
  name: 'gigrank',
  setup(b) {
    // Bare imports: the workspace's own packages go into the bundle, others stay imports.
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || args.path.startsWith('@gigrank/')) return undefined;
      const name = packageOf(args.path);
      if (!declared.has(name)) {
        return {
          errors: [
            { text: `${name} (imported by ${args.importer}) must be a dependency of apps/api` },
          ],
        };
      }
      return { path: args.path, external: true };
    });
    // import.meta.url as the source file's own URL, relative to the bundle's place.
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(dirname(outfile), args.path).split('\\').join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

await build({
  entryPoints: [resolve(here, 'src/server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [gigrank],
});
