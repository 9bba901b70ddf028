import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// next-intl 4 and its helpers ship ESM only: let babel transform them (docs/architecture.md gotcha 6).
const esm =
  '/node_modules/(?!(next-intl|use-intl|icu-minify|intl-messageformat|@formatjs|@schummar|ky)/)';

const common = {
  moduleNameMapper: {
    '^server-only$': '<rootDir>/test/empty.cjs',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '/.data/'],
};

async function project(overrides) {
  const base = await createJestConfig({ ...common, ...overrides })();
  return { ...base, transformIgnorePatterns: [esm, '^.+\\.module\\.(css|sass|scss)$'] };
}

/** Two projects: API and domain tests in Node (`*.api.test.ts`, `lib/**`), UI in jsdom. */
export default async function config() {
  return {
    // PGlite starts in each API test file; on a busy 2-core machine that can take seconds.
    testTimeout: 30_000,
    // Two workers even on two cores (Jest's default would be one): a file waiting on its database
    // or its sockets leaves the core to the other. Measured by the tables of npm test and .ci/run
    // (docs/decisions/023-fast-test-runs.md).
    maxWorkers: 2,
    // A worker that has run many PGlite files holds their memory and slows down; a new one after
    // 1 GB took the API step from 267 s to 223 s and ended the "failed to exit gracefully" warning.
    workerIdleMemoryLimit: '1GB',
    projects: [
      await project({
        displayName: 'api',
        testEnvironment: 'node',
        testPathIgnorePatterns: [
          ...common.testPathIgnorePatterns,
          '<rootDir>/lib/client/',
          '\\.ui\\.test\\.ts$',
        ],
        testMatch: [
          '<rootDir>/lib/**/*.test.ts',
          '<rootDir>/test/**/*.test.ts',
          '<rootDir>/scripts/**/*.test.ts',
        ],
        setupFilesAfterEnv: ['<rootDir>/test/setup-node.ts'],
        // A redis-server for the Redis-backed tests (`describeRedis`, test/redis.ts), or the
        // notice that they were skipped.
        globalSetup: '<rootDir>/test/global-setup.ts',
        globalTeardown: '<rootDir>/test/global-teardown.ts',
      }),
      await project({
        displayName: 'ui',
        testEnvironment: '<rootDir>/test/jsdom-env.mjs',
        testMatch: [
          '<rootDir>/components/**/*.test.tsx',
          '<rootDir>/lib/client/**/*.test.{ts,tsx}',
          '<rootDir>/lib/**/*.ui.test.ts',
        ],
        setupFilesAfterEnv: ['<rootDir>/test/setup-dom.ts'],
      }),
    ],
  };
}
