import 'server-only';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import { handle } from '@/lib/db/client';

/**
 * pg-boss's `db` option on the site's own database (docs/decisions/025-job-runner.md): the jobs
 * share the one PGlite instance of the embedded default, or the PostgreSQL pool, instead of
 * pg-boss opening connections of its own.
 */
type Handle = ReturnType<typeof handle>;

/**
 * PGlite answers a statement with parameters through `query` (the extended protocol), and
 * pg-boss's schema creation, migrations and maintenance, which are several statements in one
 * string (`BEGIN; …; COMMIT;`), through `exec`, whose last result is the answer. Both wait for
 * any transaction the site has open on the instance (PGlite serialises them).
 */
function pgliteDb(client: NonNullable<Handle['pglite']>): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** On PostgreSQL, the pool's `query` is what pg-boss's own connection would do. */
function poolDb(pool: pg.Pool): PgBoss.Db {
  return { executeSql: (text, values) => pool.query(text, values) };
}

/**
 * Runs `fn` with a pg-boss `db` inside one transaction that holds an advisory lock, so instances
 * starting together declare their queues one after the other: pg-boss creates a queue's table
 * with DDL, and two instances creating the same queue at once deadlock on PostgreSQL. On PGlite
 * (one connection) the transaction only keeps the setup together.
 */
export async function inSetupTransaction<T>(
  fn: (db: PgBoss.Db) => Promise<T>,
  h: Handle = handle(),
): Promise<T> {
  if (h.kind === 'pglite') {
    if (!h.pglite) throw new Error('the PGlite handle has no client');
    return h.pglite.transaction((tx) =>
      fn({
        async executeSql(text, values) {
          if (values?.length) return tx.query(text, values);
          const results = await tx.exec(text);
          return results.at(-1) ?? { rows: [] };
        },
      }),
    );
  }
  // Another instance's runner, already started, can still lock pg-boss's tables in the other
  // order (a deadlock, 40P01, seen with three instances starting together): PostgreSQL aborts one
  // side, which declares its queues again a moment later.
  for (let attempt = 1; ; attempt++) {
    const client = await poolOf(h).connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT pg_advisory_xact_lock(hashtext('sportlive.jobs.setup'))`);
      const result = await fn({ executeSql: (text, values) => client.query(text, values) });
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      if ((err as { code?: string }).code !== '40P01' || attempt >= 5) throw err;
    } finally {
      client.release();
    }
    await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * attempt));
  }
}

// drizzle keeps the pool it was made with (lib/db/client.ts, test/db.ts) as `$client`.
const poolOf = (h: Handle) => (h.db as unknown as { $client: pg.Pool }).$client;

/** The `db` pg-boss runs on: the process's database handle (or `h`). */
export function jobsDb(h: Handle = handle()): PgBoss.Db {
  if (h.kind === 'pglite') {
    if (!h.pglite) throw new Error('the PGlite handle has no client');
    return pgliteDb(h.pglite);
  }
  return poolDb(poolOf(h));
}
