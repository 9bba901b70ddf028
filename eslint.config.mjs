import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import drizzle from 'eslint-plugin-drizzle';

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
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];

export default config;
