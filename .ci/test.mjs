#!/usr/bin/env node
// `pnpm test`: every check and suite, one stage after another, then each
// stage's wall time and, for a failed stage, the lines that name what failed
// (the end of a CI log is often all that is kept). A failed stage does not stop
// the next ones, so one run reports everything; the exit code is non-zero when
// any stage failed.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

const STAGES = [
  ['repository checks', 'node', ['.ci/checks.mjs']],
  ['lint and typecheck', 'pnpm', ['exec', 'turbo', 'run', 'lint', 'typecheck', '--continue']],
  ['unit and integration tests', 'pnpm', ['exec', 'turbo', 'run', 'test', '--continue']],
  ['build and bundle size', 'pnpm', ['exec', 'turbo', 'run', 'test:size']],
  ['end-to-end tests (Chromium)', 'pnpm', ['exec', 'turbo', 'run', 'test:e2e']],
];

/**
 * Lines that name a failure: Vitest's FAIL lines, Playwright's ✘ lines and its
 * closing list of failed tests, TypeScript's and ESLint's errors, checks' refusals.
 */
const FAILURE_LINE =
  /(\bFAIL\b|✘|\s×\s|\[chromium(-full)?\] ›|error TS\d+|\s\d+:\d+\s+error\s|^\s*(refused|too many|missing)\b|Error: Timed out|Test timeout|over the ceiling|check\(s\) failed|unused (export|file|dependency))/i;
/** Playwright's list names passed and skipped tests the same way as failed ones. */
const PASSED = /✓|\s-\s+\d+\s+\[chromium/;
const MAX_FAILURE_LINES = 25;
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*[A-Za-z]/g;

/** Runs one stage with its output shown as it comes; resolves to its status and failure lines. */
function runStage(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'] });
    const failures = new Set();
    const scan = (out) => {
      let rest = '';
      return (chunk) => {
        out.write(chunk);
        const lines = (rest + chunk.toString('utf8')).split('\n');
        rest = lines.pop() ?? '';
        for (const raw of lines) {
          const line = raw.replace(ANSI, '').trimEnd();
          if (failures.size < MAX_FAILURE_LINES && FAILURE_LINE.test(line) && !PASSED.test(line)) {
            failures.add(line);
          }
        }
      };
    };
    child.stdout.on('data', scan(process.stdout));
    child.stderr.on('data', scan(process.stderr));
    child.on('close', (code) => resolve({ ok: code === 0, failures: [...failures] }));
  });
}

const minutes = (ms) =>
  `${Math.floor(ms / 60_000)}m ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;
const results = [];
const started = Date.now();
for (const [name, command, args] of STAGES) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const t0 = Date.now();
  const { ok, failures } = await runStage(command, args);
  results.push({ name, ms: Date.now() - t0, ok, failures, load: loadavg()[0] });
}

for (const r of results.filter((result) => !result.ok)) {
  console.log(`\nWhat failed in ${r.name}:`);
  for (const line of r.failures) console.log(`  ${line.trim().slice(0, 240)}`);
}
console.log('\nStage times');
for (const r of results) {
  console.log(
    `  ${r.ok ? 'ok    ' : 'FAILED'} ${minutes(r.ms).padStart(8)}  ${r.name} (load ${r.load.toFixed(1)} at its end)`,
  );
}
console.log(`  total  ${minutes(Date.now() - started).padStart(8)}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
