import 'server-only';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { nobleTiers } from '@/lib/db/schema';

type TierSeed = typeof nobleTiers.$inferInsert;

/**
 * The noble tiers (docs/product.md §6, §9: a monthly price in coins, "30 free horn broadcast
 * advertisements"). The privileges grow with the level:
 * - a badge colour for every tier;
 * - an entry effect from Viscount (2) up, each tier its own (public/nobles, grander with rank);
 * - the larger horn and free horns from Count (3) up: 30 a month at Count, more with each tier
 *   above (50, 80, 120), so no two tiers give the same (issue 24: Marquis read as Count, King as
 *   Duke); the cheap tiers have none (they would cost less than the horns they give: 30 horns are
 *   300 coins at HORN_PRICE);
 * - protection from mutes by room staff from Duke (5) up.
 * Prices in tenths (decision 005): 30, 100, 300, 1 000, 3 000 and 10 000 coins a month.
 */
export const NOBLE_TIERS: readonly TierSeed[] = [
  {
    level: 1,
    nameZh: '骑士',
    nameEn: 'Knight',
    nameVi: 'Hiệp sĩ',
    monthlyPriceTenths: 300,
    badgeColor: '#5b8def',
    entryEffect: '',
    hornLarge: false,
    freeHornsPerMonth: 0,
    muteProtection: false,
  },
  {
    level: 2,
    nameZh: '子爵',
    nameEn: 'Viscount',
    nameVi: 'Tử tước',
    monthlyPriceTenths: 1_000,
    badgeColor: '#2fb380',
    entryEffect: 'viscount',
    hornLarge: false,
    freeHornsPerMonth: 0,
    muteProtection: false,
  },
  {
    level: 3,
    nameZh: '伯爵',
    nameEn: 'Count',
    nameVi: 'Bá tước',
    monthlyPriceTenths: 3_000,
    badgeColor: '#9b59d6',
    entryEffect: 'count',
    hornLarge: true,
    freeHornsPerMonth: 30,
    muteProtection: false,
  },
  {
    level: 4,
    nameZh: '侯爵',
    nameEn: 'Marquis',
    nameVi: 'Hầu tước',
    monthlyPriceTenths: 10_000,
    badgeColor: '#e67e22',
    entryEffect: 'marquis',
    hornLarge: true,
    freeHornsPerMonth: 50,
    muteProtection: false,
  },
  {
    level: 5,
    nameZh: '公爵',
    nameEn: 'Duke',
    nameVi: 'Công tước',
    monthlyPriceTenths: 30_000,
    badgeColor: '#e0474c',
    entryEffect: 'duke',
    hornLarge: true,
    freeHornsPerMonth: 80,
    muteProtection: true,
  },
  {
    level: 6,
    nameZh: '国王',
    nameEn: 'King',
    nameVi: 'Quốc vương',
    monthlyPriceTenths: 100_000,
    badgeColor: '#d4a017',
    entryEffect: 'king',
    hornLarge: true,
    freeHornsPerMonth: 120,
    muteProtection: true,
  },
];

/** Seeds the tiers, updating them by level (ids stay, so users' tiers keep pointing at them). */
export async function seedNobles(): Promise<void> {
  await db()
    .insert(nobleTiers)
    .values([...NOBLE_TIERS])
    .onConflictDoUpdate({
      target: nobleTiers.level,
      set: {
        nameZh: sql`excluded.name_zh`,
        nameEn: sql`excluded.name_en`,
        nameVi: sql`excluded.name_vi`,
        monthlyPriceTenths: sql`excluded.monthly_price_tenths`,
        badgeColor: sql`excluded.badge_color`,
        entryEffect: sql`excluded.entry_effect`,
        hornLarge: sql`excluded.horn_large`,
        freeHornsPerMonth: sql`excluded.free_horns_per_month`,
        muteProtection: sql`excluded.mute_protection`,
      },
    });
}
