/**
 * Signed pull addresses in the browser (issue 29 §1: "the player refreshes them before they
 * expire without a reload"). Browser-safe, no React.
 *
 * A room's pull addresses (getRoomInfo `streams`) carry `txSecret`/`txTime` and expire after 6 h
 * (lib/providers/stream/sign.ts). The page keeps the addresses it started with, so the player
 * never restarts for a re-signed copy (components/live/room-live.ts); instead the freshest
 * signature of each stream is remembered here, and every request the player makes for that
 * stream (each playlist reload and segment through hls.js's `xhrSetup`, each reconnect of either
 * line) carries it. components/live/room-live.ts `useFreshPull` fetches a new one
 * PULL_REFRESH_LEAD_S before the current one expires.
 */

const STREAM_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The stream an HLS or FLV address's path belongs to, or null: `<stream>.m3u8`, `<stream>.flv`,
 * `<stream>-<n>.ts` (nginx-rtmp), `<stream>/<n>.ts` (the demo, nginx-rtmp `hls_nested`),
 * `<stream>/index.m3u8`.
 */
export function hlsStreamOf(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  const last = parts.at(-1) ?? '';
  const parent = parts.at(-2) ?? '';
  let name: string | undefined;
  if (last === 'index.m3u8' || /^\d{1,12}\.ts$/.test(last)) name = parent;
  else name = /^(.+?)(?:\.m3u8|\.flv|-\d{1,12}\.ts)$/.exec(last)?.[1];
  return name && STREAM_NAME.test(name) ? name : null;
}

/** Fetch new addresses this long before the current ones expire. */
export const PULL_REFRESH_LEAD_S = 15 * 60;
/** After a failed fetch, try again this much later. */
export const PULL_RETRY_MS = 60_000;

type Fresh = { txSecret: string; txTime: string };
const fresh = new Map<string, Fresh>();

function parse(url: string): URL | null {
  try {
    return new URL(url, 'http://relative.invalid');
  } catch {
    return null;
  }
}

/** Remembers the signatures of a room's newest addresses (getRoomInfo `streams`). */
export function rememberFreshPull(streams: { hls: string; flv?: string | null }): void {
  for (const address of [streams.hls, streams.flv]) {
    const u = address ? parse(address) : null;
    const stream = u ? hlsStreamOf(u.pathname) : null;
    const txSecret = u?.searchParams.get('txSecret');
    const txTime = u?.searchParams.get('txTime');
    if (!stream || !txSecret || !txTime || !/^[0-9A-F]{1,12}$/.test(txTime)) continue;
    const known = fresh.get(stream);
    if (!known || parseInt(known.txTime, 16) < parseInt(txTime, 16))
      fresh.set(stream, { txSecret, txTime });
  }
}

/** Forgets every remembered signature (tests). */
export function forgetFreshPull(): void {
  fresh.clear();
}

/**
 * `url` with the freshest remembered signature of its stream, when that one outlasts the one it
 * carries; otherwise `url` unchanged. Only signed addresses are touched, and only their query's
 * `txSecret`/`txTime`.
 */
export function freshPullUrl(url: string): string {
  const u = parse(url);
  if (!u) return url;
  const stream = hlsStreamOf(u.pathname);
  const txTime = u.searchParams.get('txTime');
  const known = stream ? fresh.get(stream) : undefined;
  if (!known || !txTime || !u.searchParams.has('txSecret')) return url;
  if (parseInt(known.txTime, 16) <= parseInt(txTime, 16)) return url;
  const query = u.search
    .slice(1)
    .split('&')
    .map((p) =>
      p.startsWith('txSecret=')
        ? `txSecret=${known.txSecret}`
        : p.startsWith('txTime=')
          ? `txTime=${known.txTime}`
          : p,
    )
    .join('&');
  const q = url.indexOf('?');
  const hash = url.indexOf('#', q);
  return `${url.slice(0, q)}?${query}${hash >= 0 ? url.slice(hash) : ''}`;
}

/**
 * hls.js's `xhrSetup`: opens each playlist and segment request with the freshest signature. hls.js
 * opens the request itself when this did not (node_modules/hls.js/src/utils/xhr-loader.ts).
 */
export function freshXhrSetup(xhr: XMLHttpRequest, url: string): void {
  const next = freshPullUrl(url);
  if (next !== url) xhr.open('GET', next, true);
}

/** Milliseconds until addresses expiring at `expiresAt` (Unix seconds) should be refreshed. */
export function pullRefreshDelay(expiresAt: number, now: number = Date.now()): number {
  const ms = expiresAt * 1000 - PULL_REFRESH_LEAD_S * 1000 - now;
  // setTimeout's largest delay; a 6 h signature is well below it.
  return Math.min(Math.max(ms, 0), 2_147_483_647);
}
