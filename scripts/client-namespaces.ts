/**
 * Which message namespaces the browser needs, from the source: starting at a layout or a page,
 * follow the imports; from the first `'use client'` file down, every `useTranslations('ns…')`
 * runs in the browser, so `ns` must be in the messages that entry hands to its client islands
 * (lib/i18n/client-namespaces.ts). `scripts/client-namespaces.test.ts` keeps the two in step;
 * `node --import tsx scripts/client-namespaces.ts` prints what the source needs.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

const IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;
const USE_TRANSLATIONS = /useTranslations\(\s*(['"`]?)([^'"`)]*)\1\s*\)/g;

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null; // a package
  for (const ext of ['', '.tsx', '.ts', '/index.tsx', '/index.ts']) {
    const f = base + ext;
    if (/\.(tsx?)$/.test(f) && fs.existsSync(f) && fs.statSync(f).isFile()) return f;
  }
  return null;
}

function isClientModule(source: string): boolean {
  return /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(source);
}

export type EntryNeeds = {
  /** Top-level namespaces that client code under this entry translates with. */
  namespaces: Set<string>;
  /** Client files whose namespace is not a literal (they would need every message). */
  dynamic: string[];
};

/** The namespaces client code reachable from `entry` (a path from the repository root) uses. */
export function clientNamespaces(entry: string): EntryNeeds {
  const needs: EntryNeeds = { namespaces: new Set(), dynamic: [] };
  const seen = new Set<string>();
  const visit = (file: string, client: boolean) => {
    const key = `${file}:${client}`;
    if (seen.has(key)) return;
    seen.add(key);
    const source = fs.readFileSync(file, 'utf8');
    const inClient = client || isClientModule(source);
    if (inClient) {
      for (const m of source.matchAll(USE_TRANSLATIONS)) {
        if (!m[1] || m[2].includes('${')) needs.dynamic.push(path.relative(ROOT, file));
        else needs.namespaces.add(m[2].split('.')[0]);
      }
    }
    for (const re of [IMPORT, DYNAMIC_IMPORT]) {
      for (const m of source.matchAll(re)) {
        const dep = resolve(file, m[1]);
        if (dep) visit(dep, inClient);
      }
    }
  };
  visit(path.join(ROOT, entry), false);
  return needs;
}

/** The site's entries: the layouts (the shell) and each page, by the route it serves. */
export function entries(): { layouts: string[]; pages: Record<string, string[]> } {
  const site = 'app/[locale]/(site)';
  const pages: Record<string, string[]> = {};
  // A route segment's provider serves every page below it (/news/12, /admin/users) and the
  // segment's own layouts (the console's menu).
  const below = (dir: string): string[] =>
    fs
      .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory()
          ? below(path.join(dir, e.name))
          : e.name === 'page.tsx' || e.name === 'layout.tsx'
            ? [path.join(dir, e.name)]
            : [],
      );
  for (const dir of fs.readdirSync(path.join(ROOT, site))) {
    if (!fs.existsSync(path.join(ROOT, site, dir, 'page.tsx'))) continue;
    pages[dir] = below(path.join(site, dir)).sort();
  }
  pages['not-found'] = ['app/[locale]/not-found.tsx'];
  pages['[...rest]'] = ['app/[locale]/[...rest]/page.tsx'];
  // The error pages render inside the root layout's provider, so the shell hands them theirs.
  return {
    layouts: [
      'app/[locale]/layout.tsx',
      `${site}/layout.tsx`,
      'app/[locale]/error.tsx',
      `${site}/error.tsx`,
    ],
    pages,
  };
}

/** What every file of a route segment needs together. */
export function segmentNamespaces(files: readonly string[]): EntryNeeds {
  const all = files.map((f) => clientNamespaces(f));
  return {
    namespaces: new Set(all.flatMap((n) => [...n.namespaces])),
    dynamic: all.flatMap((n) => n.dynamic),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { layouts, pages } = entries();
  const shell = new Set(layouts.flatMap((l) => [...clientNamespaces(l).namespaces]));
  console.log('shell', [...shell].sort().join(' '));
  for (const [name, files] of Object.entries(pages)) {
    const n = segmentNamespaces(files);
    console.log(
      name,
      [...n.namespaces].sort().join(' '),
      n.dynamic.length ? `DYNAMIC: ${n.dynamic.join(' ')}` : '',
    );
  }
}
