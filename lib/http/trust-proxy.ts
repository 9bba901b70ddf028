/**
 * Who is asking, and at which address the site was asked for: the client's IP address (rate
 * limits, loopback-only test routes) and the public origin (QR codes, canonical links, the
 * same-origin rule of the BFF, the page cache's key).
 *
 * `X-Forwarded-For`, `-Host` and `-Proto` are written by whoever sends them, so they count only
 * when they come from a configured proxy (`TRUST_PROXY`, parsed with proxy-addr as Express does):
 *
 * - `off` (default): none counts; the socket's address and the `Host` header are used.
 * - a hop count `n`: the n nearest hops are proxies (e.g. `1` for one load balancer).
 * - addresses, CIDRs and the names `loopback`, `linklocal`, `uniquelocal`, comma-separated.
 *
 * The client address is the first untrusted hop of the `X-Forwarded-For` chain, counted from the
 * socket. The host and protocol come from the nearest proxy (the last value of each header) and
 * only when the socket's peer itself is trusted.
 */
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

export type TrustFn = (addr: string, hop: number) => boolean;

export type RequestOrigin = {
  /** The client's address, e.g. `203.0.113.9` or `::1`. */
  ip: string;
  /** `host[:port]` the client asked for. */
  host: string;
  proto: 'http' | 'https';
};

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Compiles a TRUST_PROXY value; `off` trusts no hop. */
export function compileTrust(setting: string | undefined): TrustFn {
  const v = (setting ?? 'off').trim().toLowerCase();
  if (v === '' || v === 'off' || v === 'false' || v === '0') return () => false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_addr, hop) => hop < hops;
  }
  const list = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  for (const x of list)
    if (!NAMES.has(x) && !/^[0-9a-f:.]+(\/\d+)?$/.test(x))
      throw new Error(`TRUST_PROXY: bad entry ${x}`);
  return proxyaddr.compile(list);
}

/** A host header value we are willing to echo into links: a DNS name or an IP, and a port. */
const HOST_RE =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\]|[0-9.]+)(?::\d{1,5})?$/i;

export function isValidHost(host: string): boolean {
  return host.length <= 255 && HOST_RE.test(host);
}

function last(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value.join(',') : value;
  if (!v) return undefined;
  const parts = v.split(',');
  return parts[parts.length - 1]?.trim() || undefined;
}

/** The client address, host and protocol of `req` under `trust`. */
export function requestOrigin(
  req: IncomingMessage,
  trust: TrustFn,
  fallbackHost: string,
): RequestOrigin {
  const peer = req.socket.remoteAddress ?? '';
  let ip = peer;
  try {
    ip = proxyaddr(req, trust);
  } catch {
    ip = peer;
  }
  const viaProxy = peer !== '' && trust(peer, 0);
  const ownHost =
    typeof req.headers.host === 'string' && isValidHost(req.headers.host)
      ? req.headers.host
      : fallbackHost;
  let host = ownHost;
  let proto: 'http' | 'https' = (req.socket as { encrypted?: boolean }).encrypted
    ? 'https'
    : 'http';
  if (viaProxy) {
    const fHost = last(req.headers['x-forwarded-host']);
    if (fHost && isValidHost(fHost)) host = fHost;
    const fProto = last(req.headers['x-forwarded-proto'])?.toLowerCase();
    if (fProto === 'https' || fProto === 'http') proto = fProto;
  }
  return { ip, host: host.toLowerCase(), proto };
}
