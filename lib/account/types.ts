/** The user fields of SPEC.md §3 as the API returns them (login, user/info). */
export type PublicUser = {
  id: number;
  user_nickname: string;
  avatar: string;
  mobile: string;
  /** Experience points (1 coin spent = 1 exp); the level is derived from it. */
  exp: number;
  level: number;
  /** Coins, one decimal. */
  balance: number;
  is_anchor: number;
  imUserId: string;
  userSig: string;
  invite_code: string;
  signature: string;
  sex: number;
  is_verified: number;
  has_payment_password: number;
};
