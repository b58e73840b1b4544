/**
 * Requests to the app as the web client makes them: REST calls, multipart
 * forms and tRPC calls, each sent as a session (its cookie) or anonymously.
 * Every API test file sends its requests through these.
 */
import { expect } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export type InjectResponse = LightMyRequestResponse;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** What a request may add to its method, URL and body. */
export type RequestOptions = Pick<InjectOptions, 'headers' | 'remoteAddress'>;
export type FormFields = Record<string, string | number | undefined>;

let counter = 0;
/** A unique, valid username for this test run. */
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/** A date `n` days before today, as YYYY-MM-DD. */
export const daysAgo = (n: number) =>
  new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

export interface Session {
  cookie: string;
  user: { id: number; username: string; displayName: string; profilePicture: string | null };
}

export type NewUserFields = Partial<{
  username: string;
  displayName: string;
  password: string;
  profilePicture: string;
}>;

/** Registers through the REST adapter and returns the session cookie. */
export async function newUser(
  app: FastifyInstance,
  overrides: NewUserFields = {},
): Promise<Session> {
  const username = overrides.username ?? uniqueName();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, displayName: `Fan ${username}`, password: 'secret-123', ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res.headers['set-cookie']), user: res.json().user };
}

export function sessionCookie(header: string | string[] | undefined): string {
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const found = all.find((c) => c.startsWith('gigrank_session='));
  if (!found) throw new Error('no session cookie');
  return found.split(';')[0]!;
}

function as(session: Session | undefined, opts: InjectOptions): InjectOptions {
  return session ? { ...opts, headers: { ...opts.headers, cookie: session.cookie } } : opts;
}

/** Calls a tRPC procedure over HTTP exactly as the web client does (no batching). */
async function trpc(
  app: FastifyInstance,
  kind: 'query' | 'mutation',
  path: string,
  input?: unknown,
  session?: Session,
) {
  const opts: InjectOptions =
    kind === 'query'
      ? {
          method: 'GET',
          url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
        }
      : { method: 'POST', url: `/trpc/${path}`, payload: input ?? {} };
  return app.inject(as(session, opts));
}

export interface FilePart {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

/** Encodes fields and files as multipart/form-data, as a browser's FormData would. */
export async function multipart(
  fields: FormFields,
  files: FilePart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(key, String(value));
  }
  for (const f of files) form.append(f.field, new Blob([f.data], { type: f.type }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A small real image. */
export async function imageBytes(
  format: 'png' | 'jpeg' = 'png',
  size = { width: 64, height: 48 },
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const img = sharp({ create: { ...size, channels: 3, background: '#3a7' } });
  return format === 'png' ? img.png().toBuffer() : img.jpeg().toBuffer();
}

/** A show as POST /api/shows answers it (the fields the tests read back). */
export interface ShowJson {
  id: number;
  date: string;
  photos: { id: number; url: string; thumbnailUrl: string }[];
}

/** The fields of a show a test does not name. */
const showDefaults = (): FormFields => ({
  artist: 'Radiohead',
  city: 'Lisbon',
  date: daysAgo(10),
  score: 75,
});

/** Every request the tests send, as one session or anonymously. */
export interface Requests {
  request(
    method: Method,
    url: string,
    payload?: InjectOptions['payload'],
    options?: RequestOptions,
  ): Promise<InjectResponse>;
  get(url: string, options?: RequestOptions): Promise<InjectResponse>;
  post(url: string, payload?: object, options?: RequestOptions): Promise<InjectResponse>;
  put(url: string, payload?: object, options?: RequestOptions): Promise<InjectResponse>;
  patch(url: string, payload?: object, options?: RequestOptions): Promise<InjectResponse>;
  del(url: string, options?: RequestOptions): Promise<InjectResponse>;
  /** Sends fields and files as multipart/form-data. */
  form(
    method: Method,
    url: string,
    fields: FormFields,
    files?: FilePart[],
    options?: RequestOptions,
  ): Promise<InjectResponse>;
  /** POST /api/shows as the web form sends it; unnamed fields take showDefaults. */
  postShow(
    fields?: FormFields,
    files?: FilePart[],
    options?: RequestOptions,
  ): Promise<InjectResponse>;
  /** postShow that must succeed (201): the created show. */
  addShow(fields?: FormFields, files?: FilePart[]): Promise<ShowJson>;
  /** PUT /api/shows/:id as the web form sends it (only the fields given). */
  putShow(id: number, fields: FormFields, files?: FilePart[]): Promise<InjectResponse>;
  /** A tRPC query or mutation, sent as trpc() sends it. */
  query(path: string, input?: unknown): Promise<InjectResponse>;
  mutation(path: string, input?: unknown): Promise<InjectResponse>;
}

/**
 * Requests to the app `app()` returns, carrying `session`'s cookie as it is
 * when each request is sent (so a session signed in later is followed).
 */
export function requestsAs(app: () => FastifyInstance, session?: Session): Requests {
  const request: Requests['request'] = (method, url, payload, options = {}) =>
    app().inject(as(session, { method, url, payload, ...options }));
  const form: Requests['form'] = async (method, url, fields, files = [], options = {}) => {
    const body = await multipart(fields, files);
    const headers = { ...body.headers, ...options.headers };
    return request(method, url, body.payload, { ...options, headers });
  };
  const postShow: Requests['postShow'] = (fields = {}, files = [], options) =>
    form('POST', '/api/shows', { ...showDefaults(), ...fields }, files, options);
  return {
    request,
    get: (url, options) => request('GET', url, undefined, options),
    post: (url, payload, options) => request('POST', url, payload, options),
    put: (url, payload, options) => request('PUT', url, payload, options),
    patch: (url, payload, options) => request('PATCH', url, payload, options),
    del: (url, options) => request('DELETE', url, undefined, options),
    form,
    postShow,
    async addShow(fields, files) {
      const res = await postShow(fields, files);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().show as ShowJson;
    },
    putShow: (id, fields, files) => form('PUT', `/api/shows/${id}`, fields, files),
    query: (path, input) => trpc(app(), 'query', path, input, session),
    mutation: (path, input) => trpc(app(), 'mutation', path, input, session),
  };
}

/** A signed-in user that sends its own requests: `alice.get(url)`. */
export type TestUser = Session & Requests;

/** Gives `session` the requests sent as it. */
export function withRequests(app: () => FastifyInstance, session: Session): TestUser {
  return Object.assign(session, requestsAs(app, session));
}
