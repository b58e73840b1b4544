// Generates src/routeTree.gen.ts without a Vite build, so `tsc` works from a
// fresh clone. Uses the same generator (and tsr.config.json) as the Vite plugin.
import { tanstackRouterGenerator } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const plugins = [tanstackRouterGenerator()].flat();
for (const plugin of plugins) {
  const hook = plugin.configResolved;
  const run = typeof hook === 'function' ? hook : hook?.handler;
  await run?.call({}, { root });
}
