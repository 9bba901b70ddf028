/** Users as user/info answers them, for component tests (checked: test/fixtures-contract.test.ts). */
import type { PublicUser } from '@/lib/account/contract';
import { answer } from './bff';

/** A logged-in fan (not an anchor, not verified, no payment password) unless overridden. */
export function publicUser(over: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 7,
    user_nickname: 'Lao Zhang',
    avatar: '/avatars/1.svg',
    mobile: '86-13800138000',
    exp: 0,
    level: 1,
    balance: 0,
    is_anchor: 0,
    imUserId: `u${over.id ?? 7}`,
    userSig: 'sig',
    invite_code: 'AB12CD',
    signature: '',
    sex: 0,
    is_verified: 0,
    has_payment_password: 0,
    ...over,
  };
}

/** user/info's answer: the user as the server has them now. */
export const userInfo = (user: PublicUser = publicUser()) => answer('user/info', user);
