import { computeTable, type ResultRow } from './table';

const teams = [
  { id: 1, groupKey: '', name: 'Arsenal' },
  { id: 2, groupKey: '', name: 'Brentford' },
  { id: 3, groupKey: '', name: 'Chelsea' },
  { id: 4, groupKey: '', name: 'Derby' },
];
let n = 0;
const r = (home: number, away: number, homeScore: number, awayScore: number): ResultRow => ({
  id: ++n,
  home,
  away,
  homeScore,
  awayScore,
  kickoff: n * 1000,
});

describe('computeTable', () => {
  it('gives 3 points a win and 1 a draw, and keeps the last five results oldest first', () => {
    const t = computeTable('football', teams, [
      r(1, 2, 2, 0),
      r(3, 1, 1, 1),
      r(1, 4, 0, 1),
      r(2, 1, 0, 3),
      r(1, 3, 2, 2),
      r(4, 1, 0, 5),
    ]);
    const a = t.find((x) => x.teamId === 1)!;
    expect(a).toMatchObject({
      played: 6,
      won: 3,
      drawn: 2,
      lost: 1,
      goalsFor: 13,
      goalsAgainst: 4,
      points: 11,
      form: 'DLWDW',
      position: 1,
    });
  });

  it('breaks ties on goal difference, then goals scored, then name', () => {
    const t = computeTable('football', teams, [r(1, 4, 1, 0), r(2, 4, 3, 2), r(3, 4, 3, 2)]);
    // Arsenal +1 (1 scored), Brentford and Chelsea +1 (3 scored): goals first, then the name.
    expect(t.filter((x) => x.groupKey === '').map((x) => x.teamId)).toEqual([2, 3, 1, 4]);
  });

  it('ranks basketball by winning percentage with games behind the group leader', () => {
    const bb = [
      { id: 1, groupKey: 'east', name: 'A' },
      { id: 2, groupKey: 'east', name: 'B' },
      { id: 3, groupKey: 'west', name: 'C' },
    ];
    const t = computeTable('basketball', bb, [
      r(1, 2, 110, 100),
      r(2, 1, 99, 98),
      r(1, 2, 120, 101),
      r(3, 1, 90, 80),
    ]);
    const east = t.filter((x) => x.groupKey === 'east');
    expect(east.map((x) => [x.teamId, x.won, x.lost, x.winPct, x.gamesBehind])).toEqual([
      [1, 2, 2, 0.5, 0],
      [2, 1, 2, 0.333, 0.5],
    ]);
    expect(t.find((x) => x.teamId === 3)).toMatchObject({
      position: 1,
      won: 1,
      winPct: 1,
      gamesBehind: 0,
      points: 0,
    });
  });
});
