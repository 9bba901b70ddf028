/**
 * `npm run bench -- --lighthouse [--baseline=REV] [--runs=N] [--renders=N]`: Lighthouse (mobile
 * emulation, performance + accessibility) and the server's render cost, for this tree and a
 * baseline git revision side by side, measured in the same run on the same machine.
 *
 * Each tree is built into its own dist dir (.next-bench) and started as the bench starts the site
 * (bench/site-server.ts: fresh embedded database, demo data, a busy day of 300 football matches).
 * The baseline is checked out with `git worktree add` into a temporary directory whose
 * node_modules is a hard-linked copy of this one; the checkout and its build are kept there for the
 * next run (--clean removes them first).
 *
 * Pages: /main, /football and the match centre of a match that is live (/score-detail?id=…).
 * With --at=HH:MM (UTC; several, comma-separated) the sites run the demo's own data instead, with
 * their clock (and the browser's) set to that hour of today (scripts/demo-clock.ts, DEMO_CLOCK),
 * one fresh pair of sites per hour, and the pages are /main, /football, /anchor and a live room:
 * the demo as a visitor finds it at that hour, live matches and all.
 * Render cost: CPU ms the server process spends on one fresh render (a session cookie keeps the
 * one-second page cache out of the way) and the HTML bytes of that render, for /football and /main,
 * after 10 unmeasured renders, with the trees taking turns in 5 rounds.
 * The machine is small and shared: quote the ratios, and use --runs to take medians.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Lighthouse's own dependency: a page whose clock is shifted (--at) is a Puppeteer page.
import puppeteer, { type Browser } from 'puppeteer-core';
import { buildIfNeeded } from '../scripts/build-if-needed';
import { SESSION_COOKIE } from '../lib/bff/session-cookie';
import { demoClockInstant } from '../scripts/demo-clock';
import { startSite, type Site } from './processes';

/** Where the baseline is built, in its own checkout. */
const BASELINE_DIST_DIR = '.next-bench';
/** Where this tree is built: NEXT_DIST_DIR picks another (one per person on a shared tree). */
const DIST_DIR = process.env.NEXT_DIST_DIR || BASELINE_DIST_DIR;
const DEMO_CLOCK_MODULE = path.join(import.meta.dirname, '..', 'scripts', 'demo-clock.ts');
const RESULTS = path.join(import.meta.dirname, 'lighthouse-results.json');
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Chromium 156 on Linux reads system fonts through Fontations, its Rust font backend. On this
 * machine (Noto CJK installed, no desktop session) that holds a fresh renderer's first paint for a
 * fixed ~1.15 s after navigation on pages with CJK text and a stylesheet, whatever their code: a
 * static copy of /downLoad with every script removed paints at 1.25 s, the same copy with
 * FreeType (Fontations off) at 0.3 s. Lighthouse's simulation then counts all the JavaScript that
 * ran during that wait as on the path to the first paint. The phone Lighthouse emulates does not
 * use that backend, so it is switched off; LIGHTHOUSE_FONTATIONS=1 measures with it
 * (docs/decisions/016-lighthouse-on-this-machine.md).
 */
export function hostChromeFlags(env: NodeJS.ProcessEnv = process.env): string[] {
  const flags = ['--headless=new', '--no-sandbox', '--disable-gpu'];
  if (env.LIGHTHOUSE_FONTATIONS !== '1')
    flags.push('--disable-features=FontationsLinuxSystemFonts');
  return flags;
}

function browserVersion(): string {
  const r = spawnSync(CHROME, ['--version'], { encoding: 'utf8' });
  return (r.stdout || '').trim() || 'unknown';
}

