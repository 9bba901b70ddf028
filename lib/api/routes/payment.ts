import 'server-only';
import type { Context, Env, Hono } from 'hono';
import type { BlankSchema } from 'hono/types';
import { z } from 'zod';
import { isLocale, type Locale } from '@/i18n/locales';
import { numberField } from '@/lib/account/schemas';
import { pageField } from '@/lib/content/schemas';
import { readAtMost } from '@/lib/http/read-body';
import { log } from '@/lib/log';
import { sandboxNotification } from '@/lib/providers/payment/sandbox';
import type { Limit } from '@/lib/rate-limit';
import { idField } from '@/lib/rules';
import { localePath } from '@/lib/seo/metadata';
import { exchangeSettings, receiveSignupBonus, signupBonusLatest } from '@/lib/wallet/bonus';
import { ORDER_TYPES, orderList, orderTypeList } from '@/lib/wallet/orders';
import {
  chargeRuleList,
  createRechargeOrder,
  handleNotify,
  orderStatus,
  returnPath,
  sandboxCheckout,
  sandboxSubmit,
} from '@/lib/wallet/recharge';
import { endpoint, ok, type Endpoint } from '../endpoint';

/** Recharge orders, payment providers' notifications, bonuses and the order list (issue 11). */

/** Orders a user may open: enough for any real recharge, too few to fill the table. */
const ORDER_LIMIT: Limit = { name: 'recharge-order', points: 20, durationSec: 600 };

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

const orderNoField = z.string().trim().min(1).max(64).describe('the order number (R…)');

const chargeRuleOutput = z.object({
  id: z.number().int(),
  coins: z.number().describe('coins credited, one decimal'),
  bonus: z.number().describe('bonus coins credited on top, one decimal'),
  price: z.number().describe('in yuan, two decimals'),
  currency: z.string().describe('CNY'),
});

const orderStatusOutput = z.object({
  order_no: z.string(),
  status: z.number().int().describe('0 created, 1 paid, 2 cancelled, 3 expired'),
  status_name: z.string(),
  coins: z.number().describe('coins credited when paid, bonus included'),
  price: z.number().describe('yuan'),
  currency: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
});

const orderItemOutput = z.object({
  id: z.number().int().describe('the ledger entry'),
  type: z.string().describe('the kind of movement (order/getTypeList)'),
  type_name: z.string(),
  amount: z.number().describe('coins, signed: + in, − out'),
  account: z.enum(['coins', 'income_pending', 'income']),
  balance_after: z.number().describe("the account's balance after this movement"),
  title: z.string().describe('a localised one-liner'),
  created_at: z.string(),
});

