import 'server-only';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { AuthUser } from '@/lib/account/auth';
import { db } from '@/lib/db/client';
import { giftSends, rechargeOrders, rooms, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { viewerCounts } from '@/lib/live/presence';
import { API_ZONE, DAY_MS } from '@/lib/rules/zone';
import { toCoins } from '@/lib/wallet/limits';
import { queueCounts } from './counts';
import { DASHBOARD_DAYS, type Dashboard } from './dashboard-contract';
import { isStaff } from './roles';

/** `YYYY-MM-DD` of `t` in `zone`. */
function dayOf(t: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(t);
}

/** The last `n` days in `zone`, oldest first, today last. */
function lastDays(now: Date, zone: string, n: number): string[] {
  const out = new Set<string>();
  // Walk back in half days so no day is skipped around a summer-time change.
  for (let t = now.getTime(); out.size < n; t -= DAY_MS / 2) out.add(dayOf(new Date(t), zone));
  return [...out].reverse();
}

/**
 * The console's dashboard (issue 27 "Dashboard"): sign-ups, people in the live rooms, live rooms,
 * gift and recharge coins today, the open queues (those the reader may open) and the last 14 days.
 * Every staff member sees it; days are counted in `zone`. Reads only: no audit row.
 */
export async function dashboard(
  reader: Pick<AuthUser, 'isAdmin' | 'staffRoles'>,
  zone = API_ZONE,
  now = new Date(),
): Promise<Dashboard> {
  if (!isStaff(reader)) throw new AppError('forbidden');
  const d = db();
  const days = lastDays(now, zone, DASHBOARD_DAYS);
  // A little more than 14 days back; the per-day grouping below keeps only the days listed.
  const since = new Date(now.getTime() - (DASHBOARD_DAYS + 1) * DAY_MS);
  const local = (col: unknown) => sql<string>`to_char(${col} at time zone ${zone}, 'YYYY-MM-DD')`;

  const signupDay = local(users.createdAt);
  const giftDay = local(giftSends.createdAt);
  const rechargeDay = local(rechargeOrders.closedAt);
  const [[{ total }], signups, giftsPerDay, rechargesPerDay, live, queues] = await Promise.all([
    d.select({ total: count() }).from(users),
    d
      .select({ day: signupDay, n: count() })
      .from(users)
      .where(gte(users.createdAt, since))
      .groupBy(sql`1`),
    d
      .select({ day: giftDay, tenths: sql<string>`coalesce(sum(${giftSends.totalTenths}), 0)` })
      .from(giftSends)
      .where(gte(giftSends.createdAt, since))
      .groupBy(sql`1`),
    d
      .select({
        day: rechargeDay,
        tenths: sql<string>`coalesce(sum(${rechargeOrders.coinsTenths}), 0)`,
      })
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.status, 1), gte(rechargeOrders.closedAt, since)))
      .groupBy(sql`1`),
    d.select({ id: rooms.id }).from(rooms).where(eq(rooms.state, 'live')),
    queueCounts(reader),
  ]);
  const byDay = <T extends { day: string }>(rows: T[], value: (r: T) => number) =>
    new Map(rows.map((r) => [r.day, value(r)]));
  const signupMap = byDay(signups, (r) => Number(r.n));
  const giftMap = byDay(giftsPerDay, (r) => Number(r.tenths));
  const rechargeMap = byDay(rechargesPerDay, (r) => Number(r.tenths));
  const series = days.map((day) => ({
    day,
    signups: signupMap.get(day) ?? 0,
    gift_coins: toCoins(giftMap.get(day) ?? 0),
    recharge_coins: toCoins(rechargeMap.get(day) ?? 0),
  }));
  const viewers = await viewerCounts(live.map((r) => r.id));
  const today = series[series.length - 1];
  return {
    time_zone: zone,
    users: {
      today: today.signups,
      week: series.slice(-7).reduce((s, r) => s + r.signups, 0),
      total: Number(total),
    },
    online: [...viewers.values()].reduce((s, n) => s + n, 0),
    live_rooms: live.length,
    gifts_today: today.gift_coins,
    recharges_today: today.recharge_coins,
    queues,
    days: series,
  };
}