export const LIGHTHOUSE_USAGE = `npm run bench -- --lighthouse [--baseline=REV|none] [--runs=N] [--renders=N] [--at=HH:MM,…] [--pages=…] [--clean]

  --baseline=REV  the git revision to compare with (default 78e3dbc); none: this tree only
  --runs=N        Lighthouse runs per page and tree; the median is reported (default 1)
  --renders=N     fresh renders per page for the render cost (default 30; 0: none)
  --at=HH:MM,…    the demo's own data at these times of today (UTC, or ISO instants), clocks set
                  there (DEMO_CLOCK), pages /main, /football, /anchor and a live room; no render cost
  --pages=P,…     only these pages (as the report names them: /main,/football,/anchor,live room,…)
  --clean         remove the baseline's cached checkout and build first
  --no-build      measure this tree's build as it is, even if the sources changed since
  NEXT_DIST_DIR   where this tree is built (default .next-bench; the baseline's is .next-bench)
  CHROME_PATH     the browser (default /usr/bin/chromium)
  LIGHTHOUSE_FONTATIONS=1  keep Chromium's Fontations font backend on (see hostChromeFlags)
  LIGHTHOUSE_TZ   the browser's time zone (default Asia/Shanghai, the zh pages' own)
  LIGHTHOUSE_REPORTS=DIR   also write every run's full Lighthouse result (JSON) into DIR`;

const log = (line: string) => console.log(`[lighthouse] ${line}`);

type Options = {
  baseline: string | null;
  runs: number;
  renders: number;
  clean: boolean;
  /** DEMO_CLOCK values (HH:MM UTC or ISO instants): the demo's own data at those times. */
  at: string[];
  /** Only these pages (empty: all of the mode's). */
  pages: string[];
  /** Measure the existing build of this tree (others may be editing it). */
  noBuild: boolean;
};

export function parseLighthouseOptions(argv: string[]): Options {
  const opts: Options = {
    baseline: '78e3dbc',
    runs: 1,
    renders: 30,
    clean: false,
    at: [],
    pages: [],
    noBuild: false,
  };
  for (const arg of argv) {
    if (arg === '--lighthouse') continue;
    if (arg === '--clean') opts.clean = true;
    else if (arg === '--no-build') opts.noBuild = true;
    else if (arg.startsWith('--baseline='))
      opts.baseline = arg.slice(11) === 'none' ? null : arg.slice(11);
    else if (arg.startsWith('--runs=')) opts.runs = atLeast('runs', arg.slice(7), 1);
    else if (arg.startsWith('--renders=')) opts.renders = atLeast('renders', arg.slice(10), 0);
    else if (arg.startsWith('--at=')) {
      opts.at = arg.slice(5).split(',').filter(Boolean);
      for (const at of opts.at) demoClockInstant(at);
    } else if (arg.startsWith('--pages=')) opts.pages = arg.slice(8).split(',').filter(Boolean);
    else throw new Error(`unknown option ${arg}\n\n${LIGHTHOUSE_USAGE}`);
  }
  return opts;
}

function atLeast(name: string, raw: string, min: number): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer ≥ ${min}`);
  return n;
}

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (status ${r.status})`);
}

/** A checkout of `rev` beside this tree, with hard-linked node_modules and its own build. */
function prepareBaseline(rev: string, clean: boolean): string {
  const root = process.cwd();
  const sha = spawnSync('git', ['rev-parse', '--short', `${rev}^{commit}`], { cwd: root })
    .stdout.toString()
    .trim();
  if (!sha) throw new Error(`unknown revision ${rev}`);
  const dir = path.join(os.tmpdir(), `sportlive-lighthouse-${sha}`);
  if (clean && fs.existsSync(dir)) {
    log(`removing ${dir}`);
    run('git', ['worktree', 'remove', '--force', dir], root);
  }
  if (!fs.existsSync(path.join(dir, 'package.json'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    run('git', ['worktree', 'prune'], root);
    log(`checking out ${sha} into ${dir}`);
    run('git', ['worktree', 'add', '--detach', dir, sha], root);
    run('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')], root);
  }
  if (!fs.existsSync(path.join(dir, BASELINE_DIST_DIR, 'BUILD_ID'))) {
    log(`building ${sha} into ${path.join(dir, BASELINE_DIST_DIR)} (a few minutes)…`);
    run('npx', ['next', 'build'], dir, {
      ...process.env,
      NEXT_DIST_DIR: BASELINE_DIST_DIR,
      NODE_ENV: 'production',
    });
  }
  return dir;
}

