import 'server-only';
import type { Context, Env, Hono } from 'hono';
import type { BlankSchema } from 'hono/types';
import { isLocale, type Locale } from '@/i18n/locales';
import { readAtMost } from '@/lib/http/read-body';
import { log } from '@/lib/log';
import { sandboxNotification } from '@/lib/providers/payment/sandbox';
import { ORDER_LIMIT } from '@/lib/rate-limit/rules';
import { localePath } from '@/lib/seo/metadata';
import { exchangeSettings, receiveSignupBonus, signupBonusLatest } from '@/lib/wallet/bonus';
import {
  bonusLatestOutput,
  bonusReceivedOutput,
  chargeRuleListOutput,
  exchangeSettingsOutput,
  orderListInput,
  orderListOutput,
  orderStatusInput,
  orderStatusOutput,
  orderTypeListOutput,
  payUrlInput,
  payUrlOutput,
  sandboxCheckoutInput,
  sandboxCheckoutOutput,
} from '@/lib/wallet/contract';
import { orderList, orderTypeList } from '@/lib/wallet/orders';
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

export const paymentEndpoints: Endpoint[] = [
  // POST api/chargerules/getList – the recharge packages
  endpoint({
    method: 'POST',
    path: 'chargerules/getList',
    summary: 'The recharge packages: coins (and bonus coins) for a price in yuan.',
    tag: 'wallet',
    output: chargeRuleListOutput,
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
    input: payUrlInput,
    output: payUrlOutput,
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
    input: orderStatusInput,
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
    input: sandboxCheckoutInput,
    output: sandboxCheckoutOutput,
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
    input: orderListInput,
    output: orderListOutput,
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
      'The kinds of movement Order/getList filters by, named in the request’s language; "all" first. With a logged-in user, only those that apply to them: an anchor’s income kinds (gift income, settlement, conversion, withdrawals) for anchors, and any kind their records hold; every kind for a visitor.',
    tag: 'wallet',
    auth: 'optional',
    output: orderTypeListOutput,
    handler: async ({ lang, user }) => ok(await orderTypeList(lang, user)),
  }),
  // GET api/signup_coin_bonus/latest – the sign-up bonus
  endpoint({
    method: 'GET',
    path: 'signup_coin_bonus/latest',
    summary:
      'The sign-up coin bonus: whether it is offered, how many coins, and whether the logged-in user has claimed it (false for visitors).',
    tag: 'wallet',
    auth: 'optional',
    output: bonusLatestOutput,
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
    output: bonusReceivedOutput,
    handler: async ({ user }) => ok(await receiveSignupBonus(user.id), 'api.wallet.bonusReceived'),
  }),
  // GET api/coin_exchange_settings/latest – what a coin is worth
  endpoint({
    method: 'GET',
    path: 'coin_exchange_settings/latest',
    summary:
      'Coins per yuan of a recharge, income to coins, the smallest withdrawal (coins), the anchor’s share of a gift (percent), the hours before income can be withdrawn, and the smallest unit (0.1).',
    tag: 'wallet',
    output: exchangeSettingsOutput,
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
