import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The one place that reads process.env. */
export interface Config {
  port: number;
  host: string;
  /** Where Prometheus reads the metrics (`GET /metrics`), on HOST; null (unset): not served. */
  metricsPort: number | null;
  /** A SQLite file path / `file:` URL, or a `postgres://` URL. */
  databaseUrl: string;
  /**
   * PostgreSQL: connections each server process keeps (DATABASE_POOL_SIZE,
   * default 10). A request holds one for each statement, a write for its
   * whole transaction; more than the work can use only adds PostgreSQL
   * processes contending for the same cores. Unused on SQLite.
   */
  databasePoolSize: number;
  /** Where the SQLite file (by default) and uploads live. */
  dataDir: string;
  uploadsDir: string;
  /** The built web app served in production; absent or missing means API only. */
  webDistDir: string | null;
  nodeEnv: 'production' | 'development' | 'test';
  /**
   * Behind HTTPS proxies: how many there are in front (the client is the
   * address the outermost one appended to X-Forwarded-For), or their
   * addresses / CIDR ranges; never the client's own left-most entry. Set,
   * it also marks the session cookie `Secure`. false: no proxy.
   */
  trustProxy: false | number | string[];
  session: { absoluteMs: number; idleMs: number };
  /** Every budget (http/limits.ts applies them); max 0 turns one off. */
  rateLimit: RateLimits;
  logLevel: string;
  /** SQLite: keep read answers until what they are built from changes (READ_CACHE=off turns it off, for measuring). */
  readCache: boolean;
  /** How long a page waits for a first-screen read (FIRST_SCREEN_WAIT_MS) before leaving it to the browser. */
  firstScreenWaitMs: number;
  /**
   * Server processes sharing the port and the database (WORKERS): one per
   * core in production, one otherwise. Each has its own read cache, kept
   * right by the database's change log; budgets are kept by the first process.
   */
  workers: number;
  /**
   * REDIS_URL (redis://host:port/db): rate-limit budgets and live
   * notification events shared by every instance through Redis; absent, they
   * stay in this server (its processes share them through the first).
   */
  redisUrl: string | null;
  /** Prefix of every Redis key and channel (REDIS_PREFIX), so instances of several apps or tests share one Redis. */
  redisPrefix: string;
  /**
   * STORAGE=s3: photos and avatars in an S3-compatible bucket every instance
   * shares; null (STORAGE unset): in `uploadsDir` on this machine's disk.
   */
  s3: S3Config | null;
  /**
   * SETLISTFM_API_KEY set: importing by setlist.fm username fetches through
   * setlist.fm's API with that key; null (unset): the file route only.
   */
  setlistFm: SetlistFmConfig | null;
  /** How webhooks are accepted and delivered (the WEBHOOK_* variables). */
  webhooks: WebhookConfig;
}

/** Webhooks' rules and delivery (the WEBHOOK_* variables). */
export interface WebhookConfig {
  /** WEBHOOK_ALLOW_INSECURE=true: plain http:// URLs are accepted (tests, local tools); otherwise https:// only. */
  allowInsecure: boolean;
  /**
   * WEBHOOK_ALLOW_PRIVATE=true: deliveries may go to loopback, private,
   * link-local and other internal addresses (tests, a receiver on this
   * machine); otherwise they are refused.
   */
  allowPrivate: boolean;
  /** WEBHOOK_TIMEOUT_MS: how long one attempt may take, from the address lookup to the answer (default 10 s). */
  timeoutMs: number;
  /**
   * WEBHOOK_RETRY_DELAYS_MS: the waits before the 2nd, 3rd, ... attempt, in
   * milliseconds, comma-separated; the last one repeats until a day has passed
   * since the event (default 10 s, 30 s, 2 min, 10 min, 1 h, 3 h, 6 h).
   */
  retryDelaysMs: number[];
  /** WEBHOOK_POLL_MS: how often each server process looks for deliveries that are due (default 1 s). */
  pollMs: number;
}

/** setlist.fm's API as the server uses it (the SETLISTFM_* variables). */
export interface SetlistFmConfig {
  apiKey: string;
  /** SETLISTFM_API_URL: where its REST API is (a local fake in tests). */
  url: string;
  /** SETLISTFM_TIMEOUT_MS: how long one request may take, its page included (default 10 s). */
  timeoutMs: number;
  /**
   * SETLISTFM_DAILY_MAX: requests the whole server (every process and
   * instance) sends in any 24 hours, 1,440 by default (setlist.fm's standard
   * daily allowance); 0 turns the cap off. The 2-a-second limit always holds.
   */
  dailyMax: number;
}

