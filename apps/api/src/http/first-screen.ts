import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  FIRST_SCREEN_ID,
  firstScreenQueries,
  SERVER_RENDERED_ATTRIBUTE,
  type FirstScreen,
} from '@gigrank/domain';
import { declaredProcedure } from '../endpoints/endpoint';
import { declaredEndpoints } from '../modules';
import { toUser } from '../modules/users/users.service';
import { addressKey } from './client-address';
import { buildFiles, routeAt, serverRenderFile, type RouteFiles } from './first-screen-build';

export { serverRenderFile };
import type { AppDeps } from './deps';
import {
  chargesBeforeBody,
  consumeAll,
  FIRST_SCREEN_MAX_BYTES,
  procedureCalls,
  renderCalls,
  renderUnits,
  RENDER_UNITS_UNMEASURED,
  type Call,
} from './limits';

/** The app's stylesheet as the build links it: preloaded only (apps/web vite.config.ts). */
const APP_STYLESHEET_PRELOAD =
  /<link rel="preload" as="style"( crossorigin)? href="([^"]+)" data-app-stylesheet>/;
/** The web app's server render (apps/web entry-server.tsx, built into dist-ssr/ beside dist/). */
interface ScreenRenderer {
  renderScreen(request: {
    url: string;
    me: unknown;
    queries: FirstScreen['queries'];
    renderedAt: number;
  }): Promise<string | null>;
}

/**
 * The template's #root element, whose content (the static 'Loading...'
 * screen) a server-rendered page replaces: from its opening tag to the last
 * closing tag before </body>. Null if the template is not shaped so.
 */
function rootElementAt(template: string): { start: number; end: number } | null {
  const start = template.indexOf('<div id="root">');
  const body = template.lastIndexOf('</body>');
  const end = template.lastIndexOf('</div>', body);
  if (start < 0 || body < 0 || end < start) return null;
  return { start, end: end + '</div>'.length };
}

/** An attribute value in double quotes. */
const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The page with the server's markup in #root, styled and started so that
 * the markup paints first: the app's stylesheet and the route's styles are
 * applied with the page (not only preloaded, as for the 'Loading...'
 * screen); the app's scripts, which only make the markup interactive, are
 * fetched and run after the first frame by `afterPaint` (apps/web
 * src/after-paint.ts), which replaces the entry's script and preloads.
 */
function withMarkup(
  template: string,
  root: { start: number; end: number },
  markup: string,
  route: RouteFiles | undefined,
  afterPaint: string,
): string {
  const preload: string[] = [];
  let entry: string | null = null;
  const styles = (route?.styles ?? [])
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  // The screen's styles come after the app's (Mantine's among them): a screen's rule that
  // overrides a Mantine rule of the same weight must come later to win, as it does when the
  // browser loads the screen's code itself (Home's tabs wrapped on a phone).
  const styled = APP_STYLESHEET_PRELOAD.test(template);
  const page = (template.slice(0, root.start) + markup + template.slice(root.end))
    .replace(
      APP_STYLESHEET_PRELOAD,
      (_, crossorigin: string | undefined, href: string) =>
        `<link rel="stylesheet"${crossorigin ?? ''} href="${href}">${styles}`,
    )
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
      preload.push(href);
      return '';
    })
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (tag, src: string) => {
      entry = src;
      return tag;
    });
  if (entry === null) return page;
  preload.push(...(route?.scripts ?? []));
  return page.replace(
    `<script type="module" crossorigin src="${entry}"></script>`,
    `${styled ? '' : styles}<script type="module" crossorigin src="${afterPaint}" data-entry="${attribute(entry)}"` +
      ` data-preload="${attribute(JSON.stringify(preload))}"></script>`,
  );
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * JSON that can sit inside a <script type="application/json"> block: no
 * user text can close the element or open a comment (every '<', '>' and '&'
 * is escaped), and the line separators JavaScript once refused are too. The
 * block is data, never run, so the CSP's `script-src 'self'` stays as it is.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Read units owed for renders of this process, per account, at most this many accounts. */
const OWED_ACCOUNTS_MAX = 10_000;

