import 'server-only';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Locale } from '@/i18n/locales';
import { AppError, CODE_FAIL, CODE_OK, isAppError } from '@/lib/errors/app-error';
import { partFailure, serviceUnavailable } from '@/lib/errors/unavailable';
import { inSimulatedOutage } from './simulated-outage';
import type { Envelope, FailureData } from '@/lib/contract';
import { translate } from '@/lib/i18n/messages';
import { log } from '@/lib/log';
import { authenticate } from '@/lib/account/auth';
import { check, hit } from '@/lib/rate-limit';
import {
  DEFAULT_BODY_LIMIT,
  hasRole,
  needsUser,
  rateLimitKey,
  type Auth,
  type Ctx,
  type Endpoint,
} from './endpoint';
import { requestLang } from './lang';
import { isLoopback } from './loopback';
import { handOver } from './in-process';
import { readAtMost } from '@/lib/http/read-body';
import { controlCharField, controlCharMessage, issueMessage } from './validation';
import { allEndpoints } from './routes';
import { mountPaymentNotify } from './routes/payment';
import { openApiDocument } from './openapi';
import {
  claim,
  keyFrom,
  releaseSoon,
  remember,
  requestHash,
  type StoredAnswer,
} from './idempotency';

/** `body`: a request body read by `limitBody` (one sent without a Content-Length). */
type Vars = { Variables: { lang: Locale; body?: Uint8Array } };

export function envelope(
  c: Context,
  code: number,
  msg: string,
  data: unknown,
  status: ContentfulStatusCode = 200,
) {
  const body: Envelope = { code, msg, data };
  const text = JSON.stringify(body);
  // The in-process BFF takes the text as it is (in-process.ts); the body stays empty for it.
  if (handOver(c.req.raw, text)) {
    return c.body(null, status, { 'content-type': 'application/json' });
  }
  return c.body(text, status, { 'content-type': 'application/json' });
}

/** "30 秒" / "30 s" / "30 giây", or minutes from two minutes on: how long to wait. */
function waitText(lang: Locale, seconds: number): string {
  return seconds < 120
    ? translate(lang, 'api.wait.seconds', { n: seconds })
    : translate(lang, 'api.wait.minutes', { n: Math.ceil(seconds / 60) });
}

function fail(c: Context<Vars>, e: AppError) {
  const lang = c.get('lang') ?? 'zh';
  const values = { ...e.values };
  const retryAfter = typeof values.retryAfter === 'number' ? values.retryAfter : undefined;
  if (retryAfter !== undefined) {
    // A refusal for now says when to try again: in the message, in data and as Retry-After.
    values.wait = waitText(lang, retryAfter);
    c.header('Retry-After', String(retryAfter));
  }
  // `data.error` is the stable key of the failure, for clients that must tell failures apart
  // without reading the localised message (e.g. the nickname rule of docs/product.md §8).
  const data: FailureData =
    retryAfter !== undefined ? { error: e.key, retry_after: retryAfter } : { error: e.key };
  return envelope(c, e.code, translate(lang, `api.errors.${e.key}`, values), data, e.status);
}

/** Query string merged with a JSON, urlencoded or multipart body (docs/architecture.md "Paths"). */
async function readInput(c: Context<Vars>, rawBody: boolean): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = {};
  const url = new URL(c.req.url);
  for (const [k, v] of url.searchParams) input[k] = v;
  // A streamed upload's body is the file, left for the handler (Endpoint.rawBody).
  if (c.req.method !== 'POST' || rawBody) return input;
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const read = c.get('body');
  if (type.includes('application/json')) {
    const text = read ? Buffer.from(read).toString('utf8') : await c.req.text();
    if (!text.trim()) return input;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new AppError('badJson');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AppError('badJson');
    return { ...input, ...(body as Record<string, unknown>) };
  }
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    let form: FormData;
    try {
      form = read
        ? await new Response(Buffer.from(read), { headers: { 'content-type': type } }).formData()
        : await c.req.formData();
    } catch {
      throw new AppError('badJson');
    }
    for (const [k, v] of form.entries()) input[k] = v;
  }
  return input;
}

/**
 * The endpoint's body size limit. A declared Content-Length is checked before anything is read
 * (hono's bodyLimit). A body without one (chunked, or a bare POST with none) is read here up to
 * the limit and kept for readInput: hono's own stream wrapper builds a global Request from the
 * node server's lightweight one, which throws (it made a bare POST a 500).
 */
