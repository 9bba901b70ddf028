import 'server-only';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { gifts } from '@/lib/db/schema';

/**
 * The gift catalogue (issue 11 §3), from a like for 0.1 coin to a super rocket for 9 999. Prices
 * in tenths (decision 005). Effect levels: 0 a chat line only, 1 an animation over the player, 2 a
 * full-stage animation. The icons and Lottie animations are generated, self-hosted files under
 * public/gifts (scripts/gen-gift-assets.ts reads this list). `combo`: may be sent several at once;
 * the two grandest play their full-stage animation one gift at a time.
 */
export type CatalogueGift = {
  slug: string;
  zh: string;
  en: string;
  vi: string;
  priceTenths: number;
  effectLevel: 0 | 1 | 2;
  combo: boolean;
};

export const GIFT_CATALOGUE: readonly CatalogueGift[] = [
  {
    slug: 'like',
    zh: '点赞',
    en: 'Like',
    vi: 'Thích',
    priceTenths: 1,
    effectLevel: 0,
    combo: true,
  },
  {
    slug: 'glow-stick',
    zh: '荧光棒',
    en: 'Glow stick',
    vi: 'Que phát sáng',
    priceTenths: 10,
    effectLevel: 0,
    combo: true,
  },
  {
    slug: 'football',
    zh: '足球',
    en: 'Football',
    vi: 'Bóng đá',
    priceTenths: 50,
    effectLevel: 1,
    combo: true,
  },
  {
    slug: 'basketball',
    zh: '篮球',
    en: 'Basketball',
    vi: 'Bóng rổ',
    priceTenths: 50,
    effectLevel: 1,
    combo: true,
  },
  {
    slug: 'beer',
    zh: '啤酒',
    en: 'Beer',
    vi: 'Bia',
    priceTenths: 100,
    effectLevel: 1,
    combo: true,
  },
  {
    slug: 'trophy',
    zh: '奖杯',
    en: 'Trophy',
    vi: 'Cúp',
    priceTenths: 520,
    effectLevel: 1,
    combo: true,
  },
  {
    slug: 'sports-car',
    zh: '跑车',
    en: 'Sports car',
    vi: 'Siêu xe',
    priceTenths: 5_200,
    effectLevel: 2,
    combo: true,
  },
  {
    slug: 'rocket',
    zh: '火箭',
    en: 'Rocket',
    vi: 'Tên lửa',
    priceTenths: 13_140,
    effectLevel: 2,
    combo: true,
  },
  {
    slug: 'champions-cup',
    zh: '冠军金杯',
    en: 'Champions Cup',
    vi: 'Cúp vô địch',
    priceTenths: 52_000,
    effectLevel: 2,
    combo: false,
  },
  {
    slug: 'super-rocket',
    zh: '超级火箭',
    en: 'Super rocket',
    vi: 'Siêu tên lửa',
    priceTenths: 99_990,
    effectLevel: 2,
    combo: false,
  },
];

/** The public URL of a gift's icon. */
export function giftIconUrl(slug: string): string {
  return `/gifts/${slug}.svg`;
}

/** The public URL of a gift's Lottie animation, '' for a chat-line-only gift. */
export function giftEffectUrl(slug: string, effectLevel: number): string {
  return effectLevel > 0 ? `/gifts/${slug}.json` : '';
}

/**
 * Upserts the catalogue by slug (idempotent, like every seed). Whether a gift is enabled is the
 * operator's to decide, so a re-seed leaves it alone.
 */
export async function seedGifts(): Promise<void> {
  const rows = GIFT_CATALOGUE.map((g, i) => ({
    slug: g.slug,
    nameZh: g.zh,
    nameEn: g.en,
    nameVi: g.vi,
    priceTenths: g.priceTenths,
    icon: giftIconUrl(g.slug),
    effect: giftEffectUrl(g.slug, g.effectLevel),
    effectLevel: g.effectLevel,
    combo: g.combo,
    sort: (i + 1) * 10,
  }));
  await db()
    .insert(gifts)
    .values(rows)
    .onConflictDoUpdate({
      target: gifts.slug,
      set: {
        nameZh: sql`excluded.name_zh`,
        nameEn: sql`excluded.name_en`,
        nameVi: sql`excluded.name_vi`,
        priceTenths: sql`excluded.price_tenths`,
        icon: sql`excluded.icon`,
        effect: sql`excluded.effect`,
        effectLevel: sql`excluded.effect_level`,
        combo: sql`excluded.combo`,
        sort: sql`excluded.sort`,
      },
    });
}
