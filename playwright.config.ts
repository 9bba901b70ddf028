import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * The QA suite: one file per user journey in e2e/. Set BASE_URL to run it against another
 * deployment without starting a local server. E2E_PORT, E2E_DATA_DIR and NEXT_DIST_DIR let two
 * suites run side by side (each on its own port, database and build).
 */
const external = process.env.BASE_URL;
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = external ?? `http://localhost:${port}`;
const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(fs.existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The suite's browser sits in China unless a test says otherwise (e2e/timezone.spec.ts): the
    // pages then follow the zone the specs compute their days in.
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 860 },
        timezoneId: 'Asia/Shanghai',
      },
    },
  ],
  webServer: external
    ? undefined
    : {
        command: 'node --import ./scripts/hooks/register.mjs --import tsx scripts/e2e-server.ts',
        url: `${baseURL}/api/health`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: { PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e' },
      },
});