/** An S3-compatible bucket (the S3_* variables). */
export interface S3Config {
  /** S3_ENDPOINT: the service's URL (unset: AWS's own for the region). */
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_FORCE_PATH_STYLE: `{endpoint}/{bucket}/{key}` instead of `{bucket}.{host}` (MinIO, s3rver). */
  forcePathStyle: boolean;
  /** S3_PREFIX: where this app's keys start (`''`, or ending in `/`), so apps or tests can share a bucket. */
  prefix: string;
}

/** `max` units per `windowMs`, refilled evenly; 0 turns the budget off. */
export interface Budget {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  /** Sign-in attempts per address and username. */
  login: Budget;
  /** Sign-in attempts per address, whatever the username (password spraying, argon2 work). */
  loginAddress: Budget;
  /** Sign-in attempts per username, from any address (credential stuffing). */
  loginUsername: Budget;
  /** Registrations per address, short window (a venue's Wi-Fi passes). */
  register: Budget;
  /** Registrations per address per day (a script is stopped). */
  registerDaily: Budget;
  /** Writes per signed-in account (per address when anonymous). */
  writes: Budget;
  /** Read cost units per client (account, else address): see READ_COSTS in http/limits.ts. */
  reads: Budget;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * TRUST_PROXY: unset, '', '0' or 'false' = no proxy; a whole number = that
 * many proxies in front ('true' is read as 1); otherwise a comma-separated
 * list of the proxies' addresses or CIDR ranges (or proxy-addr's names
 * loopback, linklocal, uniquelocal).
 */
function trustProxyFrom(value: string | undefined): false | number | string[] {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === 'true') return 1;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const named = ['loopback', 'linklocal', 'uniquelocal'].includes(entry);
    const family = isIP(address ?? '');
    const validBits =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
    if (!named && (rest.length > 0 || family === 0 || !validBits)) {
      throw new Error(
        `TRUST_PROXY must be a number of proxies or their addresses/CIDRs, not "${entry}"`,
      );
    }
  }
  return entries;
}

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
    metricsPort: env.METRICS_PORT ? intFrom(env.METRICS_PORT, 0, 'METRICS_PORT') : null,
    host: env.HOST || (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: env.DATABASE_URL
      ? /^[a-z]+:/i.test(env.DATABASE_URL)
        ? env.DATABASE_URL
        : resolve(base, env.DATABASE_URL)
      : resolve(dataDir, 'gigrank.db'),
    databasePoolSize: Math.max(1, intFrom(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE')),
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    webDistDir: env.WEB_DIST_DIR === '' ? null : resolve(base, env.WEB_DIST_DIR || defaultWebDist),
    nodeEnv,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    session: {
      absoluteMs: intFrom(env.SESSION_ABSOLUTE_DAYS, 30, 'SESSION_ABSOLUTE_DAYS') * DAY,
      idleMs: intFrom(env.SESSION_IDLE_DAYS, 7, 'SESSION_IDLE_DAYS') * DAY,
    },
    rateLimit: rateLimitsFrom(env),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    readCache: env.READ_CACHE !== 'off',
    firstScreenWaitMs: intFrom(env.FIRST_SCREEN_WAIT_MS, 250, 'FIRST_SCREEN_WAIT_MS'),
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'gigrank:',
    s3: s3From(env),
    setlistFm: setlistFmFrom(env),
    webhooks: webhooksFrom(env),
    workers: Math.max(
      1,
      intFrom(env.WORKERS, nodeEnv === 'production' ? availableParallelism() : 1, 'WORKERS'),
    ),
  };
}

/** `name` as a switch: unset or '' is `fallback`; true/1 and false/0 (any case) say so. */
function booleanFrom(env: NodeJS.ProcessEnv, name: string, fallback = false): boolean {
  const value = (env[name] ?? '').trim().toLowerCase();
  if (value === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`${name} must be true or false, not "${env[name]}"`);
}

const WEBHOOK_RETRY_DELAYS_MS = [
  10_000,
  30_000,
  2 * MINUTE,
  10 * MINUTE,
  60 * MINUTE,
  180 * MINUTE,
  360 * MINUTE,
];

function webhooksFrom(env: NodeJS.ProcessEnv): WebhookConfig {
  const delays = (env.WEBHOOK_RETRY_DELAYS_MS ?? '').trim();
  const retryDelaysMs = delays
    ? delays.split(',').map((d) => intFrom(d.trim(), 0, 'WEBHOOK_RETRY_DELAYS_MS'))
    : WEBHOOK_RETRY_DELAYS_MS;
  return {
    allowInsecure: booleanFrom(env, 'WEBHOOK_ALLOW_INSECURE'),
    allowPrivate: booleanFrom(env, 'WEBHOOK_ALLOW_PRIVATE'),
    timeoutMs: Math.max(1, intFrom(env.WEBHOOK_TIMEOUT_MS, 10_000, 'WEBHOOK_TIMEOUT_MS')),
    retryDelaysMs,
    pollMs: Math.max(10, intFrom(env.WEBHOOK_POLL_MS, 1000, 'WEBHOOK_POLL_MS')),
  };
}

/** SETLISTFM_API_KEY: unset or blank = no fetching by username. */
function setlistFmFrom(env: NodeJS.ProcessEnv): SetlistFmConfig | null {
  const apiKey = (env.SETLISTFM_API_KEY ?? '').trim();
  if (apiKey === '') return null;
  const url = (env.SETLISTFM_API_URL || 'https://api.setlist.fm/rest').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(url)) {
    throw new Error(`SETLISTFM_API_URL must be an http(s) URL, not "${url}"`);
  }
  return {
    apiKey,
    url,
    timeoutMs: Math.max(1, intFrom(env.SETLISTFM_TIMEOUT_MS, 10_000, 'SETLISTFM_TIMEOUT_MS')),
    dailyMax: intFrom(env.SETLISTFM_DAILY_MAX, 1440, 'SETLISTFM_DAILY_MAX'),
  };
}