/**
 * What the server's render of a page costs (http/limits.ts renderUnits of
 * its markup), drawn on its client's read budget. A render is charged before
 * it runs, its kind of page as this process last measured it (the route
 * file: a gig page, a profile...); when the markup comes out larger, the rest
 * is drawn after it, and what the budget cannot pay then is owed: added to
 * the account's next render's charge, so no client renders for less than
 * their pages cost.
 */
class RenderPrices {
  private readonly measured = new Map<string, number>();
  private readonly owed = new Map<number, number>();

  /** What a render of `kind` for `userId` is charged before it runs. */
  before(kind: string, userId: number): number {
    return (this.measured.get(kind) ?? RENDER_UNITS_UNMEASURED) + (this.owed.get(userId) ?? 0);
  }

  /** The charge before a render was paid: what was owed is settled. */
  paid(userId: number): void {
    this.owed.delete(userId);
  }

  /** A render of `kind` cost `units`. */
  measure(kind: string, units: number): void {
    this.measured.set(kind, units);
  }

  /** `units` of a render the budget could not pay now, up to `max` owed in all. */
  owe(userId: number, units: number, max: number): void {
    const total = Math.min(max, (this.owed.get(userId) ?? 0) + units);
    this.owed.delete(userId);
    this.owed.set(userId, total);
    if (this.owed.size > OWED_ACCOUNTS_MAX) this.owed.delete(this.owed.keys().next().value!);
  }
}

/**
 * Answers a request for an app screen with the built index.html carrying
 * the session's user and the screen's first reads (packages/domain
 * first-screen.ts says which), as the web app would have asked them through
 * tRPC: the same procedures, the same checks, the same read budget (a
 * client over it gets the bare page, and its own requests then meet the
 * limit). So the first screen paints without waiting for the scripts' round
 * trips. Reads that fail or take longer than `config.firstScreenWaitMs`
 * (250 ms) are left out (the browser asks for them as before): the page is
 * not held for them. Data past FIRST_SCREEN_MAX_BYTES is left out whole (the
 * browser asks for it). The screen's markup is rendered only when the
 * client's read budget pays for it too (RenderPrices); else the page comes
 * with its data and the browser renders it. The page is private: never
 * stored by a cache, and compressed here when the browser accepts it.
 */
