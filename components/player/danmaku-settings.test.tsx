import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  DANMAKU_STORAGE_KEY,
  DEFAULT_DANMAKU_SETTINGS,
  parseDanmakuSettings,
  readDanmakuSettings,
  subscribeDanmakuSettings,
  updateDanmakuSettings,
  useDanmakuSettings,
  validateDanmakuSettings,
  writeDanmakuSettings,
} from './danmaku-settings';

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

test('the SPEC defaults: shown, area 3, size 2, opacity 100', () => {
  expect(DEFAULT_DANMAKU_SETTINGS).toMatchObject({ show: true, area: 3, size: 2, opacity: 100 });
  expect(readDanmakuSettings()).toEqual(DEFAULT_DANMAKU_SETTINGS);
});

test('damaged or foreign stored values fall back to the defaults', () => {
  for (const raw of [null, '', '{oops', '[]', '"text"', '42', 'null']) {
    expect(parseDanmakuSettings(raw)).toEqual(DEFAULT_DANMAKU_SETTINGS);
  }
});

test('each field is checked on its own; a bad one takes its default, the rest are kept', () => {
  const s = validateDanmakuSettings({
    show: 'yes',
    area: 5,
    size: 3,
    opacity: 55,
    speed: 'warp',
    density: 1000,
    hideScroll: true,
    hideColour: 1,
    hideGifts: true,
    unknown: 'ignored',
  });
  expect(s).toEqual({
    ...DEFAULT_DANMAKU_SETTINGS,
    size: 3,
    opacity: 60,
    density: 200,
    hideScroll: true,
    hideGifts: true,
  });
  expect(validateDanmakuSettings({ area: 1, speed: 'fast' })).toMatchObject({
    area: 1,
    speed: 'fast',
  });
  expect(validateDanmakuSettings({ area: '2', size: 2.5 })).toMatchObject({ area: 3, size: 2 });
});

test('opacity stays within 10–100 % in steps of 10; density is 0 (no limit) or 10–200', () => {
  expect(validateDanmakuSettings({ opacity: 0 }).opacity).toBe(10);
  expect(validateDanmakuSettings({ opacity: 3 }).opacity).toBe(10);
  expect(validateDanmakuSettings({ opacity: 140 }).opacity).toBe(100);
  expect(validateDanmakuSettings({ opacity: Number.NaN }).opacity).toBe(100);
  expect(validateDanmakuSettings({ density: 0 }).density).toBe(0);
  expect(validateDanmakuSettings({ density: -4 }).density).toBe(0);
  expect(validateDanmakuSettings({ density: 5 }).density).toBe(10);
  expect(validateDanmakuSettings({ density: 40 }).density).toBe(40);
  expect(validateDanmakuSettings({ density: 12.5 }).density).toBe(80);
});

test('block lists keep trimmed, unique, short strings and only safe, valid patterns', () => {
  const s = validateDanmakuSettings({
    blockWords: [' spam ', 'spam', 3, '', 'x'.repeat(31), '广告'],
    blockPatterns: ['^\\d+$', '(a+)+$', '[bad', 'ok', 'ok', null],
  });
  expect(s.blockWords).toEqual(['spam', '广告']);
  expect(s.blockPatterns).toEqual(['^\\d+$', 'ok']);
  const many = Array.from({ length: 80 }, (_, i) => `w${i}`);
  expect(validateDanmakuSettings({ blockWords: many }).blockWords).toHaveLength(50);
  expect(validateDanmakuSettings({ blockWords: 'spam' }).blockWords).toEqual([]);
});

test('writes go to localStorage under a versioned key, validated, and notify subscribers', () => {
  const listener = jest.fn();
  const unsubscribe = subscribeDanmakuSettings(listener);
  updateDanmakuSettings({ area: 1, opacity: 40 });
  expect(listener).toHaveBeenCalledTimes(1);
  expect(JSON.parse(localStorage.getItem(DANMAKU_STORAGE_KEY)!)).toMatchObject({
    area: 1,
    opacity: 40,
    show: true,
  });
  expect(readDanmakuSettings()).toMatchObject({ area: 1, opacity: 40 });
  // The same object while nothing changed (useSyncExternalStore needs that).
  expect(readDanmakuSettings()).toBe(readDanmakuSettings());
  writeDanmakuSettings({ ...DEFAULT_DANMAKU_SETTINGS, opacity: 7 });
  expect(readDanmakuSettings().opacity).toBe(10);
  unsubscribe();
  updateDanmakuSettings({ area: 2 });
  expect(listener).toHaveBeenCalledTimes(2);
});

test('other tabs’ changes arrive through the storage event', () => {
  const listener = jest.fn();
  const unsubscribe = subscribeDanmakuSettings(listener);
  window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
  expect(listener).not.toHaveBeenCalled();
  window.dispatchEvent(new StorageEvent('storage', { key: DANMAKU_STORAGE_KEY }));
  expect(listener).toHaveBeenCalledTimes(1);
  unsubscribe();
});

test('blocked storage reads as the defaults and writing does not throw', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('blocked');
  });
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('blocked');
  });
  expect(readDanmakuSettings()).toEqual(DEFAULT_DANMAKU_SETTINGS);
  expect(() => updateDanmakuSettings({ show: false })).not.toThrow();
});

function Probe() {
  const s = useDanmakuSettings();
  return <p data-testid="probe">{`${s.show} ${s.area} ${s.hideGifts}`}</p>;
}

test('the hook renders the defaults on the server and the stored settings in the browser', () => {
  localStorage.setItem(DANMAKU_STORAGE_KEY, JSON.stringify({ show: false, area: 2 }));
  expect(renderToString(<Probe />)).toContain('true 3 false');
  render(<Probe />);
  expect(screen.getByTestId('probe')).toHaveTextContent('false 2 false');
  act(() => updateDanmakuSettings({ hideGifts: true }));
  expect(screen.getByTestId('probe')).toHaveTextContent('false 2 true');
});
