import zlib from 'node:zlib';
import { tencentUserSig, verifyTencentUserSig } from './tencent-sig';

/**
 * Known vectors from Tencent's official Node implementation, `tls-sig-api-v2` 1.0.2 (npm,
 * TLSSigAPIv2.js), with `Date.now` fixed at 1_800_000_000_123:
 *
 *   new Api(1400000000, SECRET).genUserSig('u42', 604800)
 *   new Api(1400000000, SECRET).genUserSig('guest_AbC-9', 86400)
 *
 * SECRET is the example key of that package's own TLSSigAPITest.js.
 */
const SDK_APP_ID = 1400000000;
const SECRET = '5bd2850fff3ecb11d7c805251c51ee463a25727bddc2385f3fa8bfee1bb93b5e';
const NOW = 1_800_000_000_123;
const VECTORS = [
  {
    userId: 'u42',
    expireSeconds: 604800,
    userSig:
      'eJyrVgrxCdYrSy1SslIy0jNQ0gHzM1NS80oy0zLBwqUmRlDh4pTsxIKCzBQlK0MTAyiAyJRk5qYqWRlaoIqmVhRkFqUqWZkZmFjAxIoz05WslMKCs5Pzq4xDXHPDzbyckor9M5xzMwzcS0wLK4ycIsuN07KNEg2d0sy8Cl1tlWoBDW0viw__',
    sig: 'VSkcoz3TEmW6JBbsOhCmh0Gt5qx2BYw3fk2a1Bf6JqE=',
  },
  {
    userId: 'guest_AbC-9',
    expireSeconds: 86400,
    userSig:
      'eJyrVgrxCdYrSy1SslIy0jNQ0gHzM1NS80oy0zLBwumlqcUl8Y5JzrqWUOnilOzEgoLMFCUrQxMDKIDIlGTmpipZGVqgiqZWFGQWpSpZWZiZwISKM9OVrJTC87yr3LwyfdKckg2N0-wzPXL8zF1Lc4uNqtzSPFIqy4I93YKLQsMNIv1dbZVqAcauMpw_',
    sig: 'WnKzFJiLfBc13fOiHlN7Eums2zFfHdyvSIFSrUW0YOE=',
  },
];

/** The JSON inside a userSig. */
function decode(userSig: string): Record<string, unknown> {
  const b64 = userSig.replace(/\*/g, '+').replace(/-/g, '/').replace(/_/g, '=');
  return JSON.parse(zlib.inflateSync(Buffer.from(b64, 'base64')).toString('utf8')) as Record<
    string,
    unknown
  >;
}