function limitBody(maxSize: number) {
  const declared = bodyLimit({
    maxSize,
    onError: (c) => fail(c as Context<Vars>, new AppError('tooLarge', {}, 413)),
  });
  return async (c: Context<Vars, string>, next: () => Promise<void>) => {
    if (c.req.header('content-length') !== undefined) return declared(c, next);
    const stream = c.req.raw.body;
    if (stream) {
      const body = await readAtMost(stream, maxSize);
      if (!body) return fail(c, new AppError('tooLarge', {}, 413));
      c.set('body', body);
    }
    await next();
  };
}

/** An idempotent call's answer, first time or again (`Idempotent-Replayed: true`). */
function replay(c: Context<Vars>, answer: StoredAnswer, again = true) {
  if (again) c.header('Idempotent-Replayed', 'true');
  if (!answer.ok) return fail(c, new AppError(answer.error, answer.values, 200, answer.code));
  const msg = answer.msg ? translate(c.get('lang'), answer.msg) : '';
  return envelope(c, CODE_OK, msg, answer.data);
}

function clientIp(c: Context): string {
  // server.ts overwrites x-client-ip with the socket's address; the in-process BFF forwards the
  // browser's. Anything else a client sends under that name never reaches here.
  return c.req.header('x-client-ip') ?? '';
}

/**
 * The endpoint's declarative budgets (RateLimitRule; the limits live in lib/rate-limit/rules.ts).
 * `before` the handler: a `call` rule uses a point, a `success` rule is only checked. `after` it
 * succeeded: each `success` rule uses its point. An empty budget throws 429 `rateLimited`.
 */
async function spendBudgets(ep: Endpoint, ctx: Ctx<unknown, Auth>, phase: 'before' | 'after') {
  for (const rule of ep.rateLimit ?? []) {
    if (rule.when && !rule.when(ctx)) continue;
    const key = rateLimitKey(rule, ctx);
    if ((rule.counts ?? 'call') === 'call') {
      if (phase === 'before') await hit(rule.limit, key);
    } else if (phase === 'before') {
      await check(rule.limit, key);
    } else {
      await hit(rule.limit, key);
    }
  }
}

function mount(app: Hono<Vars>, ep: Endpoint) {
  const path = '/' + ep.path.replace(/^\/+/, '').toLowerCase();
  const limit = ep.rawBody
    ? async (_c: Context<Vars, string>, next: () => Promise<void>) => next()
    : limitBody(ep.bodyLimit ?? DEFAULT_BODY_LIMIT);
  const handler = async (c: Context<Vars>) => {
    const lang = c.get('lang');
    const raw = await readInput(c, Boolean(ep.rawBody));
    const token = c.req.header('token') || null;
    const user = ep.auth === 'none' ? null : await authenticate(token);
    // The e2e test's simulated outage of one user's calls (lib/api/simulated-outage.ts; the
    // triggers themselves take no user).
    if (user && inSimulatedOutage(user.id)) throw serviceUnavailable();
    if (needsUser(ep.auth)) {
      if (!user) throw new AppError('notLoggedIn');
      if (!hasRole(ep.auth, user)) throw new AppError('forbidden');
    }
    // No text field of any endpoint takes control characters (lib/api/validation.ts).
    const dirty = controlCharField(raw);
    if (dirty !== null) {
      const data: FailureData = { error: 'invalidField', field: dirty };
      return envelope(c, CODE_FAIL, controlCharMessage(lang, dirty), data);
    }
    // reportInput lets the message tell a missing value ("required") from a wrong one.
    const parsed = ep.input.safeParse(raw, { reportInput: true });
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? '');
      const data: FailureData = { error: 'invalidField', field };
      return envelope(c, CODE_FAIL, issueMessage(lang, parsed.error), data);
    }
    const idempotencyKey = ep.idempotent ? keyFrom(c.req.raw.headers) : null;
    const ctx = {
      input: parsed.data,
      lang,
      ip: clientIp(c),
      user,
      token,
      headers: c.req.raw.headers,
      c,
      idempotencyKey,
    };
    if (idempotencyKey && user) {
      const claimed = await claim(
        user.id,
        idempotencyKey,
        ep.path,
        requestHash(ep.path, parsed.data),
      );
      if (!claimed.fresh) return replay(c, claimed.answer);
      let answer: StoredAnswer;
      try {
        await spendBudgets(ep, ctx, 'before');
        const result = await ep.handler(ctx);
        await spendBudgets(ep, ctx, 'after');
        answer = { ok: true, msg: result?.msg, data: result?.data ?? null };
      } catch (e) {
        // A refusal of the request itself is its answer; a limit or a crash leaves the key free.
        // With the database down the release keeps trying in the background while the client
        // is told 503.
        if (isAppError(e) && e.status === 200) {
          answer = { ok: false, error: e.key, values: e.values, code: e.code };
          await remember(user.id, idempotencyKey, answer).catch(() =>
            releaseSoon(user.id, idempotencyKey, claimed.held),
          );
        } else {
          await releaseSoon(user.id, idempotencyKey, claimed.held);
        }
        throw e;
      }
      await remember(user.id, idempotencyKey, answer);
      return replay(c, answer, false);
    }
    await spendBudgets(ep, ctx, 'before');
    const result = await ep.handler(ctx);
    await spendBudgets(ep, ctx, 'after');
    const msg = result?.msg ? translate(lang, result.msg) : '';
    return envelope(c, CODE_OK, msg, result?.data ?? null);
  };
  // Every endpoint accepts its spec method and POST (docs/architecture.md "Paths").
  const methods = ep.method === 'GET' ? ['GET', 'POST'] : ['POST'];
  if (ep.loopbackOnly) {
    const onlyHere = async (c: Context<Vars>, next: () => Promise<void>) => {
      if (!isLoopback(clientIp(c))) return fail(c, new AppError('notFound', {}, 404));
      await next();
    };
    app.on(methods, path, onlyHere, limit, handler);
  } else {
    app.on(methods, path, limit, handler);
  }
}

