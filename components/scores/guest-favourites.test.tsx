import {
  GUEST_FAVOURITES_KEY,
  MAX_GUEST_FAVOURITES,
  mergeGuestFavourites,
  parseGuestFavourites,
  readGuestFavourites,
  toggleGuestFavourite,
  withGuestFavourites,
} from './guest-favourites';

beforeEach(() => localStorage.clear());

test('the stored list: positive whole ids, each once, the newest kept; damage reads as empty', () => {
  expect(parseGuestFavourites(null)).toEqual([]);
  expect(parseGuestFavourites('{oops')).toEqual([]);
  expect(parseGuestFavourites('{"a":1}')).toEqual([]);
  expect(parseGuestFavourites('[3, 3, -1, 0, 1.5, "4", 5]')).toEqual([3, 5]);
  const many = Array.from({ length: MAX_GUEST_FAVOURITES + 5 }, (_, i) => i + 1);
  expect(parseGuestFavourites(JSON.stringify(many))).toEqual(many.slice(-MAX_GUEST_FAVOURITES));
});

test('toggling stars and unstars in localStorage', () => {
  expect(toggleGuestFavourite(7)).toBe(true);
  expect(toggleGuestFavourite(9)).toBe(true);
  expect(readGuestFavourites()).toEqual([7, 9]);
  expect(toggleGuestFavourite(7)).toBe(false);
  expect(localStorage.getItem(GUEST_FAVOURITES_KEY)).toBe('[9]');
});

test('rows are marked from the list, and the same array comes back when nothing changes', () => {
  const rows = [
    { id: 1, collected: 0 },
    { id: 2, collected: 0 },
  ];
  expect(withGuestFavourites(rows, [])).toBe(rows);
  expect(withGuestFavourites(rows, [5])).toBe(rows);
  expect(withGuestFavourites(rows, [2])).toEqual([
    { id: 1, collected: 0 },
    { id: 2, collected: 1 },
  ]);
});

test('merging sets each favourite on the account (idempotent collected: 1) and forgets them', async () => {
  toggleGuestFavourite(7);
  toggleGuestFavourite(9);
  const post = jest.fn(async () => ({ collected: 1 }));
  await expect(mergeGuestFavourites(post)).resolves.toBe(2);
  expect(post.mock.calls).toEqual([
    ['Basketballuser/collect', { match_id: 7, collected: 1 }],
    ['Basketballuser/collect', { match_id: 9, collected: 1 }],
  ]);
  expect(localStorage.getItem(GUEST_FAVOURITES_KEY)).toBeNull();
  // A second login has nothing left to send.
  await expect(mergeGuestFavourites(post)).resolves.toBe(0);
  expect(post).toHaveBeenCalledTimes(2);
});

test('a refused id (code 1) is dropped; one that failed otherwise stays for the next login', async () => {
  toggleGuestFavourite(7);
  toggleGuestFavourite(8);
  toggleGuestFavourite(9);
  const post = jest.fn(async (_path: string, body: Record<string, unknown>) => {
    if (body.match_id === 8) throw Object.assign(new Error('no such match'), { code: 1 });
    if (body.match_id === 9) throw Object.assign(new Error('offline'), { code: -1 });
    return { collected: 1 };
  });
  await expect(mergeGuestFavourites(post)).resolves.toBe(1);
  expect(readGuestFavourites()).toEqual([9]);
});
