import 'server-only';
import crypto from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, min, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { smsCodes, users } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors/app-error';
import { requireCaptcha } from '@/lib/providers/captcha';
import { sign } from '@/lib/providers/derive-key';
import { smsProvider } from '@/lib/providers/sms';
import type { z } from 'zod';
import { SMS_RESEND_SECONDS, type getCodeInput } from './contract';
import { assertCountrySupported } from './mobile';

/** The rules of SMS codes (docs/product.md §9 resend countdown; the rest are ours). */
export const CODE_TTL_MS = 5 * 60 * 1000;
export const RESEND_AFTER_MS = SMS_RESEND_SECONDS * 1000;
export const MAX_WRONG_TRIES = 5;
export const HOURLY_PER_NUMBER = 5;
export const HOURLY_PER_IP = 20;
const HOUR_MS = 3600 * 1000;

export const CODE_REGISTER = 1;
export const CODE_OTHER = 2;
export type CodeType = typeof CODE_REGISTER | typeof CODE_OTHER;

let clock: () => Date = () => new Date();

/** Tests move time instead of sleeping; pass nothing to return to the real clock. */
export function setClockForTests(fn?: () => Date): void {
  clock = fn ?? (() => new Date());
}

function hashCode(mobile: string, code: string): string {
  // Keyed, so a copy of the table does not give the codes away to a million guesses; the number
  // is mixed in so equal codes of two numbers do not share a hash.
  return sign('sms-code', `${mobile}:${code}`);
}

/**
 * user/getCode. The answer is the same whether or not the number is registered: a register code
 * for a registered number, or another code for an unknown one, is recorded (it counts toward the
 * limits) but born consumed and never sent.
 */
export async function requestCode(input: z.infer<typeof getCodeInput>, ip: string): Promise<void> {
  const { mobile } = input;
  const type = input.type as CodeType;
  await requireCaptcha(input.captcha, ip);
  await assertCountrySupported(mobile);
  const now = clock();
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const send = await db().transaction(async (tx) => {
    // One request per number at a time, so two parallel requests cannot both pass the 60 s rule.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'sms:' + mobile}))`);
    const [last] = await tx
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(eq(smsCodes.mobile, mobile))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    if (last) {
      const waitMs = last.createdAt.getTime() + RESEND_AFTER_MS - now.getTime();
      if (waitMs > 0)
        throw new AppError(
          'codeResendWait',
          { seconds: Math.ceil(waitMs / 1000), retryAfter: Math.ceil(waitMs / 1000) },
          429,
        );
    }
    if (env().RATE_LIMITS !== 'off') {
      const since = new Date(now.getTime() - HOUR_MS);
      const [perNumber] = await tx
        .select({ n: count(), oldest: min(smsCodes.createdAt) })
        .from(smsCodes)
        .where(and(eq(smsCodes.mobile, mobile), gt(smsCodes.createdAt, since)));
      const [perIp] = await tx
        .select({ n: count(), oldest: min(smsCodes.createdAt) })
        .from(smsCodes)
        .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, since)));
      const full = [perNumber, perIp].filter(
        (r, i) => r.n >= (i === 0 ? HOURLY_PER_NUMBER : HOURLY_PER_IP),
      );
      if (full.length > 0) {
        // The caller may ask again once the oldest code of the hour falls out of it (a
        // conservative wait: the window slides).
        const freeAt = Math.max(...full.map((r) => new Date(r.oldest ?? now).getTime() + HOUR_MS));
        const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
        throw new AppError('smsHourlyLimit', { retryAfter }, 429);
      }
    }
    const [registered] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, mobile))
      .limit(1);
    const deliver = type === CODE_REGISTER ? !registered : !!registered;
    // A new code replaces any live one of the same kind.
    await tx
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(
        and(eq(smsCodes.mobile, mobile), eq(smsCodes.type, type), isNull(smsCodes.consumedAt)),
      );
    await tx.insert(smsCodes).values({
      mobile,
      type,
      codeHash: hashCode(mobile, code),
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      consumedAt: deliver ? null : now,
    });
    return deliver;
  });
  if (send) await smsProvider().sendCode(mobile, code, CODE_TTL_MS / 60_000);
}

/**
 * Checks a code without using it up and returns the id of its row, for consumeCode inside the
 * caller's transaction. A wrong code counts a try; the fifth wrong try kills the code.
 *
 * The check and the count are one UPDATE, so parallel guesses cannot all read the same count: the
 * row lock serialises them, each sees the count the one before left, and none is even compared
 * once five wrong ones are in (a brute-forcer gets five guesses, not as many as it can send at
 * once). The right code adds 0, a wrong one 1.
 */
export async function checkCode(mobile: string, type: CodeType, code: string): Promise<number> {
  const now = clock();
  const [row] = await db()
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.type, type)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!row) throw new AppError('codeInvalid');
  const given = hashCode(mobile, code);
  const [tried] = await db()
    .update(smsCodes)
    .set({
      attempts: sql`${smsCodes.attempts} + (case when ${smsCodes.codeHash} = ${given} then 0 else 1 end)`,
    })
    .where(
      and(
        eq(smsCodes.id, row.id),
        isNull(smsCodes.consumedAt),
        lt(smsCodes.attempts, MAX_WRONG_TRIES),
        gt(smsCodes.expiresAt, now),
      ),
    )
    .returning({
      attempts: smsCodes.attempts,
      right: sql<boolean>`${smsCodes.codeHash} = ${given}`,
    });
  if (tried) {
    if (tried.right) return row.id;
    throw new AppError(tried.attempts >= MAX_WRONG_TRIES ? 'codeTooManyTries' : 'codeInvalid');
  }
  // Not tried: say why, in the order of the rules (used up, too many wrong tries, expired).
  const [state] = await db()
    .select({
      consumedAt: smsCodes.consumedAt,
      attempts: smsCodes.attempts,
      expiresAt: smsCodes.expiresAt,
    })
    .from(smsCodes)
    .where(eq(smsCodes.id, row.id));
  if (!state || state.consumedAt) throw new AppError('codeInvalid');
  if (state.attempts >= MAX_WRONG_TRIES) throw new AppError('codeTooManyTries');
  if (state.expiresAt.getTime() <= now.getTime()) throw new AppError('codeExpired');
  throw new AppError('codeInvalid');
}

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0];

/** Uses up a checked code; a code used meanwhile by a parallel request answers codeInvalid. */
export async function consumeCode(tx: Tx, codeId: number): Promise<void> {
  const used = await tx
    .update(smsCodes)
    .set({ consumedAt: clock() })
    .where(and(eq(smsCodes.id, codeId), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  if (used.length !== 1) throw new AppError('codeInvalid');
}