export const paymentEndpoints: Endpoint[] = [
  // POST api/chargerules/getList – the recharge packages
  endpoint({
    method: 'POST',
    path: 'chargerules/getList',
    summary: 'The recharge packages: coins (and bonus coins) for a price in yuan.',
    tag: 'wallet',
    output: z.array(chargeRuleOutput),
    handler: async () => ok(await chargeRuleList()),
  }),
  // GET api/chargerules/payUrl – an order for a package and where to pay it
  endpoint({
    method: 'GET',
    path: 'chargerules/payUrl',
    summary:
      'Opens a recharge order for a package (valid 30 minutes) and answers the address to send the browser to: the provider’s checkout (the sandbox’s: a page of this site). The coins arrive when the provider confirms the payment (chargerules/orderStatus). Recharging closed (no provider) → data.error "paymentProviderUnavailable". At most 20 orders per 10 minutes per user (429).',
    tag: 'wallet',
    auth: 'required',
    mutation: true,
    idempotent: true,
    input: z.object({ rule_id: idField().describe('a package of chargerules/getList') }),
    output: z.object({
      order_no: z.string(),
      pay_url: z.string().describe('absolute (a provider) or site-relative (the sandbox)'),
      expires_at: z.string(),
    }),
    rateLimit: [{ limit: ORDER_LIMIT, by: 'user' }],
    handler: async ({ user, input, lang }) =>
      ok(await createRechargeOrder(user, input.rule_id, lang)),
  }),
  // GET api/chargerules/orderStatus – one of the user's orders, for the page paid from
  endpoint({
    method: 'GET',
    path: 'chargerules/orderStatus',
    summary:
      'One of the logged-in user’s recharge orders. An unpaid order is asked about at the provider first (a late notification), and expires 30 minutes after it was opened.',
    tag: 'wallet',
    auth: 'required',
    input: z.object({ order_no: orderNoField }),
    output: orderStatusOutput,
    handler: async ({ user, input, lang }) => ok(await orderStatus(user.id, input.order_no, lang)),
  }),
  // GET api/payment/sandboxCheckout – the sandbox checkout page's order
  endpoint({
    method: 'GET',
    path: 'payment/sandboxCheckout',
    summary:
      'The sandbox provider’s checkout page (/pay/sandbox) reads its order here: only with PAYMENT_PROVIDER=sandbox, and only with the signed link chargerules/payUrl gave (anything else: "orderNotFound").',
    tag: 'wallet',
    input: z.object({ order: orderNoField, sig: z.string().trim().min(1).max(128) }),
    output: orderStatusOutput.omit({ paid_at: true }).extend({
      bonus: z.number(),
      return_url: z.string().describe('the member centre’s wallet tab'),
    }),
    handler: async ({ input, lang }) => ok(await sandboxCheckout(input.order, input.sig, lang)),
  }),
  // GET api/Order/getList – the user's movements
  endpoint({
    method: 'GET',
    path: 'Order/getList',
    summary:
      'Every movement on the logged-in user’s coins and income accounts, newest first: recharges, gifts sent and received, nobles, horns, bonuses, conversions, settlements, withdrawals. `type` filters by kind (order/getTypeList).',
    tag: 'wallet',
    auth: 'required',
    input: z.object({
      type: z
        .preprocess(blank, z.enum(ORDER_TYPES).optional())
        .describe('a kind of order/getTypeList; all when absent'),
      page: pageField,
      limit: z
        .preprocess(blank, numberField(1, 50).optional())
        .describe('page size, 1–50 (default 20)'),
    }),
    output: z.object({
      list: z.array(orderItemOutput),
      total: z.number().int(),
      page: z.number().int(),
      limit: z.number().int(),
    }),
    handler: async ({ user, input, lang }) =>
      ok(
        await orderList(
          user.id,
          { type: input.type ?? 'all', page: input.page ?? 1, limit: input.limit ?? 20 },
          lang,
        ),
      ),
  }),
  // GET api/order/getTypeList – the kinds of movement, named
  endpoint({
    method: 'GET',
    path: 'order/getTypeList',
    summary:
      'The kinds of movement Order/getList filters by, named in the request’s language; "all" first.',
    tag: 'wallet',
    output: z.array(z.object({ type: z.string(), name: z.string() })),
    handler: async ({ lang }) => ok(orderTypeList(lang)),
  }),
  // GET api/signup_coin_bonus/latest – the sign-up bonus
  endpoint({
    method: 'GET',
    path: 'signup_coin_bonus/latest',
    summary:
      'The sign-up coin bonus: whether it is offered, how many coins, and whether the logged-in user has claimed it (false for visitors).',
    tag: 'wallet',
    auth: 'optional',
    output: z.object({ enabled: z.boolean(), amount: z.number(), claimed: z.boolean() }),
    handler: async ({ user }) => ok(await signupBonusLatest(user?.id ?? null)),
  }),
  // GET api/signup_coin_bonus/receiveCoin – claims it, once
  endpoint({
    method: 'GET',
    path: 'signup_coin_bonus/receiveCoin',
    summary:
      'Claims the sign-up coin bonus, once per user ("bonusClaimed" afterwards; "bonusUnavailable" when not offered). Answers the amount and the new balance.',
    tag: 'wallet',
    auth: 'required',
    mutation: true,
    idempotent: true,
    output: z.object({ amount: z.number(), balance: z.number() }),
    handler: async ({ user }) => ok(await receiveSignupBonus(user.id), 'api.wallet.bonusReceived'),
  }),
  // GET api/coin_exchange_settings/latest – what a coin is worth
  endpoint({
    method: 'GET',
    path: 'coin_exchange_settings/latest',
    summary:
      'Coins per yuan of a recharge, income to coins, the smallest withdrawal (coins), the anchor’s share of a gift (percent), the hours before income can be withdrawn, and the smallest unit (0.1).',
    tag: 'wallet',
    output: z.object({
      coins_per_yuan: z.number(),
      income_to_coins: z.number(),
      min_withdrawal: z.number(),
      anchor_share_percent: z.number(),
      settlement_hours: z.number(),
      smallest_unit: z.number(),
    }),
    handler: async () => ok(await exchangeSettings()),
  }),
];

