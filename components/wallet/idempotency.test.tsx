import { ApiError, NETWORK_ERROR_CODE } from '@/lib/contract';
import { newIdempotencyKey, outcomeUnknown } from './idempotency';
import { coinsToTenths, parseCoinInput, tenthsToWire } from './amount';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  afterEach(() => jest.restoreAllMocks());

  it('are v4 UUIDs, different every time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(UUID);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('come from getRandomValues where randomUUID is missing (plain http)', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', {
      value: undefined,
      configurable: true,
    });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const k of keys) expect(k).toMatch(UUID);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', {
        value: original,
        configurable: true,
      });
    }
  });

  it.each([
    ['no answer', new ApiError({ code: NETWORK_ERROR_CODE, msg: '', status: 0 }), true],
    ['a server error', new ApiError({ code: 1, msg: '', status: 500 }), true],
    [
      'the first try still running',
      new ApiError({ code: 1, msg: '', status: 409, data: { error: 'idempotencyInProgress' } }),
      true,
    ],
    ['something thrown that is not an answer', new TypeError('x'), true],
    [
      'a refusal',
      new ApiError({ code: 1, msg: '', status: 200, data: { error: 'insufficientBalance' } }),
      false,
    ],
    [
      'a blocked password',
      new ApiError({ code: 1, msg: '', status: 429, data: { error: 'paymentPasswordBlocked' } }),
      false,
    ],
    ['not logged in', new ApiError({ code: 700, msg: '', status: 200 }), false],
  ])('after %s the outcome is unknown: %p', (_what, error, unknown) => {
    expect(outcomeUnknown(error)).toBe(unknown);
  });
});

describe('coin inputs', () => {
  it.each([
    ['10', 100],
    ['10.5', 105],
    ['10,5', 105],
    [' 0.1 ', 1],
    ['0', null],
    ['0.05', null],
    ['-1', null],
    ['1e3', null],
    ['abc', null],
    ['01', null],
    ['', null],
    ['12345678901234', null],
  ])('%p → %p tenths', (text, tenths) => expect(parseCoinInput(text)).toBe(tenths));

  it('round-trips tenths to the wire and coins to tenths without float noise', () => {
    expect(tenthsToWire(100)).toBe('10');
    expect(tenthsToWire(105)).toBe('10.5');
    expect(coinsToTenths(100.5 * 3)).toBe(3015);
    expect(coinsToTenths(0.1 + 0.2)).toBe(3);
  });
});
