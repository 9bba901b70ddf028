import { BACKOFF_MAX_MS, backoffDelay } from './backoff';

test('doubles from 1 s up to 30 s (nominal, random 0.5)', () => {
  const schedule = Array.from({ length: 9 }, (_, i) => backoffDelay(i, 0.5));
  expect(schedule).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000]);
  expect(backoffDelay(500, 0.5)).toBe(30000);
  expect(backoffDelay(-3, 0.5)).toBe(1000);
  expect(backoffDelay(Number.NaN, 0.5)).toBe(1000);
});

test('jitter spreads each delay by ±20 % and never passes the cap', () => {
  expect(backoffDelay(0, 0)).toBe(800);
  expect(backoffDelay(0, 0.999999)).toBe(1200);
  expect(backoffDelay(3, 0)).toBe(6400);
  expect(backoffDelay(3, 1)).toBe(9600);
  // At the cap, jitter only shortens.
  expect(backoffDelay(6, 0)).toBe(24000);
  expect(backoffDelay(6, 1)).toBe(BACKOFF_MAX_MS);
  for (let i = 0; i < 200; i++) {
    const d = backoffDelay(i % 12);
    expect(d).toBeGreaterThanOrEqual(800);
    expect(d).toBeLessThanOrEqual(BACKOFF_MAX_MS);
  }
});

test('options change the base, the cap and the spread', () => {
  expect(backoffDelay(2, 0.5, { baseMs: 500, maxMs: 1500, jitter: 0 })).toBe(1500);
  expect(backoffDelay(1, 0, { baseMs: 500, jitter: 0.5 })).toBe(500);
});
