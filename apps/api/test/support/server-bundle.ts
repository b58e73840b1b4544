/**
 * Vitest global set-up: compiles the server once per run, as `pnpm build`
 * does (build.mjs), into a folder of this run's own, and names it in
 * GIGRANK_TEST_SERVER_BUNDLE for the test processes. The tests that start
 * servers (server-process.ts) then run what production runs, plain `node` on
 * the bundle, instead of transpiling src/ at every start.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

export default function setup(): () => void {
  const dir = join(apiDir, 'dist', `test-${process.pid}`);
  const bundle = join(dir, 'server.js');
  execFileSync(process.execPath, ['build.mjs', bundle], { cwd: apiDir, stdio: 'inherit' });
  process.env.GIGRANK_TEST_SERVER_BUNDLE = bundle;
  return () => rmSync(dir, { recursive: true, force: true });
}
