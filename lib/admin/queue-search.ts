import 'server-only';
import { asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { QueueSort, SortDir } from './queue-limits';

/**
 * What the four review queues' lists share (issue 27 "Review queues"): the search by the user's
 * nickname or mobile or by an id, the order, and the counts per status shown in the filter.
 * Each list joins its rows' `users` row.
 */

/** The search `q` as a condition on the joined `users` and the item's id (undefined: no search). */
export function queueSearch(q: string | undefined, itemId: AnyPgColumn): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const conds: SQL[] = [ilike(users.nickname, like), ilike(users.mobile, like)];
  if (/^\d{1,9}$/.test(text)) {
    const n = Number(text);
    conds.push(eq(itemId, n), eq(users.id, n));
  }
  return or(...conds);
}

/** The list's order: by time (or by amount when the queue has one), ties by id the same way. */
export function queueOrder(
  opts: { sort?: QueueSort; dir?: SortDir },
  cols: { time: AnyPgColumn; id: AnyPgColumn; amount?: AnyPgColumn },
): SQL[] {
  const by = opts.dir === 'asc' ? asc : desc;
  const col = opts.sort === 'amount' && cols.amount ? cols.amount : cols.time;
  return [by(col), by(cols.id)];
}

/** [waiting, passed, failed] items matching `search`, whatever the status filter. */
export async function statusCounts(
  table: PgTable,
  cols: { status: AnyPgColumn; userId: AnyPgColumn },
  search: SQL | undefined,
): Promise<number[]> {
  const rows = await db()
    .select({ status: cols.status, n: count() })
    .from(table)
    .innerJoin(users, eq(users.id, cols.userId))
    .where(search)
    .groupBy(cols.status);
  const counts = [0, 0, 0];
  for (const r of rows)
    if (typeof r.status === 'number' && r.status in counts) counts[r.status] = Number(r.n);
  return counts;
}
