/**
 * Merging live-score pushes into a list of matches (pure, shared by every live list and tested
 * in hot-matches.test.tsx).
 */
import type { PushFrame } from '@/lib/realtime/frames';
import type { MatchItemData } from '@/lib/matches/contract';
import type { MatchItem } from '@/lib/matches/types';

/** How long a changed score stays highlighted. */
export const FLASH_MS = 1500;

/**
 * The highlight of a changed score: a pale tint that keeps the score's text (ink, or the live
 * red) above 4.5:1, and a ring that makes it stand out. The brand colour at 25 % under the live
 * red measured 3.7:1, and Lighthouse failed the contrast of a row caught mid-flash.
 */
export const SCORE_FLASH = 'bg-brand-soft ring-1 ring-brand';

/** The match fields a live frame may change; anything else in a frame is ignored. */
export const LIVE_KEYS = [
  'status',
  'phase',
  'clock_seconds',
  'match_str',
  'home_score',
  'away_score',
  'home_half_score',
  'away_half_score',
  'period_scores',
  'home_penalties',
  'away_penalties',
  'home_red',
  'away_red',
  'home_yellow',
  'away_yellow',
  'home_corners',
  'away_corners',
  'updated_at',
] as const satisfies readonly (keyof MatchItem)[];

export type LiveKey = (typeof LIVE_KEYS)[number];

/** The live values a frame carries (frames use the list's field names: docs/realtime.md). */
export function liveValues(data: Record<string, unknown>): Partial<Record<LiveKey, unknown>> {
  const out: Partial<Record<LiveKey, unknown>> = {};
  for (const key of LIVE_KEYS) if (key in data) out[key] = data[key];
  return out;
}

/**
 * Merges one `score` (or `goal`) frame into the list: the frame's match gets the frame's values
 * for the live fields it carries (absolute values, so applying a frame twice is harmless).
 * Works on MatchItem lists and on leaner rows alike: fields a row does not have are skipped.
 * Returns the same array when nothing changed, so React skips the render.
 */
export function applyScoreFrame<T extends { id: number }>(items: T[], frame: PushFrame): T[] {
  const i = items.findIndex((m) => m.id === frame.data.match_id);
  if (i < 0) return items;
  const before = items[i] as T & Record<string, unknown>;
  let next: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(liveValues(frame.data))) {
    if (!(key in before)) continue;
    const current: unknown = before[key];
    // Keep the view's shape: a value of another type than the field's is not applied.
    const fits =
      current === null || value === null
        ? true
        : typeof value === typeof current && Array.isArray(value) === Array.isArray(current);
    if (!fits || value === current) continue;
    if (Array.isArray(value) && JSON.stringify(value) === JSON.stringify(current)) continue;
    next ??= { ...before };
    next[key] = value;
  }
  if (!next) return items;
  const copy = items.slice();
  copy[i] = next as T;
  return copy;
}

type Scored = Pick<MatchItemData, 'id' | 'home_score' | 'away_score'>;

/** The ids whose score differs between two lists (to flash). */
export function changedScores(prev: readonly Scored[], next: readonly Scored[]): number[] {
  const old = new Map(prev.map((m) => [m.id, m]));
  return next
    .filter((m) => {
      const o = old.get(m.id);
      return o !== undefined && (o.home_score !== m.home_score || o.away_score !== m.away_score);
    })
    .map((m) => m.id);
}
