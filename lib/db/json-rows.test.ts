import { asc, desc, eq, gte, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { matches, rounds, seasons, standings, teams } from '@/lib/db/schema';
import { freshDb } from '@/test/db';
import { matchesTemplate } from '@/test/templates';
import { jsonRows } from './json-rows';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await freshDb(matchesTemplate(new Date('2026-03-12T12:00:00Z'))));
}, 120_000);
afterAll(() => cleanup());

/** The same query read both ways gives the same rows, in the same order, with the same types. */
async function same<Q extends Parameters<typeof jsonRows>[0]>(query: () => Q) {
  const plain = await query().execute();
  const packed = await jsonRows(query());
  expect(packed).toEqual(plain);
  return packed;
}

describe('jsonRows', () => {
  it('reads a table and a left-joined one, a round-less match giving a null group', async () => {
    // A match without a round, so that the left join matches nothing for it.
    const [first] = await db().select({ id: matches.id }).from(matches).limit(1);
    await db().update(matches).set({ roundId: null }).where(eq(matches.id, first.id));
    const rows = await same(() =>
      db()
        .select({ m: matches, r: rounds })
        .from(matches)
        .leftJoin(rounds, eq(rounds.id, matches.roundId))
        .orderBy(asc(matches.kickoff), asc(matches.id))
        .limit(500),
    );
    expect(rows.length).toBe(500);
    expect(rows.some((row) => row.r === null)).toBe(true);
    expect(rows.some((row) => row.r !== null)).toBe(true);
    const row = rows.find((x) => x.m.periodScores.length > 0) ?? rows[0];
    expect(row.m.kickoff).toBeInstanceOf(Date);
    expect(Array.isArray(row.m.periodScores)).toBe(true);
  });

  it('keeps the order of a descending sort with a limit', async () => {
    const rows = await same(() =>
      db()
        .select({ id: matches.id, kickoff: matches.kickoff, status: matches.status })
        .from(matches)
        .orderBy(desc(matches.kickoff), desc(matches.id))
        .limit(300),
    );
    const times = rows.map((r) => r.kickoff.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('reads text in every script, dates, reals and booleans as drizzle does', async () => {
    const names = await same(() => db().select({ t: teams }).from(teams).orderBy(asc(teams.id)));
    expect(names.some((r) => /[\u4e00-\u9fff]/.test(r.t.nameZh))).toBe(true);
    await same(() => db().select({ s: seasons }).from(seasons).orderBy(asc(seasons.id)));
    await same(() =>
      db().select({ s: standings }).from(standings).orderBy(asc(standings.id)).limit(200),
    );
  });

  it('reads inside the transaction it is given', async () => {
    const [{ id }] = await db().select({ id: matches.id }).from(matches).limit(1);
    let seen: string | undefined;
    await db()
      .transaction(async (tx) => {
        await tx.update(matches).set({ matchStr: 'in-tx' }).where(eq(matches.id, id));
        const rows = await jsonRows(
          tx
            .select({ id: matches.id, s: matches.matchStr })
            .from(matches)
            .where(eq(matches.id, id)),
          tx,
        );
        seen = rows[0]?.s;
        tx.rollback();
      })
      .catch(() => undefined);
    expect(seen).toBe('in-tx');
    const [after] = await db()
      .select({ s: matches.matchStr })
      .from(matches)
      .where(eq(matches.id, id));
    expect(after.s).not.toBe('in-tx');
  });

  it('answers [] for no rows', async () => {
    expect(
      await jsonRows(
        db()
          .select({ id: matches.id })
          .from(matches)
          .where(gte(matches.id, 2 ** 30)),
      ),
    ).toEqual([]);
  });

  it('runs a select of expressions as it is', async () => {
    const rows = await same(() =>
      db()
        .select({ id: matches.id, twice: sql<number>`${matches.id} * 2`.mapWith(Number) })
        .from(matches)
        .orderBy(asc(matches.id))
        .limit(5),
    );
    expect(rows[0].twice).toBe(rows[0].id * 2);
  });
});
