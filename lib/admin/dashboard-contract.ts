/**
 * The contract of the console's dashboard (issue 27 "Dashboard"): what `admin/dashboard` answers.
 * Browser-safe.
 */
import { z } from 'zod';
import { isTimeZone } from '@/lib/rules/zone';
import { queueCountsOutput } from './contract';

/** The days the dashboard's charts show, today included. */
export const DASHBOARD_DAYS = 14;

export const dashboardInput = z.object({
  tz: z
    .string()
    .trim()
    .refine((s) => s === '' || isTimeZone(s), 'api.errors.timeZoneInvalid')
    .default('')
    .describe("the IANA zone whose days are counted ('' : Asia/Shanghai, the API's days)"),
});

const coins = z.number().describe('coins');

export const dashboardOutput = z.object({
  time_zone: z.string().describe('the zone whose days are counted'),
  users: z.object({
    today: z.number().int(),
    week: z.number().int().describe('signed up in the last 7 days, today included'),
    total: z.number().int(),
  }),
  online: z.number().int().describe('people in the live rooms now (presence, every instance)'),
  live_rooms: z.number().int(),
  gifts_today: coins,
  recharges_today: coins.describe('coins credited by paid recharges today, bonus included'),
  queues: queueCountsOutput,
  days: z
    .array(
      z.object({
        day: z.string().describe('YYYY-MM-DD'),
        signups: z.number().int(),
        gift_coins: coins,
        recharge_coins: coins,
      }),
    )
    .describe(`the last ${DASHBOARD_DAYS} days, oldest first`),
});
export type Dashboard = z.infer<typeof dashboardOutput>;
