import type { PushFrame } from '@/lib/realtime/frames';
import { centre, event, matchItem, player } from './test-data';
import {
  commentary,
  footballTimeline,
  formatLine,
  move,
  oddsByMarket,
  parseMatchId,
  parseTab,
  resultFor,
  scoringRuns,
  staleness,
  statBar,
  statBars,
  stateView,
  tally,
} from './view';

describe('parseMatchId', () => {
  it.each([
    ['1', 1],
    ['2057', 2057],
    ['2147483647', 2147483647],
    [['12', '13'], 12],
  ])('accepts %p', (input, id) => expect(parseMatchId(input)).toBe(id));

  it.each([
    ['abc'],
    ['-1'],
    ['0'],
    ['1.5'],
    ['1e3'],
    ['0x10'],
    ['2147483648'],
    ['99999999999999999999'],
    [''],
    [' 12'],
    [undefined],
  ])('refuses %p (a 404, never a 500)', (input) => expect(parseMatchId(input)).toBeNull());
});

test('parseTab falls back to the route default', () => {
  expect(parseTab('stats', 'timeline')).toBe('stats');
  expect(parseTab('nope', 'timeline')).toBe('timeline');
  expect(parseTab(undefined, 'live')).toBe('live');
  expect(parseTab(['h2h'], 'live')).toBe('h2h');
});

describe('stateView', () => {
  it.each([
    [
      { status: 'live', phase: '2H', match_str: "67'" },
      { kind: 'clock', text: "67'" },
    ],
    [
      { status: 'live', phase: 'HT', match_str: 'HT' },
      { kind: 'label', key: 'HT' },
    ],
    [
      { status: 'live', phase: 'Q3', match_str: 'Q3 05:12', sport: 'basketball' },
      { kind: 'clock', text: 'Q3 05:12' },
    ],
    [
      { status: 'live', phase: 'BRK', match_str: 'Q1 00:00', sport: 'basketball' },
      { kind: 'label', key: 'BRK' },
    ],
    [{ status: 'finished' }, { kind: 'label', key: 'FT' }],
    [
      {
        status: 'finished',
        period_scores: [
          [1, 1],
          [0, 0],
          [1, 0],
          [0, 0],
        ],
      },
      { kind: 'label', key: 'aet' },
    ],
    [
      { status: 'finished', home_penalties: 4, away_penalties: 3 },
      { kind: 'label', key: 'afterPens' },
    ],
    [{ status: 'postponed' }, { kind: 'label', key: 'postponed' }],
    [{ status: 'cancelled' }, { kind: 'label', key: 'cancelled' }],
    [{ status: 'scheduled', phase: 'NS', match_str: '' }, { kind: 'kickoff' }],
  ] as const)('%p → %p', (over, view) => {
    expect(stateView(matchItem(over as never))).toEqual(view);
  });
});

describe('stat bars', () => {
  it('splits a pair into shares and names the leader', () => {
    expect(statBar('shots', 14, 7)).toEqual({
      key: 'shots',
      home: '14',
      away: '7',
      homePct: 66.7,
      awayPct: 33.3,
      leader: 'home',
    });
    expect(statBar('red', 0, 0)).toMatchObject({ homePct: 0, awayPct: 0, leader: null });
    expect(statBar('fouls', 3, 3)).toMatchObject({ homePct: 50, awayPct: 50, leader: null });
  });

  it('football: possession in %, then the counts, corners and the cards of the match', () => {
    const d = centre();
    const bars = statBars('football', d.stats, d.match);
    expect(bars.map((b) => b.key)).toEqual([
      'possession',
      'shots',
      'shots_on_target',
      'corners',
      'attacks',
      'fouls',
      'yellow',
      'red',
    ]);
    expect(bars[0]).toMatchObject({ home: '58%', away: '42%', homePct: 58, leader: 'home' });
    expect(bars.find((b) => b.key === 'red')).toMatchObject({
      home: '0',
      away: '1',
      leader: 'away',
    });
    expect(statBars('football', null, d.match)).toEqual([]);
  });

  it('basketball: points, shooting as made/attempted with the percentage bar, box totals', () => {
    const m = matchItem({ sport: 'basketball', home_score: 101, away_score: 99 });
    const bars = statBars(
      'basketball',
      {
        home: { fgm: 40, fga: 80, tpm: 10, tpa: 30, ftm: 11, fta: 14, reb: 45, ast: 25, tov: 12 },
        away: { fgm: 36, fga: 90, tpm: 12, tpa: 36, ftm: 15, fta: 20, reb: 40, ast: 22, tov: 15 },
      },
      m,
    );
    expect(bars.map((b) => b.key)).toEqual(['points', 'fg', 'tp', 'ft', 'reb', 'ast', 'tov']);
    expect(bars[1]).toMatchObject({ home: '40/80 (50%)', away: '36/90 (40%)', leader: 'home' });
    expect(bars[0]).toMatchObject({ home: '101', away: '99' });
  });
});