const S3_REQUIRED = ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** STORAGE: unset or `local` = the uploads folder; `s3` = the bucket the S3_* variables name. */
function s3From(env: NodeJS.ProcessEnv): S3Config | null {
  const storage = (env.STORAGE ?? '').trim();
  if (storage === '' || storage === 'local') return null;
  if (storage !== 's3')
    throw new Error(`STORAGE must be "s3" or unset (local folder), not "${storage}"`);
  const missing = S3_REQUIRED.filter((name) => !env[name]);
  if (missing.length) throw new Error(`STORAGE=s3 needs ${missing.join(', ')}`);
  const endpoint = env.S3_ENDPOINT || null;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http(s) URL, not "${endpoint}"`);
  }
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+/, '');
  return {
    endpoint,
    region: env.S3_REGION!,
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: booleanFrom(env, 'S3_FORCE_PATH_STYLE'),
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
  };
}

/**
 * The budgets, each `RATE_LIMIT_*_MAX` (0 turns it off). The per-address and
 * per-username sign-in caps follow RATE_LIMIT_LOGIN_MAX, and the daily
 * registration cap RATE_LIMIT_REGISTER_MAX, when not set themselves: setting
 * the older variable to 0 turns its whole family off, as before.
 */
function rateLimitsFrom(env: NodeJS.ProcessEnv): RateLimits {
  const max = (name: string, fallback: number) => intFrom(env[name], fallback, name);
  const login = max('RATE_LIMIT_LOGIN_MAX', 10);
  const register = max('RATE_LIMIT_REGISTER_MAX', 20);
  return {
    login: { max: login, windowMs: 10 * MINUTE },
    loginAddress: {
      max: max('RATE_LIMIT_LOGIN_ADDRESS_MAX', login ? 60 : 0),
      windowMs: 10 * MINUTE,
    },
    loginUsername: {
      max: max('RATE_LIMIT_LOGIN_USERNAME_MAX', login ? 50 : 0),
      windowMs: 60 * MINUTE,
    },
    register: { max: register, windowMs: 10 * MINUTE },
    registerDaily: { max: max('RATE_LIMIT_REGISTER_DAILY_MAX', register ? 100 : 0), windowMs: DAY },
    writes: { max: max('RATE_LIMIT_WRITE_MAX', 300), windowMs: MINUTE },
    reads: { max: max('RATE_LIMIT_READ_MAX', 1200), windowMs: MINUTE },
  };
}
