import { and, eq, inArray, like } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { broadcasts, matches, rooms } from '@/lib/db/schema';
import { createTestApi, SEED_TIMEOUT, type TestApi } from '@/test/api';
import { directDemoRooms } from './director';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({}, { matches: true });
}, SEED_TIMEOUT);
afterAll(() => t?.cleanup());

describe('the demo director', () => {
  it('moves a demo room off a finished match onto one of its sport live or next', async () => {
    const [finished] = await db()
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.sport, 'football'), eq(matches.status, 'finished')))
      .limit(1);
    const [room] = await db()
      .select()
      .from(rooms)
      .where(
        and(like(rooms.streamName, 'demo%'), eq(rooms.sport, 'football'), eq(rooms.state, 'live')),
      )
      .limit(1);
    await db().update(rooms).set({ matchId: finished.id }).where(eq(rooms.id, room.id));
    expect(await directDemoRooms()).toBeGreaterThanOrEqual(1);

    const demo = await db()
      .select()
      .from(rooms)
      .where(
        and(like(rooms.streamName, 'demo%'), inArray(rooms.sport, ['football', 'basketball'])),
      );
    const ids = demo.flatMap((r) => (r.matchId ? [r.matchId] : []));
    const byId = new Map(
      (await db().select().from(matches).where(inArray(matches.id, ids))).map((m) => [m.id, m]),
    );
    for (const r of demo) {
      const m = byId.get(r.matchId!);
      expect(m).toBeDefined();
      expect(m!.sport).toBe(r.sport);
      expect(['live', 'scheduled']).toContain(m!.status);
    }
    // The room's broadcast follows it.
    const [moved] = await db().select().from(rooms).where(eq(rooms.id, room.id));
    const [b] = await db().select().from(broadcasts).where(eq(broadcasts.id, moved.broadcastId!));
    expect(b.matchId).toBe(moved.matchId);
    // Rooms of one language spread over matches while there are enough.
    const zhFootball = demo.filter((r) => r.language === 'zh' && r.sport === 'football');
    expect(new Set(zhFootball.map((r) => r.matchId)).size).toBe(zhFootball.length);
    // A second run moves nothing: every room is on a match that is on.
    expect(await directDemoRooms()).toBe(0);
  });

  it('leaves rooms that are not the demo’s alone', async () => {
    const [finished] = await db()
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.status, 'finished'))
      .limit(1);
    const [someone] = await db().select().from(rooms).limit(1);
    await db()
      .update(rooms)
      .set({ streamName: 'sOwnStream1', matchId: finished.id })
      .where(eq(rooms.id, someone.id));
    await directDemoRooms();
    const [after] = await db().select().from(rooms).where(eq(rooms.id, someone.id));
    expect(after.matchId).toBe(finished.id);
  });
});
