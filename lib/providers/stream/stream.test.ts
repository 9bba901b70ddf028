import { decideHook, hookAnswer, parsePublishHook } from './hook';
import { checkStream, signedStreamUrl, signStream } from './sign';

const now = 1_800_000_000_000;
const query = (url: string) => new URL(url).searchParams;

describe('signed stream addresses (issue 9 §2)', () => {
  it('a push address opens its stream until it expires, and nothing else', () => {
    const url = signedStreamUrl('push', 'rtmp://media.example/live/', 'room12', {
      ttlSeconds: 60,
      now,
    });
    expect(url).toMatch(
      /^rtmp:\/\/media\.example\/live\/room12\?txSecret=[A-Za-z0-9_-]{43}&txTime=[0-9A-F]+$/,
    );
    const q = query(url);
    expect(parseInt(q.get('txTime')!, 16)).toBe(now / 1000 + 60);
    expect(checkStream('push', 'room12', q, now)).toBe('ok');
    expect(checkStream('push', 'room12', q, now + 59_000)).toBe('ok');
    expect(checkStream('push', 'room12', q, now + 60_000)).toBe('expired');
    expect(checkStream('push', 'room13', q, now)).toBe('bad-signature');
    // A pull address is signed with another key: it never works as a push key.
    expect(checkStream('pull', 'room12', q, now)).toBe('bad-signature');
  });

  it('a pull address for a player carries the extension', () => {
    const url = signedStreamUrl('pull', 'https://cdn.example/live', 'room12', {
      suffix: '.m3u8',
      now,
    });
    expect(url.startsWith('https://cdn.example/live/room12.m3u8?txSecret=')).toBe(true);
    expect(checkStream('pull', 'room12', query(url), now)).toBe('ok');
    // Six hours by default.
    expect(checkStream('pull', 'room12', query(url), now + 6 * 3600_000)).toBe('expired');
  });

  it.each([
    ['no signature', '', 'missing'],
    ['no time', 'txSecret=abc', 'missing'],
    ['a time that is not hex', 'txSecret=abc&txTime=zz', 'malformed'],
    ['a huge time', 'txSecret=abc&txTime=FFFFFFFFFFFFF', 'malformed'],
    ['lower-case hex', 'txSecret=abc&txTime=6b49d200', 'malformed'],
    ['a moved expiry', 'txSecret=abc&txTime=7FFFFFFF', 'bad-signature'],
    ['an overlong secret', `txSecret=${'a'.repeat(200)}&txTime=7FFFFFFF`, 'malformed'],
  ])('refuses %s', (_name, q, expected) => {
    expect(checkStream('push', 'room12', new URLSearchParams(q), now)).toBe(expected);
  });

  it('refuses to sign a name a media server could read as a path', () => {
    for (const bad of ['', '../x', 'a/b', 'a b', 'x'.repeat(65), 'room.flv'])
      expect(() => signStream('push', bad, 60, now)).toThrow();
    expect(checkStream('push', '../x', new URLSearchParams('txSecret=a&txTime=7FFFFFFF'))).toBe(
      'malformed',
    );
  });
});

