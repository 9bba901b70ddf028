import 'server-only';
import type { users } from '@/lib/db/schema';
import { chatSignature } from '@/lib/providers/chat/guest';
import { CHAT_SIG_TTL_S, chatIdOfUser } from '@/lib/providers/chat/sig';
import { levelFromExp } from './level';
import type { PublicUser } from './contract';

type UserRow = typeof users.$inferSelect;

/** Tenths (how exp and coins are stored) to a number with one decimal. */
export function fromTenths(tenths: number): number {
  return Math.round(tenths) / 10;
}

/** The user as login and user/info return it (docs/product.md §3), with a fresh chat signature. */
export function toPublicUser(u: UserRow): PublicUser {
  const exp = fromTenths(u.expTenths);
  const imUserId = chatIdOfUser(u.id);
  return {
    id: u.id,
    user_nickname: u.nickname,
    avatar: u.avatar,
    mobile: u.mobile,
    exp,
    level: levelFromExp(exp),
    balance: fromTenths(u.balanceTenths),
    is_anchor: u.isAnchor,
    imUserId,
    userSig: chatSignature(imUserId, CHAT_SIG_TTL_S),
    invite_code: u.inviteCode,
    signature: u.signature,
    sex: u.sex,
    is_verified: u.verifiedAt ? 1 : 0,
    has_payment_password: u.paymentPasswordHash ? 1 : 0,
  };
}

export type UserCard = Pick<
  PublicUser,
  'id' | 'user_nickname' | 'avatar' | 'level' | 'is_anchor' | 'signature'
>;

/** What anyone may see of another user (User/getUserInfo). */
export function toUserCard(u: UserRow): UserCard {
  return {
    id: u.id,
    user_nickname: u.nickname,
    avatar: u.avatar,
    level: levelFromExp(fromTenths(u.expTenths)),
    is_anchor: u.isAnchor,
    signature: u.signature,
  };
}
