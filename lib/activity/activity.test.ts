import { parseEnv } from '@/lib/env';
import { PRODUCTION_ENV } from '@/test/production-env';
import { activityTarget, signJwt, verifyJwt } from '@/lib/activity';

const PARTNER = { url: 'https://events.example.com/h5/', origin: 'https://events.example.com' };
const TOKEN = 'aGVhZA.Ym9keQ.c2ln';

describe('what /activity opens (no open redirect, no framing of foreign sites)', () => {
  it('opens the partner’s own address with the token in its query', () => {
    expect(activityTarget(undefined, TOKEN, PARTNER)).toEqual({
      kind: 'open',
      href: `https://events.example.com/h5/?partner_access_token=${TOKEN}`,
    });
    expect(
      activityTarget(
        'https://events.example.com/cup?x=1&partner_access_token=old#frag',
        TOKEN,
        PARTNER,
      ),
    ).toEqual({
      kind: 'open',
      href: `https://events.example.com/cup?x=1&partner_access_token=${TOKEN}`,
    });
  });

  it.each([
    'https://evil.example.com/h5/',
    'https://events.example.com.evil.io/',
    'http://events.example.com/h5/',
    'https://events.example.com:8443/h5/',
    'https://user:pw@events.example.com/h5/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example.com/',
    '/member',
    'not a url',
  ])('refuses %s', (url) => {
    expect(activityTarget(url, TOKEN, PARTNER)).toEqual({ kind: 'foreign' });
  });

  it('says so without a partner, and asks for a token when it has none (or a malformed one)', () => {
    expect(activityTarget('https://events.example.com/', TOKEN, null)).toEqual({ kind: 'none' });
    expect(activityTarget(undefined, undefined, PARTNER)).toEqual({
      kind: 'needsToken',
      url: 'https://events.example.com/h5/',
    });
    expect(activityTarget(undefined, '"><script>', PARTNER).kind).toBe('needsToken');
  });
});

describe('the partner token (JWS HS256)', () => {
  it('verifies with its secret and audience until it expires', () => {
    const claims = {
      iss: 'https://site.example',
      sub: '42',
      name: 'Fan',
      aud: PARTNER.origin,
      iat: 1000,
      exp: 1300,
      jti: 'a',
    };
    const jwt = signJwt(claims, 's'.repeat(32));
    expect(verifyJwt(jwt, 's'.repeat(32), { audience: PARTNER.origin, now: 1299 })).toEqual(claims);
    expect(verifyJwt(jwt, 's'.repeat(32), { audience: PARTNER.origin, now: 1300 })).toBeNull();
    // alg none is never accepted.
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${jwt.split('.')[1]}.`;
    expect(verifyJwt(none, 's'.repeat(32), { audience: PARTNER.origin, now: 1100 })).toBeNull();
  });
});

describe('configuration', () => {
  const secret = 'k'.repeat(32);
  it('needs the secret with the address, and https in production', () => {
    expect(() =>
      parseEnv({ NODE_ENV: 'test', ACTIVITY_PARTNER_URL: 'https://events.example.com' }),
    ).toThrow(/ACTIVITY_PARTNER_SECRET: required with ACTIVITY_PARTNER_URL/);
    expect(() =>
      parseEnv({
        ...PRODUCTION_ENV,
        ACTIVITY_PARTNER_URL: 'http://events.example.com',
        ACTIVITY_PARTNER_SECRET: secret,
      }),
    ).toThrow(/ACTIVITY_PARTNER_URL: must be https:\/\/ in production/);
    expect(
      parseEnv({
        ...PRODUCTION_ENV,
        ACTIVITY_PARTNER_URL: 'https://events.example.com',
        ACTIVITY_PARTNER_SECRET: secret,
      }).ACTIVITY_PARTNER_URL,
    ).toBe('https://events.example.com');
    // Tests and the demo may use a local http partner.
    expect(
      parseEnv({
        NODE_ENV: 'production',
        DEMO: '1',
        ACTIVITY_PARTNER_URL: 'http://localhost:4000/',
        ACTIVITY_PARTNER_SECRET: secret,
      }).ACTIVITY_PARTNER_URL,
    ).toBe('http://localhost:4000/');
    expect(() =>
      parseEnv({
        NODE_ENV: 'test',
        ACTIVITY_PARTNER_URL: 'ftp://x.example',
        ACTIVITY_PARTNER_SECRET: secret,
      }),
    ).toThrow(/ACTIVITY_PARTNER_URL/);
    expect(() =>
      parseEnv({
        NODE_ENV: 'test',
        ACTIVITY_PARTNER_URL: 'https://x.example',
        ACTIVITY_PARTNER_SECRET: 'short',
      }),
    ).toThrow(/ACTIVITY_PARTNER_SECRET: must be at least 32 characters/);
  });
});
