/**
 * After `next build`: marks the JavaScript a page loads first for eager compilation in V8
 * (decision 017).
 *
 * A chunk's module factories are small functions that V8 compiles lazily, on the main thread,
 * the first time they are called. For a first-load chunk, that is always during start-up: about
 * 140 ms of a fresh /score-detail load on this machine, in one long task.
 *
 * The magic comment `//# allFunctionsCalledOnLoad`, on a script's first line, asks Chromium
 * (136 and later) to compile all of the script's functions while it streams in, on a background
 * thread. Other browsers ignore it.
 *
 * The files marked are the root main files of the build manifest and the entry chunks of every
 * route in the client reference manifests. Chunks loaded on demand (dialogs, popovers) stay
 * lazy.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

function walk(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.name.endsWith('_client-reference-manifest.js')) out.push(p);
  }
  return out;
}

/** The chunks (paths relative to the dist dir, e.g. `static/chunks/x.js`) a page loads first. */
export function firstLoadChunks(distDir: string): string[] {
  const files = new Set<string>();
  const build = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles?: string[];
  };
  for (const f of build.rootMainFiles ?? []) files.add(f);
  for (const manifest of walk(path.join(distDir, 'server', 'app'))) {
    // The manifest is a script that fills globalThis.__RSC_MANIFEST; it is run in an empty
    // context, with nothing of this process in reach.
    const sandbox: {
      __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }>;
    } = {};
    vm.runInNewContext(fs.readFileSync(manifest, 'utf8'), sandbox, { timeout: 1000 });
    for (const route of Object.values(sandbox.__RSC_MANIFEST ?? {}))
      for (const list of Object.values(route.entryJSFiles ?? {}))
        for (const f of list) files.add(f);
  }
  return [...files].filter((f) => f.endsWith('.js')).sort();
}

/** Puts the compile hint on the first line of each first-load chunk; returns the files marked. */
export function addCompileHints(distDir: string): string[] {
  const marked: string[] = [];
  for (const rel of firstLoadChunks(distDir)) {
    const file = path.join(distDir, rel);
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    if (text.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + text);
    marked.push(rel);
  }
  return marked;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const marked = addCompileHints(distDir);
  console.log(`compile hints: ${marked.length} first-load chunks marked in ${distDir}`);
}
