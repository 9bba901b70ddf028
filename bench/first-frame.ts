/**
 * First video frame (issue 24 "Speed"): milliseconds from navigation start to the first video
 * frame presented, for a guest opening a live room (`/live?id=`) in Chromium, against a plain page
 * that plays the very same signed HLS playlist with hls.js alone (its light build, default
 * settings), served by the bench's baseline server in the same run.
 *
 * Each navigation runs in a fresh browser context (an empty cache, as a new visitor has), site
 * and baseline taking turns, `BENCH_FIRST_FRAME_RUNS` times (default 3) for each of three rooms on
 * air. The frame is the first `requestVideoFrameCallback` of the page's video element: its
 * `presentationTime`, which counts from the navigation's start like every page timestamp. Along
 * with it: when the playlist was requested and when the first segment had arrived (resource
 * timing), to show where the time goes.
 *
 * Chromium runs with Fontations off, as Lighthouse does here (bench/lighthouse.ts hostChromeFlags,
 * docs/decisions/016-lighthouse-on-this-machine.md): that backend holds a fresh renderer's first
 * paint, and so any video frame, for ~1.15 s on pages with CJK text on this machine only.
 * LIGHTHOUSE_FONTATIONS=1 keeps it on.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import type { Envelope } from '../lib/contract';
import type { Context, Result, Scenario } from './scenario';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_FIRST_FRAME_RUNS) || 3);
const ROOMS = 3;
/** A navigation whose video shows nothing within this long counts as a failure. */
const FRAME_TIMEOUT_MS = 20_000;

/** The in-page probe: the first presented frame of any video element, from navigation start. */
const PROBE = `(() => {
  const probe = (window.__firstFrame = { frame: null, playing: null });
  const seen = new WeakSet();
  const watch = (v) => {
    if (seen.has(v)) return;
    seen.add(v);
    if (typeof v.requestVideoFrameCallback === 'function')
      v.requestVideoFrameCallback((now, meta) => {
        if (probe.frame === null) probe.frame = meta.presentationTime || now;
      });
    v.addEventListener('playing', () => {
      if (probe.playing === null) probe.playing = performance.now();
    });
  };
  new MutationObserver(() => document.querySelectorAll('video').forEach(watch)).observe(document, {
    childList: true,
    subtree: true,
  });
})();`;

/** What the probe found, with the playlist's and the first segment's resource timing. */
const READ = `(() => {
  const probe = window.__firstFrame;
  const resources = performance.getEntriesByType('resource');
  const playlist = resources.find((e) => /\\.m3u8(\\?|$)/.test(e.name));
  const segment = resources.find((e) => /\\/\\d+\\.ts(\\?|$)/.test(e.name));
  const r = (n) => (n == null ? null : Math.round(n));
  return {
    frameMs: Math.round(probe.frame),
    playingMs: r(probe.playing),
    playlistStartMs: r(playlist && playlist.startTime),
    segmentEndMs: r(segment && segment.responseEnd),
  };
})()`;

export type FrameSample = {
  /** ms from navigation start to the first presented video frame. */
  frameMs: number;
  /** ms to the video's first `playing` event. */
  playingMs: number | null;
  /** ms to the start of the playlist request, and to the end of the first segment's response. */
  playlistStartMs: number | null;
  segmentEndMs: number | null;
};

type Room = { id: number; title: string; hls: string };

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const body = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (res.status !== 200 || !body || body.code !== 0)
    throw new Error(`GET ${url} answered HTTP ${res.status} code ${body?.code}`);
  return body.data;
}

/** Up to three rooms on air with their signed HLS addresses (absolute). */
async function liveRooms(siteUrl: string): Promise<Room[]> {
  const list = await getJson<{ list: { id: number; title: string }[] }>(
    `${siteUrl}/api/live_streaming/getLiveList2?type=0&limit=${ROOMS}`,
  );
  const rooms: Room[] = [];
  for (const r of list.list.slice(0, ROOMS)) {
    const info = await getJson<{ streams: { hls: string } | null }>(
      `${siteUrl}/api/Live_streaming/getRoomInfo?id=${r.id}`,
    );
    if (info.streams?.hls)
      rooms.push({ id: r.id, title: r.title, hls: new URL(info.streams.hls, siteUrl).toString() });
  }
  return rooms;
}

