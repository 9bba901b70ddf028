import zlib from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 8 §3: what the busiest public pages make a phone download and run before anyone touches
 * them. Byte counts, not timings: deterministic on any machine (the timings are the bench's job,
 * `npm run bench -- --lighthouse`). The libraries below are fetched when first wanted (a panel, a
 * dialog, a toast) or belong to the server and the member forms; a static import that drags one
 * back into a first load fails here.
 */

/** gzip bytes of the scripts a modern browser runs on first load (noModule polyfills excluded). */
const BUDGET_GZ = 215_000;

/** A string each library's code carries, whatever the minifier does to names. */
const NOT_IN_FIRST_LOAD = {
  zod: 'Unexpected value in exhaustive check',
  'Radix primitives': 'DismissableLayer',
  sonner: 'data-sonner-toaster',
  'the login form': 'altcha-widget',
};

async function firstLoadScripts(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const srcs = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/\bnoModule\b/i.test(attrs))
    .map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1])
    .filter((src): src is string => !!src);
  const scripts: { src: string; body: string; gz: number }[] = [];
  for (const src of new Set(srcs)) {
    const r = await request.get(src);
    expect(r.status(), src).toBe(200);
    const buf = await r.body();
    scripts.push({ src, body: buf.toString('utf8'), gz: zlib.gzipSync(buf).length });
  }
  return { html, scripts };
}

test('/football, /main and the match centre load no more than their budget of JavaScript', async ({
  request,
}) => {
  const football = await firstLoadScripts(request, '/football');
  const id = /data-match-id="(\d+)"/.exec(football.html)?.[1];
  expect(id, 'a match on /football').toBeTruthy();
  const pages = {
    '/football': football,
    '/main': await firstLoadScripts(request, '/main'),
    [`/score-detail?id=${id}`]: await firstLoadScripts(request, `/score-detail?id=${id}`),
  };
  for (const [path, { scripts }] of Object.entries(pages)) {
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const [lib, marker] of Object.entries(NOT_IN_FIRST_LOAD)) {
      const carriers = scripts.filter((s) => s.body.includes(marker)).map((s) => s.src);
      expect(carriers, `${lib} in the first load of ${path}`).toEqual([]);
    }
    const total = scripts.reduce((n, s) => n + s.gz, 0);
    expect(total, `gzip bytes of JavaScript on ${path}`).toBeLessThanOrEqual(BUDGET_GZ);
  }
});
