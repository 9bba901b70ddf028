import { stakesOf, type TableTeam } from './stakes';

/** A 20-team league table: team i + 1 in place i + 1 with `points[i]`, `left` matches to play. */
function table(points: number[], left = 10): TableTeam[] {
  return points.map((p, i) => ({
    team: i + 1,
    position: i + 1,
    points: p,
    won: 0,
    lost: 0,
    left,
  }));
}

// 20 teams, the usual spread: a leader two clear, a tight race for fourth, three adrift.
const PL = table([40, 38, 35, 33, 31, 30, 29, 27, 26, 25, 24, 23, 22, 21, 20, 19, 17, 15, 12, 10]);

describe('stakesOf', () => {
  it('gives the leader the title line, clear of second', () => {
    expect(stakesOf(82, 'football', PL, 1)).toEqual([
      { kind: 'title', above: true, gap: 2, settled: false },
    ]);
  });

  it('gives a team the nearest line above and below it', () => {
    // Fifth (31): two off fourth (33), two clear of seventh (29), the first out of Europe.
    expect(stakesOf(82, 'football', PL, 5)).toEqual([
      { kind: 'ucl', above: false, gap: 2, settled: false },
      { kind: 'europe', above: true, gap: 2, settled: false },
    ]);
    // Mid-table: behind Europe, above the drop.
    expect(stakesOf(82, 'football', PL, 10)).toEqual([
      { kind: 'europe', above: false, gap: 5, settled: false },
      { kind: 'relegation', above: true, gap: 10, settled: false },
    ]);
    // In the drop zone: two from safety.
    expect(stakesOf(82, 'football', PL, 18)).toEqual([
      { kind: 'relegation', above: false, gap: 2, settled: false },
    ]);
  });

  it('says when the matches left can no longer change the side of a line', () => {
    const late = table([80, 60, ...PL.slice(2).map((r) => r.points)], 2);
    // Twenty clear with two matches each left: the title is won.
    expect(stakesOf(82, 'football', late, 1)[0]).toMatchObject({ kind: 'title', settled: true });
    // The bottom side (10) is 7 from safety (17th, 17) with 6 points to play for.
    expect(stakesOf(82, 'football', late, 20)[0]).toMatchObject({
      kind: 'relegation',
      gap: 7,
      settled: true,
    });
  });

  it('counts basketball in games behind, per conference, with the play-in', () => {
    const conf: TableTeam[] = Array.from({ length: 15 }, (_, i) => ({
      team: i + 1,
      position: i + 1,
      points: 0,
      won: 20 - i,
      lost: 5 + i,
      left: 40,
    }));
    // Seventh (14–11) is a game behind sixth (15–10), four ahead of eleventh (10–15): outside
    // the play-offs, inside the play-in.
    expect(stakesOf(1, 'basketball', conf, 7)).toEqual([
      { kind: 'playoffs', above: false, gap: 1, settled: false },
      { kind: 'playIn', above: true, gap: 4, settled: false },
    ]);
  });

  it('falls back to the title alone, and says nothing of a team not in the table', () => {
    expect(stakesOf(999, 'football', PL, 3).map((s) => s.kind)).toEqual(['title']);
    expect(stakesOf(82, 'football', PL, 99)).toEqual([]);
    expect(stakesOf(82, 'football', PL.slice(0, 1), 1)).toEqual([]);
  });
});
