import { zoneOf, zonesOf } from './zones';

describe('zoneOf', () => {
  it.each([
    [82, 1, 20, 'ucl'],
    [82, 4, 20, 'ucl'],
    [82, 5, 20, 'uel'],
    [82, 6, 20, 'uecl'],
    [82, 10, 20, null],
    [82, 17, 20, null],
    [82, 18, 20, 'relegation'],
    [82, 20, 20, 'relegation'],
    [129, 16, 18, 'relegationPlayoff'],
    [129, 17, 18, 'relegation'],
    [142, 4, 18, 'uclQualifying'],
    [45, 8, 36, 'roundOf16'],
    [45, 9, 36, 'knockoutPlayoff'],
    [45, 25, 36, null],
    [542, 3, 16, 'acl2'],
    [542, 15, 16, 'relegation'],
    [1, 6, 15, 'playoffs'],
    [1, 10, 15, 'playIn'],
    [1, 11, 15, null],
    [3, 12, 20, 'playoffs'],
    [99999, 1, 20, null],
  ] as const)('competition %i, position %i of %i → %s', (id, position, size, zone) => {
    expect(zoneOf(id, position, size)).toBe(zone);
  });
});

test('zonesOf lists a table’s zones top to bottom for the legend', () => {
  expect(zonesOf(82, 20)).toEqual(['ucl', 'uel', 'uecl', 'relegation']);
  expect(zonesOf(1, 15)).toEqual(['playoffs', 'playIn']);
  expect(zonesOf(99999, 20)).toEqual([]);
});