/** CPU time (user + system) of a process so far, in ms, from /proc. */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at ")".
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const hz = Number(spawnSync('getconf', ['CLK_TCK']).stdout.toString().trim()) || 100;
  return (ticks * 1000) / hz;
}

export type RenderCost = { cpuMs: number; htmlBytes: number; backgroundMsPerS: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The server's own CPU while idle (the match simulator ticks), in CPU ms per wall ms. */
async function backgroundRate(pid: number, ms = 2000): Promise<number> {
  const cpu = cpuMs(pid);
  const t = performance.now();
  await sleep(ms);
  return (cpuMs(pid) - cpu) / (performance.now() - t);
}

/** Fresh (uncached) renders of one page on one site: a session cookie skips the page cache. */
function renderer(site: Site, pagePath: string) {
  const url = `${site.url.replace('localhost', '127.0.0.1')}${pagePath}`;
  const headers = {
    cookie: `${SESSION_COOKIE}=bench-not-a-session`,
    'accept-encoding': 'identity',
  };
  return async () => {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
    if (res.status !== 200) throw new Error(`${pagePath}: HTTP ${res.status}`);
    return (await res.arrayBuffer()).byteLength;
  };
}

/** Renders before measuring: the first ones compile and optimise the page's code paths. */
const WARM_RENDERS = 10;
/** The measured renders of each tree are split into rounds that alternate between the trees. */
const ROUNDS = 5;

/**
 * Mean server CPU ms and HTML bytes of a fresh render of `pagePath` on every site: each process's
 * CPU over `n` sequential renders, less what it spends meanwhile on its own (its rate measured
 * idle just before and after). The sites take turns in rounds, so a change in the machine's load
 * during the measurement weighs on every tree alike.
 */
async function renderCosts(sites: Site[], pagePath: string, n: number): Promise<RenderCost[]> {
  const renders = sites.map((site) => renderer(site, pagePath));
  const pids = sites.map((site) => {
    if (site.child.pid === undefined) throw new Error('a site has no pid');
    return site.child.pid;
  });
  for (const render of renders) for (let i = 0; i < WARM_RENDERS; i++) await render();
  const idleBefore = await Promise.all(pids.map((pid) => backgroundRate(pid)));
  const acc = sites.map(() => ({ spent: 0, wall: 0, done: 0, bytes: 0 }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, render] of renders.entries()) {
      const count = Math.ceil((n * (round + 1)) / ROUNDS) - Math.ceil((n * round) / ROUNDS);
      const before = cpuMs(pids[i]);
      const t = performance.now();
      for (let k = 0; k < count; k++) acc[i].bytes = await render();
      acc[i].spent += cpuMs(pids[i]) - before;
      acc[i].wall += performance.now() - t;
      acc[i].done += count;
    }
  }
  const idleAfter = await Promise.all(pids.map((pid) => backgroundRate(pid)));
  return acc.map((a, i) => {
    const idle = (idleBefore[i] + idleAfter[i]) / 2;
    return {
      cpuMs: Math.max(0, a.spent - idle * a.wall) / a.done,
      htmlBytes: a.bytes,
      backgroundMsPerS: idle * 1000,
    };
  });
}

/** The match centre of a live football match (the demo keeps one under way at every hour). */
async function liveDetailPath(site: Site): Promise<string> {
  for (let i = 0; i < 30; i++) {
    const res = await fetch(`${site.url}/api/hot_match/live_now?sport=football`);
    const body = (await res.json()) as { code: number; data: { id: number }[] | null };
    const id = body.code === 0 ? body.data?.[0]?.id : undefined;
    if (id) return `/score-detail?id=${id}`;
    await fetch(`${site.url}/api/__test/goal-soon`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ after_ms: 60_000 }),
    });
    await new Promise((r) => setTimeout(r, 2000));
  }
  throw new Error('no live football match to measure');
}

