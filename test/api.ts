import { createApp, type ApiApp } from '@/lib/api/app';
import type { Envelope } from '@/lib/contract';
import { resetEnvForTests } from '@/lib/env';
import { freshDb } from './db';
import { seedTemplate } from './templates';

export type CallOptions = {
  method?: 'GET' | 'POST';
  params?: Record<string, unknown>;
  token?: string | null;
  lang?: string;
  headers?: Record<string, string>;
  /** A raw body (form data, oversized text …) instead of JSON params. */
  body?: BodyInit;
  ip?: string;
};

export type TestApi = {
  app: ApiApp;
  call: <T = any>(path: string, opts?: CallOptions) => Promise<Envelope<T> & { status: number }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  cleanup: () => Promise<void>;
};

export { SEED_TIMEOUT } from './db';

/**
 * `createTestApp()`: the production Hono app on a fresh database, migrated and seeded (a copy of
 * the run's seeded template). Tests call it in-process with `app.request()`.
 */
export async function createTestApi(
  envOverrides: Record<string, string> = {},
  opts: { matches?: boolean; content?: boolean } = {},
): Promise<TestApi> {
  Object.assign(process.env, { NODE_ENV: 'test', CAPTCHA_DIFFICULTY: '1000', ...envOverrides });
  resetEnvForTests();
  // The match data takes seconds to seed: only the files that read it ask for it.
  const { cleanup } = await freshDb(seedTemplate(opts));
  const app = createApp();
  let n = 0;
  const call: TestApi['call'] = async <T>(path: string, opts: CallOptions = {}) => {
    const method = opts.method ?? (opts.params || opts.body ? 'POST' : 'GET');
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    // Each call gets its own address unless a test pins one, so per-IP limits stay out of the way.
    headers['x-client-ip'] = opts.ip ?? `10.0.${Math.floor(n / 250)}.${(n++ % 250) + 1}`;
    if (opts.token) headers.token = opts.token;
    if (opts.lang) headers.lang = opts.lang;
    let body: BodyInit | undefined = opts.body;
    let url = `/api/${path.replace(/^\/+/, '')}`;
    if (!body && opts.params) {
      if (method === 'GET') {
        url +=
          '?' +
          new URLSearchParams(
            Object.entries(opts.params).map(([k, v]) => [k, String(v)]),
          ).toString();
      } else {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(opts.params);
      }
    }
    const res = await app.request(url, { method, headers, body });
    const json = (await res.json()) as Envelope<T>;
    return { ...json, status: res.status };
  };
  return { app, call, cleanup };
}
