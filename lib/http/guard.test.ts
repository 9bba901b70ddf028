import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { badTarget, errorBody, guarded } from './guard';
import { log } from '@/lib/log';

describe('request targets', () => {
  it.each([
    '/main',
    '/en/football?date=2026-11-26',
    '/uploads/avatar/ab.png',
    '/search?name=%E5%88%A9%E7%89%A9%E6%B5%A6',
    '/api/user/info?lang=vi',
    // A query that does not decode is left to the handlers (they read it leniently).
    '/search?name=%E0%A4%A',
  ])('serves %s', (url) => {
    expect(badTarget(url)).toBeNull();
  });

  it.each([
    ['/uploads/%E0%A4%A', 400],
    ['/main%', 400],
    ['/%ZZ', 400],
    ['/main%00', 400],
    ['/api/health%0d%0aX-Injected:%201', 400],
    ['/main\u0000', 400],
    ['*', 400],
    ['http://evil.example/main', 400],
    ['', 400],
    ['/' + 'a'.repeat(9000), 414],
  ])('refuses %j with %d', (url, status) => {
    expect(badTarget(url)?.status).toBe(status);
  });

  it('answers the API in its envelope and language, pages in plain text', () => {
    const api = errorBody(400, 'badRequest', '/api/user/info?lang=en');
    expect(api.type).toMatch(/application\/json/);
    expect(JSON.parse(api.body)).toEqual({
      code: 1,
      msg: 'The request is malformed',
      data: { error: 'badRequest' },
    });
    expect(JSON.parse(errorBody(400, 'badRequest', '/api/x', 'vi').body).msg).toBe(
      'Yêu cầu không đúng định dạng',
    );
    const page = errorBody(414, 'uriTooLong', '/en/main');
    expect(page.type).toMatch(/text\/plain/);
    expect(page.body).toBe('414 The request address is too long\n');
    expect(errorBody(400, 'badRequest', '/main').body).toBe('400 请求格式不正确\n');
  });
});

describe('the last-resort handler', () => {
  it('answers 500 for the failing request alone, synchronously or later, and the server goes on', async () => {
    const spy = jest.spyOn(log(), 'error').mockImplementation(() => undefined);
    const server = http.createServer((req, res) =>
      guarded(req, res, () => {
        if (req.url?.startsWith('/api/sync')) throw new Error('boom');
        if (req.url === '/async') return Promise.reject(new Error('later'));
        if (req.url === '/half') {
          res.write('partial');
          throw new Error('midway');
        }
        res.end('fine');
      }),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const sync = await fetch(`${base}/api/sync?lang=en`);
    expect(sync.status).toBe(500);
    expect(await sync.json()).toEqual({
      code: 1,
      msg: expect.any(String),
      data: { error: 'internal' },
    });
    const later = await fetch(`${base}/async`);
    expect(later.status).toBe(500);
    expect(await later.text()).not.toMatch(/later|Error/);
    // An answer that had begun is cut, not corrupted with a second status line.
    await expect(fetch(`${base}/half`).then((r) => r.text())).rejects.toThrow();
    expect(await (await fetch(`${base}/ok`)).text()).toBe('fine');
    expect(spy).toHaveBeenCalledTimes(3);
    spy.mockRestore();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });
});
