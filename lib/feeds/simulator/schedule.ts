import { MINUTE_MS } from './clock';
import { rng, streamSeed } from '@/lib/rules/random';
import type { Sport } from './types';

export { liveWindow } from '@/lib/matches/timing';

const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Relative weight of kick-offs by UTC hour. Football: European afternoons and evenings
 * (12:00–21:00 UTC) and Asian evenings (CSL 11:35 UTC); basketball: NBA nights (23:00–03:00 UTC)
 * and CBA evenings (11:35 UTC).
 */
const HOUR_WEIGHT: Record<Sport, readonly number[]> = {
  //           0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20 21 22 23
  football: [2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 2, 3, 4, 4, 5, 5, 4, 5, 6, 6, 5, 3, 2, 2],
  basketball: [6, 6, 5, 4, 2, 1, 1, 1, 1, 1, 2, 5, 5, 3, 2, 2, 2, 2, 3, 3, 2, 2, 3, 5],
};

/** Kick-off minutes of the one match every hour gets: a gap of at most 90 min between kick-offs. */
const ANCHOR_MINUTES = [0, 15, 30] as const;

/**
 * `count` kick-off times (epoch ms, ascending, on 5-minute marks) from `pastDays` before `now` to
 * `futureDays` after it, so that at every moment of that range some match is live: each hour gets
 * one kick-off by :30 (no gap reaches the ~108-minute shortest match), the rest lean to the
 * sport's prime hours. With fewer matches than hours, they are only spread evenly. Deterministic
 * for (now's hour, seed, count, options).
 */
export function kickoffsAround(
  now: number,
  seed: number,
  count: number,
  options: { sport?: Sport; pastDays?: number; futureDays?: number } = {},
): number[] {
  const sport = options.sport ?? 'football';
  const from = Math.floor((now - (options.pastDays ?? 3) * DAY_MS) / HOUR_MS) * HOUR_MS;
  const to = Math.ceil((now + (options.futureDays ?? 7) * DAY_MS) / HOUR_MS) * HOUR_MS;
  const hours = (to - from) / HOUR_MS;
  const r = rng(streamSeed(seed, `kickoffs:${sport}`));
  const out: number[] = [];
  if (count < hours) {
    const spacing = (to - from) / Math.max(1, count);
    for (let i = 0; i < count; i++) out.push(snap(from + i * spacing + r.range(0, spacing / 2)));
    return out.sort((a, b) => a - b);
  }
  const slots = Array.from({ length: hours }, (_, h) => from + h * HOUR_MS);
  for (const slot of slots) out.push(slot + r.pick(ANCHOR_MINUTES) * MINUTE_MS);
  const weight = (slot: number) => HOUR_WEIGHT[sport][new Date(slot).getUTCHours()];
  for (let i = hours; i < count; i++) {
    const slot = r.weighted(slots, weight) ?? from;
    out.push(slot + r.int(0, 11) * 5 * MINUTE_MS);
  }
  return out.sort((a, b) => a - b);
}

function snap(ms: number): number {
  return Math.round(ms / (5 * MINUTE_MS)) * 5 * MINUTE_MS;
}
