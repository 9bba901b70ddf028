import { demoClockInstant, installDemoClock, shiftClock } from './demo-clock';

const REAL = Date;

afterEach(() => {
  shiftClock(0);
  globalThis.Date = REAL;
});

describe('DEMO_CLOCK', () => {
  const real = Date.UTC(2026, 10, 28, 12, 0, 5);

  it('reads HH:MM as that UTC time of the real day, and ISO instants with a zone', () => {
    expect(new Date(demoClockInstant('04:30', real)).toISOString()).toBe(
      '2026-11-28T04:30:00.000Z',
    );
    expect(new Date(demoClockInstant('2026-11-27T20:30:00+08:00', real)).toISOString()).toBe(
      '2026-11-27T12:30:00.000Z',
    );
    for (const bad of ['4:30', '24:00', '2026-11-27T20:30', 'tomorrow', ''])
      expect(() => demoClockInstant(bad, real)).toThrow('DEMO_CLOCK');
  });

  it('shifts Date.now() and new Date(), which run on at the real pace', () => {
    const before = REAL.now();
    const at = installDemoClock({
      DEMO_CLOCK: '2020-02-02T04:30:00Z',
    } as unknown as NodeJS.ProcessEnv);
    expect(at).toBe(REAL.UTC(2020, 1, 2, 4, 30));
    const now = Date.now();
    expect(now - at!).toBeGreaterThanOrEqual(0);
    expect(now - at!).toBeLessThan(REAL.now() - before + 1000);
    expect(Math.abs(new Date().getTime() - Date.now())).toBeLessThan(1000);
    expect(new Date() instanceof REAL).toBe(true);
    // Dates built from a value are untouched.
    expect(new Date(0).getTime()).toBe(0);
    expect(new Date('2026-01-01T00:00:00Z').toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(Date.UTC(2026, 0, 1)).toBe(REAL.UTC(2026, 0, 1));

    expect(Date()).toContain('2020');
  });

  it('leaves the clock alone without DEMO_CLOCK', () => {
    expect(installDemoClock({} as unknown as NodeJS.ProcessEnv)).toBeNull();
    expect(Date).toBe(REAL);
  });
});
