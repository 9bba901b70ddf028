/**
 * The viewer's danmaku (bullet comment) settings, kept per browser in localStorage.
 *
 * SPEC defaults: show on, area 3, size 2, opacity 100. What the numbers mean:
 *
 * | setting    | values                              | meaning                                           |
 * | ---------- | ----------------------------------- | ------------------------------------------------- |
 * | show       | boolean                             | comments over the video at all                    |
 * | area       | 1–4                                 | the top 1/4, 1/2, 3/4 or all of the video's height |
 * | size       | 1–3                                 | small, medium, large text                          |
 * | opacity    | 10–100 (steps of 10)                | percent                                            |
 * | speed      | slow / normal / fast                | a scrolling comment crosses in 10 s / 7 s / 5 s    |
 * | density    | 0 or 10–200                         | at most this many on screen (0: no limit)          |
 * | hideScroll / hideTop / hideBottom / hideColour | booleans | drop that kind of comment          |
 * | hideGifts  | boolean                             | the room hides gift effects (read by the page)     |
 * | blockWords / blockPatterns | lists                | block-list.ts                                      |
 *
 * A stored value is never trusted: each field is checked and falls back to its default, and the
 * key carries a version so a future format can start clean. Browser-safe: storage is touched only
 * inside the functions; the server renders the defaults (`serverDanmakuSettings`).
 */
import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '@/lib/client/storage';
import {
  checkPattern,
  MAX_BLOCK_ENTRIES,
  MAX_KEYWORD_LENGTH,
  MAX_PATTERN_LENGTH,
} from './block-list';

export type DanmakuArea = 1 | 2 | 3 | 4;
export type DanmakuSize = 1 | 2 | 3;
export type DanmakuSpeed = 'slow' | 'normal' | 'fast';

export type DanmakuSettings = {
  show: boolean;
  area: DanmakuArea;
  size: DanmakuSize;
  opacity: number;
  speed: DanmakuSpeed;
  density: number;
  hideScroll: boolean;
  hideTop: boolean;
  hideBottom: boolean;
  hideColour: boolean;
  hideGifts: boolean;
  blockWords: string[];
  blockPatterns: string[];
};

export const DANMAKU_AREAS: readonly DanmakuArea[] = [1, 2, 3, 4];
export const DANMAKU_SIZES: readonly DanmakuSize[] = [1, 2, 3];
export const DANMAKU_SPEEDS: readonly DanmakuSpeed[] = ['slow', 'normal', 'fast'];
/** The density choices the panel offers (0: no limit). */
export const DANMAKU_DENSITIES: readonly number[] = [20, 40, 80, 0];
export const MIN_OPACITY = 10;
export const MAX_DENSITY = 200;

export const DEFAULT_DANMAKU_SETTINGS: Readonly<DanmakuSettings> = Object.freeze({
  show: true,
  area: 3,
  size: 2,
  opacity: 100,
  speed: 'normal',
  density: 80,
  hideScroll: false,
  hideTop: false,
  hideBottom: false,
  hideColour: false,
  hideGifts: false,
  blockWords: [],
  blockPatterns: [],
} satisfies DanmakuSettings);

/** Versioned: a change of format gets a new key, and the old one is simply not read. */
export const DANMAKU_STORAGE_KEY = 'danmakuSettings.v1';

/** The share of the video's height an area uses. */
export const AREA_FRACTION: Record<DanmakuArea, number> = { 1: 0.25, 2: 0.5, 3: 0.75, 4: 1 };
/** Text size in CSS px at a 720 px tall video (danmaku-layer.tsx scales it to the video). */
export const SIZE_PX: Record<DanmakuSize, number> = { 1: 22, 2: 28, 3: 36 };
/** Seconds a scrolling comment takes to cross (and a fixed one stays). */
export const SPEED_SECONDS: Record<DanmakuSpeed, number> = { slow: 10, normal: 7, fast: 5 };

const BOOLEAN_KEYS = [
  'show',
  'hideScroll',
  'hideTop',
  'hideBottom',
  'hideColour',
  'hideGifts',
] as const satisfies readonly (keyof DanmakuSettings)[];

