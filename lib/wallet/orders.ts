import 'server-only';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { db } from '@/lib/db/client';
import {
  gifts,
  horns,
  nobleTiers,
  users,
  walletAccounts,
  walletEntries,
  walletTransactions,
} from '@/lib/db/schema';
import { translate } from '@/lib/i18n/messages';
import { toCoins } from './amount';
import { USER_ACCOUNTS, type TxKind } from './ledger';
import { ANCHOR_TX_KINDS, FAN_TX_KINDS, ORDER_TYPES, type OrderType } from './limits';

/**
 * The order list (Order/getList, order/getTypeList): every entry on the user's own accounts
 * (coins, income_pending, income), newest first, with a localised one-line title built from the
 * transaction's meta (gift, anchor, tier, horn … looked up by id, in the request's language).
 */

export { ORDER_TYPES, type OrderType };

/**
 * `order/getTypeList`: 'all' first, then the kinds of movement, named in `lang`. For a visitor,
 * every kind; for a user, those that apply to them: a fan's (FAN_TX_KINDS), an anchor's besides
 * (ANCHOR_TX_KINDS), and any other kind their records hold.
 */
export async function orderTypeList(
  lang: Locale,
  user: { id: number; isAnchor: number } | null = null,
): Promise<{ type: OrderType; name: string }[]> {
  const named = (type: OrderType) => ({ type, name: translate(lang, `api.wallet.types.${type}`) });
  if (!user) return ORDER_TYPES.map(named);
  const held = await db()
    .selectDistinct({ kind: walletTransactions.kind })
    .from(walletEntries)
    .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
    .innerJoin(walletTransactions, eq(walletTransactions.id, walletEntries.txId))
    .where(
      and(eq(walletAccounts.userId, user.id), inArray(walletAccounts.kind, [...USER_ACCOUNTS])),
    );
  const applies = new Set<string>([
    'all',
    ...FAN_TX_KINDS,
    ...(user.isAnchor !== 0 ? ANCHOR_TX_KINDS : []),
    ...held.map((r) => r.kind),
  ]);
  return ORDER_TYPES.filter((type) => applies.has(type)).map(named);
}

type Meta = Record<string, unknown>;

const idOf = (meta: Meta, key: string): number | null => {
  const v = meta[key];
  return typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : null;
};

function localName(lang: Locale, r: { nameZh: string; nameEn: string; nameVi: string }): string {
  return lang === 'en' ? r.nameEn : lang === 'vi' ? r.nameVi : r.nameZh;
}

/** A horn's text cut to a title's length (code points, so an emoji counts as one). */
function snippet(text: string, max = 20): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

type Row = {
  id: number;
  kind: string;
  txUserId: number | null;
  meta: unknown;
  account: string;
  amount: number;
  balanceAfter: number;
  createdAt: Date;
};

/** The names the titles of a page of rows need, fetched in one query per table. */
async function lookups(rows: Row[], lang: Locale) {
  const giftIds = new Set<number>();
  const userIds = new Set<number>();
  const tierIds = new Set<number>();
  const hornIds = new Set<number>();
  for (const r of rows) {
    const m = (r.meta ?? {}) as Meta;
    const add = (set: Set<number>, v: number | null) => v && set.add(v);
    add(giftIds, idOf(m, 'gift_id'));
    add(userIds, idOf(m, 'anchor_id'));
    add(userIds, idOf(m, 'sender_id'));
    add(userIds, idOf(m, 'expert_id'));
    add(userIds, r.txUserId);
    add(tierIds, idOf(m, 'tier_id'));
    add(hornIds, idOf(m, 'horn_id'));
  }
  const [g, u, t, h] = await Promise.all([
    giftIds.size
      ? db()
          .select({
            id: gifts.id,
            nameZh: gifts.nameZh,
            nameEn: gifts.nameEn,
            nameVi: gifts.nameVi,
          })
          .from(gifts)
          .where(inArray(gifts.id, [...giftIds]))
      : [],
    userIds.size
      ? db()
          .select({ id: users.id, nickname: users.nickname })
          .from(users)
          .where(inArray(users.id, [...userIds]))
      : [],
    tierIds.size
      ? db()
          .select({
            id: nobleTiers.id,
            nameZh: nobleTiers.nameZh,
            nameEn: nobleTiers.nameEn,
            nameVi: nobleTiers.nameVi,
          })
          .from(nobleTiers)
          .where(inArray(nobleTiers.id, [...tierIds]))
      : [],
    hornIds.size
      ? db()
          .select({ id: horns.id, text: horns.text })
          .from(horns)
          .where(inArray(horns.id, [...hornIds]))
      : [],
  ]);
  return {
    gift: new Map(g.map((x) => [x.id, localName(lang, x)])),
    user: new Map(u.map((x) => [x.id, x.nickname])),
    tier: new Map(t.map((x) => [x.id, localName(lang, x)])),
    horn: new Map(h.map((x) => [x.id, x.text])),
  };
}

