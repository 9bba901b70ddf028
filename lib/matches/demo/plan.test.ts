import { GENERATED_COMPETITIONS, OFF_SEASON_LEAGUES, seasonLabel } from './calendar';
import { COMPETITIONS, TEAMS, teamByOpenfootballName } from '../names';
import { loadOpenfootball, type OpenfootballFile } from './openfootball';
import {
  buildPlan,
  finishMatch,
  freshAnchor,
  generatedCompetitions,
  type Anchor,
  type Plan,
} from './plan';
import type { TeamCtx } from './results';
import { DAY_MS, utcDayStart } from '../time';
import { BASKETBALL_STAT_KEYS, FOOTBALL_STAT_KEYS } from '../types';

const files: Record<string, OpenfootballFile> = {};
for (const c of COMPETITIONS) if (c.file) files[c.file] = loadOpenfootball(c.file);

/** The plan of a fresh database seeded at `iso` (the anchors the seed would choose). */
function planAt(iso: string): Plan {
  const now = Date.parse(iso);
  const anchors: Record<number, Anchor> = {};
  for (const g of generatedCompetitions(now, files))
    anchors[g.id] = freshAnchor(g.id, now, new Set(g.fileLabel ? [g.fileLabel] : []), seasonLabel);
  return buildPlan({ today: now, files, anchors });
}

const fileOf = (id: number) => files[COMPETITIONS.find((c) => c.id === id)!.file!];
const fileTeams = (id: number) =>
  new Set(
    fileOf(id)
      .matches.flatMap((m) => [m.team1, m.team2])
      .map((n) => teamByOpenfootballName(n)!.key),
  );

const plan = planAt('2026-11-25T22:00:00Z');
const ctx = (key: string): TeamCtx => {
  const t = plan.teams.find((x) => x.key === key)!;
  return { key, rating: t.rating, squad: t.squad };
};