/** A room on air (the demo puts most of its anchors on air): the first of the live list. */
async function liveRoomPath(site: Site): Promise<string> {
  const res = await fetch(`${site.url}/api/live_streaming/getLiveList2?type=0&limit=1`);
  const body = (await res.json()) as { code: number; data: { list: { id: number }[] } | null };
  const id = body.code === 0 ? body.data?.list[0]?.id : undefined;
  if (!id) throw new Error('no live room: GET api/live_streaming/getLiveList2 listed none');
  return `/live?id=${id}`;
}

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  fcpMs: number;
  tbtMs: number;
  lcpMs: number;
  domSize: number;
  /** The machine's 1-minute load average when the run ended (it is shared: read beside TBT). */
  load: number;
  /** Accessibility audits that failed, with the number of their items. */
  a11yFailures: string[];
};

/**
 * The page the browser sees at a shifted clock: `Date.now()` and `new Date()` run `offsetMs`
 * ahead, as in the site's process (scripts/demo-clock.ts), from before the page's own scripts.
 */
export function clockShiftScript(offsetMs: number): string {
  return `(() => {
  const Real = Date, off = ${Math.round(offsetMs)}, now = () => Real.now() + off;
  globalThis.Date = new Proxy(Real, {
    construct: (t, a, n) => Reflect.construct(t, a.length ? a : [now()], n),
    apply: () => new Real(now()).toString(),
    get: (t, k, r) => (k === 'now' ? now : Reflect.get(t, k, r)),
  });
})();`;
}

/** Runs Lighthouse on `url`: in a page of its own, or with a shifted clock in a page of ours. */
async function audit(
  port: number,
  url: string,
  clock?: { browser: Browser; offsetMs: number },
): Promise<LighthouseFigures> {
  const flags = {
    port,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: ['performance', 'accessibility'],
  };
  let result: Awaited<ReturnType<typeof lighthouse>>;
  if (clock) {
    const page = await clock.browser.newPage();
    try {
      await page.evaluateOnNewDocument(clockShiftScript(clock.offsetMs));
      result = await lighthouse(url, flags, undefined, page);
    } finally {
      await page.close().catch(() => undefined);
    }
  } else result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    fs.mkdirSync(reports, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(reports, name), JSON.stringify(lhr));
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  const a11yFailures = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => {
      const details = a.details as { items?: unknown[] } | undefined;
      return `${a.id}(${details?.items?.length ?? '?'})`;
    });
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    lcpMs: value('largest-contentful-paint'),
    domSize: value('dom-size'),
    load: Math.round(os.loadavg()[0] * 10) / 10,
    a11yFailures,
  };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : Math.round((s[m - 1] + s[m]) / 2);
}

type Metric = 'performance' | 'accessibility' | 'fcpMs' | 'tbtMs' | 'lcpMs' | 'domSize' | 'load';

function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const pick = (k: Metric) => median(runs.map((r) => r[k]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    fcpMs: pick('fcpMs'),
    tbtMs: pick('tbtMs'),
    lcpMs: pick('lcpMs'),
    domSize: pick('domSize'),
    load: Math.round(runs.reduce((sum, r) => sum + r.load, 0) / runs.length) || 0,
    a11yFailures: runs[runs.length - 1].a11yFailures,
  };
}

type TreeResult = {
  label: string;
  pages: Record<string, LighthouseFigures>;
  render: Record<string, RenderCost>;
};

/** The pages of one scene, by the name the report gives them: their path on a site. */
type PageFinder = Record<string, (site: Site) => string | Promise<string>>;

/** The bench's busy day (300 football matches) and its live match centre. */
const BUSY_DAY_PAGES: PageFinder = {
  '/main': () => '/main',
  '/football': () => '/football',
  'live /score-detail': liveDetailPath,
};
/** The demo's own day at a chosen hour (--at): the pages issue 24 measures. */
const DEMO_PAGES: PageFinder = {
  '/main': () => '/main',
  '/football': () => '/football',
  '/anchor': () => '/anchor',
  'live room': liveRoomPath,
};
const RENDERED = ['/football', '/main'] as const;

