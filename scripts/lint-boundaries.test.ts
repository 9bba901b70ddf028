/**
 * The layer boundaries in eslint.config.mjs hold: components and pages never import the database
 * or the platform API's internals, the browser client stays browser-safe, and the match domain
 * never imports the feed providers (the simulator depends on the domain, not the reverse), and test
 * files get their database from test/db.ts alone. The cases are linted
 * by ESLint's API with the project's own config, in one child process (ESLint loads its flat config
 * with a dynamic import, which jest's module sandbox does not run).
 */
import { spawnSync } from 'node:child_process';

const dbImport = "import { db } from '@/lib/db/client';\nexport const x = db;\n";
const apiImport = "import { api } from '@/lib/api/app';\nexport const x = api;\n";
const bffImport = "import { serverApi } from '@/lib/bff/server';\nexport const x = serverApi;\n";
const feedsImport =
  "import { createFeedProvider } from '@/lib/feeds';\nexport const x = createFeedProvider;\n";
const simulatorImport =
  "import { liveWindow } from '../../feeds/simulator';\nexport const x = liveWindow;\n";
const ownDbImport =
  "import { setHandleForTests } from '@/lib/db/client';\nexport const x = setHandleForTests;\n";
const pgliteImport = "import { PGlite } from '@electric-sql/pglite';\nexport const x = PGlite;\n";
const domainImport =
  "import { liveWindow } from '@/lib/matches/timing';\nexport const x = liveWindow;\n";

const cases: [string, string][] = [
  ['components/scores/probe.tsx', dbImport],
  ['components/layout/probe.tsx', apiImport],
  ['app/[locale]/(site)/main/probe.tsx', dbImport],
  ['app/[locale]/(site)/main/probe.tsx', bffImport],
  ['app/api/[...route]/probe.ts', apiImport],
  ['lib/client/probe.ts', bffImport],
  ['lib/client/probe.ts', dbImport],
  ['lib/matches/probe.ts', feedsImport],
  ['lib/matches/demo/probe.ts', simulatorImport],
  ['lib/feeds/simulator/probe.ts', domainImport],
  ['lib/matches/probe.test.ts', feedsImport],
  ['lib/wallet/probe.test.ts', ownDbImport],
  ['test/probe.test.ts', pgliteImport],
  ['lib/wallet/probe.test.ts', dbImport],
  ['test/db.ts', ownDbImport],
];

const script = `
const { ESLint } = require('eslint');
let input = '';
process.stdin.on('data', (c) => (input += c));
process.stdin.on('end', async () => {
  // The probes are not files of the TypeScript project, so they are linted without type
  // information, for the import rule alone (the type-aware rules would need the project).
  const eslint = new ESLint({
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
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

const restricted = (i: number) => rules[i].includes('no-restricted-imports');

describe('import boundaries', () => {
  it('lints every probe (a parse error would make the "allowed" cases pass vacuously)', () => {
    expect(rules.flat()).not.toContain('fatal');
  });

  it('refuses the database and API internals in components and pages', () => {
    expect(restricted(0)).toBe(true);
    expect(restricted(1)).toBe(true);
    expect(restricted(2)).toBe(true);
  });

  it('allows the BFF adapter in pages and the API in its own route', () => {
    expect(restricted(3)).toBe(false);
    expect(restricted(4)).toBe(false);
  });

  it('keeps the browser client free of server modules', () => {
    expect(restricted(5)).toBe(true);
    expect(restricted(6)).toBe(true);
  });

  it('keeps the match domain free of the feed providers; the simulator may use the domain', () => {
    expect(restricted(7)).toBe(true);
    expect(restricted(8)).toBe(true);
    expect(restricted(9)).toBe(false);
    expect(restricted(10)).toBe(false);
  });

  it('gives test files their database through test/db.ts only (CI reruns its importers on PostgreSQL)', () => {
    expect(restricted(11)).toBe(true);
    expect(restricted(12)).toBe(true);
    expect(restricted(13)).toBe(false);
    expect(restricted(14)).toBe(false);
  });
});

// Rate limits have one home (issue 23 §5): the raw counters of lib/rate-limit are imported by
// lib/rate-limit itself and the API layer's declarative rules (lib/api/app.ts) alone; everything
// else declares a `rateLimit` rule or calls a named counter of lib/rate-limit/rules.ts.
describe('rate-limit counters', () => {
  const counter = (name: string, from = '@/lib/rate-limit') =>
    `import { ${name} } from '${from}';\nexport const x = ${name};\n`;
  const rateCases: [string, string, boolean][] = [
    ['lib/account/probe.ts', counter('hit'), true],
    ['lib/api/routes/probe.ts', counter('check'), true],
    ['lib/content/probe.ts', counter('take', '@/lib/rate-limit/index'), true],
    ['lib/wallet/probe.ts', counter('reset'), true],
    ['components/scores/probe.tsx', counter('hit'), true],
    ['lib/client/probe.ts', counter('hit'), true],
    ['lib/matches/probe.ts', counter('hit'), true],
    ['lib/wallet/probe.test.ts', counter('hit'), true],
    ['lib/api/app.ts', counter('hit'), false],
    ['lib/rate-limit/probe.ts', counter('hit'), false],
    [
      'lib/account/probe.ts',
      "import type { Limit } from '@/lib/rate-limit';\nexport type X = Limit;\n",
      false,
    ],
    ['lib/account/probe.ts', counter('countLoginFailure', '@/lib/rate-limit/rules'), false],
  ];
  let found: string[][];
  beforeAll(() => {
    const r = spawnSync(process.execPath, ['-e', script], {
      input: JSON.stringify(rateCases.map(([file, source]) => [file, source])),
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(r.stderr);
    found = JSON.parse(r.stdout) as string[][];
  }, 120_000);

  it('lints every probe', () => {
    expect(found.flat()).not.toContain('fatal');
  });

  it.each(rateCases.map(([file, source, refused], i) => [file, source.split('\n')[0], refused, i]))(
    '%s: %s → refused %s',
    (_file, _line, refused, i) => {
      expect(found[i].includes('no-restricted-imports')).toBe(refused);
    },
  );
});
