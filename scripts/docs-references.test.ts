/**
 * The documentation a newcomer reads must exist and say what the code cites (issue 23 §7).
 *
 * - No file of the repository outside docs/decisions (whose records are history) names the
 *   product brief or design note the project started from: they are not in the repository. What
 *   the site does is docs/product.md, how it is built docs/architecture.md.
 * - Every `docs/product.md §N` a file cites is a section of docs/product.md, and a phrase quoted
 *   after it (`docs/product.md §5 "gift amount is a number"`) is in that section.
 * - Every heading quoted after `docs/architecture.md` (`"Contracts"`, `"Contracts → Websocket"`)
 *   is a heading of docs/architecture.md, and every `docs/architecture.md gotcha N` is one of its
 *   numbered gotchas.
 * - Every decision record is linked from README.md.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const SELF = 'scripts/docs-references.test.ts';

/** Tracked files and new files not ignored (other work in progress counts too). */
function repoFiles(): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return out
    .split('\0')
    .filter(Boolean)
    .filter((f) => fs.existsSync(path.join(ROOT, f)) && fs.statSync(path.join(ROOT, f)).isFile());
}

const TEXT = /\.(?:[cm]?[jt]sx?|md|json|ya?ml|sh|css|html|txt|sql)$/;

function read(file: string): string {
  return fs.readFileSync(path.join(ROOT, file), 'utf8');
}

/** Comment continuation lines joined into one, so a citation split across lines reads whole. */
function joined(text: string): string {
  return text.replace(/\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*/g, ' ');
}

