import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import drizzle from 'eslint-plugin-drizzle';
import tseslint from 'typescript-eslint';

const TS_FILES = ['**/*.ts', '**/*.tsx'];
const TEST_FILES = [
  '**/*.test.ts',
  '**/*.test.tsx',
  'test/**',
  'e2e/**',
  '**/test-helpers.ts',
  '**/test-data.ts',
];

// Rate limits have one home (issue 23 §5, lib/rate-limit/rules.ts): the raw counters are used
// there and by the API layer's declarative rules (lib/api/app.ts), nowhere else. Every block
// below that sets no-restricted-imports repeats these paths (a later block replaces the options).
const RATE_LIMIT_COUNTERS = ['@/lib/rate-limit', '@/lib/rate-limit/index'].map((name) => ({
  name,
  importNames: ['check', 'hit', 'reset', 'take'],
  message:
    'Rate limits live in lib/rate-limit/rules.ts: give the endpoint a declarative `rateLimit` rule, or call a named counter of rules.ts.',
}));

// typescript-eslint's recommended-type-checked rules, without the parser set-up its preset carries
// (the project service below replaces it).
const typeCheckedRules = tseslint.configs.recommendedTypeCheckedOnly.at(-1).rules;

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      '.data/**',
      '.data-*/**',
      'node_modules/**',
      'lib/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'd', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'd', 'tx'] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: TS_FILES,
    ignores: ['lib/rate-limit/**', 'lib/api/app.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: RATE_LIMIT_COUNTERS }] },
  },
  {
    // Layer boundaries (docs/architecture.md): pages and components reach data through the BFF adapter
    // (lib/bff) or the browser client (lib/client), never the database or the platform API's
    // internals; the browser client never pulls server modules into a bundle.
    files: ['components/**', 'app/**'],
    ignores: ['app/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: RATE_LIMIT_COUNTERS,
          patterns: [
            {
              group: ['@/lib/db', '@/lib/db/*', '@/lib/api', '@/lib/api/*'],
              message:
                'Pages and components use lib/bff (server) or lib/client (browser), not the database or the API internals.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: RATE_LIMIT_COUNTERS,
          patterns: [
            {
              group: [
                '@/lib/db',
                '@/lib/db/*',
                '@/lib/api',
                '@/lib/api/*',
                '@/lib/bff',
                '@/lib/bff/*',
                'server-only',
              ],
              message: 'The browser client must stay browser-safe.',
            },
          ],
        },
      ],
    },
  },
  {
    // The simulator depends on the match domain, not the reverse (issue 8 §5.3): lib/matches owns
    // the feed contract (lib/matches/feed.ts) and server.ts hands it the provider. Tests may wire
    // both together, as the composition root does.
    files: ['lib/matches/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: RATE_LIMIT_COUNTERS,
          patterns: [
            {
              group: ['@/lib/feeds', '@/lib/feeds/*', '**/feeds', '**/feeds/*'],
              message:
                'lib/matches must not import lib/feeds: the domain defines the feed contract (lib/matches/feed.ts) and the composition root hands it the provider.',
            },
          ],
        },
      ],
    },
  },
  {
    // A test file gets its database from test/db.ts (`freshDb`, `createTestApi`) and from nowhere
    // else: CI reruns exactly the files that import it on PostgreSQL (`--findRelatedTests
    // test/db.ts`, docs/decisions/023-fast-test-runs.md), so a file opening its own would run on
    // PGlite alone.
    files: ['lib/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
    ignores: ['lib/client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/db/client',
              importNames: ['openPglite', 'setHandleForTests'],
              message: 'Test files get their database from test/db.ts (freshDb or createTestApi).',
            },
            ...RATE_LIMIT_COUNTERS,
          ],
          patterns: [
            {
              group: ['@electric-sql/pglite', '@electric-sql/pglite/*'],
              message: 'Test files get their database from test/db.ts (freshDb or createTestApi).',
            },
          ],
        },
      ],
    },
  },
  {
    // Type-aware rules (issue 8, §5.4): the TypeScript project service gives every .ts/.tsx file
    // the types of tsconfig.json, so floating or misused promises, unsafe `any` and needless
    // assertions are errors.
    files: TS_FILES,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      ...typeCheckedRules,
      // A switch over a union names every member; a `default` alone does not count, so a new
      // member (a captcha or SMS provider, a tab) is a lint error instead of a silent fallback.
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // Off: async methods that implement a Promise-returning interface (the in-process bus,
      // the log and off providers, route handlers) need no `await`, and wrapping their values in
      // Promise.resolve would only add noise.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests keep the promise rules (a missing `await` on an assertion or a user event is a test
    // that passes without checking anything) but not the unsafe-`any` ones: they parse JSON
    // bodies and reach into mocks, whose `any` is what they look at, and typing each of them
    // would only restate the response shape the assertion checks. `unbound-method` misreads
    // `expect(obj.method).toHaveBeenCalled()`.
    files: TEST_FILES,
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // One contract per domain (docs/decisions/024-one-contract-per-domain.md): browser code takes
    // the API's shapes from lib/<domain>/contract.ts as types only (a value import would bring
    // zod into the first load, decision 014) and its constants from lib/<domain>/limits.ts; an
    // object type with a snake_case property is the API's naming, so it is an API shape written
    // by hand.
    files: ['components/**', 'app/**', 'lib/client/**'],
    ignores: ['app/api/**', ...TEST_FILES],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/*/contract'],
              allowTypeImports: true,
              message:
                'Browser code imports a contract with `import type`; constants come from lib/<domain>/limits.ts.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSPropertySignature[key.name=/^[a-z][a-z0-9]*_[a-z0-9_]+$/]',
          message:
            'An API shape written by hand: use the type of lib/<domain>/contract.ts (Pick<> or indexed access are fine).',
        },
        {
          selector: 'TSPropertySignature[key.value=/^[a-z][a-z0-9]*_[a-z0-9_]+$/]',
          message:
            'An API shape written by hand: use the type of lib/<domain>/contract.ts (Pick<> or indexed access are fine).',
        },
      ],
    },
  },
  {
    files: ['components/**/types.ts', 'app/**/types.ts', 'lib/client/**/types.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message:
            'No hand-written types.ts in browser code: API shapes come from lib/<domain>/contract.ts (docs/decisions/024).',
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];

export default config;
