/**
 * The member-centre menu of docs/product.md §2 and §6, one definition per role. Only tabs flagged
 * `ready` are rendered, so the menu never links to a page that does not exist yet; the issue
 * that builds a tab flips its flag.
 *
 * The `type` numbers 0, 2, 4 and 17 come from docs/product.md §2, and so do 6 (the anchor's entry from
 * the navigation bar) and 7 (the non-anchor's). The other numbers are provisional: the issue that
 * builds such a tab may renumber it.
 *
 * The expert's tabs (issue 26) cut across both roles, since an anchor can be an expert too:
 * everyone has the plans they bought (13); a user who is not an expert may apply (11), an expert
 * has their own plans (12) instead.
 */
export type MemberTabKey =
  | 'profile'
  | 'wallet'
  | 'follows'
  | 'noble'
  | 'bookings'
  | 'records'
  | 'bankCard'
  | 'paymentPassword'
  | 'messages'
  | 'liveSettings'
  | 'anchorNotice'
  | 'applyAnchor'
  | 'applyExpert'
  | 'myPlans'
  | 'myPurchases';

export type MemberMenuItem = { type: number; key: MemberTabKey; ready: boolean };

const PROFILE: MemberMenuItem = { type: 0, key: 'profile', ready: true };

const SHARED: readonly MemberMenuItem[] = [
  { type: 1, key: 'wallet', ready: true },
  { type: 5, key: 'records', ready: true },
  { type: 9, key: 'bankCard', ready: true },
  { type: 10, key: 'paymentPassword', ready: true },
  { type: 3, key: 'noble', ready: true },
  { type: 2, key: 'follows', ready: true },
  { type: 4, key: 'bookings', ready: true },
  { type: 17, key: 'messages', ready: true },
];

const MY_PURCHASES: MemberMenuItem = { type: 13, key: 'myPurchases', ready: true };
/** Not an expert: the plans bought, and the application. */
const NON_EXPERT: readonly MemberMenuItem[] = [
  MY_PURCHASES,
  { type: 11, key: 'applyExpert', ready: true },
];
/** An expert: their own plans, and the plans bought. */
const EXPERT: readonly MemberMenuItem[] = [{ type: 12, key: 'myPlans', ready: true }, MY_PURCHASES];

const anchorMenu = (expert: readonly MemberMenuItem[]): readonly MemberMenuItem[] => [
  PROFILE,
  { type: 6, key: 'liveSettings', ready: true },
  { type: 8, key: 'anchorNotice', ready: true },
  ...SHARED,
  ...expert,
];
const userMenu = (expert: readonly MemberMenuItem[]): readonly MemberMenuItem[] => [
  PROFILE,
  ...SHARED,
  ...expert,
  { type: 7, key: 'applyAnchor', ready: true },
];

export const ANCHOR_MENU = anchorMenu(NON_EXPERT);
export const USER_MENU = userMenu(NON_EXPERT);
export const ANCHOR_EXPERT_MENU = anchorMenu(EXPERT);
export const USER_EXPERT_MENU = userMenu(EXPERT);

/**
 * The whole menu definition for a role (is_anchor not 0 means anchor, docs/product.md §6; an
 * expert is a user whose expert application passed, `Expert/mine`).
 */
export function menuFor(isAnchor: boolean, isExpert = false): readonly MemberMenuItem[] {
  if (isAnchor) return isExpert ? ANCHOR_EXPERT_MENU : ANCHOR_MENU;
  return isExpert ? USER_EXPERT_MENU : USER_MENU;
}

/** The tabs to render: the role's menu without the ones not built yet. */
export function visibleMenu(isAnchor: boolean, isExpert = false): MemberMenuItem[] {
  return menuFor(isAnchor, isExpert).filter((item) => item.ready);
}

/**
 * The tab a `type` query selects: a ready tab of the role's menu, else the profile (unknown,
 * malformed, other-role and not-yet-built types all land there rather than on an empty page).
 */
export function resolveTab(
  type: string | string[] | undefined,
  isAnchor: boolean,
  isExpert = false,
): MemberMenuItem {
  const raw = Array.isArray(type) ? type[0] : type;
  if (raw === undefined || !/^\d+$/.test(raw)) return PROFILE;
  const n = Number(raw);
  return visibleMenu(isAnchor, isExpert).find((item) => item.type === n) ?? PROFILE;
}
