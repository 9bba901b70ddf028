import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import type { Options, Result } from './scenario';
import { searchLines, type TargetResult } from './search';
import { giftLines, type GiftTarget } from './gifts';
import { frameLines, type FrameExtra } from './first-frame';

export function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Number((os.totalmem() / 2 ** 30).toFixed(1)),
    loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
  };
}

/** The commit measured, and whether the tree had changes (the results files record it). */
export function git(): { commit: string; dirty: boolean } | null {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
    }).trim();
    const dirty =
      execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== '';
    return { commit, dirty };
  } catch {
    return null;
  }
}

const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);
const fmt = (n: number | undefined, digits = 1) =>
  n === undefined || !Number.isFinite(n) ? '–' : n.toFixed(digits);

type Percentiles = { samples: number; p50: number | null; p99: number | null; max: number | null };

/** A push scenario's lines: latencies from the publish and from the trigger's request. */
function pushRows(r: Result, w: number): string[] {
  const x = r.extra as {
    connected: number;
    clients: number;
    events: number;
    eventsPublished: number;
    publishToReceipt: Percentiles;
    requestToReceipt: Percentiles;
    clientsWithEveryFrame: number;
    missingFrames: number;
    duplicateFrames: number;
    seqGaps: number;
    budget: { p99Ms: number; met: boolean } | null;
  };
  const row = (title: string, label: string, p: Percentiles, tail: string) =>
    pad(title, w) +
    pad(label, 10) +
    lpad('', 10) +
    lpad(fmt(p.p50 ?? undefined, 2), 10) +
    lpad(fmt(p.p99 ?? undefined, 2), 10) +
    `  max ${fmt(p.max ?? undefined, 0)} ms${tail}`;
  return [
    row(
      r.title,
      'publish',
      x.publishToReceipt,
      x.budget ? `  (budget p99 ≤ ${x.budget.p99Ms} ms: ${x.budget.met ? 'met' : 'NOT met'})` : '',
    ),
    row(
      `  ${x.eventsPublished}/${x.events} events`,
      'request',
      x.requestToReceipt,
      `  every frame: ${x.clientsWithEveryFrame}/${x.clients} clients` +
        (x.connected < x.clients ? ` (${x.connected} connected)` : '') +
        `, missing ${x.missingFrames}, duplicates ${x.duplicateFrames}, seq gaps ${x.seqGaps}`,
    ),
  ];
}

type ChatExtra = {
  clients: number;
  connected: number;
  rate: number;
  achievedRate: number | null;
  answerRate: number | null;
  unanswered: number;
  missing: number;
  drainMs: number;
  senders: number;
  messages: number;
  sent: number;
  accepted: number;
  refused: number;
  refusals: Record<string, number>;
  sendToReceipt: Percentiles & { p95: number | null };
  sendToAnswer: Percentiles;
  sendLateness: Percentiles;
  p99PerSecond: (number | null)[];
  delivered: number;
  expected: number;
  clientsWithEveryMessage: number;
  duplicates: number;
  droppedClients: number;
  cpu: {
    servers: { label: string; cpuPercent: number | null; idleCpuPercent: number | null }[];
    clientProcesses: (number | null)[];
    redis: number | null;
    postgres: number | null;
    machineBusyPercent: number | null;
    otherProcesses: number | null;
    cores: number;
  };
  budget: { p99Ms: number; met: boolean };
};

/** A chat scenario's lines: send → receipt latencies, delivery, and CPU. */
function chatRows(r: Result, w: number): string[] {
  const x = r.extra as ChatExtra;
  const p = x.sendToReceipt;
  const cpu = x.cpu;
  const n = (v: number | null) => (v === null ? '–' : String(v));
  return [
    pad(r.title, w) +
      pad('receipt', 10) +
      lpad('', 10) +
      lpad(fmt(p.p50 ?? undefined, 1), 10) +
      lpad(fmt(p.p99 ?? undefined, 1), 10) +
      `  p95 ${fmt(p.p95 ?? undefined, 1)}, max ${fmt(p.max ?? undefined, 0)} ms` +
      `  (budget p99 ≤ ${x.budget.p99Ms} ms, no loss: ${x.budget.met ? 'met' : 'NOT met'})`,
    pad(`  ${x.sent}/${x.messages} sent`, w) +
      pad('answer', 10) +
      lpad('', 10) +
      lpad(fmt(x.sendToAnswer.p50 ?? undefined, 1), 10) +
      lpad(fmt(x.sendToAnswer.p99 ?? undefined, 1), 10) +
      `  ${x.achievedRate ?? '–'}/${x.rate} msg/s from ${x.senders} senders, accepted ${x.accepted}` +
      (x.refused ? `, refused ${x.refused} ${JSON.stringify(x.refusals)}` : '') +
      (x.unanswered ? `, unanswered at the end ${x.unanswered}` : '') +
      `; answered ${x.answerRate ?? '–'}/s; sends late p99 ${fmt(x.sendLateness.p99 ?? undefined, 0)} ms`,
    pad('', w) +
      pad('delivery', 10) +
      `  ${x.delivered}/${x.expected} delivered` +
      (x.missing
        ? ` (${x.missing} missing ${(x.drainMs / 1000).toFixed(0)} s after the last send)`
        : '') +
      `, every message: ${x.clientsWithEveryMessage}/${x.clients} clients` +
      (x.connected < x.clients ? ` (${x.connected} connected)` : '') +
      `, duplicates ${x.duplicates}, dropped ${x.droppedClients}`,
    pad('', w) +
      pad('cpu %', 10) +
      '  ' +
      cpu.servers
        .map((s) => `${s.label} ${n(s.cpuPercent)} (idle ${n(s.idleCpuPercent)})`)
        .join(', ') +
      `, clients ${cpu.clientProcesses.map(n).join('+')}` +
      (cpu.redis !== null ? `, redis ${cpu.redis}` : '') +
      (cpu.postgres !== null ? `, postgres ${cpu.postgres}` : '') +
      `, other processes ${n(cpu.otherProcesses)}; machine busy ${n(cpu.machineBusyPercent)}% of ${cpu.cores} cores`,
    pad('', w) + pad('p99/s', 10) + `  ${x.p99PerSecond.map(n).join(' ')}`,
  ];
}

