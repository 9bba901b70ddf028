import 'server-only';
import type { Context } from 'hono';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { AppError } from '@/lib/errors/app-error';
import type { AuthUser } from '@/lib/account/auth';
import type { Limit } from '@/lib/rate-limit';

/**
 * Who may call an endpoint: anyone (`none`, no user is looked up), anyone with the user when a
 * token is valid (`optional`), a logged-in user (`required`), a logged-in anchor (`anchor`,
 * docs/product.md §6 is_anchor), a site administrator (`admin`), or one of the console's narrower
 * roles (`moderator`, `editor`; an administrator holds them too, docs/product.md §6 "Operators").
 * A missing or invalid token answers code 700 `notLoggedIn`, a user without the role code 1
 * `forbidden`, before the input is read. The console's domain functions check the role again
 * (lib/admin/roles.ts `requireRole`).
 */
export type Auth = 'none' | 'optional' | 'required' | 'anchor' | 'admin' | 'moderator' | 'editor';

/** The levels that need a logged-in user. */
export type LoggedIn = 'required' | 'anchor' | 'admin' | 'moderator' | 'editor';

export function needsUser(auth: Auth): auth is LoggedIn {
  return auth !== 'none' && auth !== 'optional';
}

/** The console's roles: endpoints that only staff may call. */
export function isStaffAuth(auth: Auth): auth is 'admin' | 'moderator' | 'editor' {
  return auth === 'admin' || auth === 'moderator' || auth === 'editor';
}

/** Whether `user` holds the role `auth` asks for (the login itself is checked first). */
export function hasRole(
  auth: Auth,
  user: Pick<AuthUser, 'isAnchor' | 'isAdmin' | 'staffRoles'>,
): boolean {
  if (auth === 'anchor') return user.isAnchor !== 0;
  if (auth === 'admin') return user.isAdmin;
  if (auth === 'moderator' || auth === 'editor')
    return user.isAdmin || user.staffRoles.includes(auth);
  return true;
}

export type Ctx<I, A extends Auth> = {
  input: I;
  lang: Locale;
  ip: string;
  user: A extends LoggedIn ? AuthUser : AuthUser | null;
  token: string | null;
  headers: Headers;
  /** Set a success message (a key under `api.*`) for the envelope's msg. */
  c: Context;
  /** The call's `Idempotency-Key` on an idempotent endpoint (scope it by user for the ledger). */
  idempotencyKey: string | null;
};

/**
 * A declarative budget: each accepted call (valid input, permitted caller) uses one point of
 * `limit` under the caller's key before the handler runs; an empty budget answers HTTP 429
 * `rateLimited` with `retry_after`. `by`: the client's IP, the user (the IP for a guest), or a key
 * taken from the call (e.g. a room and a user). The limits themselves live in
 * lib/rate-limit/rules.ts (docs/architecture.md).
 */
export type RateLimitRule<I = unknown, A extends Auth = Auth> = {
  limit: Limit;
  by: 'ip' | 'user' | ((ctx: Ctx<I, A>) => string);
  /** The rule applies only to calls it answers true for (e.g. one budget per upload purpose). */
  when?: (ctx: Ctx<I, A>) => boolean;
  /**
   * `call` (the default): every accepted call uses a point before the handler runs. `success`:
   * an empty budget still refuses the call before the handler runs, but only a call whose
   * handler succeeds uses a point (a refused draft does not count).
   */
  counts?: 'call' | 'success';
};

/** The key a rule counts a call under. */
export function rateLimitKey<I, A extends Auth>(rule: RateLimitRule<I, A>, ctx: Ctx<I, A>): string {
  if (typeof rule.by === 'function') return `k:${rule.by(ctx)}`;
  if (rule.by === 'user' && ctx.user) return `u:${ctx.user.id}`;
  return `ip:${ctx.ip}`;
}

/** What a handler may return: plain data, or data with a success message key. */
export type Result = { data: unknown; msg?: string } | undefined;

export type Endpoint = {
  method: 'GET' | 'POST';
  /** Path below /api as the spec spells it, e.g. `user/getCode`. Matched case-insensitively. */
  path: string;
  summary: string;
  tag: string;
  auth: Auth;
  input: z.ZodType;
  output?: z.ZodType;
  /** Max body size in bytes (default 64 KiB). */
  bodyLimit?: number;
  /**
   * The body is a file the handler streams itself from `c.req.raw.body` (e.g. a video): the API
   * layer neither reads, buffers nor limits it, the input comes from the query string alone, and
   * the handler enforces its own cap while reading (`bodyLimit` then only documents it).
   */
  rawBody?: RawBody;
  /** A GET of the spec that changes state: the BFF forwards it only as a same-origin POST. */
  mutation?: boolean;
  /**
   * Answers HTTP 429 with `retry_after` when a budget is used up (documented in OpenAPI): set by
   * endpoints whose domain keeps its own budgets (per number, per failed try), implied by
   * `rateLimit`.
   */
  rateLimited?: boolean;
  /** Budgets checked by the API layer itself (see RateLimitRule). */
  rateLimit?: RateLimitRule[];
  /**
   * Test and demo routes: any caller but this machine gets the 404 of an unknown path before its
   * input is read, so nothing (validation messages, body limits) tells that the route exists.
   */
  loopbackOnly?: boolean;
  /**
   * Moves money (docs/architecture.md "Money"): the call must carry an `Idempotency-Key` header; a retry
   * with the same key and request answers the first answer without running the handler again,
   * the same key with a different request is refused (lib/api/idempotency.ts). Needs a user.
   */
  idempotent?: boolean;
  handler: (ctx: Ctx<unknown, Auth>) => Promise<Result>;
};

/** How a streamed upload body is documented (OpenAPI requestBody). */
export type RawBody = { contentTypes: string[]; description: string };

/** An endpoint's body limit unless it sets its own `bodyLimit`. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export const emptyInput = z.object({}).passthrough();

/** Defines an endpoint; the handler's input is typed from the schema. */
export function endpoint<S extends z.ZodType, A extends Auth = 'none'>(def: {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  tag: string;
  auth?: A;
  input?: S;
  output?: z.ZodType;
  bodyLimit?: number;
  rawBody?: RawBody;
  mutation?: boolean;
  rateLimited?: boolean;
  rateLimit?: RateLimitRule<z.infer<S>, A>[];
  loopbackOnly?: boolean;
  idempotent?: boolean;
  handler: (ctx: Ctx<z.infer<S>, A>) => Promise<Result>;
}): Endpoint {
  if (def.idempotent && !needsUser(def.auth ?? 'none')) {
    throw new Error(`${def.path}: an idempotent endpoint needs a logged-in user`);
  }
  return {
    ...def,
    auth: def.auth ?? 'none',
    input: def.input ?? emptyInput,
    rateLimited: def.rateLimited || Boolean(def.rateLimit?.length),
    rateLimit: def.rateLimit as RateLimitRule[] | undefined,
    handler: def.handler as Endpoint['handler'],
  };
}

/** Shorthand for a handler result. */
export function ok(data: unknown = null, msg?: string): Result {
  return { data, msg };
}

export function requireUser(user: AuthUser | null): AuthUser {
  if (!user) throw new AppError('notLoggedIn');
  return user;
}
