/**
 * The one interface every match-data provider implements (docs/architecture.md "Folders"). The match
 * domain owns it (lib/matches/feed.ts): a provider knows nothing of the database or the
 * websocket; the context hands it matches, persists what it reports and publishes its frames, so
 * a provider can be tested with plain functions.
 */
export type {
  FeedContext,
  FeedFrame,
  FeedLog,
  FeedMatch,
  FeedProvider,
  GoalNotification,
  ScoreData,
  SimChanges,
  SimMatch,
  SimSnapshot,
  Sport,
  TeamNames,
} from '@/lib/matches/feed';

/** The values of FEED_PROVIDER. */
export type FeedProviderName = 'simulator';
