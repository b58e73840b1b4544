import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AggregatorRegistry,
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
} from 'prom-client';
import { requestCalls } from './request-calls';

// Prometheus metrics of this process (prom-client): request durations per
// route, the read cache's answers served against computed, budget refusals,
// photos waiting for their sizes, and Node's own (event-loop lag, memory, CPU, handles). They are served on
// a port of their own (METRICS_PORT), never beside the API: what a scraper
// reads is not for the public. With several server processes the first one
// serves them, added up from its workers.

const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'gigrank_' });

const requestSeconds = new Histogram({
  name: 'gigrank_http_request_duration_seconds',
  help: 'Time from a request to its answer, per route (tRPC: per procedure; a batch: trpc batch)',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const cacheReads = new Counter({
  name: 'gigrank_cache_reads_total',
  help: 'Reads of the answer cache: served from it (hit) or computed and stored (computed)',
  labelNames: ['result'] as const,
  registers: [registry],
});

const refusals = new Counter({
  name: 'gigrank_rate_limit_refusals_total',
  help: 'Requests refused with 429 because a budget was empty, per budget',
  labelNames: ['budget'] as const,
  registers: [registry],
});

/** Reads how many photos wait for their sizes (set by the app once it has a database). */
let photoJobsWaiting: (() => Promise<number>) | null = null;

new Gauge({
  name: 'gigrank_photo_jobs_waiting',
  help: 'Photos whose sizes are not made yet (one table for every process: the largest is kept)',
  registers: [registry],
  aggregator: 'max',
  async collect() {
    if (photoJobsWaiting) this.set(await photoJobsWaiting());
  },
});

/** Where the waiting photo jobs are counted from when the metrics are read. */
export function countPhotoJobsWith(read: () => Promise<number>): void {
  photoJobsWaiting = read;
}

/** A cache read: served from the cache, or computed. */
export function countCacheRead(hit: boolean): void {
  cacheReads.inc({ result: hit ? 'hit' : 'computed' });
}

/** A request refused by the budget named `budget`. */
export function countRefusal(budget: string): void {
  refusals.inc({ budget });
}

/**
 * The route a request is counted under: its route's pattern ('/api/shows/:id'),
 * a tRPC call's procedure ('trpc shows.byId', 'trpc batch' for several), or
 * 'unmatched': never the raw URL, so the series stay few.
 */
function routeOf(request: FastifyRequest): string {
  const route = request.routeOptions.url ?? 'unmatched';
  let calls;
  try {
    calls = requestCalls(request);
  } catch {
    // A request refused for calls it does not spell readably: its route.
    return route;
  }
  if (calls.transport !== 'trpc') return route;
  return calls.procedures.length === 1 ? `trpc ${calls.procedures[0]}` : 'trpc batch';
}

/** Times every answer of `app` (its onResponse hook). */
export function timeRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    requestSeconds.observe(
      { method: request.method, route: routeOf(request), status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/**
 * In a worker of several, answers the first process's requests for this
 * process's metrics (prom-client's cluster messages).
 */
export function reportToPrimary(): void {
  if (!cluster.isWorker) return;
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
}

/**
 * Serves `GET /metrics` on `port` (0: any free port): this process's
 * metrics, or with `workers` the sum of the cluster's.
 */
export async function startMetricsServer(
  port: number,
  host: string,
  options: { workers?: boolean } = {},
): Promise<Server> {
  const aggregator = options.workers ? new AggregatorRegistry() : null;
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    const text = aggregator ? aggregator.clusterMetrics() : registry.metrics();
    text.then(
      (body) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(body),
      () => response.writeHead(503).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}
