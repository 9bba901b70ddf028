/**
 * The server Playwright starts: the built site on a fresh embedded database with the demo data,
 * so every run begins from the same state.
 */
import fs from 'node:fs';

Object.assign(process.env, {
  NODE_ENV: 'production',
  DEMO: '1',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3100}`,
  CAPTCHA_DIFFICULTY: process.env.CAPTCHA_DIFFICULTY ?? '20000',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Every journey registers its own users from 127.0.0.1; the limits have their own API tests.
  RATE_LIMITS: process.env.RATE_LIMITS ?? 'off',
  // e2e/scores.spec.ts makes goals happen with POST /api/__test/goal-soon.
  FEED_TEST_TRIGGER: process.env.FEED_TEST_TRIGGER ?? 'on',
});
fs.rmSync(process.env.DATA_DIR ?? '.data-e2e', { recursive: true, force: true });
const { migrate } = await import('@/lib/db/client');
const { seed } = await import('@/lib/db/seed');
await migrate();
await seed();
await import('../server');
