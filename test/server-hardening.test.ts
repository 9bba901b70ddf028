/**
 * Issue 7 through the real `server.ts --api-only` (the API, /uploads and /ws exactly as the site
 * serves them, without Next): malformed requests, trusted and spoofed forwarded headers, refusals
 * on keep-alive connections, security headers. e2e/hardening.spec.ts runs the same corpus against
 * the full site.
 */
import http from 'node:http';
import net from 'node:net';
import { WebSocket } from 'ws';
import { frameText } from '@/lib/realtime/test-helpers';
import { startApiInstance, type ApiInstance } from '@/scripts/api-instance';
import { MALFORMED_CORPUS, rawRequest } from './raw-http';

jest.setTimeout(120_000);

let plain: ApiInstance;
let proxied: ApiInstance;

beforeAll(async () => {
  [plain, proxied] = await Promise.all([
    // TRUST_PROXY unset: forwarded headers are a client's word and count for nothing.
    startApiInstance({
      env: { FEED_TEST_TRIGGER: 'on', WS_MAX_PER_IP: '1', TRUST_PROXY: undefined },
    }),
    // Behind a proxy on this machine, with an https public origin.
    startApiInstance({
      env: {
        FEED_TEST_TRIGGER: 'on',
        WS_MAX_PER_IP: '1',
        TRUST_PROXY: 'loopback',
        PUBLIC_URL: 'https://site.example',
      },
    }),
  ]);
}, 200_000);

afterAll(async () => {
  await Promise.all([plain?.stop(), proxied?.stop()]);
});

const portOf = (i: ApiInstance) => Number(new URL(i.url).port);

async function health(i: ApiInstance) {
  const r = await fetch(`${i.url}/api/health`, { signal: AbortSignal.timeout(2000) });
  return ((await r.json()) as { code: number }).code;
}

describe('malformed requests (server.ts --api-only)', () => {
  it.each(MALFORMED_CORPUS.map((c) => [c.name, c] as const))(
    '%s: a 4xx within 2 s',
    async (_name, c) => {
      const a = await rawRequest(portOf(plain), c.request, 2000);
      expect(c.statuses).toContain(a.status);
      expect(a.ms).toBeLessThan(2000);
      if (a.status >= 400 && a.headers['content-type']?.includes('json')) {
        // The API's envelope, never a stack trace.
        expect(JSON.parse(a.body)).toMatchObject({ code: 1, data: { error: expect.any(String) } });
      }
      expect(a.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
    },
  );

  it('is still alive afterwards, and answers a 431 with a body in the envelope', async () => {
    expect(plain.child.exitCode).toBeNull();
    expect(await health(plain)).toBe(0);
    const big = await rawRequest(
      portOf(plain),
      `GET /api/health?lang=en HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big.status).toBe(431);
    expect(JSON.parse(big.body)).toEqual({
      code: 1,
      msg: 'The request headers are too large',
      data: { error: 'headersTooLarge' },
    });
    const page = await rawRequest(
      portOf(plain),
      `GET /en/main HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(page).toMatchObject({ status: 431, body: '431 The request headers are too large\n' });
  });

  it('the upload that once crashed the process answers 400 and the process lives on', async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (await rawRequest(portOf(plain), 'GET /uploads/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n'))
          .status,
      ).toBe(400);
    expect(plain.output()).not.toMatch(/uncaughtException|URIError/);
    expect(await health(plain)).toBe(0);
  });
});

