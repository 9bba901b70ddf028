import 'server-only';
import { z } from 'zod';
import type { GoalNotification } from '@/lib/matches/feed';
import { optionalIdField } from '@/lib/rules/id-field';
import { feedContext } from '@/lib/matches/live-feed';
import { endpoint, ok } from '../../endpoint';

const input = z.object({
  sport: z.enum(['football', 'basketball']).default('football'),
  type: z.enum(['score', 'goal']).default('score'),
  /** The match the frame names; the bench uses one that does not exist, so no page changes. */
  match_id: optionalIdField(),
});

/**
 * Mounted only with FEED_TEST_TRIGGER=on (tests and the bench; docs/realtime.md "Test trigger"),
 * through ./index.ts.
 * Publishes one frame through the feed's own publishing path (`feedContext().publish`, what the
 * simulator calls), so it travels the bus and the sockets exactly like a real event. The frame's
 * data carries `sent_at`, the epoch ms taken just before publishing, for latency measurements.
 */
export const pushEndpoints = [
  // POST api/__test/push – publish one score or goal frame now
  endpoint({
    method: 'POST',
    path: '__test/push',
    summary:
      'Test and bench only (FEED_TEST_TRIGGER=on, loopback callers): publishes one feed frame now.',
    tag: 'dev',
    loopbackOnly: true,
    input,
    output: z.object({ sent_at: z.number().describe('epoch ms taken just before publishing') }),
    handler: async ({ input: i }) => {
      const feed = feedContext();
      const sentAt = Date.now();
      if (i.type === 'score') {
        await feed.publish(i.sport, {
          type: 'score',
          data: { match_id: i.match_id ?? 0, match_str: "1'", sent_at: sentAt },
        });
      } else {
        const data: GoalNotification & { sent_at: number } = {
          match_id: i.match_id ?? 0,
          iszhu: 1,
          match_str: "1'",
          home_team_name_zh: '主队',
          away_team_name_zh: '客队',
          home_team_name_en: 'Home',
          away_team_name_en: 'Away',
          home_team_name_vi: 'Đội nhà',
          away_team_name_vi: 'Đội khách',
          home_score: 1,
          away_score: 0,
          sent_at: sentAt,
        };
        await feed.publish(i.sport, { type: 'goal', data });
      }
      return ok({ sent_at: sentAt });
    },
  }),
];
