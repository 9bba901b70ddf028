import 'server-only';
import pino from 'pino';
import { env } from '@/lib/env';

const g = globalThis as unknown as { __log?: pino.Logger };

export function log(): pino.Logger {
  g.__log ??= pino({ level: env().NODE_ENV === 'test' ? 'silent' : env().LOG_LEVEL });
  return g.__log;
}
