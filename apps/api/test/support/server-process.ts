import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const running = new Set<ChildProcess>();
/** Output kept once a process is up: it may log every request (pnpm bench). */
const LOG_TAIL = 64 * 1024;

export interface ServerProcess {
  url: string;
  proc: ChildProcess;
  /** Everything printed until it was ready, then the last 64 kB. */
  log: () => string;
}

/**
 * Spawns `node ...args` in `cwd` (apps/api unless given; with tsx when it runs a TypeScript file),
 * killed by killServers() until it exits.
 */
function launch(
  args: string[],
  env: Record<string, string>,
  stdio: StdioOptions,
  cwd = apiDir,
): ChildProcess {
  const loader = args.some((arg) => arg.endsWith('.ts'))
    ? ['--import', 'tsx']
    : ['--enable-source-maps'];
  const proc = spawn(process.execPath, [...loader, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio,
  });
  running.add(proc);
  proc.once('exit', () => running.delete(proc));
  return proc;
}

/**
 * Runs `node ...args` in apps/api (launch) and resolves with the first
 * group of `ready` once the output matches it (a listening address).
 */
export function startProcess(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  logFile?: string,
  cwd?: string,
): Promise<ServerProcess> {
  if (logFile) return startLogging(args, env, ready, logFile, cwd);
  const proc = launch(args, env, ['ignore', 'pipe', 'pipe']);
  let out = '';
  let started = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args[0]} did not start:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (started) {
        if (out.length > 2 * LOG_TAIL) out = out.slice(-LOG_TAIL);
        return;
      }
      const m = ready.exec(out);
      if (m) {
        started = true;
        clearTimeout(timer);
        resolve({ url: m[1]!, proc, log: () => out });
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${args[0]} exited (${code ?? signal}) before it was ready:\n${out}`));
    });
  });
}

/**
 * startProcess with the output written straight to `logFile` (read every
 * 50 ms until ready), as a server in production writes its log: a process
 * logging every request (the benches) never waits for this one to read a
 * full pipe, which it would while this one's event loop is busy sending load.
 */
function startLogging(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  logFile: string,
  cwd?: string,
): Promise<ServerProcess> {
  const fd = openSync(logFile, 'w');
  const proc = launch(args, env, ['ignore', fd, fd], cwd);
  closeSync(fd);
  let started = false;
  const log = () => {
    let text = '';
    try {
      text = readFileSync(logFile, 'utf8');
    } catch {
      // removed with its folder once the run is over
    }
    return text.length > 2 * LOG_TAIL ? text.slice(-LOG_TAIL) : text;
  };
  return new Promise((resolve, reject) => {
    const since = Date.now();
    const poll = setInterval(() => {
      const m = ready.exec(log());
      if (m) {
        started = true;
        clearInterval(poll);
        resolve({ url: m[1]!, proc, log });
      } else if (Date.now() - since > 60_000) {
        clearInterval(poll);
        reject(new Error(`${args[0]} did not start:\n${log()}`));
      }
    }, 50);
    proc.once('exit', (code, signal) => {
      clearInterval(poll);
      if (!started) {
        reject(new Error(`${args[0]} exited (${code ?? signal}) before it was ready:\n${log()}`));
      }
    });
  });
}

/** The environment `pnpm start` runs with here: production, SQLite in `dataDir`, rate limits off. */
export function productionEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    WEB_DIST_DIR: '',
    RATE_LIMIT_REGISTER_MAX: '0',
    RATE_LIMIT_LOGIN_MAX: '0',
    RATE_LIMIT_WRITE_MAX: '0',
    RATE_LIMIT_READ_MAX: '0',
  };
}

/**
 * The server as `pnpm start` runs it: the compiled bundle the test run built
 * (server-bundle.ts), or src/server.ts through tsx outside a test run (the
 * benches). A named bundle that is missing fails the start, never falls back.
 */
const serverEntry = (): string => process.env.GIGRANK_TEST_SERVER_BUNDLE || 'src/server.ts';

/**
 * Starts the server as `pnpm start` does (productionEnv; `env` may name
 * a DATABASE_URL and more) and resolves once it listens; `serverDir`, the
 * apps/api folder of another checkout, runs that code's server instead.
 */
export function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  logFile?: string,
  serverDir?: string,
): Promise<ServerProcess> {
  return startProcess(
    [serverDir ? 'src/server.ts' : serverEntry()],
    { ...productionEnv(dataDir), ...env },
    /Server listening at (http:\/\/127\.0\.0\.1:\d+)/,
    logFile,
    serverDir,
  );
}

/**
 * Registers an account over HTTP on the server at `url` (its password
 * secret-123 unless given): the answer's status and, when it succeeded, the
 * user's id and session cookie.
 */
export async function registerOn(
  url: string,
  fields: { username: string; displayName: string; password?: string },
): Promise<{ status: number; id: number; cookie: string }> {
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'secret-123', ...fields }),
  });
  if (!res.ok) return { status: res.status, id: NaN, cookie: '' };
  const { user } = (await res.json()) as { user: { id: number } };
  const session = res.headers.getSetCookie().find((c) => c.startsWith('gigrank_session='));
  return { status: res.status, id: user.id, cookie: session?.split(';')[0] ?? '' };
}

/**
 * Sends `signal` and resolves with the exit code once the process is gone
 * (at once if it already is).
 */
export function stopProcess(
  proc: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve(proc.exitCode);
    proc.once('exit', (code) => resolve(code));
    proc.kill(signal);
  });
}

/** Kills every process this file started (afterAll). */
export function killServers(): void {
  for (const proc of running) proc.kill('SIGKILL');
}
