import { NextRequest, NextResponse } from 'next/server';
import proxy from '@/proxy';

// next-intl's middleware (ESM only) handles the locale of every other address; these redirects
// come before it.
jest.mock('next-intl/middleware', () => ({
  __esModule: true,
  default: () => () => NextResponse.next(),
}));
jest.mock('next-intl/routing', () => ({ defineRouting: <T>(r: T) => r }));

/**
 * The spec's fixed addresses (docs/product.md §2, issue 25): /pages/login/index goes to /main and
 * /pages/download (the app QR code's address) to the download page, in the address's language.
 */
const go = (path: string, cookie?: string) =>
  proxy(
    new NextRequest(`http://localhost:3000${path}`, {
      headers: cookie ? { cookie } : undefined,
    }),
  );

const target = (res: Response) => {
  const to = res.headers.get('location');
  return to ? new URL(to).pathname + new URL(to).search : null;
};

describe('fixed redirects', () => {
  it.each([
    ['/pages/login/index', '/main'],
    ['/pages/login/index?from=app', '/main'],
    ['/en/pages/login/index', '/en/main'],
    ['/Pages/Login/Index', '/main'],
    ['/pages/download', '/downLoad'],
    ['/vi/pages/download', '/vi/downLoad'],
    ['/pages/download?from=qr', '/downLoad?from=qr'],
    ['/', '/main'],
  ])('%s → %s', (from, to) => {
    const res = go(from);
    expect([307, 308]).toContain(res.status);
    expect(target(res)).toBe(to);
  });

  it('leaves other pages (and /activity) to the locale routing', () => {
    for (const path of ['/main', '/activity', '/en/activity?url=x']) {
      expect(go(path).headers.get('location')).toBeNull();
    }
  });
});
