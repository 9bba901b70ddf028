/**
 * Shapes of the match simulator. They are the domain's feed contract (lib/matches/feed.ts): the
 * simulator plays what the site stores and depends on the domain, not the reverse.
 */
export type {
  BasketballPhase,
  FootballPhase,
  Side,
  SimCards,
  SimChanges,
  SimEvent,
  SimEventKind,
  SimMatch,
  SimOdds,
  SimPhase,
  SimPlayer,
  SimSnapshot,
  SimStatus,
  Sport,
} from '@/lib/matches/feed';
