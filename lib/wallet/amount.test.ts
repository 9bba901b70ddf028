import { z } from 'zod';
import { coinsField, parseCoins, toCoins } from './amount';

describe('amounts at the edge', () => {
  it.each([
    [1, 10],
    ['1', 10],
    [0.1, 1],
    ['0.1', 1],
    [12.5, 125],
    ['9999999.9', 99_999_999],
  ])('takes %j as %i tenths', (v, tenths) => {
    expect(parseCoins(v)).toBe(tenths);
  });

  it.each([
    0,
    -1,
    '-1',
    0.05,
    '0.05',
    1.25,
    '1.25',
    'abc',
    '',
    ' 1',
    '1 ',
    '01',
    '0x10',
    '1e3',
    1e400,
    NaN,
    Infinity,
    null,
    undefined,
    true,
    [1],
    { a: 1 },
  ])('refuses %j', (v) => {
    expect(parseCoins(v)).toBeNull();
  });

  it('refuses amounts above the maximum and answers the message key for the others', () => {
    const s = z.object({ amount: coinsField(1000) });
    expect(s.parse({ amount: '100' })).toEqual({ amount: 1000 });
    const big = s.safeParse({ amount: 100.1 });
    expect(big.success).toBe(false);
    expect(big.error?.issues[0].code).toBe('too_big');
    const bad = s.safeParse({ amount: '0.05' });
    expect(bad.error?.issues[0].message).toBe('api.errors.amountInvalid');
  });

  it('gives coins back with one decimal', () => {
    expect(toCoins(125)).toBe(12.5);
    expect(toCoins(1)).toBe(0.1);
    expect(toCoins(0)).toBe(0);
  });
});
