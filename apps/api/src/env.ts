import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The one place that reads process.env. */
export interface Config {
  port: number;
  host: string;
  /** A SQLite file path / `file:` URL, or a `postgres://` URL. */
  databaseUrl: string;
  /** Where the SQLite file (by default) and uploads live. */
  dataDir: string;
  uploadsDir: string;
  /** The built web app served in production; absent or missing means API only. */
  webDistDir: string | null;
  nodeEnv: 'production' | 'development' | 'test';
  /** Cookie `Secure` and client IPs from X-Forwarded-For when behind an HTTPS proxy. */
  trustProxy: boolean;
  session: { absoluteMs: number; idleMs: number };
  /** Requests allowed per window; 0 turns a limit off. */
  rateLimit: {
    login: { max: number; windowMs: number };
    register: { max: number; windowMs: number };
    writes: { max: number; windowMs: number };
  };
  logLevel: string;
  /** SQLite: keep read answers until the next write (READ_CACHE=off turns it off, for measuring). */
  readCache: boolean;
}

const DAY = 24 * 60 * 60 * 1000;

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  // Relative paths are relative to where the command was typed (pnpm runs
  // package scripts in the package folder but keeps that place in INIT_CWD);
  // the default data folder is the repository's ./data.
  const base = env.INIT_CWD || process.cwd();
  const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
  const dataDir = env.DATA_DIR ? resolve(base, env.DATA_DIR) : resolve(repoRoot, 'data');
  const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
  return {
    port: intFrom(env.PORT, 3000, 'PORT'),
    host: env.HOST || (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: env.DATABASE_URL
      ? /^[a-z]+:/i.test(env.DATABASE_URL)
        ? env.DATABASE_URL
        : resolve(base, env.DATABASE_URL)
      : resolve(dataDir, 'gigrank.db'),
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    webDistDir: env.WEB_DIST_DIR === '' ? null : resolve(base, env.WEB_DIST_DIR || defaultWebDist),
    nodeEnv,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    session: {
      absoluteMs: intFrom(env.SESSION_ABSOLUTE_DAYS, 30, 'SESSION_ABSOLUTE_DAYS') * DAY,
      idleMs: intFrom(env.SESSION_IDLE_DAYS, 7, 'SESSION_IDLE_DAYS') * DAY,
    },
    rateLimit: {
      login: {
        max: intFrom(env.RATE_LIMIT_LOGIN_MAX, 10, 'RATE_LIMIT_LOGIN_MAX'),
        windowMs: 10 * 60_000,
      },
      register: {
        max: intFrom(env.RATE_LIMIT_REGISTER_MAX, 10, 'RATE_LIMIT_REGISTER_MAX'),
        windowMs: 60 * 60_000,
      },
      writes: {
        max: intFrom(env.RATE_LIMIT_WRITE_MAX, 300, 'RATE_LIMIT_WRITE_MAX'),
        windowMs: 60_000,
      },
    },
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    readCache: env.READ_CACHE !== 'off',
  };
}
