import { SHARE_CODE_TTL_MINUTES } from './constants';
import { readShareCode, saveShareCode } from './share-code';

const KEY = 'shareCode';
const NOW = Date.UTC(2024, 5, 1, 12);
const MINUTE = 60_000;

beforeEach(() => localStorage.clear());

test('a code saved under 1440 minutes ago is used', () => {
  saveShareCode('FAN001', NOW - (SHARE_CODE_TTL_MINUTES - 1) * MINUTE);
  expect(readShareCode(NOW)).toBe('FAN001');
  expect(localStorage.getItem(KEY)).not.toBeNull();
});

test('nothing stored gives null', () => {
  expect(readShareCode(NOW)).toBeNull();
});

test.each([
  [
    '1440 minutes old',
    JSON.stringify({ shareCode: 'FAN001', time: NOW - SHARE_CODE_TTL_MINUTES * MINUTE }),
  ],
  [
    'older',
    JSON.stringify({ shareCode: 'FAN001', time: NOW - 3 * SHARE_CODE_TTL_MINUTES * MINUTE }),
  ],
  ['unparsable', '{not json'],
  ['without a time', JSON.stringify({ shareCode: 'FAN001' })],
  ['with a text time', JSON.stringify({ shareCode: 'FAN001', time: 'yesterday' })],
  ['without a code', JSON.stringify({ time: NOW })],
  ['a bare string', JSON.stringify('FAN001')],
  ['null', 'null'],
])('an entry %s is removed', (_name, raw) => {
  localStorage.setItem(KEY, raw);
  expect(readShareCode(NOW)).toBeNull();
  expect(localStorage.getItem(KEY)).toBeNull();
});
