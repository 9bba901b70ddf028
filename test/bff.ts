import { CODE_FAIL, CODE_LOGIN, CODE_OK, type Envelope, type ErrorKey } from '@/lib/contract';

/**
 * Component tests mock at the fetch level: `mockBff` answers the browser client's calls to
 * /bff/<path> with envelopes, so the real lib/client/api.ts (ky, the envelope, toasts, the
 * code-700 rule) runs under the component. The UI tests' environment (test/jsdom-env.mjs) has
 * Node's fetch; anything not routed here fails the call loudly.
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

/** Success with `data`. */
export const ok = (data: unknown = null, msg = ''): BffAnswer => ({ code: CODE_OK, msg, data });

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
    const answer: BffAnswer = !reply
      ? { ...fail('notFound', '接口不存在'), status: 404 }
      : typeof reply === 'function'
        ? await reply(call)
        : reply;
    const { status = 200, code = CODE_OK, msg = '', data = null } = answer;
    return new Response(JSON.stringify({ code, msg, data }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });

  return { calls, route, fetch: fetchMock };
}
