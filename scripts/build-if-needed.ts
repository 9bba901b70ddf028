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
  'proxy.ts',
  'next.config.mjs',
  'tailwind.config.ts',
  'package-lock.json',
];

function newest(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const e of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, e)));
  return max;
}

/** Runs `next build` unless .next holds a build newer than every source file. */
export function buildIfNeeded(): void {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const id = `${distDir}/BUILD_ID`;
  const built = fs.existsSync(id) ? fs.statSync(id).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map(newest));
  if (built && built > changed) return;
  console.log('building the site (next build)…');
  const started = new Date();
  const r = spawnSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) {
    fs.rmSync(distDir, { recursive: true, force: true });
    throw new Error('next build failed');
  }
  addCompileHints(distDir);
  // Date the build from its start: a source saved while it ran makes the next call build again.
  fs.utimesSync(id, started, started);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
