/**
 * The contract of the console's settings (issue 27 "Settings"):
 * docs/product.md §3 "System settings" and more, as `admin/settings` answers them and
 * `admin/settingsUpdate` takes them, one group at a time. Browser-safe (the forms import its
 * types). Amounts are coins (one decimal) and yuan at the edge; the domain stores tenths and fen.
 */
import { z } from 'zod';
import { parseCoins } from '@/lib/wallet/limits';
import {
  ACTIVITY_LABEL_MAX,
  APP_VERSION_MAX,
  CHARGE_PRICE_MAX_YUAN,
  EXCHANGE_RATE_MAX,
  INVITE_ID_MAX,
  SETTINGS_BONUS_MAX_COINS,
  SETTINGS_NAME_MAX,
  SETTINGS_GROUPS,
  SETTINGS_PRICE_MAX_COINS,
  SETTINGS_SORT_MAX,
  SETTINGS_URL_MAX,
} from './settings-limits';

export * from './settings-limits';

const chars = (s: string) => [...s].length;
const trimmed = (max: number) =>
  z
    .string()
    .transform((s) => s.normalize('NFC').trim())
    .pipe(z.string().refine((s) => chars(s) <= max, 'api.errors.contentTooLong'));

/** '' or an absolute http(s) address (https only when `httpsOnly`). */
const urlField = (httpsOnly: boolean) =>
  trimmed(SETTINGS_URL_MAX)
    .refine((s) => {
      if (s === '') return true;
      try {
        const u = new URL(s);
        return httpsOnly ? u.protocol === 'https:' : /^https?:$/.test(u.protocol);
      } catch {
        return false;
      }
    }, 'api.errors.settingsUrlInvalid')
    .describe(`'' or an ${httpsOnly ? 'https' : 'http(s)'} address`);

