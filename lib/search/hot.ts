import 'server-only';
import crypto from 'node:crypto';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { searchLog } from '@/lib/db/schema';
import { countHotSearch } from '@/lib/rate-limit/rules';
import { fold } from '@/lib/text/fold';
import { hotFilter } from './hot-filter';
import { HOT_MIN_CLIENTS, HOT_WINDOW_DAYS } from './limits';

/**
 * The hot-search list from what people search (issue 10 §3). Every Search/index call that found
 * something counts its folded keyword in search_log (one row per keyword and UTC day, with the
 * spelling last typed), but only once per client (the user when logged in, else the address) and
 * keyword in any 7 days: a budget of one in lib/rate-limit, shared by every instance through
 * Redis when REDIS_URL is set. So the sum of a keyword's rows over the last 7 days is a number of
 * different clients, never more: one client searching a word a hundred times, or on each of the
 * seven days, counts once. A keyword is hot when at least 3 clients searched it in those days, it
 * found something, and it holds no blocked word (./hot-filter.ts).
 */

export { HOT_MIN_CLIENTS, HOT_WINDOW_DAYS };

/** The UTC day of `d`, as the date column stores it. */
export function dayOf(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** A short key for the limiter: no keyword text or address kept in memory or Redis as is. */
function countKey(client: string, folded: string): string {
  return crypto
    .createHash('sha256')
    .update(`${client}\n${folded}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Counts a search of `keyword` by `client` (`u:<id>` or `ip:<address>`) when it found something.
 * True when it counted; false for a client already counted for the keyword in the window.
 */
export async function logSearch(input: {
  keyword: string;
  client: string;
  found: boolean;
  now?: Date;
}): Promise<boolean> {
  const display = input.keyword.normalize('NFC').trim().replace(/\s+/g, ' ');
  const keyword = fold(display);
  if (!keyword || !input.found) return false;
  // One count per client and keyword per hot window (SEARCH_HOT_COUNTED).
  if (!(await countHotSearch(countKey(input.client, keyword)))) return false;
  const now = input.now ?? new Date();
  await db()
    .insert(searchLog)
    .values({ keyword, day: dayOf(now), display, hits: 1, found: true })
    .onConflictDoUpdate({
      target: [searchLog.keyword, searchLog.day],
      set: {
        hits: sql`${searchLog.hits} + 1`,
        display: sql`excluded.display`,
        found: sql`${searchLog.found} or excluded.found`,
      },
    });
  await prune(now);
  return true;
}

/** Days of search_log kept: the hot window and a margin for looking back at trends. */
export const LOG_KEEP_DAYS = 90;
let prunedAt = 0;

/** Drops the rows past LOG_KEEP_DAYS, at most once an hour per process (an indexed delete). */
async function prune(now: Date): Promise<void> {
  if (now.getTime() - prunedAt < 3_600_000) return;
  prunedAt = now.getTime();
  const before = dayOf(new Date(now.getTime() - LOG_KEEP_DAYS * 86_400_000));
  await db().delete(searchLog).where(lt(searchLog.day, before));
}

export type OrganicHot = {
  /** The folded keyword (its identity). */
  keyword: string;
  /** The spelling last typed. */
  name: string;
  /** Different clients in the window. */
  clients: number;
};

/** How many rows to read for a list of `limit` after blocked words are dropped. */
const OVERSAMPLE = 5;

/**
 * The hot keywords: searched by at least HOT_MIN_CLIENTS clients in the last HOT_WINDOW_DAYS
 * days, found something, hold no blocked word; the most searched first, then alphabetically.
 */
export async function organicHot(limit: number, now: Date = new Date()): Promise<OrganicHot[]> {
  const from = dayOf(new Date(now.getTime() - (HOT_WINDOW_DAYS - 1) * 86_400_000));
  const clients = sql<number>`sum(${searchLog.hits})`.mapWith(Number);
  const rows = await db()
    .select({
      keyword: searchLog.keyword,
      name: sql<string>`(array_agg(${searchLog.display} order by ${searchLog.day} desc))[1]`,
      clients,
    })
    .from(searchLog)
    .where(and(gte(searchLog.day, from), eq(searchLog.found, true)))
    .groupBy(searchLog.keyword)
    .having(sql`sum(${searchLog.hits}) >= ${HOT_MIN_CLIENTS}`)
    .orderBy(desc(clients), asc(searchLog.keyword))
    .limit(limit * OVERSAMPLE);
  const allowed = await hotFilter();
  return rows.filter((r) => allowed(r.name) && allowed(r.keyword)).slice(0, limit);
}

/**
 * A stable id for an organic hot keyword (universal/getHot items carry one): 2^30 + a hash of
 * the folded keyword, above the editorial hot_searches ids.
 */
export function organicId(keyword: string): number {
  const h = crypto.createHash('sha256').update(keyword).digest();
  return 2 ** 30 + (h.readUInt32BE(0) % 2 ** 30);
}
