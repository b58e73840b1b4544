import { lookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_DELIVERY_ERRORS, WEBHOOK_MESSAGES } from '@gigrank/domain';
import type { WebhookConfig } from '../env';
import type { WebhookAnswer, WebhookRequest, WebhookSender } from '../ports/webhook-sender';

/**
 * Webhook deliveries over HTTP(S), guarded against server-side request
 * forgery: the URL's host is looked up (every address it has), and unless
 * WEBHOOK_ALLOW_PRIVATE is set, a host with any internal address (loopback,
 * private, link-local such as the cloud metadata service, unspecified,
 * multicast, reserved, and those written as IPv4-mapped IPv6) is refused.
 * The connection then goes to the addresses checked (the request's own
 * lookup answers with them), so a second DNS answer cannot swap in another
 * (DNS rebinding). Redirects are never followed: the answer's status is the
 * outcome. The answer's body is read to ANSWER_READ_MAX at most and dropped.
 */

/** Bytes of an answer's body read before the connection is cut: nothing of it is kept. */
const ANSWER_READ_MAX = 64 * 1024;
/** Characters of a network error's text kept in the delivery log. */
const ERROR_TEXT_MAX = 200;

/** The ranges no webhook is sent to, by the name the delivery log gives them. */
const INTERNAL_RANGES: [kind: string, network: string, prefix: number][] = [
  ['loopback', '127.0.0.0', 8],
  ['loopback', '::1', 128],
  ['unspecified', '0.0.0.0', 8],
  ['unspecified', '::', 128],
  ['private', '10.0.0.0', 8],
  ['private', '172.16.0.0', 12],
  ['private', '192.168.0.0', 16],
  ['private', '100.64.0.0', 10],
  ['private', 'fc00::', 7],
  ['link-local', '169.254.0.0', 16],
  ['link-local', 'fe80::', 10],
  ['multicast', '224.0.0.0', 4],
  ['multicast', 'ff00::', 8],
  ['reserved', '240.0.0.0', 4],
  ['reserved', '192.0.0.0', 24],
  ['reserved', '198.18.0.0', 15],
];

const INTERNAL: [kind: string, list: BlockList][] = [
  ...new Set(INTERNAL_RANGES.map(([kind]) => kind)),
].map((kind) => {
  const list = new BlockList();
  for (const [k, network, prefix] of INTERNAL_RANGES) {
    if (k === kind) list.addSubnet(network, prefix, isIP(network) === 6 ? 'ipv6' : 'ipv4');
  }
  return [kind, list];
});

/**
 * What kind of internal address `address` is ('loopback', 'private', ...),
 * or null for a public one. IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged
 * as the IPv4 address it carries; a string that is no address is 'invalid'.
 */
export function internalAddressKind(address: string): string | null {
  const bare = address.replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return 'invalid';
  const type = family === 6 ? 'ipv6' : 'ipv4';
  return INTERNAL.find(([, list]) => list.check(bare, type))?.[0] ?? null;
}

/** Every address of `host`, or the reason of `signal` when it fires first. */
function lookupAll(host: string, signal: AbortSignal): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    lookup(host, { all: true, verbatim: true }, (error, addresses) => {
      signal.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(addresses);
    });
  });
}

/** The request's lookup: the addresses already checked, whatever DNS says now. */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return ((_host, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  }) as LookupFunction;
}

/** POSTs the body to `target` at `addresses`: the answer's status, once its headers come. */
function post(
  target: URL,
  host: string,
  addresses: LookupAddress[],
  request: WebhookRequest,
  signal: AbortSignal,
): Promise<number> {
  const secure = target.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request({
      method: 'POST',
      hostname: host,
      port: target.port || (secure ? 443 : 80),
      path: `${target.pathname}${target.search}`,
      headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
      lookup: pinnedLookup(addresses),
      ...(secure && isIP(host) === 0 ? { servername: host } : {}),
      agent: false,
      signal,
    });
    req.on('error', reject);
    req.once('response', (res) => {
      resolve(res.statusCode ?? 0);
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > ANSWER_READ_MAX) res.destroy();
      });
      res.on('error', () => undefined);
    });
    req.end(request.body);
  });
}

const failed = (error: string, final = false): WebhookAnswer => ({ kind: 'failed', error, final });

/** A network error as the delivery log says it: its code (ECONNREFUSED) or its text, cut short. */
function describe(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return String(typeof code === 'string' ? code : message).slice(0, ERROR_TEXT_MAX);
}

export class HttpWebhookSender implements WebhookSender {
  constructor(
    private readonly config: Pick<WebhookConfig, 'allowInsecure' | 'allowPrivate' | 'timeoutMs'>,
  ) {}

  async send(request: WebhookRequest): Promise<WebhookAnswer> {
    let target: URL;
    try {
      target = new URL(request.url);
    } catch {
      return failed(WEBHOOK_DELIVERY_ERRORS.badUrl, true);
    }
    const insecure = target.protocol === 'http:';
    if (!insecure && target.protocol !== 'https:') {
      return failed(WEBHOOK_DELIVERY_ERRORS.badUrl, true);
    }
    if (insecure && !this.config.allowInsecure) return failed(WEBHOOK_MESSAGES.urlScheme, true);
    const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
    const signal = AbortSignal.timeout(this.config.timeoutMs);
    const timedOut = () =>
      failed(WEBHOOK_DELIVERY_ERRORS.timeout(Math.round(this.config.timeoutMs / 100) / 10));
    let addresses: LookupAddress[];
    try {
      addresses = await lookupAll(host, signal);
    } catch {
      return signal.aborted ? timedOut() : failed(WEBHOOK_DELIVERY_ERRORS.unresolved(host));
    }
    if (addresses.length === 0) return failed(WEBHOOK_DELIVERY_ERRORS.unresolved(host));
    if (!this.config.allowPrivate) {
      for (const { address } of addresses) {
        const kind = internalAddressKind(address);
        if (kind) return failed(WEBHOOK_DELIVERY_ERRORS.refusedAddress(address, kind), true);
      }
    }
    try {
      return { kind: 'answered', status: await post(target, host, addresses, request, signal) };
    } catch (error) {
      return signal.aborted ? timedOut() : failed(WEBHOOK_DELIVERY_ERRORS.network(describe(error)));
    }
  }
}
