import { CODE_FAIL, CODE_LOGIN, CODE_OK, type Envelope, type ErrorKey } from '@/lib/contract';

/**
 * Component tests mock at the fetch level: `mockBff` answers the browser client's calls to
 * /bff/<path> with envelopes, so the real lib/client/api.ts (ky, the envelope, toasts, the
 * code-700 rule) runs under the component. The UI tests' environment (test/jsdom-env.mjs) has
 * Node's fetch; anything not routed here fails the call loudly.
 *
 * Success answers are fixtures of the server's output, so they are never written in a test:
 * fixture modules (FIXTURE_MODULES) make them with `answer(endpoint, data)`, mockBff serves an
 * answer only for its own endpoint, and test/fixtures-contract.test.ts (API project) parses every
 * answer with that endpoint's output schema, so a changed server answer fails a test.
 */

export type BffCall = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
};

/** An answer: an envelope (code 0 unless given) with an optional HTTP status. */
export type BffAnswer = Partial<Envelope> & { status?: number };

/** A route's answer, fixed or computed from the call. */
export type BffReply = BffAnswer | ((call: BffCall) => BffAnswer | Promise<BffAnswer>);

/**
 * The modules that make answers: the component areas' `test-data.ts` and these shared ones. UI
 * tests import fixtures from them and never call `answer` themselves.
 */
export const FIXTURE_MODULES = [
  'components/**/test-data.ts',
  'components/experts/test-data-member.ts',
  'test/match-item.ts',
  'test/users.ts',
];

/** A success answer (code 0) of one endpoint, made by `answer`. */
export type Answer = BffAnswer & { code: typeof CODE_OK; readonly endpoint: string };

const made: { answer: Answer; origin: string }[] = [];

/** Where a fixture was made: the first stack frame outside this file. */
function origin(): string {
  const frames = (new Error().stack ?? '').split('\n').slice(1);
  const frame = frames.find((f) => !/[/\\]test[/\\]bff\.ts/.test(f)) ?? '';
  return frame.trim().replace(/^at /, '');
}

/**
 * Success with `data` as `endpoint` (its path as lib/api/routes declares it, e.g. `user/info`)
 * answers it, with an optional success message. For fixture modules only (FIXTURE_MODULES): each
 * answer is recorded for the contract test, which checks it against the endpoint's output.
 */
export function answer(endpoint: string, data: unknown, msg = ''): Answer {
  const a: Answer = { code: CODE_OK, msg, data, endpoint };
  made.push({ answer: a, origin: origin() });
  return a;
}

/** Every answer made so far, with where it was made (test/fixtures-contract.test.ts). */
export const madeAnswers = (): readonly { answer: Answer; origin: string }[] => made;

const isAnswer = (a: BffAnswer): a is Answer => 'endpoint' in a;

/** A success answer that is no fixture, or one of another endpoint, served in this test. */
const misfits: string[] = [];
// Fails the test even when the component swallowed the failed call.
if (typeof afterEach === 'function') {
  afterEach(() => {
    const found = misfits.splice(0);
    if (found.length) throw new Error(found.join('\n'));
  });
}

/** Why `answer` may not be served for a call to `path`, or null. */
function misfit(path: string, a: BffAnswer): string | null {
  if ((a.code ?? CODE_OK) !== CODE_OK) return null;
  if (!isAnswer(a)) {
    return `${path}: a success answer must be a fixture made by answer() in a fixture module (test/bff.ts)`;
  }
  if (a.endpoint.toLowerCase() !== path.toLowerCase()) {
    return `${path} was answered with a fixture of ${a.endpoint}`;
  }
  return null;
}

/** A code 1 failure with its key (and extra data such as `retry_after`). */
export const fail = (
  error: ErrorKey,
  msg: string = error,
  extra: Record<string, unknown> = {},
  status = 200,
): BffAnswer => ({ code: CODE_FAIL, msg, data: { error, ...extra }, status });

/** Code 700: not logged in. */
export const notLoggedIn = (msg = '请登录后操作'): BffAnswer => ({
  code: CODE_LOGIN,
  msg,
  data: { error: 'notLoggedIn' },
});

/**
 * The HTTP answer of a call to `endpoint` (a path below /bff or /api): mockBff's, and the one a
 * test gives for an address the browser calls directly (an upload permit's `upload_url`).
 */
export function respond(endpoint: string, served: BffAnswer): Response {
  const wrong = misfit(endpoint, served);
  if (wrong) {
    misfits.push(wrong);
    throw new Error(wrong);
  }
  const { status = 200, code = CODE_OK, msg = '', data = null } = served;
  return new Response(JSON.stringify({ code, msg, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

async function readBody(req: Request): Promise<unknown> {
  if (req.method === 'GET') return undefined;
  const text = await req.text();
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

/**
 * Routes keyed by path below /bff (`user/info`), case-insensitive, optionally with the method
 * (`POST member/signout`). Unrouted paths answer the BFF's 404 envelope. Returns the calls seen
 * and `route` to add or replace answers; `jest.restoreAllMocks()` puts fetch back.
 */
export function mockBff(routes: Record<string, BffReply> = {}) {
  const table = new Map<string, BffReply>();
  const route = (key: string, reply: BffReply) => table.set(key.toLowerCase(), reply);
  for (const [key, reply] of Object.entries(routes)) route(key, reply);
  const calls: BffCall[] = [];

  const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const url = new URL(req.url);
    if (!url.pathname.startsWith('/bff/')) throw new Error(`fetch is not mocked: ${req.url}`);
    const path = url.pathname.slice('/bff/'.length);
    const call: BffCall = {
      method: req.method,
      path,
      query: Object.fromEntries(url.searchParams),
      body: await readBody(req),
    };
    calls.push(call);
    const reply = table.get(`${req.method} ${path}`.toLowerCase()) ?? table.get(path.toLowerCase());
    const served: BffAnswer = !reply
      ? { ...fail('notFound', '接口不存在'), status: 404 }
      : typeof reply === 'function'
        ? await reply(call)
        : reply;
    return respond(path, served);
  });

  return { calls, route, fetch: fetchMock };
}
