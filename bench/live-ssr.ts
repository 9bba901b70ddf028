/**
 * The live room page's server render (issue 9: "`/live` SSR against the plain-server baseline").
 *
 * `/live?id=<a room on air>` is measured like every HTTP scenario of the bench: under load with
 * 16 keep-alive connections against the plain node:http baseline replaying the very same bytes
 * (req/s, p50, p99 and their ratios), so the ratio reads like those of `main` and `football-ssr`
 * in the same table. The page is not in the page cache's list (server.ts CACHED_PAGES); an
 * invalid session cookie keeps any cache out of the way regardless, so every request is a fresh
 * render.
 *
 * On top, the render cost the Lighthouse bench reports for /football and /main (bench/lighthouse.ts
 * renderCosts): server CPU ms per request over sequential requests, less what the process spends
 * meanwhile on its own (the simulator; its idle rate measured just before and after), and the
 * HTML bytes. It is measured for `/live?id=`, for a fresh `/main` of this tree (the home page, for
 * scale) and for the baseline serving the /live bytes. The baseline revision of the Lighthouse
 * bench (78e3dbc) has no /live page, so no older tree can be compared: the references are the
 * plain server and this tree's own home page.
 */
import { SESSION_COOKIE } from '../lib/bff/session-cookie';
import { liveRoom } from './chat';
import { idleRate, processCpuMs } from './cpu';
import { fetchOnce } from './load';
import { compare, expectHtml, type Context, type Result, type Scenario } from './scenario';

/** Requests before measuring: the first ones compile and optimise the page's code paths. */
const WARM_RENDERS = 10;
/** Sequential requests whose CPU is measured, per page (CPU time is read in 10 ms ticks). */
const RENDERS = 30;

const headers = { cookie: `${SESSION_COOKIE}=bench-not-a-session` };

export type RenderCost = {
  /** Mean CPU ms of the process per request, less its own idle rate. */
  cpuMs: number | null;
  /** Mean wall ms per sequential request (one at a time, nothing else queued). */
  wallMs: number;
  htmlBytes: number;
  /** The process's CPU ms per second while idle (the simulator's ticks). */
  idleMsPerS: number | null;
};

async function renderCost(
  pid: number | undefined,
  url: string,
  n: number = RENDERS,
): Promise<RenderCost> {
  const once = async () => {
    const res = await fetch(url, {
      headers: { ...headers, 'accept-encoding': 'identity' },
      signal: AbortSignal.timeout(60_000),
    });
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
    return (await res.arrayBuffer()).byteLength;
  };
  for (let i = 0; i < WARM_RENDERS; i++) await once();
  const before = await idleRate(pid);
  const cpu0 = processCpuMs(pid);
  const t0 = performance.now();
  let bytes = 0;
  for (let i = 0; i < n; i++) bytes = await once();
  const wall = performance.now() - t0;
  const spent = processCpuMs(pid) - cpu0;
  const after = await idleRate(pid);
  const idle = (before + after) / 2;
  const cpu = Math.max(0, spent - (idle / 1000) * wall) / n;
  const r2 = (v: number) => (Number.isFinite(v) ? Number(v.toFixed(3)) : null);
  return { cpuMs: r2(cpu), wallMs: r2(wall / n)!, htmlBytes: bytes, idleMsPerS: r2(idle) };
}

const ratio = (a: number | null, b: number | null) =>
  a !== null && b !== null && b > 0 ? Number((a / b).toFixed(1)) : null;

export function liveSsrScenario(): Scenario {
  const id = 'live-ssr';
  return {
    id,
    title: 'GET /live?id= (room page, fresh render)',
    run: async (ctx: Context): Promise<Result> => {
      const room = await liveRoom(ctx.siteUrl);
      const path = `/live?id=${room.id}`;
      const title = `GET ${path} (room page, fresh render)`;
      const site = { url: ctx.siteUrl + path, method: 'GET' as const, headers };
      const first = await fetchOnce(site);
      const contentType = String(first.headers['content-type'] ?? 'application/octet-stream');
      const problem = expectHtml(first.status, contentType);
      if (problem) return { id, title, skipped: `the site ${problem}` };
      const html = first.body.toString('utf8');
      // The room's own title server-rendered, not a shell filled in by the browser.
      const hasRoom = html.includes(room.title.replace(/&/g, '&amp;').replace(/</g, '&lt;'));
      if (!hasRoom) ctx.log(`live-ssr: the room's title "${room.title}" is not in the HTML`);

      const baselinePath = `/${id}`;
      await ctx.baseline.route(baselinePath, {
        status: first.status,
        contentType,
        body: first.body,
      });
      const base = { url: ctx.baseline.url + baselinePath, method: 'GET' as const, headers };
      const load = await compare(ctx, site, base);

      let render: Record<string, unknown> = {
        skipped: 'the site was not started by the bench (BENCH_URL): its CPU cannot be read',
      };
      if (ctx.sitePid !== undefined) {
        const live = await renderCost(ctx.sitePid, ctx.siteUrl + path);
        const main = await renderCost(ctx.sitePid, `${ctx.siteUrl}/main`);
        // The plain server spends well under a ms per request: enough of them to span many
        // of the kernel's CPU-time ticks (10 ms).
        const plain = await renderCost(ctx.baseline.pid, ctx.baseline.url + baselinePath, 1000);
        ctx.log(
          `live-ssr: ${path} ${live.cpuMs} ms CPU, ${(live.htmlBytes / 1024).toFixed(1)} KB; ` +
            `/main ${main.cpuMs} ms; baseline ${plain.cpuMs} ms per request`,
        );
        render = {
          live,
          main,
          baseline: plain,
          liveOverBaseline: ratio(live.cpuMs, plain.cpuMs),
          liveOverMain: ratio(live.cpuMs, main.cpuMs),
        };
      }
      return {
        id,
        title,
        response: { status: first.status, contentType, bytes: first.body.length },
        ...load,
        extra: { kind: 'render', room, path, roomTitleRendered: hasRoom, render },
      };
    },
  };
}
