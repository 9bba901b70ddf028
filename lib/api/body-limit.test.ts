import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createTestApi, type TestApi } from '@/test/api';

/**
 * Bodies as they reach server.ts: through @hono/node-server without overriding the global
 * Request (Next shares the process), with and without a Content-Length.
 */
let t: TestApi;
let server: http.Server;
let port = 0;
beforeAll(async () => {
  t = await createTestApi();
  const listener = getRequestListener((req) => t.app.fetch(req), { overrideGlobalObjects: false });
  server = http.createServer((req, res) => void listener(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t?.cleanup();
});

/** A raw request: `chunks` are written one by one (chunked encoding unless a length is set). */
function send(path: string, headers: Record<string, string>, chunks: (string | Buffer)[]) {
  return new Promise<{ status: number; body: { code: number; data: unknown } }>(
    (resolve, reject) => {
      const req = http.request({ port, path, method: 'POST', headers }, (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      });
      req.on('error', reject);
      for (const c of chunks) req.write(c);
      req.end();
    },
  );
}

describe('request bodies without a Content-Length', () => {
  it('a bare POST (no body, no length) is read as an empty body, not a 500', async () => {
    const r = await send('/api/hot_match/all_match', {}, []);
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
  });

  it('a chunked JSON body is read and validated like any other', async () => {
    const ok = await send('/api/hot_match/all_match', { 'content-type': 'application/json' }, [
      '{"sport":',
      '"basketball"}',
    ]);
    expect(ok.body.code).toBe(0);
    const bad = await send('/api/hot_match/all_match', { 'content-type': 'application/json' }, [
      '{"sport":',
      '"tennis"}',
    ]);
    expect(bad.status).toBe(200);
    expect(bad.body.code).toBe(1);
    const broken = await send('/api/hot_match/all_match', { 'content-type': 'application/json' }, [
      '{"sport":',
    ]);
    expect(broken.body).toMatchObject({ code: 1, data: { error: 'badJson' } });
  });

  it('a chunked body over the limit is refused with 413, declared or not', async () => {
    const big = Buffer.alloc(16 * 1024, 'a');
    const chunked = await send(
      '/api/hot_match/all_match',
      { 'content-type': 'application/json' },
      Array(5).fill(big),
    );
    expect(chunked.status).toBe(413);
    expect(chunked.body.data).toEqual({ error: 'tooLarge' });
    const declared = await send(
      '/api/hot_match/all_match',
      { 'content-type': 'application/json', 'content-length': String(80 * 1024) },
      [Buffer.alloc(80 * 1024, 'a')],
    );
    expect(declared.status).toBe(413);
  });
});
