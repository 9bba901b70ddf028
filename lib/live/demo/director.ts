import 'server-only';
import { and, asc, eq, gte, inArray, like, lte } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { broadcasts, matches, rooms } from '@/lib/db/schema';
import { log } from '@/lib/log';

/**
 * The demo's director: the demo anchors commentate the matches live now, also days after the
 * seed. Whenever a demo room's match is over (or it has none), it moves to a match of its sport
 * live now (else the next to kick off), preferring one no other room of its language covers.
 * Only the demo's rooms (stream names `demo…`, lib/live/demo/seed.ts) and only with the
 * simulated feed, whose matches are generated around the clock.
 */

const HOUR = 3600_000;

export async function directDemoRooms(now: Date = new Date()): Promise<number> {
  const demoRooms = await db()
    .select({
      id: rooms.id,
      sport: rooms.sport,
      language: rooms.language,
      matchId: rooms.matchId,
      broadcastId: rooms.broadcastId,
    })
    .from(rooms)
    .where(and(like(rooms.streamName, 'demo%'), inArray(rooms.sport, ['football', 'basketball'])));
  if (demoRooms.length === 0) return 0;
  const candidates = await db()
    .select({
      id: matches.id,
      sport: matches.sport,
      status: matches.status,
      kickoff: matches.kickoff,
    })
    .from(matches)
    .where(
      and(
        gte(matches.kickoff, new Date(now.getTime() - 3 * HOUR)),
        // Two days ahead: at some hours no match of a sport kicks off for a while (basketball
        // in the European morning), and a room then previews the next one rather than none.
        lte(matches.kickoff, new Date(now.getTime() + 48 * HOUR)),
        inArray(matches.status, ['live', 'scheduled']),
      ),
    )
    .orderBy(asc(matches.kickoff), asc(matches.id));
  const open = new Map(candidates.map((m) => [m.id, m]));
  const usable = (sport: string) => [
    ...candidates.filter((m) => m.sport === sport && m.status === 'live'),
    ...candidates.filter((m) => m.sport === sport && m.status === 'scheduled' && m.kickoff >= now),
  ];
  const taken = new Set(
    demoRooms
      .filter((r) => r.matchId && open.has(r.matchId))
      .map((r) => `${r.language}:${r.matchId}`),
  );
  let moved = 0;
  for (const r of demoRooms) {
    const current = r.matchId ? open.get(r.matchId) : undefined;
    // A match on, or still to come: the anchor stays with it.
    if (
      current &&
      (current.status === 'live' || current.kickoff.getTime() >= now.getTime() - 10 * 60_000)
    )
      continue;
    const pool = usable(r.sport);
    const next = pool.find((m) => !taken.has(`${r.language}:${m.id}`)) ?? pool[0];
    if (!next || next.id === r.matchId) continue;
    taken.add(`${r.language}:${next.id}`);
    await db().update(rooms).set({ matchId: next.id }).where(eq(rooms.id, r.id));
    if (r.broadcastId)
      await db()
        .update(broadcasts)
        .set({ matchId: next.id })
        .where(eq(broadcasts.id, r.broadcastId));
    moved++;
  }
  return moved;
}

/** Runs the director now and then every `intervalMs`; the result stops it. */
export function startDemoDirector(intervalMs = 60_000): () => void {
  const run = () => {
    void directDemoRooms().catch((err) => log().warn({ err }, 'demo director failed'));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
