import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { defaultLocale, isLocale, LOCALE_COOKIE, LOCALE_PREFIX, routing } from './i18n/routing';
import { makeNonce, pageCsp } from './lib/http/security-headers';
import { pageOrigin } from './lib/http/public-origin';
import { ZONE_HEADER, zoneOfPage } from './lib/rules/zone';

const intl = createMiddleware(routing);

const PREFIXED = LOCALE_PREFIX;

/**
 * Locale URLs exactly as docs/architecture.md says: Chinese unprefixed, /en and /vi prefixed, no
 * Accept-Language redirect; a language picked with the switch (cookie) sends unprefixed URLs to
 * that language. Also the spec's fixed redirects (/ → /main, /pages/login/index → /main).
 */
export default function proxy(original: NextRequest): NextResponse {
  const { req, csp } = withCsp(original);
  const res = routeLocale(req);
  res.headers.set('Content-Security-Policy', csp);
  return res;
}

/**
 * A fresh script nonce per page: Next.js reads it from the request's policy header and puts it on
 * its scripts (docs/decisions/009-security-headers.md). The page's policy, set on the request (for Next.js) and on the answer (for the browser). */
function withCsp(req: NextRequest): { req: NextRequest; csp: string } {
  const csp = pageCsp({
    nonce: makeNonce(),
    dev: process.env.NODE_ENV === 'development',
    // PUBLIC_URL; else the origin server.ts decided (it replaces anything a client sent); never
    // the Host header (lib/http/public-origin.ts).
    origin: pageOrigin({
      configured: process.env.PUBLIC_URL,
      decided: req.headers.get('x-public-origin'),
      port: process.env.PORT,
    }),
    tencentCaptcha: process.env.CAPTCHA_PROVIDER === 'tencent',
    streamBase: process.env.STREAM_PULL_BASE,
  });
  const headers = new Headers(req.headers);
  headers.set('content-security-policy', csp);
  // The page's time zone (issue 8 §1): ?tz=, the tz cookie, else the locale's default. Set
  // always, replacing a client's header; rendering reads it (i18n/request.ts).
  headers.set(
    ZONE_HEADER,
    zoneOfPage(req.nextUrl.pathname, req.nextUrl.search, req.headers.get('cookie') ?? ''),
  );
  return { req: new NextRequest(req, { headers }), csp };
}

function routeLocale(req: NextRequest): NextResponse {
  const url = req.nextUrl;
  const match = url.pathname.match(PREFIXED);
  const prefix = match ? match[0] : '';
  const rest = url.pathname.slice(prefix.length) || '/';
  const chosen = req.cookies.get(LOCALE_COOKIE)?.value;

  if (!prefix && isLocale(chosen) && chosen !== defaultLocale) {
    const to = url.clone();
    to.pathname = `/${chosen}${rest === '/' ? '/main' : rest}`;
    return NextResponse.redirect(to);
  }
  // The app QR code encodes /pages/download on the site origin (docs/product.md §2): that is /downLoad.
  if (rest.toLowerCase() === '/pages/download') {
    const to = url.clone();
    to.pathname = `${prefix}/downLoad`;
    return NextResponse.redirect(to);
  }
  if (rest === '/' || rest.toLowerCase() === '/pages/login/index') {
    const to = url.clone();
    to.pathname = `${prefix}/main`;
    if (rest !== '/') to.search = '';
    return NextResponse.redirect(to);
  }
  return intl(req);
}

export const config = {
  // Everything but the API, the BFF, the websocket, uploads, the Open Graph cards (og/), Next's
  // assets and files with a dot (robots.txt, sitemap.xml, sitemaps/*.xml).
  matcher: ['/((?!api|bff|ws|uploads|hooks/|og/|_next|_vercel|.*\\..*).*)'],
};
