import 'server-only';
import crypto from 'node:crypto';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import type { AuthUser } from '@/lib/account/auth';
import { db } from '@/lib/db/client';
import { chargeRules, rechargeOrders } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { AppError, isAppError } from '@/lib/errors/app-error';
import { translate } from '@/lib/i18n/messages';
import { log } from '@/lib/log';
import { paymentProvider, providerNamed } from '@/lib/providers/payment';
import { checkoutSigValid, ORDER_NO_RE } from '@/lib/providers/payment/sandbox';
import type { PaymentNotification } from '@/lib/providers/payment/types';
import { localePath } from '@/lib/seo/metadata';
import { toCoins } from './amount';
import { post } from './ledger';

/**
 * Recharge (issue 11 §2): a user picks a charge rule, gets an order and the provider's checkout
 * address, pays there, and the provider's verified notification credits the coins. An order is
 * 0 created → 1 paid, 2 cancelled or 3 expired (30 minutes unpaid). The credit is the ledger
 * transaction `recharge:<order_no>` from `payment_clearing`, written in the same database
 * transaction as the order's change to paid, and only by a conditional update from an unpaid
 * state: a replayed or concurrent notification finds the order paid and credits nothing.
 */

export const ORDER_STATUS = ['created', 'paid', 'cancelled', 'expired'] as const;
export const ORDER_TTL_MS = 30 * 60_000;

type Order = typeof rechargeOrders.$inferSelect;

/** The enabled charge rules, as chargerules/getList lists them. */
export async function chargeRuleList() {
  const rows = await db()
    .select()
    .from(chargeRules)
    .where(eq(chargeRules.enabled, true))
    .orderBy(asc(chargeRules.sort), asc(chargeRules.id));
  return rows.map((r) => ({
    id: r.id,
    coins: toCoins(r.coinsTenths),
    bonus: toCoins(r.bonusTenths),
    price: r.priceCents / 100,
    currency: r.currency,
  }));
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * `R` + the UTC time to the second + 12 random base-36 characters (62 bits from the CSPRNG):
 * sortable by eye, unique in practice (and by the index), and not guessable from another one.
 */
export function newOrderNo(now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  let tail = '';
  for (let i = 0; i < 12; i++) tail += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return `R${stamp}${tail}`;
}

/** An absolute address on this site when PUBLIC_URL is set, else site-relative (the sandbox). */
function siteUrl(path: string): string {
  const base = env().PUBLIC_URL?.replace(/\/+$/, '');
  return base ? `${base}${path}` : path;
}

/** Where the payer comes back to: the wallet tab of the member centre, showing the order. */
export function returnPath(lang: Locale, orderNo: string): string {
  return `${localePath(lang, '/member')}?type=1&order=${orderNo}`;
}

/**
 * Creates an order for a charge rule and asks the configured provider for its checkout address.
 * Refuses with paymentProviderUnavailable when recharging is closed (PAYMENT_PROVIDER none).
 */
export async function createRechargeOrder(user: AuthUser, ruleId: number, lang: Locale) {
  const provider = paymentProvider();
  if (!provider) throw new AppError('paymentProviderUnavailable');
  const [rule] = await db()
    .select()
    .from(chargeRules)
    .where(and(eq(chargeRules.id, ruleId), eq(chargeRules.enabled, true)));
  if (!rule) throw new AppError('chargeRuleNotFound');

  const now = new Date();
  const coinsTenths = rule.coinsTenths + rule.bonusTenths;
  const [order] = await db()
    .insert(rechargeOrders)
    .values({
      orderNo: newOrderNo(now),
      userId: user.id,
      ruleId: rule.id,
      priceCents: rule.priceCents,
      currency: rule.currency,
      coinsTenths,
      provider: provider.name,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ORDER_TTL_MS),
    })
    .returning();
  const { url } = await provider.createCheckout(
    {
      orderNo: order.orderNo,
      amountCents: order.priceCents,
      currency: order.currency,
      subject: translate(lang, 'api.wallet.orderSubject', { coins: toCoins(coinsTenths) }),
      expiresAt: order.expiresAt,
    },
    {
      notifyUrl: siteUrl(`/api/payment/notify/${provider.name}`),
      returnUrl: siteUrl(returnPath(lang, order.orderNo)),
      lang,
    },
  );
  log().info(
    { orderNo: order.orderNo, userId: user.id, ruleId, provider: provider.name },
    'recharge order',
  );
  return { order_no: order.orderNo, pay_url: url, expires_at: order.expiresAt.toISOString() };
}

