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
import { log } from '@/lib/log';

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
  if (e.DATABASE_URL) return openPostgres(e.DATABASE_URL);
  const dir = path.join(e.DATA_DIR, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}

/**
 * How the pool behaves while PostgreSQL is down or restarting (docs/architecture.md "When a part
 * fails"): a request fails within seconds with the retryable 503 of lib/errors/unavailable.ts
 * instead of waiting, and the first request after PostgreSQL is back gets a new connection.
 */
export const PG_POOL = {
  max: 10,
  /** A connection (or a free client from a busy pool) that takes longer fails the request. */
  connectionTimeoutMillis: 3_000,
  /**
   * A query with no answer on an open socket (a server gone without a reset, a cut network)
   * fails after this; longer than any query of the site, jobs included.
   */
  query_timeout: 30_000,
  /** Idle connections are closed after this, so few dead ones linger after a restart. */
  idleTimeoutMillis: 10_000,
  /** TCP keep-alive finds a silently dropped idle connection, which the pool then replaces. */
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const;

/**
 * A pool on PostgreSQL at `url` with PG_POOL's settings. A connection that dies (a restart ends
 * every session with 57P01) is dropped by the pool, which opens a new one for the next query;
 * a transaction cut by it is never committed, so PostgreSQL rolls it back whole.
 */
export function openPostgres(url: string): Handle {
  const pool = new pg.Pool({ connectionString: url, ...PG_POOL });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', (err) => log().warn({ err: err.message }, 'postgres idle client error'));
  // Nor one dropped while in use: a client whose query failed with 57P01 emits 'error' again
  // when its socket ends, after the pool's own listener has gone; without a listener of its
  // own that was an uncaught 'error' event, and a PostgreSQL restart ended the process. The
  // query's caller already has the error (and the API answers 503).
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
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