type RenderExtra = {
  render: {
    skipped?: string;
    live?: { cpuMs: number | null; htmlBytes: number };
    main?: { cpuMs: number | null; htmlBytes: number };
    baseline?: { cpuMs: number | null };
    liveOverBaseline?: number | null;
    liveOverMain?: number | null;
  };
};

/** The render-cost line under an HTTP scenario that measured one (live-ssr). */
function renderRow(r: Result, w: number): string {
  const x = (r.extra as RenderExtra).render;
  if (x.skipped || !x.live || !x.main || !x.baseline)
    return pad('', w) + pad('cpu/req', 10) + `  ${x.skipped ?? 'no figures'}`;
  const ms = (v: number | null) => (v === null ? '–' : `${v.toFixed(2)} ms`);
  return (
    pad('', w) +
    pad('cpu/req', 10) +
    `  ${ms(x.live.cpuMs)} (${(x.live.htmlBytes / 1024).toFixed(1)} KB), baseline ${ms(x.baseline.cpuMs)} (×${x.liveOverBaseline ?? '–'}), ` +
    `fresh /main ${ms(x.main.cpuMs)} (${(x.main.htmlBytes / 1024).toFixed(1)} KB; /live ÷ /main ×${x.liveOverMain ?? '–'})`
  );
}

/** The table printed at the end: per scenario, the site, the baseline and site ÷ baseline. */
export function table(results: Result[]): string {
  const w = Math.max(20, ...results.map((r) => r.title.length + 2));
  const head =
    pad('scenario', w) +
    pad('target', 10) +
    lpad('req/s', 10) +
    lpad('p50 ms', 10) +
    lpad('p99 ms', 10) +
    lpad('errors', 9);
  const lines = [head, '─'.repeat(head.length)];
  for (const r of results) {
    if (!r.skipped && r.extra?.kind === 'push') {
      lines.push(...pushRows(r, w));
      continue;
    }
    if (!r.skipped && r.extra?.kind === 'chat') {
      lines.push(...chatRows(r, w));
      continue;
    }
    if (!r.skipped && r.extra?.kind === 'search') {
      lines.push(pad(r.title, w));
      lines.push(...searchLines(r.extra.targets as TargetResult[]).map((l) => `  ${l}`));
      continue;
    }
    if (!r.skipped && r.extra?.kind === 'gifts') {
      lines.push(pad(r.title, w));
      lines.push(...giftLines(r.extra.targets as GiftTarget[]).map((l) => `  ${l}`));
      continue;
    }
    if (!r.skipped && r.extra?.kind === 'frame') {
      lines.push(pad(r.title, w));
      lines.push(...frameLines(r.extra as FrameExtra).map((l) => `  ${l}`));
      continue;
    }
    if (r.skipped || !r.site || !r.baseline || !r.ratio) {
      lines.push(pad(r.title, w) + `skipped: ${r.skipped ?? 'no figures'}`);
      continue;
    }
    const row = (label: string, title: string, s: NonNullable<Result['site']>) =>
      pad(title, w) +
      pad(label, 10) +
      lpad(fmt(s.rps), 10) +
      lpad(fmt(s.p50, 2), 10) +
      lpad(fmt(s.p99, 2), 10) +
      lpad(String(s.errors + s.non2xx), 9);
    lines.push(row('site', r.title, r.site));
    lines.push(row('baseline', `  ${r.response?.bytes ?? 0} B`, r.baseline));
    lines.push(
      pad('', w) +
        pad('ratio', 10) +
        lpad(`×${fmt(r.ratio.rps, 3)}`, 10) +
        lpad(`×${fmt(r.ratio.p50, 1)}`, 10) +
        lpad(`×${fmt(r.ratio.p99, 1)}`, 10),
    );
    if (r.extra?.kind === 'render') lines.push(renderRow(r, w));
  }
  return lines.join('\n');
}

export function writeResults(
  file: string,
  options: Options & Record<string, unknown>,
  results: Result[],
  notes: string[],
  /** Taken before the run: the load average then says how busy the machine already was. */
  machineAtStart = machine(),
) {
  const doc = {
    timestamp: new Date().toISOString(),
    machine: machineAtStart,
    git: git(),
    options,
    notes,
    ratioMeaning:
      'site ÷ baseline; the baseline is a plain node:http server replaying the same bytes',
    scenarios: results,
  };
  fs.writeFileSync(file, JSON.stringify(doc, null, 2) + '\n');
}
