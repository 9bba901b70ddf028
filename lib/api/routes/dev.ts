import 'server-only';
import { z } from 'zod';
import { devSmsInput } from '@/lib/account/schemas';
import { latestOutboxCode } from '@/lib/providers/sms';
import { endpoint, ok } from '../endpoint';

/** Mounted only with SMS_PROVIDER=outbox (DESIGN.md "SMS outbox"). */
export const devEndpoints = [
  // GET api/dev/sms – the latest outbox code of a number
  endpoint({
    method: 'GET',
    path: 'dev/sms',
    summary:
      'The latest SMS code the outbox holds for a number (exists only with SMS_PROVIDER=outbox).',
    tag: 'dev',
    input: devSmsInput,
    output: z.object({ code: z.string().nullable() }),
    handler: async ({ input }) => ok({ code: await latestOutboxCode(input.mobile) }),
  }),
];
