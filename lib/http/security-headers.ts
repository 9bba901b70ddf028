/**
 * The security headers of every response (docs/decisions/009-security-headers.md). `server.ts`
 * sets the common ones on every answer and a locked-down policy on everything that is not a page;
 * `proxy.ts` gives each page its own Content-Security-Policy with a fresh script nonce.
 *
 * No Node-only imports: proxy.ts uses this module too.
 */

export type CommonHeaderOptions = {
  /** The public origin is https: add Strict-Transport-Security. */
  https: boolean;
};

/**
 * Features no page of ours uses are switched off for every frame; the player keeps fullscreen,
 * picture-in-picture, autoplay and encrypted media for itself.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
  'autoplay=(self)',
  'encrypted-media=(self)',
  'fullscreen=(self)',
  'picture-in-picture=(self)',
].join(', ');

/** Headers every response carries, whatever produced it. */
export function commonSecurityHeaders(opts: CommonHeaderOptions): Record<string, string> {
  const h: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  // Only over https: on plain http a browser ignores it, and a wrong one on a site that is not
  // https yet would lock visitors out for a year.
  if (opts.https) h['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return h;
}

/**
 * For answers that are not pages (JSON, uploads, crests, QR codes, static files): nothing in them
 * may run, load or be framed, even when opened directly.
 */
export const LOCKED_DOWN_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * For what Next serves outside proxy.ts (the BFF's JSON, crests, QR codes, static files, the
 * not-found page of a path with a dot): styles and our own files load, no inline script runs,
 * nothing frames it.
 */
export const STATIC_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

export type PageCspOptions = {
  /** A fresh random value per rendered page. */
  nonce: string;
  /** `next dev` needs eval for React's debugging and the HMR socket. */
  dev: boolean;
  /** The site's public origin (`https://example.com`), for the websocket and https upgrade. */
  origin: string;
  /** CAPTCHA_PROVIDER=tencent: its script frames and images come from Tencent's hosts. */
  tencentCaptcha?: boolean;
  /**
   * STREAM_PULL_BASE (a media server or CDN, docs/streams.md): players fetch its playlists and
   * segments (hls.js, mpegts.js: connect-src) and Safari plays them natively (media-src).
   */
  streamBase?: string;
};

/** The origin of STREAM_PULL_BASE for the policy, or null when unset or not an http(s) URL. */
function streamOrigin(base: string | undefined): string | null {
  if (!base) return null;
  try {
    const u = new URL(base);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** Where the Tencent captcha (CAPTCHA_PROVIDER=tencent) loads its frame, images and calls from. */
const TENCENT_CAPTCHA_HOSTS = ['https://*.qcloud.com', 'https://*.gtimg.com'];

/** The Content-Security-Policy of a page. */
export function pageCsp(opts: PageCspOptions): string {
  let wsOrigin = '';
  let https = false;
  try {
    const u = new URL(opts.origin);
    https = u.protocol === 'https:';
    wsOrigin = `${https ? 'wss' : 'ws'}://${u.host}`;
  } catch {
    // No usable origin: 'self' covers same-origin websockets in current browsers.
  }
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next.js puts the nonce on its own scripts; 'strict-dynamic' lets those load the chunks and
    // the widgets (captcha, player) they need. 'self' is the fallback for browsers without
    // 'strict-dynamic' (they also ignore it when a nonce is present).
    'script-src': [
      "'self'",
      `'nonce-${opts.nonce}'`,
      "'strict-dynamic'",
      ...(opts.dev ? ["'unsafe-eval'"] : []),
    ],
    // Inline styles: React style attributes, the captcha widget's shadow styles, Next's style
    // tags. Styles cannot run code; the script policy is what stops injection.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Uploaded images are served from this origin (/uploads); data: and blob: for previews.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // hls.js and mpegts.js play through MediaSource objects (blob: URLs).
    'media-src': ["'self'", 'blob:'],
    // The API, the BFF and the /ws socket; dev adds the HMR socket on any port.
    'connect-src': [
      "'self'",
      ...(wsOrigin ? [wsOrigin] : []),
      ...(opts.dev ? ['ws:', 'wss:'] : []),
    ],
    // The captcha solves its proof-of-work in a worker built from a blob.
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const streams = streamOrigin(opts.streamBase);
  if (streams) for (const d of ['media-src', 'connect-src']) directives[d].push(streams);
  if (opts.tencentCaptcha) {
    for (const d of ['frame-src', 'img-src', 'connect-src', 'style-src', 'script-src'])
      directives[d].push(...TENCENT_CAPTCHA_HOSTS);
  }
  const parts = Object.entries(directives).map(([k, v]) => `${k} ${v.join(' ')}`);
  if (https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/** A nonce: 128 random bits, base64. */
export function makeNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

/** The script nonce of a page's policy (the request header proxy.ts sets), or null. */
export function nonceOf(csp: string | null | undefined): string | null {
  const m = csp ? /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp) : null;
  return m ? m[1] : null;
}
