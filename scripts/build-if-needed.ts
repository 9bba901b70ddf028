import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { addCompileHints } from './compile-hints';

const SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'i18n',
  'public',
  'assets',
  'proxy.ts',
  'next.config.mjs',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** Tests are never bundled: editing one needs no new build. */
const NOT_BUILT = /\.test\.tsx?$|\/__snapshots__\//;

/** Every file under `p` (or `p` itself) that the build may read, sorted. */
function files(p: string): string[] {
  if (!fs.existsSync(p)) return [];
  if (!fs.statSync(p).isDirectory()) return NOT_BUILT.test(p) ? [] : [p];
  return fs
    .readdirSync(p)
    .sort()
    .flatMap((e) => files(path.join(p, e)));
}

/**
 * What the build is made from: every source file's path and bytes, the lock file, and the
 * variables `next build` bakes in. Checkouts, copies and clones change file times but not this.
 */
export function sourcesHash(root = '.'): string {
  const h = crypto.createHash('sha256');
  for (const f of SOURCES.flatMap((s) => files(path.join(root, s)))) {
    h.update(`${path.relative(root, f)}\0`);
    h.update(fs.readFileSync(f));
    h.update('\0');
  }
  for (const k of BUILD_ENV) h.update(`${k}=${process.env[k] ?? ''}\0`);
  return h.digest('hex');
}

/** Read at build time (next.config.mjs). */
const BUILD_ENV = ['NEXT_DIST_DIR'];

/** Runs `next build` unless .next holds a build of exactly these sources (`sourcesHash`). */
export function buildIfNeeded(): void {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const stamp = path.join(distDir, 'SOURCES_SHA256');
  const hash = sourcesHash();
  const built = fs.existsSync(`${distDir}/BUILD_ID`) && fs.existsSync(stamp);
  if (built && fs.readFileSync(stamp, 'utf8').trim() === hash) return;
  console.log('building the site (next build)…');
  const r = spawnSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) {
    fs.rmSync(distDir, { recursive: true, force: true });
    throw new Error('next build failed');
  }
  addCompileHints(distDir);
  // The sources as they were when the build started: one saved meanwhile makes the next call
  // build again.
  fs.writeFileSync(stamp, `${hash}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
