import { diff } from './diff';
import { simulate, timelineOf } from './simulate';
import { match, players } from './testing';
import { SIMULATOR_COMPANY_ID, toScoreData, toWireEvent } from './wire';

const m = match({
  id: 5,
  seed: 24,
  homePlayers: players('football', 1),
  awayPlayers: players('football', 50),
});

describe('score frame data', () => {
  it('names fields as docs/product.md §3 does and keeps only what changed', () => {
    const goal = timelineOf(m).events.find((e) => e.kind === 'goal');
    const at = goal?.at ?? 0;
    const changes = diff(simulate(m, at - 1), simulate(m, at));
    const data = toScoreData(5, changes ?? {});
    expect(data.match_id).toBe(5);
    const score =
      goal?.side === 'home' ? { home_score: goal.homeScore } : { away_score: goal?.awayScore };
    expect(data).toMatchObject(score);
    expect(data).not.toHaveProperty('homeScore');
    expect(data).not.toHaveProperty('company_id');
    expect(data.events).toContainEqual(
      expect.objectContaining({
        kind: 'goal',
        match_str: goal?.minute,
        player_id: goal?.playerId,
        player_name: goal?.playerName,
      }),
    );
  });

  it('maps cards, corners, the clock and the half-time score', () => {
    expect(
      toScoreData(1, {
        minute: "45+1'",
        clock: 2705,
        cards: { awayRed: 1 },
        corners: { home: 4 },
        homeHalfScore: 1,
        periodScores: [[1, 0]],
        status: 'live',
        phase: 'HT',
      }),
    ).toEqual({
      match_id: 1,
      match_str: "45+1'",
      clock_seconds: 2705,
      away_red: 1,
      home_corners: 4,
      home_half_score: 1,
      period_scores: [[1, 0]],
      status: 'live',
      phase: 'HT',
    });
  });

  it('sends odds moves only as company_id + index, never inside events', () => {
    const move = timelineOf(m).events.find((e) => e.kind === 'odds');
    const at = move?.at ?? 0;
    const changes = diff(simulate(m, at - 1), simulate(m, at));
    expect(changes?.events?.some((e) => e.kind === 'odds')).toBe(true);
    const data = toScoreData(5, changes ?? {});
    expect(data.company_id).toBe(SIMULATOR_COMPANY_ID);
    expect(data.index).toEqual(move?.odds);
    expect(
      ((data.events as { kind: string }[] | undefined) ?? []).some((e) => e.kind === 'odds'),
    ).toBe(false);
  });

  it('writes events in snake_case without absent fields', () => {
    const sub = timelineOf(m).events.find((e) => e.kind === 'sub');
    expect(toWireEvent(sub ?? timelineOf(m).events[0])).toEqual({
      seq: sub?.seq,
      at: sub?.at,
      clock: sub?.clock,
      match_str: sub?.minute,
      phase: sub?.phase,
      kind: 'sub',
      side: sub?.side,
      player_id: sub?.playerId,
      player_name: sub?.playerName,
      out_player_id: sub?.outPlayerId,
      out_player_name: sub?.outPlayerName,
      home_score: sub?.homeScore,
      away_score: sub?.awayScore,
    });
  });
});
