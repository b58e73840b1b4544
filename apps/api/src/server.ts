import cluster, { type Worker } from 'node:cluster';
import { createDb, migrateToLatest, prepareOnce, seedCatalogue } from '@gigrank/db';
import { buildApp } from './app';
import { loadConfig } from './env';
import { createAdapters } from './adapters';
import { serveBudgets } from './adapters/cluster-rate-limit-store';
import { MemoryRateLimitStore } from './adapters/memory-rate-limit-store';
import { housekeeping, sweepFiles } from './modules/housekeeping/housekeeping.service';
import { reportToPrimary, startMetricsServer } from './http/metrics';

// env -> db -> migrate -> seed -> (fork workers) -> buildApp -> listen
//
// With WORKERS > 1 (the default in production: one per core) the first
// process migrates and seeds, then forks that many server processes sharing
// the port (the cluster hands out connections in turn) and the database
// file (WAL: readers never wait for the writer). Each has its own read cache,
// kept right by the database's change log (packages/db change-log.ts); the
// first process keeps every rate-limit budget (cluster-rate-limit-store.ts)
// and starts a process again if one dies.
const config = loadConfig();

/** libuv threads per server process unless UV_THREADPOOL_SIZE says otherwise. */
const UV_THREADS = 16;

if (cluster.isPrimary && config.workers > 1) await runPrimary();
else await runServer();

async function prepareDatabase() {
  const database = createDb(config.databaseUrl, {
    readCache: config.readCache,
    poolSize: config.databasePoolSize,
  });
  // One instance at a time (instances started together on one PostgreSQL).
  const seeded = await prepareOnce(database.db, async () => {
    await migrateToLatest(database.db);
    return seedCatalogue(database.db, { cities: 'all' });
  });
  return { database, seeded };
}

async function runPrimary() {
  const { database, seeded } = await prepareDatabase();
  await database.close();
  if (seeded.artists || seeded.cities)
    console.log(JSON.stringify({ msg: 'catalogue seeded', ...seeded }));
  const budgets = new MemoryRateLimitStore();
  let closing = false;
  const recentDeaths: number[] = [];
  const fork = (index: number) => {
    const worker: Worker = cluster.fork({
      GIGRANK_WORKER_INDEX: String(index),
      // libuv's threads (4 by default) carry uploads to disk, file copies, log
      // writes and every sharp re-encode: with photo jobs running, 4 left
      // photo adds waiting seconds (docs/performance.md). Read at a worker's start.
      UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? String(UV_THREADS),
    });
    serveBudgets(worker, budgets);
    worker.once('exit', (code, signal) => {
      if (closing) return;
      // A process that keeps dying at start (a bad config) stops the server
      // instead of looping; one that died once is started again.
      const now = Date.now();
      recentDeaths.push(now);
      while (recentDeaths[0]! < now - 60_000) recentDeaths.shift();
      if (recentDeaths.length > 5) {
        console.error(`server processes keep exiting (${code ?? signal}): stopping`);
        process.exit(1);
      }
      fork(index);
    });
  };
  // The first process sweeps leftover files before it listens: the others
  // start once it does, so whatever answers first has a swept folder.
  fork(0);
  // (a replacement, if the first dies before it listens, counts too)
  await new Promise((resolve) => cluster.once('listening', resolve));
  for (let i = 1; i < config.workers; i++) fork(i);
  // The metrics of every server process, added up here.
  if (config.metricsPort !== null) {
    await startMetricsServer(config.metricsPort, config.host, { workers: true });
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      closing = true;
      const workers = Object.values(cluster.workers ?? {});
      let left = workers.length;
      if (left === 0) process.exit(0);
      for (const worker of workers) {
        worker!.once('exit', () => --left === 0 && process.exit(0));
        worker!.kill(signal);
      }
    });
  }
}

async function runServer() {
  const { database, seeded } = cluster.isWorker
    ? {
        database: createDb(config.databaseUrl, {
          readCache: config.readCache,
          poolSize: config.databasePoolSize,
        }),
        seeded: null,
      }
    : await prepareDatabase();
  const deps = await createAdapters(config, database.db);
  const { files } = deps;
  // The first process of several has gone: so do we (no orphan holds the port).
  if (cluster.isWorker) process.on('disconnect', () => process.exit(1));

  // Files left by a crash between writing a photo and committing its row go
  // first (in one process of several).
  const sweeps = !cluster.isWorker || process.env.GIGRANK_WORKER_INDEX === '0';
  const swept = sweeps ? await sweepFiles(database.db, files) : { removed: 0 };
  const SWEEP_INTERVAL_MS = 10 * 60_000;
  if (sweeps) {
    setInterval(
      () => void housekeeping(database.db, files).catch(() => undefined),
      SWEEP_INTERVAL_MS,
    ).unref();
  }

  const app = await buildApp(deps);
  if (seeded && (seeded.artists || seeded.cities)) {
    app.log.info(seeded, 'catalogue seeded');
  }
  if (swept.removed) app.log.info(swept, 'removed leftover files');

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      // /readyz says so at once; the requests under way finish before the close.
      app.draining = true;
      app.log.info({ signal }, 'shutting down');
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0));
    });
  }

  await app.listen({ port: config.port, host: config.host });
  if (cluster.isWorker) reportToPrimary();
  else if (config.metricsPort !== null) await startMetricsServer(config.metricsPort, config.host);
}
