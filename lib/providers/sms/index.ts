import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { smsOutbox } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { log } from '@/lib/log';

export interface SmsProvider {
  sendCode(mobile: string, code: string): Promise<void>;
}

/** The default: codes are stored in sms_outbox instead of sent (DESIGN.md "SMS outbox"). */
const outbox: SmsProvider = {
  async sendCode(mobile, code) {
    await db().insert(smsOutbox).values({ mobile, code });
  },
};

/** Writes the code to the server log; for development without a database to look into. */
const logProvider: SmsProvider = {
  async sendCode(mobile, code) {
    log().info({ mobile, code }, 'sms code');
  },
};

export function smsProvider(): SmsProvider {
  return env().SMS_PROVIDER === 'log' ? logProvider : outbox;
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
