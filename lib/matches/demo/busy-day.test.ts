import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { matchEvents, matches } from '@/lib/db/schema';
import { freshDb } from '@/test/db';
import { matchesTemplate } from '@/test/templates';
import { seedBusyDay } from './busy-day';
import { kickoffWindow, kickoffZone } from './calendar';
import { competitions as competitionRows, teams } from '@/lib/db/schema';
import { dayList, matchDay, matchDayRange } from '../service';

// 14:00 in Shanghai: the first half of the day is past the simulator's reach, the rest is not.
const NOW = new Date('2026-11-25T06:00:00Z');

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await freshDb(matchesTemplate(NOW)));
}, 120_000);
afterAll(() => cleanup());

async function dayCounts() {
  const { from, to } = matchDayRange(matchDay(NOW));
  const rows = await db()
    .select({ status: matches.status, n: sql<number>`count(*)::int` })
    .from(matches)
    .where(and(eq(matches.sport, 'football'), gte(matches.kickoff, from), lt(matches.kickoff, to)))
    .groupBy(matches.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

describe('seedBusyDay', () => {
  it('fills the Shanghai match day up to the total, once', async () => {
    const before = await dayCounts();
    const first = await seedBusyDay({ total: 300, now: NOW });
    expect(first.day).toBe('2026-11-25');
    expect(first.before).toBe(Object.values(before).reduce((a, b) => a + b, 0));
    expect(first.total).toBe(300);
    expect(first.added).toBe(300 - first.before);

    const counts = await dayCounts();
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(300);
    // Past the simulator's reach: results; later: left to the simulator.
    expect(counts.finished).toBeGreaterThan(50);
    expect(counts.scheduled).toBeGreaterThan(50);

    const again = await seedBusyDay({ total: 300, now: NOW });
    expect(again).toEqual({ day: '2026-11-25', before: 300, added: 0, total: 300 });

    const list = await dayList({ sport: 'football', date: '2026-11-25', status: 'all' });
    expect(list.matches).toHaveLength(300);
  });

  it('kicks every match off at a local time its league uses (no midnight in London)', async () => {
    const { from, to } = matchDayRange(matchDay(NOW));
    const rows = await db()
      .select({
        kickoff: matches.kickoff,
        competitionId: matches.competitionId,
        home: teams.key,
        generated: competitionRows.generated,
      })
      .from(matches)
      .innerJoin(teams, eq(teams.id, matches.homeTeamId))
      .innerJoin(competitionRows, eq(competitionRows.id, matches.competitionId))
      .where(
        and(eq(matches.sport, 'football'), gte(matches.kickoff, from), lt(matches.kickoff, to)),
      );
    expect(rows).toHaveLength(300);
    for (const m of rows) {
      const zone = kickoffZone(m.competitionId, m.home);
      const time = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hourCycle: 'h23',
        hour: '2-digit',
        minute: '2-digit',
      }).format(m.kickoff);
      const [lo, hi] = kickoffWindow(m.competitionId);
      expect([m.competitionId, m.home, time >= lo && time <= hi]).toEqual([
        m.competitionId,
        m.home,
        true,
      ]);
    }
  });

  it('gives the finished extra matches scores consistent with their goal events', async () => {
    const { from, to } = matchDayRange(matchDay(NOW));
    const done = await db()
      .select({ id: matches.id, home: matches.homeScore, away: matches.awayScore })
      .from(matches)
      .where(
        and(
          eq(matches.status, 'finished'),
          eq(matches.sport, 'football'),
          gte(matches.kickoff, from),
          lt(matches.kickoff, to),
        ),
      );
    const goals = await db()
      .select({ matchId: matchEvents.matchId, side: matchEvents.side, kind: matchEvents.kind })
      .from(matchEvents)
      .where(
        and(
          inArray(
            matchEvents.matchId,
            done.map((m) => m.id),
          ),
          inArray(matchEvents.kind, ['goal', 'own_goal', 'penalty_goal']),
        ),
      );
    for (const m of done) {
      const own = goals.filter((g) => g.matchId === m.id);
      expect(own.filter((g) => g.side === 'home')).toHaveLength(m.home);
      expect(own.filter((g) => g.side === 'away')).toHaveLength(m.away);
    }
  });
});