async function findOrder(orderNo: string): Promise<Order | undefined> {
  if (!ORDER_NO_RE.test(orderNo)) return undefined;
  const [o] = await db().select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo));
  return o;
}

/** A created order past its expiry becomes expired (3); any other order is returned as it is. */
async function expireIfDue(order: Order, now = new Date()): Promise<Order> {
  if (order.status !== 0 || order.expiresAt > now) return order;
  const [row] = await db()
    .update(rechargeOrders)
    .set({ status: 3, closedAt: now })
    .where(and(eq(rechargeOrders.id, order.id), eq(rechargeOrders.status, 0)))
    .returning();
  // Someone else changed it meanwhile (a notification paid it): read what it is now.
  return row ?? (await findOrder(order.orderNo)) ?? order;
}

/**
 * Expires every created order past its expiry; returns how many. The job `wallet.expire-orders`
 * runs it every minute (lib/jobs/index.ts); `expireIfDue` closes an order read in between.
 */
export async function expireOrders(now = new Date()): Promise<number> {
  const rows = await db()
    .update(rechargeOrders)
    .set({ status: 3, closedAt: now })
    .where(and(eq(rechargeOrders.status, 0), lte(rechargeOrders.expiresAt, now)))
    .returning({ id: rechargeOrders.id });
  return rows.length;
}

/**
 * Marks an order paid and credits its coins, in one database transaction. The order moves to
 * paid from created, cancelled or expired alike: a provider that says it took the money for an
 * order the site had already given up on (the payer paid in the last second, or cancelled in one
 * tab and paid in another) has the payer's money, so the coins are owed; refusing would keep the
 * money without the coins. True when this call credited, false when the order was already paid.
 */
async function creditOrder(order: Order, tradeNo: string): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .update(rechargeOrders)
      .set({ status: 1, providerTradeNo: tradeNo || null, closedAt: new Date() })
      .where(and(eq(rechargeOrders.id, order.id), inArray(rechargeOrders.status, [0, 2, 3])))
      .returning({ id: rechargeOrders.id });
    if (!row) return false;
    const posted = await post(tx, {
      kind: 'recharge',
      key: `recharge:${order.orderNo}`,
      userId: order.userId,
      meta: {
        order_no: order.orderNo,
        rule_id: order.ruleId,
        price_cents: order.priceCents,
        currency: order.currency,
      },
      legs: [
        { account: 'payment_clearing', tenths: -order.coinsTenths },
        { account: 'coins', userId: order.userId, tenths: order.coinsTenths },
      ],
    });
    await tx.update(rechargeOrders).set({ txId: posted.id }).where(eq(rechargeOrders.id, order.id));
    return !posted.replay;
  });
}

/**
 * Applies a verified notification: `success` when it has been acted on (or had been before, so
 * the provider stops repeating it), `fail` when it must not be (an unknown order, another
 * provider's order, an amount that differs from the order's): nothing is credited then.
 */
export async function applyNotification(
  providerName: string,
  n: PaymentNotification,
): Promise<'success' | 'fail'> {
  const order = await findOrder(n.orderNo);
  if (!order || order.provider !== providerName) {
    log().warn({ orderNo: n.orderNo, provider: providerName }, 'payment notify: unknown order');
    return 'fail';
  }
  if (!n.paid) {
    if (n.closed) {
      await db()
        .update(rechargeOrders)
        .set({ status: 2, closedAt: new Date() })
        .where(and(eq(rechargeOrders.id, order.id), eq(rechargeOrders.status, 0)));
    }
    return 'success';
  }
  if (n.amountCents !== order.priceCents) {
    log().warn(
      { orderNo: order.orderNo, expected: order.priceCents, received: n.amountCents },
      'payment notify: amount mismatch, nothing credited',
    );
    return 'fail';
  }
  const credited = await creditOrder(order, n.tradeNo);
  if (credited) {
    log().info(
      { orderNo: order.orderNo, userId: order.userId, tenths: order.coinsTenths },
      'recharge credited',
    );
  }
  return 'success';
}

