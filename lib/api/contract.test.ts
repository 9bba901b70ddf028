import { matchDay } from '@/lib/matches/service';
import type { MatchItem } from '@/lib/matches/types';
import { createTestApi, type TestApi, SEED_TIMEOUT } from '@/test/api';
import { registerUser, solveCaptcha, uniqueMobile } from '@/test/factories';
import { openApiValidator, type Answer, type OpenApiDoc, type Verdict } from '@/test/openapi';

/**
 * The OpenAPI document tells the truth: live answers of the real API app, success and failure
 * (valid input, invalid input, no login, unknown ids, oversize bodies, rate limits, unknown and
 * hidden paths), recorded and validated against the document it serves at /api/openapi.json.
 */

type Probe = { method: 'GET' | 'POST'; path: string; answer: Answer };

let t: TestApi;
let doc: OpenApiDoc;
let token: string;
let football: MatchItem;
let basketball: MatchItem;
const recorded: Probe[] = [];
let n = 0;

async function call(
  method: 'GET' | 'POST',
  path: string,
  opts: {
    query?: Record<string, unknown>;
    json?: unknown;
    body?: string;
    token?: string;
    ip?: string;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    'x-client-ip': opts.ip ?? `10.9.${n >> 8}.${n++ & 255}`,
  };
  if (opts.token) headers.token = opts.token;
  let body: string | undefined = opts.body;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (body !== undefined) headers['content-type'] = 'application/json';
  const query = opts.query
    ? '?' +
      new URLSearchParams(Object.entries(opts.query).map(([k, v]) => [k, String(v)])).toString()
    : '';
  const res = await t.app.request(`/api/${path}${query}`, { method, headers, body });
  const answer = { status: res.status, body: (await res.json()) as unknown, headers: res.headers };
  recorded.push({ method, path: `/api/${path}`, answer });
  return answer;
}

async function today(sport: 'football' | 'basketball'): Promise<MatchItem> {
  const a = await call('POST', 'hot_match/all_match', { json: { sport, date: matchDay() } });
  const [m] = (a.body as { data: { matches: MatchItem[] } }).data.matches;
  if (!m) throw new Error(`no ${sport} match today`);
  return m;
}

beforeAll(async () => {
  t = await createTestApi({}, { matches: true });
  doc = (await (await t.app.request('/api/openapi.json')).json()) as OpenApiDoc;
  ({ token } = await registerUser(t));
  football = await today('football');
  basketball = await today('basketball');
}, SEED_TIMEOUT);
afterAll(() => t?.cleanup());

