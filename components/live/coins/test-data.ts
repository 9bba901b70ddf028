/** Answers of the live room's coin features (checked: test/fixtures-contract.test.ts). */
import { guardList, nobleTier } from '@/components/wallet/test-data';
import { answer } from '@/test/bff';
import type { GiftItem, HornConfig, HornItem } from '@/lib/wallet/contract';

/** Gift/getList: a combo heart and a full-stage rocket. */
export const gifts: GiftItem[] = [
  {
    id: 1,
    name: 'Heart',
    price: 0.1,
    icon: '/gifts/heart.svg',
    effect: '',
    effect_level: 0,
    combo: true,
  },
  {
    id: 3,
    name: 'Rocket',
    price: 100,
    icon: '/gifts/rocket.svg',
    effect: '/gifts/rocket.json',
    effect_level: 2,
    combo: false,
  },
];

/** member/handselGift: `num` hearts sent, `balance` coins left. */
export const giftSent = (balance: number, num = 10) =>
  answer('member/handselGift', {
    balance,
    exp: 120,
    level: 3,
    gift: { id: 1, name: 'Heart', icon: '/gifts/heart.svg', effect: '', effect_level: 0 },
    num,
    total: num * 0.1,
    send_id: 77,
  });

/** The tiers of the room's noble dialog: a plain Knight and an Earl with every privilege. */
export const roomTiers = [
  nobleTier(1, 1, 'Knight', 30, {
    badge_color: '#4a90e2',
    entry_effect: '',
    horn_large: false,
    free_horns: 0,
    mute_protection: false,
  }),
  nobleTier(2, 2, 'Earl', 99.9, {
    badge_color: '#c0a000',
    entry_effect: 'sparkle',
    horn_large: true,
    free_horns: 30,
    mute_protection: true,
  }),
];
/** Guard/getList for a visitor or a user without a tier. */
export const roomGuards = answer('Guard/getList', guardList(roomTiers));

/** A passed horn (Horn/recent, or the websocket's `horn` frame). */
export function hornItem(id: number, over: Partial<HornItem> = {}): HornItem {
  const created = over.created_at ?? new Date(Date.now() - 1000).toISOString();
  return {
    id,
    content: `horn ${id}`,
    large: false,
    nickname: 'Mark',
    avatar: '',
    level: 3,
    noble: null,
    created_at: created,
    passed_at: created,
    ...over,
  };
}
export const recentHorns = (items: HornItem[]) => answer('Horn/recent', items);

/** Horn/config: what a horn costs the user now. */
export const hornConfig = (over: Partial<HornConfig>) =>
  answer('Horn/config', { price: 10, max_chars: 60, free_horns_left: 0, large: false, ...over });

/** Member/sneHorn: a free horn sent, waiting for review. */
export const freeHornSent = (balance: number, freeHornsLeft: number) =>
  answer('Member/sneHorn', {
    id: 4,
    status: 0,
    free: true,
    cost: 0,
    balance,
    free_horns_left: freeHornsLeft,
    large: false,
  });

/** The demo's six tiers as Guard/getList gives them in English (lib/wallet/demo/nobles.ts). */
export const seededTiers = [
  nobleTier(1, 1, 'Knight', 30, { entry_effect: '', horn_large: false, free_horns: 0 }),
  nobleTier(2, 2, 'Viscount', 100, {
    entry_effect: 'viscount',
    horn_large: false,
    free_horns: 0,
    mute_protection: false,
  }),
  nobleTier(3, 3, 'Count', 300, { entry_effect: 'count', free_horns: 30, mute_protection: false }),
  nobleTier(4, 4, 'Marquis', 1000, {
    entry_effect: 'marquis',
    free_horns: 50,
    mute_protection: false,
  }),
  nobleTier(5, 5, 'Duke', 3000, { entry_effect: 'duke', free_horns: 80 }),
  nobleTier(6, 6, 'King', 10000, { entry_effect: 'king', free_horns: 120 }),
];
