import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { env } from '@/lib/env';
import * as schema from './schema';
import { clearMemos } from '@/lib/cache/memo';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

type Handle = {
  db: Db;
  close: () => Promise<void>;
  kind: 'pglite' | 'postgres';
  migrated?: Promise<void>;
  /** The PGlite behind `db` (tests dump it as a template: test/db.ts). */
  pglite?: PGlite;
};

// One database handle per process, shared by server.ts and Next's bundles through globalThis:
// PGlite has no cross-process lock, and two instances on one directory lose writes.
const g = globalThis as unknown as { __db?: Handle };

export const migrationsFolder = path.resolve(process.cwd(), 'lib/db/migrations');

function open(): Handle {
  const e = env();
  if (e.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: e.DATABASE_URL, max: 10 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', (err) => console.warn('postgres idle client error:', err.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dir = path.join(e.DATA_DIR, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}

/**
 * A PGlite handle on a directory, or in memory when `dir` is omitted (tests). `loadDataDir` starts
 * it from a dump of another instance's data directory (`dumpDataDir`), already migrated.
 */
export function openPglite(dir?: string, opts: { loadDataDir?: Blob } = {}): Handle {
  // `new PGlite(undefined, options)` would drop the options: they go first without a directory.
  const options = opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {};
  const client = dir === undefined ? new PGlite(options) : new PGlite(dir, options);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    pglite: client,
    ...(opts.loadDataDir ? { migrated: Promise.resolve() } : {}),
  };
}

/** Tests install their own handle (an in-memory PGlite, or PostgreSQL) before the first query. */
export function setHandleForTests(h: Handle | undefined): void {
  g.__db = h;
  // Memoised reads (settings, teams …) belong to the database they were read from.
  clearMemos();
}

export function handle(): Handle {
  g.__db ??= open();
  return g.__db;
}

export function db(): Db {
  return handle().db;
}

/** Applies the committed migrations once per process. */
export function migrate(): Promise<void> {
  const h = handle();
  h.migrated ??= (
    h.kind === 'postgres'
      ? migratePg(h.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder })
      : migratePglite(h.db, { migrationsFolder })
  ).then(() => undefined);
  return h.migrated;
}

export async function closeDb(): Promise<void> {
  const h = g.__db;
  g.__db = undefined;
  clearMemos();
  if (h) await h.close();
}
