import type { GoalNotification, TeamNames } from '@/lib/matches/feed';
import type { Side, SimEvent, SimEventKind } from './types';

export type { GoalNotification, TeamNames };

export type GoalEvent = SimEvent & { kind: 'goal' | 'own_goal' | 'penalty_goal'; side: Side };

const GOALS: ReadonlySet<SimEventKind> = new Set(['goal', 'own_goal', 'penalty_goal']);

/** A goal of the match (a shoot-out kick is not: it changes no score). */
export function isGoalEvent(event: SimEvent): event is GoalEvent {
  return GOALS.has(event.kind) && event.side !== undefined;
}

export function goalNotification(
  event: GoalEvent,
  match: { id: number; homeNames: TeamNames; awayNames: TeamNames },
): GoalNotification {
  return {
    match_id: match.id,
    iszhu: event.side === 'home' ? 1 : 0,
    match_str: event.minute,
    home_team_name_zh: match.homeNames.zh,
    away_team_name_zh: match.awayNames.zh,
    home_team_name_en: match.homeNames.en,
    away_team_name_en: match.awayNames.en,
    home_team_name_vi: match.homeNames.vi,
    away_team_name_vi: match.awayNames.vi,
    home_score: event.homeScore,
    away_score: event.awayScore,
  };
}
