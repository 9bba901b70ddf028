/** Answers of the wallet's tests (checked: test/fixtures-contract.test.ts). */
import { answer } from '@/test/bff';
import type {
  AlipayInfo,
  BalanceInfo,
  BankInfo,
  BonusInfo,
  ChargeRule,
  LedgerRow,
  NobleQuote,
  NobleTier,
  PayOrder,
  TxType,
} from '@/lib/wallet/contract';

// --- Balance/info and the payout accounts ------------------------------------------------------

export const bankCard: BankInfo = {
  bank_name: '招商银行',
  card_masked: '6222 **** **** 1234',
  holder_masked: '*明',
};
export const alipayAccount: AlipayInfo = { account_masked: '138****8000', name_masked: '*明' };

/** Balance/info of an anchor with income, a payment password and a bank card. */
export const balance: BalanceInfo = {
  coins: 1234.5,
  income_pending: 80,
  income: 520.5,
  withdrawing: 100,
  cumulative: 700.5,
  min_withdrawal: 100,
  has_payment_password: 1,
  next_settlement_at: null,
  bank: { ...bankCard, card_masked: '**** **** **** 1234' },
  alipay: null,
};
export const balanceInfo = (over: Partial<typeof balance> = {}) =>
  answer('Balance/info', { ...balance, ...over });

export const bankBound = answer('Bank_card/bind', bankCard);
export const alipayBound = answer('Bank_card/bindAliPay', alipayAccount);

/** Balance/conversionBalance: both accounts after moving income to coins. */
export const converted = (coins: number, income: number) =>
  answer('Balance/conversionBalance', { coins, income });

/** Balance/applyForWithdrawal: the request, waiting for review. */
export const withdrawalApplied = (id: number, amount: number, income: number) =>
  answer('Balance/applyForWithdrawal', { id, status: 0, amount, income });

export const noWithdrawals = answer('Balance/withdrawalList', {
  list: [],
  total: 0,
  page: 1,
  limit: 20,
});

// --- the sign-up bonus ----------------------------------------------------------------------------

/** signup_coin_bonus/latest, as the page hands it over. */
export const bonusOffer: BonusInfo = { enabled: true, amount: 88, claimed: false };
export const bonusReceived = (amount: number, balanceNow: number) =>
  answer('signup_coin_bonus/receiveCoin', { amount, balance: balanceNow });

// --- recharge -------------------------------------------------------------------------------------

export const chargeRules: ChargeRule[] = [
  { id: 1, coins: 60, bonus: 0, price: 6, currency: 'CNY' },
  { id: 2, coins: 300, bonus: 30, price: 30, currency: 'CNY' },
  { id: 3, coins: 980, bonus: 120.5, price: 98, currency: 'CNY' },
];
export const rechargePackages = (rules: ChargeRule[] = chargeRules) =>
  answer('chargerules/getList', rules);

export const payOrder: PayOrder = {
  order_no: 'R20261127001',
  pay_url: '/pay/sandbox?order=R20261127001&sig=x',
  expires_at: '2026-11-27T12:00:00Z',
};
export const orderOpened = answer('chargerules/payUrl', payOrder);

/** chargerules/orderStatus of order `orderNo` in `status` (0 created, 1 paid, 2 cancelled, 3 expired). */
export function orderStatus(orderNo: string, status: 0 | 1 | 2 | 3, coins = 60, price = 6) {
  return answer('chargerules/orderStatus', {
    order_no: orderNo,
    status,
    status_name: '',
    coins,
    price,
    currency: 'CNY',
    created_at: '2026-11-27T08:00:00Z',
    expires_at: '2026-11-27T08:30:00Z',
    paid_at: status === 1 ? '2026-11-27T08:01:00Z' : null,
  });
}

// --- the ledger -----------------------------------------------------------------------------------

export const txTypes: TxType[] = [
  { type: 'all', name: 'All' },
  { type: 'recharge', name: 'Recharge' },
  { type: 'gift', name: 'Gifts' },
];
export const txTypeList = answer('order/getTypeList', txTypes);

