/**
 * `npm run bench`: builds the site into .next-bench if needed, starts it on a fresh embedded
 * database with the demo data (plus a busy match day, bench/site-server.ts), and measures every
 * HTTP scenario against a plain node:http baseline that replays the same bytes, in the same run;
 * the push and chat scenarios (bench/push.ts, bench/chat.ts) report latencies of their own. This
 * machine is small and noisy, so the figure to quote is the ratio site ÷ baseline, not the
 * absolute req/s. See README "Benchmark".
 */
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed';
import { login } from './login';
import { parseOptions, USAGE } from './options';
import { startBaseline, startSite, type Baseline, type Site } from './processes';
import { machine, table, writeResults } from './report';
import type { Context, Result } from './scenario';
import { scenarios, select } from './scenarios';

const DIST_DIR = '.next-bench';
const RESULTS = path.join(import.meta.dirname, 'results.json');

const log = (line: string) => console.log(`[bench] ${line}`);

let site: Site | undefined;
let baseline: Baseline | undefined;

async function cleanup() {
  await Promise.allSettled([site?.stop(), baseline?.stop()]);
  site = undefined;
  baseline = undefined;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the servers`);
    void cleanup().finally(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  if (process.argv.includes('--capacity')) {
    // Capacity through nginx in front of the instances: bench/capacity.ts, docs/capacity.md.
    const { capacityMain } = await import('./capacity');
    return capacityMain(process.argv.slice(2));
  }
  if (process.argv.includes('--lighthouse')) {
    // Lighthouse and render cost against a baseline revision: bench/lighthouse.ts.
    const { lighthouseMain } = await import('./lighthouse');
    return lighthouseMain(process.argv.slice(2));
  }
  const opts = parseOptions(process.argv.slice(2), process.env);
  if (opts.help) {
    console.log(USAGE);
    return 0;
  }
  const chosen = select(scenarios, opts.scenarios);
  if (opts.list) {
    for (const s of scenarios) console.log(`${s.id.padEnd(20)} ${s.title}`);
    return 0;
  }
  const machineAtStart = machine();
  const options = {
    duration: opts.duration,
    warmup: opts.warmup,
    connections: opts.connections,
    rounds: opts.rounds,
  };
  const perScenario = 2 * (options.warmup + options.duration);
  log(
    `${chosen.length} scenario(s), ${options.connections} connections, ${options.warmup} s warm-up + ` +
      `${options.duration} s per target in ${options.rounds} round(s): about ${Math.ceil(chosen.length * perScenario)} s of load`,
  );

  let siteUrl: string;
  if (opts.url) {
    siteUrl = opts.url.replace(/\/+$/, '');
    log(`measuring the running server at ${siteUrl}`);
  } else {
    process.env.NEXT_DIST_DIR = DIST_DIR;
    const t0 = Date.now();
    buildIfNeeded();
    log(`build in ${DIST_DIR} ready (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    const t1 = Date.now();
    site = await startSite({ distDir: DIST_DIR });
    // The same loopback address as the baseline, so name resolution is no difference between them.
    siteUrl = site.url.replace('localhost', '127.0.0.1');
    log(
      `site up at ${siteUrl} (pid ${site.child.pid}, ${((Date.now() - t1) / 1000).toFixed(1)} s)`,
    );
  }
  baseline = await startBaseline();
  log(`baseline up at ${baseline.url}`);

  const auth = await login(siteUrl);
  const token = 'token' in auth ? auth.token : null;
  const tokenNote = 'skipped' in auth ? auth.skipped : '';
  log(token ? 'logged in as the demo user' : `no token: ${tokenNote}`);

  const ctx: Context = {
    siteUrl,
    baseline,
    token,
    tokenNote,
    options,
    push: opts.push,
    chat: opts.chat,
    sitePid: site?.child.pid,
    log,
  };
  const results: Result[] = [];
  const notes: string[] = [];
  let failed = false;
  for (const s of chosen) {
    log(`${s.id}: ${s.title}…`);
    try {
      const r = await s.run(ctx);
      if (r.skipped) log(`${s.id}: skipped (${r.skipped})`);
      results.push(r);
    } catch (err) {
      failed = true;
      const msg = err instanceof Error ? err.message : String(err);
      log(`${s.id}: failed: ${msg}`);
      results.push({ id: s.id, title: s.title, skipped: `failed: ${msg}` });
    }
  }
  if (!token) notes.push(`authenticated scenarios skipped: ${tokenNote}`);
  notes.push('ratio = site ÷ baseline (req/s below 1 and latency above 1 mean the site is slower)');
  if (results.some((r) => r.extra?.kind === 'push'))
    notes.push(
      "push: ms from the publish (sent_at in the frame) to each client's receipt; no baseline",
    );
  if (results.some((r) => r.extra?.kind === 'chat'))
    notes.push(
      "chat: ms from just before a sender's ws.send to each client's receipt, over every delivery; CPU in % of one core over the measured sending",
    );
  if (results.some((r) => r.extra?.kind === 'render'))
    notes.push(
      'render: server CPU ms per sequential request less the idle rate; the /live ratio is against the plain server replaying the same bytes (78e3dbc has no /live)',
    );

  if (results.some((r) => r.extra?.kind === 'frame'))
    notes.push(
      'first frame: ms from navigation start to the first presented video frame (requestVideoFrameCallback), median per room; ratio = site ÷ the plain hls.js page playing the same stream; absolute figures depend on the load average',
    );

  console.log(`\n${table(results)}\n`);
  for (const n of notes) console.log(`note: ${n}`);
  writeResults(
    RESULTS,
    { ...options, push: opts.push, chat: opts.chat },
    results,
    notes,
    machineAtStart,
  );
  log(`wrote ${path.relative(process.cwd(), RESULTS)}`);
  return failed ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`[bench] ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await cleanup();
}
process.exit(code);
