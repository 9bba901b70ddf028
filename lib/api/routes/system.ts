import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '@/lib/db/client';
import { endpoint, ok } from '../endpoint';

export const systemEndpoints = [
  // GET api/health – code 0 once the database answers
  endpoint({
    method: 'GET',
    path: 'health',
    summary: 'Liveness: code 0 once the database answers',
    tag: 'system',
    output: z.object({ status: z.literal('ok') }),
    handler: async () => {
      await db().execute(sql`select 1`);
      return ok({ status: 'ok' });
    },
  }),
];
