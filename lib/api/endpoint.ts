import 'server-only';
import type { Context } from 'hono';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { AppError } from '@/lib/errors/app-error';
import type { AuthUser } from '@/lib/account/auth';

export type Auth = 'none' | 'optional' | 'required';

export type Ctx<I, A extends Auth> = {
  input: I;
  lang: Locale;
  ip: string;
  user: A extends 'required' ? AuthUser : AuthUser | null;
  token: string | null;
  headers: Headers;
  /** Set a success message (a key under `api.*`) for the envelope's msg. */
  c: Context;
};

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
  /** A GET of the spec that changes state: the BFF forwards it only as a same-origin POST. */
  mutation?: boolean;
  /** Answers HTTP 429 with `retry_after` when a budget is used up (documented in OpenAPI). */
  rateLimited?: boolean;
  /**
   * Test and demo routes: any caller but this machine gets the 404 of an unknown path before its
   * input is read, so nothing (validation messages, body limits) tells that the route exists.
   */
  loopbackOnly?: boolean;
  handler: (ctx: Ctx<unknown, Auth>) => Promise<Result>;
};

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
  mutation?: boolean;
  rateLimited?: boolean;
  loopbackOnly?: boolean;
  handler: (ctx: Ctx<z.infer<S>, A>) => Promise<Result>;
}): Endpoint {
  return {
    ...def,
    auth: def.auth ?? 'none',
    input: def.input ?? emptyInput,
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
