/**
 * What a scenario is, and the common kind: one HTTP request measured against the site and, in the
 * same run, against the baseline serving the very same response bytes.
 */
import { fetchOnce, load, merge, stats, type Sample, type Stats } from './load';
import type { Envelope } from '../lib/contract';
import type { Baseline } from './processes';

export type Options = {
  /** Measured seconds per target (site, baseline), split over `rounds`. */
  duration: number;
  /** Unmeasured seconds per target before the rounds. */
  warmup: number;
  connections: number;
  /** The measured time is split into this many alternating site/baseline runs (ABBA…). */
  rounds: number;
};

/** The push-latency scenarios' settings (bench/push.ts). */
export type PushOptions = {
  /** Websocket clients (--clients, BENCH_PUSH_CLIENTS, 2000). */
  clients: number;
  /** Probe events (--events, BENCH_PUSH_EVENTS, 20). */
  events: number;
  /** ms between probe events (--interval, BENCH_PUSH_INTERVAL, 250). */
  intervalMs: number;
  /** Client processes the sockets are split over (--workers, BENCH_PUSH_WORKERS, 2). */
  workers: number;
  /** The Redis of `push-redis` (BENCH_REDIS_URL, else REDIS_URL, else redis://127.0.0.1:6379). */
  redisUrl: string;
};

/** The chat scenarios' settings (bench/chat.ts). */
export type ChatOptions = {
  /** Websocket clients in the room (--clients, BENCH_PUSH_CLIENTS, 2000). */
  clients: number;
  /** chat.send per second over all senders (--rate, BENCH_CHAT_RATE, 100). */
  rate: number;
  /** Measured seconds of sending (--seconds, BENCH_CHAT_SECONDS, 20). */
  seconds: number;
  /** Clients that send, among the clients (--senders, BENCH_CHAT_SENDERS, 2 × rate). */
  senders: number;
  /** Client processes (--workers, BENCH_PUSH_WORKERS, 2). */
  workers: number;
  /** The Redis of `chat-redis` (as for push-redis). */
  redisUrl: string;
  /** The PostgreSQL server `chat-redis` creates its database on (BENCH_DATABASE_URL, …). */
  databaseUrl: string;
};

export type Context = {
  /** Origin of the site under test, e.g. `http://127.0.0.1:41234`. */
  siteUrl: string;
  baseline: Baseline;
  /** The demo user's token, or null with the reason in `tokenNote`. */
  token: string | null;
  tokenNote: string;
  options: Options;
  push: PushOptions;
  chat: ChatOptions;
  /** The site's process id when the bench started it (not with BENCH_URL): its CPU is read. */
  sitePid?: number;
  log: (line: string) => void;
};

export type Result = {
  id: string;
  title: string;
  /** Why the scenario did not run. */
  skipped?: string;
  /** The captured response the baseline replays. */
  response?: { status: number; contentType: string; bytes: number };
  site?: Stats;
  baseline?: Stats;
  /** site / baseline: > 1 for p50 and p99 means slower, < 1 for rps means fewer requests. */
  ratio?: { p50: number; p99: number; rps: number };
  /** Scenario-specific figures (e.g. push latency) for kinds other than HTTP. */
  extra?: Record<string, unknown>;
};

export type Scenario = {
  /** Selector on the command line (`npm run bench -- main api`): exact id or its first word. */
  id: string;
  title: string;
  run: (ctx: Context) => Promise<Result>;
};

type HttpDef = {
  id: string;
  title?: string;
  method?: 'GET' | 'POST';
  path: string;
  /** Sends the demo user's token header; skipped when the bench could not log in. */
  auth?: boolean;
  headers?: Record<string, string>;
  /** Rejects a captured response that would make the comparison meaningless. */
  check?: (status: number, contentType: string, body: Buffer) => string | null;
};

const round = (n: number) => Number(n.toFixed(3));

/** A page is expected to answer 200 with HTML. */
export function expectHtml(status: number, contentType: string): string | null {
  if (status !== 200) return `answered HTTP ${status}`;
  return contentType.includes('text/html') ? null : `answered ${contentType}, not HTML`;
}

