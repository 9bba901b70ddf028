import { resetEnvForTests } from '@/lib/env';
import { pageCsp } from '@/lib/http/security-headers';
import { signStream } from '@/lib/providers/stream/sign';
import { hlsStreamOf } from './pull-address';
import { handlePullAuth, pullVerdict } from './pull-auth';

/**
 * nginx's auth_request for the HLS it serves (issue 29 §1, deploy/nginx/rtmp.conf): every
 * playlist and segment request must carry the stream's signed pull query.
 */

const saved = { ...process.env };
function setEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  resetEnvForTests();
}
afterEach(() =>
  setEnv({ STREAM_HOOK: saved.STREAM_HOOK, STREAM_HOOK_TOKEN: saved.STREAM_HOOK_TOKEN }),
);

const q = (access: 'push' | 'pull' = 'pull', stream = 'sRoom1', ttl?: number) => {
  const s = signStream(access, stream, ttl);
  return `txSecret=${s.txSecret}&txTime=${s.txTime}`;
};

function auth(uri: string | null, opts: { method?: string; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (uri !== null) headers['x-original-uri'] = uri;
  const url = `http://127.0.0.1/hooks/pull${opts.token ? `?token=${opts.token}` : ''}`;
  return handlePullAuth(new Request(url, { method: opts.method ?? 'GET', headers }));
}

describe('the stream of an HLS path', () => {
  it.each([
    ['/live/sRoom1.m3u8', 'sRoom1'],
    ['/live/sRoom1-17.ts', 'sRoom1'],
    ['/live/sRoom1/index.m3u8', 'sRoom1'],
    ['/live/sRoom1/17.ts', 'sRoom1'],
    ['/sRoom1-0.ts', 'sRoom1'],
    ['/live/a-b-3.ts', 'a-b'],
  ])('%s → %s', (path, stream) => expect(hlsStreamOf(path)).toBe(stream));

  it.each(['/live/', '/live/sRoom1', '/live/sRoom1.mp4', '/live/../etc/passwd', '/live/x y.m3u8'])(
    'refuses %s',
    (path) => expect(hlsStreamOf(path)).toBeNull(),
  );
});

describe('GET /hooks/pull', () => {
  it('lets a validly signed playlist and its segments through (204), with no body', async () => {
    for (const path of ['/live/sRoom1.m3u8', '/live/sRoom1-3.ts', '/live/sRoom1/4.ts']) {
      const res = auth(`${path}?${q()}`);
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect(auth(`/live/sRoom1.m3u8?${q()}`, { method: 'HEAD' }).status).toBe(204);
  });

  it.each([
    ['no signature', '/live/sRoom1.m3u8', 'missing'],
    ['half a signature', '/live/sRoom1.m3u8?txTime=7FFFFFFF', 'missing'],
    ['a push key (publishing) used to read', `/live/sRoom1.m3u8?${q('push')}`, 'bad-signature'],
    ['an expired signature', `/live/sRoom1-1.ts?${q('pull', 'sRoom1', -10)}`, 'expired'],
    ['a tampered signature', `/live/sRoom1.m3u8?${q().replace(/txSecret=./, 'txSecret=A')}`, ''],
    ['a path that is no HLS file', `/live/sRoom1.mp4?${q()}`, 'unknown-path'],
    ['a traversal', `/live/..%2f..%2fetc%2fpasswd?${q()}`, 'unknown-path'],
    ['an absolute URL to elsewhere', `http://evil.example/live/sRoom1.m3u8?${q()}`, 'malformed'],
    ['bad percent-encoding', `/live/%E0%A4%A.m3u8?${q()}`, 'malformed'],
    ['an over-long address', `/live/sRoom1.m3u8?${q()}&pad=${'x'.repeat(3000)}`, 'missing'],
  ])('refuses %s with 403, never a 5xx', (_what, uri, verdict) => {
    const res = auth(uri);
    expect(res.status).toBe(403);
    if (verdict) expect(res.headers.get('x-pull-check')).toBe(verdict);
  });

  it('refuses a request without the original address', () => {
    expect(auth(null).status).toBe(403);
    expect(pullVerdict('')).toBe('missing');
  });

  it('refuses another stream’s valid signature', () => {
    expect(auth(`/live/sOther.m3u8?${q('pull', 'sRoom1')}`).status).toBe(403);
  });

  it('answers 405 to other methods', () => {
    const res = auth(`/live/sRoom1.m3u8?${q()}`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('needs the hook token when STREAM_HOOK_TOKEN is set', () => {
    setEnv({ STREAM_HOOK_TOKEN: 'pull-token-0123456789' });
    const uri = `/live/sRoom1.m3u8?${q()}`;
    expect(auth(uri).status).toBe(403);
    expect(auth(uri, { token: 'wrong-token-0123456789' }).status).toBe(403);
    expect(auth(uri, { token: 'pull-token-0123456789' }).status).toBe(204);
  });

  it('is unavailable (404) with STREAM_HOOK=off, whatever it carries', () => {
    setEnv({ STREAM_HOOK: 'off' });
    expect(auth(`/live/sRoom1.m3u8?${q()}`).status).toBe(404);
  });
});

describe('the page policy with STREAM_PULL_BASE', () => {
  const directive = (csp: string, d: string) => new RegExp(`${d} ([^;]*)`).exec(csp)?.[1] ?? '';
  it('lets players fetch and play from the pull base’s origin, and nothing else', () => {
    const csp = pageCsp({
      nonce: 'n',
      dev: false,
      origin: 'http://127.0.0.1:3000',
      streamBase: 'http://127.0.0.1:8935/live',
    });
    expect(directive(csp, 'connect-src')).toContain('http://127.0.0.1:8935');
    expect(directive(csp, 'media-src')).toContain('http://127.0.0.1:8935');
    expect(directive(csp, 'script-src')).not.toContain('8935');
    const none = pageCsp({ nonce: 'n', dev: false, origin: 'https://x.example', streamBase: 'x' });
    expect(directive(none, 'connect-src')).toBe("'self' wss://x.example");
  });
});
