import { eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { auditLog } from '@/lib/db/schema';
import { freshDb } from '@/test/db';
import { recordAudit, type Actor } from './audit';

/**
 * Issue 27 acceptance "the audit log cannot be changed, even with SQL that bypasses the domain":
 * the database itself refuses UPDATE, DELETE and TRUNCATE of audit_log (the triggers of migration
 * 0015_console.sql), whatever statement asks. On PGlite here, and on PostgreSQL in the run with
 * TEST_DATABASE_URL (test/db.ts; `.ci/run`'s PostgreSQL pass).
 */

let cleanup: () => Promise<void>;
const actor: Actor = {
  user: { id: 1, isAdmin: true, staffRoles: [], nickname: 'root' },
  ip: '10.0.0.1',
  userAgent: 'jest',
};

beforeAll(async () => {
  ({ cleanup } = await freshDb());
  await db().transaction(async (tx) => {
    await recordAudit(tx, actor, {
      action: 'settings.update',
      targetType: 'settings',
      targetId: 'signup_bonus',
      before: { amount: 10 },
      after: { amount: 20 },
    });
    await recordAudit(tx, actor, { action: 'user.ban', targetType: 'user', targetId: 7 });
  });
});
afterAll(async () => {
  await cleanup?.();
});

const rows = () => db().select().from(auditLog).orderBy(auditLog.id);

/** Runs `statement` and returns the database's refusal (the test fails if there is none). */
async function refusal(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await db().execute(statement);
  } catch (err) {
    const e = err as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
  throw new Error('the statement was not refused');
}

describe('the audit log is append-only in the database', () => {
  it('refuses UPDATE of any column, of one row or of all', async () => {
    const before = await rows();
    expect(before).toHaveLength(2);
    const id = before[0].id;
    expect(await refusal(sql`update audit_log set action = 'nothing' where id = ${id}`)).toMatch(
      /append-only \(UPDATE\)/,
    );
    expect(await refusal(sql`update audit_log set "after" = null`)).toMatch(/append-only/);
    expect(await refusal(sql`update audit_log set created_at = now() - interval '1 year'`)).toMatch(
      /append-only/,
    );
    // Through the query builder too: it is the same statement.
    await expect(
      db().update(auditLog).set({ ip: '0.0.0.0' }).where(eq(auditLog.id, id)),
    ).rejects.toThrow();
    expect(await rows()).toEqual(before);
  });

  it('refuses DELETE, of one row or of all', async () => {
    const before = await rows();
    expect(await refusal(sql`delete from audit_log where id = ${before[1].id}`)).toMatch(
      /append-only \(DELETE\)/,
    );
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/);
    await expect(
      db()
        .delete(auditLog)
        .where(sql`true`),
    ).rejects.toThrow();
    expect(await rows()).toEqual(before);
  });

  it('refuses TRUNCATE', async () => {
    const before = await rows();
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only \(TRUNCATE\)/);
    expect(await refusal(sql`truncate table audit_log restart identity cascade`)).toMatch(
      /append-only/,
    );
    expect(await rows()).toEqual(before);
  });

  it('refuses an update disguised as an insert (ON CONFLICT DO UPDATE)', async () => {
    const before = await rows();
    expect(
      await refusal(sql`insert into audit_log (id, actor_id, action, target_type)
        values (${before[0].id}, 1, 'x', 'y')
        on conflict (id) do update set action = 'rewritten'`),
    ).toMatch(/append-only/);
    expect(await rows()).toEqual(before);
  });

  it('a refused change inside a transaction rolls the whole transaction back', async () => {
    const before = await rows();
    await expect(
      db().transaction(async (tx) => {
        await recordAudit(tx, actor, { action: 'user.warn', targetType: 'user', targetId: 8 });
        await tx.execute(sql`delete from audit_log where action = 'user.ban'`);
      }),
    ).rejects.toThrow();
    expect(await rows()).toEqual(before);
  });

  it('still takes new rows', async () => {
    await recordAudit(db(), actor, { action: 'user.unban', targetType: 'user', targetId: 7 });
    expect((await rows()).map((r) => r.action)).toEqual([
      'settings.update',
      'user.ban',
      'user.unban',
    ]);
  });
});
