import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { checkBlockEntry, DanmakuSettingsPanel } from './danmaku-settings-panel';
import {
  DEFAULT_DANMAKU_SETTINGS,
  readDanmakuSettings,
  updateDanmakuSettings,
  useDanmakuSettings,
} from './danmaku-settings';
import { playerMessages, playerTexts } from './test-helpers';

const T = playerTexts('en').danmaku as unknown as {
  showLabel: string;
  reducedMotion: string;
  area: Record<string, string>;
  size: Record<string, string>;
  speed: Record<string, string>;
  density: Record<string, string>;
  hide: Record<string, string>;
  gifts: Record<string, string>;
  opacity: Record<string, string>;
  block: Record<string, string> & { errors: Record<string, string> };
  reset: string;
};

function Live({ reducedMotion = false }: { reducedMotion?: boolean }) {
  const settings = useDanmakuSettings();
  return <DanmakuSettingsPanel settings={settings} reducedMotion={reducedMotion} />;
}

const renderPanel = (reducedMotion = false) =>
  renderWithProviders(<Live reducedMotion={reducedMotion} />, {
    locale: 'en',
    messages: playerMessages('en'),
  });

beforeEach(() => localStorage.clear());

test('shows the SPEC defaults and writes each change to the browser’s store', async () => {
  const user = userEvent.setup();
  renderPanel();
  const show = screen.getByRole('switch', { name: T.showLabel });
  expect(show).toBeChecked();
  expect(screen.getByRole('radio', { name: T.area.threeQuarters })).toBeChecked();
  expect(screen.getByRole('radio', { name: T.size.medium })).toBeChecked();
  expect(screen.getByRole('slider', { name: T.opacity.label })).toHaveValue('100');

  await user.click(show);
  await user.click(screen.getByRole('radio', { name: T.area.quarter }));
  await user.click(screen.getByRole('radio', { name: T.size.large }));
  await user.click(screen.getByRole('radio', { name: T.speed.fast }));
  await user.click(screen.getByRole('radio', { name: T.density.unlimited }));
  await user.click(screen.getByRole('checkbox', { name: T.hide.hideColour }));
  await user.click(screen.getByRole('switch', { name: T.gifts.label }));
  expect(readDanmakuSettings()).toMatchObject({
    show: false,
    area: 1,
    size: 3,
    speed: 'fast',
    density: 0,
    hideColour: true,
    hideGifts: true,
  });
  expect(screen.getByRole('radio', { name: T.area.quarter })).toBeChecked();
});

test('opacity is a 10–100 % slider in steps of 10', () => {
  renderPanel();
  const slider = screen.getByRole('slider', { name: T.opacity.label });
  expect(slider).toHaveAttribute('min', '10');
  expect(slider).toHaveAttribute('step', '10');
  fireEvent.change(slider, { target: { value: '80' } });
  expect(readDanmakuSettings().opacity).toBe(80);
  expect(screen.getByText('80%')).toBeInTheDocument();
});

test('keywords and patterns are added and removed; bad entries explain themselves', async () => {
  const user = userEvent.setup();
  renderPanel();
  const entry = screen.getByTestId('block-entry');
  await user.type(entry, 'spoiler{Enter}');
  expect(readDanmakuSettings().blockWords).toEqual(['spoiler']);
  expect(entry).toHaveValue('');

  await user.type(entry, 'spoiler{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent(T.block.errors.duplicate);

  await user.clear(entry);
  await user.click(screen.getByTestId('block-regex'));
  await user.type(entry, '[[unclosed{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent(T.block.errors.invalid);
  expect(entry).toHaveAttribute('aria-invalid', 'true');

  await user.clear(entry);
  await user.type(entry, '(a+)+$');
  await user.click(screen.getByRole('button', { name: T.block.add }));
  expect(screen.getByRole('alert')).toHaveTextContent(T.block.errors.unsafe);
  expect(readDanmakuSettings().blockPatterns).toEqual([]);

  await user.clear(entry);
  await user.type(entry, '^\\d{{5,}$');
  await user.click(screen.getByRole('button', { name: T.block.add }));
  expect(readDanmakuSettings().blockPatterns).toEqual(['^\\d{5,}$']);
  const list = screen.getByTestId('block-list');
  expect(within(list).getByText('/^\\d{5,}$/')).toBeInTheDocument();

  await user.click(within(list).getByRole('button', { name: 'Remove spoiler' }));
  expect(readDanmakuSettings().blockWords).toEqual([]);
});

test('reset restores the display defaults and keeps the block list', async () => {
  const user = userEvent.setup();
  updateDanmakuSettings({ area: 1, opacity: 30, show: false, blockWords: ['spam'] });
  renderPanel();
  await user.click(screen.getByRole('button', { name: T.reset }));
  expect(readDanmakuSettings()).toEqual({ ...DEFAULT_DANMAKU_SETTINGS, blockWords: ['spam'] });
});

test('with reduced motion the panel says comments stand still', () => {
  renderPanel(true);
  expect(screen.getByText(T.reducedMotion)).toBeInTheDocument();
});

test('checkBlockEntry: empty, duplicate, full, too long, regex checks', () => {
  const lists = { blockWords: ['a'], blockPatterns: ['b+'] };
  expect(checkBlockEntry('  ', false, lists)).toBe('empty');
  expect(checkBlockEntry('a', false, lists)).toBe('duplicate');
  expect(checkBlockEntry('b+', true, lists)).toBe('duplicate');
  expect(checkBlockEntry('x'.repeat(31), false, lists)).toBe('too-long');
  expect(checkBlockEntry('(x', true, lists)).toBe('invalid');
  expect(checkBlockEntry('ok', false, lists)).toBeNull();
  const full = { blockWords: Array.from({ length: 50 }, (_, i) => `w${i}`), blockPatterns: [] };
  expect(checkBlockEntry('new', false, full)).toBe('full');
});
