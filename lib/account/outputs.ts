import { z } from 'zod';

/**
 * The data shapes the account endpoints answer with, for the API reference (docs/api.md) and
 * typed clients. The PublicUser type (types.ts) is the same shape.
 */
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

export const uploadPermitOutput = z.object({
  token: z.string(),
  upload_url: z.string().describe('POST multipart `token` + `file` here'),
  expires_in: z.number().int().describe('seconds'),
  max_size: z.number().int().describe('bytes'),
});

export const uploadOutput = z.object({
  url: z.string().describe('/uploads/avatars/…; use as `avatar` in member/updateInfo'),
});

export const chatAccountOutput = z.object({
  id: z.string().describe('guest_<random>'),
  sig: z.string(),
});
