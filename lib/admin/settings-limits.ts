/**
 * The limits of the console's settings (issue 27 "Settings"; docs/product.md §3 "System settings"):
 * plain values the API (./settings-contract.ts), the domain and the console's forms agree on. No
 * zod here (docs/decisions/014).
 */

/**
 * The groups an administrator edits, one at a time (one audit row `settings.update` each). The
 * last three are lists: one item is added or changed per update.
 */
export const SETTINGS_GROUPS = [
  'app',
  'contacts',
  'activity',
  'invite',
  'signup_bonus',
  'exchange',
  'charge_rule',
  'gift',
  'noble',
] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

/** A download address or a redirect: at most this many characters. */
export const SETTINGS_URL_MAX = 500;
/** The app's version text (`2.3.1`). */
export const APP_VERSION_MAX = 32;
/** A name of a gift or a noble tier, in each language. */
export const SETTINGS_NAME_MAX = 20;
/** The floating button's label, in each language (lib/activity/index.ts shows at most 20). */
export const ACTIVITY_LABEL_MAX = 20;
/** The invite activity's id (lib/referral parses at most 64). */
export const INVITE_ID_MAX = 64;
/** The largest sign-up bonus, invite reward (coins): a typo stays harmless (lib/wallet/bonus.ts). */
export const SETTINGS_BONUS_MAX_COINS = 10_000;
/** The most coins a yuan buys, or a coin of income is worth. */
export const EXCHANGE_RATE_MAX = 1000;
/** The largest recharge package price, in yuan. */
export const CHARGE_PRICE_MAX_YUAN = 100_000;
/** The largest gift price and noble monthly price, in coins. */
export const SETTINGS_PRICE_MAX_COINS = 1_000_000;
/** The sort order field's range. */
export const SETTINGS_SORT_MAX = 10_000;