/** When each part's failure was last logged: an outage logs once a minute, not per request. */
const partLogged = new Map<string, number>();

function logPartFailure(part: AppError, err: unknown) {
  const now = Date.now();
  if (now - (partLogged.get(part.key) ?? 0) < 60_000) return;
  partLogged.set(part.key, now);
  const cause = err instanceof Error ? (err.cause ?? err) : err;
  const message = cause instanceof Error ? cause.message : String(cause);
  // The driver's error, not drizzle's wrapper (whose message carries the query and its values).
  log().warn({ part: part.key, cause: message }, 'a part the site needs is failing');
}

export function createApp(endpoints: Endpoint[] = allEndpoints()) {
  const app = new Hono<Vars>({
    // Paths are matched case-insensitively (`api/User/Info` ≡ `api/user/info`), and a trailing
    // slash is ignored.
    getPath: (req: Request) => {
      const url = req.url;
      const start = url.indexOf('/', url.indexOf('://') + 3);
      const q = url.indexOf('?', start);
      const path = (q === -1 ? url.slice(start) : url.slice(start, q)).toLowerCase();
      return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    },
  }).basePath('/api');

  app.use('*', async (c, next) => {
    c.set('lang', requestLang(new URL(c.req.url), c.req.raw.headers));
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.get('/openapi.json', (c) => c.json(openApiDocument(endpoints)));
  for (const ep of endpoints) mount(app, ep);
  // Payment providers' callbacks answer plain text, not the envelope (routes/payment.ts).
  mountPaymentNotify(app);

  app.notFound((c) => fail(c, new AppError('notFound', {}, 404)));
  app.onError((err, c) => {
    if (isAppError(err)) return fail(c, err);
    // The database down or a full disk: a retryable 503 or a 507, never a 500 with the query.
    const part = partFailure(err);
    if (part) {
      logPartFailure(part, err);
      return fail(c, part);
    }
    log().error({ err, path: c.req.path }, 'api error');
    return envelope(
      c,
      CODE_FAIL,
      translate(c.get('lang') ?? 'zh', 'api.errors.internal'),
      { error: 'internal' },
      500,
    );
  });
  return app;
}

export type ApiApp = ReturnType<typeof createApp>;

const g = globalThis as unknown as { __api?: ApiApp };

/** The process-wide API instance (server.ts, the route handler and the in-process BFF). */
export function api(): ApiApp {
  g.__api ??= createApp();
  return g.__api;
}
