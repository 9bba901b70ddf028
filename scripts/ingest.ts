/**
 * The real ingest chain of issue 29 §1 (docs/streams.md "Real ingest"): nginx with nginx-rtmp,
 * configured from the committed template deploy/nginx/rtmp.conf, and ffmpeg pushing a test
 * pattern with a clock burned in. Used by e2e/ingest.spec.ts and scripts/ingest-demo.sh (which
 * calls `key` below for the anchor's OBS settings). Processes are stopped by their own PID.
 *
 *   node --import ./scripts/hooks/register.mjs --import tsx scripts/ingest.ts key <site> <mobile> <password>
 *     prints the anchor's OBS server and stream key (Live/getLiveUrl) as two lines
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { solveAltcha, type AltchaChallenge } from '../lib/providers/captcha/solve';

export const RTMP_MODULE = '/usr/lib/nginx/modules/ngx_rtmp_module.so';
export const TEMPLATE = path.join(import.meta.dirname, '..', 'deploy', 'nginx', 'rtmp.conf');

/** The template's placeholders (deploy/nginx/rtmp.conf explains each). */
export type RtmpConfVars = {
  RTMP_MODULE: string;
  RTMP_LISTEN: string;
  HTTP_LISTEN: string;
  HLS_DIR: string;
  SITE: string;
  TOKEN_QUERY: string;
};