describe('Tencent Cloud Chat userSig (TLS-sig v2, issue 9 §4)', () => {
  it.each(VECTORS)('matches tls-sig-api-v2 for $userId', (v) => {
    const made = tencentUserSig({
      sdkAppId: SDK_APP_ID,
      secretKey: SECRET,
      userId: v.userId,
      expireSeconds: v.expireSeconds,
      now: NOW,
    });
    // The fields, in the official order, and the HMAC.
    const doc = decode(made);
    expect(Object.keys(doc)).toEqual([
      'TLS.ver',
      'TLS.identifier',
      'TLS.sdkappid',
      'TLS.time',
      'TLS.expire',
      'TLS.sig',
    ]);
    expect(doc).toEqual(decode(v.userSig));
    expect(doc).toEqual({
      'TLS.ver': '2.0',
      'TLS.identifier': v.userId,
      'TLS.sdkappid': SDK_APP_ID,
      'TLS.time': 1_800_000_000,
      'TLS.expire': v.expireSeconds,
      'TLS.sig': v.sig,
    });
    // And the very string (same JSON, same zlib deflate, same URL-safe base64).
    expect(made).toBe(v.userSig);
    expect(made).toMatch(/^[A-Za-z0-9*_-]+$/);
  });

  it('verifies its own and the official userSigs until they expire', () => {
    const [v] = VECTORS;
    const check = (
      now: number,
      more: { userId?: string; sdkAppId?: number; secretKey?: string } = {},
    ) =>
      verifyTencentUserSig({
        sdkAppId: more.sdkAppId ?? SDK_APP_ID,
        secretKey: more.secretKey ?? SECRET,
        userSig: v.userSig,
        userId: more.userId,
        now,
      });
    expect(check(NOW)).toEqual({
      ok: true,
      userId: 'u42',
      sdkAppId: SDK_APP_ID,
      time: 1_800_000_000,
      expire: 604800,
    });
    expect(check(NOW, { userId: 'u42' }).ok).toBe(true);
    expect(check((1_800_000_000 + 604800) * 1000 - 1).ok).toBe(true);
    expect(check((1_800_000_000 + 604800) * 1000)).toEqual({ ok: false, reason: 'expired' });
    expect(check(NOW, { userId: 'u43' })).toEqual({ ok: false, reason: 'wrong-user' });
    expect(check(NOW, { sdkAppId: 1400000001 })).toEqual({ ok: false, reason: 'wrong-app' });
    expect(check(NOW, { secretKey: `${SECRET}0` })).toEqual({ ok: false, reason: 'bad-signature' });

    const mine = tencentUserSig({
      sdkAppId: SDK_APP_ID,
      secretKey: SECRET,
      userId: 'guest_0123456789abcdef',
      expireSeconds: 60,
    });
    expect(
      verifyTencentUserSig({ sdkAppId: SDK_APP_ID, secretKey: SECRET, userSig: mine }),
    ).toMatchObject({
      ok: true,
      userId: 'guest_0123456789abcdef',
    });
  });

  it('refuses a userSig whose fields were changed', () => {
    const doc = decode(VECTORS[0].userSig);
    const forge = (changes: Record<string, unknown>) =>
      zlib
        .deflateSync(Buffer.from(JSON.stringify({ ...doc, ...changes })))
        .toString('base64')
        .replace(/\+/g, '*')
        .replace(/\//g, '-')
        .replace(/=/g, '_');
    const verify = (userSig: string) =>
      verifyTencentUserSig({ sdkAppId: SDK_APP_ID, secretKey: SECRET, userSig, now: NOW });
    expect(verify(forge({})).ok).toBe(true);
    expect(verify(forge({ 'TLS.identifier': 'u1' }))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(verify(forge({ 'TLS.expire': 9_999_999 }))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(verify(forge({ 'TLS.time': 1_900_000_000 }))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(verify(forge({ 'TLS.ver': '1.0' }))).toEqual({ ok: false, reason: 'malformed' });
    expect(verify(forge({ 'TLS.sdkappid': '1400000000' }))).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it.each([
    ['an empty string', ''],
    ['characters outside the alphabet', 'eJyr+/='],
    ['base64 that is not zlib', 'AAAA'],
    ['zlib that is not JSON', zlib.deflateSync('hello').toString('base64').replace(/=/g, '_')],
    ['a JSON array', zlib.deflateSync('[1]').toString('base64').replace(/=/g, '_')],
    [
      'a deflate bomb',
      zlib
        .deflateSync(Buffer.alloc(100_000, 0x20))
        .toString('base64')
        .replace(/\+/g, '*')
        .replace(/\//g, '-')
        .replace(/=/g, '_'),
    ],
    ['an overlong string', 'a'.repeat(5000)],
  ])('calls %s malformed', (_name, userSig) => {
    expect(verifyTencentUserSig({ sdkAppId: SDK_APP_ID, secretKey: SECRET, userSig })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses to sign what Tencent would refuse', () => {
    const base = { sdkAppId: SDK_APP_ID, secretKey: SECRET, userId: 'u1', expireSeconds: 60 };
    for (const bad of [
      { userId: '' },
      { userId: 'a'.repeat(33) },
      { userId: 'u 1' },
      { sdkAppId: 0 },
      { sdkAppId: 1.5 },
      { secretKey: '' },
      { expireSeconds: 0 },
    ])
      expect(() => tencentUserSig({ ...base, ...bad })).toThrow();
  });
});
