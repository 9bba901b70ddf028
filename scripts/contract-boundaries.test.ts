/**
 * One contract per domain (docs/decisions/024-one-contract-per-domain.md): browser code takes the
 * API's shapes from lib/<domain>/contract.ts as types, never writes one by hand, and keeps no
 * types.ts of its own. The probes are linted by ESLint's API with the project's own config, in one
 * child process (as scripts/lint-boundaries.test.ts does), and the tree itself is checked for
 * leftovers.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const valueImport =
  "import { roomItemOutput } from '@/lib/live/contract';\nexport const x = roomItemOutput;\n";
const typeImport =
  "import type { RoomItem } from '@/lib/live/contract';\nexport type X = RoomItem;\n";
const limitsImport =
  "import { TITLE_MAX } from '@/lib/live/limits';\nexport const x = TITLE_MAX;\n";
const handShape = 'export type Room = { id: number; live_since: number | null };\n';
const quotedShape = "export type Room = { 'live_since': number };\n";
const viewModel = 'export type Row = { id: number; liveSince: number | null };\n';
const plain = 'export const x = 1;\n';

const cases: [string, string][] = [
  ['components/live/probe.tsx', valueImport],
  ['components/live/probe.tsx', typeImport],
  ['app/[locale]/(site)/live/probe.tsx', limitsImport],
  ['lib/client/probe.ts', valueImport],
  ['app/api/[...route]/probe.ts', valueImport],
  ['components/studio/probe.tsx', handShape],
  ['components/studio/probe.tsx', quotedShape],
  ['lib/client/probe.ts', handShape],
  ['components/studio/probe.tsx', viewModel],
  ['lib/live/probe.ts', handShape],
  ['components/studio/types.ts', plain],
  ['components/studio/probe.test.tsx', handShape],
];

const script = `
const { ESLint } = require('eslint');
let input = '';
process.stdin.on('data', (c) => (input += c));
process.stdin.on('end', async () => {
  const eslint = new ESLint({
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    ruleFilter: ({ ruleId }) =>
      ruleId === '@typescript-eslint/no-restricted-imports' || ruleId === 'no-restricted-syntax',
  });
  const out = [];
  for (const [filePath, source] of JSON.parse(input)) {
    const [report] = await eslint.lintText(source, { filePath });
    out.push(report.messages.map((m) => m.ruleId ?? 'fatal'));
  }
  process.stdout.write(JSON.stringify(out));
});`;

let rules: string[][];
beforeAll(() => {
  const r = spawnSync(process.execPath, ['-e', script], {
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(r.stderr);
  rules = JSON.parse(r.stdout) as string[][];
}, 120_000);

const flagged = (i: number) => rules[i].length > 0;

describe('one contract per domain', () => {
  it('lints every probe (a parse error would make the "allowed" cases pass vacuously)', () => {
    expect(rules.flat()).not.toContain('fatal');
  });

  it('lets browser code import a contract as types only, and the limits as values', () => {
    expect(rules[0]).toContain('@typescript-eslint/no-restricted-imports');
    expect(flagged(1)).toBe(false);
    expect(flagged(2)).toBe(false);
    expect(rules[3]).toContain('@typescript-eslint/no-restricted-imports');
    expect(flagged(4)).toBe(false);
  });

  it('refuses an API shape written by hand in browser code, not a view model or server code', () => {
    expect(rules[5]).toContain('no-restricted-syntax');
    expect(rules[6]).toContain('no-restricted-syntax');
    expect(rules[7]).toContain('no-restricted-syntax');
    expect(flagged(8)).toBe(false);
    expect(flagged(9)).toBe(false);
    expect(flagged(11)).toBe(false);
  });

  it('refuses a types.ts in browser code', () => {
    expect(rules[10]).toContain('no-restricted-syntax');
  });

  it('leaves no types.ts in components, app or lib/client', () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.name === 'types.ts') found.push(p);
      }
    };
    for (const dir of ['components', 'app', 'lib/client']) walk(dir);
    expect(found).toEqual([]);
  });
});
