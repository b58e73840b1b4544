import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const running = new Set<ChildProcess>();

export interface ServerProcess {
  url: string;
  proc: ChildProcess;
  log: () => string;
}

/**
 * Starts `src/server.ts` as `pnpm start` does (production mode, SQLite file
 * in `dataDir`, rate limits off) and resolves once it listens.
 */
export function startServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: '',
      RATE_LIMIT_REGISTER_MAX: '0',
      RATE_LIMIT_LOGIN_MAX: '0',
      RATE_LIMIT_WRITE_MAX: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(proc);
  proc.once('exit', () => running.delete(proc));
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1]!, proc, log: () => out });
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${out}`));
    });
  });
}

/** Kills every server this file started (afterAll). */
export function killServers(): void {
  for (const proc of running) proc.kill('SIGKILL');
}
