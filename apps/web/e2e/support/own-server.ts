// For the specs that run a server of their own (a copy of the build, a setlist.fm key): the API
// suite's server processes and the build this run serves.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  killServers,
  startServer,
  stopProcess,
  type ServerProcess,
} from '../../../api/test/support/server-process';
import { test } from './test';

export { killServers, startServer, type ServerProcess };

/** The web build of this run: E2E_WEB_DIST (as playwright.config.ts reads it) or apps/web/dist. */
export const webDist =
  process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../../dist', import.meta.url));

/**
 * A server of the file's (or describe block's) own, serving this run's web
 * build with `env()` on a fresh data folder: started in beforeAll (after the
 * hooks declared before this call, so `env` may name a fake they started),
 * killed and its folder removed in afterAll. The server, once started.
 */
export function ownServer(
  folderPrefix: string,
  env: () => Record<string, string>,
): () => ServerProcess {
  let root: string | undefined;
  let server: ServerProcess | undefined;
  test.beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), folderPrefix));
    server = await startServer(join(root, 'data'), { WEB_DIST_DIR: webDist, ...env() });
  });
  test.afterAll(async () => {
    // Gone before its folder is.
    if (server) await stopProcess(server.proc, 'SIGKILL');
    killServers();
    if (root) rmSync(root, { recursive: true, force: true });
  });
  return () => server!;
}
