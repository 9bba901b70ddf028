/**
 * The live room's coin features as the browser sees them (issue 11; the API shapes of
 * `Gift/getList`, `Guard/getList`, `Horn/recent` and the room events). Types and constants only.
 */

/** One item of `Gift/getList`: its name in the request's language, its price in coins. */
export type GiftItem = {
  id: number;
  name: string;
  price: number;
  /** `/gifts/<slug>.svg` */
  icon: string;
  /** `/gifts/<slug>.json` (Lottie), or '' for none. */
  effect: string;
  /** 0 a chat line only, 1 an animation over the player, 2 a full-stage animation. */
  effect_level: number;
  /** May be sent several at once (the quantity picker). */
  combo: boolean;
};

/** The logged-in viewer as the room's server render hands it over (never the session's secrets). */
export type RoomViewer = { id: number; balance: number };

/** `ChatMessage.noble`: the sender's active noble tier. */
export type NobleMark = { level: number; color: string };

/** A gift message of the room's chat (`payload.data: 'gift'`), checked and ready to show. */
export type GiftEvent = {
  /** The chat message's ID: a key, and what keeps one gift from playing twice. */
  key: string;
  from: string;
  nick: string;
  avatar: string;
  noble: NobleMark | null;
  giftId: number;
  slug: string;
  /** A same-site path, or '' (then no picture). */
  icon: string;
  /** A same-site path to the Lottie JSON, or '' (then a still caption). */
  effect: string;
  effectLevel: number;
  num: number;
  total: number;
  names: { zh: string; en: string; vi: string };
};

/** A noble's arrival in the room (`payload.data: 'enter'`). */
export type EnterEvent = {
  key: string;
  nick: string;
  level: number;
  color: string;
  effect: string;
};

/** One passed horn: an item of `Horn/recent`, or the websocket's `horn` frame. */
export type HornItem = {
  id: number;
  content: string;
  large: boolean;
  nickname: string;
  avatar: string;
  level: number;
  noble: NobleMark | null;
  /** ISO time. */
  created_at: string;
};

/** One tier of `Guard/getList`. */
export type NobleTier = {
  id: number;
  level: number;
  name: string;
  monthly_price: number;
  badge_color: string;
  entry_effect: string;
  horn_large: boolean;
  free_horns: number;
  mute_protection: boolean;
};

/** `Guard/getList`. */
export type GuardList = {
  tiers: NobleTier[];
  mine: null | {
    tier_id: number;
    level: number;
    name: string;
    expires_at: string;
    free_horns_left: number;
  };
};

/** `Horn/config`: what a horn costs the viewer now (0 and false for a visitor). */
export type HornConfig = {
  price: number;
  max_chars: number;
  free_horns_left: number;
  large: boolean;
};

/** `member/handselGift`'s answer. */
export type HandselAnswer = {
  balance: number;
  exp: number;
  level: number;
  gift: { id: number; name: string; icon: string; effect: string; effect_level: number };
  num: number;
  total: number;
  send_id: number;
};

/** `guard_user/buy`'s answer. */
export type BuyNobleAnswer = {
  tier_id: number;
  expires_at: string;
  balance: number;
  exp: number;
  level: number;
};

/** `Member/sneHorn`'s answer. */
export type SendHornAnswer = {
  id: number;
  status: number;
  free: boolean;
  cost: number;
  balance: number;
  free_horns_left: number;
};

/** The quantities a combo gift can be sent in at once. */
export const GIFT_QUANTITIES = [1, 10, 66, 99, 520, 1314] as const;

/** Months a noble tier can be bought for (`guard_user/buy`). */
export const NOBLE_MONTHS = [1, 3, 6, 12] as const;

/** A horn's text: 1 to this many characters after trimming, until `Horn/config` says (`Member/sneHorn`). */
export const HORN_MAX = 60;
