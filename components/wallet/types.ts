/**
 * The wallet API's shapes as the browser reads them (/tmp contracts of issue 11): amounts are
 * coins with one decimal, times ISO strings in UTC, names already in the request's language.
 */

/** A bound bank card, masked by the API (the full number never comes back). */
export type BankInfo = { bank_name: string; card_masked: string; holder_masked: string };

/** A bound Alipay account, masked by the API. */
export type AlipayInfo = { account_masked: string; name_masked: string };

/** `Balance/info`: both wallets, the income stages and the payout setup. */
export type BalanceInfo = {
  coins: number;
  income_pending: number;
  income: number;
  withdrawing: number;
  cumulative: number;
  min_withdrawal: number;
  has_payment_password: boolean | number;
  /** When the earliest pending income becomes withdrawable. */
  next_settlement_at?: string | null;
  bank: BankInfo | null;
  alipay: AlipayInfo | null;
};

/** `chargerules/getList`: a recharge package, its price in yuan. */
export type ChargeRule = {
  id: number;
  coins: number;
  bonus: number;
  price: number;
  currency: string;
};

/** `chargerules/payUrl`. */
export type PayOrder = { order_no: string; pay_url: string; expires_at: string };

/** Recharge order states: created, paid, cancelled, expired. */
export type OrderState = 0 | 1 | 2 | 3;

/** `chargerules/orderStatus`. */
export type OrderStatus = {
  order_no: string;
  status: OrderState;
  status_name: string;
  coins: number;
  price: number;
  created_at: string;
  paid_at: string | null;
};

/** The user's accounts a ledger movement can touch. */
export type WalletAccount = 'coins' | 'income' | 'income_pending';

/** `Order/getList`: one movement on one of the user's accounts, `amount` signed. */
export type LedgerRow = {
  id: number;
  type: string;
  type_name: string;
  amount: number;
  account: WalletAccount;
  balance_after: number;
  title: string;
  created_at: string;
};

/** A page of a list endpoint. */
export type Paged<T> = { list: T[]; total: number; page?: number; limit?: number };

/** `order/getTypeList`: the filter, 'all' first. */
export type TxType = { type: string; name: string };

/** `signup_coin_bonus/latest`. */
export type BonusInfo = { enabled: boolean; amount: number; claimed: boolean };

/** `coin_exchange_settings/latest`. */
export type ExchangeSettings = {
  coins_per_yuan: number;
  income_to_coins: number;
  min_withdrawal: number;
  anchor_share_percent: number;
  settlement_hours: number;
  smallest_unit: number;
};

export type PayoutMethod = 'bank' | 'alipay';

/** `Balance/withdrawalList`: status 0 waiting for review, 1 paid, 2 rejected (returned). */
export type Withdrawal = {
  id: number;
  amount: number;
  method: PayoutMethod;
  account_masked: string;
  /** '' for Alipay. */
  bank_name?: string;
  status: number;
  status_name: string;
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
};

/** `Guard/getList` tiers. */
export type NobleTier = {
  id: number;
  level: number;
  name: string;
  monthly_price: number;
  badge_color: string;
  entry_effect: unknown;
  horn_large: boolean | number;
  free_horns: number;
  mute_protection: boolean | number;
};

/** The user's active noble status, or null. */
export type NobleMine = {
  tier_id: number;
  level: number;
  name: string;
  expires_at: string;
  free_horns_left: number;
} | null;

export type GuardList = { tiers: NobleTier[]; mine: NobleMine };

/** `guard_user/buy`. */
export type NobleBuyResult = {
  tier_id: number;
  expires_at: string;
  balance: number;
  exp: number;
  level: number;
};

/** The months a noble tier is sold for. */
export const NOBLE_MONTHS = [1, 3, 6, 12] as const;
export type NobleMonths = (typeof NOBLE_MONTHS)[number];
