import { z } from 'zod';
import { idField } from '@/lib/rules/id-field';
import { idNumberValid, normalizeIdNumber } from './id-number';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PAYMENT_PASSWORD_MAX,
  PAYMENT_PASSWORD_MIN,
  SIGNATURE_MAX,
  mobileFormatValid,
  nicknameValid,
  normalizeNickname,
} from './limits';

export * from './limits';

/**
 * The account and system contract (docs/architecture.md, "Contracts"; docs/decisions/024): the
 * zod input and output schemas of the user, member, universal and system endpoints, and the
 * types inferred from them. Browser-safe: zod, the shared rules, ./id-number (pure) and ./limits
 * only. Browser code imports it with `import type`, and constants from ./limits.
 *
 * A message starting with `api.` names a whole message; other issues are phrased by
 * lib/api/validation.ts.
 */

// ---- inputs ---------------------------------------------------------------------------------------

export const mobileField = z
  .string()
  .trim()
  .min(1)
  .max(20, 'api.errors.mobileInvalid')
  .refine(mobileFormatValid, 'api.errors.mobileInvalid')
  .describe(
    'CC-number, e.g. 86-13800138000: an offered calling code, a hyphen, 5–15 digits (86: 11 digits starting with 1)',
  );

/** A login password as typed (not trimmed, docs/product.md §5); its length rule applies when it is set. */
export const passwordField = z
  .string()
  .min(1)
  .max(PASSWORD_MAX, 'api.errors.passwordWeak')
  .describe('as typed, not trimmed');
export const newPasswordField = z
  .string()
  .min(1)
  .min(PASSWORD_MIN, 'api.errors.passwordWeak')
  .max(PASSWORD_MAX, 'api.errors.passwordWeak')
  .describe('the new login password');

export const smsCodeField = z
  .string()
  .trim()
  .min(1)
  .regex(/^\d{6}$/, 'api.errors.codeInvalid')
  .describe('the 6-digit SMS code; valid 5 min, once, 5 wrong tries');

/** The solved captcha; the domain decides whether one is needed (CAPTCHA_PROVIDER). */
export const captchaField = z
  .string()
  .max(4000, 'api.errors.captchaInvalid')
  .optional()
  .describe(
    'solved captcha/challenge (base64 ALTCHA payload), single use; required unless CAPTCHA_PROVIDER=off',
  );

/**
 * A whole number that may arrive as query-string or form text. Like z.coerce.number(), except
 * that a missing or empty value stays missing, so the message says "required" rather than
 * "wrong format". Limits come before the integer check so theirs is the message shown.
 */
export function numberField(min: number, max: number) {
  return z.preprocess(
    (v) =>
      v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
        ? undefined
        : typeof v === 'string'
          ? Number(v)
          : v,
    z.number().min(min).max(max).int(),
  );
}

const deviceTypeField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,20}$/)
  .default('pc');

export const getCodeInput = z.object({
  mobile: mobileField,
  /** 1 register, 2 anything else (docs/product.md §5). */
  type: numberField(1, 2).describe('1 register, 2 login/forgot password'),
  captcha: captchaField,
});

export const registerInput = z.object({
  mobile: mobileField,
  code: smsCodeField,
  password: newPasswordField,
  device_type: deviceTypeField,
  invite: z.string().trim().max(32).optional(),
  invite_code: z.string().trim().max(32).optional(),
  captcha: captchaField,
});

export const loginInput = z.object({
  mobile: mobileField,
  password: passwordField,
  device_type: deviceTypeField,
  captcha: captchaField,
});

export const forgotPasswordInput = z.object({
  mobile: mobileField,
  code: smsCodeField,
  password: newPasswordField,
  captcha: captchaField,
});

export const nicknameField = z
  .string()
  .max(64, 'api.errors.nicknameInvalid')
  .transform(normalizeNickname)
  .refine(nicknameValid, 'api.errors.nicknameInvalid')
  .describe(
    '2–16 letters (any script), digits, _ or single inner spaces; trimmed; unique ignoring case',
  );

