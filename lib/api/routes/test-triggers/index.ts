import 'server-only';
import type { Endpoint } from '../../endpoint';
import { endMatchEndpoints } from './end-match';
import { goalSoonEndpoints } from './goal-soon';
import { outageEndpoints } from './outage';
import { pushEndpoints } from './push';

/**
 * Every test-only trigger of the platform API, in one place (issue 8 §5.3). They exist for the
 * e2e tests and the bench, and only with FEED_TEST_TRIGGER=on (scripts/e2e-server.ts sets it;
 * lib/env.ts refuses it in production), for loopback callers; otherwise their paths answer 404
 * like any unknown API path.
 *
 * - `POST api/__test/push` (push.ts): publishes one score or goal frame through the feed's own
 *   publishing path, for push latency (bench/push.ts) and the socket tests.
 * - `POST api/__test/goal-soon` (goal-soon.ts, schedule-goal.ts): moves a scheduled football
 *   match so that the simulator's own timeline scores a goal a few seconds from now (e2e).
 * - `POST api/__test/end-match` (end-match.ts): plays a scheduled match to full time now through
 *   the feed's path, so that what follows a final whistle (grading expert plans) runs (e2e).
 * - `POST api/__test/outage` (outage.ts): every other API call answers 503 `serviceUnavailable`
 *   for a few seconds, as during a database outage, for the pages' error page (e2e).
 */
export const testTriggerEndpoints: Endpoint[] = [
  ...pushEndpoints,
  ...goalSoonEndpoints,
  ...endMatchEndpoints,
  ...outageEndpoints,
];