export function firstScreenPage(deps: AppDeps, webRoot: string) {
  const template = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const build = buildFiles(webRoot);
  const routeFiles = (path: string): RouteFiles | undefined => routeAt(build.routes, path);
  /** A page's kind, for what its render costs: its route file, else its first path segment. */
  const pageKind = (path: string): string =>
    routeAt(build.routes, path)?.file ?? path.split('/')[1] ?? '';
  /** For the app rendering the screen itself: its route's code, fetched with the app's. */
  const preloadLinks = (path: string) =>
    (routeFiles(path)?.scripts ?? [])
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('');

  // The screen's markup, rendered by the web app's own code (when built) for a signed-in page.
  const root = rootElementAt(template);
  const rendererFile = serverRenderFile(webRoot);
  const renderer: Promise<ScreenRenderer> | null =
    root && existsSync(rendererFile)
      ? (import(pathToFileURL(rendererFile).href) as Promise<ScreenRenderer>)
      : null;
  // A bundle that fails to load renders nothing (each page says so in the log, above).
  renderer?.catch(() => undefined);

  /**
   * The #root element holding the screen's markup as `screens` renders it
   * for `me`, or null to leave the 'Loading...' screen. Sets
   * `data.renderedAt`: relative times were rendered from it, and the
   * browser hydrates them from it too.
   */
  async function rendered(
    request: FastifyRequest,
    url: URL,
    data: FirstScreen,
    me: NonNullable<FirstScreen['me']>,
    screens: Promise<ScreenRenderer>,
  ): Promise<string | null> {
    try {
      const renderedAt = Date.now();
      const markup = await (
        await screens
      ).renderScreen({
        url: url.pathname + url.search,
        me,
        queries: data.queries,
        renderedAt,
      });
      if (markup === null) return null;
      data.renderedAt = renderedAt;
      // Inert until the app has adopted the screen (apps/web lib/server-markup.tsx): what
      // is typed or clicked before then would be lost, so the page waits for the app.
      return `<div id="root" ${SERVER_RENDERED_ATTRIBUTE} inert>${markup}</div>`;
    } catch (error) {
      // The browser renders the screen as it would without the server's markup.
      request.log.warn({ err: error, path: url.pathname }, 'server render failed');
      return null;
    }
  }

  const prices = new RenderPrices();

  /**
   * The screen's markup when the client's read budget pays for its render
   * (RenderPrices), else null.
   */
  async function paidRender(
    request: FastifyRequest,
    url: URL,
    data: FirstScreen,
  ): Promise<string | null> {
    if (!renderer || !root || !build.afterPaint || !data.me) return null;
    const userId = data.me.id;
    const kind = pageKind(url.pathname);
    const charged = prices.before(kind, userId);
    if (!(await withinBudget(request, userId, renderCalls(charged)))) return null;
    prices.paid(userId);
    const markup = await rendered(request, url, data, data.me, renderer);
    if (markup === null) return null;
    const cost = renderUnits(Buffer.byteLength(markup));
    prices.measure(kind, cost);
    const rest = cost - charged;
    const budget = deps.config.rateLimit.reads;
    if (rest > 0 && budget.max > 0 && !(await withinBudget(request, userId, renderCalls(rest)))) {
      prices.owe(userId, rest, budget.max);
    }
    return markup;
  }

  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://page.invalid');
    const { me, queries } = await firstScreen(request, url);
    const data: FirstScreen = { me, queries: queries ?? [] };
    const markup = queries === null ? null : await paidRender(request, url, data);
    // A visitor gets the sign-in screen, whatever the path: no screen's code to preload.
    const shell =
      markup === null
        ? template
        : withMarkup(template, root!, markup, routeFiles(url.pathname), build.afterPaint!);
    const links = data.me && markup === null ? preloadLinks(url.pathname) : '';
    // Anywhere before the app's module script runs (it runs after parsing): the head.
    const head = shell.indexOf('</head>');
    const at = head >= 0 ? head : shell.length;
    const page =
      shell.slice(0, at) +
      links +
      `<script type="application/json" id="${FIRST_SCREEN_ID}">${scriptSafeJson(data)}</script>` +
      shell.slice(at);
    reply
      .header('Cache-Control', 'no-store')
      .header('Vary', 'Cookie, Accept-Encoding')
      .type('text/html; charset=utf-8');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) {
      reply.header('Content-Encoding', 'br');
      return reply.send(await brotli(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
    }
    if (/\bgzip\b/.test(accepts)) {
      reply.header('Content-Encoding', 'gzip');
      return reply.send(await gzipped(page, { level: 6 }));
    }
    return reply.send(page);
  };

  /**
   * The session's user and the screen's reads with their answers; `queries`
   * null when the page must come without data and without markup: over the
   * read budget, or past FIRST_SCREEN_MAX_BYTES.
   */
  async function firstScreen(
    request: FastifyRequest,
    url: URL,
  ): Promise<{ me: FirstScreen['me']; queries: FirstScreen['queries'] | null }> {
    const user = await request.sessionUser();
    if (!user) return { me: null, queries: [] };
    const me = await toUser(deps, user);
    const reads = firstScreenQueries(url.pathname, url.searchParams, me);
    if (reads.length === 0) return { me, queries: [] };
    if (!(await withinBudget(request, me.id, procedureCalls(reads)))) return { me, queries: null };
    const answered = await Promise.all(
      reads.map(async (read) => {
        const procedure = declaredProcedure(declaredEndpoints, read.path);
        if (!procedure)
          throw new Error(`The first screen reads ${read.path}, which is not declared`);
        const call = { deps, user, owner: user.id };
        const data = await withDeadline(procedure(call, read.input), deps.config.firstScreenWaitMs);
        return data === undefined ? null : { ...read, data };
      }),
    );
    const queries = answered.filter((q) => q !== null);
    // Measured as the page would carry it: a page never embeds more.
    if (Buffer.byteLength(scriptSafeJson(queries)) > FIRST_SCREEN_MAX_BYTES) {
      return { me, queries: null };
    }
    return { me, queries };
  }

  async function withinBudget(request: FastifyRequest, userId: number, calls: Call[]) {
    const charges = await chargesBeforeBody(
      deps.config.rateLimit,
      calls,
      addressKey(request.ip),
      async () => ({ userId }),
      async () => null,
    );
    return (await consumeAll(deps.rateLimitStore, charges)) === null;
  }
}

/** The answer, or undefined when it fails or is later than `ms`. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work.catch(() => undefined),
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
