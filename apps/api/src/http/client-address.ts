/** Who the client is: its address behind trusted proxies, and the key its address budgets use. */
import { isIPv6 } from 'node:net';
import type { Config } from '../env';

/**
 * Fastify's trustProxy for TRUST_PROXY: a hop count trusts that many
 * proxies from the socket inwards (hop 0 is the peer), so the client is the
 * entry the outermost proxy appended, never one the client wrote itself.
 * (Fastify 5 refuses a bare number, so the count becomes proxy-addr's
 * `(address, hop)` function.) Addresses and CIDRs go as they are.
 */
export function trustProxyOption(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/**
 * The address budgets are kept per: IPv4 as it is, IPv6 per /64 (one
 * household or one machine holds a whole /64, so single addresses would
 * give it countless budgets).
 */
export function addressKey(ip: string | undefined): string {
  const address = (ip ?? '').replace(/%.*$/, '');
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  // An embedded dotted IPv4 tail stands for two groups.
  const size = (list: string[]) => list.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const all = [...front, ...Array<string>(8 - size(front) - size(back)).fill('0'), ...back];
  const prefix = all.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
