import crypto from 'node:crypto';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { closeDb, migrate, openPglite, setHandleForTests, type Db } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';

/**
 * A fresh database for one test file: an in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the API suite both ways).
 */
export async function freshDb(): Promise<{ cleanup: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    setHandleForTests(openPglite());
    await migrate();
    return { cleanup: () => closeDb() };
  }
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: target.toString(), max: 5 });
  // An idle client whose backend goes away (the forced drop at cleanup) emits 'error'; unhandled,
  // that event would fail whichever test is running. Queries still report their own errors.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema }) as unknown as Db;
  setHandleForTests({ db, kind: 'postgres', close: () => pool.end() });
  await migrate();
  return {
    cleanup: async () => {
      await closeDb();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