/** The plain page: one video element and hls.js (light build), nothing else. */
export function baselinePage(hlsSrc: string, scriptPath: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>hls.js</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;background:#000">
<video id="v" muted autoplay playsinline style="width:100%;aspect-ratio:16/9"></video>
<script src="${scriptPath}"></script>
<script>
var v = document.getElementById('v');
var hls = new Hls();
hls.loadSource(${JSON.stringify(hlsSrc)});
hls.attachMedia(v);
v.play().catch(function () {});
</script></body></html>`;
}

export async function measure(browser: Browser, url: string): Promise<FrameSample> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(PROBE);
    await page.goto(url, { waitUntil: 'commit' });
    // A function (a string predicate is eval'd, which the site's CSP forbids), without inner
    // named functions (tsx would add its `__name` helper, which the page lacks).
    await page.waitForFunction(
      () => (window as { __firstFrame?: { frame: number | null } }).__firstFrame?.frame,
      undefined,
      { timeout: FRAME_TIMEOUT_MS, polling: 50 },
    );
    // A string: the bench runs under tsx, whose helpers (`__name`) the page lacks.
    return await page.evaluate<FrameSample>(READ);
  } finally {
    await context.close();
  }
}

const median = (xs: number[]): number | null => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : Math.round((s[m - 1] + s[m]) / 2);
};

type Side = { samples: FrameSample[]; failures: string[] };

function summary(side: Side) {
  const pick = (f: (s: FrameSample) => number | null) =>
    median(side.samples.map(f).filter((n): n is number => n !== null));
  return {
    runs: side.samples.length,
    failures: side.failures.length,
    frameMs: pick((s) => s.frameMs),
    maxFrameMs: side.samples.length ? Math.max(...side.samples.map((s) => s.frameMs)) : null,
    playingMs: pick((s) => s.playingMs),
    playlistStartMs: pick((s) => s.playlistStartMs),
    segmentEndMs: pick((s) => s.segmentEndMs),
  };
}

export type FrameExtra = {
  kind: 'frame';
  runs: number;
  rooms: {
    id: number;
    title: string;
    site: ReturnType<typeof summary>;
    baseline: ReturnType<typeof summary>;
  }[];
  site: ReturnType<typeof summary>;
  baseline: ReturnType<typeof summary>;
  /** Median site ÷ median baseline. */
  ratio: number | null;
  budgetMs: number;
  loadAverage: number[];
};

/** The report's lines for the first-frame scenario. */
export function frameLines(x: FrameExtra): string[] {
  const ms = (n: number | null) => (n === null ? '–' : `${n} ms`);
  const line = (label: string, s: ReturnType<typeof summary>) =>
    `${label.padEnd(34)}first frame ${ms(s.frameMs).padStart(8)} (max ${ms(s.maxFrameMs)})` +
    `  playlist asked ${ms(s.playlistStartMs)}, segment in ${ms(s.segmentEndMs)}` +
    (s.failures ? `, ${s.failures} failed` : '');
  const out: string[] = [];
  for (const r of x.rooms) {
    out.push(line(`room ${r.id} site`, r.site));
    out.push(line(`room ${r.id} baseline (hls.js alone)`, r.baseline));
  }
  out.push(line(`all rooms site`, x.site));
  out.push(line(`all rooms baseline`, x.baseline));
  out.push(
    `ratio site ÷ baseline ×${x.ratio ?? '–'}; budget ≤ ${x.budgetMs} ms: ` +
      `${x.site.frameMs !== null && x.site.frameMs <= x.budgetMs ? 'met' : 'NOT met'}` +
      ` (median of ${x.runs} runs per room; load average ${x.loadAverage.join(' ')})`,
  );
  return out;
}

export function firstFrameScenario(): Scenario {
  const id = 'first-frame';
  const title = 'First video frame of a live room (Chromium)';
  return {
    id,
    title,
    run: async (ctx: Context): Promise<Result> => {
      if (!fs.existsSync(CHROME)) return { id, title, skipped: `no browser at ${CHROME}` };
      const rooms = await liveRooms(ctx.siteUrl);
      if (rooms.length === 0) return { id, title, skipped: 'no room on air' };
      const script = fs.readFileSync(
        createRequire(import.meta.url).resolve('hls.js/dist/hls.light.min.js'),
      );
      const scriptPath = '/first-frame/hls.light.min.js';
      await ctx.baseline.route(scriptPath, {
        status: 200,
        contentType: 'text/javascript',
        body: script,
      });
      const args = ['--autoplay-policy=no-user-gesture-required'];
      if (process.env.LIGHTHOUSE_FONTATIONS !== '1')
        args.push('--disable-features=FontationsLinuxSystemFonts');
      const browser = await chromium.launch({ executablePath: CHROME, args });
      const all = {
        site: { samples: [], failures: [] } as Side,
        base: { samples: [], failures: [] } as Side,
      };
      const perRoom: FrameExtra['rooms'] = [];
      try {
        for (const room of rooms) {
          const pagePath = `/first-frame/${room.id}`;
          await ctx.baseline.route(pagePath, {
            status: 200,
            contentType: 'text/html; charset=utf-8',
            body: Buffer.from(baselinePage(room.hls, scriptPath)),
          });
          const targets = {
            site: `${ctx.siteUrl}/live?id=${room.id}`,
            base: `${ctx.baseline.url}${pagePath}`,
          };
          const sides = {
            site: { samples: [], failures: [] } as Side,
            base: { samples: [], failures: [] } as Side,
          };
          // One unmeasured navigation each: the site compiles its render paths, the browser warms up.
          for (const url of Object.values(targets)) await measure(browser, url).catch(() => null);
          for (let i = 0; i < RUNS; i++) {
            // ABBA: a drift in the machine's load weighs on both alike.
            const order = i % 2 ? (['base', 'site'] as const) : (['site', 'base'] as const);
            for (const which of order) {
              try {
                const s = await measure(browser, targets[which]);
                sides[which].samples.push(s);
                all[which].samples.push(s);
              } catch (err) {
                const msg = err instanceof Error ? err.message.split('\n')[0] : String(err);
                sides[which].failures.push(msg);
                all[which].failures.push(msg);
              }
            }
          }
          const r = {
            id: room.id,
            title: room.title,
            site: summary(sides.site),
            baseline: summary(sides.base),
          };
          ctx.log(
            `first-frame: room ${room.id} site ${r.site.frameMs} ms, baseline ${r.baseline.frameMs} ms`,
          );
          perRoom.push(r);
        }
      } finally {
        await browser.close();
      }
      const site = summary(all.site);
      const baseline = summary(all.base);
      const extra: FrameExtra = {
        kind: 'frame',
        runs: RUNS,
        rooms: perRoom,
        site,
        baseline,
        ratio:
          site.frameMs !== null && baseline.frameMs
            ? Number((site.frameMs / baseline.frameMs).toFixed(2))
            : null,
        budgetMs: 1000,
        loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
      };
      return { id, title, extra };
    },
  };
}
