import 'server-only';
import { z } from 'zod';
import { devSmsInput } from '@/lib/account/contract';
import { latestOutboxCode } from '@/lib/providers/sms';
import { endpoint, ok } from '../endpoint';

/**
 * Mounted only with SMS_PROVIDER=outbox (docs/architecture.md "SMS outbox"), which production refuses
 * (lib/env.ts). It answers only callers on this machine (the e2e suite, scripts, a developer's
 * curl); anyone else gets the 404 of an unknown path, so the outbox of a demo cannot be read
 * remotely, nor registered numbers told from unregistered ones.
 */
export const devEndpoints = [
  // GET api/dev/sms – the latest outbox code of a number
  endpoint({
    method: 'GET',
    path: 'dev/sms',
    summary:
      'The latest SMS code the outbox holds for a number (exists only with SMS_PROVIDER=outbox).',
    tag: 'dev',
    loopbackOnly: true,
    input: devSmsInput,
    output: z.object({ code: z.string().nullable() }),
    handler: async ({ input }) => {
      return ok({ code: await latestOutboxCode(input.mobile) });
    },
  }),
];
