/**
 * The sections of the navigation bar (docs/product.md §2), shared by the desktop bar and the mobile
 * drawer. A section appears once its route exists: each later feature uncomments its line, so no
 * link ever leads to a 404. Labels are `nav.<key>` in messages/*.json (all already translated).
 */
export type NavItem = {
  key:
    | 'home'
    | 'football'
    | 'basketball'
    | 'live'
    | 'schedule'
    | 'news'
    | 'videos'
    | 'community'
    | 'data'
    | 'experts'
    | 'download';
  href: string;
  /** Path prefixes that mark the item active besides its own path. */
  matches?: readonly string[];
  /** Adds a random `t` query on click so the page reloads its data (the spec's football link). */
  freshQuery?: boolean;
  /** Opens in a new tab (the spec's expert home). */
  newTab?: boolean;
};

export const NAV_ITEMS: NavItem[] = [
  { key: 'home', href: '/main' },
  { key: 'football', href: '/football', freshQuery: true },
  { key: 'basketball', href: '/basketball' },
  { key: 'live', href: '/anchor', matches: ['/live', '/attention', '/reserve', '/rank'] },
  { key: 'schedule', href: '/schedule?type=4' },
  // { key: 'news', href: '/news' },
  // { key: 'videos', href: '/video-list', matches: ['/video-player', '/video-classify'] },
  // { key: 'community', href: '/circle', matches: ['/circle-detail'] },
  { key: 'data', href: '/base-football?id=82', matches: ['/base-basketball'] },
  {
    key: 'experts',
    href: '/specialist-home?type=0',
    matches: ['/specialist', '/specialist-info', '/specialist-detail'],
    newTab: true,
  },
  // The app download is the bar's download popover and the drawer's button (one entry each).
];

/**
 * The match centre's pages: they belong to the match's sport, which their path does not tell
 * (`?id=` only). The page names it (`<NavSection>`, nav-section.tsx); until then no item is current.
 */
export const MATCH_PATHS: readonly string[] = ['/score-detail', '/score-live'];

const under = (pathname: string, p: string) => pathname === p || pathname.startsWith(`${p}/`);

/**
 * Whether `pathname` (without the locale prefix) belongs to the item. On a match page the item is
 * the match's sport (`section`, named by the page), never a guess.
 */
export function isActive(
  item: NavItem,
  pathname: string,
  section: NavItem['key'] | null = null,
): boolean {
  if (MATCH_PATHS.some((p) => under(pathname, p))) return item.key === section;
  const own = item.href.split('?')[0];
  return [own, ...(item.matches ?? [])].some((p) => under(pathname, p));
}

/** The href to follow on click: a fresh `t` for items that must refetch (docs/product.md §2). */
export function clickHref(item: NavItem, now: number = Date.now()): string {
  if (!item.freshQuery) return item.href;
  return `${item.href}${item.href.includes('?') ? '&' : '?'}t=${now}`;
}
