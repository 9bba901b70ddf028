/**
 * The project's one seeded PRNG (issue 8 §5.3). One generator, mulberry32, feeds both users:
 *
 * - `rand(seed)`: the seed's generated data (squads, calendars, results, odds). The same seed
 *   string always yields the same data on any machine; its draws must never change, or every
 *   seeded database would change with them (random.test.ts pins them).
 * - `rng(seed)`: the match simulator (lib/feeds/simulator). Every instance, at any time and after
 *   any restart, replays the same match from the match's seed (Math.random is never used).
 *
 * Both share the generator and the uniform draws; they differ only where each has always drawn
 * its own way (the normal and Poisson samplers, and what `weighted` and `shuffle` return), kept
 * as they are so that neither the seeded data nor the simulated matches change. Pure and
 * browser-safe.
 */

/** FNV-1a, 32 bits, as a non-negative int (fits the `sim_seed` integer column). */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & 0x7fffffff;
}

/**
 * A 32-bit seed for one named stream of a match (`setup`, `play`, `market` …). Separate streams
 * keep the parts independent: changing how odds move does not replay different goals.
 */
export function streamSeed(seed: number, name: string): number {
  // Fold all 53 bits of a JS integer seed, then FNV-1a over the name, then a murmur3 finaliser.
  const whole = Math.trunc(seed);
  let h = (whole ^ Math.floor(whole / 4294967296)) >>> 0;
  h ^= 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * mulberry32 (Tommy Ettinger, public domain): a 32-bit state generator in four lines, uniform in
 * [0, 1). Its period (2^32) is far beyond the few thousand draws one match or one season needs.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The uniform draws both flavours share. */
export interface Draws {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

function draws(next: () => number): Draws {
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    range: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}

/** Fisher–Yates in place, from the end. */
function shuffleInPlace<T>(next: () => number, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** Draws for the seed's generated data. */
export interface Rand extends Draws {
  /** One item with probability proportional to its weight (≤ 0 counts as 0); the last item
   *  when nothing weighs anything. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** Poisson-distributed count (Knuth's product method), at most 15. */
  poisson(mean: number): number;
  /** Roughly normal (Irwin–Hall with 6 draws). */
  normal(mean: number, sd: number): number;
}

/** The seed data's draws; a string seed is hashed with `hash32`. */
export function rand(seed: string | number): Rand {
  const next = mulberry32(typeof seed === 'number' ? seed : hash32(seed));
  return {
    ...draws(next),
    weighted: (items, weight) => {
      const total = items.reduce((s, it) => s + Math.max(0, weight(it)), 0);
      let x = next() * total;
      for (const it of items) {
        x -= Math.max(0, weight(it));
        if (x < 0) return it;
      }
      return items[items.length - 1];
    },
    shuffle: (items) => shuffleInPlace(next, [...items]),
    poisson: (mean) => {
      const limit = Math.exp(-mean);
      let k = 0;
      let p = next();
      while (p > limit && k < 15) {
        k++;
        p *= next();
      }
      return k;
    },
    normal: (mean, sd) => {
      let s = 0;
      for (let i = 0; i < 6; i++) s += next();
      return mean + (s - 3) * sd * Math.SQRT2;
    },
  };
}

/** Draws for the match simulator. */
export interface Rng extends Draws {
  /** One item with probability proportional to its weight; items of weight ≤ 0 are never
   *  picked (undefined when none is left). */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T | undefined;
  /** Shuffles `items` in place and returns it. */
  shuffle<T>(items: T[]): T[];
  /** Poisson-distributed count (Knuth's product method); for the small means (< 30) used. */
  poisson(mean: number): number;
  /** Normal (Box–Muller). */
  normal(mean: number, sd: number): number;
}

/** The simulator's draws, seeded with a number (usually a `streamSeed`). */
export function rng(seed: number): Rng {
  const next = mulberry32(seed);
  return {
    ...draws(next),
    weighted(items, weight) {
      let total = 0;
      for (const item of items) total += Math.max(0, weight(item));
      if (total <= 0) return undefined;
      let r = next() * total;
      for (const item of items) {
        const w = Math.max(0, weight(item));
        if (w <= 0) continue;
        if (r < w) return item;
        r -= w;
      }
      // Rounding can leave r a hair above the last weight: that item is the answer.
      for (let i = items.length - 1; i >= 0; i--) if (weight(items[i]) > 0) return items[i];
      return undefined;
    },
    shuffle: (items) => shuffleInPlace(next, items),
    poisson(mean) {
      if (mean <= 0) return 0;
      const limit = Math.exp(-mean);
      let k = 0;
      let p = next();
      while (p > limit) {
        k++;
        p *= next();
      }
      return k;
    },
    normal(mean, sd) {
      // 1 - u keeps log() away from 0.
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
  };
}