function cleanList(value: unknown, maxLength: number, keep: (s: string) => boolean): string[] {
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const v of value) {
    if (typeof v !== 'string') continue;
    const s = v.trim();
    if (!s || s.length > maxLength || out.includes(s) || !keep(s)) continue;
    out.push(s);
    if (out.length >= MAX_BLOCK_ENTRIES) break;
  }
  return out;
}

/** Any value → valid settings: each field checked, the default where it is missing or wrong. */
export function validateDanmakuSettings(value: unknown): DanmakuSettings {
  const out: DanmakuSettings = {
    ...DEFAULT_DANMAKU_SETTINGS,
    blockWords: [],
    blockPatterns: [],
  };
  if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
  const v = value as Record<string, unknown>;
  for (const key of BOOLEAN_KEYS) if (typeof v[key] === 'boolean') out[key] = v[key];
  if (DANMAKU_AREAS.includes(v.area as DanmakuArea)) out.area = v.area as DanmakuArea;
  if (DANMAKU_SIZES.includes(v.size as DanmakuSize)) out.size = v.size as DanmakuSize;
  if (DANMAKU_SPEEDS.includes(v.speed as DanmakuSpeed)) out.speed = v.speed as DanmakuSpeed;
  if (typeof v.opacity === 'number' && Number.isFinite(v.opacity))
    out.opacity = Math.min(100, Math.max(MIN_OPACITY, Math.round(v.opacity / 10) * 10));
  if (typeof v.density === 'number' && Number.isInteger(v.density))
    out.density = v.density <= 0 ? 0 : Math.min(MAX_DENSITY, Math.max(10, v.density));
  out.blockWords = cleanList(v.blockWords, MAX_KEYWORD_LENGTH, () => true);
  out.blockPatterns = cleanList(
    v.blockPatterns,
    MAX_PATTERN_LENGTH,
    (p) => checkPattern(p) === 'ok',
  );
  return out;
}

/** Stored text → settings; damaged JSON gives the defaults. */
export function parseDanmakuSettings(raw: string | null): DanmakuSettings {
  if (!raw) return validateDanmakuSettings(null);
  try {
    return validateDanmakuSettings(JSON.parse(raw));
  } catch {
    return validateDanmakuSettings(null);
  }
}

// --- a tiny external store over localStorage (as components/scores/score-settings.ts) ----------

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: DanmakuSettings } | undefined;

function notify() {
  for (const l of listeners) l();
}

function onStorage(e: StorageEvent) {
  if (e.key === null || e.key === DANMAKU_STORAGE_KEY) notify();
}

/** Follows this tab's writes and other tabs' (the storage event). */
export function subscribeDanmakuSettings(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The stored settings; the same object while the stored text is unchanged. */
export function readDanmakuSettings(): DanmakuSettings {
  const raw = readStorage(DANMAKU_STORAGE_KEY);
  if (!cached || cached.raw !== raw) cached = { raw, value: parseDanmakuSettings(raw) };
  return cached.value;
}

export function writeDanmakuSettings(next: DanmakuSettings): void {
  writeStorage(DANMAKU_STORAGE_KEY, JSON.stringify(validateDanmakuSettings(next)));
  notify();
}

/** Changes some settings, keeping the rest. */
export function updateDanmakuSettings(patch: Partial<DanmakuSettings>): void {
  writeDanmakuSettings({ ...readDanmakuSettings(), ...patch });
}

export function serverDanmakuSettings(): DanmakuSettings {
  return DEFAULT_DANMAKU_SETTINGS;
}

/**
 * The settings, live. The server and the first client render see the defaults; the stored ones
 * apply right after hydration. A page reads `hideGifts` here to hide its gift effects.
 */
export function useDanmakuSettings(): DanmakuSettings {
  return useSyncExternalStore(subscribeDanmakuSettings, readDanmakuSettings, serverDanmakuSettings);
}

// --- prefers-reduced-motion -----------------------------------------------------------------

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const mq = window.matchMedia(REDUCED_MOTION);
  mq.addEventListener('change', listener);
  return () => mq.removeEventListener('change', listener);
}

function readReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * Whether the viewer asked for less motion. Scrolling comments are then shown still, at the top
 * (danmaku-layer.tsx), instead of flying across the picture.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, readReducedMotion, () => false);
}