/** Lower case, markdown emphasis and code marks out, whitespace runs as one space. */
function plain(text: string): string {
  return text.replace(/[*`]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** docs/product.md's sections by number: `## §N Title` up to the next `## `. */
function productSections(doc: string): Map<number, string> {
  const sections = new Map<number, string>();
  const parts = doc.split(/^(?=## )/m);
  for (const part of parts) {
    const m = /^## §(\d+)\b/.exec(part);
    if (m) sections.set(Number(m[1]), plain(part));
  }
  return sections;
}

/** Every heading of a markdown document, plain. */
function headings(doc: string): Set<string> {
  const set = new Set<string>();
  for (const m of doc.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)) set.add(plain(m[1]));
  return set;
}

/** The numbers of the numbered list under `## Gotchas`. */
function gotchas(doc: string): Set<number> {
  const section = /^## Gotchas\s*$([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(doc)?.[1] ?? '';
  return new Set([...section.matchAll(/^(\d+)\.\s/gm)].map((m) => Number(m[1])));
}

type Citation = { file: string; section: number; phrases: string[] };

/** The `docs/product.md §N "phrase"` citations of a text. */
export function productCitations(file: string, text: string): Citation[] {
  const found: Citation[] = [];
  const flat = joined(text);
  const run = /docs\/product\.md((?:[\s,–-]*(?:and\s+)?§\s*\d+(?:\s*,?\s*"[^"\n]{1,120}")*)+)/g;
  for (const m of flat.matchAll(run)) {
    for (const s of m[1].matchAll(/§\s*(\d+)((?:\s*,?\s*"[^"\n]{1,120}")*)/g)) {
      const phrases = [...s[2].matchAll(/"([^"\n]+)"/g)].map((p) => p[1]);
      found.push({ file, section: Number(s[1]), phrases });
    }
  }
  return found;
}

/** The `docs/architecture.md "Heading"` and `docs/architecture.md gotcha N` citations of a text. */
export function architectureCitations(text: string): { headings: string[][]; gotchas: number[] } {
  const flat = joined(text);
  const hs = [...flat.matchAll(/docs\/architecture\.md\s*"([^"\n]{1,80})"/g)].map((m) =>
    m[1].split('→').map((part) => part.trim()),
  );
  const gs = [...flat.matchAll(/docs\/architecture\.md\s+gotcha\s+(\d+)/g)].map((m) =>
    Number(m[1]),
  );
  return { headings: hs, gotchas: gs };
}

const files = repoFiles().filter((f) => TEXT.test(f) && f !== SELF);
const product = read('docs/product.md');
const architecture = read('docs/architecture.md');

test('no file outside docs/decisions cites the SPEC.md or DESIGN.md that are not in the repository', () => {
  const offenders: string[] = [];
  for (const file of files) {
    if (file.startsWith('docs/decisions/') || file === 'package-lock.json') continue;
    const lines = read(file).split('\n');
    lines.forEach((line, i) => {
      if (/\b(?:SPEC|DESIGN)\.md\b/.test(line)) offenders.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  expect(offenders).toEqual([]);
});

test('docs/product.md keeps the numbered sections §1 … §9 in order', () => {
  const numbers = [...product.matchAll(/^## §(\d+)\b/gm)].map((m) => Number(m[1]));
  expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
});

test('every docs/product.md §N cited exists, with the phrase quoted after it', () => {
  const sections = productSections(product);
  const citations = files.flatMap((file) => productCitations(file, read(file)));
  // The repository cites the product page widely; an empty list means the pattern broke.
  expect(citations.length).toBeGreaterThan(50);
  const missing: string[] = [];
  for (const c of citations) {
    const body = sections.get(c.section);
    if (body === undefined) {
      missing.push(`${c.file}: §${c.section} is not a section of docs/product.md`);
      continue;
    }
    for (const phrase of c.phrases) {
      if (!body.includes(plain(phrase)))
        missing.push(`${c.file}: §${c.section} does not say "${phrase}"`);
    }
  }
  expect(missing).toEqual([]);
});

test('every docs/architecture.md heading and gotcha cited exists', () => {
  const own = headings(architecture);
  const numbered = gotchas(architecture);
  expect(numbered.size).toBeGreaterThan(10);
  const missing: string[] = [];
  let count = 0;
  for (const file of files) {
    const { headings: hs, gotchas: gs } = architectureCitations(read(file));
    count += hs.length + gs.length;
    for (const parts of hs)
      for (const part of parts)
        if (!own.has(plain(part))) missing.push(`${file}: no heading "${part}"`);
    for (const n of gs) if (!numbered.has(n)) missing.push(`${file}: no gotcha ${n}`);
  }
  expect(count).toBeGreaterThan(20);
  expect(missing).toEqual([]);
});

test('README.md links every decision record', () => {
  const readme = read('README.md');
  const records = fs
    .readdirSync(path.join(ROOT, 'docs/decisions'))
    .filter((f) => /^\d{3}-.+\.md$/.test(f));
  expect(records.length).toBeGreaterThan(20);
  const unlinked = records.filter((f) => !readme.includes(`](docs/decisions/${f})`));
  expect(unlinked).toEqual([]);
});

test('the citation patterns read what the code writes', () => {
  const sample = [
    '/** The most gifts (docs/product.md §5 "gift amount is a number"). */',
    ' * rooms (docs/product.md §7 "Live", "Social"), and §9 too',
    '// see docs/product.md §2, §6 and the',
    ' * (docs/product.md §9 "hot-post ranking by day, week or',
    ' * month"): the posts',
  ].join('\n');
  expect(productCitations('x', sample)).toEqual([
    { file: 'x', section: 5, phrases: ['gift amount is a number'] },
    { file: 'x', section: 7, phrases: ['Live', 'Social'] },
    { file: 'x', section: 2, phrases: [] },
    { file: 'x', section: 6, phrases: [] },
    { file: 'x', section: 9, phrases: ['hot-post ranking by day, week or month'] },
  ]);
  expect(
    architectureCitations(
      ' * (docs/architecture.md "Contracts → Websocket"), docs/architecture.md gotcha 5;\n' +
        ' * (docs/architecture.md\n * "Layers")',
    ),
  ).toEqual({ headings: [['Contracts', 'Websocket'], ['Layers']], gotchas: [5] });
});
