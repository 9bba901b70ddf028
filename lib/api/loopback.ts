/**
 * True when a request comes from this machine: `ip` is the API context's client address, which
 * server.ts takes from the socket (lib/api/app.ts `clientIp`). The test-only and demo-only routes
 * (api/__test/*, api/dev/sms) answer only such callers; everyone else gets the 404 of an unknown
 * path, so they cannot even tell that the route exists.
 */
export function isLoopback(ip: string): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}