describe('live answers against the OpenAPI document', () => {
  it('every operation, probed with and without input and login, answers as documented', async () => {
    // Bare calls: no input and no token (success with defaults, invalidField, or 700), then each
    // with a token, and the POST form of each GET endpoint.
    for (const path of Object.keys(doc.paths)) {
      const p = path.slice('/api/'.length);
      const methods = Object.keys(doc.paths[path]);
      if (p.toLowerCase() === 'member/signout') continue;
      if (methods.includes('get')) await call('GET', p);
      await call('POST', p, { json: {} });
      if (doc.paths[path].post.security?.length) await call('POST', p, { json: {}, token });
    }
    // Valid input, unknown ids, wrong sports, invalid values.
    await call('GET', 'match/detail', { query: { id: football.id } });
    await call('GET', 'match/detail', { query: { id: basketball.id } });
    await call('GET', 'Football/football_match_detail', { query: { id: football.id } });
    await call('GET', 'Football/football_match_detail', { query: { id: basketball.id } });
    await call('GET', 'Basketball/getInfo', { query: { id: basketball.id } });
    await call('GET', 'match/detail', { query: { id: 987654321 } });
    await call('GET', 'match/detail', { query: { id: 'abc' } });
    await call('GET', 'Football/season_table', { query: { competition_id: 987654 } });
    await call('GET', 'Football/season_matches', { query: { competition_id: 82 } });
    await call('GET', 'Football/live_table', {
      query: { competition_id: football.competition_id },
    });
    await call('POST', 'hot_match/all_match', { json: { sport: 'basketball', status: 'live' } });
    await call('GET', 'Search/index', { query: { name: 'Arsenal' } });
    await call('POST', 'live/reserveMatch', { json: { match_id: football.id }, token });
    await call('POST', 'Basketballuser/collect', { json: { match_id: basketball.id }, token });
    await call('GET', 'live/myReservations', { token });
    await call('GET', 'user/info', { token: 'not-a-token' });
    await call('POST', 'user/login', { body: '{not json' });
    await call('POST', 'user/login', {
      json: { mobile: '86-13800000001', password: 'wrong-password', device_type: 'pc' },
    });
    await call('POST', 'user/login', {
      json: {
        mobile: '86-13800000001',
        password: 'wrong-password',
        device_type: 'pc',
        captcha: await solveCaptcha(t),
      },
    });
    // Oversize body (413), a hidden test route (404 to other machines), an unknown path (404).
    await call('POST', 'user/login', { json: { pad: 'x'.repeat(70 * 1024) } });
    await call('GET', 'dev/sms', { query: { mobile: '86-13800000001' } });
    // Rate limit: a second code for the same number within 60 s (429 with Retry-After).
    const mobile = uniqueMobile();
    const ip = '10.8.0.1';
    for (let i = 0; i < 2; i++) {
      const captcha = await solveCaptcha(t);
      await call('POST', 'user/getCode', { json: { mobile, type: 1, captcha }, ip });
    }
    // Sign-out last, with its own token.
    const other = await registerUser(t);
    await call('POST', 'Member/SignOut', { json: {}, token: other.token });
    await call('POST', 'Member/SignOut', { json: {}, token: other.token });

    const { validate, validateShared, operationIds } = openApiValidator(doc);
    const verdicts: (Verdict & { probe: string })[] = recorded.map((r) => ({
      probe: `${r.method} ${r.path} → ${r.answer.status} ${JSON.stringify(r.answer.body).slice(0, 120)}`,
      ...validate(r.method, r.path, r.answer),
    }));
    const unknown = await call('GET', 'nothing/here');
    verdicts.push({ probe: 'GET /api/nothing/here', ...validateShared('NotFound', unknown) });

    // 107 answers when written: each operation at least once, most several times.
    expect(verdicts.length).toBeGreaterThanOrEqual(100);
    expect(verdicts.filter((v) => v.errors.length > 0)).toEqual([]);

    // The probes cover every operation, each code and each documented refusal.
    const hit = new Set(verdicts.map((v) => v.operationId));
    expect(operationIds.filter((id) => !hit.has(id))).toEqual([]);
    const codes = new Set(recorded.map((r) => (r.answer.body as { code: number }).code));
    expect([...codes].sort()).toEqual([0, 1, 700]);
    const statuses = new Set(recorded.map((r) => r.answer.status));
    for (const s of [200, 404, 413, 429]) expect(statuses).toContain(s);
    const keys = new Set(
      recorded.map((r) => (r.answer.body as { data: { error?: string } | null }).data?.error),
    );
    for (const k of [
      'invalidField',
      'notLoggedIn',
      'matchNotFound',
      'notFootballMatch',
      'badJson',
      'codeResendWait',
      'tooLarge',
      'notFound',
      'competitionNotFound',
      'loginFailed',
      'captchaRequired',
    ]) {
      expect(keys).toContain(k);
    }
  }, 120_000);

  it('catches an answer the document does not describe', () => {
    const { validate } = openApiValidator(doc);
    const headers = new Headers();
    const wrong = [
      { code: 1, msg: 'x', data: null },
      { code: 1, msg: 'x', data: { error: 'noSuchKey' } },
      { code: 700, msg: 'x', data: { error: 'notLoggedIn' } },
      { code: 0, msg: '', data: { status: 42 } },
    ];
    for (const body of wrong) {
      expect(validate('GET', '/api/health', { status: 200, body, headers }).errors).not.toEqual([]);
    }
    const tooMany = { code: 1, msg: 'x', data: { error: 'rateLimited', retry_after: 3 } };
    expect(
      validate('POST', '/api/user/login', { status: 429, body: tooMany, headers }).errors,
    ).toEqual(['header Retry-After missing']);
    expect(
      validate('GET', '/api/health', {
        status: 200,
        body: { code: 0, msg: '', data: { status: 'ok' } },
        headers,
      }).errors,
    ).toEqual([]);
  });

  it('gives every operation a unique operationId derived from its path, and names the server', () => {
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/hot_match/all_match'].post.operationId).toBe('hotMatchAllMatch');
    expect(doc.paths['/api/user/info'].get.operationId).toBe('userInfo');
    expect(doc.paths['/api/user/info'].post.operationId).toBe('userInfoPost');
    expect(doc.paths['/api/user/login'].post.operationId).toBe('userLogin');
    expect((doc as unknown as { servers: unknown[] }).servers).toEqual([
      { url: '/', description: expect.any(String) },
    ]);
  });
});
