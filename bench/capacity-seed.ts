/**
 * Run by bench/capacity.ts against the cluster's database (DATABASE_URL) after the cluster seeded
 * everything but matches: adds the demo matches and a busy football day of CAPACITY_DAY_MATCHES
 * (bench data only, as bench/site-server.ts does), then prints, as its last line, the JSON of
 * the ids the page step requests: today's football matches, published articles, rooms (those on
 * air, `live` < `offline`, first).
 */
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { closeDb, db } from '@/lib/db/client';
import { articles } from '@/lib/db/schema/content';
import { rooms } from '@/lib/db/schema/live';
import { matches } from '@/lib/db/schema/matches';
import { seedBusyDay } from '@/lib/matches/demo/busy-day';
import { seedMatches } from '@/lib/matches/demo/seed';
import { matchDay, matchDayRange } from '@/lib/matches/service';

const dayMatches = Number(process.env.CAPACITY_DAY_MATCHES ?? 300);
await seedMatches();
if (dayMatches > 0) await seedBusyDay({ sport: 'football', total: dayMatches });
const { from, to } = matchDayRange(matchDay(new Date()));
const [m, a, r] = await Promise.all([
  db()
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.sport, 'football'), gte(matches.kickoff, from), lt(matches.kickoff, to)))
    .orderBy(asc(matches.id))
    .limit(20),
  db()
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.status, 'published'))
    .orderBy(desc(articles.publishedAt))
    .limit(20),
  db().select({ id: rooms.id }).from(rooms).orderBy(asc(rooms.state), asc(rooms.id)).limit(20),
]);
await closeDb();
console.log(
  JSON.stringify({
    matches: m.map((x) => x.id),
    articles: a.map((x) => x.id),
    rooms: r.map((x) => x.id),
  }),
);
