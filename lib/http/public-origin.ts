/**
 * The site's public origin: what its QR codes, download and canonical links, and the page
 * policy's websocket source point at (docs/architecture.md "Configuration").
 *
 * PUBLIC_URL decides it, and production cannot start without it (lib/env.ts). Without it (dev,
 * tests, the demo) a request's host counts only when it names this machine: `localhost`, a
 * loopback address, or one of the machine's own interface addresses (a phone on the LAN). Any
 * other Host or X-Forwarded-Host gives `http://localhost:<PORT>`: a client never puts a host of its
 * choosing into a page.
 *
 * No Node-only imports: proxy.ts uses this module too.
 */

/**
 * `value` as an origin when it is exactly `http(s)://host[:port]` (a trailing `/` allowed), with
 * no path, query, fragment or credentials; else null.
 */
export function parseOrigin(value: string | null | undefined): string | null {
  if (!value || /[\s?#@\\]/.test(value)) return null;
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  if (u.username || u.password || u.pathname !== '/' || !u.hostname) return null;
  // `https:site.example` parses, but is not written as an origin.
  if (!/^https?:\/\/[^/]/i.test(value)) return null;
  return u.origin;
}

/** The host name of `host[:port]`, lower-case, IPv6 without brackets. */
function nameOf(host: string): string {
  const h = host.toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']') > 0 ? h.indexOf(']') : undefined);
  const colon = h.lastIndexOf(':');
  return colon >= 0 ? h.slice(0, colon) : h;
}

/**
 * Whether `host` (`name[:port]`, already checked by trust-proxy.ts `isValidHost`) names this
 * machine: `localhost` or `*.localhost`, 127.0.0.0/8, ::1, or one of `ownAddresses` (the
 * machine's interface addresses, lower-case).
 */
export function isOwnHost(host: string, ownAddresses: ReadonlySet<string> = new Set()): boolean {
  const name = nameOf(host);
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (/^127(\.\d{1,3}){3}$/.test(name) || name === '::1') return true;
  return ownAddresses.has(name);
}

/**
 * The origin a page links to: PUBLIC_URL's when configured; else the request's own when its host
 * names this machine; else `http://localhost:<port>`.
 */
export function decidePublicOrigin(opts: {
  configured: string | null | undefined;
  proto: 'http' | 'https';
  host: string;
  port: number;
  ownAddresses?: ReadonlySet<string>;
}): string {
  const configured = parseOrigin(opts.configured);
  if (configured) return configured;
  if (isOwnHost(opts.host, opts.ownAddresses)) return `${opts.proto}://${opts.host.toLowerCase()}`;
  return localOrigin(opts.port);
}

/**
 * The origin a page, sitemap or policy is built for (proxy.ts, components/layout/shell-data.ts,
 * lib/seo): PUBLIC_URL; else `decided`, the `x-public-origin` server.ts put on the request
 * (replacing anything a client sent) when it is an origin; else http://localhost:PORT. Never the
 * Host header, which plain `next dev` (without server.ts) would otherwise reflect.
 */
export function pageOrigin(opts: {
  configured: string | null | undefined;
  decided: string | null | undefined;
  port: number | string | undefined;
}): string {
  return parseOrigin(opts.configured) ?? parseOrigin(opts.decided) ?? localOrigin(opts.port);
}

/** The origin of a site without PUBLIC_URL when the request's host cannot be used. */
export function localOrigin(port: number | string | undefined): string {
  const p = Number(port);
  return `http://localhost:${Number.isInteger(p) && p > 0 && p < 65536 ? p : 3000}`;
}
