import { MAX_LEVEL, expForLevel, levelFromExp } from './level';

describe('level curve', () => {
  it.each([
    [0, 1],
    [-5, 1],
    [99.9, 1],
    [100, 2],
    [399.9, 2],
    [400, 3],
    [8100, 10],
    [348_100, 60],
    [10_000_000, 60],
  ])('exp %p is level %p', (exp, level) => {
    expect(levelFromExp(exp)).toBe(level);
  });

  it('is the inverse of expForLevel at every threshold', () => {
    for (let l = 1; l <= MAX_LEVEL; l++) {
      expect(levelFromExp(expForLevel(l))).toBe(l);
      if (l > 1) expect(levelFromExp(expForLevel(l) - 0.1)).toBe(l - 1);
    }
  });
});