/** A movement of Order/getList: a recharge when `amount` is positive, else a gift sent. */
export const ledgerRow = (
  id: number,
  amount: number,
  extra: Partial<LedgerRow> = {},
): LedgerRow => ({
  id,
  type: amount > 0 ? 'recharge' : 'gift',
  type_name: amount > 0 ? 'Recharge' : 'Gift',
  amount,
  account: 'coins',
  balance_after: 1000 + id,
  title: amount > 0 ? `Recharge ${amount} coins` : `Sent Rocket ×${-amount}`,
  created_at: '2026-11-27T08:05:00Z',
  ...extra,
});

/** A page of Order/getList, as the page hands it over or the API answers it. */
export const ledgerPage = (list: LedgerRow[], total = list.length, limit = 20) => ({
  list,
  total,
  page: 1,
  limit,
});
export const ledger = (page: ReturnType<typeof ledgerPage>) => answer('Order/getList', page);

// --- nobles ---------------------------------------------------------------------------------------

/** A tier of Guard/getList; higher levels have more privileges. */
export const nobleTier = (
  id: number,
  level: number,
  name: string,
  monthly_price: number,
  over: Partial<NobleTier> = {},
): NobleTier => ({
  id,
  level,
  name,
  monthly_price,
  badge_color: '#b45309',
  entry_effect: level > 1 ? 'glow' : '',
  horn_large: level > 2,
  free_horns: 30,
  mute_protection: level > 2,
  ...over,
});

export const nobleTiers = [
  nobleTier(1, 1, '骑士', 30),
  nobleTier(2, 2, '子爵', 100.5),
  nobleTier(3, 3, '公爵', 500),
];

/** The user's running tier (Guard/getList `mine`). */
export const nobleMine = (tier: NobleTier, freeHornsLeft = 28) => ({
  tier_id: tier.id,
  level: tier.level,
  name: tier.name,
  badge_color: tier.badge_color,
  expires_at: '2026-12-27T00:00:00Z',
  free_horns_left: freeHornsLeft,
});

/** Guard/getList as the page hands it over or the API answers it. */
export const guardList = (
  tiers: NobleTier[] = nobleTiers,
  mine: ReturnType<typeof nobleMine> | null = null,
) => ({ tiers, mine, horn: { price: 10, max_chars: 60 } });
export const guards = (list: ReturnType<typeof guardList> = guardList()) =>
  answer('Guard/getList', list);

/** guard_user/buy: the tier bought runs until `expires`; the user's coins and level after. */
export const nobleBought = (
  tier: NobleTier,
  expires: string,
  after: { balance: number; exp: number; level: number; paid?: number; credit?: number },
) =>
  answer('guard_user/buy', {
    tier_id: tier.id,
    tier_level: tier.level,
    expires_at: expires,
    paid: after.paid ?? tier.monthly_price,
    credit: after.credit ?? 0,
    ...after,
  });

/**
 * guard_user/quote: `months` of `tier` until `expires`; with `from` (the running lower tier and
 * its credit) an upgrade, else a first purchase (or `mode` renew).
 */
export const nobleQuoted = (
  tier: NobleTier,
  months: number,
  expires: string,
  opts: {
    from?: { tier: NobleTier; until: string; credit: number };
    mode?: NobleQuote['mode'];
  } = {},
) => {
  const price = Math.round(tier.monthly_price * months * 10) / 10;
  const credit = opts.from?.credit ?? 0;
  return answer('guard_user/quote', {
    tier_id: tier.id,
    months,
    mode: opts.mode ?? (opts.from ? 'upgrade' : 'new'),
    price,
    credit,
    to_pay: Math.round((price - credit) * 10) / 10,
    expires_at: expires,
    from: opts.from
      ? {
          tier_id: opts.from.tier.id,
          level: opts.from.tier.level,
          name: opts.from.tier.name,
          expires_at: opts.from.until,
        }
      : null,
  });
};