/** '' or a path on the site (`/uploads/…`): the pages' policy loads pictures from the site only. */
const sitePath = trimmed(SETTINGS_URL_MAX)
  .refine((s) => s === '' || /^\/(?!\/)[^\s"'<>\\]*$/.test(s), 'api.errors.imageInvalid')
  .describe("'' or a path on the site, e.g. /uploads/…");

const requiredName = trimmed(SETTINGS_NAME_MAX).refine(
  (s) => s.length > 0,
  'api.errors.settingsNameRequired',
);

/** Coins with one decimal, 0 allowed when `zero`, at most `max` coins; parsed to tenths. */
const coins = (max: number, zero = false) =>
  z
    .unknown()
    .transform((v, ctx) => {
      if (zero && (v === 0 || v === '0')) return 0;
      const tenths = parseCoins(v);
      if (tenths === null || tenths > max * 10) {
        ctx.addIssue({ code: 'custom', message: 'api.errors.settingsAmountInvalid', input: v });
        return z.NEVER;
      }
      return tenths;
    })
    .meta({
      type: ['number', 'string'],
      description: `coins, ${zero ? '≥ 0' : '> 0'}, at most one decimal, at most ${max}`,
    } as never);

/** true/false; from a form or a query string also 1/0 and "true"/"false". */
const flag = z
  .preprocess(
    (v) =>
      v === 1 || v === '1' || v === 'true'
        ? true
        : v === 0 || v === '0' || v === 'false'
          ? false
          : v,
    z.boolean(),
  )
  .describe('true or false (1 or 0)');
const sort = z.coerce
  .number()
  .int()
  .min(0)
  .max(SETTINGS_SORT_MAX)
  .describe(`0–${SETTINGS_SORT_MAX}, smaller first`);
const itemId = z.coerce.number().int().positive().describe('the item’s id');

/** '' (none) or an ISO time; kept as ISO text. */
const timeField = z
  .string()
  .trim()
  .refine((s) => s === '' || !Number.isNaN(new Date(s).getTime()), 'api.errors.settingsTimeInvalid')
  .transform((s) => (s === '' ? '' : new Date(s).toISOString()))
  .describe("'' (none) or an ISO time");

// --- the groups, as `admin/settingsUpdate` takes them ------------------------------------------

export const appGroup = z.object({
  group: z.literal('app'),
  app_ios_url: urlField(true),
  app_android_url: urlField(true),
  app_redirect_url: urlField(false),
  app_version: trimmed(APP_VERSION_MAX).refine(
    (s) => s === '' || /^[0-9A-Za-z.+-]+$/.test(s),
    'api.errors.settingsVersionInvalid',
  ),
});

export const contactsGroup = z.object({
  group: z.literal('contacts'),
  feedback_qq: z
    .string()
    .trim()
    .refine((s) => s === '' || /^[1-9]\d{4,11}$/.test(s), 'api.errors.settingsQqInvalid')
    .describe("'' or a QQ number (5–12 digits)"),
  customer_service_email: z
    .string()
    .trim()
    .max(254, 'api.errors.settingsEmailInvalid')
    .refine(
      (s) => s === '' || /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/.test(s),
      'api.errors.settingsEmailInvalid',
    )
    .describe("'' or an e-mail address"),
});

/** The activity switch: the floating activity button (lib/activity `activity_float_win`). */
export const activityGroup = z.object({
  group: z.literal('activity'),
  show: flag,
  image: sitePath,
  label_zh: trimmed(ACTIVITY_LABEL_MAX),
  label_en: trimmed(ACTIVITY_LABEL_MAX),
  label_vi: trimmed(ACTIVITY_LABEL_MAX),
});

export const inviteGroup = z
  .object({
    group: z.literal('invite'),
    open: flag,
    id: trimmed(INVITE_ID_MAX)
      .refine((s) => /^[0-9A-Za-z_-]+$/.test(s), 'api.errors.settingsInviteIdInvalid')
      .describe('the activity’s id (letters, digits, - and _): a new id starts a new count'),
    inviter_reward: coins(SETTINGS_BONUS_MAX_COINS, true),
    friend_reward: coins(SETTINGS_BONUS_MAX_COINS, true),
    daily_cap: z.coerce
      .number()
      .int()
      .min(1)
      .max(1000)
      .describe('rewarded invitations per inviter per day, 1–1000'),
    starts_at: timeField,
    ends_at: timeField,
  })
  .refine((v) => !v.starts_at || !v.ends_at || v.ends_at > v.starts_at, {
    message: 'api.errors.settingsEndsBeforeStarts',
    path: ['ends_at'],
  });

export const signupBonusGroup = z.object({
  group: z.literal('signup_bonus'),
  enabled: flag,
  amount: coins(SETTINGS_BONUS_MAX_COINS),
});

const rate = z.coerce
  .number()
  .positive('api.errors.settingsRateInvalid')
  .max(EXCHANGE_RATE_MAX, 'api.errors.settingsRateInvalid')
  .describe(`> 0, at most ${EXCHANGE_RATE_MAX}`);

export const exchangeGroup = z.object({
  group: z.literal('exchange'),
  coins_per_yuan: rate,
  income_to_coins: rate,
});

/** A price in yuan with at most two decimals, parsed to fen. */
const yuan = z
  .unknown()
  .transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
    const ok = /^(?:0|[1-9]\d{0,8})(?:\.\d{1,2})?$/.test(text);
    const fen = ok ? Math.round(Number(text) * 100) : 0;
    if (!ok || fen <= 0 || fen > CHARGE_PRICE_MAX_YUAN * 100) {
      ctx.addIssue({ code: 'custom', message: 'api.errors.settingsPriceInvalid', input: v });
      return z.NEVER;
    }
    return fen;
  })
  .meta({
    type: ['number', 'string'],
    description: `yuan, > 0, at most two decimals, at most ${CHARGE_PRICE_MAX_YUAN}`,
  } as never);

/** A recharge package: without `id` a new one. Packages are never deleted, only disabled. */
export const chargeRuleGroup = z.object({
  group: z.literal('charge_rule'),
  id: itemId.optional(),
  coins: coins(SETTINGS_PRICE_MAX_COINS),
  bonus: coins(SETTINGS_PRICE_MAX_COINS, true),
  price: yuan,
  sort,
  enabled: flag,
});