/** A provider's notification as received: verified by the named provider, then applied. */
export async function handleNotify(
  providerName: string,
  params: Record<string, string>,
): Promise<'success' | 'fail'> {
  const provider = providerNamed(providerName);
  if (!provider) {
    log().warn({ provider: providerName }, 'payment notify for a provider not configured');
    return 'fail';
  }
  let n: PaymentNotification;
  try {
    n = await provider.verifyNotification(params);
  } catch (e) {
    if (!isAppError(e)) throw e;
    log().warn({ provider: providerName, orderNo: params.out_trade_no ?? params.order_no }, e.key);
    return 'fail';
  }
  return applyNotification(provider.name, n);
}

function statusName(lang: Locale, status: number): string {
  return translate(lang, `api.wallet.orderStatus.${ORDER_STATUS[status] ?? 'created'}`);
}

/**
 * One of the user's orders (chargerules/orderStatus, for the page the payer returns to). An
 * unpaid order is first asked about at a remote provider (its notification may be late), then
 * expired when due. Someone else's order is not found.
 */
export async function orderStatus(userId: number, orderNo: string, lang: Locale) {
  let order = await findOrder(orderNo);
  if (!order || order.userId !== userId) throw new AppError('orderNotFound');
  const provider = providerNamed(order.provider);
  if (order.status === 0 && provider?.remote) {
    try {
      const state = await provider.query(order.orderNo);
      if (state.status === 'paid') {
        await applyNotification(provider.name, {
          orderNo: order.orderNo,
          tradeNo: state.tradeNo ?? '',
          amountCents: state.amountCents ?? -1,
          paid: true,
          closed: false,
        });
        order = (await findOrder(orderNo)) ?? order;
      }
    } catch (err) {
      // The provider being unreachable only means the answer is what the site knows so far.
      log().warn({ err, orderNo }, 'payment query failed');
    }
  }
  order = await expireIfDue(order);
  return {
    order_no: order.orderNo,
    status: order.status,
    status_name: statusName(lang, order.status),
    coins: toCoins(order.coinsTenths),
    price: order.priceCents / 100,
    currency: order.currency,
    created_at: order.createdAt.toISOString(),
    expires_at: order.expiresAt.toISOString(),
    paid_at: order.status === 1 && order.closedAt ? order.closedAt.toISOString() : null,
  };
}

/**
 * The sandbox checkout page's order (payment/sandboxCheckout): only with the sandbox provider,
 * and only for the link's valid signature; a forged link reads as an unknown order.
 */
export async function sandboxCheckout(orderNo: string, sig: string, lang: Locale) {
  if (paymentProvider()?.name !== 'sandbox') throw new AppError('paymentProviderUnavailable');
  const found = checkoutSigValid(orderNo, sig) ? await findOrder(orderNo) : undefined;
  if (!found || found.provider !== 'sandbox') throw new AppError('orderNotFound');
  const order = await expireIfDue(found);
  const [rule] = order.ruleId
    ? await db()
        .select({ bonus: chargeRules.bonusTenths })
        .from(chargeRules)
        .where(eq(chargeRules.id, order.ruleId))
    : [];
  const bonusTenths = Math.min(rule?.bonus ?? 0, order.coinsTenths);
  return {
    order_no: order.orderNo,
    status: order.status,
    status_name: statusName(lang, order.status),
    coins: toCoins(order.coinsTenths - bonusTenths),
    bonus: toCoins(bonusTenths),
    price: order.priceCents / 100,
    currency: order.currency,
    created_at: order.createdAt.toISOString(),
    expires_at: order.expiresAt.toISOString(),
    return_url: returnPath(lang, order.orderNo),
  };
}

/**
 * What the sandbox does when its page is submitted: for a created, unexpired order with a valid
 * link, the notification to post (the caller posts it to payment/notify/sandbox); null when the
 * page must only be shown again (forged link, unknown, paid, closed or expired order), as a real
 * provider refuses to take money for a closed trade.
 */
export async function sandboxSubmit(
  orderNo: string,
  sig: string,
  action: 'confirm' | 'cancel',
): Promise<{ orderNo: string; amountCents: number; status: 'paid' | 'closed' } | null> {
  if (paymentProvider()?.name !== 'sandbox' || !checkoutSigValid(orderNo, sig)) return null;
  const found = await findOrder(orderNo);
  if (!found || found.provider !== 'sandbox') return null;
  const order = await expireIfDue(found);
  if (order.status !== 0) return null;
  return {
    orderNo: order.orderNo,
    amountCents: order.priceCents,
    status: action === 'confirm' ? 'paid' : 'closed',
  };
}
