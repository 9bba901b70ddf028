/**
 * Issue 29 §3 "disk full in DATA_DIR" for the embedded database: PGlite keeps its data in
 * DATA_DIR/pglite, so a full disk refuses its writes too. A write that needs room then fails
 * with PostgreSQL's 53100 disk_full, which the API answers as the retryable 503
 * `serviceUnavailable` (not a 500, not a crash); reads keep working, and writes work again once
 * space is freed. On a REAL full
 * filesystem (a tmpfs mounted for the test): needs root (test/root-tests.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { useSitePglite } from '@/test/site-db';
import { partFailure } from '@/lib/errors/unavailable';
import { seed } from '@/lib/db/seed';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import { describeRoot } from '@/test/root-tests';

describeRoot('PGlite on a full disk', ['/usr/bin/mount', '/usr/bin/umount'], () => {
  let t: TestApi;
  let token: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-full-test-'));
  const filler = path.join(dir, 'filler');
  let mounted = false;

  beforeAll(async () => {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=96m', 'tmpfs', dir]);
    mounted = true;
    t = await createTestApi();
    // The API's database: a PGlite on the small filesystem, opened as DATA_DIR/pglite is
    // (lib/db/client.ts), migrated and seeded.
    await useSitePglite(path.join(dir, 'pglite'));
    await seed({ matches: false, content: false });
    ({ token } = await registerUser(t));
  }, 120_000);

  afterAll(async () => {
    fs.rmSync(filler, { force: true });
    try {
      await t?.cleanup();
    } finally {
      if (mounted) execFileSync('umount', [dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  function fill() {
    const fd = fs.openSync(filler, 'w');
    const block = Buffer.alloc(64 * 1024, 1);
    try {
      for (;;) fs.writeSync(fd, block);
    } catch (err) {
      expect((err as NodeJS.ErrnoException).code).toBe('ENOSPC');
    } finally {
      fs.closeSync(fd);
    }
  }

  const sign = (signature: string) =>
    t.call('member/updateInfo', { params: { signature }, token, lang: 'en' });

  test('a write that needs room fails with the retryable 503, reads keep working, and writes resume once freed', async () => {
    // A table of this test's own, so the write below must grow a file (updating a row in
    // place needs no room and succeeds even on a full disk).
    await db().execute(sql`create table fill_test (v text)`);
    fill();
    const bulk = () =>
      db().execute(
        sql`insert into fill_test select repeat('x', 1000) from generate_series(1, 2000)`,
      );
    const err: unknown = await bulk().then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).not.toBeNull();
    // What the API answers for it (lib/api/app.ts asks partFailure).
    expect(partFailure(err)).toMatchObject({ key: 'serviceUnavailable', status: 503 });
    // The process and the database are alive: reads and in-place writes through the API work.
    expect((await t.call('user/info', { token })).code).toBe(0);
    expect(await sign('on a full disk')).toMatchObject({ status: 200, code: 0 });

    fs.rmSync(filler);
    await bulk();
    expect(await sign('after')).toMatchObject({ status: 200, code: 0 });
    expect((await t.call('user/info', { token })).data.signature).toBe('after');
  }, 120_000);
});
