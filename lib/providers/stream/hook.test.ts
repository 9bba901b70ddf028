import { db } from '@/lib/db/client';
import { rooms, users } from '@/lib/db/schema';
import { env, resetEnvForTests } from '@/lib/env';
import { LOCKED_DOWN_CSP } from '@/lib/http/security-headers';
import { handleStreamHook } from '@/lib/live/stream-hook';
import { log } from '@/lib/log';
import { POST, GET } from '@/app/hooks/stream/route';
import { freshDb } from '@/test/db';
import { withProductionEnv } from '@/test/production-env';
import { signStream, type StreamAccess } from './sign';

/**
 * The publish hook's endpoint (`POST /hooks/stream`, lib/live/stream-hook.ts) as each media
 * server calls it, against a database with one room whose stream is `room12`.
 */

const now = Date.now();
const TOKEN = 'hook-token-0123456789abcdef';
const saved = { ...process.env };
let cleanup: () => Promise<void>;

beforeAll(async () => {
  Object.assign(process.env, { NODE_ENV: 'test', SESSION_SECRET: 'h'.repeat(40) });
  delete process.env.STREAM_HOOK_TOKEN;
  resetEnvForTests();
  log(); // created under the test configuration: silent
  ({ cleanup } = await freshDb());
  const [anchor] = await db()
    .insert(users)
    .values({
      mobile: '86-19900001201',
      passwordHash: 'x',
      nickname: 'hook_anchor',
      inviteCode: 'HOOK1',
    })
    .returning({ id: users.id });
  await db().insert(rooms).values({
    anchorId: anchor.id,
    title: 'Derby night',
    sport: 'football',
    language: 'en',
    streamName: 'room12',
  });
});
afterAll(async () => {
  await cleanup?.();
  process.env = saved;
  resetEnvForTests();
});
afterEach(() => {
  jest.restoreAllMocks();
});

/** `txSecret=…&txTime=…` for the stream, valid an hour (or already expired). */
function key(access: StreamAccess, stream = 'room12', ttl = 3600, at = now): string {
  const s = signStream(access, stream, ttl, at);
  return `txSecret=${s.txSecret}&txTime=${s.txTime}`;
}
const expiredKey = (access: StreamAccess) => key(access, 'room12', 60, now - 3600_000);

type Dialect = 'nginx-rtmp' | 'srs' | 'mediamtx';

/** The call each server makes to publish (or read) `stream` with the query `q`. */
function call(
  dialect: Dialect,
  action: 'publish' | 'read' | 'unpublish',
  stream: string,
  q: string,
) {
  switch (dialect) {
    case 'nginx-rtmp': {
      const c = { publish: 'publish', read: 'play', unpublish: 'publish_done' }[action];
      return {
        type: 'application/x-www-form-urlencoded',
        body: `call=${c}&addr=10.0.0.5&clientid=7&app=live&name=${stream}&tcUrl=rtmp%3A%2F%2Fmedia%2Flive${q ? `&${q}` : ''}`,
      };
    }
    case 'srs': {
      const a = { publish: 'on_publish', read: 'on_play', unpublish: 'on_unpublish' }[action];
      return {
        type: 'application/json',
        body: JSON.stringify({
          action: a,
          client_id: '3x9',
          ip: '10.0.0.5',
          vhost: '__defaultVhost__',
          app: 'live',
          stream,
          param: q ? `?${q}` : '',
        }),
      };
    }
    case 'mediamtx': {
      const a = { publish: 'publish', read: 'read', unpublish: 'publish' }[action];
      return {
        type: 'application/json',
        body: JSON.stringify({
          user: '',
          password: '',
          token: '',
          ip: '10.0.0.5',
          action: a,
          path: `live/${stream}`,
          protocol: action === 'read' ? 'hls' : 'rtmp',
          id: null,
          query: q,
        }),
      };
    }
  }
}

function request(
  c: { type: string; body: BodyInit },
  opts: { token?: string; method?: string } = {},
): Request {
  const url = `http://site.test/hooks/stream${opts.token !== undefined ? `?token=${encodeURIComponent(opts.token)}` : ''}`;
  return new Request(url, {
    method: opts.method ?? 'POST',
    headers: { 'content-type': c.type },
    body: c.body,
  });
}

async function hook(c: { type: string; body: BodyInit }, opts: { token?: string } = {}) {
  const res = await handleStreamHook(request(c, opts), now);
  return { status: res.status, body: (await res.json()) as { code: number; msg: string }, res };
}

const REFUSED: Record<Dialect, number> = { 'nginx-rtmp': 403, srs: 403, mediamtx: 401 };
const DIALECTS: Dialect[] = ['nginx-rtmp', 'srs', 'mediamtx'];

