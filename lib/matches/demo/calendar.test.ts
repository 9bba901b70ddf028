/**
 * Property tests over whole generated seasons: for plans seeded on many days (inside and outside
 * the data files' real seasons), every calendar invariant of issue 8 §2 holds for every team.
 */
import {
  BASKETBALL_SHAPE,
  kickoffWindow,
  kickoffZone,
  LEAGUE_SHAPES,
  MIN_REST_DAYS,
  NIGHTLY_SHAPES,
  seasonLabel,
  SHORTEST_MATCH_MS,
} from './calendar';
import { COMPETITIONS, TEAMS } from '../names';
import { loadOpenfootball, type OpenfootballFile } from './openfootball';
import {
  buildPlan,
  freshAnchor,
  generatedCompetitions,
  type Anchor,
  type MatchPlan,
  type Plan,
} from './plan';
import { DAY_MS, HOUR_MS, utcDayStart } from '../time';

const files: Record<string, OpenfootballFile> = {};
for (const c of COMPETITIONS) if (c.file) files[c.file] = loadOpenfootball(c.file);

function planAt(now: number): Plan {
  const anchors: Record<number, Anchor> = {};
  for (const g of generatedCompetitions(now, files))
    anchors[g.id] = freshAnchor(g.id, now, new Set(g.fileLabel ? [g.fileLabel] : []), seasonLabel);
  return buildPlan({ today: now, files, anchors });
}

// Days spread over a year and a half: inside and after the data files' 2025/26 season.
const DAYS = ['2025-10-15', '2026-03-03', '2026-05-28', '2026-11-25', '2027-02-14'].map((d) =>
  Date.parse(`${d}T10:00:00Z`),
);
const PLANS = DAYS.map((d) => ({ day: d, plan: planAt(d) }));

