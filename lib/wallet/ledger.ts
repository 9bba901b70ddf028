import 'server-only';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { db, type Db } from '@/lib/db/client';
import { users, walletAccounts, walletEntries, walletTransactions } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { TX_KINDS, USER_ACCOUNTS, type TxKind, type UserAccountKind } from './limits';

export { TX_KINDS, USER_ACCOUNTS, type TxKind, type UserAccountKind };

/**
 * The coin ledger (issue 11, decision 022): the only way money moves. A movement is a wallet
 * transaction with a unique key and entries in signed tenths that sum to zero; the accounts'
 * balances change in the same database transaction, each by a conditional update that refuses to
 * take an account without `allow_negative` below zero. A second posting with the same key writes
 * nothing and answers the first one (`replay`).
 */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The platform's accounts (user_id null). */
export const PLATFORM_ACCOUNTS = [
  'revenue',
  'payment_clearing',
  'withdrawal_clearing',
  'promotions',
] as const;

export type PlatformAccountKind = (typeof PLATFORM_ACCOUNTS)[number];
export type AccountKind = UserAccountKind | PlatformAccountKind;

/** The mirrors of the outside world: money arrives from them and leaves to them. */
const MAY_GO_NEGATIVE: ReadonlySet<AccountKind> = new Set(['payment_clearing', 'promotions']);

export type Leg =
  | { account: UserAccountKind; userId: number; tenths: number }
  | { account: PlatformAccountKind; userId?: undefined; tenths: number };

export type Posting = {
  kind: TxKind;
  /** Unique for the movement: `u<user>:<client key>` or a natural key (`recharge:<order>`). */
  key: string;
  userId?: number | null;
  meta?: Record<string, unknown>;
  legs: Leg[];
};

export type Posted = {
  id: number;
  /** True when the key had already moved money: nothing was written this time. */
  replay: boolean;
  /** New balances of the accounts this posting touched (`coins:12`, `revenue`), in tenths. */
  balances: Record<string, number>;
};

function accountName(kind: AccountKind, userId?: number | null): string {
  return userId ? `${kind}:${userId}` : kind;
}

/**
 * Account ids never change once created, so each process remembers them (bounded): a posting then
 * needs no lookups before its balance updates. Keyed per database handle, as tests swap databases.
 */
const knownAccounts = new WeakMap<object, Map<string, number>>();
const KNOWN_MAX = 50_000;

/** The id of an account, creating it on first use (concurrent creators meet on the unique index). */
async function accountIdOf(tx: Tx, kind: AccountKind, userId: number | null): Promise<number> {
  const handle = db();
  let known = knownAccounts.get(handle);
  if (!known) knownAccounts.set(handle, (known = new Map<string, number>()));
  const name = accountName(kind, userId);
  const cached = known.get(name);
  if (cached !== undefined) return cached;
  const { id, committed } = await lookUpAccount(tx, kind, userId);
  // An account this transaction created may still roll back: only remember committed ones.
  if (committed) {
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(name, id);
  }
  return id;
}

/**
 * The account's id, and whether its row is committed (not created by this very transaction, which
 * may still roll back): `xmin` is the creating transaction.
 */
async function lookUpAccount(
  tx: Tx,
  kind: AccountKind,
  userId: number | null,
): Promise<{ id: number; committed: boolean }> {
  const where = and(
    eq(walletAccounts.kind, kind),
    userId === null ? isNull(walletAccounts.userId) : eq(walletAccounts.userId, userId),
  );
  const find = () =>
    tx
      .select({
        id: walletAccounts.id,
        mine: sql<boolean>`${walletAccounts}.xmin = pg_current_xact_id()::xid`,
      })
      .from(walletAccounts)
      .where(where);
  let [row] = await find();
  if (!row) {
    await tx
      .insert(walletAccounts)
      .values({ kind, userId, allowNegative: MAY_GO_NEGATIVE.has(kind) })
      .onConflictDoNothing();
    [row] = await find();
  }
  return { id: row.id, committed: !row.mine };
}

function checkLegs(p: Posting): void {
  if (p.legs.length < 2) throw new Error(`ledger: ${p.kind} needs two legs`);
  let sum = 0;
  for (const leg of p.legs) {
    if (!Number.isSafeInteger(leg.tenths) || leg.tenths === 0) {
      throw new Error(`ledger: ${p.kind} has a leg of ${leg.tenths} tenths`);
    }
    if ((USER_ACCOUNTS as readonly string[]).includes(leg.account) !== Boolean(leg.userId)) {
      throw new Error(`ledger: ${leg.account} and its user do not match`);
    }
    sum += leg.tenths;
  }
  if (sum !== 0) throw new Error(`ledger: ${p.kind} does not balance (${sum})`);
  if (!p.key || p.key.length > 200) throw new Error('ledger: a posting needs a key');
}

/**
 * Writes a posting inside the caller's database transaction (so the caller's own rows, e.g. an
 * order's state, commit or roll back with it). Throws `insufficientBalance` (rolling back) when a
 * leg would take an account below zero.
 */
