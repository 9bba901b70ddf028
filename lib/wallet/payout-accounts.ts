import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { verifyPassword } from '@/lib/account/password';
import { db } from '@/lib/db/client';
import { payoutAccounts, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { sealText, unsealText } from '@/lib/providers/seal';
import {
  PAYMENT_PASSWORD_FAILURES,
  checkPaymentPasswordTries,
  clearPaymentPasswordTries,
  countPaymentPasswordTry,
} from '@/lib/rate-limit/rules';
import {
  maskAlipayAccount,
  maskCardNumber,
  maskHolderName,
  type AlipayInfo,
  type BankInfo,
  type alipayBindInput,
  type bankBindInput,
  type PayoutMethod,
} from './contract';

export type { AlipayInfo, BankInfo };

/**
 * Where an anchor's withdrawals are paid (issue 11 §6): one bank card and one Alipay account per
 * user, bound with the payment password. The number is stored twice: masked for every screen, and
 * sealed (AES-256-GCM under a key derived for this purpose alone) for the payout step, the only
 * caller of `unseal`. The whole number is never answered, logged or shown to administrators.
 */

const SEAL_PURPOSE = 'payout-account';

/** Seals an account number under the payout accounts' own key (lib/providers/seal.ts). */
export const seal = (plain: string, context: string): string =>
  sealText(SEAL_PURPOSE, plain, context);

/** Opens what `seal` made with the same context; throws on any tampering or another key. */
export const unseal = (sealed: string, context: string): string =>
  unsealText(SEAL_PURPOSE, sealed, context);

/** The context a user's account of `kind` is sealed under. */
export const sealContext = (userId: number, kind: PayoutMethod) => `payout:${userId}:${kind}`;

/**
 * Checks the payment password of a money or payout-account operation. Each try is counted before
 * the check (parallel guesses cannot slip under the limit) in the budget Member/paymentPassword's
 * old-password tries use: 5 per 15 minutes. A wrong password answers `paymentPasswordIncorrect`
 * with the tries left; the try that uses the last one, and every try while the budget is empty
 * (the right password too), answers 429 `paymentPasswordBlocked` with `retry_after`. The right
 * password clears the count.
 */
export async function requirePaymentPassword(userId: number, password: string): Promise<void> {
  const [row] = await db()
    .select({ hash: users.paymentPasswordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.hash) throw new AppError('paymentPasswordNotSet');
  const blocked = (e: unknown) => {
    throw e instanceof AppError && e.key === 'rateLimited'
      ? new AppError('paymentPasswordBlocked', { retryAfter: e.values.retryAfter ?? 60 }, 429)
      : e;
  };
  const left = await countPaymentPasswordTry(userId).catch(blocked);
  if (await verifyPassword(row.hash, password)) {
    await clearPaymentPasswordTries(userId);
    return;
  }
  if (left > 0) throw new AppError('paymentPasswordIncorrect', { left });
  // That was the last try: say how long the lock lasts.
  await checkPaymentPasswordTries(userId).catch(blocked);
  throw new AppError(
    'paymentPasswordBlocked',
    { retryAfter: PAYMENT_PASSWORD_FAILURES.durationSec },
    429,
  );
}

type Row = typeof payoutAccounts.$inferSelect;

function bankInfo(row: Row): BankInfo {
  return {
    bank_name: row.bankName,
    card_masked: row.numberMasked,
    holder_masked: maskHolderName(row.holderName),
  };
}

function alipayInfo(row: Row): AlipayInfo {
  return { account_masked: row.numberMasked, name_masked: maskHolderName(row.holderName) };
}

async function upsert(
  userId: number,
  kind: PayoutMethod,
  values: { holderName: string; bankName: string; number: string; masked: string },
): Promise<Row> {
  const set = {
    holderName: values.holderName,
    bankName: values.bankName,
    numberMasked: values.masked,
    numberSealed: seal(values.number, sealContext(userId, kind)),
    updatedAt: sql`now()`,
  };
  const [row] = await db()
    .insert(payoutAccounts)
    .values({ userId, kind, ...set })
    .onConflictDoUpdate({ target: [payoutAccounts.userId, payoutAccounts.kind], set })
    .returning();
  return row;
}

/** Bank_card/bind: binds (or replaces) the user's bank card after the payment password. */
export async function bindBankCard(
  userId: number,
  input: z.infer<typeof bankBindInput>,
): Promise<BankInfo> {
  await requirePaymentPassword(userId, input.payment_password);
  const row = await upsert(userId, 'bank', {
    holderName: input.holder_name,
    bankName: input.bank_name,
    number: input.card_number,
    masked: maskCardNumber(input.card_number),
  });
  return bankInfo(row);
}

/** Bank_card/bindAliPay: binds (or replaces) the user's Alipay account after the payment password. */
export async function bindAlipay(
  userId: number,
  input: z.infer<typeof alipayBindInput>,
): Promise<AlipayInfo> {
  await requirePaymentPassword(userId, input.payment_password);
  const row = await upsert(userId, 'alipay', {
    holderName: input.name,
    bankName: '',
    number: input.account,
    masked: maskAlipayAccount(input.account),
  });
  return alipayInfo(row);
}

/** The user's bound accounts, raw rows (masked number; never the sealed one to a client). */
export async function payoutAccountsOf(
  userId: number,
): Promise<{ bank: Row | null; alipay: Row | null }> {
  const rows = await db().select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return {
    bank: rows.find((r) => r.kind === 'bank') ?? null,
    alipay: rows.find((r) => r.kind === 'alipay') ?? null,
  };
}

/** Bank_card/getInfo and Bank_card/getAliPayInfo (and Balance/info): masked, or null. */
export async function payoutInfo(
  userId: number,
): Promise<{ bank: BankInfo | null; alipay: AlipayInfo | null }> {
  const { bank, alipay } = await payoutAccountsOf(userId);
  return { bank: bank && bankInfo(bank), alipay: alipay && alipayInfo(alipay) };
}

/**
 * For the payout step only (an operator's transfer or a future payout adapter): the full number
 * and holder of the account a withdrawal was requested for. Null when the user has since bound a
 * different account of that kind (its masked form differs): then the payout must be confirmed
 * with the user rather than sent to an account they did not name.
 */
export async function payoutDestination(w: {
  userId: number;
  method: string;
  accountMasked: string;
}): Promise<{ number: string; holderName: string; bankName: string } | null> {
  const kind = w.method as PayoutMethod;
  const [row] = await db()
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, w.userId), eq(payoutAccounts.kind, kind)));
  if (!row || row.numberMasked !== w.accountMasked) return null;
  return {
    number: unseal(row.numberSealed, sealContext(w.userId, kind)),
    holderName: row.holderName,
    bankName: row.bankName,
  };
}