/**
 * A scores page is expected to answer HTML with its match rows server-rendered: at least `rows`
 * elements carrying `attr` (`data-match-id="…"`). A page that marks its rows otherwise passes
 * when its HTML is at least `minBytes` long (300 dense rows are well over 100 KB).
 */
export function expectMatchRows(opts: { rows: number; attr?: string; minBytes?: number }) {
  const attr = opts.attr ?? 'data-match-id';
  const minBytes = opts.minBytes ?? 100_000;
  const re = new RegExp(`\\s${attr}=["']?[^\\s"'>]`, 'g');
  return (status: number, contentType: string, body: Buffer): string | null => {
    const html = expectHtml(status, contentType);
    if (html) return html;
    const found = body.toString('utf8').match(re)?.length ?? 0;
    if (found >= opts.rows) return null;
    if (found === 0 && body.length >= minBytes) return null;
    return `rendered ${found} ${attr} rows in ${body.length} bytes, fewer than the ${opts.rows} expected`;
  };
}

/** An API call is expected to answer the envelope with code 0. */
export function expectEnvelopeOk(
  status: number,
  _contentType: string,
  body: Buffer,
): string | null {
  if (status !== 200) return `answered HTTP ${status}`;
  try {
    const env = JSON.parse(body.toString()) as Partial<Envelope>;
    return env.code === 0 ? null : `answered code ${env.code}: ${env.msg}`;
  } catch {
    return 'did not answer JSON';
  }
}

export function httpScenario(def: HttpDef): Scenario {
  const method = def.method ?? 'GET';
  const title = def.title ?? `${method} ${def.path}`;
  return {
    id: def.id,
    title,
    run: async (ctx) => {
      const headers: Record<string, string> = { ...def.headers };
      if (def.auth) {
        if (!ctx.token)
          return { id: def.id, title, skipped: `needs a logged-in user: ${ctx.tokenNote}` };
        headers.token = ctx.token;
      }
      const site = { url: ctx.siteUrl + def.path, method, headers };
      const first = await fetchOnce(site);
      const contentType = String(first.headers['content-type'] ?? 'application/octet-stream');
      const problem = def.check?.(first.status, contentType, first.body);
      if (problem) return { id: def.id, title, skipped: `the site ${problem}` };

      const baselinePath = `/${def.id}`;
      await ctx.baseline.route(baselinePath, {
        status: first.status,
        contentType,
        body: first.body,
      });
      const base = { url: ctx.baseline.url + baselinePath, method, headers };
      const r = await compare(ctx, site, base);
      return {
        id: def.id,
        title,
        response: { status: first.status, contentType, bytes: first.body.length },
        ...r,
      };
    },
  };
}

/**
 * Warms both targets, then measures them in alternating rounds (site, baseline, baseline, site …)
 * so that a slow patch of this noisy machine weighs on both sides alike.
 */
export async function compare(
  ctx: Context,
  site: Parameters<typeof load>[0],
  base: Parameters<typeof load>[0],
): Promise<Pick<Result, 'site' | 'baseline' | 'ratio'>> {
  const { connections, warmup, duration, rounds } = ctx.options;
  if (warmup > 0) {
    await load(site, { connections, durationMs: warmup * 1000 });
    await load(base, { connections, durationMs: warmup * 1000 });
  }
  const siteRuns: Sample[] = [];
  const baseRuns: Sample[] = [];
  const slice = (duration * 1000) / rounds;
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? (['site', 'base'] as const) : (['base', 'site'] as const);
    for (const which of order) {
      if (which === 'site') siteRuns.push(await load(site, { connections, durationMs: slice }));
      else baseRuns.push(await load(base, { connections, durationMs: slice }));
    }
  }
  const s = stats(merge(siteRuns));
  const b = stats(merge(baseRuns));
  return {
    site: s,
    baseline: b,
    ratio: { p50: round(s.p50 / b.p50), p99: round(s.p99 / b.p99), rps: round(s.rps / b.rps) },
  };
}