export async function post(tx: Tx, p: Posting): Promise<Posted> {
  checkLegs(p);
  const [inserted] = await tx
    .insert(walletTransactions)
    .values({ kind: p.kind, key: p.key, userId: p.userId ?? null, meta: p.meta ?? {} })
    .onConflictDoNothing()
    .returning({ id: walletTransactions.id });
  if (!inserted) {
    const [first] = await tx
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(eq(walletTransactions.key, p.key));
    return { id: first.id, replay: true, balances: {} };
  }

  // One delta per account, updated in one global order (users' accounts by id, then the
  // platform's by id) so concurrent postings over the same accounts queue instead of
  // deadlocking; the busiest rows (revenue, clearing) come last and stay locked the least.
  const deltas = new Map<
    number,
    { name: string; kind: AccountKind; userId: number | null; d: number }
  >();
  for (const leg of p.legs) {
    const userId = leg.userId ?? null;
    const id = await accountIdOf(tx, leg.account, userId);
    const cur = deltas.get(id);
    if (cur) cur.d += leg.tenths;
    else
      deltas.set(id, {
        name: accountName(leg.account, userId),
        kind: leg.account,
        userId,
        d: leg.tenths,
      });
  }
  const balances: Record<string, number> = {};
  const entries: (typeof walletEntries.$inferInsert)[] = [];
  const rank = (id: number) => (deltas.get(id)!.userId === null ? 1 : 0);
  const order = [...deltas.keys()].sort((a, b) => rank(a) - rank(b) || a - b);
  for (const id of order) {
    const { name, kind, userId, d } = deltas.get(id)!;
    if (d === 0) continue;
    const [row] = await tx
      .update(walletAccounts)
      .set({ balanceTenths: sql`${walletAccounts.balanceTenths} + ${d}` })
      .where(
        and(
          eq(walletAccounts.id, id),
          d < 0
            ? sql`(${walletAccounts.allowNegative} or ${walletAccounts.balanceTenths} + ${d} >= 0)`
            : undefined,
        ),
      )
      .returning({ balance: walletAccounts.balanceTenths });
    if (!row) throw new AppError('insufficientBalance');
    balances[name] = row.balance;
    entries.push({
      txId: inserted.id,
      accountId: id,
      amountTenths: d,
      balanceAfterTenths: row.balance,
    });
    // users.balance_tenths is the coins account's projection, moved in the same transaction.
    if (kind === 'coins' && userId !== null) {
      await tx.update(users).set({ balanceTenths: row.balance }).where(eq(users.id, userId));
    }
  }
  await tx.insert(walletEntries).values(entries);
  return { id: inserted.id, replay: false, balances };
}

/** `post` in a database transaction of its own. */
export function postOnce(p: Posting): Promise<Posted> {
  return db().transaction((tx) => post(tx, p));
}

/** A user's balances in tenths (0 for an account never used). */
export async function userBalances(
  userId: number,
  q: Pick<Db, 'select'> = db(),
): Promise<Record<UserAccountKind, number>> {
  const rows = await q
    .select({ kind: walletAccounts.kind, balance: walletAccounts.balanceTenths })
    .from(walletAccounts)
    .where(
      and(eq(walletAccounts.userId, userId), inArray(walletAccounts.kind, [...USER_ACCOUNTS])),
    );
  const out = { coins: 0, income_pending: 0, income: 0 };
  for (const r of rows) out[r.kind as UserAccountKind] = r.balance;
  return out;
}

export type LedgerProblem = { what: string; id?: number; expected?: number; actual?: number };

/**
 * Audits the whole ledger: every transaction balances, every account's balance is the sum of its
 * entries, no account that may not go negative is below zero, and every user's balance column
 * equals the coins account. Empty when all hold (tests, the bench, an operator's check).
 */
export async function auditLedger(q: Pick<Db, 'execute'> = db()): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await q.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  for (const r of await rows(sql`
    select tx_id as id, sum(amount_tenths)::bigint as s from wallet_entries
    group by tx_id having sum(amount_tenths) <> 0`)) {
    problems.push({ what: 'transaction does not balance', id: Number(r.id), actual: Number(r.s) });
  }
  for (const r of await rows(sql`
    select a.id, a.balance_tenths as b, coalesce(sum(e.amount_tenths), 0)::bigint as s
    from wallet_accounts a left join wallet_entries e on e.account_id = a.id
    group by a.id, a.balance_tenths having a.balance_tenths <> coalesce(sum(e.amount_tenths), 0)`)) {
    problems.push({
      what: 'balance is not the sum of entries',
      id: Number(r.id),
      expected: Number(r.s),
      actual: Number(r.b),
    });
  }
  for (const r of await rows(sql`
    select id, balance_tenths as b from wallet_accounts where not allow_negative and balance_tenths < 0`)) {
    problems.push({ what: 'negative balance', id: Number(r.id), actual: Number(r.b) });
  }
  for (const r of await rows(sql`
    select u.id, u.balance_tenths as b, coalesce(a.balance_tenths, 0) as s
    from users u left join wallet_accounts a on a.user_id = u.id and a.kind = 'coins'
    where u.balance_tenths <> coalesce(a.balance_tenths, 0)`)) {
    problems.push({
      what: 'user balance differs from coins account',
      id: Number(r.id),
      expected: Number(r.s),
      actual: Number(r.b),
    });
  }
  for (const r of await rows(sql`
    select t.id from wallet_transactions t
    where not exists (select 1 from wallet_entries e where e.tx_id = t.id)`)) {
    problems.push({ what: 'transaction without entries', id: Number(r.id) });
  }
  return problems;
}

/** The sum over all accounts, by kind (tests: money is neither created nor lost). */
export async function totalsByKind(q: Pick<Db, 'select'> = db()): Promise<Record<string, number>> {
  const rows = await q
    .select({ kind: walletAccounts.kind, s: sql<string>`sum(${walletAccounts.balanceTenths})` })
    .from(walletAccounts)
    .groupBy(walletAccounts.kind)
    .orderBy(asc(walletAccounts.kind));
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.s)]));
}
