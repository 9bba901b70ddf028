import 'server-only';
import dns from 'node:dns';
import net from 'node:net';
import { env } from '@/lib/env';
import { PUSH_ENDPOINT_MAX } from './contract';

/**
 * A push subscription's endpoint is an address the server will POST to, given by a browser, so
 * by anyone (docs/architecture.md "Web Push", the SSRF rule): it must be https on the default
 * port, name a public host, and carry no credentials. A name is checked again when it is
 * resolved, at each delivery (`publicLookup`), so a name that later points inside is refused
 * then. Tests (PUSH_TEST_ENDPOINTS=on, refused in production by lib/env.ts) may use
 * http://127.0.0.1 or localhost for the push service double.
 */

// Two lists: Node's BlockList matches IPv4 addresses against IPv4-mapped IPv6 rules too.
const blocked4 = new net.BlockList();
const blocked6 = new net.BlockList();
for (const [addr, prefix] of [
  ['0.0.0.0', 8], // this network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked4.addSubnet(addr, prefix, 'ipv4');
for (const [addr, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  blocked6.addSubnet(addr, prefix, 'ipv6');

/** Whether an IP address is one the server may send to (public unicast). */
export function isPublicAddress(ip: string): boolean {
  const family = net.isIP(ip);
  if (family === 4) return !blocked4.check(ip, 'ipv4');
  if (family !== 6) return false;
  // IPv4-mapped (::ffff:a.b.c.d, or ::ffff:abcd:ef01 as URLs write it): the IPv4 address counts.
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (dotted) return isPublicAddress(dotted[1]);
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(ip);
  if (hex) {
    const [hi, lo] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
    return isPublicAddress(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  if (/^::ffff:/i.test(ip)) return false;
  return !blocked6.check(ip, 'ipv6');
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.lan', '.home', '.corp', '.intranet'];

/** Why an endpoint is refused, or null when it may be stored. */
export function endpointProblem(
  raw: string,
  allowTest: boolean = env().PUSH_TEST_ENDPOINTS === 'on',
): string | null {
  if (raw.length > PUSH_ENDPOINT_MAX) return 'too long';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not a URL';
  }
  if (url.username || url.password) return 'credentials';
  const host = url.hostname.toLowerCase();
  if (allowTest && url.protocol === 'http:' && LOOPBACK_HOSTS.has(host)) return null;
  if (url.protocol !== 'https:') return 'not https';
  if (url.port !== '' && url.port !== '443') return 'not the default port';
  const bare = host.startsWith('[') ? host.slice(1, -1) : host;
  if (net.isIP(bare)) return isPublicAddress(bare) ? null : 'not a public address';
  if (!host.includes('.') || host === 'localhost') return 'not a public name';
  if (LOCAL_SUFFIXES.some((s) => host.endsWith(s))) return 'not a public name';
  if (!/^[a-z0-9.-]+$/.test(host)) return 'not a public name';
  return null;
}

/**
 * A `lookup` for the delivery's HTTP request: resolves as usual and refuses a name that answers
 * with an address that is not public (a name pointed inside after it was stored). Loopback is
 * allowed only with the test switch.
 */
export function publicLookup(allowTest: boolean = env().PUSH_TEST_ENDPOINTS === 'on') {
  return ((hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses;
      const ok = list.filter(
        (a) => isPublicAddress(a.address) || (allowTest && LOOPBACK_HOSTS.has(hostname)),
      );
      if (ok.length === 0 || ok.length !== list.length) {
        const e = Object.assign(
          new Error(`push endpoint ${hostname} resolves to a private address`),
          {
            code: 'EPUSHPRIVATE',
          },
        );
        return callback(e, '', 0);
      }
      if (options.all) return (callback as unknown as AllCallback)(null, ok);
      callback(null, ok[0].address, ok[0].family);
    });
  }) as unknown as typeof dns.lookup;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string, family: number) => void;
type AllCallback = (err: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void;