/** One data set the trees are measured on: the busy day, or the demo at one hour. */
type Scene = { label: string; clock: string | null; pages: PageFinder };

export async function lighthouseMain(argv: string[]): Promise<number> {
  if (argv.includes('--help')) {
    console.log(LIGHTHOUSE_USAGE);
    return 0;
  }
  const opts = parseLighthouseOptions(argv);
  if (!fs.existsSync(CHROME)) throw new Error(`no browser at ${CHROME} (set CHROME_PATH)`);
  const scenes: Scene[] = opts.at.length
    ? opts.at.map((at) => {
        const iso = new Date(demoClockInstant(at)).toISOString();
        return { label: `demo at ${iso.slice(0, 16)}Z`, clock: iso, pages: DEMO_PAGES };
      })
    : [{ label: 'busy day', clock: null, pages: BUSY_DAY_PAGES }];
  for (const scene of scenes)
    if (opts.pages.length)
      scene.pages = Object.fromEntries(
        Object.entries(scene.pages).filter(([name]) => opts.pages.includes(name)),
      );

  const trees: { label: string; cwd: string; distDir: string }[] = [];
  if (opts.baseline)
    trees.push({
      label: opts.baseline,
      cwd: prepareBaseline(opts.baseline, opts.clean),
      distDir: BASELINE_DIST_DIR,
    });
  process.env.NEXT_DIST_DIR = DIST_DIR;
  if (!opts.noBuild) buildIfNeeded();
  else if (!fs.existsSync(path.join(DIST_DIR, 'BUILD_ID')))
    throw new Error(`--no-build: no build in ${DIST_DIR}`);
  trees.push({ label: 'this tree', cwd: process.cwd(), distDir: DIST_DIR });

  let sites: Site[] = [];
  const browser = { version: browserVersion(), flags: hostChromeFlags() };
  log(`${browser.version}, ${browser.flags.join(' ')}`);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: browser.flags,
    // The pages measured are the Chinese ones, so the browser is in their audience's zone. A
    // browser elsewhere refreshes the page once on its first visit, to show its own times
    // (decision 010): LIGHTHOUSE_TZ=UTC measures that visit.
    envVars: { ...process.env, TZ: process.env.LIGHTHOUSE_TZ || 'Asia/Shanghai' },
  });
  // Ctrl-C or a kill: no browser or server outlives the run.
  const abort = () => {
    chrome.kill();
    void Promise.allSettled(sites.map((s) => s.stop())).finally(() => process.exit(130));
  };
  process.once('SIGINT', abort);
  process.once('SIGTERM', abort);
  let pptr: Browser | undefined;
  try {
    const all: { scene: string; results: TreeResult[] }[] = [];
    for (const scene of scenes) {
      // Both sites run side by side and the measurements alternate between them, so a change in
      // the machine's load (it is shared) weighs on both alike.
      const results: TreeResult[] = [];
      const started = Date.now();
      for (const tree of trees) {
        log(`${scene.label}, ${tree.label}: starting the site…`);
        const site = await startSite({
          distDir: tree.distDir,
          cwd: tree.cwd,
          ...(scene.clock
            ? {
                env: { BENCH_DAY_MATCHES: '0', DEMO_CLOCK: scene.clock },
                imports: [DEMO_CLOCK_MODULE],
              }
            : {}),
        });
        sites.push(site);
        log(`${tree.label}: up at ${site.url} (pid ${site.child.pid})`);
        results.push({ label: tree.label, pages: {}, render: {} });
      }
      let clock: { browser: Browser; offsetMs: number } | undefined;
      if (scene.clock) {
        pptr ??= await puppeteer.connect({
          browserURL: `http://127.0.0.1:${chrome.port}`,
          defaultViewport: null,
        });
        clock = { browser: pptr, offsetMs: Date.parse(scene.clock) - started };
      }
      if (!scene.clock && opts.renders > 0)
        for (const p of RENDERED) {
          const costs = await renderCosts(sites, p, opts.renders);
          for (const [i, tree] of trees.entries()) {
            const r = costs[i];
            results[i].render[p] = r;
            log(
              `${tree.label} ${p} fresh render: ${r.cpuMs.toFixed(1)} ms CPU, ${r.htmlBytes} bytes (background ${r.backgroundMsPerS.toFixed(0)} ms/s)`,
            );
          }
        }
      const names = Object.keys(scene.pages);
      const urls = await Promise.all(
        sites.map(async (site) => {
          const out: Record<string, string> = {};
          for (const name of names) out[name] = await scene.pages[name](site);
          return out;
        }),
      );
      for (const p of names) {
        const runs: LighthouseFigures[][] = trees.map(() => []);
        // A first unmeasured load warms the server's code paths and caches.
        for (const [i, site] of sites.entries()) await fetch(`${site.url}${urls[i][p]}`);
        for (let k = 0; k < opts.runs; k++)
          for (const [i, site] of sites.entries())
            runs[i].push(await audit(chrome.port, `${site.url}${urls[i][p]}`, clock));
        for (const [i, tree] of trees.entries()) {
          results[i].pages[p] = medianFigures(runs[i]);
          log(`${scene.label}, ${tree.label} ${p}: ${JSON.stringify(results[i].pages[p])}`);
        }
      }
      await Promise.allSettled(sites.map((s) => s.stop()));
      sites = [];
      console.log(`\n${scene.label}\n${report(results)}\n`);
      all.push({ scene: scene.label, results });
    }
    console.log(`${browser.version} (${browser.flags.join(' ')})`);
    fs.writeFileSync(
      RESULTS,
      `${JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, load: os.loadavg(), browser, opts, scenes: all }, null, 2)}\n`,
    );
    log(`wrote ${path.relative(process.cwd(), RESULTS)}`);
    return 0;
  } finally {
    await pptr?.disconnect().catch(() => undefined);
    await Promise.allSettled(sites.map((s) => s.stop()));
    chrome.kill();
  }
}