/** POSTs to the loopback-only test trigger: code 0 when the server sees a loopback client. */
async function asLoopback(i: ApiInstance, headers: Record<string, string> = {}): Promise<number> {
  const r = await fetch(`${i.url}/api/__test/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ match_id: 0 }),
  });
  return r.status;
}

/** Opens a socket and resolves with the close code, or 0 while it stays open after register. */
function wsOutcome(
  i: ApiInstance,
  headers: Record<string, string>,
): Promise<{ code: number; ws: WebSocket }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(i.wsUrl, { headers });
    ws.on('error', reject);
    ws.on('close', (code) => resolve({ code, ws }));
    ws.on('open', () => ws.send(JSON.stringify({ type: 'register' })));
    ws.on('message', (raw) => {
      const frame = JSON.parse(frameText(raw)) as { type: string };
      if (frame.type === 'register') resolve({ code: 0, ws });
    });
  });
}

describe('forwarded headers through the real server', () => {
  it('without TRUST_PROXY, X-Forwarded-For and X-Client-IP from a client are ignored', async () => {
    expect(await asLoopback(plain)).toBe(200);
    // A remote client pretending to be the machine itself, or anyone else, is still who it is.
    expect(await asLoopback(plain, { 'x-forwarded-for': '203.0.113.9' })).toBe(200);
    expect(await asLoopback(plain, { 'x-client-ip': '203.0.113.9' })).toBe(200);
  });

  it('with TRUST_PROXY, the client is the address the trusted proxy saw', async () => {
    expect(await asLoopback(proxied)).toBe(200);
    expect(await asLoopback(proxied, { 'x-forwarded-for': '203.0.113.9' })).toBe(404);
    // A client's own leftmost value cannot make it loopback: the proxy appended the real address.
    expect(await asLoopback(proxied, { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).toBe(404);
  });

  it('the websocket cap per address follows the same rule', async () => {
    // Untrusted: two "different" forwarded addresses are one client; the second socket is refused.
    const a = await wsOutcome(plain, { 'x-forwarded-for': '203.0.113.1' });
    const b = await wsOutcome(plain, { 'x-forwarded-for': '203.0.113.2' });
    expect([a.code, b.code]).toEqual([0, 1013]);
    a.ws.close();
    // Trusted: they are two viewers behind the proxy, each within its own cap.
    const c = await wsOutcome(proxied, { 'x-forwarded-for': '203.0.113.1' });
    const d = await wsOutcome(proxied, { 'x-forwarded-for': '203.0.113.2' });
    const e = await wsOutcome(proxied, { 'x-forwarded-for': '203.0.113.2' });
    expect([c.code, d.code, e.code]).toEqual([0, 0, 1013]);
    for (const s of [c, d]) s.ws.close();
  });
});

/** Two requests on one keep-alive connection: an oversized POST, then a plain GET. */
async function refusalThenReuse(i: ApiInstance, path: string, chunked: boolean) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const port = portOf(i);
  const first = await new Promise<{ status: number; connection?: string; body: string }>(
    (resolve, reject) => {
      const req = http.request(
        {
          agent,
          port,
          host: '127.0.0.1',
          method: 'POST',
          path,
          headers: chunked
            ? { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }
            : { 'content-type': 'application/json', 'content-length': String(200 * 1024) },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
          );
        },
      );
      req.on('error', reject);
      // The client sends its body; the server may refuse it before reading it all.
      req.write(Buffer.alloc(100 * 1024, 'a'));
      req.end(chunked ? Buffer.alloc(100 * 1024, 'a') : Buffer.alloc(100 * 1024, 'a'));
    },
  );
  const second = await new Promise<number>((resolve, reject) => {
    const req = http.request({ agent, port, host: '127.0.0.1', path: '/api/health' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
  agent.destroy();
  return { first, second };
}

describe('refusals on keep-alive connections (API)', () => {
  it.each([
    ['with a Content-Length', false],
    ['chunked', true],
  ])(
    'an oversized body %s is answered 413 with Connection: close, and the next request works',
    async (_n, chunked) => {
      const { first, second } = await refusalThenReuse(plain, '/api/user/login', chunked);
      expect(first.status).toBe(413);
      expect(first.connection).toBe('close');
      expect(JSON.parse(first.body)).toMatchObject({ code: 1, data: { error: 'tooLarge' } });
      expect(second).toBe(200);
    },
  );
});

describe('security headers', () => {
  const common = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };

  it('on API answers, uploads and errors', async () => {
    for (const path of ['/api/health', '/api/no-such-thing', '/uploads/avatar/none.png']) {
      const r = await fetch(`${plain.url}${path}`);
      for (const [k, v] of Object.entries(common)) expect(r.headers.get(k)).toBe(v);
      expect(r.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
      expect(r.headers.get('content-security-policy')).toMatch(
        /default-src 'none'.*frame-ancestors 'none'/,
      );
      // Plain http: no HSTS.
      expect(r.headers.get('strict-transport-security')).toBeNull();
    }
    const bad = await rawRequest(portOf(plain), 'GET /uploads/%E0 HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(bad.headers['x-content-type-options']).toBe('nosniff');
  });

  it('HSTS when the public origin is https', async () => {
    const r = await fetch(`${proxied.url}/api/health`);
    expect(r.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });
});

/** Resolves true when something can listen on [::1] here (IPv6 loopback exists). */
function ipv6Loopback(): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(0, '::1', () => srv.close(() => resolve(true)));
  });
}

describe('the demo', () => {
  it('says at start-up that it is a demo with published passwords, and listens on 127.0.0.1 only', async () => {
    expect(plain.output()).toMatch(/DEMO MODE: .*published passwords.*listening on 127\.0\.0\.1/);
    expect((await fetch(`${plain.url}/api/health`)).status).toBe(200);
    if (await ipv6Loopback()) {
      // Another address of this machine gets no answer: nothing listens there.
      await expect(fetch(`http://[::1]:${portOf(plain)}/api/health`)).rejects.toThrow();
    }
  });
});

describe('npm start in production refuses the demo and test switches', () => {
  const production = {
    DEMO: undefined,
    SESSION_SECRET: 'p'.repeat(40),
    FEED_TEST_TRIGGER: undefined,
  };

  it('with no SMS provider chosen', async () => {
    await expect(
      startApiInstance({ env: { ...production, SMS_PROVIDER: undefined }, timeoutMs: 30_000 }),
    ).rejects.toThrow(/exited[\s\S]*SMS_PROVIDER/);
  });

  it('with the outbox, rate limits off, the test trigger on or the captcha off, naming each', async () => {
    const err = await startApiInstance({
      env: {
        ...production,
        SMS_PROVIDER: 'outbox',
        RATE_LIMITS: 'off',
        FEED_TEST_TRIGGER: 'on',
        CAPTCHA_PROVIDER: 'off',
      },
      timeoutMs: 30_000,
    }).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    for (const name of ['SMS_PROVIDER', 'RATE_LIMITS', 'FEED_TEST_TRIGGER', 'CAPTCHA_PROVIDER'])
      expect((err as Error).message).toContain(name);
  });
});
