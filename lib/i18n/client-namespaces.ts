/**
 * The message namespaces each part of the site hands to its client islands (issue 8, §3): the
 * browser gets only what the client components under it translate, not the whole catalogue.
 * scripts/client-namespaces.test.ts derives these lists from the source and fails when they
 * drift (a missing namespace would show raw keys in the browser; an extra one is dead weight).
 */
import type { Messages } from './messages';

export type Namespace = keyof Messages;

/** The root layout's provider: the site shell (nav, search, login dialog, user menu, error pages). */
export const SHELL_NAMESPACES = [
  'client',
  'common',
  'errorPage',
  'login',
  'meta',
  'nav',
  'search',
  'userMenu',
] as const satisfies readonly Namespace[];

/** Each page's provider (`<ClientMessages page=…>`), by its route segment. */
export const PAGE_NAMESPACES = {
  anchor: ['sideMenu'],
  attention: ['common', 'sideMenu'],
  'base-basketball': [],
  'base-football': [],
  basketball: ['scores'],
  circle: ['comments', 'community', 'report'],
  'circle-detail': ['comments', 'community', 'report'],
  downLoad: [],
  football: ['scores'],
  foresight: [],
  live: ['chat', 'coins', 'common', 'liveRoom', 'player', 'report', 'wallet'],
  main: ['home', 'matchRow', 'scores'],
  news: ['comments', 'report'],
  player: [],
  member: ['common', 'dataLibrary', 'experts', 'login', 'member', 'schedule', 'scores', 'wallet'],
  rank: ['sideMenu'],
  recommend: [],
  reserve: ['sideMenu'],
  schedule: ['schedule', 'sideMenu'],
  'score-detail': ['comments', 'common', 'experts', 'matchCentre', 'report', 'scores'],
  'score-live': ['comments', 'common', 'experts', 'matchCentre', 'report', 'scores'],
  team: ['common'],
  search: ['common', 'matchRow', 'scores'],
  specialist: [],
  'specialist-detail': ['common', 'experts'],
  'specialist-home': ['experts'],
  'specialist-info': ['experts'],
  'video-classify': ['video'],
  'video-list': [],
  'video-player': ['comments', 'report', 'video'],
  admin: [
    'admin',
    'adminAudit',
    'adminPublish',
    'adminQueues',
    'adminReports',
    'adminRooms',
    'adminSettings',
    'adminUsers',
    'common',
    'console',
    'experts',
  ],
  'not-found': [],
  '[...rest]': [],
} as const satisfies Record<string, readonly Namespace[]>;

export type PageWithMessages = keyof typeof PAGE_NAMESPACES;

/**
 * Islands that fetch their own namespaces with their lazy chunk (a server action) when first
 * opened, so that no provider hands them over and no page carries them: the anchor's studio
 * (components/studio/messages-action.ts), which only anchors ever open.
 */
export const ISLAND_NAMESPACES = {
  studio: ['studio'],
} as const satisfies Record<string, readonly Namespace[]>;

/** The part of `messages` under the given top-level namespaces. */
export function pickMessages<M extends Record<string, unknown>>(
  messages: M,
  namespaces: readonly string[],
): Partial<M> {
  const out: Partial<M> = {};
  for (const ns of namespaces) {
    if (ns in messages) out[ns as keyof M] = messages[ns as keyof M];
  }
  return out;
}
