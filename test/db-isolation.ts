/**
 * The body of test/db-isolation-{a,b}.test.ts: each test file's database is a private copy of its
 * template (test/db.ts). Two files run it, so whichever runs second would see the first one's
 * write if copies were shared; within one file, a second copy must not see the first's write
 * either, which holds whatever order the files run in.
 */
import { like } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { settings } from '@/lib/db/schema';
import { freshDb, SEED_TIMEOUT, type DbTemplate } from './db';

/** A template whose build leaves one row of its own. */
export const PROBE: DbTemplate = {
  key: 'isolation-probe',
  build: () => db().insert(settings).values({ key: 'isolation:template', value: true }),
};

const probes = async () =>
  (await db().select({ key: settings.key }).from(settings).where(like(settings.key, 'isolation:%')))
    .map((r) => r.key)
    .sort();

export function describeIsolation(file: string): void {
  describe(`the database of ${file}`, () => {
    let cleanup: (() => Promise<void>) | undefined;
    afterEach(() => cleanup?.());
    // A first copy may build the template (a migration from empty) or wait for the other file's
    // build: a seeding file's allowance, not Jest's 30 s, which a busy CI machine went past.

    it(
      'starts as the template and sees no other file’s writes',
      async () => {
        ({ cleanup } = await freshDb(PROBE));
        expect(await probes()).toEqual(['isolation:template']);
        await db()
          .insert(settings)
          .values({ key: `isolation:${file}`, value: true });
        expect(await probes()).toEqual([`isolation:${file}`, 'isolation:template']);
      },
      SEED_TIMEOUT,
    );

    it(
      'is a new copy each time: the write above is gone, and the template did not take it',
      async () => {
        ({ cleanup } = await freshDb(PROBE));
        expect(await probes()).toEqual(['isolation:template']);
        await db().delete(settings).where(like(settings.key, 'isolation:%'));
        expect(await probes()).toEqual([]);
        await cleanup();
        ({ cleanup } = await freshDb(PROBE));
        expect(await probes()).toEqual(['isolation:template']);
      },
      SEED_TIMEOUT,
    );
  });
}