/** deploy/nginx/rtmp.conf with its @NAME@ placeholders filled in; every one must be. */
export function renderRtmpConf(vars: RtmpConfVars, template = TEMPLATE): string {
  const text = fs
    .readFileSync(template, 'utf8')
    .replace(/@([A-Z_]+)@/g, (whole, name: string) =>
      name in vars ? vars[name as keyof RtmpConfVars] : whole,
    );
  const left = /@([A-Z_]+)@/.exec(text.replace(/^#.*$/gm, ''));
  if (left) throw new Error(`rtmp.conf: no value for ${left[0]}`);
  return text;
}

/** What is missing of nginx, its RTMP module and ffmpeg on this machine (empty: all there). */
export function missingIngestTools(): string[] {
  const missing: string[] = [];
  if (spawnSync('nginx', ['-v']).status !== 0) missing.push('nginx');
  if (!fs.existsSync(RTMP_MODULE)) missing.push('libnginx-mod-rtmp');
  if (spawnSync('ffmpeg', ['-version']).status !== 0) missing.push('ffmpeg');
  return missing;
}

/**
 * Installs what is missing with apt-get when running as root (like scripts/ensure-browser.ts);
 * answers what is still missing afterwards.
 */
export function ensureIngestTools(): string[] {
  const missing = missingIngestTools();
  if (missing.length === 0 || process.getuid?.() !== 0) return missing;
  console.log(`installing ${missing.join(', ')} with apt-get…`);
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', '-qq', 'nginx', 'libnginx-mod-rtmp', 'ffmpeg'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return missingIngestTools();
}

function alive(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!alive(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 5000).unref());
  if ((await Promise.race([exited, timer])) === 'timeout' && alive(child)) {
    child.kill('SIGKILL');
    await exited;
  }
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

export type IngestServer = {
  /** `rtmp://127.0.0.1:<port>/live`: OBS's Server. */
  rtmpBase: string;
  /** `http://127.0.0.1:<port>/live`: the site's STREAM_PULL_BASE. */
  pullBase: string;
  prefix: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * nginx with the committed configuration in its own prefix (logs, pid, temporary files, HLS) on
 * its own ports, in the foreground as a child of this process.
 */
export async function startIngestNginx(opts: {
  prefix: string;
  rtmpPort: number;
  httpPort: number;
  site: string;
  token?: string;
}): Promise<IngestServer> {
  const prefix = path.resolve(opts.prefix);
  for (const d of ['logs', 'temp', 'hls']) fs.mkdirSync(path.join(prefix, d), { recursive: true });
  // Started as root, nginx's workers run as another user (Debian: www-data): they read the prefix
  // and write the HLS files and temporary files.
  fs.chmodSync(prefix, 0o755);
  for (const d of ['temp', 'hls']) fs.chmodSync(path.join(prefix, d), 0o777);
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    conf,
    renderRtmpConf({
      RTMP_MODULE,
      RTMP_LISTEN: `127.0.0.1:${opts.rtmpPort}`,
      HTTP_LISTEN: `127.0.0.1:${opts.httpPort}`,
      HLS_DIR: path.join(prefix, 'hls'),
      SITE: opts.site.replace(/\/+$/, ''),
      TOKEN_QUERY: opts.token ? `?token=${opts.token}` : '',
    }),
  );
  const child = spawn('nginx', ['-p', `${prefix}/`, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout?.on('data', (c: Buffer) => chunks.push(c.toString()));
  child.stderr?.on('data', (c: Buffer) => chunks.push(c.toString()));
  const output = () => {
    const log = path.join(prefix, 'logs', 'error.log');
    return `${chunks.join('')}${fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-4000) : ''}`;
  };
  const server: IngestServer = {
    rtmpBase: `rtmp://127.0.0.1:${opts.rtmpPort}/live`,
    pullBase: `http://127.0.0.1:${opts.httpPort}/live`,
    prefix,
    child,
    output,
    // SIGQUIT: nginx's graceful stop (SIGTERM is its fast one; either ends the RTMP sessions).
    stop: () => stopChild(child, 'SIGQUIT'),
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (!alive(child)) throw new Error(`nginx exited (code ${child.exitCode}):\n${output()}`);
    if ((await listening(opts.httpPort)) && (await listening(opts.rtmpPort))) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.stop();
  throw new Error(`nginx did not listen in time:\n${output()}`);
}

/**
 * ffmpeg args for a test pattern with the wall clock burned in and a tone, encoded as OBS would
 * be set up (x264 veryfast, zerolatency, a key frame every second, AAC), pushed to `pushUrl`.
 */
export function testPatternArgs(pushUrl: string, opts: { seconds?: number } = {}): string[] {
  const clock =
    "drawtext=text='%{localtime\\:%H\\\\\\:%M\\\\\\:%S}':fontsize=48:fontcolor=white:box=1:boxcolor=black@0.6:x=(w-tw)/2:y=h-th-20";
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-re',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=640x360:rate=25,${clock}`,
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=44100',
    ...(opts.seconds ? ['-t', String(opts.seconds)] : []),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-tune',
    'zerolatency',
    '-pix_fmt',
    'yuv420p',
    '-g',
    '25',
    '-b:v',
    '800k',
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-f',
    'flv',
    pushUrl,
  ];
}

/** ffmpeg pushing the test pattern until stopped (SIGINT: it closes the stream cleanly). */
export function startTestPattern(pushUrl: string): {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
} {
  const child = spawn('ffmpeg', testPatternArgs(pushUrl), { stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks: string[] = [];
  child.stdout?.on('data', (c: Buffer) => chunks.push(c.toString()));
  child.stderr?.on('data', (c: Buffer) => chunks.push(c.toString()));
  return { child, output: () => chunks.join(''), stop: () => stopChild(child, 'SIGINT') };
}

type Envelope<T> = { code: number; msg: string; data: T };

/**
 * Logs an anchor in through the platform API (solving the ALTCHA challenge as the widget does)
 * and answers their token and OBS settings (Live/getLiveUrl).
 */
export async function anchorPushAddress(
  site: string,
  mobile: string,
  password: string,
): Promise<{ token: string; server: string; stream_key: string; push_url: string }> {
  const root = site.replace(/\/+$/, '');
  const challenge = (await (
    await fetch(`${root}/api/captcha/challenge`)
  ).json()) as Envelope<AltchaChallenge>;
  const captcha = challenge.code === 0 ? await solveAltcha(challenge.data) : '';
  const login = (await (
    await fetch(`${root}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile, password, device_type: 'pc', captcha }),
    })
  ).json()) as Envelope<{ token: string }>;
  if (login.code !== 0) throw new Error(`login failed: ${login.msg}`);
  const { token } = login.data;
  const url = (await (
    await fetch(`${root}/api/Live/getLiveUrl`, { headers: { token } })
  ).json()) as Envelope<{ server: string; stream_key: string; push_url: string }>;
  if (url.code !== 0) throw new Error(`Live/getLiveUrl failed: ${url.msg}`);
  return { token, ...url.data };
}

// CLI for scripts/ingest-demo.sh.
async function main(args: string[]): Promise<void> {
  const [cmd, ...rest] = args;
  if (cmd === 'key' && rest.length === 3) {
    const a = await anchorPushAddress(rest[0], rest[1], rest[2]);
    console.log(a.server);
    console.log(a.stream_key);
    return;
  }
  console.error('usage: scripts/ingest.ts key <site> <mobile> <password>');
  process.exitCode = 2;
}

if (import.meta.url === `file://${process.argv[1]}`)
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
