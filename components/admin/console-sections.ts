import type { StaffRole } from '@/lib/admin/limits';
import type { QueueCounts } from '@/lib/admin/contract';

/**
 * The console's sections (docs/architecture.md "Console"): its menu, grouped, each with the role
 * that opens it and, for a review queue, the count shown beside it. Every entry has a page under
 * app/[locale]/(site)/admin (console-sections.test.ts).
 */
export type SectionKey =
  | 'dashboard'
  | 'anchors'
  | 'experts'
  | 'horns'
  | 'withdrawals'
  | 'reports'
  | 'news'
  | 'banners'
  | 'videos'
  | 'circles'
  | 'hotSearches'
  | 'users'
  | 'rooms'
  | 'settings'
  | 'audit';

export type Section = {
  key: SectionKey;
  href: string;
  role: StaffRole | 'staff';
  count?: keyof QueueCounts;
  /** Other pages of the section (a user's page under Users). */
  also?: string[];
};

export type SectionGroup = {
  key: 'overview' | 'queues' | 'publishing' | 'operations';
  sections: Section[];
};

export const SECTION_GROUPS: SectionGroup[] = [
  { key: 'overview', sections: [{ key: 'dashboard', href: '/admin', role: 'staff' }] },
  {
    key: 'queues',
    sections: [
      { key: 'anchors', href: '/admin/anchors', role: 'admin', count: 'anchors' },
      { key: 'experts', href: '/admin/experts', role: 'admin', count: 'experts' },
      { key: 'horns', href: '/admin/horns', role: 'moderator', count: 'horns' },
      { key: 'withdrawals', href: '/admin/withdrawals', role: 'admin', count: 'withdrawals' },
      { key: 'reports', href: '/admin/reports', role: 'moderator', count: 'reports' },
    ],
  },
  {
    key: 'publishing',
    sections: [
      { key: 'news', href: '/admin/news', role: 'editor' },
      { key: 'banners', href: '/admin/banners', role: 'editor' },
      { key: 'videos', href: '/admin/videos', role: 'editor' },
      { key: 'circles', href: '/admin/circles', role: 'editor' },
      { key: 'hotSearches', href: '/admin/hot-searches', role: 'editor' },
    ],
  },
  {
    key: 'operations',
    sections: [
      { key: 'users', href: '/admin/users', role: 'moderator', also: ['/admin/user'] },
      { key: 'rooms', href: '/admin/rooms', role: 'moderator' },
      { key: 'settings', href: '/admin/settings', role: 'admin' },
      { key: 'audit', href: '/admin/audit', role: 'admin' },
    ],
  },
];

/** The sections `roles` may open, by group (groups left empty are dropped). */
export function visibleGroups(roles: readonly StaffRole[]): SectionGroup[] {
  const can = (s: Section) =>
    s.role === 'staff' ? roles.length > 0 : roles.includes('admin') || roles.includes(s.role);
  return SECTION_GROUPS.map((g) => ({ ...g, sections: g.sections.filter(can) })).filter(
    (g) => g.sections.length > 0,
  );
}

/** The section a path belongs to (the longest matching href). */
export function activeSection(pathname: string): SectionKey | null {
  const path = pathname.replace(/^\/(en|vi)(?=\/|$)/, '') || '/';
  let best: Section | null = null;
  let bestLength = 0;
  for (const g of SECTION_GROUPS)
    for (const s of g.sections)
      for (const href of [s.href, ...(s.also ?? [])])
        if ((path === href || path.startsWith(`${href}/`)) && href.length > bestLength) {
          best = s;
          bestLength = href.length;
        }
  return best?.key ?? null;
}
