/** The highest level a user can reach. */
export const MAX_LEVEL = 60;

/** Experience needed to reach `level`: 100·(level−1)², so LV2 at 100, LV10 at 8 100, LV60 at 348 100. */
export function expForLevel(level: number): number {
  const l = Math.min(Math.max(Math.floor(level), 1), MAX_LEVEL);
  return 100 * (l - 1) ** 2;
}

/** The level of an experience total (in whole exp; 1 coin spent = 1 exp, docs/product.md §9). */
export function levelFromExp(exp: number): number {
  if (!Number.isFinite(exp) || exp <= 0) return 1;
  return Math.min(MAX_LEVEL, Math.floor(Math.sqrt(exp / 100)) + 1);
}
