import { rankPlaces } from './rank';

/** Issue 24: the rank awards places to watched rooms only, never gold, silver or bronze on zero. */
test('rooms with viewers get places in order; rooms nobody watches get none', () => {
  expect(rankPlaces([{ viewers: 9 }, { viewers: 3 }, { viewers: 1 }, { viewers: 1 }])).toEqual([
    1, 2, 3, 4,
  ]);
  expect(rankPlaces([{ viewers: 2 }, { viewers: 0 }, { viewers: 0 }])).toEqual([1, null, null]);
  expect(rankPlaces([{ viewers: 0 }, { viewers: 0 }, { viewers: 0 }])).toEqual([null, null, null]);
  expect(rankPlaces([])).toEqual([]);
});
