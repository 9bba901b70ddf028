/**
 * A small seeded PRNG for the seed's generated data: the same seed string always yields the same
 * squads, calendars and results, on any machine. Pure.
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

export type Rand = {
  /** [0, 1) */
  next: () => number;
  /** Integer in [min, max]. */
  int: (min: number, max: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  weighted: <T>(items: readonly T[], weight: (item: T) => number) => T;
  shuffle: <T>(items: readonly T[]) => T[];
  poisson: (mean: number) => number;
  /** Roughly normal (Irwin–Hall with 6 draws). */
  normal: (mean: number, sd: number) => number;
};

/** mulberry32 seeded from a string. */
export function rand(seed: string | number): Rand {
  let a = typeof seed === 'number' ? seed >>> 0 : hash32(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const r: Rand = {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted: (items, weight) => {
      const total = items.reduce((s, it) => s + Math.max(0, weight(it)), 0);
      let x = next() * total;
      for (const it of items) {
        x -= Math.max(0, weight(it));
        if (x < 0) return it;
      }
      return items[items.length - 1];
    },
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
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
  return r;
}
