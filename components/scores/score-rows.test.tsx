import { matchItem, matchLine } from '@/test/match-item';
import {
  addDays,
  daysBetween,
  groupRows,
  followedSides,
  inTab,
  isDay,
  kickoffTime,
  matchDayOf,
  parseScoresQuery,
  scoresHref,
  tabCounts,
  toCompetitions,
  toggleCompetition,
  lineToScoreRow,
  type ScoreCompetition,
} from './score-rows';
import {
  alertSound,
  DEFAULT_SETTINGS,
  MAX_MUTED,
  MUTED_STORAGE_KEY,
  parseMuted,
  parseSettings,
  readMuted,
  readSettings,
  SETTINGS_STORAGE_KEY,
  showsPopup,
  subscribeSettings,
  toggleMuted,
  writeSettings,
} from './score-settings';
import { premierLeague } from './test-data';

/** A list item as the page gets it (day_rows) and makes it a row. */
const toRow = (m: Parameters<typeof matchLine>[0], lang: 'zh' | 'en' | 'vi', zone: string) =>
  lineToScoreRow(matchLine(m, lang), zone);

const TODAY = '2030-05-01';

describe('the query string', () => {
  it('reads tab, date and competitions, falling back to the defaults', () => {
    expect(parseScoresQuery({}, TODAY)).toEqual({ tab: 'all', date: TODAY, competitions: [] });
    expect(
      parseScoresQuery(
        { tab: 'live', date: '2030-05-03', competition: ['82', '120,82', 'x', '-3', '0'] },
        TODAY,
      ),
    ).toEqual({
      tab: 'live',
      date: '2030-05-03',
      competitions: [82, 120],
    });
    expect(parseScoresQuery({ tab: 'nope', date: '2030-02-30' }, TODAY)).toMatchObject({
      tab: 'all',
      date: TODAY,
    });
    expect(
      parseScoresQuery({ tab: ['favourites', 'live'], date: ' 2030-05-02 ' }, TODAY),
    ).toMatchObject({ tab: 'favourites', date: '2030-05-02' });
    const many = Array.from({ length: 30 }, (_, i) => String(i + 1)).join(',');
    expect(parseScoresQuery({ competition: many }, TODAY).competitions).toHaveLength(20);
  });

  it('writes canonical links: defaults left out, competitions sorted', () => {
    expect(scoresHref('/football', { tab: 'all', date: TODAY, competitions: [] }, TODAY)).toBe(
      '/football',
    );
    expect(
      scoresHref('/football', { tab: 'live', date: '2030-05-02', competitions: [120, 82] }, TODAY),
    ).toBe('/football?tab=live&date=2030-05-02&competition=82%2C120');
    const q = { tab: 'all' as const, date: TODAY, competitions: [82] };
    expect(toggleCompetition(q, 82).competitions).toEqual([]);
    expect(toggleCompetition(q, 120).competitions).toEqual([82, 120]);
    // The link round-trips through the parser.
    const href = scoresHref(
      '/basketball',
      { tab: 'finished', date: '2030-04-30', competitions: [3, 1] },
      TODAY,
    );
    const params = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseScoresQuery(params, TODAY)).toEqual({
      tab: 'finished',
      date: '2030-04-30',
      competitions: [1, 3],
    });
  });

  it('counts days and kick-off times in the page’s zone', () => {
    expect(isDay('2030-05-01')).toBe(true);
    expect(isDay('2030-13-01')).toBe(false);
    expect(isDay('20300501')).toBe(false);
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
    expect(daysBetween('2030-05-01', '2030-05-07')).toBe(6);
    // 17:00 UTC is already the next day in Shanghai and Hanoi, not in London.
    expect(matchDayOf('Asia/Shanghai', new Date('2030-05-01T17:00:00Z'))).toBe('2030-05-02');
    expect(matchDayOf('Asia/Ho_Chi_Minh', new Date('2030-05-01T17:00:00Z'))).toBe('2030-05-02');
    expect(matchDayOf('Europe/London', new Date('2030-05-01T17:00:00Z'))).toBe('2030-05-01');
    expect(kickoffTime('2030-05-01T12:00:00.000Z', 'Asia/Shanghai')).toBe('20:00');
    expect(kickoffTime('2030-05-01T12:00:00.000Z', 'Asia/Ho_Chi_Minh')).toBe('19:00');
    expect(kickoffTime('2030-05-01T12:00:00.000Z', 'Europe/London')).toBe('13:00');
    expect(kickoffTime('garbage', 'UTC')).toBe('');
  });
});

