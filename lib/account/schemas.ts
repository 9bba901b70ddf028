import { z } from 'zod';
import { idNumberValid, normalizeIdNumber } from './id-number';
import { idField } from '@/lib/rules/id-field';

/**
 * One schema per input of the account endpoints, shared by the API and the forms. A message
 * starting with `api.` names a whole message; other issues are phrased by lib/api/validation.ts.
 */

/** `CC-number`: 5–15 digits after the calling code; mainland numbers are 11 digits starting with 1. */
export const MOBILE_RE = /^(\d{1,4})-(\d{5,15})$/;
const MAINLAND_RE = /^86-1\d{10}$/;

export function mobileFormatValid(mobile: string): boolean {
  return MOBILE_RE.test(mobile) && (!mobile.startsWith('86-') || MAINLAND_RE.test(mobile));
}

export const mobileField = z
  .string()
  .trim()
  .min(1)
  .max(20, 'api.errors.mobileInvalid')
  .refine(mobileFormatValid, 'api.errors.mobileInvalid')
  .describe(
    'CC-number, e.g. 86-13800138000: an offered calling code, a hyphen, 5–15 digits (86: 11 digits starting with 1)',
  );

/** A login password as typed (not trimmed, SPEC.md §5); its length rule applies when it is set. */
export const passwordField = z
  .string()
  .min(1)
  .max(20, 'api.errors.passwordWeak')
  .describe('as typed, not trimmed');
export const newPasswordField = z
  .string()
  .min(1)
  .min(6, 'api.errors.passwordWeak')
  .max(20, 'api.errors.passwordWeak')
  .describe('the new login password');

/** SPEC.md §9: a number gets a new SMS code at most every 60 s (the form's countdown too). */
export { SMS_RESEND_SECONDS } from '@/lib/rules/limits';

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
  /** 1 register, 2 anything else (SPEC.md §5). */
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

/** Nicknames: 2–16 letters (any script), digits, underscores, single spaces inside. */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 16;
const NICKNAME_RE = /^[\p{L}\p{M}\p{N}_]+(?: [\p{L}\p{M}\p{N}_]+)*$/u;

/** Trims, composes accents (NFC) and collapses inner runs of white space. */
export function normalizeNickname(raw: string): string {
  return raw.normalize('NFC').trim().replace(/\s+/g, ' ');
}

export function nicknameValid(nickname: string): boolean {
  const length = [...nickname].length;
  return length >= NICKNAME_MIN && length <= NICKNAME_MAX && NICKNAME_RE.test(nickname);
}

export const nicknameField = z
  .string()
  .max(64, 'api.errors.nicknameInvalid')
  .transform(normalizeNickname)
  .refine(nicknameValid, 'api.errors.nicknameInvalid')
  .describe(
    '2–16 letters (any script), digits, _ or single inner spaces; trimmed; unique ignoring case',
  );

export const SIGNATURE_MAX = 50;

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
      .max(20)
      .regex(/^\d{6,}$/, 'api.errors.paymentPasswordShort')
      .describe('6–20 digits'),
    repassword: z.string().min(1).describe('the same again'),
    old_password: optionalText(z.string().max(20, 'api.errors.paymentPasswordWrong')).describe(
      'the current payment password; to change one already set (or send `code`)',
    ),
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

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const uploadImageInput = z.object({
  token: z
    .string()
    .min(1, 'api.errors.uploadTokenInvalid')
    .max(1000, 'api.errors.uploadTokenInvalid')
    .describe('from Member/getQiniuToken'),
  // A form file; checked by shape because `File` differs between runtimes (Node, jsdom, browsers).
  file: z
    .custom<Blob>(
      (v) =>
        typeof v === 'object' &&
        v !== null &&
        typeof (v as Blob).arrayBuffer === 'function' &&
        typeof (v as Blob).size === 'number',
      'api.errors.uploadInvalid',
    )
    .describe('multipart file: png or jpg (by content), at most 5 MB'),
});

export const devSmsInput = z.object({ mobile: mobileField });
