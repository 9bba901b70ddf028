import 'server-only';
import { z } from 'zod';
import { scheduleGoalSoon } from './schedule-goal';
import { endpoint, ok } from '../../endpoint';

const DECIMAL = /^\s*\d+\s*$/;

/**
 * Mounted only with FEED_TEST_TRIGGER=on (scripts/e2e-server.ts sets it), beside `__test/push`;
 * without it the path answers 404 like any unknown API path, and so does a non-loopback caller.
 * Not in docs/api.md: it is no part of the platform API.
 */
export const goalSoonEndpoints = [
  // POST api/__test/goal-soon – makes the simulator score in a football match a few seconds from now
  endpoint({
    method: 'POST',
    path: '__test/goal-soon',
    summary:
      "Test only. Moves a scheduled football match of today so that the simulator's deterministic timeline puts its first goal `after_ms` from now (the match is then live) and makes the running simulator reload its list. The goal then flows simulator → DB → bus → /ws.",
    tag: 'dev',
    loopbackOnly: true,
    input: z.object({
      after_ms: z
        .preprocess(
          (v) => (typeof v === 'string' && DECIMAL.test(v) ? Number(v) : v === '' ? undefined : v),
          z.number().int().min(3000).max(120_000).optional(),
        )
        .describe('ms from now to the goal; default 8000 (3000–120000)'),
    }),
    output: z.object({
      match_id: z.number().int(),
      goal_at: z.number().int().describe('epoch ms of the goal (± 1 s)'),
      kickoff: z.string(),
      match_str: z.string(),
      iszhu: z.number().int(),
      reloaded: z.number().int(),
    }),
    handler: async ({ input }) => {
      return ok(await scheduleGoalSoon({ afterMs: input.after_ms ?? 8000 }));
    },
  }),
];
