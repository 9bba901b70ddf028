/**
 * The two databases a bench child measures, one after the other: PGlite in a throw-away folder,
 * then a throw-away database on the machine's PostgreSQL (dropped afterwards), each installed as
 * the process's database handle while `measure` runs. A PostgreSQL that cannot be reached is a
 * skipped target with the reason, never a failed bench.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../lib/db/client';

export type DbTarget = 'pglite' | 'postgres';

export async function onDbTargets<R>(opts: {
  /** Names the temporary folder and database (`bench_<label>_…`). */
  label: string;
  /** `--target=`: only this one, or both when undefined. */
  only: string | undefined;
  /** The PostgreSQL server to create the bench database on. */
  dbUrl: string;
  measure: (target: DbTarget) => Promise<R>;
  skipped: (target: DbTarget, reason: string) => R;
}): Promise<R[]> {
  const { closeDb, openPglite, setHandleForTests } = await import('../lib/db/client');
  const results: R[] = [];

  if (!opts.only || opts.only === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${opts.label}-bench-`));
    try {
      setHandleForTests(openPglite(dir));
      results.push(await opts.measure('pglite'));
    } finally {
      await closeDb();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  if (!opts.only || opts.only === 'postgres') {
    const pg = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const schema = await import('../lib/db/schema');
    const name = `bench_${opts.label}_${crypto.randomBytes(5).toString('hex')}`;
    const admin = async (q: string) => {
      const c = new pg.Client({ connectionString: opts.dbUrl });
      await c.connect();
      try {
        await c.query(q);
      } finally {
        await c.end();
      }
    };
    try {
      await admin(`create database ${name}`);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      results.push(opts.skipped('postgres', `no PostgreSQL at ${opts.dbUrl}: ${reason}`));
      return results;
    }
    const target = new URL(opts.dbUrl);
    target.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: target.toString(), max: 10 });
    pool.on('error', () => undefined);
    try {
      const db = drizzle(pool, { schema }) as unknown as Db;
      setHandleForTests({ db, kind: 'postgres', close: () => pool.end() });
      results.push(await opts.measure('postgres'));
    } finally {
      await closeDb();
      await admin(`drop database if exists ${name} with (force)`).catch(() => undefined);
    }
  }
  return results;
}

/** The PostgreSQL server a bench child uses: `--db=`, BENCH_DATABASE_URL, TEST_DATABASE_URL. */
export function benchDbUrl(flag: string | undefined): string {
  return (
    flag ||
    process.env.BENCH_DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/test'
  );
}
