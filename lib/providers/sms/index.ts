import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { smsOutbox } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { tencentSmsProvider } from './tencent';

export interface SmsProvider {
  /**
   * Delivers a verification code valid for `validMinutes`, or throws an AppError (smsSendFailed).
   * A real provider never logs the code; `log` does so on purpose and is refused in production.
   */
  sendCode(mobile: string, code: string, validMinutes: number): Promise<void>;
}

/** The default: codes are stored in sms_outbox instead of sent (docs/architecture.md "SMS outbox"). */
const outbox: SmsProvider = {
  async sendCode(mobile, code) {
    await db().insert(smsOutbox).values({ mobile, code });
  },
};

/** Writes the code to the server log; development only (refused in production). */
const logProvider: SmsProvider = {
  async sendCode(mobile, code) {
    log().info({ mobile, code }, 'sms code');
  },
};

/** The provider SMS_PROVIDER names (lib/env.ts refuses outbox and log in production). */
export function smsProvider(): SmsProvider {
  switch (env().SMS_PROVIDER) {
    case 'tencent':
      return tencentSmsProvider;
    case 'log':
      return logProvider;
    case 'outbox':
      return outbox;
  }
}

/** The latest code the outbox holds for a number (api/dev/sms), or null. */
export async function latestOutboxCode(mobile: string): Promise<string | null> {
  const rows = await db()
    .select({ code: smsOutbox.code })
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return rows[0]?.code ?? null;
}