export const updateInfoInput = z.object({
  user_nickname: nicknameField.optional(),
  avatar: z
    .string()
    .trim()
    .min(1)
    .max(300, 'api.errors.avatarInvalid')
    .optional()
    .describe('a url from user/avatarList or one returned by upload/image'),
  signature: z.string().trim().max(SIGNATURE_MAX).optional(),
  /** 0 unknown, 1 male, 2 female. */
  sex: numberField(0, 2).optional().describe('0 unknown, 1 male, 2 female'),
});

/** Letters of any script with spaces, middle dots, apostrophes, hyphens and periods between. */
const REAL_NAME_RE = /^[\p{L}\p{M}]+(?:[ ·・.'’-]+[\p{L}\p{M}]+)*\.?$/u;

export const verifyInput = z.object({
  real_name: z
    .string()
    .transform((s) => s.normalize('NFC').trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(2).max(30).regex(REAL_NAME_RE, 'api.errors.realNameInvalid'))
    .describe('2–30 letters; spaces, ·, apostrophes, hyphens between words'),
  id_number: z
    .string()
    .max(40, 'api.errors.idNumberInvalid')
    .transform(normalizeIdNumber)
    .pipe(z.string().min(1).refine(idNumberValid, 'api.errors.idNumberInvalid'))
    .describe(
      '18-character mainland ID with a valid check character, or 6–20 letters/digits for other documents',
    ),
});

/** An optional text field for which an empty value counts as not given (forms send ''). */
function optionalText<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
}

export const paymentPasswordInput = z
  .object({
    password: z
      .string()
      .min(1)
      .max(PAYMENT_PASSWORD_MAX)
      .regex(new RegExp(`^\\d{${PAYMENT_PASSWORD_MIN},}$`), 'api.errors.paymentPasswordShort')
      .describe('6–20 digits'),
    repassword: z.string().min(1).describe('the same again'),
    old_password: optionalText(
      z.string().max(PAYMENT_PASSWORD_MAX, 'api.errors.paymentPasswordWrong'),
    ).describe('the current payment password; to change one already set (or send `code`)'),
    code: optionalText(smsCodeField).describe(
      'a type-2 SMS code sent to the user’s own mobile; to change a payment password already set without the old one',
    ),
  })
  .refine((v) => v.password === v.repassword, {
    path: ['repassword'],
    message: 'api.errors.paymentPasswordMismatch',
  });

export const userIdInput = z.object({
  id: idField(),
});

export const devSmsInput = z.object({ mobile: mobileField });

// ---- outputs --------------------------------------------------------------------------------------

/** The user fields of docs/product.md §3 as the API returns them (login, user/info). */
export const publicUserOutput = z.object({
  id: z.number().int(),
  user_nickname: z.string(),
  avatar: z.string().describe('URL path of the avatar'),
  mobile: z.string().describe('CC-number'),
  exp: z.number().describe('experience, one decimal'),
  level: z.number().int().min(1).max(60),
  balance: z.number().describe('coins, one decimal'),
  is_anchor: z.number().int().describe('0 or 1'),
  imUserId: z.string().describe('chat identity, u<id>'),
  userSig: z.string().describe('chat signature, valid 7 days'),
  invite_code: z.string(),
  signature: z.string(),
  sex: z.number().int().describe('0 unknown, 1 male, 2 female'),
  is_verified: z.number().int().describe('0 or 1'),
  has_payment_password: z.number().int().describe('0 or 1'),
});

export const loginOutput = z.object({
  token: z.string().describe('send as the `token` header'),
  user: publicUserOutput,
});

export const userCardOutput = publicUserOutput.pick({
  id: true,
  user_nickname: true,
  avatar: true,
  level: true,
  is_anchor: true,
  signature: true,
});

export const avatarListOutput = z.array(z.object({ id: z.number().int(), url: z.string() }));

export const verifiedInfoOutput = z.object({
  is_verified: z.number().int().describe('0 or 1'),
  real_name: z.string().describe('masked, e.g. 张*'),
  id_number: z.string().describe('masked, e.g. 1101**********1234'),
  verified_at: z.string().nullable().describe('ISO 8601'),
});

export const chatAccountOutput = z.object({
  id: z.string().describe('guest_<random>'),
  sig: z.string(),
});

// ---- system (Universal/*, captcha/challenge) -----------------------------------------------------

/** Universal/getConfig: the system settings of docs/product.md §3 and the country calling codes. */
export const systemConfigOutput = z.object({
  websocket_url: z.string().describe('relative to the page origin (ws/wss)'),
  CountryCode: z
    .array(z.object({ id: z.number().int(), code: z.string(), name: z.string() }))
    .describe('86 first'),
  homepage_qrcode: z.object({
    download: z.string(),
    official_account: z.string(),
    WeChat_official_account: z.string(),
  }),
  feedback_qq: z.string(),
  customer_service_email: z.string(),
  app_redirect_url: z.string(),
  app_version: z.string(),
  app_ios_url: z.string().describe("the App Store address (https), '' when not configured"),
  app_android_url: z
    .string()
    .describe("the Android APK or store address (https), '' when not configured"),
  invite_activity_open: z.boolean(),
  chat_provider: z
    .enum(['builtin', 'tencent'])
    .describe(
      'the live-room chat: builtin (the /ws websocket) or tencent (Tencent Cloud Chat in the browser)',
    ),
  tencent_sdk_app_id: z
    .number()
    .int()
    .nullable()
    .describe(
      'the SDKAppID of the Tencent Cloud Chat application with chat_provider tencent, else null',
    ),
});

/** captcha/challenge */
export const captchaChallengeOutput = z
  .union([
    z.object({
      algorithm: z.literal('SHA-256'),
      challenge: z.string(),
      maxnumber: z.number().int(),
      salt: z.string(),
      signature: z.string(),
    }),
    z.object({ provider: z.literal('tencent'), app_id: z.string() }),
    z.object({ provider: z.literal('off') }),
  ])
  .describe(
    'An ALTCHA v1 challenge, valid 10 min. Solve it (altcha widget) and send the base64 payload as `captcha`; each solution works once. With CAPTCHA_PROVIDER=tencent the data is {provider:"tencent", app_id}, with off {provider:"off"}.',
  );

/** universal/getHot */
export const hotSearchOutput = z.array(
  z.object({
    id: z
      .number()
      .int()
      .describe(
        'the keyword id (a searched keyword: a stable number from 2^30 up), or the match id for a match',
      ),
    kind: z.enum(['keyword', 'match']),
    name: z.string(),
    hot: z
      .number()
      .int()
      .describe('different searchers this week, or the editorial popularity (0 for matches)'),
    match_id: z.number().int().nullable(),
    short_name: z.string().nullable().describe('the competition short name (英超) of a match'),
  }),
);

/** GET api/health */
export const healthOutput = z.object({ status: z.literal('ok') });

// ---- types ----------------------------------------------------------------------------------------

export type PublicUser = z.infer<typeof publicUserOutput>;
export type LoginData = z.infer<typeof loginOutput>;
export type UserCard = z.infer<typeof userCardOutput>;
export type AvatarOption = z.infer<typeof avatarListOutput>[number];
export type VerifiedInfo = z.infer<typeof verifiedInfoOutput>;
export type ChatAccount = z.infer<typeof chatAccountOutput>;
export type UpdateInfoInput = z.input<typeof updateInfoInput>;
export type SystemConfig = z.infer<typeof systemConfigOutput>;
export type CountryCode = SystemConfig['CountryCode'][number];
export type CaptchaChallenge = z.infer<typeof captchaChallengeOutput>;
export type HotSearchItem = z.infer<typeof hotSearchOutput>[number];