describe('rows, tabs and groups', () => {
  const rows = [
    toRow(matchItem({ id: 1, status: 'live' }), 'en', 'Asia/Shanghai'),
    toRow(
      { ...matchItem({ id: 2, status: 'scheduled', competition_id: 120 }), collected: 1 },
      'en',
      'Asia/Shanghai',
    ),
    toRow(matchItem({ id: 3, status: 'postponed' }), 'en', 'Asia/Shanghai'),
    toRow(matchItem({ id: 4, status: 'finished', competition_id: 120 }), 'en', 'Asia/Shanghai'),
    toRow(matchItem({ id: 5, status: 'cancelled' }), 'en', 'Asia/Shanghai'),
  ];

  it('keeps only what a row shows, names in the page language', () => {
    const row = toRow({ ...matchItem({ id: 9 }), collected: 1 }, 'vi', 'Asia/Shanghai');
    expect(row).toMatchObject({
      id: 9,
      home: 'home_team_name-vi',
      away: 'away_team_name-vi',
      time: '20:00',
      collected: 1,
    });
    // The time in the zone given, the instant kept for <time datetime>.
    const hanoi = toRow(matchItem({ id: 9 }), 'vi', 'Asia/Ho_Chi_Minh');
    expect(hanoi.time).toBe('19:00');
    expect(hanoi.kickoff).toBe(matchItem({ id: 9 }).kickoff);
    expect(row).not.toHaveProperty('home_team_name_zh');
    expect(row).not.toHaveProperty('competition_name_en');
    // An empty translation falls back to Chinese.
    expect(toRow(matchItem({ home_team_name_en: '' }), 'en', 'Asia/Shanghai').home).toBe(
      'home_team_name-zh',
    );
  });

  it('counts and filters the tabs (postponed with upcoming, cancelled with finished)', () => {
    expect(tabCounts(rows)).toEqual({
      all: 5,
      live: 1,
      upcoming: 2,
      finished: 2,
      favourites: 1,
      teams: 0,
    });
    expect(rows.filter((r) => inTab(r, 'upcoming')).map((r) => r.id)).toEqual([2, 3]);
    expect(rows.filter((r) => inTab(r, 'finished')).map((r) => r.id)).toEqual([4, 5]);
    expect(rows.filter((r) => inTab(r, 'favourites')).map((r) => r.id)).toEqual([2]);
    expect(rows.filter((r) => inTab(r, 'all'))).toHaveLength(5);
  });

  it("the teams tab holds the followed teams' matches, home or away", () => {
    const a = { ...rows[0], id: 11, home_team_id: 501, away_team_id: 502 };
    const b = { ...rows[1], id: 12, home_team_id: 503, away_team_id: 501 };
    const c = { ...rows[2], id: 13, home_team_id: 504, away_team_id: 505 };
    const followed = new Set([501, 505]);
    expect(followedSides(a, followed)).toBe(1);
    expect(followedSides(b, followed)).toBe(2);
    expect(followedSides({ ...c, home_team_id: 501 }, followed)).toBe(3);
    expect(followedSides(a, undefined)).toBe(0);
    expect([a, b, c].filter((r) => inTab(r, 'teams', followed)).map((r) => r.id)).toEqual([
      11, 12, 13,
    ]);
    expect([a, b].filter((r) => inTab(r, 'teams', new Set([999])))).toEqual([]);
    expect(tabCounts([a, b, c], new Set([502])).teams).toBe(1);
  });

  it('groups rows by competition in the given order, leaving out empty ones', () => {
    const comps: ScoreCompetition[] = [
      { id: 120, name: 'La Liga', short: 'LL', colour: '#f00', count: 2 },
      { id: 999, name: 'Empty', short: 'E', colour: '#000', count: 0 },
      { id: 82, name: 'Premier League', short: 'EPL', colour: '#00f', count: 3 },
    ];
    const groups = groupRows(rows, comps);
    expect(groups.map((g) => [g.competition.id, g.rows.map((r) => r.id)])).toEqual([
      [120, [2, 4]],
      [82, [1, 3, 5]],
    ]);
  });

  it('names competitions in the page language with their colour and count', () => {
    const list = [premierLeague];
    const matches = [matchItem({ id: 1, competition_colour: '#3d195b' }), matchItem({ id: 2 })];
    expect(toCompetitions(list, matches, 'vi')).toEqual([
      { id: 82, name: 'Ngoại hạng Anh', short: 'NHA', colour: '#3d195b', count: 2 },
    ]);
    expect(toCompetitions(list, matches, 'zh')[0].short).toBe('英超');
  });
});

