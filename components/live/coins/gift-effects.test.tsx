import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import { renderWithProviders } from '@/test/render';
import {
  DEFAULT_DANMAKU_SETTINGS,
  writeDanmakuSettings,
} from '@/components/player/danmaku-settings';
import { createFeed } from './feed';
import { GiftEffects, STILL_MS } from './gift-effects';
import type { GiftEvent } from './gift-message';

// The real Lottie chunk (lottie-web) is what the room must not load up front: here a stand-in
// that says it was loaded and can finish its animation.
const mockLoaded = jest.fn();
jest.mock('./lottie-player', () => {
  mockLoaded();
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    __esModule: true,
    default: ({ src, onComplete }: { src: string; onComplete: () => void }) =>
      createElement(
        'button',
        { 'data-testid': 'lottie', 'data-src': src, onClick: onComplete },
        'end',
      ),
  };
});

function gift(n: number, over: Partial<GiftEvent> = {}): GiftEvent {
  return {
    key: `9-${n}`,
    from: 'u5',
    nick: 'Mark',
    avatar: '',
    noble: null,
    giftId: 3,
    slug: 'rocket',
    icon: '/gifts/rocket.svg',
    effect: '/gifts/rocket.json',
    effectLevel: 1,
    num: 10,
    total: 1000,
    names: { zh: '火箭', en: 'Rocket', vi: 'Tên lửa' },
    ...over,
  };
}

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

function renderEffects() {
  const source = createFeed<GiftEvent>();
  renderWithProviders(<GiftEffects feed={source.feed} />, { locale: 'en' });
  return (g: GiftEvent) => act(() => source.emit(g));
}

const E = en.coins.effect;

beforeEach(() => {
  localStorage.clear();
  setReducedMotion(false);
});
afterEach(() => {
  jest.useRealTimers();
});

describe('GiftEffects', () => {
  it('shows a still caption under reduced motion, without loading the animation', () => {
    setReducedMotion(true);
    const emit = renderEffects();
    emit(gift(1, { effectLevel: 2 }));
    const effect = screen.getByTestId('gift-effect');
    expect(effect).toHaveAttribute('data-mode', 'still');
    expect(effect).toHaveAttribute('data-level', '2');
    expect(screen.getByTestId('gift-effect-caption')).toHaveTextContent('Mark sent Rocket ×10');
    expect(screen.queryByTestId('lottie')).toBeNull();
    expect(mockLoaded).not.toHaveBeenCalled();
  });

  it('shows nothing while the viewer hides gift effects, and drops the queue when turned on', () => {
    writeDanmakuSettings({ ...DEFAULT_DANMAKU_SETTINGS, hideGifts: true });
    const emit = renderEffects();
    emit(gift(1));
    expect(screen.queryByTestId('gift-effect')).toBeNull();
    act(() => writeDanmakuSettings({ ...DEFAULT_DANMAKU_SETTINGS, hideGifts: false }));
    expect(screen.queryByTestId('gift-effect')).toBeNull();
    emit(gift(2, { effect: '' }));
    emit(gift(3, { effect: '' }));
    expect(screen.getByTestId('gift-effect')).toBeInTheDocument();
    act(() => writeDanmakuSettings({ ...DEFAULT_DANMAKU_SETTINGS, hideGifts: true }));
    expect(screen.queryByTestId('gift-effect')).toBeNull();
    act(() => writeDanmakuSettings({ ...DEFAULT_DANMAKU_SETTINGS, hideGifts: false }));
    expect(screen.queryByTestId('gift-effect')).toBeNull();
  });

  it('plays the queue one at a time: loads Lottie lazily, ends on complete, skip and Escape', async () => {
    const emit = renderEffects();
    emit(gift(0, { effectLevel: 0 }));
    expect(screen.queryByTestId('gift-effect')).toBeNull();
    emit(gift(1));
    emit(gift(2, { effectLevel: 2, nick: 'Lan', num: 1, names: { zh: '', en: '', vi: '' } }));
    emit(gift(2));
    emit(gift(3, { nick: 'Third' }));

    // The first: its animation, fetched on demand, with the caption.
    const lottie = await screen.findByTestId('lottie');
    expect(mockLoaded).toHaveBeenCalledTimes(1);
    expect(lottie).toHaveAttribute('data-src', '/gifts/rocket.json');
    expect(screen.getByTestId('gift-effect')).toHaveAttribute('data-mode', 'animation');
    expect(screen.getByTestId('gift-effect-caption')).toHaveTextContent('Mark sent Rocket ×10');

    // The animation's end brings the next (a nameless gift is called by its slug).
    const user = userEvent.setup();
    await user.click(lottie);
    expect(screen.getByTestId('gift-effect-caption')).toHaveTextContent('Lan sent rocket ×1');
    expect(screen.getByTestId('gift-effect')).toHaveAttribute('data-level', '2');

    // The skip button (a duplicate of an queued gift was dropped), then Escape.
    await user.click(screen.getByRole('button', { name: E.skip }));
    expect(screen.getByTestId('gift-effect-caption')).toHaveTextContent('Third sent Rocket ×10');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('gift-effect')).toBeNull();
  });

  it('a click on the effect skips it, and a still caption ends by itself', () => {
    jest.useFakeTimers();
    const emit = renderEffects();
    emit(gift(1, { effect: '' }));
    emit(gift(2, { effect: '' }));
    const effect = screen.getByTestId('gift-effect');
    expect(effect).toHaveAttribute('data-mode', 'still');
    fireEvent.click(within(effect).getByTestId('gift-effect-caption'));
    expect(screen.getByTestId('gift-effect')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(STILL_MS + 10));
    expect(screen.queryByTestId('gift-effect')).toBeNull();
  });
});
