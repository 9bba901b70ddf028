/**
 * A small closed-loop load generator on node:http: `connections` keep-alive sockets, each sending
 * its next request as soon as the previous response has been read in full. Written here instead of
 * adding autocannon: the same client drives the site and the baseline, so its own cost cancels
 * out of the ratios the bench reports.
 */
import http from 'node:http';

export type Target = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
};

export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** Raw outcome of one or more load runs; merge them before computing statistics. */
export type Sample = {
  /** Latency of every completed request, in milliseconds. */
  latencies: number[];
  /** Completed requests whose status was 2xx. */
  ok: number;
  /** Completed requests with another status (still counted in the latencies). */
  non2xx: number;
  /** Socket errors and time-outs. */
  errors: number;
  bytes: number;
  elapsedMs: number;
};

export type Stats = {
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  non2xx: number;
  errors: number;
  /** Response body throughput, bytes per second. */
  throughput: number;
};

const REQUEST_TIMEOUT_MS = 10_000;

function send(agent: http.Agent | undefined, req: Target): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const r = http.request(
      req.url,
      { method: req.method ?? 'GET', headers: req.headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    r.setTimeout(REQUEST_TIMEOUT_MS, () =>
      r.destroy(new Error(`timeout after ${REQUEST_TIMEOUT_MS} ms`)),
    );
    r.on('error', reject);
    r.end();
  });
}

/** One request on a fresh connection, as the load generator would send it. */
export function fetchOnce(req: Target): Promise<Reply> {
  return send(undefined, { ...req, headers: { connection: 'close', ...req.headers } });
}

/** Sends `req` over `connections` keep-alive sockets for `durationMs`. */
export async function load(
  req: Target,
  opts: { connections: number; durationMs: number },
): Promise<Sample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const sample: Sample = { latencies: [], ok: 0, non2xx: 0, errors: 0, bytes: 0, elapsedMs: 0 };
  const start = performance.now();
  const end = start + opts.durationMs;

  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const res = await send(agent, req);
        sample.latencies.push(performance.now() - t0);
        sample.bytes += res.body.length;
        if (res.status >= 200 && res.status < 300) sample.ok++;
        else sample.non2xx++;
      } catch {
        sample.errors++;
        // A refused connection fails at once; do not spin on it.
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, worker));
  sample.elapsedMs = performance.now() - start;
  agent.destroy();
  return sample;
}

export function merge(samples: Sample[]): Sample {
  const out: Sample = { latencies: [], ok: 0, non2xx: 0, errors: 0, bytes: 0, elapsedMs: 0 };
  for (const s of samples) {
    for (const l of s.latencies) out.latencies.push(l);
    out.ok += s.ok;
    out.non2xx += s.non2xx;
    out.errors += s.errors;
    out.bytes += s.bytes;
    out.elapsedMs += s.elapsedMs;
  }
  return out;
}

function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const round = (n: number, digits = 2) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : n);

export function stats(s: Sample): Stats {
  const sorted = Float64Array.from(s.latencies).sort();
  const seconds = s.elapsedMs / 1000;
  const sum = s.latencies.reduce((a, b) => a + b, 0);
  return {
    requests: s.latencies.length,
    rps: round(s.latencies.length / seconds, 1),
    p50: round(percentile(sorted, 0.5)),
    p90: round(percentile(sorted, 0.9)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.length ? sorted[sorted.length - 1] : NaN),
    mean: round(sorted.length ? sum / sorted.length : NaN),
    non2xx: s.non2xx,
    errors: s.errors,
    throughput: Math.round(s.bytes / seconds),
  };
}
