import type { MatchItem } from '@/lib/matches/types';
import type { RoundView } from '@/lib/matches/season-rounds';
import { createTestApi, type TestApi, SEED_TIMEOUT } from '@/test/api';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({}, { matches: true });
}, SEED_TIMEOUT);
afterAll(() => t?.cleanup());

type SeasonMatches = {
  competition: { id: number; sport: string };
  season: { id: number; label: string };
  rounds: RoundView[];
  round: number | null;
  matches: MatchItem[];
};

describe('GET api/Football/season_matches', () => {
  it('answers the current round of the Premier League by default', async () => {
    const r = await t.call<SeasonMatches>('Football/season_matches', { method: 'GET' });
    expect(r.code).toBe(0);
    expect(r.data.competition.id).toBe(82);
    expect(r.data.rounds).toHaveLength(38);
    expect(r.data.round).not.toBeNull();
    expect(r.data.matches.length).toBeGreaterThan(0);
    expect(r.data.matches.every((m) => m.round_number === r.data.round)).toBe(true);
  });

  it('answers a round asked for, of any sport (the NBA by week)', async () => {
    const r = await t.call<SeasonMatches>('Football/season_matches', {
      method: 'GET',
      params: { competition_id: 1, round: 2 },
    });
    expect(r.code).toBe(0);
    expect(r.data.competition.sport).toBe('basketball');
    expect(r.data.round).toBe(2);
    expect(r.data.matches.every((m) => m.sport === 'basketball' && m.round_number === 2)).toBe(
      true,
    );
  });

  it('takes the season by label or id, and the spec-less POST too', async () => {
    const byLabel = await t.call<SeasonMatches>('Football/season_matches', {
      method: 'GET',
      params: { competition_id: 45, season: '2024/25', round: 14 },
    });
    expect(byLabel.code).toBe(0);
    expect(byLabel.data.matches).toHaveLength(1);
    const byId = await t.call<SeasonMatches>('Football/season_matches', {
      method: 'POST',
      params: { competition_id: 45, season_id: byLabel.data.season.id, round: 14 },
    });
    expect(byId.code).toBe(0);
    expect(byId.data.matches[0].id).toBe(byLabel.data.matches[0].id);
  });

  const BAD: [string, Record<string, unknown>, RegExp][] = [
    ['an unknown competition', { competition_id: 99999999 }, /赛事不存在/],
    ['a negative id', { competition_id: -1 }, /赛事ID/],
    ['a text id', { competition_id: 'abc' }, /赛事ID/],
    ['a huge id', { competition_id: '4294967296' }, /赛事ID/],
    ['a hex id', { competition_id: '0x10' }, /赛事ID/],
    ['an unknown season', { competition_id: 82, season_id: 99999 }, /赛季不存在/],
    ['an unknown season label', { competition_id: 82, season: '1999/00' }, /赛季不存在/],
    ['a text round', { competition_id: 82, round: 'x' }, /轮次/],
    ['a negative round', { competition_id: 82, round: -3 }, /轮次/],
  ];
  it.each(BAD)('%s → code 1, never a 5xx', async (_name, params, msg) => {
    const r = await t.call('Football/season_matches', { method: 'GET', params });
    expect(r.status).toBe(200);
    expect(r.code).toBe(1);
    expect(r.msg).toMatch(msg);
  });

  it('answers errors in the request language', async () => {
    const r = await t.call('Football/season_matches', {
      method: 'GET',
      params: { competition_id: 99999999 },
      lang: 'en',
    });
    expect(r.code).toBe(1);
    expect(r.msg).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('GET api/Football/season_table with form', () => {
  type Table = { groups: { rows: { team_id: number; form: string }[] }[] };

  it('keeps the stored five by default and covers 6, 10 or 15 on request', async () => {
    const stored = await t.call<Table>('Football/season_table', {
      method: 'GET',
      params: { competition_id: 82 },
    });
    const six = await t.call<Table>('Football/season_table', {
      method: 'GET',
      params: { competition_id: 82, form: 6 },
    });
    expect(stored.code).toBe(0);
    expect(six.code).toBe(0);
    const rows = stored.data.groups[0].rows;
    expect(rows.every((r) => r.form.length === 5)).toBe(true);
    six.data.groups[0].rows.forEach((r, i) => {
      expect(r.team_id).toBe(rows[i].team_id);
      expect(r.form).toMatch(/^[WDL]{6}$/);
      expect(r.form.endsWith(rows[i].form)).toBe(true);
    });
  });

  it.each(['7', '0', 'x', '-6'])('refuses form=%s with code 1', async (form) => {
    const r = await t.call('Football/season_table', {
      method: 'GET',
      params: { competition_id: 82, form },
    });
    expect(r.status).toBe(200);
    expect(r.code).toBe(1);
  });
});
