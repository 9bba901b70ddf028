import { resetEnvForTests } from '@/lib/env';

/**
 * A complete production configuration (`npm start`: NODE_ENV=production, no DEMO, a real SMS
 * provider), which lib/env.ts accepts as it is.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  PUBLIC_URL: 'https://site.example',
  STREAM_HOOK_TOKEN: 'hook-token-production-0123456789',
  SMS_PROVIDER: 'tencent',
  TENCENT_SECRET_ID: 'AKIDexample',
  TENCENT_SECRET_KEY: 'secret-key',
  TENCENT_SMS_SDK_APP_ID: '1400000000',
  TENCENT_SMS_SIGN_NAME: '球流',
  TENCENT_SMS_TEMPLATE_ID: '100001',
} as const;

/**
 * Runs `fn` with the process configured as a production site (and `extra` on top; `undefined`
 * removes a variable), without the demo and test switches the test run sets; the variables are
 * restored afterwards.
 */
export async function withProductionEnv<T>(
  fn: () => T | Promise<T>,
  extra: Record<string, string | undefined> = {},
): Promise<T> {
  const saved = { ...process.env };
  process.env = { ...saved, ...PRODUCTION_ENV };
  for (const name of ['DEMO', 'RATE_LIMITS', 'FEED_TEST_TRIGGER', 'PUSH_TEST_ENDPOINTS'])
    if (!(name in extra)) delete process.env[name];
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
  try {
    return await fn();
  } finally {
    process.env = saved;
    resetEnvForTests();
  }
}
