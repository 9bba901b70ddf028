/**
 * The contract of applications to become an anchor (issue 25; docs/product.md §3, §4, §5):
 * Member/applyAnchor, Member/anchorApplication and the administrators' admin/anchorApplication*.
 * Browser code imports it with `import type`, and its constants from ./limits.
 */
import { z } from 'zod';
import { smsCodeField, verifyInput } from '@/lib/account/contract';
import { idField } from '@/lib/rules/id-field';
import { queueListFields, statusCountsField } from '@/lib/admin/queue-contract';
import { limitField, pageField } from '@/lib/wallet/contract';
import { REVIEW_REASON_MAX } from '@/lib/wallet/limits';
import { blank } from '@/lib/rules/input-fields';
import { numberField } from '@/lib/account/contract';
import {
  ANCHOR_EXPERIENCE_MAX,
  ANCHOR_EXPERIENCE_MIN,
  CONTACT_MAX,
  CONTACT_MIN,
  chars,
} from './limits';

const tidy = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ');
const isoTime = z.string().describe('ISO time (UTC)');
const uploadUrl = z
  .string()
  .trim()
  .min(1)
  .max(300, 'api.errors.uploadNotFound')
  .describe('a URL that upload/image answered for a permit of purpose id_photo');

export const applyAnchorInput = z.object({
  real_name: verifyInput.shape.real_name,
  id_number: verifyInput.shape.id_number,
  contact: z
    .string()
    .transform(tidy)
    .pipe(
      z
        .string()
        .min(1)
        .refine(
          (s) => chars(s) >= CONTACT_MIN && chars(s) <= CONTACT_MAX,
          'api.errors.contactInvalid',
        ),
    )
    .describe(`how to reach the applicant, ${CONTACT_MIN}–${CONTACT_MAX} characters`),
  id_front: uploadUrl,
  id_back: uploadUrl,
  experience: z
    .string()
    .transform((s) => s.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(1)
        .refine((s) => chars(s) >= ANCHOR_EXPERIENCE_MIN, 'api.errors.experienceTooShort')
        .refine((s) => chars(s) <= ANCHOR_EXPERIENCE_MAX, 'api.errors.experienceTooLong'),
    )
    .describe(`experience, ${ANCHOR_EXPERIENCE_MIN}–${ANCHOR_EXPERIENCE_MAX} characters`),
  invite_code: z
    .preprocess(blank, z.string().trim().max(32, 'api.errors.inviterUnknown').optional())
    .describe("optional: the inviter's invite code"),
  code: smsCodeField.describe("a type-2 SMS code sent to the applicant's own number"),
});

const statusField = z.number().int().describe('0 waiting for review, 1 passed, 2 failed');

/** The applicant's own latest application: masked personal data only. */
export const myApplicationOutput = z
  .object({
    id: z.number().int(),
    status: statusField,
    status_name: z.string(),
    reason: z.string().describe("the reviewer's reason when failed ('' otherwise)"),
    real_name: z.string().describe('masked'),
    id_number: z.string().describe('masked'),
    contact: z.string(),
    experience: z.string(),
    inviter: z.string().nullable().describe("the inviter's nickname"),
    created_at: isoTime,
    reviewed_at: isoTime.nullable(),
  })
  .nullable()
  .describe('null: never applied');

export const adminApplicationOutput = z.object({
  id: z.number().int(),
  status: statusField,
  status_name: z.string(),
  reason: z.string(),
  user: z.object({
    id: z.number().int(),
    nickname: z.string(),
    mobile_masked: z.string(),
    is_anchor: z.number().int(),
  }),
  real_name: z.string().describe('masked; admin/anchorApplicationReveal for the full value'),
  id_number: z.string().describe('masked'),
  contact: z.string(),
  experience: z.string(),
  inviter: z.string().nullable(),
  created_at: isoTime,
  reviewed_at: isoTime.nullable(),
});
export const adminApplicationListInput = z.object({
  status: z
    .preprocess(blank, numberField(0, 2).optional())
    .describe('0, 1 or 2; all when left out'),
  ...queueListFields(['time']),
  page: pageField,
  limit: limitField,
});
export const adminApplicationListOutput = z.object({
  list: z.array(adminApplicationOutput),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  status_counts: statusCountsField,
});

export const reviewApplicationInput = z.object({
  id: idField().describe('the application id'),
  pass: z.preprocess(
    (v) => (v === '1' || v === 1 ? 1 : v === '0' || v === 0 ? 0 : v),
    z.union([z.literal(0), z.literal(1)]),
  ),
  reason: z.string().trim().max(REVIEW_REASON_MAX).optional(),
});

export const applicationIdInput = z.object({ id: idField().describe('the application id') });
export const revealOutput = z.object({
  real_name: z.string(),
  id_number: z.string(),
  id_front: z.string().describe('the front photo as a data: URL'),
  id_back: z.string().describe('the back photo as a data: URL'),
});

export type MyApplication = z.infer<typeof myApplicationOutput>;
export type AdminApplication = z.infer<typeof adminApplicationOutput>;
export type AdminApplicationPage = z.infer<typeof adminApplicationListOutput>;
export type Revealed = z.infer<typeof revealOutput>;
