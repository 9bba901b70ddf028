/**
 * Gift throughput (issue 11: "gifts per second with the ledger invariant checked at the end"). In
 * a child process, on a fresh database of its own, the demo seed plus 200 viewers with 10,000
 * coins each; then `member/handselGift` is called in-process through the API (`app.request`: the
 * BFF's own path minus the page render) by 16 concurrent callers for a few seconds, each call a
 * random viewer sending a random affordable gift to a random room with its own Idempotency-Key,
 * one call in twenty a retry of an earlier key. The baseline is `user/info` (token lookup and one
 * user read: the cheapest authenticated call) driven the same way in the same run, so the figure
 * reads as a ratio on this noisy machine. At the end the ledger is audited: every transaction
 * balances, every balance is the sum of its entries, nothing is negative, all accounts sum to
 * zero, each viewer's balance is their credit minus their recorded gifts, and no key moved twice.
 *
 * Targets: a PGlite in a temporary directory, and a database created for the run on the
 * PostgreSQL server of BENCH_DATABASE_URL (else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test), dropped at the end; skipped when unreachable.
 *
 * Standalone: node --import ./scripts/hooks/register.mjs --import tsx bench/gifts.ts [--seconds=N] [--target=pglite|postgres]
 */
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import { benchDbUrl, onDbTargets } from './db-targets';
import type { Context, Result, Scenario } from './scenario';

const VIEWERS = 200;
const CREDIT_TENTHS = 100_000;
const CONCURRENCY = 16;
const SECONDS = 8;

type Rate = { calls: number; perSec: number; p50: number; p99: number };
export type GiftTarget = {
  target: 'pglite' | 'postgres';
  skipped?: string;
  baseline?: Rate;
  gifts?: Rate & { refused: number; replays: number };
  invariant?: { ok: boolean; problems: string[] };
};

const round = (n: number, d = 2) => Number(n.toFixed(d));

function rate(times: number[], ms: number): Rate {
  const s = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? 0;
  return {
    calls: s.length,
    perSec: round((s.length / ms) * 1000, 1),
    p50: round(at(0.5)),
    p99: round(at(0.99)),
  };
}

function runChild(args: string[], log: (line: string) => void): Promise<GiftTarget[]> {
  return new Promise((resolve, reject) => {
    const child = fork(import.meta.filename, args, {
      execArgv: ['--import', './scripts/hooks/register.mjs', '--import', 'tsx'],
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      cwd: process.cwd(),
    });
    let result: GiftTarget[] | null = null;
    child.on('message', (m: { type: string; results?: GiftTarget[]; line?: string }) => {
      if (m.type === 'log' && m.line) log(m.line);
      if (m.type === 'results' && m.results) result = m.results;
    });
    child.stdout?.resume();
    child.on('error', reject);
    child.on('exit', (code) =>
      result ? resolve(result) : reject(new Error(`the gift bench exited with code ${code}`)),
    );
  });
}

export function giftLines(results: GiftTarget[]): string[] {
  return results.map((r) => {
    if (r.skipped || !r.gifts || !r.baseline)
      return `${r.target}: skipped (${r.skipped ?? 'no figures'})`;
    const g = r.gifts;
    const b = r.baseline;
    return (
      `${r.target}: ${g.perSec} gifts/s (p50 ${g.p50} ms, p99 ${g.p99} ms, ${g.calls} calls, ${g.refused} refused, ${g.replays} replays) ` +
      `vs user/info ${b.perSec}/s (p50 ${b.p50} ms): ratio ×${round(g.perSec / b.perSec, 3)}; ` +
      `ledger ${r.invariant?.ok ? 'consistent' : 'INCONSISTENT: ' + r.invariant?.problems.join('; ')}`
    );
  });
}

export function giftScenario(): Scenario {
  const id = 'gifts';
  const title = 'member/handselGift throughput in-process (PGlite, PostgreSQL), ledger audited';
  return {
    id,
    title,
    run: async (ctx: Context): Promise<Result> => {
      const results = await runChild([`--db=${ctx.chat.databaseUrl}`], ctx.log);
      for (const line of giftLines(results)) ctx.log(`gifts: ${line}`);
      const bad = results.find((r) => r.invariant && !r.invariant.ok);
      if (bad) throw new Error(`gifts: the ledger is inconsistent on ${bad.target}`);
      return {
        id,
        title,
        extra: { kind: 'gifts', viewers: VIEWERS, concurrency: CONCURRENCY, targets: results },
      };
    },
  };
}

// --- the child -----------------------------------------------------------------------------------

async function drive(
  seconds: number,
  one: () => Promise<void>,
): Promise<{ times: number[]; ms: number }> {
  const times: number[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await one();
        times.push(performance.now() - t);
      }
    }),
  );
  return { times, ms: performance.now() - start };
}

