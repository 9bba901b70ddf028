/**
 * One timed step of `npm test` or `.ci/run`: runs a command with its output passed through,
 * measures its wall time, reads its test count from the runner's closing lines (Jest,
 * Playwright), and appends a row to `TEST_TIMINGS_FILE` when set. `printTimings` prints the rows
 * as the table both end with (docs/decisions/023-fast-test-runs.md).
 *
 * As a command (`.ci/run`): `node … scripts/step.ts NAME -- CMD ARGS…` runs one step, exiting
 * with its status; `node … scripts/step.ts --print FILE` prints the table of FILE.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

export type StepRow = {
  name: string;
  seconds: number;
  /** Epoch milliseconds; steps that run side by side overlap. */
  start?: number;
  end?: number;
  /** Tests passed (flaky ones included), when the step runs tests. */
  passed?: number;
  failed?: number;
  skipped?: number;
  status: number;
};

const ANSI = /\x1b\[[0-9;]*m/g;

/** The counts of a Jest or Playwright run, from its closing lines. */
export function testCounts(output: string): Pick<StepRow, 'passed' | 'failed' | 'skipped'> {
  const text = output.replace(ANSI, '');
  const jest = [...text.matchAll(/^Tests:\s+(.*)$/gm)].at(-1)?.[1];
  const num = (s: string | undefined, word: string) =>
    Number(new RegExp(`(\\d+) ${word}`).exec(s ?? '')?.[1] ?? 0);
  if (jest) {
    return {
      passed: num(jest, 'passed'),
      failed: num(jest, 'failed'),
      skipped: num(jest, 'skipped') + num(jest, 'todo'),
    };
  }
  // Playwright's list reporter: "  92 passed (10.5m)", "  1 flaky", "  2 skipped", "  1 failed".
  const line = (word: string) =>
    [...text.matchAll(new RegExp(`^\\s+(\\d+) ${word}\\b`, 'gm'))].map((m) => Number(m[1])).at(-1);
  const passed = line('passed');
  if (passed === undefined && line('failed') === undefined) return {};
  return {
    passed: (passed ?? 0) + (line('flaky') ?? 0),
    failed: line('failed') ?? 0,
    skipped: (line('skipped') ?? 0) + (line('did not run') ?? 0),
  };
}

/** Runs one step, its output passed through; records its row. */
export async function runStep(
  name: string,
  cmd: string[],
  env: Record<string, string> = {},
  opts: { held?: boolean } = {},
): Promise<StepRow> {
  const start = Date.now();
  const started = process.hrtime.bigint();
  let tail = '';
  // A step run beside another keeps its output until it ends, so the two do not interleave.
  const held: Buffer[] = [];
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-200_000);
  };
  const out = (stream: NodeJS.WriteStream) => (c: Buffer) => {
    if (opts.held) held.push(c);
    else stream.write(c);
    keep(c);
  };
  const status = await new Promise<number>((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    child.stdout.on('data', out(process.stdout));
    child.stderr.on('data', out(process.stderr));
    child.on('error', (err) => {
      process.stderr.write(`${name}: ${err.message}\n`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
  if (held.length) process.stdout.write(Buffer.concat(held));
  const row: StepRow = {
    name,
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
    start,
    end: Date.now(),
    ...testCounts(tail),
    status,
  };
  recordStep(row);
  return row;
}

export function recordStep(row: StepRow): void {
  const file = process.env.TEST_TIMINGS_FILE;
  if (file) fs.appendFileSync(file, `${JSON.stringify(row)}\n`);
}

export function readTimings(file: string): StepRow[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as StepRow);
}

const clock = (s: number) =>
  s >= 60
    ? `${Math.floor(s / 60)}m ${String(Math.round(s % 60)).padStart(2, '0')}s`
    : `${s.toFixed(1)}s`;

/** Whether `r` ran while another step of `rows` did. */
const besideAnother = (r: StepRow, rows: StepRow[]) =>
  r.start !== undefined &&
  rows.some((o) => o !== r && o.start !== undefined && o.start < r.end! && r.start! < o.end!);

/** Wall time of all the steps: overlapping steps count once. */
export function wallSeconds(rows: StepRow[]): number {
  const timed = rows.filter((r) => r.start !== undefined).sort((a, b) => a.start! - b.start!);
  let ms = 0;
  let until = -Infinity;
  for (const r of timed) {
    ms += Math.max(0, r.end! - Math.max(r.start!, until));
    until = Math.max(until, r.end!);
  }
  return ms / 1000 + rows.filter((r) => r.start === undefined).reduce((t, r) => t + r.seconds, 0);
}

/** The table: one line a step, then the total. */
export function timingsTable(rows: StepRow[], title = 'Steps'): string {
  const overlapped = rows.some((r) => besideAnother(r, rows));
  const lines = [
    ['step', 'wall time', 'tests passed', 'failed', 'skipped', 'status'],
    ...rows.map((r) => [
      besideAnother(r, rows) ? `${r.name} ∥` : r.name,
      clock(r.seconds),
      r.passed === undefined ? '—' : String(r.passed),
      r.failed === undefined ? '—' : String(r.failed),
      r.skipped === undefined ? '—' : String(r.skipped),
      r.status === 0 ? 'ok' : `exit ${r.status}`,
    ]),
    [
      'total',
      clock(wallSeconds(rows)),
      String(rows.reduce((t, r) => t + (r.passed ?? 0), 0)),
      String(rows.reduce((t, r) => t + (r.failed ?? 0), 0)),
      String(rows.reduce((t, r) => t + (r.skipped ?? 0), 0)),
      '',
    ],
  ];
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  const fmt = (l: string[]) =>
    `| ${l.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [
    `\n${title}`,
    fmt(lines[0]),
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...lines.slice(1).map(fmt),
    ...(overlapped ? ['∥ ran beside another step; the total counts that time once.'] : []),
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  if (args[0] === '--print') {
    process.stdout.write(timingsTable(readTimings(args[1]), args[2]));
  } else {
    const sep = args.indexOf('--');
    if (sep !== 1 || args.length < 3) {
      console.error('usage: step.ts NAME -- CMD [ARGS…] | step.ts --print FILE [TITLE]');
      process.exit(2);
    }
    void runStep(args[0], args.slice(2)).then((row) => process.exit(row.status));
  }
}
