import 'server-only';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import type { AuthUser } from '@/lib/account/auth';
import { fromTenths } from '@/lib/account/public-user';
import { db } from '@/lib/db/client';
import { broadcasts, giftSends, rooms } from '@/lib/db/schema';
import type { AnchorExperiencePage, Watchlist } from './contract';
import { LIVE_PAGE_DEFAULT, ROOM_SPORTS, type RoomSport } from './limits';
import { followedAnchors } from './rooms';

/**
 * The member centre's lists (issue 25; docs/product.md §7 `User/watchlistList`,
 * `User/anchorExperienceList`): the followed anchors a page at a time, and the anchor's own
 * broadcasts with what each brought in.
 */

type PageQuery = { page?: number; limit?: number };

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** User/watchlistList: User/attentionList's order (on air first, newest follow first), paged. */
export async function watchlist(user: AuthUser, lang: Locale, q: PageQuery): Promise<Watchlist> {
  const page = q.page ?? 1;
  const limit = q.limit ?? LIVE_PAGE_DEFAULT;
  const all = await followedAnchors(user, lang);
  return { list: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit };
}

/**
 * User/anchorExperienceList: the anchor's broadcasts, newest first: start, end, time on air, the
 * most viewers at once, and the gifts sent in the room while it was on air.
 */
export async function anchorExperience(
  anchorId: number,
  q: PageQuery,
): Promise<AnchorExperiencePage> {
  const page = q.page ?? 1;
  const limit = q.limit ?? LIVE_PAGE_DEFAULT;
  const mine = eq(rooms.anchorId, anchorId);
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select({
        id: broadcasts.id,
        roomId: broadcasts.roomId,
        title: broadcasts.title,
        sport: broadcasts.sport,
        startedAt: broadcasts.startedAt,
        endedAt: broadcasts.endedAt,
        peak: broadcasts.peakViewers,
        recorded: broadcasts.recorded,
      })
      .from(broadcasts)
      .innerJoin(rooms, eq(rooms.id, broadcasts.roomId))
      .where(mine)
      .orderBy(desc(broadcasts.startedAt), desc(broadcasts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db()
      .select({ n: count() })
      .from(broadcasts)
      .innerJoin(rooms, eq(rooms.id, broadcasts.roomId))
      .where(mine),
  ]);
  const gifts = await Promise.all(
    rows.map(async (b) => {
      const [g] = await db()
        .select({
          num: sql<number>`coalesce(sum(${giftSends.num}), 0)::int`,
          tenths: sql<number>`coalesce(sum(${giftSends.totalTenths}), 0)::bigint`,
        })
        .from(giftSends)
        .where(
          and(
            eq(giftSends.roomId, b.roomId),
            gte(giftSends.createdAt, b.startedAt),
            lt(giftSends.createdAt, b.endedAt ?? sql`now()`),
          ),
        );
      return { num: Number(g?.num ?? 0), tenths: Number(g?.tenths ?? 0) };
    }),
  );
  const now = Date.now();
  return {
    list: rows.map((b, i) => ({
      id: b.id,
      title: b.title,
      sport: (ROOM_SPORTS as readonly string[]).includes(b.sport)
        ? (b.sport as RoomSport)
        : 'other',
      started_at: unix(b.startedAt),
      ended_at: b.endedAt ? unix(b.endedAt) : null,
      // From the whole seconds shown, so that duration = ended_at − started_at on every row (a
      // show under a second across a second's boundary was 0 s long between times 1 s apart).
      duration_s: Math.max(
        0,
        (b.endedAt ? unix(b.endedAt) : Math.floor(now / 1000)) - unix(b.startedAt),
      ),
      peak_viewers: b.peak,
      gifts: gifts[i].num,
      gift_coins: fromTenths(gifts[i].tenths),
      recorded: b.recorded,
    })),
    total: n,
    page,
    limit,
  };
}
