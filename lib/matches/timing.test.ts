import { COMPETITIONS } from './names';
import { BASKETBALL_RULES, basketballRules, BASKETBALL_TIMING, liveWindow } from './timing';

describe('basketball rules per competition', () => {
  it('cover every basketball competition of the catalogue, and only those', () => {
    const basketball = COMPETITIONS.filter((c) => c.sport === 'basketball').map((c) => c.id);
    expect(Object.keys(BASKETBALL_RULES).map(Number).sort()).toEqual([...basketball].sort());
  });

  it('give the NBA and the CBA 12-minute quarters, the FIBA leagues 10, every overtime 5', () => {
    const quarters = Object.fromEntries(
      Object.entries(BASKETBALL_RULES).map(([id, r]) => [id, r.quarterSeconds / 60]),
    );
    expect(quarters).toEqual({ 1: 12, 3: 12, 4: 10, 8: 10, 12: 10 });
    for (const r of Object.values(BASKETBALL_RULES)) expect(r.overtimeSeconds).toBe(300);
    expect(basketballRules(8).league).toBe('euroleague');
  });

  it('fall back on the NBA’s for a match without a (known) competition', () => {
    expect(basketballRules()).toBe(BASKETBALL_RULES[1]);
    expect(basketballRules(999)).toBe(BASKETBALL_RULES[1]);
  });

  it('keep liveWindow an upper bound: no competition plays longer quarters than the timing', () => {
    for (const r of Object.values(BASKETBALL_RULES)) {
      expect(r.quarterSeconds).toBeLessThanOrEqual(BASKETBALL_TIMING.quarterSeconds);
      expect(r.overtimeSeconds).toBeLessThanOrEqual(BASKETBALL_TIMING.overtimeSeconds);
    }
    expect(liveWindow('basketball')).toBeGreaterThan(2 * 3_600_000);
  });
});
