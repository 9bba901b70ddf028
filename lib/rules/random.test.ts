import { hash32, mulberry32, rand, rng, streamSeed } from './random';

/**
 * Values taken from lib/matches/random.ts and lib/feeds/simulator/random.ts before they became
 * this one module: the seeded data and the simulated matches must not change with it.
 */
describe('rand (seed data)', () => {
  const draw = (seed: string | number) => {
    const r = rand(seed);
    return {
      next: [r.next(), r.next(), r.next()],
      int: r.int(1, 100),
      poisson: r.poisson(1.4),
      normal: r.normal(0, 1),
      pick: r.pick(['a', 'b', 'c', 'd']),
      shuffle: r.shuffle([1, 2, 3, 4, 5]).join(''),
      weighted: r.weighted(['x', 'y', 'z'], (v) => (v === 'x' ? 1 : v === 'y' ? 2 : 3)),
      chance: r.chance(0.5),
    };
  };

  it('draws what the seed data has always drawn', () => {
    expect(draw('season:2025')).toEqual({
      next: [0.9416852903086692, 0.05536791612394154, 0.30557253607548773],
      int: 62,
      poisson: 3,
      normal: -0.13266800812287566,
      pick: 'b',
      shuffle: '21453',
      weighted: 'z',
      chance: true,
    });
    expect(draw('busy-day')).toEqual({
      next: [0.33114606980234385, 0.47043259628117085, 0.4804936391301453],
      int: 85,
      poisson: 0,
      normal: -0.9954562190634614,
      pick: 'a',
      shuffle: '52143',
      weighted: 'y',
      chance: true,
    });
    expect(draw(42)).toEqual({
      next: [0.6011037519201636, 0.44829055899754167, 0.8524657934904099],
      int: 67,
      poisson: 0,
      normal: 0.01736743079245985,
      pick: 'd',
      shuffle: '35124',
      weighted: 'z',
      chance: false,
    });
    expect(draw(0)).toEqual({
      next: [0.26642920868471265, 0.0003297457005828619, 0.2232720274478197],
      int: 15,
      poisson: 2,
      normal: -0.09368918872494222,
      pick: 'b',
      shuffle: '12534',
      weighted: 'z',
      chance: true,
    });
  });

  it('hashes strings as before', () => {
    expect([hash32(''), hash32('season:2025'), hash32('球讯')]).toEqual([
      18652613, 1710332245, 1604573351,
    ]);
  });

  it('shuffles a copy and leaves the input alone', () => {
    const items = [1, 2, 3, 4, 5] as const;
    expect(rand(1).shuffle(items)).not.toBe(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('rng (simulator)', () => {
  it('draws what the simulator has always drawn', () => {
    const s = rng(7);
    expect([s.next(), s.next()]).toEqual([0.011704753153026104, 0.06195825757458806]);
    expect(s.poisson(2)).toBe(4);
    expect(s.normal(0, 1)).toBe(-0.6995371177968839);
    expect(s.weighted(['x', 'y'], () => 1)).toBe('y');
  });

  it('never picks a weightless item and shuffles in place', () => {
    expect(rng(1).weighted(['a', 'b'], () => 0)).toBeUndefined();
    const items = [1, 2, 3];
    expect(rng(1).shuffle(items)).toBe(items);
  });
});

describe('one generator', () => {
  it('feeds both flavours the same uniform stream', () => {
    for (const seed of [0, 1, 123456789, 0x7fffffff, 0xffffffff]) {
      const g = mulberry32(seed);
      const a = rand(seed);
      const b = rng(seed);
      for (let i = 0; i < 1000; i++) {
        const x = g();
        expect(a.next()).toBe(x);
        expect(b.next()).toBe(x);
      }
    }
  });

  it('derives the same stream seeds from a match seed as before', () => {
    expect([
      streamSeed(1, 'setup'),
      streamSeed(1, 'play'),
      streamSeed(2 ** 40 + 1, 'play'),
    ]).toEqual([962462204, 2928817494, 3280951533]);
  });
});