describe('the seed plan', () => {
  it('is the same for any time of the same day, and differs on another day', () => {
    const morning = planAt('2026-11-25T00:10:00Z');
    expect(JSON.stringify(morning)).toBe(JSON.stringify(plan));
    const later = planAt('2026-11-26T00:10:00Z');
    expect(JSON.stringify(later)).not.toBe(JSON.stringify(plan));
  });

  it('keeps the real fixtures and results of the data files', () => {
    const epl = plan.matches.filter((m) => m.competitionId === 82 && m.seasonLabel === '2025/26');
    expect(epl).toHaveLength(380);
    expect(epl.filter((m) => m.status === 'finished')).toHaveLength(291);
    const opener = epl.find((m) => m.home === 'liverpool' && m.away === 'bournemouth')!;
    expect(opener.real).toEqual({ ft: [4, 2], ht: [1, 0], et: null, pens: null });
    // 20:00 in London on 15 August is 19:00 UTC (summer time).
    expect(new Date(opener.kickoff).toISOString()).toBe('2025-08-15T19:00:00.000Z');
    expect(epl.filter((m) => m.status === 'postponed')).toHaveLength(1);
    // The corrected 2025 final.
    const final = plan.matches.find(
      (m) => m.competitionId === 45 && m.home === 'psg' && m.away === 'inter',
    )!;
    expect(final.real?.ft).toEqual([5, 0]);
    expect(final.knockout).toBe(true);
  });

  it('dresses real results with events that add up to the score', () => {
    for (const m of plan.matches.filter((x) => x.real).slice(0, 400)) {
      const f = finishMatch(m, ctx);
      const goals = f.events.filter((e) => ['goal', 'own_goal', 'penalty_goal'].includes(e.kind));
      expect(goals.filter((e) => e.side === 'home')).toHaveLength(f.homeScore);
      expect(goals.filter((e) => e.side === 'away')).toHaveLength(f.awayScore);
      expect([f.homeScore, f.awayScore]).toEqual(m.real!.et ?? m.real!.ft);
      if (m.real!.ht) expect([f.homeHalfScore, f.awayHalfScore]).toEqual(m.real!.ht);
      const firstHalfGoals = goals.filter((e) => e.phase === '1H');
      expect(firstHalfGoals.length).toBe(f.homeHalfScore + f.awayHalfScore);
      const sum = f.periodScores.reduce((s, p) => [s[0] + p[0], s[1] + p[1]], [0, 0]);
      expect(sum).toEqual([f.homeScore, f.awayScore]);
      const last = f.events[f.events.length - 1];
      if (last) expect([last.homeScore, last.awayScore]).toEqual([f.homeScore, f.awayScore]);
      expect(f.events.map((e) => e.seq)).toEqual(f.events.map((_, i) => i + 1));
      for (const e of f.events) expect(e.minute).toMatch(/^\d{1,3}(\+\d)?'$/);
      expect(f.homeRed).toBe(
        f.events.filter(
          (e) => e.side === 'home' && (e.kind === 'red' || e.kind === 'second_yellow'),
        ).length,
      );
    }
  });

  it('puts several football and basketball matches on every day from today−7 to today+7', () => {
    const today = utcDayStart(Date.parse('2026-11-25T22:00:00Z'));
    for (let d = -7; d <= 7; d++) {
      const day = plan.matches.filter(
        (m) => m.kickoff >= today + d * DAY_MS && m.kickoff < today + (d + 1) * DAY_MS,
      );
      expect(day.filter((m) => m.sport === 'football').length).toBeGreaterThanOrEqual(4);
      expect(day.filter((m) => m.sport === 'basketball').length).toBeGreaterThanOrEqual(6);
      // Results up to yesterday; today and later are the simulator's.
      expect(day.every((m) => m.status === (d < 0 ? 'finished' : 'scheduled'))).toBe(true);
    }
  });

  it('never has a team play twice on one day, across its competitions', () => {
    // A Europa League side's league matches keep clear of its Thursdays (calendar.test.ts checks
    // the rest days in between).
    const seen = new Set<string>();
    for (const m of plan.matches.filter((x) => x.generated)) {
      for (const team of [m.home, m.away]) {
        const key = `${team}|${utcDayStart(m.kickoff)}`;
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
    }
  });

  it('plays the CSL as a double round robin and the Europa League as 8 matchdays', () => {
    const csl = plan.matches.filter((m) => m.competitionId === 542);
    expect(csl).toHaveLength(240);
    const pairs = new Set(csl.map((m) => `${m.home}>${m.away}`));
    expect(pairs.size).toBe(240);
    const uel = plan.matches.filter((m) => m.competitionId === 46);
    expect(uel).toHaveLength(96);
    for (const key of new Set(uel.map((m) => m.home))) {
      expect(uel.filter((m) => m.home === key || m.away === key)).toHaveLength(8);
    }
  });

  it('gives the five leagues a generated current season once their real season is over', () => {
    const today = utcDayStart(Date.parse('2026-11-25T22:00:00Z'));
    for (const id of OFF_SEASON_LEAGUES) {
      const own = plan.seasons.filter((s) => s.competitionId === id);
      expect(own.map((s) => [s.label, s.current, s.anchorOn !== null])).toEqual([
        ['2025/26', false, false],
        ['2026/27', true, true],
      ]);
      const real = plan.matches.filter(
        (m) => m.competitionId === id && m.seasonLabel === '2025/26',
      );
      expect(real.every((m) => !m.generated)).toBe(true);
      expect(real.filter((m) => m.real).length).toBeGreaterThan(200);
      const gen = plan.matches.filter((m) => m.competitionId === id && m.seasonLabel === '2026/27');
      // The file's teams, each meeting every other once at home and once away.
      const teams = fileTeams(id);
      expect(new Set(gen.flatMap((m) => [m.home, m.away]))).toEqual(teams);
      expect(gen).toHaveLength(teams.size * (teams.size - 1));
      expect(new Set(gen.map((m) => `${m.home}>${m.away}`)).size).toBe(gen.length);
      expect(gen.every((m) => m.generated && m.real === null && m.sport === 'football')).toBe(true);
      expect(gen.every((m) => m.status === (m.kickoff < today ? 'finished' : 'scheduled'))).toBe(
        true,
      );
      // Weekly rounds from four to six weeks before today: played, the rest to come.
      expect(gen.filter((m) => m.status === 'finished').length).toBeGreaterThan(25);
      const season = own[1];
      expect(season.rounds).toHaveLength(2 * (teams.size - 1));
      // Rounds in order, one after the other.
      for (let r = 2; r <= season.rounds.length; r++) {
        const before = gen.filter((m) => m.roundNumber === r - 1).map((m) => m.kickoff);
        const after = gen.filter((m) => m.roundNumber === r).map((m) => m.kickoff);
        expect(Math.min(...after)).toBeGreaterThan(Math.max(...before));
      }
    }
    // The Champions League file is a past season; the current one is generated (the footer's
    // 欧冠 link opens it, not the 2024/25 table).
    expect(plan.seasons.filter((s) => s.competitionId === 45)).toEqual([
      expect.objectContaining({ label: '2024/25', anchorOn: null, current: false }),
      expect.objectContaining({ label: '2026/27', current: true }),
    ]);
    const cl = plan.matches.filter((m) => m.competitionId === 45 && m.seasonLabel === '2026/27');
    expect(cl).toHaveLength(26 * 4);
  });

  it('generates no season for a league on a day inside its real season', () => {
    const mid = planAt('2026-03-12T12:00:00Z');
    expect(
      generatedCompetitions(Date.parse('2026-03-12T12:00:00Z'), files).map((g) => g.id),
    ).toEqual([...GENERATED_COMPETITIONS.map((g) => g.id), 45]);
    for (const id of OFF_SEASON_LEAGUES) {
      expect(mid.seasons.filter((s) => s.competitionId === id)).toEqual([
        expect.objectContaining({ label: '2025/26', current: true, anchorOn: null }),
      ]);
      expect(mid.matches.some((m) => m.competitionId === id && m.generated)).toBe(false);
    }
    // The last match day of a season is still inside it, the day after is not.
    const ids = (iso: string) => generatedCompetitions(Date.parse(iso), files).map((g) => g.id);
    expect(ids('2026-05-24T23:00:00Z')).not.toContain(82);
    expect(ids('2026-05-25T00:00:00Z')).toContain(82);
    expect(ids('2026-05-17T00:00:00Z')).toEqual(expect.arrayContaining([129, 142]));
    expect(ids('2025-08-14T12:00:00Z')).toContain(82);
    expect(ids('2025-08-15T00:00:00Z')).not.toContain(82);
  });

  it('never gives a generated season the label of the data file', () => {
    // June 2026 still belongs to the 2025/26 season by the calendar: the label gets a number.
    const june = planAt('2026-06-01T12:00:00Z');
    for (const id of OFF_SEASON_LEAGUES) {
      expect(
        june.seasons.filter((s) => s.competitionId === id).map((s) => [s.label, s.current]),
      ).toEqual([
        ['2025/26', false],
        ['2025/26 (2)', true],
      ]);
    }
    const now = Date.parse('2026-06-01T12:00:00Z');
    const anchors: Record<number, Anchor> = {};
    for (const g of generatedCompetitions(now, files))
      anchors[g.id] = { anchorDay: utcDayStart(now), label: seasonLabel(g.id, now) };
    expect(() => buildPlan({ today: now, files, anchors })).toThrow(/data file's label/);
  });

  it('has football every day, most of it at the weekend (the live hours: calendar.test.ts)', () => {
    const today = utcDayStart(Date.parse('2026-11-25T22:00:00Z'));
    const football = plan.matches.filter((m) => m.sport === 'football');
    const perDay = Array.from({ length: 15 }, (_, i) => {
      const from = today + (i - 7) * DAY_MS;
      return football.filter((m) => m.kickoff >= from && m.kickoff < from + DAY_MS).length;
    });
    for (const n of perDay) expect(n).toBeGreaterThanOrEqual(2);
    // 21/22 and 28/29 November 2026 are weekends: far busier than the weekdays.
    const weekend = [perDay[3], perDay[4], perDay[10], perDay[11]];
    for (const n of weekend) expect(n).toBeGreaterThanOrEqual(40);
  });

  it('gives generated basketball games quarter scores that add up, without draws', () => {
    for (const m of plan.matches
      .filter((x) => x.sport === 'basketball' && x.status === 'finished')
      .slice(0, 200)) {
      const f = finishMatch(m, ctx);
      expect(f.homeScore).not.toBe(f.awayScore);
      expect(f.periodScores.length).toBeGreaterThanOrEqual(4);
      const sum = f.periodScores.reduce((s, p) => [s[0] + p[0], s[1] + p[1]], [0, 0]);
      expect(sum).toEqual([f.homeScore, f.awayScore]);
      const pts = (s: Record<string, number>) => 2 * (s.fgm - s.tpm) + 3 * s.tpm + s.ftm;
      expect(pts(f.stats.home)).toBe(f.homeScore);
      expect(pts(f.stats.away)).toBe(f.awayScore);
    }
  });

  it('rates teams 1–100 from the real table: the champions-elect above the relegated', () => {
    const rating = (key: string) => plan.teams.find((t) => t.key === key)!.rating;
    for (const t of plan.teams) {
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(100);
    }
    expect(rating('arsenal')).toBeGreaterThan(rating('burnley') + 15);
    expect(plan.teams).toHaveLength(TEAMS.length);
  });
});

describe('statistics keys', () => {
  it('are the documented ones for both sports', () => {
    const fb = finishMatch(
      plan.matches.find((m) => m.real)!,
      ctx,
    );
    expect(Object.keys(fb.stats.home).sort()).toEqual([...FOOTBALL_STAT_KEYS].sort());
    const bb = finishMatch(
      plan.matches.find((m) => m.sport === 'basketball' && m.status === 'finished')!,
      ctx,
    );
    expect(Object.keys(bb.stats.away).sort()).toEqual([...BASKETBALL_STAT_KEYS].sort());
  });
});