type Names = Awaited<ReturnType<typeof lookups>>;

/** The one-line title of an entry: what moved, for what, with whom. */
function titleOf(r: Row, lang: Locale, names: Names): string {
  const m = (r.meta ?? {}) as Meta;
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(lang, `api.wallet.titles.${key}`, values);
  const name = (map: Map<number, string>, id: number | null) =>
    (id && map.get(id)) || (id ? `#${id}` : '');
  const num = idOf(m, 'num') ?? 1;
  const kind = r.kind as TxKind;
  switch (kind) {
    case 'recharge':
      return t('recharge', { coins: toCoins(Math.abs(r.amount)) });
    case 'gift':
    case 'gift_income': {
      const gift = name(names.gift, idOf(m, 'gift_id'));
      // The sender's entry is on coins; the anchor's share lands on their income accounts.
      if (kind === 'gift' && r.account === 'coins') {
        return t('giftSent', { gift, num, anchor: name(names.user, idOf(m, 'anchor_id')) });
      }
      const sender = name(names.user, idOf(m, 'sender_id') ?? r.txUserId);
      return t('giftReceived', { gift, num, sender });
    }
    case 'noble':
      return t('noble', {
        tier: name(names.tier, idOf(m, 'tier_id')),
        months: idOf(m, 'months') ?? 1,
      });
    case 'horn':
    case 'horn_refund': {
      const text = snippet(names.horn.get(idOf(m, 'horn_id') ?? 0) ?? '');
      return t(kind === 'horn' ? 'horn' : 'hornRefund', { text });
    }
    case 'withdrawal':
    case 'withdrawal_paid':
    case 'withdrawal_returned': {
      const key = {
        withdrawal: 'withdrawal',
        withdrawal_paid: 'withdrawalPaid',
        withdrawal_returned: 'withdrawalReturned',
      }[kind];
      return t(key, { id: idOf(m, 'withdrawal_id') ?? '' });
    }
    case 'plan':
    case 'plan_refund': {
      // The buyer's entry is on coins; the expert's share is on their pending income.
      const id = idOf(m, 'plan_id') ?? '';
      const buyer = name(names.user, r.txUserId);
      if (kind === 'plan')
        return r.account === 'coins'
          ? t('planBought', { id, expert: name(names.user, idOf(m, 'expert_id')) })
          : t('planSold', { id, buyer });
      return r.account === 'coins'
        ? t('planRefunded', { id })
        : t('planRefundTaken', { id, buyer });
    }
    case 'bonus':
    case 'conversion':
    case 'settlement':
    case 'opening':
    case 'adjustment':
      return t(kind);
  }
  // A kind added after this list: its type name rather than nothing.
  return translate(lang, `api.wallet.types.${r.kind}`);
}

/** One page of the user's movements, newest first, with the total for the pager. */
export async function orderList(
  userId: number,
  opts: { type: OrderType; page: number; limit: number },
  lang: Locale,
) {
  const where: SQL[] = [
    eq(walletAccounts.userId, userId),
    inArray(walletAccounts.kind, [...USER_ACCOUNTS]),
  ];
  if (opts.type !== 'all') where.push(eq(walletTransactions.kind, opts.type));
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select({
        id: walletEntries.id,
        kind: walletTransactions.kind,
        txUserId: walletTransactions.userId,
        meta: walletTransactions.meta,
        account: walletAccounts.kind,
        amount: walletEntries.amountTenths,
        balanceAfter: walletEntries.balanceAfterTenths,
        createdAt: walletEntries.createdAt,
      })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .innerJoin(walletTransactions, eq(walletTransactions.id, walletEntries.txId))
      .where(and(...where))
      .orderBy(desc(walletEntries.id))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db()
      .select({ n: count() })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .innerJoin(walletTransactions, eq(walletTransactions.id, walletEntries.txId))
      .where(and(...where)),
  ]);
  const names = await lookups(rows, lang);
  return {
    list: rows.map((r) => ({
      id: r.id,
      type: r.kind,
      type_name: translate(lang, `api.wallet.types.${r.kind}`),
      amount: toCoins(r.amount),
      account: r.account,
      balance_after: toCoins(r.balanceAfter),
      title: titleOf(r, lang, names),
      created_at: r.createdAt.toISOString(),
    })),
    total: Number(n),
    page: opts.page,
    limit: opts.limit,
  };
}
