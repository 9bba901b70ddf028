import 'server-only';
import { z } from 'zod';
import { simulateOutage } from '@/lib/api/simulated-outage';
import { idField } from '@/lib/rules/id-field';
import { endpoint, ok } from '../../endpoint';

/** The longest simulated outage: a test that forgets to end one gets the site back soon. */
const MAX_SECONDS = 60;

/**
 * The test-only outage trigger (`FEED_TEST_TRIGGER=on`, `POST /api/__test/outage`): for `seconds`
 * every other API call made with `user_id`'s token answers 503 `serviceUnavailable`, as when
 * PostgreSQL is down, so that an e2e test sees the pages' error page and their recovery
 * (e2e/error-page.spec.ts) without failing the tests beside it. `seconds: 0` ends it.
 */
export const outageEndpoints = [
  // POST api/__test/outage – one user's API calls answer 503 for a while
  endpoint({
    method: 'POST',
    path: '__test/outage',
    summary:
      'Test only (FEED_TEST_TRIGGER=on, loopback callers): the API calls of user_id answer 503 serviceUnavailable for `seconds` (0 ends it).',
    tag: 'dev',
    loopbackOnly: true,
    input: z.object({
      user_id: idField(),
      seconds: z.coerce.number().int().min(0).max(MAX_SECONDS),
    }),
    output: z.object({ until: z.number().describe('epoch ms the outage ends, 0 when ended') }),
    handler: async ({ input }) => {
      const now = Date.now();
      simulateOutage(input.user_id, input.seconds * 1000, now);
      return ok({ until: input.seconds > 0 ? now + input.seconds * 1000 : 0 });
    },
  }),
];
