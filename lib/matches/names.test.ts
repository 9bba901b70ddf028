import {
  COMPETITIONS,
  COUNTRIES,
  FOOTER_COMPETITION_IDS,
  GENERATED_ROSTERS,
  roundNames,
  TEAMS,
  teamByOpenfootballName,
} from './names';
import { loadOpenfootball } from './demo/openfootball';
import { WESTERN } from './demo/player-names';

const CJK = /[\u4e00-\u9fff]/;

describe('names', () => {
  it('has every footer competition, in three languages', () => {
    for (const id of [
      ...FOOTER_COMPETITION_IDS.football,
      ...FOOTER_COMPETITION_IDS.basketball,
      142,
    ]) {
      const c = COMPETITIONS.find((x) => x.id === id);
      expect(c).toBeDefined();
      for (const t of [c!.name, c!.short, c!.area]) {
        expect(t.zh && t.en && t.vi).toBeTruthy();
      }
      expect(c!.name.zh).toMatch(CJK);
    }
  });

  it('names every team in zh, en and vi, with short names, a country and crest colours', () => {
    const keys = new Set<string>();
    for (const t of TEAMS) {
      expect(keys.has(t.key)).toBe(false);
      keys.add(t.key);
      expect(t.name.zh).toMatch(CJK);
      for (const v of [t.name.en, t.name.vi, t.short.zh, t.short.en, t.short.vi])
        expect(v.trim()).not.toBe('');
      expect(COUNTRIES[t.country]).toBeDefined();
      expect(t.colours.every((c) => /^#[0-9A-F]{6}$/i.test(c))).toBe(true);
      expect(t.rep).toBeGreaterThanOrEqual(1);
      expect(t.rep).toBeLessThanOrEqual(100);
      expect(t.venue.name.zh && t.venue.city.vi).toBeTruthy();
    }
  });

  it('uses the names Chinese and Vietnamese readers know', () => {
    const by = (key: string) => TEAMS.find((t) => t.key === key)!;
    expect(by('man-city')).toMatchObject({
      name: { zh: '曼城' },
      short: { zh: '曼城', en: 'Man City', vi: 'Man City' },
    });
    expect(by('man-utd').short.vi).toBe('Man United');
    expect(by('tottenham').name.vi).toBe('Tottenham');
    expect(by('bayern').name.zh).toBe('拜仁慕尼黑');
    expect(by('shanghai-port').name.zh).toBe('上海海港');
    expect(by('nba-lal').short.zh).toBe('湖人');
  });

  it('maps every team of the data files, the Champions League clubs onto their league rows', () => {
    for (const c of COMPETITIONS) {
      if (!c.file) continue;
      for (const m of loadOpenfootball(c.file).matches) {
        expect(teamByOpenfootballName(m.team1)).toBeDefined();
        expect(teamByOpenfootballName(m.team2)).toBeDefined();
      }
    }
    expect(teamByOpenfootballName('Aston Villa FC (ENG)')).toBe(
      teamByOpenfootballName('Aston Villa FC'),
    );
    expect(teamByOpenfootballName('FC Bayern München (GER)')?.key).toBe('bayern');
  });

  it('has the generated rosters: 16 CSL clubs, 24 Europa League clubs, 30 NBA and 20 CBA teams', () => {
    expect(GENERATED_ROSTERS[542]).toHaveLength(16);
    expect(GENERATED_ROSTERS[46]).toHaveLength(24);
    expect(GENERATED_ROSTERS[1]).toHaveLength(30);
    expect(GENERATED_ROSTERS[3]).toHaveLength(20);
    for (const list of Object.values(GENERATED_ROSTERS)) {
      expect(new Set(list).size).toBe(list.length);
      for (const key of list) expect(TEAMS.some((t) => t.key === key)).toBe(true);
    }
  });

  it.each([
    ['Matchday 5', { zh: '第5轮', en: 'Matchday 5', vi: 'Vòng 5' }, 'league'],
    [
      'League, Matchday 3',
      { zh: '联赛阶段第3轮', en: 'League phase, Matchday 3', vi: 'Vòng phân hạng, lượt 3' },
      'league',
    ],
    [
      'Playoffs, Matchday 2',
      { zh: '附加赛次回合', en: 'Knockout play-offs, 2nd leg', vi: 'Play-off, lượt về' },
      'playoff',
    ],
    ['Finals, Quarterfinals', { zh: '1/4决赛', en: 'Quarter-finals', vi: 'Tứ kết' }, 'knockout'],
    ['Finals, Final', { zh: '决赛', en: 'Final', vi: 'Chung kết' }, 'knockout'],
  ])('names the round %p', (label, name, stage) => {
    expect(roundNames(label)).toEqual({ name, stage });
  });

  it('has a nationality name for every player pool', () => {
    for (const pool of Object.values(WESTERN))
      for (const code of pool.nationality) expect(COUNTRIES[code]).toBeDefined();
  });
});
