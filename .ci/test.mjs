#!/usr/bin/env node
// `pnpm test`: every check and suite, one stage after another, then each
// stage's wall time. A failed stage does not stop the next ones, so one run
// reports everything; the exit code is non-zero when any stage failed.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

const STAGES = [
  ['repository checks', 'node', ['.ci/checks.mjs']],
  ['lint and typecheck', 'pnpm', ['exec', 'turbo', 'run', 'lint', 'typecheck', '--continue']],
  ['unit and integration tests', 'pnpm', ['exec', 'turbo', 'run', 'test', '--continue']],
  ['build and bundle size', 'pnpm', ['exec', 'turbo', 'run', 'test:size']],
  ['end-to-end tests (Chromium)', 'pnpm', ['exec', 'turbo', 'run', 'test:e2e']],
];

const minutes = (ms) =>
  `${Math.floor(ms / 60_000)}m ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;
const results = [];
const started = Date.now();
for (const [name, command, args] of STAGES) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const t0 = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit' });
  results.push({ name, ms: Date.now() - t0, ok: run.status === 0, load: loadavg()[0] });
}

console.log('\nStage times');
for (const r of results) {
  console.log(
    `  ${r.ok ? 'ok    ' : 'FAILED'} ${minutes(r.ms).padStart(8)}  ${r.name} (load ${r.load.toFixed(1)} at its end)`,
  );
}
console.log(`  total  ${minutes(Date.now() - started).padStart(8)}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
