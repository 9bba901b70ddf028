/**
 * The layers of chat, wallet and realtime hold (docs/architecture.md "Layers", issue 23 §5):
 *
 *   realtime (bus, socket server)  ←  wallet (money)  ←  chat (rooms, moderation, its socket module)
 *
 * realtime imports neither of the others; the wallet imports nothing of realtime and, of the
 * chat, only its browser-safe leaves (contract, limits, text rules); the chat may import both.
 * The wallet tells the chat about gifts and horns through events (lib/events, lib/wallet/events.ts)
 * instead of calling it. Checked by scanning the import statements of the folders' source files
 * (tests excluded: a test may wire any layers together), and by looking for a cycle between the
 * folders, so a new edge in either direction fails here first.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const FOLDERS = ['chat', 'wallet', 'realtime', 'events'] as const;
type Folder = (typeof FOLDERS)[number];

/** Modules anyone may import: constants and schemas, and the chat's pure text rules. */
const LEAF = /^lib\/[a-z-]+\/(contract|limits)(\.ts|\/index\.ts)?$|^lib\/chat\/text(\.ts)?$/;

/** What each folder must never import (besides the leaves). */
const FORBIDDEN: Record<Folder, readonly Folder[]> = {
  realtime: ['chat', 'wallet'],
  wallet: ['chat', 'realtime'],
  events: ['chat', 'wallet', 'realtime'],
  chat: [],
};

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

function sources(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(p);
    }
  };
  const dir = path.join(root, 'lib', folder);
  if (fs.existsSync(dir)) walk(dir);
  return out;
}

/** The repository path an import names (without extension), or null for a package. */
function target(file: string, spec: string): string | null {
  if (spec.startsWith('@/')) return spec.slice(2);
  if (spec.startsWith('.'))
    return path
      .relative(root, path.resolve(path.dirname(file), spec))
      .split(path.sep)
      .join('/');
  return null;
}

function folderOf(repoPath: string): Folder | null {
  const m = /^lib\/([^/]+)/.exec(repoPath);
  return m && (FOLDERS as readonly string[]).includes(m[1]) ? (m[1] as Folder) : null;
}

type Edge = { from: Folder; to: Folder; file: string; spec: string };

function edges(): Edge[] {
  const out: Edge[] = [];
  for (const from of FOLDERS)
    for (const file of sources(from)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(IMPORT)) {
        const spec = m[1] ?? m[2] ?? m[3];
        const to = target(file, spec);
        const folder = to && folderOf(to);
        if (!folder || folder === from || LEAF.test(to)) continue;
        out.push({ from, to: folder, file: path.relative(root, file), spec });
      }
    }
  return out;
}

/** A cycle between folders, as a list of folders, or null. */
function cycle(list: Edge[]): Folder[] | null {
  const next = new Map<Folder, Set<Folder>>();
  for (const e of list) next.set(e.from, (next.get(e.from) ?? new Set()).add(e.to));
  const state = new Map<Folder, 'open' | 'done'>();
  const stack: Folder[] = [];
  const visit = (f: Folder): Folder[] | null => {
    if (state.get(f) === 'done') return null;
    if (state.get(f) === 'open') return [...stack.slice(stack.indexOf(f)), f];
    state.set(f, 'open');
    stack.push(f);
    for (const n of next.get(f) ?? []) {
      const c = visit(n);
      if (c) return c;
    }
    stack.pop();
    state.set(f, 'done');
    return null;
  };
  for (const f of FOLDERS) {
    const c = visit(f);
    if (c) return c;
  }
  return null;
}

describe('import layers: chat, wallet, realtime', () => {
  const all = edges();

  it('finds the imports it checks (a broken scan would pass vacuously)', () => {
    expect(all.some((e) => e.from === 'chat' && e.to === 'wallet')).toBe(true);
    expect(all.some((e) => e.from === 'chat' && e.to === 'realtime')).toBe(true);
  });

  it.each(FOLDERS.filter((f) => FORBIDDEN[f].length > 0))(
    'lib/%s imports none of the layers above it',
    (from) => {
      const wrong = all
        .filter((e) => e.from === from && FORBIDDEN[from].includes(e.to))
        .map((e) => `${e.file}: ${e.spec}`);
      expect(wrong).toEqual([]);
    },
  );

  it('the leaves the wallet may import import no layer themselves', () => {
    const leaves = FOLDERS.flatMap(sources).filter((f) =>
      LEAF.test(path.relative(root, f).replace(/\.tsx?$/, '')),
    );
    const wrong: string[] = [];
    for (const file of leaves)
      for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const spec = m[1] ?? m[2] ?? m[3];
        const to = target(file, spec);
        if (to && folderOf(to) && !LEAF.test(to))
          wrong.push(`${path.relative(root, file)}: ${spec}`);
      }
    expect(wrong).toEqual([]);
  });

  it('has no cycle between the folders', () => {
    expect(cycle(all)).toBeNull();
  });

  it('would see a cycle: the scan of an edge back from the wallet to the chat', () => {
    const back: Edge = { from: 'wallet', to: 'chat', file: 'probe', spec: '@/lib/chat/send' };
    expect(cycle([...all, back])).toEqual(expect.arrayContaining(['wallet', 'chat']));
  });
});
