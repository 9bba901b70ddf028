import { makeNonce, nonceOf, pageCsp, STATIC_CSP } from './security-headers';
import {
  decidePublicOrigin,
  isOwnHost,
  localOrigin,
  pageOrigin,
  parseOrigin,
} from './public-origin';

/**
 * The public origin a page links to (issue 23 §3): PUBLIC_URL, else a host naming this machine,
 * else http://localhost:PORT. A client's Host header never reaches the links or the policy.
 */

describe('parseOrigin', () => {
  it.each([
    ['https://site.example', 'https://site.example'],
    ['https://site.example/', 'https://site.example'],
    ['HTTP://LOCALHOST:3000', 'http://localhost:3000'],
    ['https://site.example:443', 'https://site.example'],
    ['http://[::1]:3100', 'http://[::1]:3100'],
  ])('takes %s as %s', (value, origin) => {
    expect(parseOrigin(value)).toBe(origin);
  });

  it.each([
    null,
    undefined,
    '',
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://site.example',
    'https:site.example',
    'https:/site.example',
    '//site.example',
    'site.example',
    'https://site.example/app',
    'https://site.example/?x',
    'https://site.example#x',
    'https://a:b@site.example',
    'https://site.example@evil.example',
    'https://site.example\\evil.example',
    'https://site.example ',
  ])('refuses %j', (value) => {
    expect(parseOrigin(value)).toBeNull();
  });
});

describe('decidePublicOrigin', () => {
  const own = new Set(['192.168.1.5', 'fe80::1']);
  const decide = (host: string, proto: 'http' | 'https' = 'http', configured?: string) =>
    decidePublicOrigin({ configured, proto, host, port: 3100, ownAddresses: own });

  it('takes PUBLIC_URL over any host', () => {
    expect(decide('evil.example', 'https', 'https://site.example')).toBe('https://site.example');
    expect(decide('localhost:3100', 'http', 'https://site.example/')).toBe('https://site.example');
  });

  it('without it, takes a host that names this machine', () => {
    expect(decide('localhost:3100')).toBe('http://localhost:3100');
    expect(decide('LOCALHOST:3100')).toBe('http://localhost:3100');
    expect(decide('app.localhost:3100')).toBe('http://app.localhost:3100');
    expect(decide('127.0.0.1:3100')).toBe('http://127.0.0.1:3100');
    expect(decide('127.8.9.10')).toBe('http://127.8.9.10');
    expect(decide('[::1]:3100')).toBe('http://[::1]:3100');
    expect(decide('192.168.1.5:3100', 'https')).toBe('https://192.168.1.5:3100');
    expect(decide('[fe80::1]:3100')).toBe('http://[fe80::1]:3100');
  });

  it('gives http://localhost:PORT for any other host', () => {
    for (const host of [
      'evil.example',
      'evil.example:3100',
      'localhost.evil.example',
      '127.0.0.1.evil.example',
      '203.0.113.9',
      '[2001:db8::1]',
      'sitelocalhost',
    ]) {
      expect(decide(host)).toBe('http://localhost:3100');
      expect(decide(host, 'https')).toBe('http://localhost:3100');
    }
    expect(isOwnHost('192.168.1.5')).toBe(false);
  });

  it('localOrigin falls back to 3000 for a port it cannot use', () => {
    expect(localOrigin(3100)).toBe('http://localhost:3100');
    expect(localOrigin('8080')).toBe('http://localhost:8080');
    expect(localOrigin(undefined)).toBe('http://localhost:3000');
    expect(localOrigin('evil.example')).toBe('http://localhost:3000');
  });
});

describe('pageOrigin: the origin of a page and of its policy (proxy.ts, shell-data, lib/seo)', () => {
  /** connect-src of the page policy proxy.ts builds from these inputs. */
  const connectSrc = (origin: string) =>
    /connect-src ([^;]*)/.exec(pageCsp({ nonce: 'n', dev: false, origin }))?.[1];

  it('takes PUBLIC_URL over what server.ts decided', () => {
    const o = pageOrigin({
      configured: 'https://site.example',
      decided: 'https://evil.example',
      port: 3100,
    });
    expect(o).toBe('https://site.example');
    expect(connectSrc(o)).toBe("'self' wss://site.example");
  });

  it('takes server.ts’s decision only when it is an origin, else localhost', () => {
    expect(
      pageOrigin({ configured: undefined, decided: 'http://127.0.0.1:3100', port: 3100 }),
    ).toBe('http://127.0.0.1:3100');
    for (const decided of [null, 'javascript:alert(1)', 'evil.example', 'http://evil.example/x']) {
      const o = pageOrigin({ configured: undefined, decided, port: '3100' });
      expect(o).toBe('http://localhost:3100');
      expect(connectSrc(o)).toBe("'self' ws://localhost:3100");
    }
  });
});

test("nonceOf reads a page policy's script nonce, and nothing else", () => {
  const csp = pageCsp({ nonce: makeNonce(), dev: false, origin: 'https://example.com' });
  const nonce = nonceOf(csp);
  expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
  expect(csp).toContain(`'nonce-${nonce}'`);
  expect(nonceOf(STATIC_CSP)).toBeNull();
  expect(nonceOf(null)).toBeNull();
  expect(nonceOf("script-src 'nonce-a\"b'")).toBeNull();
});
