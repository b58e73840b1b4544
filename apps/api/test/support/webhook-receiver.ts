/**
 * A webhook receiver on this machine (a node:http server on a free port of
 * 127.0.0.1): it keeps every request it gets and answers with the statuses
 * it is told, 200 after them (a 3xx with a Location elsewhere). Used by the API's webhook suite and the
 * Settings e2e spec. signatureMatches checks a Gigrank-Signature with
 * node:crypto as a receiver would, apart from the server's own code.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  method: string;
  /** The path and query asked for. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** Where it listens: http://127.0.0.1:<port>/hook. */
  url: string;
  received: ReceivedWebhook[];
  /** The most requests it held at once (each is held `delayMs`). */
  maxConcurrent(): number;
  /** The statuses of the next answers, in order; 200 after them. */
  answerWith(...statuses: number[]): void;
  /** Resolves with what came once `count` requests have (fails after `ms`). */
  waitFor(count: number, ms?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** Starts a receiver; each answer waits `delayMs` first. */
export async function startWebhookReceiver(delayMs = 0): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  let open = 0;
  let most = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    open += 1;
    most = Math.max(most, open);
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const status = statuses.shift() ?? 200;
      // A redirect points elsewhere on this receiver: following it would show here.
      const headers = {
        'content-type': 'text/plain',
        ...(status < 400 ? { location: '/moved' } : {}),
      };
      setTimeout(() => {
        open -= 1;
        res.writeHead(status, headers).end('ok');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    maxConcurrent: () => most,
    answerWith: (...next) => void statuses.push(...next),
    async waitFor(count, ms = 10_000) {
      const until = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > until) {
          throw new Error(`the receiver got ${received.length} of ${count} requests in ${ms} ms`);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      return received.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Whether `header` (t=<seconds>,v1=<hex>) signs `body` with `secret`: HMAC-SHA256 of "<t>.<body>". */
export function signatureMatches(secret: string, header: string, body: string): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = parts.get('t');
  const v1 = parts.get('v1') ?? '';
  if (!t || !/^\d+$/.test(t)) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
