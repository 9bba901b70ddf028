import { AppError } from '@/lib/errors/app-error';
import { freshDb } from '@/test/db';
import { matchesTemplate } from '@/test/templates';
import { seasonTable } from './queries';
import {
  currentRound,
  seasonForm,
  seasonRounds,
  tableWithForm,
  type RoundView,
} from './season-rounds';

// In the middle of the real 2025/26 season: real fixtures are upcoming, generated ones around it.
const NOW = new Date('2026-03-12T12:00:00Z');

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await freshDb(matchesTemplate(NOW)));
}, 120_000);
afterAll(() => cleanup());

function round(number: number, over: Partial<RoundView>): RoundView {
  return {
    number,
    stage: 'league',
    name_zh: `第${number}轮`,
    name_en: `Matchday ${number}`,
    name_vi: `Vòng ${number}`,
    matches: 10,
    finished: 10,
    live: 0,
    upcoming: 0,
    first_kickoff: null,
    ...over,
  };
}

describe('currentRound', () => {
  const done = (n: number) => round(n, {});
  const open = (n: number, upcoming = 10) => round(n, { finished: 10 - upcoming, upcoming });
  it.each<[string, RoundView[], number | null]>([
    ['no rounds', [], null],
    ['a round with a live match wins', [done(1), open(2), round(3, { live: 1, upcoming: 1 })], 3],
    ['the first round mostly still to play', [done(1), open(2), open(3)], 2],
    ['a lone rearranged fixture does not hold a round open', [open(1, 1), done(2), open(3)], 3],
    ['half still to play counts as open', [done(1), open(2, 5), open(3)], 2],
    [
      'all played: the last round played',
      [done(1), done(2), round(3, { matches: 0, finished: 0 })],
      2,
    ],
    ['nothing played yet: the first round', [open(1), open(2)], 1],
  ])('%s', (_name, list, expected) => {
    expect(currentRound(list)).toBe(expected);
  });
});

describe('seasonRounds', () => {
  it('lists the rounds of a season and shows the current one by default', async () => {
    const r = await seasonRounds(82);
    expect(r.competition.id).toBe(82);
    expect(r.season.label).toBe('2025/26');
    expect(r.rounds.map((x) => x.number)).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
    for (const x of r.rounds) {
      expect(x.matches).toBe(10);
      expect(x.finished + x.upcoming).toBeLessThanOrEqual(x.matches);
      expect(x.name_zh).toMatch(/^第\d+轮$/);
      expect(x.name_en).toMatch(/^Matchday \d+$/);
    }
    expect(r.round).toBe(currentRound(r.rounds));
    expect(r.matches).toHaveLength(10);
    expect(r.matches.every((m) => m.round_number === r.round && m.competition_id === 82)).toBe(
      true,
    );
    const kickoffs = r.matches.map((m) => m.match_time);
    expect([...kickoffs].sort((a, b) => a - b)).toEqual(kickoffs);
  });

  it('shows the round asked for, by season id or label', async () => {
    const first = await seasonRounds(82, { round: 1 });
    expect(first.round).toBe(1);
    expect(first.matches.every((m) => m.status === 'finished')).toBe(true);
    const byLabel = await seasonRounds(82, { season: '2025/26', round: 2 });
    const byId = await seasonRounds(82, { season: first.season.id, round: 2 });
    expect(byLabel.matches.map((m) => m.id)).toEqual(byId.matches.map((m) => m.id));
  });

  it('falls back to the current round for a round the season does not have', async () => {
    const r = await seasonRounds(82, { round: 99 });
    expect(r.round).toBe(currentRound(r.rounds));
  });

  it('names the stages of a cup', async () => {
    // The data file's 2024/25 season (the current one is a generated league phase).
    const r = await seasonRounds(45, { season: '2024/25' });
    expect(new Set(r.rounds.map((x) => x.stage))).toEqual(
      new Set(['league', 'playoff', 'knockout']),
    );
  });

  it.each<[string, () => Promise<unknown>, string]>([
    ['an unknown competition', () => seasonRounds(99_999), 'competitionNotFound'],
    ['a negative id', () => seasonRounds(-1), 'competitionNotFound'],
    ['an unknown season label', () => seasonRounds(82, { season: '1999/00' }), 'seasonNotFound'],
    ['an unknown season id', () => seasonRounds(82, { season: 99_999 }), 'seasonNotFound'],
  ])('%s is code 1', async (_name, call, key) => {
    await expect(call()).rejects.toEqual(new AppError(key as AppError['key']));
  });
});

describe('seasonForm', () => {
  it('is the stored five-match form for 5 and longer for 10', async () => {
    const table = (await seasonTable(82))!;
    const five = await seasonForm(table.season.id, 5);
    const ten = await seasonForm(table.season.id, 10);
    for (const row of table.groups[0].rows) {
      expect(five.get(row.team_id)).toBe(row.form);
      const long = ten.get(row.team_id)!;
      expect(long).toMatch(/^[WDL]{10}$/);
      expect(long.endsWith(row.form)).toBe(true);
    }
  });

  it('replaces the table form with six matches (docs/product.md §9)', async () => {
    const t = await tableWithForm(82, undefined, 6);
    expect(t.groups[0].rows.every((r) => /^[WDL]{6}$/.test(r.form))).toBe(true);
    const nba = await tableWithForm(1, undefined, 6);
    expect(nba.groups.map((g) => g.group_key).sort()).toEqual(['east', 'west']);
    expect(nba.groups.flatMap((g) => g.rows).every((r) => /^[WL]{0,6}$/.test(r.form))).toBe(true);
  });
});
