import 'server-only';
import { actorOf } from '@/lib/admin/audit';
import { balanceInfo, convertIncome } from '@/lib/wallet/income';
import { bindAlipay, bindBankCard, payoutInfo } from '@/lib/wallet/payout-accounts';
import {
  adminWithdrawalItemOutput,
  adminWithdrawalListInput,
  adminWithdrawalListOutput,
  alipayBindInput,
  alipayOutput,
  balanceInfoOutput,
  bankBindInput,
  bankOutput,
  conversionInput,
  conversionOutput,
  reviewWithdrawalInput,
  withdrawalAppliedOutput,
  withdrawalInput,
  withdrawalListInput,
  withdrawalListOutput,
} from '@/lib/wallet/contract';
import {
  applyForWithdrawal,
  listAllWithdrawals,
  listOwnWithdrawals,
  reviewWithdrawal,
} from '@/lib/wallet/withdrawals';
import { endpoint, ok, type Endpoint } from '../endpoint';

const TAG = 'wallet';

/** The ledger key of a client request: its idempotency key scoped by the user. */
const ledgerKey = (userId: number, idempotencyKey: string | null) => `u${userId}:${idempotencyKey}`;

/** Income, withdrawals, payout accounts and their review (issue 11). */
export const walletEndpoints: Endpoint[] = [
  // GET api/Balance/info – every figure of the wallet
  endpoint({
    method: 'GET',
    path: 'Balance/info',
    summary:
      'The logged-in user’s wallet, after settling income that has come due: coins, income pending settlement, withdrawable income, withdrawals waiting for review, cumulative income, the minimum withdrawal, whether a payment password is set, and the bound bank card and Alipay account (masked).',
    tag: TAG,
    auth: 'required',
    output: balanceInfoOutput,
    handler: async ({ user }) => ok(await balanceInfo(user.id)),
  }),
  // GET api/Balance/conversionBalance – income to coins, irreversible
  endpoint({
    method: 'GET',
    path: 'Balance/conversionBalance',
    summary:
      'Moves `amount` coins of withdrawable income to the coin wallet, irreversibly (docs/product.md §5; the page confirms first). More than the withdrawable income → data.error "insufficientIncome". Needs an Idempotency-Key.',
    tag: TAG,
    auth: 'required',
    mutation: true,
    idempotent: true,
    input: conversionInput,
    output: conversionOutput,
    handler: async ({ user, input, idempotencyKey }) =>
      ok(
        await convertIncome(user.id, input.amount, ledgerKey(user.id, idempotencyKey)),
        'api.incomeConverted',
      ),
  }),
  // GET api/Balance/applyForWithdrawal – an anchor asks to be paid
  endpoint({
    method: 'GET',
    path: 'Balance/applyForWithdrawal',
    summary:
      'An anchor requests a withdrawal of `amount` coins of withdrawable income (at least coin_exchange_settings min_withdrawal → "withdrawalBelowMinimum"; at most the withdrawable income → "withdrawalAboveWithdrawable") to the bound bank card or Alipay account (`method`; none bound → "payoutAccountRequired"), with the payment password (none set → "paymentPasswordNotSet"; wrong → "paymentPasswordIncorrect" with the tries left; the 5th wrong try in 15 min, shared with Member/paymentPassword, locks: 429 "paymentPasswordBlocked"). The amount waits in withdrawal clearing until an administrator reviews it. Needs an Idempotency-Key; send a new one after a refusal.',
    tag: TAG,
    auth: 'anchor',
    mutation: true,
    idempotent: true,
    rateLimited: true,
    input: withdrawalInput,
    output: withdrawalAppliedOutput,
    handler: async ({ user, input, idempotencyKey }) =>
      ok(
        await applyForWithdrawal(
          user,
          {
            amountTenths: input.amount,
            paymentPassword: input.payment_password,
            method: input.method,
          },
          ledgerKey(user.id, idempotencyKey),
        ),
        'api.withdrawalApplied',
      ),
  }),
  // GET api/Balance/withdrawalList – the user's withdrawals
  endpoint({
    method: 'GET',
    path: 'Balance/withdrawalList',
    summary:
      'The logged-in user’s withdrawal requests, newest first, optionally by status (0 waiting for review, 1 paid, 2 rejected, with status_name in the request’s language).',
    tag: TAG,
    auth: 'required',
    input: withdrawalListInput,
    output: withdrawalListOutput,
    handler: async ({ user, input, lang }) => ok(await listOwnWithdrawals(user.id, input, lang)),
  }),
  // GET api/Bank_card/bind – binds or replaces the bank card
  endpoint({
    method: 'GET',
    path: 'Bank_card/bind',
    summary:
      'Binds the bank card withdrawals are paid to, replacing one bound before: bank_name (2–40), card_number (12–19 digits, Luhn; spaces and dashes ignored), holder_name (2–30 Chinese characters or Latin letters and spaces) and the payment password (as in Balance/applyForWithdrawal). Answers the card masked; the whole number is never answered. Send it as a POST body.',
    tag: TAG,
    auth: 'required',
    mutation: true,
    rateLimited: true,
    input: bankBindInput,
    output: bankOutput,
    handler: async ({ user, input }) => ok(await bindBankCard(user.id, input), 'api.payoutBound'),
  }),
  // GET api/Bank_card/getInfo – the bound bank card, masked
  endpoint({
    method: 'GET',
    path: 'Bank_card/getInfo',
    summary: 'The bound bank card, masked, or null.',
    tag: TAG,
    auth: 'required',
    output: bankOutput.nullable(),
    handler: async ({ user }) => ok((await payoutInfo(user.id)).bank),
  }),
  // GET api/Bank_card/bindAliPay – binds or replaces the Alipay account
  endpoint({
    method: 'GET',
    path: 'Bank_card/bindAliPay',
    summary:
      'Binds the Alipay account withdrawals may be paid to, replacing one bound before: account (a mobile number or an email), name (the account’s real name) and the payment password (as in Balance/applyForWithdrawal). Answers it masked. Send it as a POST body.',
    tag: TAG,
    auth: 'required',
    mutation: true,
    rateLimited: true,
    input: alipayBindInput,
    output: alipayOutput,
    handler: async ({ user, input }) => ok(await bindAlipay(user.id, input), 'api.payoutBound'),
  }),
  // GET api/Bank_card/getAliPayInfo – the bound Alipay account, masked
  endpoint({
    method: 'GET',
    path: 'Bank_card/getAliPayInfo',
    summary: 'The bound Alipay account, masked, or null.',
    tag: TAG,
    auth: 'required',
    output: alipayOutput.nullable(),
    handler: async ({ user }) => ok((await payoutInfo(user.id)).alipay),
  }),
  // GET api/admin/withdrawalList – withdrawals for review
  endpoint({
    method: 'GET',
    path: 'admin/withdrawalList',
    summary:
      'Administrators: every withdrawal request, newest first, optionally by status (0 waiting for review, 1 paid, 2 rejected). Accounts and holders masked. `q` searches the requester’s nickname or mobile, or an id (the request’s or the requester’s); `sort` time | amount, `dir` asc | desc. Answers the counts per status of the search too.',
    tag: 'admin',
    auth: 'admin',
    input: adminWithdrawalListInput,
    output: adminWithdrawalListOutput,
    handler: async ({ user, input, lang }) => ok(await listAllWithdrawals(user, input, lang)),
  }),
  // GET api/admin/reviewWithdrawal – pay or reject a request
  endpoint({
    method: 'GET',
    path: 'admin/reviewWithdrawal',
    summary:
      'Administrators: pass 1 marks a waiting withdrawal paid (the amount leaves withdrawal clearing for payment clearing; needs the password given again within 10 minutes: "reauthRequired", see admin/reauth); pass 0 rejects it with a reason (≤ 100; missing → "reviewReasonRequired") and returns the amount to the user’s withdrawable income. Reviewed already → "alreadyReviewed"; unknown id → "withdrawalNotFound"; one’s own request → "cannotReviewOwn". One audit row (withdrawal.approve | withdrawal.reject). Answers the item.',
    tag: 'admin',
    auth: 'admin',
    mutation: true,
    input: reviewWithdrawalInput,
    output: adminWithdrawalItemOutput,
    handler: async (ctx) =>
      ok(await reviewWithdrawal(actorOf(ctx), ctx.input, ctx.lang), 'api.saved'),
  }),
];