const clock = new Map<string, Intl.DateTimeFormat>();
/** "YYYY-MM-DD HH:MM" of an instant in a zone. */
function local(ms: number, zone: string): { day: string; time: string } {
  let f = clock.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    clock.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

const zoneOfMatch = (m: MatchPlan) =>
  m.generated
    ? kickoffZone(m.competitionId, m.home)
    : COMPETITIONS.find((c) => c.id === m.competitionId)!.timeZone;
const days = new WeakMap<MatchPlan, number>();
/** The local match day, as a day number. */
function dayNumber(m: MatchPlan): number {
  let d = days.get(m);
  if (d === undefined) {
    d = Date.parse(`${local(m.kickoff, zoneOfMatch(m)).day}T00:00:00Z`) / DAY_MS;
    days.set(m, d);
  }
  return d;
}

function byTeam(matches: readonly MatchPlan[]): Map<string, MatchPlan[]> {
  const out = new Map<string, MatchPlan[]>();
  for (const m of matches)
    for (const t of [m.home, m.away]) {
      const list = out.get(t) ?? [];
      list.push(m);
      out.set(t, list);
    }
  for (const list of out.values()) list.sort((a, b) => a.kickoff - b.kickoff);
  return out;
}

const generatedLeagues = (plan: Plan) =>
  [...new Set(plan.matches.filter((m) => m.generated).map((m) => m.competitionId))].filter(
    (id) => LEAGUE_SHAPES[id],
  );

describe('generated seasons (property tests over many seeds)', () => {
  it('give every football team at least 3 days between matches, across all its competitions', () => {
    for (const { plan } of PLANS) {
      const football = plan.matches.filter((m) => m.sport === 'football');
      for (const [team, list] of byTeam(football)) {
        for (let i = 1; i < list.length; i++) {
          const [a, b] = [list[i - 1], list[i]];
          // Two real fixtures are the data file's business.
          if (!a.generated && !b.generated) continue;
          const rest = dayNumber(b) - dayNumber(a);
          if (rest < MIN_REST_DAYS)
            throw new Error(
              `${team}: ${rest} days between ${a.competitionId} and ${b.competitionId}`,
            );
        }
      }
    }
  });

  it('never have a team play twice on one day (basketball included)', () => {
    for (const { plan } of PLANS) {
      for (const [team, list] of byTeam(plan.matches.filter((m) => m.generated))) {
        const days = list.map(dayNumber);
        expect([team, new Set(days).size]).toEqual([team, days.length]);
      }
    }
  });

  it('put each team at home in half its league matches, venues alternating', () => {
    for (const { plan } of PLANS) {
      for (const id of generatedLeagues(plan)) {
        const own = plan.matches.filter((m) => m.competitionId === id && m.generated);
        for (const [team, list] of byTeam(own)) {
          const venues = list.map((m) => (m.home === team ? 'H' : 'A')).join('');
          const homes = venues.replace(/A/g, '').length;
          expect([id, team, homes * 2]).toEqual([id, team, venues.length]);
          // Never more than three home (or away) matches in a row.
          expect([id, team, /HHHH|AAAA/.test(venues)]).toEqual([id, team, false]);
        }
      }
      // The European league phases' eight matchdays: four at home, four away.
      const cups = plan.matches.filter(
        (m) => (m.competitionId === 46 || m.competitionId === 45) && m.generated,
      );
      for (const [team, list] of byTeam(cups)) {
        const homes = list.filter((m) => m.home === team).length;
        expect([team, list.length, Math.abs(homes * 2 - list.length) <= 2]).toEqual([
          team,
          8,
          true,
        ]);
      }
    }
  });

  it('kick off at each league’s local times, every league carrying an IANA zone', () => {
    for (const c of COMPETITIONS)
      expect(() => new Intl.DateTimeFormat('en', { timeZone: c.timeZone })).not.toThrow();
    // The windows themselves are believable: England 12:30–20:00, Spain and Italy in the
    // evening, China in the evening, NBA tip-offs 19:00–22:30.
    expect(kickoffWindow(82)).toEqual(['12:30', '20:00']);
    expect(kickoffWindow(120)[1] >= '21:00' && kickoffWindow(108)[1] >= '20:45').toBe(true);
    expect(kickoffWindow(542)[0] >= '17:00').toBe(true);
    expect(BASKETBALL_SHAPE[1].window).toEqual(['19:00', '22:30']);
    for (const { plan } of PLANS) {
      for (const m of plan.matches.filter((x) => x.generated)) {
        const [from, to] = kickoffWindow(m.competitionId);
        const { time } = local(m.kickoff, kickoffZone(m.competitionId, m.home));
        if (time < from || time > to)
          throw new Error(`${m.competitionId} ${m.home}–${m.away} at ${time} local`);
      }
    }
    // NBA: in the home team's own zone (a Lakers home game is an evening in Los Angeles).
    expect(kickoffZone(1, 'nba-lal')).toBe('America/Los_Angeles');
    expect(kickoffZone(692, 'seattle-sounders')).toBe('America/Los_Angeles');
  });

  it('play weekly rounds (Friday to Monday) with occasional midweek ones', () => {
    for (const { plan } of PLANS) {
      for (const id of generatedLeagues(plan)) {
        const own = plan.matches.filter((m) => m.competitionId === id && m.generated);
        const rounds = new Map<number, number[]>();
        for (const m of own)
          rounds.set(m.roundNumber, [...(rounds.get(m.roundNumber) ?? []), dayNumber(m)]);
        let midweek = 0;
        for (const days of rounds.values()) {
          // A round spans at most four days.
          expect(Math.max(...days) - Math.min(...days)).toBeLessThanOrEqual(3);
          const weekdays = days.map((d) => new Date(d * DAY_MS).getUTCDay());
          if (weekdays.every((w) => w >= 2 && w <= 4)) midweek++;
        }
        // Most rounds on the weekend; midweek rounds a minority.
        expect(midweek).toBeLessThan(rounds.size / 2);
        if (LEAGUE_SHAPES[id].midweekEvery > 0 && LEAGUE_SHAPES[id].midweekEvery <= 3)
          expect(midweek).toBeGreaterThan(0);
      }
    }
  });

  it('have live football at every UTC hour of the weekend, from the leagues’ local times', () => {
    const { day, plan } = PLANS.find((p) => p.day === Date.parse('2026-11-25T10:00:00Z'))!;
    const football = plan.matches.filter((m) => m.sport === 'football');
    const liveAt = (t: number) =>
      football.some((m) => m.kickoff <= t && t < m.kickoff + 110 * 60_000);
    const hoursLive = (dayStart: number) =>
      Array.from({ length: 24 }, (_, h) => liveAt(dayStart + h * HOUR_MS + 30 * 60_000)).filter(
        Boolean,
      ).length;
    const today = utcDayStart(day);
    // 28 and 29 November 2026 are a Saturday and a Sunday.
    expect(hoursLive(today + 3 * DAY_MS)).toBeGreaterThanOrEqual(20);
    expect(hoursLive(today + 4 * DAY_MS)).toBe(24);
    // Over a week every hour of the UTC day has a live match on some day.
    for (let h = 0; h < 24; h++) {
      const some = Array.from(
        { length: 7 },
        (_, d) => today + d * DAY_MS + h * HOUR_MS + 30 * 60_000,
      ).some(liveAt);
      expect([h, some]).toEqual([h, true]);
    }
  });

  it('gives the new leagues real clubs with names in all three languages', () => {
    const { plan } = PLANS[3];
    for (const id of [561, 572, 571, 611, 692, 325, 352, 606, 818, 4, 8, 12]) {
      const teams = new Set(plan.matches.filter((m) => m.competitionId === id).map((m) => m.home));
      expect(teams.size).toBeGreaterThanOrEqual(12);
      for (const key of teams) {
        const t = TEAMS.find((x) => x.key === key)!;
        expect(t.name.zh).toMatch(/[\u4e00-\u9fff]/);
        expect(t.name.en.length).toBeGreaterThan(1);
        expect(t.name.vi.length).toBeGreaterThan(1);
      }
    }
    expect(TEAMS.find((t) => t.key === 'hagl')!.name.vi).toBe('Hoàng Anh Gia Lai');
    expect(TEAMS.find((t) => t.key === 'nam-dinh')!.name.zh).toBe('南定');
    expect(TEAMS.find((t) => t.key === 'al-ahly')!.name.zh).toBe('阿赫利');
    expect(TEAMS.find((t) => t.key === 'nbb-flamengo')!.sport).toBe('basketball');
  });

  it('have a live match (either sport) at :30 of every UTC hour, day after day, from local times', () => {
    const HOUR = HOUR_MS;
    const late: string[] = [];
    for (const { day, plan } of PLANS) {
      const kickoffs = plan.matches.map((m) => m.kickoff).sort((a, b) => a - b);
      // A match is surely live for SHORTEST_MATCH_MS after its kick-off.
      const liveAt = (t: number) => kickoffs.some((k) => k <= t && t < k + SHORTEST_MATCH_MS);
      const start = utcDayStart(day) - 7 * DAY_MS;
      for (let d = 0; d < 14; d++) {
        const dayStart = start + d * DAY_MS;
        const weekday = new Date(dayStart).getUTCDay();
        const missing = Array.from({ length: 24 }, (_, h) => h).filter(
          (h) => !liveAt(dayStart + h * HOUR + 30 * 60_000),
        );
        const label = new Date(dayStart).toISOString().slice(0, 10);
        // Every hour but 20:30 and 21:30 UTC, every day: Asia and Oceania, then India, the WCBA
        // and the Egyptian league's afternoons and evenings (Monday 16:30–19:30 too), Europe, then
        // the Americas' evenings (NBB weeknights 19:00–20:00 Brasília, MLS, the NBA to 06:30).
        expect([label, missing.filter((h) => h !== 20 && h !== 21)]).toEqual([label, []]);
        // 20:30 and 21:30 UTC are the one real hole: Europe's last kick-offs (21:00 local) start
        // at 19:00 UTC in summer time and South America's weeknight ones at 22:00 UTC (19:00
        // Brasília). Weekends are full (the Americas' afternoons); on weekdays the hours are
        // filled by the EuroLeague's and Spain's 20:45–21:00 games in winter time and the Liga
        // Profesional's 17:00 midweek games, not always: 20:30 only on a Monday without
        // European league football (an international break, the end of the season).
        if (missing.length) late.push(label);
        if (weekday === 0 || weekday === 6) expect([label, missing]).toEqual([label, []]);
        if (missing.includes(20)) expect([label, weekday]).toEqual([label, 1]);
      }
    }
    // The hole is the exception, not the rule (15 of these 70 days).
    expect(late.length).toBeLessThanOrEqual(16);
  });

  it('puts the daily leagues’ games at their local times, the late West-coast NBA game included', () => {
    expect(NIGHTLY_SHAPES[606].window).toEqual(['17:00', '19:30']);
    expect(NIGHTLY_SHAPES[4].window[0]).toBe('15:00');
    expect(NIGHTLY_SHAPES[8].window).toEqual(['18:00', '20:45']);
    expect(kickoffZone(8, 'el-fenerbahce')).toBe('Europe/Istanbul');
    expect(kickoffZone(8, 'el-dubai')).toBe('Asia/Dubai');
    expect(kickoffZone(606, 'fc-goa')).toBe('Asia/Kolkata');
    expect(kickoffZone(818, 'al-ahly')).toBe('Africa/Cairo');
    expect(kickoffZone(12, 'nbb-franca')).toBe('America/Sao_Paulo');
    for (const { plan } of PLANS) {
      const games = plan.matches.filter((m) => m.generated && NIGHTLY_SHAPES[m.competitionId]);
      for (const m of games) {
        const { time } = local(m.kickoff, kickoffZone(m.competitionId, m.home));
        expect([m.competitionId, NIGHTLY_SHAPES[m.competitionId].times.includes(time)]).toEqual([
          m.competitionId,
          true,
        ]);
      }
      // The EuroLeague plays Tuesday to Friday, the others every day.
      const weekdays = new Set(
        games
          .filter((m) => m.competitionId === 8)
          .map((m) => new Date(dayNumber(m) * DAY_MS).getUTCDay()),
      );
      expect([...weekdays].sort()).toEqual([2, 3, 4, 5]);
      // The Egyptian league in Cairo's late afternoons and evenings, every day.
      const egypt = games.filter((m) => m.competitionId === 818);
      expect(new Set(egypt.map(dayNumber)).size).toBe(60);
      for (const m of egypt) {
        const { time } = local(m.kickoff, 'Africa/Cairo');
        expect([m.home, time >= '16:00' && time <= '21:00']).toEqual([m.home, true]);
      }
      // The NBB: weeknights 19:00–20:00 Brasília time, Saturday 17:00, Sunday 11:00.
      for (const m of games.filter((x) => x.competitionId === 12)) {
        const { time } = local(m.kickoff, 'America/Sao_Paulo');
        const weekday = new Date(dayNumber(m) * DAY_MS).getUTCDay();
        const expected =
          weekday === 6 ? ['17:00'] : weekday === 0 ? ['11:00'] : ['19:00', '19:30', '20:00'];
        expect([m.home, weekday, expected.includes(time)]).toEqual([m.home, weekday, true]);
      }
      // Every night a West-coast (or Phoenix) home game.
      const nba = games.filter((m) => m.competitionId === 1);
      const nights = new Set(nba.map(dayNumber));
      const west = new Set(
        nba.filter((m) => /Los_Angeles|Phoenix/.test(kickoffZone(1, m.home))).map(dayNumber),
      );
      expect(west.size).toBe(nights.size);
    }
  });
});
