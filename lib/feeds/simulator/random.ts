/**
 * The simulator's only source of chance. Everything a match does is drawn from generators seeded
 * by the match's `seed`, so every instance, at any time and after any restart, plays the same
 * match (Math.random is never used).
 */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  chance(p: number): boolean;
  /** Poisson-distributed count; for the small means (< 30) the simulator uses. */
  poisson(mean: number): number;
  normal(mean: number, sd: number): number;
  pick<T>(items: readonly T[]): T;
  /** One item with probability proportional to its weight; items of weight ≤ 0 are never picked. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T | undefined;
  shuffle<T>(items: T[]): T[];
}

/**
 * mulberry32 (Tommy Ettinger, public domain): a 32-bit state generator in four lines. Its period
 * (2^32) is far beyond the few thousand draws one match needs.
 */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
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

export function rng(seed: number): Rng {
  const next = mulberry32(seed);
  const self: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    range: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    poisson(mean) {
      // Knuth's product method: exact, and cheap for the means used here.
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
      // Box–Muller; 1 - u keeps log() away from 0.
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    pick: (items) => items[Math.floor(next() * items.length)],
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
    shuffle(items) {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [items[i], items[j]] = [items[j], items[i]];
      }
      return items;
    },
  };
  return self;
}

/** Standard normal CDF (Abramowitz & Stegun 7.1.26, error < 1.5e-7): enough for prices. */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
