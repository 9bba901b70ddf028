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
  // e2e/push.spec.ts subscribes to a push service double on http://127.0.0.1.
  PUSH_TEST_ENDPOINTS: process.env.PUSH_TEST_ENDPOINTS ?? 'on',
});
fs.rmSync(process.env.DATA_DIR ?? '.data-e2e', { recursive: true, force: true });
const { migrate } = await import('@/lib/db/client');
const { seed } = await import('@/lib/db/seed');
await migrate();
await seed();
await seedApplicants();
await import('../server');

/**
 * Users who were never sent an SMS code, for the journeys that need a type-2 code at once
 * (e2e/member.spec.ts: the anchor application): a number registered during the run waits 60 s
 * before its next code. Their numbers and password are E2E_APPLICANTS of e2e/fixtures.ts.
 */
async function seedApplicants() {
  const { hash } = await import('@node-rs/argon2');
  const { db } = await import('@/lib/db/client');
  const { users } = await import('@/lib/db/schema');
  const { E2E_APPLICANTS } = await import('../e2e/applicants');
  for (const [i, mobile] of E2E_APPLICANTS.mobiles.entries()) {
    await db()
      .insert(users)
      .values({
        mobile,
        passwordHash: await hash(E2E_APPLICANTS.password),
        nickname: `申请人${i + 1}`,
        inviteCode: `APPLY0${i + 1}`,
        avatar: '/avatars/2.svg',
      });
  }
}
