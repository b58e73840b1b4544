/**
 * A local fake of setlist.fm's REST API, on a random port of 127.0.0.1, for
 * the tests of the import by username (API tests and the Playwright spec):
 * `GET /1.0/user/{userId}` and `GET /1.0/user/{userId}/attended?p=N`, with
 * the key checked, pages in the shapes recorded in packages/domain's
 * fixtures, a 404 for an unknown user or a page past the end, 429s with
 * Retry-After and slow pages where a test asks for them. It records every
 * request with the time it arrived, so a test can measure the rate.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const FIXTURES = new URL('../../../../packages/domain/test/fixtures/setlistfm/', import.meta.url);

type Json = Record<string, unknown>;

/** A recorded page of packages/domain/test/fixtures/setlistfm ('attended-page-1.json'...). */
export function fixturePage(name: string): Json {
  return JSON.parse(readFileSync(fileURLToPath(new URL(name, FIXTURES)), 'utf8')) as Json;
}

/**
 * `count` pages of `perPage` setlists in the recorded shape: the first
 * fixture page's setlists with ids, dates and artists of their own
 * ('{prefix} 1', '{prefix} 2'...), one show a day back from 2024-06-21.
 */
export function pagesLike(count: number, prefix: string, perPage = 3): Json[] {
  const template = fixturePage('attended-page-1.json');
  const setlists = template.setlist as Json[];
  const pages: Json[] = [];
  let n = 0;
  for (let p = 1; p <= count; p++) {
    const list = Array.from({ length: perPage }, (_, i) => {
      n += 1;
      const day = new Date(Date.UTC(2024, 5, 21) - n * 86_400_000);
      const eventDate = `${String(day.getUTCDate()).padStart(2, '0')}-${String(day.getUTCMonth() + 1).padStart(2, '0')}-${day.getUTCFullYear()}`;
      const base = setlists[i % setlists.length]!;
      return {
        ...base,
        id: `${prefix.replace(/\W/g, '').slice(0, 8)}${n.toString(16).padStart(6, '0')}`,
        eventDate,
        artist: { ...(base.artist as Json), name: `${prefix} ${n}` },
      };
    });
    pages.push({
      ...template,
      page: p,
      total: count * perPage,
      itemsPerPage: perPage,
      setlist: list,
    });
  }
  return pages;
}

export interface FakeUser {
  /** The attended pages, page 1 first; a page past them answers 404. */
  pages: Json[];
  /** 404 for every attended page although the user exists (setlist.fm's answer for no attended shows). */
  attendedMissing?: boolean;
  /** Pages that answer 429 first: `times` times, with this Retry-After (absent: none). */
  throttle?: Record<number, { retryAfter?: string; times: number }>;
  /** Pages that answer only after `ms`, the first `times` times they are asked for. */
  slow?: Record<number, { ms: number; times: number }>;
}

export interface FakeRequest {
  /** Milliseconds since the epoch when the request arrived. */
  at: number;
  user: string;
  /** The attended page asked for; null for the user itself. */
  page: number | null;
  status: number;
  apiKey: string | undefined;
  accept: string | undefined;
}

export interface FakeSetlistFm {
  url: string;
  users: Record<string, FakeUser>;
  requests: FakeRequest[];
  /** Requests for attended pages (no user look-ups). */
  pageRequests(user?: string): FakeRequest[];
  close(): Promise<void>;
}

export async function startFakeSetlistFm(options: {
  key: string;
  users: Record<string, FakeUser>;
}): Promise<FakeSetlistFm> {
  const requests: FakeRequest[] = [];
  const asked = new Map<string, number>();
  const send = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const match = /^\/1\.0\/user\/([^/]+)(\/attended)?$/.exec(url.pathname);
    const record: FakeRequest = {
      at: Date.now(),
      user: match ? decodeURIComponent(match[1]!) : '',
      page: match?.[2] ? Number(url.searchParams.get('p') ?? '1') : null,
      status: 0,
      apiKey: req.headers['x-api-key'] as string | undefined,
      accept: req.headers.accept,
    };
    requests.push(record);
    const answer = (status: number, body: unknown, headers = {}) => {
      record.status = status;
      send(res, status, body, headers);
    };
    const notFound = { code: 404, status: 'Not Found', message: 'not found' };
    if (record.apiKey !== options.key) return answer(403, { code: 403, message: 'Forbidden' });
    if (!match) return answer(404, notFound);
    const user = options.users[record.user];
    if (!user) return answer(404, notFound);
    if (record.page === null) {
      return answer(200, {
        userId: record.user,
        url: `https://www.setlist.fm/user/${record.user}`,
      });
    }
    const page = record.page;
    const times = (asked.get(`${record.user}:${page}`) ?? 0) + 1;
    asked.set(`${record.user}:${page}`, times);
    const throttle = user.throttle?.[page];
    if (throttle && times <= throttle.times) {
      const headers = throttle.retryAfter ? { 'retry-after': throttle.retryAfter } : {};
      return answer(429, { code: 429, message: 'Too Many Requests' }, headers);
    }
    const slow = user.slow?.[page];
    if (slow && times <= slow.times) await new Promise((r) => setTimeout(r, slow.ms));
    const body = user.attendedMissing ? undefined : user.pages[page - 1];
    if (!body) return answer(404, notFound);
    return answer(200, body);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    users: options.users,
    requests,
    pageRequests: (user) => requests.filter((r) => r.page !== null && (!user || r.user === user)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