describe('the live-score settings', () => {
  beforeEach(() => window.localStorage.clear());

  it('defaults every flag and ignores damaged or unknown values', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('[1]')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{"red":false,"voice":"no","evil":true}')).toEqual({
      ...DEFAULT_SETTINGS,
      red: false,
    });
    expect(parseMuted('[3, "4", -1, 5.5, 6]')).toEqual([3, 6]);
    expect(parseMuted('oops')).toEqual([]);
  });

  it('keeps settings and mutes in localStorage and tells subscribers', () => {
    const listener = jest.fn();
    const off = subscribeSettings(listener);
    expect(readSettings()).toBe(readSettings());
    writeSettings({ ...DEFAULT_SETTINGS, yellow: false });
    expect(JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY)!)).toMatchObject({
      yellow: false,
    });
    expect(readSettings().yellow).toBe(false);
    expect(toggleMuted(7)).toBe(true);
    expect(readMuted().has(7)).toBe(true);
    expect(toggleMuted(7)).toBe(false);
    expect(readMuted().has(7)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(3);
    off();
    for (let id = 1; id <= MAX_MUTED + 5; id++) toggleMuted(id);
    const kept = JSON.parse(window.localStorage.getItem(MUTED_STORAGE_KEY)!) as number[];
    expect(kept).toHaveLength(MAX_MUTED);
    expect(kept[0]).toBe(6);
  });

  it('routes alerts: mutes, favourites only, competitions, kinds and sounds', () => {
    const base = { kind: 'goal' as const, favourite: false, muted: false, inView: true };
    const s = DEFAULT_SETTINGS;
    expect(showsPopup(s, base)).toBe(true);
    expect(alertSound(s, base, 'away')).toBe('whistle');
    expect(alertSound({ ...s, voice1: true }, base, 'away')).toBe('whistle2');
    expect(alertSound({ ...s, voice1: true }, base, 'home')).toBe('whistle');
    expect(alertSound({ ...s, voice: false, voice1: true }, base, 'away')).toBeNull();
    // value1: goal pop-ups; the sound is its own setting.
    expect(showsPopup({ ...s, value1: false }, base)).toBe(false);
    expect(alertSound({ ...s, value1: false }, base, 'home')).toBe('whistle');
    // A muted match is silent whatever the flags say.
    expect(showsPopup(s, { ...base, muted: true })).toBe(false);
    expect(alertSound(s, { ...base, muted: true }, 'home')).toBeNull();
    // value2: favourites only.
    expect(showsPopup({ ...s, value2: true }, base)).toBe(false);
    expect(showsPopup({ ...s, value2: true }, { ...base, favourite: true })).toBe(true);
    // value3 off: only matches the filter shows.
    expect(showsPopup({ ...s, value3: false }, { ...base, inView: false })).toBe(false);
    expect(showsPopup(s, { ...base, inView: false })).toBe(true);
    // value4: red cards, which never whistle.
    const red = { ...base, kind: 'red' as const };
    expect(showsPopup(s, red)).toBe(true);
    expect(showsPopup({ ...s, value4: false }, red)).toBe(false);
    expect(alertSound(s, red, 'home')).toBeNull();
  });
});

describe('kickoffTime', () => {
  it('formats an instant in each zone, however often and in whatever order it is asked', () => {
    const iso = '2026-11-26T16:05:00.000Z';
    for (let i = 0; i < 2; i++) {
      expect(kickoffTime(iso, 'Asia/Shanghai')).toBe('00:05');
      expect(kickoffTime(iso, 'Europe/London')).toBe('16:05');
      expect(kickoffTime(iso, 'Asia/Ho_Chi_Minh')).toBe('23:05');
    }
  });
});