describe('POST /hooks/stream (issue 9 §2)', () => {
  describe.each(DIALECTS)('%s', (dialect) => {
    it('lets the room’s own stream publish with its push key', async () => {
      const r = await hook(call(dialect, 'publish', 'room12', key('push')));
      expect(r.status).toBe(200);
      // SRS reads `code` 0 from the body; the others only the status.
      expect(r.body).toEqual({ code: 0, msg: 'ok' });
    });

    it.each([
      ['no key', () => ''],
      ['a forged key', () => key('push', 'room13')],
      ['a pull key', () => key('pull')],
      ['an expired key', () => expiredKey('push')],
    ])('refuses to publish with %s', async (_name, q) => {
      const r = await hook(call(dialect, 'publish', 'room12', q()));
      expect(r.status).toBe(REFUSED[dialect]);
      expect(r.body.code).not.toBe(0);
    });

    it('refuses a validly signed stream that is no room’s', async () => {
      const r = await hook(call(dialect, 'publish', 'ghost7', key('push', 'ghost7')));
      expect(r.status).toBe(REFUSED[dialect]);
      expect(r.body.code).not.toBe(0);
    });

    it('lets a viewer read with a pull key only, and only a room’s stream', async () => {
      expect((await hook(call(dialect, 'read', 'room12', key('pull')))).status).toBe(200);
      expect((await hook(call(dialect, 'read', 'room12', key('push')))).status).toBe(
        REFUSED[dialect],
      );
      expect((await hook(call(dialect, 'read', 'room12', expiredKey('pull')))).status).toBe(
        REFUSED[dialect],
      );
      expect((await hook(call(dialect, 'read', 'ghost7', key('pull', 'ghost7')))).status).toBe(
        REFUSED[dialect],
      );
    });
  });

  it('accepts the end of a stream and other notices without a key', async () => {
    expect((await hook(call('nginx-rtmp', 'unpublish', 'room12', ''))).status).toBe(200);
    const srs = await hook(call('srs', 'unpublish', 'room12', ''));
    expect(srs).toMatchObject({ status: 200, body: { code: 0 } });
    const stop = await hook({
      type: 'application/json',
      body: JSON.stringify({ action: 'on_stop', app: 'live', stream: 'room12', param: '' }),
    });
    expect(stop.status).toBe(200);
  });

  it('refuses MediaMTX requests for its own API, metrics or pprof', async () => {
    for (const action of ['api', 'metrics', 'pprof']) {
      const r = await hook({
        type: 'application/json',
        body: JSON.stringify({ action, path: '', protocol: '', query: '', ip: '10.0.0.5' }),
      });
      expect(r.status).toBe(401);
    }
  });

  describe('with STREAM_HOOK_TOKEN', () => {
    beforeAll(() => {
      process.env.STREAM_HOOK_TOKEN = TOKEN;
      resetEnvForTests();
    });
    afterAll(() => {
      delete process.env.STREAM_HOOK_TOKEN;
      resetEnvForTests();
    });

    it.each(DIALECTS)('%s: refuses every call without the right token', async (dialect) => {
      const good = () => call(dialect, 'publish', 'room12', key('push'));
      expect((await hook(good())).status).toBe(REFUSED[dialect]);
      expect((await hook(good(), { token: 'x' })).status).toBe(REFUSED[dialect]);
      expect((await hook(good(), { token: `${TOKEN}x` })).status).toBe(REFUSED[dialect]);
      expect((await hook(good(), { token: TOKEN.toUpperCase() })).status).toBe(REFUSED[dialect]);
      // Even a notice: whoever lacks the token learns nothing.
      expect((await hook(call(dialect, 'unpublish', 'room12', ''))).status).toBe(REFUSED[dialect]);
      expect((await hook(good(), { token: TOKEN })).status).toBe(200);
    });

    it('a key in the body does not stand in for the address’s token', async () => {
      const c = call('nginx-rtmp', 'publish', 'room12', `${key('push')}&token=${TOKEN}`);
      expect((await hook(c)).status).toBe(403);
    });
  });

  it.each([
    ['an empty body', 'application/json', ''],
    ['JSON that is not an object', 'application/json', '[1,2]'],
    ['broken JSON', 'application/json', '{"action":"on_publish",'],
    ['an unknown action', 'application/json', '{"action":"on_magic","stream":"room12"}'],
    ['a number for the stream', 'application/json', '{"action":"on_publish","stream":12}'],
    ['nginx without a name', 'application/x-www-form-urlencoded', 'call=publish'],
    ['another content type', 'text/plain', 'call=publish&name=room12'],
    ['no content type', '', '{"action":"publish","path":"live/room12"}'],
    ['bytes that are not UTF-8', 'application/json', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
    [
      'an oversized body',
      'application/json',
      `{"action":"publish","path":"${'a'.repeat(20_000)}"}`,
    ],
  ])('refuses %s with a 4xx, without throwing', async (_name, type, body) => {
    const res = await handleStreamHook(request({ type, body }), now);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(((await res.json()) as { code: number }).code).toBe(1);
  });

  it('refuses a path that is not a stream name, even signed for it', async () => {
    const r = await hook({
      type: 'application/json',
      body: JSON.stringify({ action: 'publish', path: 'live/../room12', query: key('push') }),
    });
    // The last segment is room12: the signature is checked for that name, and it is the room's.
    expect(r.status).toBe(200);
    const odd = await hook({
      type: 'application/json',
      body: JSON.stringify({ action: 'publish', path: 'live/room 12', query: key('push') }),
    });
    expect(odd.status).toBe(401);
  });

  it('answers other methods 405, and every answer carries the locked-down headers', async () => {
    const res = await handleStreamHook(new Request('http://site.test/hooks/stream'), now);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    const routed = await GET(new Request('http://site.test/hooks/stream'));
    expect(routed.status).toBe(405);
    for (const r of [res, (await hook(call('srs', 'publish', 'room12', ''))).res]) {
      expect(r.headers.get('content-security-policy')).toBe(LOCKED_DOWN_CSP);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.headers.get('content-type')).toMatch(/^application\/json/);
      expect(r.headers.get('location')).toBeNull();
    }
  });

  it('is mounted at app/hooks/stream (the route’s POST export)', async () => {
    const ok = await POST(
      request(call('mediamtx', 'publish', 'room12', key('push', 'room12', 3600, Date.now()))),
    );
    expect(ok.status).toBe(200);
    const bad = await POST(request(call('mediamtx', 'publish', 'room12', key('push', 'room13'))));
    expect(bad.status).toBe(401);
  });

  it('logs the decision without the key or the token', async () => {
    const info = jest.spyOn(log(), 'info');
    const warn = jest.spyOn(log(), 'warn');
    const q = key('push');
    await hook(call('srs', 'publish', 'room12', q));
    await hook(call('srs', 'publish', 'room12', key('push', 'room13')), { token: TOKEN });
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({
        hook: expect.objectContaining({
          dialect: 'srs',
          action: 'publish',
          stream: 'room12',
          allowed: true,
          reason: 'ok',
        }),
      }),
      'stream hook accepted',
    );
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        hook: expect.objectContaining({ allowed: false, reason: 'bad-signature' }),
      }),
      'stream hook refused',
    );
    const logged = JSON.stringify([...info.mock.calls, ...warn.mock.calls]);
    expect(logged).not.toContain(new URLSearchParams(q).get('txSecret'));
    expect(logged).not.toContain(TOKEN);
  });

  describe('in production (issue 23 §3)', () => {
    it('does not start without STREAM_HOOK_TOKEN while the hook is on', async () => {
      const unsigned = () => handleStreamHook(request(call('srs', 'unpublish', 'room12', '')), now);
      await expect(withProductionEnv(unsigned, { STREAM_HOOK_TOKEN: undefined })).rejects.toThrow(
        /STREAM_HOOK_TOKEN: required in production/,
      );
      await expect(
        withProductionEnv(unsigned, { STREAM_HOOK_TOKEN: undefined, STREAM_HOOK: 'on' }),
      ).rejects.toThrow(/STREAM_HOOK_TOKEN: required in production/);
    });

    it.each(DIALECTS)('%s: an unsigned call is refused, a signed one answered', async (dialect) => {
      await withProductionEnv(async () => {
        const token = env().STREAM_HOOK_TOKEN as string;
        const good = () => call(dialect, 'publish', 'room12', key('push'));
        expect((await hook(good())).status).toBe(REFUSED[dialect]);
        expect((await hook(call(dialect, 'unpublish', 'room12', ''))).status).toBe(
          REFUSED[dialect],
        );
        expect((await hook(good(), { token: TOKEN })).status).toBe(REFUSED[dialect]);
        expect((await hook(good(), { token })).status).toBe(200);
      });
    });

    it('with STREAM_HOOK=off, starts without a token and answers 404 to every call', async () => {
      await withProductionEnv(
        async () => {
          for (const dialect of DIALECTS) {
            const r = await hook(call(dialect, 'publish', 'room12', key('push')), { token: TOKEN });
            expect(r.status).toBe(404);
            expect(r.res.headers.get('content-security-policy')).toBe(LOCKED_DOWN_CSP);
          }
          expect((await GET(new Request('http://site.test/hooks/stream'))).status).toBe(404);
        },
        { STREAM_HOOK: 'off', STREAM_HOOK_TOKEN: undefined },
      );
    });
  });
});
