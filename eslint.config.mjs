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
    // Layer boundaries (DESIGN.md): pages and components reach data through the BFF adapter
    // (lib/bff) or the browser client (lib/client), never the database or the platform API's
    // internals; the browser client never pulls server modules into a bundle.
    files: ['components/**', 'app/**'],
    ignores: ['app/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
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
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];

export default config;
