// One paced (open-loop) run: requests sent at a fixed rate whether or not
// earlier ones were answered, with latency from each one's scheduled time.
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface PacedRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Statuses besides 2xx that are the endpoint's answer, not an error (a documented 404). */
  answers?: readonly number[];
}

/** Whether `status` is an answer to `request`: a 2xx, or one of the statuses it documents. */
export const isAnswer = (status: number, request: Pick<PacedRequest, 'answers'>) =>
  (status >= 200 && status < 300) || (request.answers?.includes(status) ?? false);

export interface Paced {
  /** Requests a second asked for. */
  offered: number;
  /** Responses (any status) received a second within the run's duration. */
  served: number;
  p50: number;
  p99: number;
  /** Responses received, including those answered while the run drained. */
  answered: number;
  /** Responses that are not an answer (`isAnswer`), failed and timed-out requests. */
  errors: number;
  /** Requests still waiting for a free connection when the time was up, never sent. */
  unsent: number;
  /** Response bytes received, bodies only. */
  bytes: number;
}

/**
 * An open-loop run: `rate` requests a second for `duration` seconds, the k-th
 * scheduled at k / rate s whether or not earlier ones were answered, sent on
 * at most `connections` keep-alive connections (a scheduled request waits for
 * a free one). Latency runs from the scheduled time, so waiting for a
 * connection (queueing behind a slow server) counts, as it would for a person.
 * When the time is up, requests not yet sent are dropped and counted, those in
 * flight are awaited (at most `timeoutMs`).
 */
export function paced(options: {
  url: string;
  rate: number;
  duration: number;
  connections: number;
  next: () => PacedRequest;
  timeoutMs?: number;
}): Promise<Paced> {
  const { rate, duration, connections, next } = options;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const target = new URL(options.url);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.max(1, Math.floor(rate * duration));
  const interval = 1000 / rate;
  const latencies: number[] = [];
  // Scheduled send times not yet sent, oldest first (a queue read from `head`).
  const waiting: number[] = [];
  let head = 0;
  let scheduled = 0;
  let inFlight = 0;
  let servedInTime = 0;
  let errors = 0;
  let bytes = 0;
  let stopped = false;
  const start = performance.now();
  const deadline = start + duration * 1000;

  return new Promise((resolve) => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const at = (q: number) =>
        latencies.length
          ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!
          : NaN;
      resolve({
        offered: rate,
        served: servedInTime / duration,
        p50: Math.round(at(0.5)),
        p99: Math.round(at(0.99)),
        answered: latencies.length,
        errors,
        unsent: waiting.length - head,
        bytes,
      });
    };
    const done = () => {
      inFlight -= 1;
      if (stopped) {
        if (inFlight === 0) finish();
      } else pump();
    };
    const send = (scheduledAt: number) => {
      inFlight += 1;
      let settled = false;
      const request = next();
      const settle = (status: number) => {
        if (settled) return;
        settled = true;
        if (status > 0) {
          const now = performance.now();
          latencies.push(now - scheduledAt);
          if (now <= deadline) servedInTime += 1;
        }
        if (!isAnswer(status, request)) errors += 1;
        done();
      };
      const { method = 'GET', path, headers = {}, body } = request;
      const req = httpRequest(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method,
          path,
          headers:
            body === undefined
              ? headers
              : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          timeout: timeoutMs,
        },
        (res) => {
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => settle(res.statusCode ?? 0));
          res.on('error', () => settle(0));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => settle(0));
      req.end(body);
    };
    const pump = () => {
      while (inFlight < connections && head < waiting.length) send(waiting[head++]!);
    };
    const tick = () => {
      const now = performance.now();
      if (now >= deadline) {
        stopped = true;
        if (inFlight === 0) finish();
        // Whatever still hangs after the timeout is left out (counted as errors).
        else
          setTimeout(() => {
            errors += inFlight;
            finish();
          }, timeoutMs + 1000).unref();
        return;
      }
      const due = Math.min(total, Math.floor((now - start) / interval) + 1);
      for (; scheduled < due; scheduled++) waiting.push(start + scheduled * interval);
      pump();
      setTimeout(tick, 1);
    };
    tick();
  });
}
