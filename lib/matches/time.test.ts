import { zonedToUtc } from './time';

describe('zonedToUtc', () => {
  it.each([
    ['2025-08-15', '20:00', 'Europe/London', '2025-08-15T19:00:00.000Z'],
    ['2025-12-20', '15:00', 'Europe/London', '2025-12-20T15:00:00.000Z'],
    ['2025-09-17', '21:00', 'Europe/Paris', '2025-09-17T19:00:00.000Z'],
    ['2026-01-10', '18:30', 'Europe/Madrid', '2026-01-10T17:30:00.000Z'],
    // The day clocks go forward: 15:00 is already summer time.
    ['2026-03-29', '15:00', 'Europe/Berlin', '2026-03-29T13:00:00.000Z'],
  ])('%s %s in %s is %s', (day, time, zone, iso) => {
    expect(zonedToUtc(day, time, zone).toISOString()).toBe(iso);
  });
});
