import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPageCache } from './page-cache';

type Render = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** A real HTTP server whose pages go through the cache; `renders` counts what reached "Next". */
async function serve(render: Render, ttlMs = 1000) {
  const cache = createPageCache({
    ttlMs,
    sessionCookie: 'sl_session',
    paths: ['/football', '/main'],
    content: { paths: ['/circle'], prefixes: ['/news/'], ttlMs: 60_000 },
  });
  const state = { renders: 0 };
  const server = http.createServer((req, res) =>
    cache.handle(req, res, () => {
      state.renders += 1;
      render(req, res);
    }),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const r = await fetch(base + path, { headers, method, redirect: 'manual' });
    return {
      status: r.status,
      body: await r.text(),
      cache: r.headers.get('x-page-cache'),
      headers: r.headers,
    };
  };
  return { state, get, cache, close: () => new Promise((r) => server.close(r)) };
}

/** Streams a page in two chunks, like Next does, numbering each render. */
function page(): Render {
  let n = 0;
  return (_req, res) => {
    n += 1;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.write(`<html>render ${n}`);
    setTimeout(() => res.end(' done</html>'), 20);
  };
}

describe('page micro-cache', () => {
  it('answers the same page from memory within the ttl, whole and with its headers', async () => {
    const s = await serve(page());
    const a = await s.get('/football?date=2026-11-26');
    const b = await s.get('/football?date=2026-11-26');
    expect(a).toMatchObject({ status: 200, body: '<html>render 1 done</html>', cache: 'miss' });
    expect(b).toMatchObject({ status: 200, body: '<html>render 1 done</html>', cache: 'hit' });
    expect(b.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(s.state.renders).toBe(1);
    // Another query, another locale prefix: other pages.
    expect((await s.get('/football?date=2026-11-27')).cache).toBe('miss');
    expect((await s.get('/en/football?date=2026-11-26')).cache).toBe('miss');
    await s.close();
  });

  it('keeps content pages longer, until their content changes', async () => {
    const s = await serve(page(), 50);
    expect((await s.get('/news/7')).cache).toBe('miss');
    expect((await s.get('/vi/news/7')).cache).toBe('miss');
    expect((await s.get('/circle?id=2')).cache).toBe('miss');
    await new Promise((r) => setTimeout(r, 80));
    // Past the pages' ttl, within the content ttl.
    expect((await s.get('/news/7')).cache).toBe('hit');
    expect((await s.get('/circle?id=2')).cache).toBe('hit');
    expect((await s.get('/news/8')).cache).toBe('miss');
    // An edit of article 7 drops it in every language, and nothing else.
    expect(s.cache.purge(['/news/7'])).toBe(2);
    expect((await s.get('/news/7')).cache).toBe('miss');
    expect((await s.get('/vi/news/7')).cache).toBe('miss');
    expect((await s.get('/news/8')).cache).toBe('hit');
    // A query-qualified purge drops that one page only.
    await s.get('/circle?id=3&page=2');
    expect(s.cache.purge(['/circle?id=3'])).toBe(1);
    expect((await s.get('/circle?id=2')).cache).toBe('hit');
    expect((await s.get('/circle?id=3&page=2')).cache).toBe('miss');
    await s.close();
  });

  it('does not store a page whose render began before a purge of it', async () => {
    let finish: () => void = () => undefined;
    let began: () => void = () => undefined;
    const started = new Promise<void>((r) => (began = r));
    let n = 0;
    const s = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.write('old');
      if (n++ === 0) {
        finish = () => res.end(' page');
        began();
      } else res.end(' page');
    });
    const slow = s.get('/news/9');
    // The purge comes once the first render is under way (a fixed wait raced a busy machine,
    // where the request had not reached the server yet and its render never ended).
    await started;
    s.cache.purge(['/news/9']);
    finish();
    expect((await slow).body).toBe('old page');
    expect((await s.get('/news/9')).cache).toBe('miss');
    await s.close();
  });

  it('renders again once the ttl has passed', async () => {
    const s = await serve(page(), 50);
    await s.get('/main');
    await new Promise((r) => setTimeout(r, 80));
    const again = await s.get('/main');
    expect(again).toMatchObject({ body: '<html>render 2 done</html>', cache: 'miss' });
    await s.close();
  });

  it('renders concurrent misses of one page once', async () => {
    const s = await serve(page());
    const all = await Promise.all(Array.from({ length: 8 }, () => s.get('/main')));
    expect(new Set(all.map((r) => r.body))).toEqual(new Set(['<html>render 1 done</html>']));
    expect(s.state.renders).toBe(1);
    await s.close();
  });

  it('never caches a logged-in page, a client navigation, another path or another method', async () => {
    const s = await serve(page());
    for (let i = 0; i < 2; i++) {
      expect((await s.get('/main', { cookie: 'a=1; sl_session=abc' })).cache).toBeNull();
      expect((await s.get('/main', { rsc: '1' })).cache).toBeNull();
      expect((await s.get('/member')).cache).toBeNull();
    }
    expect(s.state.renders).toBe(6);
    // The language choice in a cookie keys its own entry (an unprefixed URL may redirect on it).
    await s.get('/main');
    expect((await s.get('/main', { cookie: 'NEXT_LOCALE=en' })).cache).toBe('miss');
    await s.close();
  });

  it('keeps neither errors, redirects nor answers that set a cookie', async () => {
    let kind = 0;
    const s = await serve((_req, res) => {
      if (kind === 0) res.writeHead(404).end('missing');
      else if (kind === 1) res.writeHead(307, { location: '/en/main' }).end();
      else res.setHeader('set-cookie', 'x=1').end('page');
    });
    for (kind = 0; kind < 3; kind++) {
      await s.get('/main');
      await s.get('/main');
    }
    expect(s.state.renders).toBe(6);
    await s.close();
  });

  it('answers HEAD without a body and does not store it', async () => {
    const s = await serve(page());
    const head = await s.get('/main', {}, 'HEAD');
    expect(head).toMatchObject({ status: 200, body: '' });
    expect((await s.get('/main')).cache).toBe('miss');
    expect((await s.get('/main', {}, 'HEAD')).cache).toBe('hit');
    await s.close();
  });

  it('keys on gzip support so a compressed page never reaches a client that cannot read it', async () => {
    const s = await serve(page());
    await s.get('/main', { 'accept-encoding': 'gzip' });
    expect((await s.get('/main', { 'accept-encoding': 'identity' })).cache).toBe('miss');
    await s.close();
  });

  it('keys on the origin a page links to, so a forged host never reaches another visitor', async () => {
    // A page whose bytes name the origin, as the QR codes of the shell do.
    const s = await serve((req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(`qr for ${String(req.headers['x-public-origin'] ?? req.headers.host)}`);
    });
    const evil = await s.get('/main', { 'x-public-origin': 'http://evil.example' });
    expect(evil.body).toBe('qr for http://evil.example');
    const plain = await s.get('/main', { 'x-public-origin': 'http://localhost:3000' });
    expect(plain).toMatchObject({ cache: 'miss', body: 'qr for http://localhost:3000' });
    expect((await s.get('/main', { 'x-public-origin': 'https://localhost:3000' })).cache).toBe(
      'miss',
    );
    expect((await s.get('/main', { 'x-public-origin': 'http://localhost:3000' })).cache).toBe(
      'hit',
    );
    await s.close();
  });

  it('keeps crawler and browser renders apart (Next.js puts a crawler’s metadata in the head)', async () => {
    const s = await serve(page());
    await s.get('/main', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' });
    expect(
      (await s.get('/main', { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' })).cache,
    ).toBe('miss');
    expect(
      (await s.get('/main', { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' })).cache,
    ).toBe('hit');
    await s.close();
  });

  it('keys on the page’s time zone: ?tz=, the tz cookie, else the locale’s', async () => {
    const s = await serve(page());
    const hanoi = { cookie: 'tz=Asia%2FHo_Chi_Minh' };
    expect((await s.get('/vi/football', hanoi)).cache).toBe('miss');
    expect((await s.get('/vi/football', hanoi)).cache).toBe('hit');
    expect((await s.get('/vi/football', { cookie: 'tz=Europe/London' })).cache).toBe('miss');
    await s.close();
  });
});

describe('the page cache and the zone', () => {
  it('is part of the key, so two zones never share a page', () => {
    const cache = createPageCache({ sessionCookie: 's', paths: ['/football'] });
    const req = (url: string, cookie = '') =>
      ({ method: 'GET', url, headers: { cookie, host: 'x' } }) as unknown as http.IncomingMessage;
    expect(cache.keyOf(req('/vi/football?tz=Asia/Tokyo'))).toContain(' Asia/Tokyo ');
    expect(cache.keyOf(req('/vi/football'))).toContain(' Asia/Ho_Chi_Minh ');
  });
});
