import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT, firstLoadChunks } from './compile-hints';

/** A dist dir shaped like Next 16's: build manifest, client reference manifests, chunks. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const chunks = path.join(dir, 'static', 'chunks');
  fs.mkdirSync(chunks, { recursive: true });
  for (const name of ['root.js', 'layout.js', 'page.js', 'lazy-dialog.js', 'styles.css'])
    fs.writeFileSync(path.join(chunks, name), `/* ${name} */`);
  fs.writeFileSync(
    path.join(dir, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/root.js'], polyfillFiles: [] }),
  );
  const route = path.join(dir, 'server', 'app', '[locale]', '(site)', 'football');
  fs.mkdirSync(route, { recursive: true });
  const manifest = {
    entryJSFiles: {
      '[project]/app/[locale]/layout': ['static/chunks/layout.js'],
      '[project]/app/[locale]/(site)/football/page': [
        'static/chunks/layout.js',
        'static/chunks/page.js',
        'static/chunks/missing.js',
      ],
    },
    entryCSSFiles: { x: [{ path: 'static/chunks/styles.css' }] },
  };
  fs.writeFileSync(
    path.join(route, 'page_client-reference-manifest.js'),
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
      `globalThis.__RSC_MANIFEST["/[locale]/(site)/football/page"] = ${JSON.stringify(manifest)};`,
  );
  return dir;
}

describe('compile hints on first-load chunks (decision 017)', () => {
  let dir = '';
  beforeEach(() => {
    dir = fakeBuild();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const read = (name: string) => fs.readFileSync(path.join(dir, 'static', 'chunks', name), 'utf8');

  it('finds the root main files and every route entry chunk, not the on-demand ones', () => {
    expect(firstLoadChunks(dir)).toEqual([
      'static/chunks/layout.js',
      'static/chunks/missing.js',
      'static/chunks/page.js',
      'static/chunks/root.js',
    ]);
  });

  it('puts the hint on the first line once, and leaves other files alone', () => {
    expect(addCompileHints(dir).sort()).toEqual([
      'static/chunks/layout.js',
      'static/chunks/page.js',
      'static/chunks/root.js',
    ]);
    expect(read('page.js')).toBe(`${COMPILE_HINT}/* page.js */`);
    expect(read('root.js').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(read('lazy-dialog.js')).toBe('/* lazy-dialog.js */');
    expect(read('styles.css')).toBe('/* styles.css */');
    // A second run (buildIfNeeded after a build that was already marked) changes nothing.
    expect(addCompileHints(dir)).toEqual([]);
    expect(read('page.js')).toBe(`${COMPILE_HINT}/* page.js */`);
  });

  it('runs the manifests with nothing of this process in reach', () => {
    const route = path.join(dir, 'server', 'app', 'evil');
    fs.mkdirSync(route, { recursive: true });
    fs.writeFileSync(
      path.join(route, 'page_client-reference-manifest.js'),
      'globalThis.__RSC_MANIFEST = {}; process.exit(3);',
    );
    expect(() => firstLoadChunks(dir)).toThrow(/process is not defined/);
  });
});
