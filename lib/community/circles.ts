import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { db } from '@/lib/db/client';
import { circles, posts } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';

/** Community circles: the categories posts are made in (anchor_dynamics/circles). */

export type CircleView = {
  id: number;
  slug: string;
  name: string;
  description: string;
  icon: string;
  /** Live (not deleted) posts in the circle. */
  posts: number;
};

type CircleRow = typeof circles.$inferSelect;

/** A circle's name in `lang`. */
export function circleName(c: Pick<CircleRow, 'nameZh' | 'nameEn' | 'nameVi'>, lang: Locale) {
  return lang === 'en' ? c.nameEn : lang === 'vi' ? c.nameVi : c.nameZh;
}

function view(c: CircleRow, lang: Locale, count: number): CircleView {
  return {
    id: c.id,
    slug: c.slug,
    name: circleName(c, lang),
    description:
      lang === 'en' ? c.descriptionEn : lang === 'vi' ? c.descriptionVi : c.descriptionZh,
    icon: c.icon,
    posts: count,
  };
}

/** Every active circle in its order, with its post count, in the request language. */
export async function listCircles(lang: Locale): Promise<CircleView[]> {
  const rows = await db()
    .select({
      c: circles,
      n: sql<number>`(select count(*)::int from ${posts} where ${posts.circleId} = ${circles.id} and ${posts.deletedAt} is null)`,
    })
    .from(circles)
    .where(eq(circles.active, true))
    .orderBy(asc(circles.sort), asc(circles.id));
  return rows.map((r) => view(r.c, lang, Number(r.n)));
}

/** One circle, or `circleNotFound`. */
export async function getCircle(id: number, lang: Locale): Promise<CircleView> {
  const [c] = await db().select().from(circles).where(eq(circles.id, id));
  if (!c) throw new AppError('circleNotFound');
  const [{ n }] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(eq(posts.circleId, id), isNull(posts.deletedAt)));
  return view(c, lang, Number(n));
}