/** A provider's notification or the sandbox page's form is a few hundred bytes. */
const NOTIFY_MAX_BYTES = 16 * 1024;

async function formOf(c: Context): Promise<Record<string, string> | null> {
  const body = await readAtMost(c.req.raw.body, NOTIFY_MAX_BYTES);
  if (!body) return null;
  return Object.fromEntries(new URLSearchParams(Buffer.from(body).toString('utf8')));
}

/**
 * The routes payment providers call, which cannot be JSON endpoints: a provider posts a form and
 * expects the plain text `success` (or anything else, and it retries). Also the sandbox checkout
 * page's form target. Mounted by createApp (lib/api/app.ts).
 *
 * - `POST payment/notify/sandbox`, `POST payment/notify/alipay`: verified by that provider (only
 *   when it is the one configured), amount-checked, applied once (lib/wallet/recharge.ts).
 * - `POST payment/sandbox/submit` (form: order, sig, action confirm|cancel, lang): the sandbox
 *   posts its signed notification to the notify route above, in-process, then sends the browser
 *   back to the member centre's wallet tab (303); a link it cannot act on goes back to the page,
 *   which shows why.
 */
export function mountPaymentNotify<E extends Env, B extends string>(
  app: Hono<E, BlankSchema, B>,
): void {
  app.post('/payment/notify/:provider', async (c) => {
    const provider = c.req.param('provider') ?? '';
    const params = await formOf(c);
    if (!params) return c.text('fail', 413);
    try {
      return c.text(await handleNotify(provider, params));
    } catch (err) {
      // The provider will repeat it; nothing was credited (the transaction rolled back).
      log().error({ err, provider }, 'payment notify failed');
      return c.text('fail', 500);
    }
  });

  app.post('/payment/sandbox/submit', async (c) => {
    const form = (await formOf(c)) ?? {};
    const lang: Locale = isLocale(form.lang) ? form.lang : 'zh';
    const orderNo = String(form.order ?? '').slice(0, 64);
    const sig = String(form.sig ?? '').slice(0, 128);
    const page = `${localePath(lang, '/pay/sandbox')}?${new URLSearchParams({ order: orderNo, sig }).toString()}`;
    const action = form.action === 'confirm' || form.action === 'cancel' ? form.action : null;
    const decision = action ? await sandboxSubmit(orderNo, sig, action) : null;
    if (!decision) return c.redirect(page, 303);
    const notification = sandboxNotification(
      decision.orderNo,
      decision.amountCents,
      decision.status,
    );
    const res = await app.request('/api/payment/notify/sandbox', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(notification).toString(),
    });
    if ((await res.text()) !== 'success') return c.redirect(`${page}&failed=1`, 303);
    return c.redirect(returnPath(lang, decision.orderNo), 303);
  });
}
