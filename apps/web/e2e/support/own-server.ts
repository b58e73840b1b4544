// For the specs that run a server of their own (a copy of the build, a setlist.fm key): the API
// suite's server processes and the build this run serves.
import { fileURLToPath } from 'node:url';

export {
  killServers,
  startServer,
  stopProcess,
  type ServerProcess,
} from '../../../api/test/support/server-process';

/** The web build of this run: E2E_WEB_DIST (as playwright.config.ts reads it) or apps/web/dist. */
export const webDist =
  process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../../dist', import.meta.url));
