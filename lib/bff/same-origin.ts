/**
 * Mutations through the BFF must come from our own pages: the browser's Origin (or
 * Sec-Fetch-Site) must say same-origin. A request with neither is refused too; outside clients
 * use the token-header API directly.
 */
export function isSameOrigin(headers: Headers, requestUrl: string): boolean {
  const site = headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = headers.get('origin');
  if (!origin) return false;
  // server.ts replaces X-Forwarded-Host with the trusted host (the client's own value only
  // counts from a TRUST_PROXY hop), so this is the host the browser really asked for.
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? new URL(requestUrl).host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