describe('timeline', () => {
  it('keeps goals, cards and subs with a line at the end of each period', () => {
    const rows = footballTimeline(centre().events);
    expect(
      rows.map((r) => (r.type === 'period' ? `end ${r.phase} ${r.home}-${r.away}` : r.event.kind)),
    ).toEqual(['goal', 'end 1H 1-0', 'red', 'goal', 'sub', 'goal', 'end 2H 2-1']);
  });

  it('finds basketball scoring runs', () => {
    const pts = (side: 'home' | 'away', points: number, match_str: string) =>
      event('points', { side, points, match_str, phase: 'Q2' });
    const runs = scoringRuns([
      pts('away', 2, 'Q2 10:00'),
      pts('home', 3, 'Q2 09:30'),
      pts('home', 2, 'Q2 09:00'),
      pts('away', 1, 'Q2 08:40'),
      pts('home', 3, 'Q2 08:00'),
      pts('home', 2, 'Q2 07:20'),
      pts('away', 2, 'Q2 07:00'),
      pts('away', 2, 'Q2 06:40'),
    ]);
    expect(runs).toEqual([
      { side: 'home', points: 10, against: 1, phase: 'Q2', from: 'Q2 09:30', to: 'Q2 07:20' },
    ]);
    expect(scoringRuns([pts('home', 3, 'a'), pts('away', 3, 'b'), pts('home', 3, 'c')])).toEqual(
      [],
    );
  });
});

describe('commentary', () => {
  const d = centre();
  const period = (p: string) => `<${p}>`;

  it('is newest first, with full time on top of a finished match', () => {
    const lines = commentary(d.match, d.events, 'en', period);
    expect(lines[0]).toMatchObject({
      key: 'fullTime',
      values: { home: 'Arsenal', away: 'Chelsea', score: '2-1' },
      important: true,
    });
    expect(lines.map((l) => l.kind)).toEqual([
      'full_time',
      'period_end',
      'goal',
      'sub',
      'goal',
      'corner',
      'red',
      'period_end',
      'goal',
    ]);
    expect(lines.at(-1)).toMatchObject({
      minute: "23'",
      values: { player: 'Bukayo Saka', team: 'Arsenal', score: '1-0' },
    });
  });

  it('names the assist, the player replaced, the period, in the page language', () => {
    const lines = commentary(d.match, d.events, 'vi', period);
    const assisted = lines.find((l) => l.key === 'goalAssist')!;
    expect(assisted.values).toMatchObject({
      player: 'Gabriel Jesus VN',
      assist: 'Bukayo Saka VN',
      team: 'Arsenal VN',
    });
    expect(lines.find((l) => l.kind === 'sub')).toMatchObject({
      key: 'subFor',
      values: { out: 'Kai Havertz VN' },
    });
    expect(lines.find((l) => l.kind === 'period_end')).toMatchObject({
      minute: '',
      values: { period: '<2H>' },
    });
    // A corner has no player: the team stands in.
    expect(lines.find((l) => l.kind === 'corner')!.values).toMatchObject({ team: 'Chelsea VN' });
    expect(lines.find((l) => l.kind === 'red')!.important).toBe(true);
  });

  it('basketball baskets carry their points; no full-time line while live', () => {
    const m = matchItem({ sport: 'basketball', status: 'live' });
    const lines = commentary(
      m,
      [event('points', { points: 3, player: player(5, 'Jalen King') })],
      'zh',
      period,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      key: 'points',
      values: { points: 3, player: '球员5', team: '阿森纳' },
    });
  });
});

describe('frames', () => {
  const frame = (data: Record<string, unknown>, type: 'score' | 'goal' = 'score') =>
    ({ type, code: 100, sport: 'football', seq: 5, data: { match_id: 1, ...data } }) as PushFrame;

  it('says how soon the sections are stale', () => {
    expect(staleness(frame({ events: [] }))).toBe('soon');
    expect(staleness(frame({ status: 'finished' }))).toBe('soon');
    expect(staleness(frame({}, 'goal'))).toBe('soon');
    expect(staleness(frame({ stats: {} }))).toBe('later');
    expect(staleness(frame({ company_id: 1, index: {} }))).toBe('later');
    expect(staleness(frame({ match_str: "12'", clock_seconds: 700 }))).toBeNull();
  });
});

describe('index and results', () => {
  it('formats handicap lines from the home side and arrows between two values', () => {
    expect(formatLine('asia', -0.5)).toBe('-0.5');
    expect(formatLine('asia', 1)).toBe('+1');
    expect(formatLine('asia', 0)).toBe('0');
    expect(formatLine('total', 2.5)).toBe('2.5');
    expect([move(0.9, 0.95), move(0.9, 0.85), move(1, 1), move(undefined, 1)]).toEqual([
      'up',
      'down',
      'same',
      'same',
    ]);
    expect(oddsByMarket(centre().odds).map((g) => g.market)).toEqual(['asia', 'eu']);
  });

  it('reads results from either side, penalties deciding a level tie', () => {
    const m = matchItem({ home_team_id: 1, away_team_id: 2, home_score: 1, away_score: 1 });
    expect(resultFor(m, 1)).toBe('D');
    const pens = { ...m, home_penalties: 3, away_penalties: 5 };
    expect([resultFor(pens, 1), resultFor(pens, 2)]).toEqual(['L', 'W']);
    const d = centre();
    expect(tally(d.h2h, 10)).toEqual({ W: 1, D: 1, L: 0 });
  });
});
