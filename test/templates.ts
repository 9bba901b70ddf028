/** The database templates test files start from (test/db.ts): each built once per Jest run. */
import { seed } from '@/lib/db/seed';
import { seedMatches } from '@/lib/matches/demo/seed';
import type { DbTemplate } from './db';

/**
 * The demo seed (`seed()`), for each combination of options. The content seed writes its pictures
 * to the storage provider, so its copies are per `DATA_DIR`.
 */
export function seedTemplate(opts: { matches?: boolean; content?: boolean } = {}): DbTemplate {
  const matches = opts.matches ?? false;
  const content = opts.content ?? false;
  const storage = content ? `:${process.env.DATA_DIR ?? ''}` : '';
  return {
    key: `seed:matches=${matches}:content=${content}${storage}`,
    build: () => seed({ matches, content }),
  };
}

/** The match data alone (`seedMatches`) as of `now`. */
export function matchesTemplate(now: Date): DbTemplate {
  return { key: `seedMatches:${now.toISOString()}`, build: () => seedMatches({ now }) };
}