function report(results: TreeResult[]): string {
  const lines: string[] = [];
  const head = ['page', 'metric', ...results.map((r) => r.label)];
  const base = results.length > 1 ? results[0] : null;
  if (base) head.push('ratio');
  lines.push(head.join(' | '));
  const row = (page: string, metric: string, vals: number[]) => {
    const cells = [page, metric, ...vals.map((v) => String(Math.round(v * 10) / 10))];
    if (base) cells.push(vals[0] ? (vals[vals.length - 1] / vals[0]).toFixed(2) : '-');
    lines.push(cells.join(' | '));
  };
  const metrics: [string, Metric][] = [
    ['perf', 'performance'],
    ['a11y', 'accessibility'],
    ['FCP ms', 'fcpMs'],
    ['TBT ms', 'tbtMs'],
    ['LCP ms', 'lcpMs'],
    ['DOM nodes', 'domSize'],
    ['load (1 min)', 'load'],
  ];
  const pages = Object.keys(results[0]?.pages ?? {});
  for (const p of pages)
    for (const [label, key] of metrics)
      row(
        p,
        label,
        results.map((r) => r.pages[p][key]),
      );
  for (const p of RENDERED) {
    if (!results[0]?.render[p]) continue;
    row(
      `${p} (fresh render)`,
      'server CPU ms',
      results.map((r) => r.render[p].cpuMs),
    );
    row(
      `${p} (fresh render)`,
      'HTML KB',
      results.map((r) => r.render[p].htmlBytes / 1024),
    );
  }
  for (const r of results)
    for (const p of pages)
      if (r.pages[p].a11yFailures.length)
        lines.push(`${r.label} ${p} a11y failures: ${r.pages[p].a11yFailures.join(' ')}`);
  return lines.join('\n');
}
