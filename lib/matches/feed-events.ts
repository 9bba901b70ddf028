import { createEvents } from '@/lib/events';
import type { FeedFrame } from './feed';
import type { Sport } from './types';

/**
 * What the live feed published, after it was stored and pushed (lib/matches/live-feed.ts): the
 * domains above listen (Web Push alerts of goals, final whistles and kick-offs, lib/push), so
 * the match domain imports none of them. Told only on the instance that plays the feed, once
 * per frame.
 */
export const feedEvents = createEvents<{ published: { sport: Sport; frame: FeedFrame } }>(
  'match-feed',
);
