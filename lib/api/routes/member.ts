import 'server-only';
import { z } from 'zod';
import { revokeToken } from '@/lib/account/auth';
import { changePaymentPassword } from '@/lib/account/payment-password';
import { updateProfile } from '@/lib/account/profile';
import { toPublicUser } from '@/lib/account/public-user';
import {
  paymentPasswordInput,
  publicUserOutput,
  updateInfoInput,
  verifiedInfoOutput,
  verifyInput,
} from '@/lib/account/contract';
import { verifiedInfo, verifyIdentity } from '@/lib/account/verification';
import { uploadPermitInput, uploadPermitOutput } from '@/lib/uploads/contract';
import { uploadPermit } from '@/lib/uploads/store';
import { IMAGE_PERMITS, VIDEO_PERMITS } from '@/lib/rate-limit/rules';
import { endpoint, ok } from '../endpoint';

export const memberEndpoints = [
  // GET api/Member/info – the logged-in user (same as user/info)
  endpoint({
    method: 'GET',
    path: 'Member/info',
    summary: 'The logged-in user (same as user/info).',
    tag: 'member',
    auth: 'required',
    output: publicUserOutput,
    handler: async ({ user }) => ok(toPublicUser(user)),
  }),
  // POST api/Member/SignOut – revokes this token; it answers 700 afterwards
  endpoint({
    method: 'POST',
    path: 'Member/SignOut',
    summary: 'Log out: revokes the token sent; it answers code 700 afterwards.',
    tag: 'member',
    auth: 'required',
    output: z.null(),
    handler: async ({ user }) => {
      await revokeToken(user.tokenId);
      return ok(null, 'api.signedOut');
    },
  }),
  // POST api/member/updateInfo – nickname, avatar, signature, sex
  endpoint({
    method: 'POST',
    path: 'member/updateInfo',
    summary:
      'Change nickname (2–16 letters, digits, _ or inner spaces; unique ignoring case → data.error "nicknameTaken"), avatar (stock or uploaded), signature (≤ 50), sex (0, 1, 2).',
    tag: 'member',
    auth: 'required',
    input: updateInfoInput,
    output: publicUserOutput,
    handler: async ({ user, input }) => ok(await updateProfile(user, input), 'api.saved'),
  }),
  // POST api/Member/verified – real-name verification, once
  endpoint({
    method: 'POST',
    path: 'Member/verified',
    summary:
      'Real-name verification, once. id_number: an 18-character mainland ID with a valid check character, or 6–20 letters/digits for other documents. Only masked forms are stored.',
    tag: 'member',
    auth: 'required',
    input: verifyInput,
    output: z.null(),
    handler: async ({ user, input }) => {
      await verifyIdentity(user.id, input);
      return ok(null, 'api.verified');
    },
  }),
  // POST api/Member/getVerifiedInfo – masked verification data
  endpoint({
    method: 'POST',
    path: 'Member/getVerifiedInfo',
    summary: 'The masked real-name verification of the logged-in user.',
    tag: 'member',
    auth: 'required',
    output: verifiedInfoOutput,
    handler: async ({ user }) => ok(verifiedInfo(user)),
  }),
  // POST api/Member/paymentPassword – sets the payment password, or changes it with proof
  endpoint({
    method: 'POST',
    path: 'Member/paymentPassword',
    summary:
      'Set the payment password: at least 6 digits, digits only, entered twice. Changing one already set (user/info has_payment_password 1) also needs old_password (5 wrong tries per 15 min, then 429 "paymentPasswordLocked") or code, a type-2 SMS code (user/getCode) for the user’s own mobile; neither → data.error "paymentPasswordProofRequired".',
    tag: 'member',
    auth: 'required',
    input: paymentPasswordInput,
    output: z.null(),
    rateLimited: true,
    handler: async ({ user, input }) => {
      await changePaymentPassword(user, input);
      return ok(null, 'api.saved');
    },
  }),
  // POST api/Member/getQiniuToken – a short-lived upload permit for one file of a purpose
  endpoint({
    method: 'POST',
    path: 'Member/getQiniuToken',
    summary:
      'A short-lived, single-use permit to upload one file of `purpose` (default avatar) to its `upload_url` (upload/image for avatar, post_image and cover; upload/video for video; no session needed there); fetch a new one for each upload. At most 30 video and 200 image permits an hour per user (429).',
    tag: 'member',
    auth: 'required',
    input: uploadPermitInput,
    output: uploadPermitOutput,
    // A permit can store a 50 MB video: budgets keep one account from filling the disk.
    rateLimit: [
      { limit: VIDEO_PERMITS, by: 'user', when: ({ input }) => input.purpose === 'video' },
      { limit: IMAGE_PERMITS, by: 'user', when: ({ input }) => input.purpose !== 'video' },
    ],
    handler: async ({ user, input }) => ok(uploadPermit(user.id, input.purpose)),
  }),
];
