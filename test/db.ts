import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { closeDb, handle, migrate, openPglite, setHandleForTests, type Db } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';

/**
 * A database state that several test files start from: made once per Jest run by `build` (on a
 * migrated, empty database), then copied for each file. `key` names it, so it must change when
 * `build` would make something else (a seed's `now`, its options …).
 */
export type DbTemplate = { key: string; build: () => Promise<unknown> };

/**
 * The hook timeout of a file that seeds the match data (`{ matches: true }`), or of a test that
 * builds a template: seconds when quiet, but CI runs two such files at once next to PostgreSQL,
 * where it once passed 30 s.
 */
export const SEED_TIMEOUT = 180_000;

/** Migrated and nothing more. */
export const MIGRATED: DbTemplate = { key: 'migrated', build: async () => undefined };

/**
 * A fresh database for one test file: an in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the database tests both ways).
 *
 * It starts as a private copy of `template`, which the first file that asks for it builds and
 * every later one reuses (docs/decisions/023-fast-test-runs.md): on PGlite a dump of the template's data
 * directory (`dumpDataDir`) loaded into a new instance, on PostgreSQL `CREATE DATABASE … TEMPLATE`.
 * Writes in one copy are never seen by another, nor by the template (test/db-isolation*.test.ts).
 */
export async function freshDb(
  template: DbTemplate = MIGRATED,
): Promise<{ cleanup: () => Promise<void> }> {
  await closeDb();
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dump = await pgliteTemplate(template);
    setHandleForTests(openPglite(undefined, { loadDataDir: new Blob([new Uint8Array(dump)]) }));
    return { cleanup: () => closeDb() };
  }
  const tpl = await postgresTemplate(url, template);
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name} template ${tpl}`);
  setHandleForTests({ ...postgresHandle(url, name), migrated: Promise.resolve() });
  return {
    cleanup: async () => {
      await closeDb();
      await dropDatabase(url, name);
    },
  };
}

/**
 * Where this run keeps its templates: the folder the API project's global setup made
 * (test/global-setup.ts, shared by every worker), or one of this process's own.
 */
function templateDir(): string {
  let dir = process.env.TEST_DB_TEMPLATE_DIR;
  if (!dir) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportlive-db-templates-'));
    process.env.TEST_DB_TEMPLATE_DIR = dir;
  }
  return dir;
}

const keyHash = (key: string) => crypto.createHash('sha256').update(key).digest('hex').slice(0, 12);

/**
 * Makes `file` once across every worker of the run: the first caller takes the lock (an exclusive
 * mkdir) and writes it; the others wait until it appears. A build that fails frees the lock, so
 * the next caller tries again (and reports its own error).
 */
async function once(file: string, make: () => Promise<Buffer | string>): Promise<Buffer> {
  const lock = `${file}.lock`;
  for (;;) {
    if (fs.existsSync(file)) return fs.readFileSync(file);
    try {
      fs.mkdirSync(lock);
    } catch {
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    try {
      if (!fs.existsSync(file)) {
        const body = await make();
        fs.writeFileSync(`${file}.tmp`, body);
        fs.renameSync(`${file}.tmp`, file);
      }
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

async function pgliteTemplate(template: DbTemplate): Promise<Buffer> {
  const file = path.join(templateDir(), `pglite-${keyHash(template.key)}.tar`);
  return once(file, async () => {
    setHandleForTests(openPglite());
    try {
      await migrate();
      await template.build();
      const dump = await handle().pglite!.dumpDataDir('none');
      return Buffer.from(await dump.arrayBuffer());
    } finally {
      await closeDb();
    }
  });
}

/** The template database's name; the marker file beside the dumps names it for global teardown. */
async function postgresTemplate(url: string, template: DbTemplate): Promise<string> {
  const dir = templateDir();
  const run = keyHash(dir).slice(0, 8);
  const name = `tpl_${run}_${keyHash(template.key)}`;
  await once(path.join(dir, `postgres-${name}`), async () => {
    await dropDatabase(url, name);
    await adminQuery(url, `create database ${name}`);
    setHandleForTests(postgresHandle(url, name));
    try {
      await migrate();
      await template.build();
    } catch (err) {
      await closeDb();
      await dropDatabase(url, name);
      throw err;
    }
    // No one may be connected to a template while it is copied.
    await closeDb();
    return name;
  });
  return name;
}

function postgresHandle(url: string, name: string) {
  const target = new URL(url);
  target.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: target.toString(), max: 5 });
  // An idle client whose backend goes away (the forced drop at cleanup) emits 'error'; unhandled,
  // that event would fail whichever test is running. Queries still report their own errors.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres' as const, close: () => pool.end() };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await adminQuery(url, `drop database if exists ${name} with (force)`);
}
