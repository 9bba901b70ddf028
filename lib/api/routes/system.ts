import 'server-only';
import { sql } from 'drizzle-orm';
import { healthOutput } from '@/lib/account/contract';
import { db } from '@/lib/db/client';
import { endpoint, ok } from '../endpoint';

export const systemEndpoints = [
  // GET api/health – code 0 once the database answers
  endpoint({
    method: 'GET',
    path: 'health',
    summary: 'Liveness: code 0 once the database answers',
    tag: 'system',
    output: healthOutput,
    handler: async () => {
      await db().execute(sql`select 1`);
      return ok({ status: 'ok' });
    },
  }),
];
