import type { ChatOptions, Options, PushOptions } from './scenario';

export const USAGE = `npm run bench [-- [scenario …] [--duration=S] [--warmup=S] [--connections=N] [--rounds=N] [--list]]

  scenario        an id or the first word of ids (main, en-main, api …); default: all
  --duration=S    measured seconds per target, site and baseline each   (BENCH_DURATION, 8)
  --warmup=S      unmeasured seconds per target before measuring        (BENCH_WARMUP, 2)
  --connections=N concurrent keep-alive connections                     (BENCH_CONNECTIONS, 16)
  --rounds=N      alternating site/baseline runs the duration is split in (BENCH_ROUNDS, 2)
  --clients=N     push and chat scenarios: websocket clients            (BENCH_PUSH_CLIENTS, 2000)
  --events=N      push scenarios: probe events published                (BENCH_PUSH_EVENTS, 20)
  --interval=MS   push scenarios: ms between probe events               (BENCH_PUSH_INTERVAL, 250)
  --workers=N     push and chat scenarios: client processes             (BENCH_PUSH_WORKERS, 2)
  --rate=N        chat scenarios: chat.send per second over all senders (BENCH_CHAT_RATE, 100)
  --seconds=S     chat scenarios: measured seconds of sending           (BENCH_CHAT_SECONDS, 20)
  --senders=N     chat scenarios: clients that send, among --clients    (BENCH_CHAT_SENDERS, 2 × rate)
  --list          print the scenarios and exit
  --lighthouse    Lighthouse + render cost of this tree and a baseline revision instead
                  (bench/lighthouse.ts; --lighthouse --help for its options)
  --capacity      capacity through nginx in front of the instances instead (bench/capacity.ts,
                  docs/capacity.md; --capacity --help for its options)

  BENCH_URL=http://host:port   measure a server that is already running instead of building and
                               starting one (the demo user must exist there)
  BENCH_SCENARIOS="main api"   same as naming scenarios on the command line
  BENCH_DAY_MATCHES=300        football matches of today (Asia/Shanghai) the bench site gets
  BENCH_MIN_ROWS=300           match rows (data-match-id) /football must render to be measured
  BENCH_REDIS_URL=redis://…    the Redis of push-redis and chat-redis (else REDIS_URL, else
                               127.0.0.1:6379)
  BENCH_DATABASE_URL=postgres://…  the PostgreSQL server chat-redis creates (and drops) a database
                               on (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test)`;

export type Cli = Options & {
  push: PushOptions;
  chat: ChatOptions;
  scenarios: string[];
  list: boolean;
  help: boolean;
  url?: string;
};

function number(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min)
    throw new Error(`${name} must be a number ≥ ${min}, got "${raw}"`);
  return n;
}

/** Options from the command line, then BENCH_* variables, then defaults. */
export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): Cli {
  const flags: Record<string, string> = {};
  const names: string[] = [];
  let list = false;
  let help = false;
  for (const arg of argv) {
    if (arg === '--list') list = true;
    else if (arg === '--help' || arg === '-h') help = true;
    else if (arg.startsWith('--')) {
      const [k, v] = arg.slice(2).split('=', 2);
      if (v === undefined) throw new Error(`option ${arg} needs a value: --${k}=…`);
      flags[k] = v;
    } else names.push(arg);
  }
  const known = [
    'duration',
    'warmup',
    'connections',
    'rounds',
    'clients',
    'events',
    'interval',
    'workers',
    'rate',
    'seconds',
    'senders',
  ];
  const unknown = Object.keys(flags).filter((k) => !known.includes(k));
  if (unknown.length) throw new Error(`unknown option --${unknown[0]}\n\n${USAGE}`);

  const envNames = (env.BENCH_SCENARIOS ?? '').split(/[\s,]+/).filter(Boolean);
  const clients = Math.round(number('clients', flags.clients ?? env.BENCH_PUSH_CLIENTS, 2000, 1));
  const workers = Math.round(number('workers', flags.workers ?? env.BENCH_PUSH_WORKERS, 2, 1));
  const redisUrl = env.BENCH_REDIS_URL || env.REDIS_URL || 'redis://127.0.0.1:6379';
  const rate = number('rate', flags.rate ?? env.BENCH_CHAT_RATE, 100, 0.1);
  return {
    duration: number('duration', flags.duration ?? env.BENCH_DURATION, 8, 0.1),
    warmup: number('warmup', flags.warmup ?? env.BENCH_WARMUP, 2, 0),
    connections: Math.round(
      number('connections', flags.connections ?? env.BENCH_CONNECTIONS, 16, 1),
    ),
    rounds: Math.round(number('rounds', flags.rounds ?? env.BENCH_ROUNDS, 2, 1)),
    push: {
      clients,
      events: Math.round(number('events', flags.events ?? env.BENCH_PUSH_EVENTS, 20, 1)),
      intervalMs: number('interval', flags.interval ?? env.BENCH_PUSH_INTERVAL, 250, 1),
      workers,
      redisUrl,
    },
    chat: {
      clients,
      rate,
      seconds: number('seconds', flags.seconds ?? env.BENCH_CHAT_SECONDS, 20, 1),
      senders: Math.round(
        number('senders', flags.senders ?? env.BENCH_CHAT_SENDERS, Math.ceil(rate * 2), 1),
      ),
      workers,
      redisUrl,
      databaseUrl:
        env.BENCH_DATABASE_URL ||
        env.TEST_DATABASE_URL ||
        'postgres://postgres@127.0.0.1:5432/test',
    },
    scenarios: names.length ? names : envNames,
    list,
    help,
    url: env.BENCH_URL || undefined,
  };
}
