import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import {
  reports,
  users,
  walletAccounts,
  walletEntries,
  walletTransactions,
  withdrawals,
} from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { checkPaymentPasswordTries, clearPaymentPasswordTries } from '@/lib/rate-limit/rules';
import { maskMobile } from '@/lib/wallet/horns';
import { toCoins } from '@/lib/wallet/limits';
import { USER_ACCOUNTS } from '@/lib/wallet/ledger';
import { recordAudit, type Actor } from './audit';
import { holdsRole, requireRole, rolesOf } from './roles';
import { sanctionsOf } from './sanctions';
import type {
  ConsoleUser,
  ConsoleUserDetail,
  LedgerLine,
  UserReport,
  UserSearchInput,
  UserWithdrawal,
} from './users-contract';

/**
 * The console's users (issue 27 "Users"; docs/product.md §6 "Operators"): search by mobile,
 * nickname or id, a user's page (profile, roles, standing, ledger, withdrawals, reports and
 * moderation history) and resetting a payment-password lock. Moderators read; administrators see
 * mobiles in full and reset locks. Sanctions are lib/admin/sanctions.ts, roles ./roles.ts.
 */

type Reader = Actor['user'];
type UserRow = typeof users.$inferSelect;
type Page<T> = { list: T[]; total: number; page: number; limit: number };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `%` and `_` in a search are literal. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const INT_MAX = 2_147_483_647;

function row(u: UserRow, reader: Reader): ConsoleUser {
  return {
    id: u.id,
    nickname: u.nickname,
    avatar: u.avatar,
    mobile: reader.isAdmin ? u.mobile : maskMobile(u.mobile),
    roles: rolesOf(u),
    is_anchor: u.isAnchor !== 0,
    banned_until: iso(u.bannedUntil),
    muted_until: iso(u.mutedUntil),
    created_at: u.createdAt.toISOString(),
    balance: toCoins(u.balanceTenths),
  };
}

/**
 * What `q` matches: a mobile in any form (13800000001, 86-13800000001, +86 138 0000 0001) to the
 * number, digits alone to an id as well, and anything to the start of a nickname (any case).
 */
export function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const conds: SQL[] = [ilike(users.nickname, `${escapeLike(text)}%`)];
  if (/^\+?[\d\s-]+$/.test(text)) {
    const cc = /^\+?(\d{1,4})[\s-]/.exec(text);
    const digits = text.replace(/\D/g, '');
    if (cc) conds.push(eq(users.mobile, `${cc[1]}-${digits.slice(cc[1].length)}`));
    else if (digits.length >= 5) conds.push(ilike(users.mobile, `%-${digits}`));
    if (/^\d{1,10}$/.test(text) && Number(text) <= INT_MAX && Number(text) > 0)
      conds.push(eq(users.id, Number(text)));
  }
  return or(...conds);
}

const SORTS = { id: users.id, created: users.createdAt, balance: users.balanceTenths } as const;

/** admin/userSearch: a page of users, newest first unless sorted otherwise. */
export async function searchUsers(
  reader: Reader,
  input: UserSearchInput,
): Promise<Page<ConsoleUser>> {
  requireRole(reader, 'moderator');
  const where = searchCondition(input.q);
  const col = SORTS[input.sort];
  const dir = input.order === 'asc' ? asc : desc;
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select()
      .from(users)
      .where(where)
      .orderBy(dir(col), dir(users.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db().select({ n: count() }).from(users).where(where),
  ]);
  return {
    list: rows.map((u) => row(u, reader)),
    total: Number(n),
    page: input.page,
    limit: input.limit,
  };
}

async function requireUser(userId: number): Promise<UserRow> {
  const [u] = await db().select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw new AppError('userNotFound');
  return u;
}

/** Whether the wallet refuses the user's payment password for now (too many wrong ones). */
async function paymentLocked(userId: number): Promise<boolean> {
  try {
    await checkPaymentPasswordTries(userId);
    return false;
  } catch (e) {
    if (e instanceof AppError && e.key === 'rateLimited') return true;
    throw e;
  }
}