async function measureTarget(
  target: GiftTarget['target'],
  seconds: number,
  log: (line: string) => void,
): Promise<GiftTarget> {
  const { db, migrate } = await import('../lib/db/client');
  const { seed } = await import('../lib/db/seed');
  const { createApp } = await import('../lib/api/app');
  const { issueToken } = await import('../lib/account/auth');
  const s = await import('../lib/db/schema');
  const { postOnce, auditLedger, totalsByKind } = await import('../lib/wallet/ledger');
  const { sql, eq } = await import('drizzle-orm');
  await migrate();
  await seed({ matches: false, content: false });
  const d = db();
  const rooms = await d.select({ id: s.rooms.id }).from(s.rooms);
  const gifts = (await d.select().from(s.gifts)).filter((g) => g.enabled && g.priceTenths <= 100);
  if (!rooms.length || !gifts.length) throw new Error('gift bench: no rooms or gifts seeded');
  const viewers = await d
    .insert(s.users)
    .values(
      Array.from({ length: VIEWERS }, (_, i) => ({
        mobile: `86-171${String(i).padStart(8, '0')}`,
        passwordHash: 'x',
        nickname: `bench-viewer-${i}`,
        inviteCode: `GB${String(i).padStart(6, '0')}`,
      })),
    )
    .returning({ id: s.users.id });
  const tokens: string[] = [];
  for (const v of viewers) {
    await postOnce({
      kind: 'adjustment',
      key: `bench:${v.id}`,
      userId: v.id,
      legs: [
        { account: 'promotions', tenths: -CREDIT_TENTHS },
        { account: 'coins', userId: v.id, tenths: CREDIT_TENTHS },
      ],
    });
    tokens.push(await issueToken(v.id));
  }
  const app = createApp();
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
  let n = 0;
  const ip = () => {
    n++;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };

  // Warm both paths, then the baseline, then the gifts.
  const info = async () => {
    const res = await app.request('/api/user/info', {
      headers: { token: pick(tokens), 'x-client-ip': ip() },
    });
    const body = (await res.json()) as { code: number };
    if (body.code !== 0) throw new Error('user/info failed');
  };
  for (let i = 0; i < 20; i++) await info();
  const base = await drive(seconds, info);
  const baseline = rate(base.times, base.ms);
  log(`${target}: user/info ${baseline.perSec}/s, p50 ${baseline.p50} ms`);

  const sent: { key: string; token: string; body: string }[] = [];
  let refused = 0;
  let replays = 0;
  const gift = async () => {
    let call: { key: string; token: string; body: string };
    if (sent.length > 20 && Math.random() < 0.05) {
      call = pick(sent);
    } else {
      const g = pick(gifts);
      call = {
        key: crypto.randomUUID(),
        token: pick(tokens),
        body: JSON.stringify({ room_id: pick(rooms).id, gift_id: g.id, num: 1 }),
      };
      sent.push(call);
    }
    const res = await app.request('/api/member/handselGift', {
      method: 'POST',
      headers: {
        token: call.token,
        'content-type': 'application/json',
        'idempotency-key': call.key,
        'x-client-ip': ip(),
      },
      body: call.body,
    });
    if (res.headers.get('idempotent-replayed')) replays++;
    const body = (await res.json()) as { code: number; msg: string };
    if (res.status >= 500) throw new Error(`handselGift: HTTP ${res.status} ${body.msg}`);
    if (body.code !== 0) refused++;
  };
  const measured = await drive(seconds, gift);
  const gifts_ = { ...rate(measured.times, measured.ms), refused, replays };
  log(`${target}: ${gifts_.perSec} gifts/s, p50 ${gifts_.p50} ms, p99 ${gifts_.p99} ms`);

  // The invariant.
  const problems = (await auditLedger()).map((p) => `${p.what} #${p.id ?? ''}`);
  const totals = await totalsByKind();
  const all = Object.values(totals).reduce((a, b) => a + b, 0);
  if (all !== 0) problems.push(`accounts sum to ${all}`);
  const spent = await d
    .select({ userId: s.giftSends.userId, spent: sql<string>`sum(${s.giftSends.totalTenths})` })
    .from(s.giftSends)
    .groupBy(s.giftSends.userId);
  const spentBy = new Map(spent.map((r) => [r.userId, Number(r.spent)]));
  for (const v of viewers) {
    const [u] = await d
      .select({ b: s.users.balanceTenths })
      .from(s.users)
      .where(eq(s.users.id, v.id));
    if (u.b !== CREDIT_TENTHS - (spentBy.get(v.id) ?? 0))
      problems.push(`viewer ${v.id} balance ${u.b}`);
  }
  const dup = await d.execute(
    sql`select key from wallet_transactions group by key having count(*) > 1 limit 5`,
  );
  if ((dup as unknown as { rows: unknown[] }).rows.length) problems.push('a key moved money twice');
  return { target, baseline, gifts: gifts_, invariant: { ok: problems.length === 0, problems } };
}

async function childMain(argv: string[]): Promise<GiftTarget[]> {
  const flag = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=', 2)[1];
  const seconds = Number(flag('seconds') ?? SECONDS);
  const only = flag('target');
  const dbUrl = benchDbUrl(flag('db'));
  const log = (line: string) =>
    process.send ? process.send({ type: 'log', line }) : console.log(`[gifts] ${line}`);
  // Per-user budgets would measure the limiter, not the ledger.
  Object.assign(process.env, { NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMITS: 'off' });
  return onDbTargets({
    label: 'gifts',
    only,
    dbUrl,
    measure: (target) => measureTarget(target, seconds, log),
    skipped: (target, skipped): GiftTarget => ({ target, skipped }),
  });
}

if (import.meta.filename === process.argv[1] || import.meta.url === `file://${process.argv[1]}`) {
  childMain(process.argv.slice(2))
    .then(async (results) => {
      const { closeRateLimits } = await import('../lib/rate-limit');
      await closeRateLimits();
      if (process.send) process.send({ type: 'results', results }, () => process.exit(0));
      else {
        for (const line of giftLines(results)) console.log(line);
        process.exit(0);
      }
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