/** A gift: without `id` a new one (slug and icon then required). Gifts are never deleted. */
export const giftGroup = z
  .object({
    group: z.literal('gift'),
    id: itemId.optional(),
    slug: z
      .string()
      .trim()
      .refine(
        (s) => s === '' || /^[a-z0-9][a-z0-9-]{0,31}$/.test(s),
        'api.errors.settingsSlugInvalid',
      )
      .default('')
      .describe('a new gift’s key (a-z, 0-9, -; at most 32); ignored when editing'),
    name_zh: requiredName,
    name_en: requiredName,
    name_vi: requiredName,
    price: coins(SETTINGS_PRICE_MAX_COINS),
    icon: sitePath.default(''),
    sort,
    enabled: flag,
  })
  .refine((v) => v.id !== undefined || v.slug !== '', {
    message: 'api.errors.settingsSlugInvalid',
    path: ['slug'],
  })
  .refine((v) => v.id !== undefined || v.icon !== '', {
    message: 'api.errors.imageInvalid',
    path: ['icon'],
  });

/** A noble tier's names and monthly price (the tiers themselves are fixed). */
export const nobleGroup = z.object({
  group: z.literal('noble'),
  id: itemId,
  name_zh: requiredName,
  name_en: requiredName,
  name_vi: requiredName,
  monthly_price: coins(SETTINGS_PRICE_MAX_COINS),
});

export const settingsUpdateInput = z.discriminatedUnion('group', [
  appGroup,
  contactsGroup,
  activityGroup,
  inviteGroup,
  signupBonusGroup,
  exchangeGroup,
  chargeRuleGroup,
  giftGroup,
  nobleGroup,
]);
export type SettingsUpdate = z.infer<typeof settingsUpdateInput>;

/** The schema of one group (the forms validate one group's fields with it). */
export const GROUP_SCHEMAS = {
  app: appGroup,
  contacts: contactsGroup,
  activity: activityGroup,
  invite: inviteGroup,
  signup_bonus: signupBonusGroup,
  exchange: exchangeGroup,
  charge_rule: chargeRuleGroup,
  gift: giftGroup,
  noble: nobleGroup,
} as const;

// --- what `admin/settings` answers ---------------------------------------------------------------

const coinsOut = z.number().describe('coins');

export const settingsOutput = z.object({
  app: z.object({
    app_ios_url: z.string(),
    app_android_url: z.string(),
    app_redirect_url: z.string(),
    app_version: z.string(),
  }),
  contacts: z.object({ feedback_qq: z.string(), customer_service_email: z.string() }),
  activity: z.object({
    show: z.boolean(),
    image: z.string(),
    label_zh: z.string(),
    label_en: z.string(),
    label_vi: z.string(),
  }),
  invite: z.object({
    open: z.boolean(),
    id: z.string(),
    inviter_reward: coinsOut,
    friend_reward: coinsOut,
    daily_cap: z.number().int(),
    starts_at: z.string().describe("ISO time or ''"),
    ends_at: z.string().describe("ISO time or ''"),
  }),
  signup_bonus: z.object({ enabled: z.boolean(), amount: coinsOut }),
  exchange: z.object({ coins_per_yuan: z.number(), income_to_coins: z.number() }),
  charge_rules: z.array(
    z.object({
      id: z.number().int(),
      coins: coinsOut,
      bonus: coinsOut,
      price: z.number().describe('yuan'),
      currency: z.string(),
      sort: z.number().int(),
      enabled: z.boolean(),
    }),
  ),
  gifts: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      name_zh: z.string(),
      name_en: z.string(),
      name_vi: z.string(),
      price: coinsOut,
      icon: z.string(),
      sort: z.number().int(),
      enabled: z.boolean(),
      /** Sent at least once: it can be disabled, never deleted. */
      sent: z.boolean(),
    }),
  ),
  nobles: z.array(
    z.object({
      id: z.number().int(),
      level: z.number().int(),
      name_zh: z.string(),
      name_en: z.string(),
      name_vi: z.string(),
      monthly_price: coinsOut,
    }),
  ),
});
export type ConsoleSettings = z.infer<typeof settingsOutput>;

export const settingsUpdateOutput = z.object({
  group: z.enum(SETTINGS_GROUPS),
  /** The item's id for a list group (new or changed), else null. */
  id: z.number().int().nullable(),
});
