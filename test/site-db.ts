/**
 * For the tests of a failing database (issue 29 §3): the API's database opened the way the site
 * opens it in production (lib/db/client.ts), not the test copy of test/db.ts: PostgreSQL through
 * the site's pool and its settings (PG_POOL), or PGlite on a directory as DATA_DIR/pglite. The
 * caller has a test database from test/db.ts first (createTestApi) and its cleanup closes this one.
 */
import { closeDb, migrate, openPglite, openPostgres, setHandleForTests } from '@/lib/db/client';

/** Replaces the API's database by `url` (an already migrated database) through the site's pool. */
export async function useSitePostgres(url: string): Promise<void> {
  await closeDb();
  setHandleForTests({ ...openPostgres(url), migrated: Promise.resolve() });
}

/** Replaces the API's database by a PGlite on `dir`, migrated. */
export async function useSitePglite(dir: string): Promise<void> {
  await closeDb();
  setHandleForTests(openPglite(dir));
  await migrate();
}