describe('the publish hook (issue 9 §2)', () => {
  const push = signStream('push', 'room12', 3600, now);
  const pull = signStream('pull', 'room12', 3600, now);
  const args = `txSecret=${push.txSecret}&txTime=${push.txTime}`;

  it('reads nginx-rtmp on_publish, with the signature as fields or in the name', () => {
    const form = `call=publish&addr=10.0.0.5&clientid=7&app=live&name=room12&tcUrl=rtmp%3A%2F%2Fmedia%2Flive&${args}`;
    const hook = parsePublishHook('application/x-www-form-urlencoded', form)!;
    expect(hook).toMatchObject({ dialect: 'nginx-rtmp', action: 'publish', stream: 'room12' });
    expect(decideHook(hook, now)).toEqual({ allowed: true, check: 'ok' });

    const inName = parsePublishHook(
      'application/x-www-form-urlencoded; charset=UTF-8',
      `call=publish&app=live&name=${encodeURIComponent(`room12?${args}`)}`,
    )!;
    expect(inName.stream).toBe('room12');
    expect(decideHook(inName, now).allowed).toBe(true);

    const done = parsePublishHook(
      'application/x-www-form-urlencoded',
      'call=publish_done&name=room12',
    )!;
    expect(done.action).toBe('unpublish');
    expect(decideHook(done, now)).toEqual({ allowed: true, check: 'not-checked' });
  });

  it('reads SRS http_hooks on_publish and on_unpublish', () => {
    const body = JSON.stringify({
      action: 'on_publish',
      client_id: '3x9',
      ip: '10.0.0.5',
      vhost: '__defaultVhost__',
      app: 'live',
      tcUrl: 'rtmp://media/live',
      stream: 'room12',
      param: `?${args}`,
      server_id: 'vid-1',
      stream_url: '/live/room12',
    });
    const hook = parsePublishHook('application/json', body)!;
    expect(hook).toMatchObject({ dialect: 'srs', action: 'publish', stream: 'room12' });
    expect(decideHook(hook, now).allowed).toBe(true);
    const end = parsePublishHook(
      'application/json',
      JSON.stringify({ action: 'on_unpublish', app: 'live', stream: 'room12', param: '' }),
    )!;
    expect(decideHook(end, now).allowed).toBe(true);
  });

  it('reads MediaMTX authentication for publishing and for reading', () => {
    const publish = parsePublishHook(
      'application/json',
      JSON.stringify({
        user: '',
        password: '',
        token: '',
        ip: '10.0.0.5',
        action: 'publish',
        path: 'live/room12',
        protocol: 'rtmp',
        id: null,
        query: args,
      }),
    )!;
    expect(publish).toMatchObject({ dialect: 'mediamtx', action: 'publish', stream: 'room12' });
    expect(decideHook(publish, now).allowed).toBe(true);

    const read = (q: string) =>
      decideHook(
        parsePublishHook(
          'application/json',
          JSON.stringify({ action: 'read', path: 'live/room12', protocol: 'hls', query: q }),
        )!,
        now,
      );
    expect(read(`txSecret=${pull.txSecret}&txTime=${pull.txTime}`).allowed).toBe(true);
    // The push key is not a pull key, and no key is no access.
    expect(read(args)).toEqual({ allowed: false, check: 'bad-signature' });
    expect(read('')).toEqual({ allowed: false, check: 'missing' });
  });

  it('refuses a forged, expired or other stream’s key, whatever the server', () => {
    const other = signStream('push', 'room13', 3600, now);
    const forged = `txSecret=${other.txSecret}&txTime=${other.txTime}`;
    const nginx = parsePublishHook(
      'application/x-www-form-urlencoded',
      `call=publish&name=room12&${forged}`,
    )!;
    expect(decideHook(nginx, now)).toEqual({ allowed: false, check: 'bad-signature' });
    const srs = parsePublishHook(
      'application/json',
      JSON.stringify({ action: 'on_publish', stream: 'room12', param: `?${args}` }),
    )!;
    expect(decideHook(srs, now + 3600_000)).toEqual({ allowed: false, check: 'expired' });
  });

  it.each([
    ['an empty body', 'application/json', ''],
    ['JSON that is not an object', 'application/json', '[1]'],
    ['an unknown action', 'application/json', '{"action":"on_magic","stream":"x"}'],
    ['SRS without a stream', 'application/json', '{"action":"on_publish"}'],
    ['MediaMTX publish without a path', 'application/json', '{"action":"publish"}'],
    ['nginx without a name', 'application/x-www-form-urlencoded', 'call=publish'],
    ['nginx with an unknown call', 'application/x-www-form-urlencoded', 'call=hack&name=x'],
    ['another content type', 'text/plain', 'call=publish&name=x'],
    ['an oversized body', 'application/json', `{"action":"publish","path":"${'a'.repeat(9000)}"}`],
  ])('is not fooled by %s', (_name, type, body) => {
    expect(parsePublishHook(type, body)).toBeNull();
  });

  it('answers each server in the way it understands', () => {
    expect(hookAnswer('srs', true)).toEqual({ status: 200, body: { code: 0, msg: 'ok' } });
    expect(hookAnswer('srs', false).status).toBe(403);
    expect(hookAnswer('srs', false).body.code).not.toBe(0);
    expect(hookAnswer('nginx-rtmp', false).status).toBe(403);
    expect(hookAnswer('mediamtx', false).status).toBe(401);
    expect(hookAnswer(null, false).status).toBe(400);
  });
});
