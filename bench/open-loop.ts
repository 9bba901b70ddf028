/**
 * An open-loop HTTP load generator for bench/capacity.ts: requests leave on a fixed schedule
 * (`rate` a second, spread evenly) whether or not the earlier ones have been answered, as
 * visitors arrive, and each latency counts from the request's scheduled time, so a server that
 * falls behind shows it in the figures instead of slowing the load down (coordinated omission).
 * bench/load.ts is closed-loop on purpose (site ÷ baseline ratios); this one finds a rate.
 */
import http from 'node:http';

export type OpenLoopResult = {
  rate: number;
  /** Requests scheduled, and answered (any status). */
  scheduled: number;
  answered: number;
  ok: number;
  non2xx: number;
  errors: number;
  /** Requests not sent because `maxInFlight` were already waiting (they count as failed). */
  shed: number;
  achievedRps: number;
  p50: number | null;
  p90: number | null;
  p99: number | null;
  max: number | null;
  /** p50 and p99 per kind of URL (`kindOf`), with the count answered. */
  byKind: Record<string, { n: number; p50: number | null; p99: number | null }>;
};

const r1 = (n: number) => (Number.isFinite(n) ? Number(n.toFixed(1)) : null);

export async function openLoop(
  urls: string[],
  opts: {
    rate: number;
    durationMs: number;
    maxInFlight?: number;
    timeoutMs?: number;
    /** Names the kind of a URL, for the figures per kind (default: its path). */
    kindOf?: (url: string) => string;
  },
): Promise<OpenLoopResult> {
  const kindOf = opts.kindOf ?? ((u: string) => new URL(u).pathname);
  const perKind = new Map<string, number[]>();
  const maxInFlight = opts.maxInFlight ?? 512;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: maxInFlight });
  const latencies: number[] = [];
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  let shed = 0;
  let inFlight = 0;
  let scheduled = 0;
  const period = 1000 / opts.rate;
  const start = performance.now();
  const total = Math.floor((opts.durationMs / 1000) * opts.rate);
  const pending: Promise<void>[] = [];

  const fire = (url: string, due: number) =>
    new Promise<void>((resolve) => {
      inFlight++;
      const done = (status: number | null) => {
        inFlight--;
        if (status === null) errors++;
        else {
          const ms = performance.now() - due;
          latencies.push(ms);
          const k = kindOf(url);
          const list = perKind.get(k) ?? [];
          list.push(ms);
          perKind.set(k, list);
          if (status >= 200 && status < 300) ok++;
          else non2xx++;
        }
        resolve();
      };
      const req = http.get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', () => done(null));
      });
      req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
      req.on('error', () => done(null));
    });

  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (scheduled < total && start + scheduled * period <= now) {
        const due = start + scheduled * period;
        const url = urls[scheduled % urls.length];
        scheduled++;
        if (inFlight >= maxInFlight) shed++;
        else pending.push(fire(url, due));
      }
      if (scheduled >= total) resolve();
      else setTimeout(tick, Math.max(0, Math.min(5, start + scheduled * period - now)));
    };
    tick();
  });
  await Promise.all(pending);
  const elapsed = performance.now() - start;
  agent.destroy();
  const at = (q: number, values: Float64Array = sorted) =>
    values.length
      ? values[Math.min(values.length - 1, Math.max(0, Math.ceil(q * values.length) - 1))]
      : NaN;
  const sorted = Float64Array.from(latencies).sort();
  const byKind: OpenLoopResult['byKind'] = {};
  for (const [k, list] of perKind) {
    const v = Float64Array.from(list).sort();
    byKind[k] = { n: v.length, p50: r1(at(0.5, v)), p99: r1(at(0.99, v)) };
  }
  return {
    rate: opts.rate,
    scheduled,
    answered: latencies.length,
    ok,
    non2xx,
    errors,
    shed,
    achievedRps: r1((latencies.length / elapsed) * 1000) ?? 0,
    p50: r1(at(0.5)),
    p90: r1(at(0.9)),
    p99: r1(at(0.99)),
    max: r1(sorted.length ? sorted[sorted.length - 1] : NaN),
    byKind,
  };
}
