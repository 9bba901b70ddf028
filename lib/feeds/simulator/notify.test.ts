import { goalNotification, isGoalEvent } from './notify';
import { timelineOf } from './simulate';
import { league } from './testing';
import type { SimEvent } from './types';

const teams = {
  id: 77,
  homeNames: { zh: '阿森纳', en: 'Arsenal', vi: 'Arsenal' },
  awayNames: { zh: '切尔西', en: 'Chelsea', vi: 'Chelsea' },
};

function event(overrides: Partial<SimEvent>): SimEvent {
  return {
    seq: 9,
    at: 0,
    clock: 4000,
    minute: "67'",
    phase: '2H',
    kind: 'goal',
    side: 'home',
    homeScore: 2,
    awayScore: 1,
    ...overrides,
  };
}

describe('goal notification (docs/product.md §3)', () => {
  it('carries the §3 fields and the team names in three languages', () => {
    const e = event({});
    if (!isGoalEvent(e)) throw new Error('a goal');
    expect(goalNotification(e, teams)).toEqual({
      match_id: 77,
      iszhu: 1,
      match_str: "67'",
      home_team_name_zh: '阿森纳',
      away_team_name_zh: '切尔西',
      home_team_name_en: 'Arsenal',
      away_team_name_en: 'Chelsea',
      home_team_name_vi: 'Arsenal',
      away_team_name_vi: 'Chelsea',
      home_score: 2,
      away_score: 1,
    });
  });

  it.each([
    ['goal', 'away', 0],
    ['penalty_goal', 'home', 1],
    // An own goal counts for the team that gains it.
    ['own_goal', 'away', 0],
    ['own_goal', 'home', 1],
  ] as const)('%s for %s → iszhu %i', (kind, side, iszhu) => {
    const e = event({ kind, side, minute: "45+2'" });
    if (!isGoalEvent(e)) throw new Error('a goal');
    expect(goalNotification(e, teams)).toMatchObject({ iszhu, match_str: "45+2'" });
  });

  it.each(['shootout', 'points', 'yellow', 'corner', 'odds'] as const)(
    '%s is not a goal',
    (kind) => {
      expect(isGoalEvent(event({ kind }))).toBe(false);
    },
  );

  it('gives every simulated goal a notification whose score matches the event', () => {
    for (const m of league('football', 20, 5)) {
      for (const e of timelineOf(m).events.filter(isGoalEvent)) {
        const n = goalNotification(e, { ...teams, id: m.id });
        expect([n.home_score, n.away_score]).toEqual([e.homeScore, e.awayScore]);
        expect(n.match_id).toBe(m.id);
      }
    }
  });
});
