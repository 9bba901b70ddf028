import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_DANMAKU_SETTINGS,
  writeDanmakuSettings,
} from '@/components/player/danmaku-settings';
import { renderWithProviders } from '@/test/render';
import { ENTRY_MAX_MS, ENTRY_STILL_MS, EntryEffects, entryEffectUrl } from './entry-effects';
import { createFeed } from './feed';
import type { EnterEvent } from './gift-message';

// A stand-in for the Lottie chunk (lottie-web): says what it plays and can finish.
const mockLoaded = jest.fn();
jest.mock('./lottie-player', () => {
  mockLoaded();
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    __esModule: true,
    default: ({ src, onComplete }: { src: string; onComplete: () => void }) =>
      createElement('button', { 'data-testid': 'lottie', 'data-src': src, onClick: onComplete }),
  };
});

function setReducedMotion(on: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: on && query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

const entry = (n: number, effect: string, level: number): EnterEvent => ({
  key: `9-${n}`,
  nick: `Noble ${n}`,
  level,
  color: '#d4a017',
  effect,
});

function renderEntries() {
  const source = createFeed<EnterEvent>();
  renderWithProviders(<EntryEffects feed={source.feed} />, { locale: 'en' });
  return (e: EnterEvent) => act(() => source.emit(e));
}

beforeEach(() => {
  localStorage.clear();
  setReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

/** Issue 24: the promised entry effect was only a green chat line. */
describe('EntryEffects', () => {
  it('plays each tier’s own self-hosted animation beside the arrival, one at a time', async () => {
    const emit = renderEntries();
    emit(entry(1, 'king', 6));
    emit(entry(2, 'viscount', 2));
    const effect = screen.getByTestId('entry-effect');
    expect(effect).toHaveAttribute('data-effect', 'king');
    expect(effect).toHaveAttribute('data-mode', 'animation');
    expect(effect).toHaveTextContent('Noble Noble 1 has entered the room');
    expect(await screen.findByTestId('lottie')).toHaveAttribute('data-src', '/nobles/king.json');
    // The animation's end brings the next.
    await userEvent.setup().click(screen.getByTestId('lottie'));
    expect(screen.getByTestId('entry-effect')).toHaveAttribute('data-effect', 'viscount');
    expect(await screen.findByTestId('lottie')).toHaveAttribute(
      'data-src',
      '/nobles/viscount.json',
    );
  });

  it('never stays longer than its time, even if the animation does not end', () => {
    jest.useFakeTimers();
    const emit = renderEntries();
    emit(entry(1, 'duke', 5));
    act(() => jest.advanceTimersByTime(ENTRY_MAX_MS));
    expect(screen.queryByTestId('entry-effect')).toBeNull();
  });

  it('is still under reduced motion, without loading the animation, and short', () => {
    jest.useFakeTimers();
    mockLoaded.mockClear();
    setReducedMotion(true);
    const emit = renderEntries();
    emit(entry(1, 'marquis', 4));
    expect(screen.getByTestId('entry-effect')).toHaveAttribute('data-mode', 'still');
    expect(screen.queryByTestId('lottie')).toBeNull();
    act(() => jest.advanceTimersByTime(ENTRY_STILL_MS));
    expect(screen.queryByTestId('entry-effect')).toBeNull();
  });

  it('shows nothing while the viewer hides gift effects', () => {
    writeDanmakuSettings({ ...DEFAULT_DANMAKU_SETTINGS, hideGifts: true });
    const emit = renderEntries();
    emit(entry(1, 'count', 3));
    expect(screen.queryByTestId('entry-effect')).toBeNull();
  });

  it('knows only its own effects: anything else shows the still banner', () => {
    expect(entryEffectUrl('count')).toBe('/nobles/count.json');
    expect(entryEffectUrl('../x')).toBeNull();
    const emit = renderEntries();
    emit(entry(1, 'glow', 2));
    expect(screen.getByTestId('entry-effect')).toHaveAttribute('data-mode', 'still');
  });
});
