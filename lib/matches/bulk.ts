import 'server-only';
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** Anything that runs SQL: the database or a transaction. */
export type Executor = { execute: (query: SQL) => Promise<{ rows: unknown[] }> };

type Row<T extends PgTable> = T['$inferInsert'];
type Key<T extends PgTable> = keyof Row<T> & string;

export type BulkOptions<T extends PgTable> = {
  /** Unique columns to detect existing rows; without it a conflict is an error. */
  conflict?: Key<T>[];
  /** Columns to overwrite on conflict; none: keep the existing row. */
  update?: Key<T>[];
  /** A timestamp column set to now() whenever `update` rewrites a row (not compared). */
  touch?: Key<T>;
  returning?: Key<T>[];
  chunk?: number;
};

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** serial columns insert as plain integers. */
function recordsetType(column: PgColumn): string {
  const type = column.getSQLType();
  if (type === 'serial') return 'integer';
  if (type === 'bigserial') return 'bigint';
  if (type === 'smallserial') return 'smallint';
  return type;
}

/**
 * Inserts many rows in one statement per chunk: the rows travel as one jsonb parameter that
 * `jsonb_to_recordset` turns back into a table. On PGlite this is ~5× faster than a multi-row
 * VALUES list (one parameter instead of rows × columns, one small plan), which keeps the seed
 * fast enough to run in every test file. Rows must all carry the same keys.
 */
export async function bulkInsert<T extends PgTable, R = Record<string, unknown>>(
  ex: Executor,
  table: T,
  rows: Row<T>[],
  opts: BulkOptions<T> = {},
): Promise<R[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]).filter((k) => k in columns);
  const names = keys.map((k) => columns[k].name);
  const defs = keys.map((k) => `${q(columns[k].name)} ${recordsetType(columns[k])}`).join(', ');
  const list = names.map(q).join(', ');
  let tail = '';
  if (opts.conflict) {
    const target = opts.conflict.map((k) => q(columns[k].name)).join(', ');
    const update = opts.update ?? [];
    if (update.length) {
      let set = update
        .map((k) => `${q(columns[k].name)} = excluded.${q(columns[k].name)}`)
        .join(', ');
      if (opts.touch) set += `, ${q(columns[opts.touch].name)} = now()`;
      // Rewrite only rows that differ, so a second seed run leaves the table untouched.
      const cur = update.map((k) => `${q(getTableName(table))}.${q(columns[k].name)}`).join(', ');
      const exc = update.map((k) => `excluded.${q(columns[k].name)}`).join(', ');
      tail = ` on conflict (${target}) do update set ${set} where (${cur}) is distinct from (${exc})`;
    } else {
      tail = ` on conflict (${target}) do nothing`;
    }
  }
  if (opts.returning?.length) {
    tail += ` returning ${opts.returning.map((k) => `${q(columns[k].name)} as ${q(k)}`).join(', ')}`;
  }
  const size = opts.chunk ?? 4000;
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const payload = rows.slice(i, i + size).map((row) => {
      const o: Record<string, unknown> = {};
      const r = row as Record<string, unknown>;
      keys.forEach((k, j) => {
        o[names[j]] = r[k] ?? null;
      });
      return o;
    });
    const query = sql.raw(
      `insert into ${q(getTableName(table))} (${list}) select ${list} from jsonb_to_recordset(`,
    );
    const res = await ex.execute(
      sql.join(
        [query, sql`${JSON.stringify(payload)}::jsonb`, sql.raw(`) as x(${defs})${tail}`)],
        sql.raw(''),
      ),
    );
    out.push(...(res.rows as R[]));
  }
  return out;
}
