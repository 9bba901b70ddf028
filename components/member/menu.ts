/**
 * The member-centre menu of docs/product.md §2 and §6, one definition per role. Only tabs flagged
 * `ready` are rendered, so the menu never links to a page that does not exist yet; the issue
 * that builds a tab flips its flag.
 *
 * The `type` numbers 0, 2, 4 and 17 come from docs/product.md §2, and so do 6 (the anchor's entry from
 * the navigation bar) and 7 (the non-anchor's). The other numbers are provisional: the issue that
 * builds such a tab may renumber it.
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
  | 'applyAnchor';

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

export const ANCHOR_MENU: readonly MemberMenuItem[] = [
  PROFILE,
  { type: 6, key: 'liveSettings', ready: true },
  { type: 8, key: 'anchorNotice', ready: true },
  ...SHARED,
];

export const USER_MENU: readonly MemberMenuItem[] = [
  PROFILE,
  ...SHARED,
  { type: 7, key: 'applyAnchor', ready: true },
];

/** The whole menu definition for a role (is_anchor not 0 means anchor, docs/product.md §6). */
export function menuFor(isAnchor: boolean): readonly MemberMenuItem[] {
  return isAnchor ? ANCHOR_MENU : USER_MENU;
}

/** The tabs to render: the role's menu without the ones not built yet. */
export function visibleMenu(isAnchor: boolean): MemberMenuItem[] {
  return menuFor(isAnchor).filter((item) => item.ready);
}

/**
 * The tab a `type` query selects: a ready tab of the role's menu, else the profile (unknown,
 * malformed, other-role and not-yet-built types all land there rather than on an empty page).
 */
export function resolveTab(type: string | string[] | undefined, isAnchor: boolean): MemberMenuItem {
  const raw = Array.isArray(type) ? type[0] : type;
  if (raw === undefined || !/^\d+$/.test(raw)) return PROFILE;
  const n = Number(raw);
  return visibleMenu(isAnchor).find((item) => item.type === n) ?? PROFILE;
}