/** admin/userDetail: the user's page. */
export async function userDetail(reader: Reader, userId: number): Promise<ConsoleUserDetail> {
  requireRole(reader, 'moderator');
  const u = await requireUser(userId);
  const [accounts, sanctions, locked] = await Promise.all([
    db()
      .select({ kind: walletAccounts.kind, balance: walletAccounts.balanceTenths })
      .from(walletAccounts)
      .where(
        and(eq(walletAccounts.userId, userId), inArray(walletAccounts.kind, [...USER_ACCOUNTS])),
      ),
    sanctionsOf(reader, userId),
    paymentLocked(userId),
  ]);
  const balance = (kind: string) => toCoins(accounts.find((a) => a.kind === kind)?.balance ?? 0);
  return {
    user: {
      ...row(u, reader),
      signature: u.signature,
      verified: u.verifiedAt !== null,
      invite_code: u.inviteCode,
      has_payment_password: u.paymentPasswordHash !== null,
      payment_locked: locked,
    },
    balances: {
      coins: toCoins(u.balanceTenths),
      income_pending: balance('income_pending'),
      income: balance('income'),
    },
    sanctions,
    reports: true,
  };
}

/** admin/userLedger: the user's ledger lines over all their accounts, newest first. */
export async function userLedger(
  reader: Reader,
  input: { user_id: number; page: number; limit: number },
): Promise<Page<LedgerLine>> {
  requireRole(reader, 'moderator');
  await requireUser(input.user_id);
  const where = eq(walletAccounts.userId, input.user_id);
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select({
        id: walletEntries.id,
        txId: walletEntries.txId,
        kind: walletTransactions.kind,
        account: walletAccounts.kind,
        amount: walletEntries.amountTenths,
        after: walletEntries.balanceAfterTenths,
        createdAt: walletEntries.createdAt,
      })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .innerJoin(walletTransactions, eq(walletTransactions.id, walletEntries.txId))
      .where(where)
      .orderBy(desc(walletEntries.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db()
      .select({ n: count() })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      tx_id: r.txId,
      kind: r.kind,
      account: r.account,
      amount: toCoins(r.amount),
      balance_after: toCoins(r.after),
      created_at: r.createdAt.toISOString(),
    })),
    total: Number(n),
    page: input.page,
    limit: input.limit,
  };
}

/** admin/userWithdrawals: the user's withdrawal requests, newest first. */
export async function userWithdrawals(
  reader: Reader,
  input: { user_id: number; page: number; limit: number },
): Promise<Page<UserWithdrawal>> {
  requireRole(reader, 'moderator');
  await requireUser(input.user_id);
  const where = eq(withdrawals.userId, input.user_id);
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db().select({ n: count() }).from(withdrawals).where(where),
  ]);
  return {
    list: rows.map((w) => ({
      id: w.id,
      amount: toCoins(w.amountTenths),
      method: w.method,
      account_masked: w.accountMasked,
      status: w.status,
      reason: w.reason,
      created_at: w.createdAt.toISOString(),
      reviewed_at: iso(w.reviewedAt),
    })),
    total: Number(n),
    page: input.page,
    limit: input.limit,
  };
}

/** admin/userReports: reports against the user (`against`) or made by them (`by`), newest first. */
export async function userReports(
  reader: Reader,
  input: { user_id: number; side: 'against' | 'by'; page: number; limit: number },
): Promise<Page<UserReport>> {
  requireRole(reader, 'moderator');
  await requireUser(input.user_id);
  const where =
    input.side === 'by'
      ? eq(reports.reporterId, input.user_id)
      : eq(reports.targetOwnerId, input.user_id);
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select()
      .from(reports)
      .where(where)
      .orderBy(desc(reports.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db().select({ n: count() }).from(reports).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      reporter_id: r.reporterId,
      target_type: r.targetType,
      target_id: r.targetId,
      target_owner_id: r.targetOwnerId,
      reason: r.reason,
      note: r.note,
      snapshot: r.snapshot,
      status: r.status,
      outcome: r.outcome,
      created_at: r.createdAt.toISOString(),
      handled_at: iso(r.handledAt),
    })),
    total: Number(n),
    page: input.page,
    limit: input.limit,
  };
}

/**
 * admin/resetPaymentLock (administrators): forgets the user's wrong payment passwords, so the
 * wallet takes their payment password again at once. One audit row, written with the reset.
 */
export async function resetPaymentLock(actor: Actor, userId: number): Promise<void> {
  if (!holdsRole(actor.user, 'admin')) throw new AppError('forbidden');
  await db().transaction(async (tx) => {
    const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!u) throw new AppError('userNotFound');
    const locked = await paymentLocked(userId);
    await recordAudit(tx, actor, {
      action: 'user.resetPaymentLock',
      targetType: 'user',
      targetId: userId,
      before: { payment_locked: locked },
      after: { payment_locked: false },
    });
    // Last: when the limiter cannot be reached, the audit row goes with the failed reset.
    await clearPaymentPasswordTries(userId);
  });
}
