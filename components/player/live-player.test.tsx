import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import type { Locale } from '@/i18n/locales';
import { readDanmakuSettings } from './danmaku-settings';
import type { StreamControllerOptions } from './stream-controller';
import LivePlayer from './live-player';
import { playerMessages, playerTexts } from './test-helpers';

// The web components register themselves on import; jsdom renders them as plain elements.
jest.mock('media-chrome/media-controller.js', () => ({}));
jest.mock('media-chrome/media-control-bar.js', () => ({}));
jest.mock('media-chrome/media-play-button.js', () => ({}));
jest.mock('media-chrome/media-mute-button.js', () => ({}));
jest.mock('media-chrome/media-volume-range.js', () => ({}));
jest.mock('media-chrome/media-live-button.js', () => ({}));
jest.mock('media-chrome/media-pip-button.js', () => ({}));
jest.mock('media-chrome/media-fullscreen-button.js', () => ({}));
// jsdom has no PointerEvent (the player dispatches one once media-chrome loads): a MouseEvent
// with its pointerType, for this file only (other components' tests must not see one).
class PointerEventShim extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? '';
  }
}
beforeAll(() => {
  globalThis.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
});
afterAll(() => {
  delete (globalThis as { PointerEvent?: unknown }).PointerEvent;
});

const mockAddTranslation = jest.fn();
const mockSetLanguage = jest.fn();
jest.mock('media-chrome/utils/i18n.js', () => ({
  addTranslation: (...a: unknown[]) => mockAddTranslation(...a),
  setLanguage: (...a: unknown[]) => mockSetLanguage(...a),
}));
jest.mock('danmaku/dist/esm/danmaku.canvas.js', () => ({
  __esModule: true,
  default: class {
    emit() {}
    show() {}
    hide() {}
    resize() {}
    destroy() {}
    speed = 144;
  },
}));

/** The stream controller, replaced: the test plays the engine's part through its callbacks. */
const mockControllers: { opts: StreamControllerOptions; c: Record<string, jest.Mock> }[] = [];
jest.mock('./stream-controller', () => ({
  StreamController: function StreamController(opts: StreamControllerOptions) {
    const c = {
      start: jest.fn(),
      destroy: jest.fn(),
      setLine: jest.fn(),
      setLevel: jest.fn(),
      retry: jest.fn(),
    };
    mockControllers.push({ opts, c });
    return c;
  },
}));

const T = playerTexts('en') as unknown as {
  unmute: string;
  play: string;
  status: Record<string, string>;
  quality: Record<string, string>;
  line: Record<'label' | 'hls' | 'flv', string> & { short: Record<'hls' | 'flv', string> };
  danmaku: Record<string, string>;
};

function renderPlayer(
  props: Partial<React.ComponentProps<typeof LivePlayer>> = {},
  locale: Locale = 'en',
) {
  return renderWithProviders(
    <LivePlayer hls="/hls/r.m3u8?s" title="Derby night" poster="/cover.jpg" {...props} />,
    { locale, timeZone: 'UTC', messages: playerMessages(locale) },
  );
}
const last = () => mockControllers[mockControllers.length - 1];
/** media-chrome loads on the first move over the player (live-player.tsx): move, and wait for it. */
const barShown = () => {
  fireEvent.pointerOver(screen.getByTestId('live-player'));
  return screen.findByTestId('danmaku-toggle');
};

beforeEach(() => {
  mockControllers.length = 0;
  localStorage.clear();
  delete (window as { MediaSource?: unknown }).MediaSource;
});

test('off air: the offline poster, and no stream is opened', () => {
  renderPlayer({ hls: null, offline: { nextStartsAt: Date.UTC(2026, 10, 28, 12) / 1000 } });
  expect(screen.getByTestId('player-offline')).toHaveTextContent('Sat, Nov 28, 12:00 PM');
  expect(mockControllers).toHaveLength(0);
});

test('on air: a muted inline video under media-chrome, and one controller per address pair', () => {
  const { rerender, unmount } = renderPlayer();
  const region = screen.getByRole('region', { name: 'Live video: Derby night' });
  const video = region.querySelector('video')!;
  expect(video.muted).toBe(true);
  expect(video).toHaveAttribute('playsinline');
  expect(video).toHaveAttribute('poster', '/cover.jpg');
  const controller = region.querySelector('media-controller')!;
  expect(controller).toHaveAttribute('defaultstreamtype', 'live');
  expect(controller).toHaveAttribute('nomutedpref');
  expect(controller).not.toHaveAttribute('nohotkeys');
  expect(last().opts).toMatchObject({ sources: { hls: '/hls/r.m3u8?s' }, line: 'hls' });
  expect(last().opts.video).toBe(video);
  expect(last().c.start).toHaveBeenCalled();

  // A re-signed address: the old controller goes, a new one starts.
  rerender(<LivePlayer hls="/hls/r.m3u8?s2" title="Derby night" />);
  expect(mockControllers).toHaveLength(2);
  expect(mockControllers[0].c.destroy).toHaveBeenCalled();
  unmount();
  expect(mockControllers[1].c.destroy).toHaveBeenCalled();
});

test('media-chrome’s controls speak the page language', () => {
  renderPlayer({}, 'zh');
  expect(mockSetLanguage).toHaveBeenLastCalledWith('zh');
  expect(mockAddTranslation).toHaveBeenLastCalledWith(
    'zh',
    expect.objectContaining({
      Play: '播放',
      play: '播放',
      'Enter fullscreen mode': '全屏',
      volume: '音量',
    }),
  );
});

test('playing muted offers “tap to unmute”; refused autoplay offers a play button', async () => {
  const user = userEvent.setup();
  renderPlayer();
  expect(screen.queryByTestId('player-unmute')).not.toBeInTheDocument();
  act(() => last().opts.onStatus?.({ kind: 'playing', engine: 'hls.js' }));
  const unmute = screen.getByRole('button', { name: T.unmute });
  const video = screen.getByTestId('live-player').querySelector('video')!;
  await user.click(unmute);
  expect(video.muted).toBe(false);
  expect(screen.queryByTestId('player-unmute')).not.toBeInTheDocument();

  act(() => last().opts.onAutoplayBlocked?.(true));
  expect(screen.getByRole('button', { name: T.play })).toBeInTheDocument();
});

test('reconnecting shows an overlay with a retry; offline says so', async () => {
  const user = userEvent.setup();
  renderPlayer();
  act(() =>
    last().opts.onStatus?.({
      kind: 'reconnecting',
      attempt: 2,
      delayMs: 2000,
      reason: 'network',
      offline: true,
    }),
  );
  const overlay = screen.getByTestId('player-reconnecting');
  expect(overlay).toHaveAttribute('role', 'status');
  expect(overlay).toHaveTextContent(T.status.reconnecting);
  expect(overlay).toHaveTextContent(T.status.offline);
  await user.click(within(overlay).getByRole('button', { name: T.status.retry }));
  expect(last().c.retry).toHaveBeenCalled();
  act(() => last().opts.onStatus?.({ kind: 'unsupported' }));
  expect(screen.getByRole('alert')).toHaveTextContent(T.status.unsupported);
});

test('media-chrome loads on the first move over, tap on or focus in the player, not with the page', async () => {
  const chrome = () => screen.getByTestId('live-player').getAttribute('data-chrome');
  for (const wake of [
    (p: HTMLElement) => fireEvent.pointerOver(p),
    (p: HTMLElement) => fireEvent.pointerDown(p),
    (p: HTMLElement) => fireEvent.focus(p.querySelector('button') ?? p),
  ]) {
    const { unmount } = renderPlayer();
    act(() => last().opts.onStatus?.({ kind: 'playing', engine: 'hls.js' }));
    const player = screen.getByTestId('live-player');
    // The page loads: the video, the unmute button and the danmaku, no control bar.
    expect(player.querySelector('media-controller > video')).not.toBeNull();
    expect(screen.getByTestId('player-unmute')).toBeInTheDocument();
    expect(player.querySelector('media-control-bar')).toBeNull();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(chrome()).toBe('idle');
    const moves: string[] = [];
    player
      .querySelector('media-controller')!
      .addEventListener('pointermove', (e) => moves.push((e as PointerEvent).pointerType));
    wake(player);
    await screen.findByTestId('danmaku-toggle');
    expect(player.querySelector('media-control-bar')).not.toBeNull();
    expect(chrome()).toBe('ready');
    // The controls show at once, as the move that loaded them would have shown them.
    expect(moves).toEqual(['mouse']);
    unmount();
  }
});

test('a player mounted once media-chrome is defined has its controls at once', () => {
  const get = jest
    .spyOn(customElements, 'get')
    .mockImplementation((name) => (name === 'media-control-bar' ? HTMLElement : undefined));
  try {
    renderPlayer();
    expect(screen.getByTestId('live-player').querySelector('media-control-bar')).not.toBeNull();
  } finally {
    get.mockRestore();
  }
});

test('the buffering spinner shows after 800 ms of waiting, and goes when the video plays', () => {
  jest.useFakeTimers();
  try {
    renderPlayer();
    const video = screen.getByTestId('live-player').querySelector('video')!;
    act(() => void video.dispatchEvent(new Event('waiting')));
    act(() => void jest.advanceTimersByTime(700));
    expect(screen.queryByTestId('player-buffering')).not.toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(100));
    expect(screen.getByTestId('player-buffering')).toBeInTheDocument();
    act(() => void video.dispatchEvent(new Event('playing')));
    expect(screen.queryByTestId('player-buffering')).not.toBeInTheDocument();
    // Not under the reconnecting overlay, which says more.
    act(() => void video.dispatchEvent(new Event('waiting')));
    act(() => {
      last().opts.onStatus?.({
        kind: 'reconnecting',
        attempt: 1,
        delayMs: 1000,
        reason: 'network',
        offline: false,
      });
      jest.advanceTimersByTime(800);
    });
    expect(screen.queryByTestId('player-buffering')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('the quality menu appears only with several levels, and picks one', async () => {
  const user = userEvent.setup();
  renderPlayer();
  await barShown();
  act(() => last().opts.onLevels?.([{ index: 0, height: 720, bitrate: 2e6 }]));
  expect(screen.queryByTestId('quality-menu')).not.toBeInTheDocument();
  act(() => {
    last().opts.onLevels?.([
      { index: 0, height: 360, bitrate: 8e5 },
      { index: 1, height: 1080, bitrate: 5e6 },
      { index: 2, height: 720, bitrate: 2.5e6 },
    ]);
    last().opts.onLevelSwitched?.(2);
  });
  const trigger = screen.getByTestId('quality-menu');
  expect(trigger).toHaveAccessibleName(`${T.quality.label}: Auto (720p)`);
  await user.click(trigger);
  const menu = screen.getByRole('menu', { name: T.quality.label });
  expect(
    within(menu)
      .getAllByRole('menuitemradio')
      .map((i) => i.textContent),
  ).toEqual([T.quality.auto, '1080p', '720p', '360p']);
  // The checked item has focus; arrows move; Enter picks.
  expect(within(menu).getByRole('menuitemradio', { name: T.quality.auto })).toHaveFocus();
  // Hotkeys are off while a menu is open (typing must not toggle playback).
  expect(screen.getByTestId('live-player').querySelector('media-controller')).toHaveAttribute(
    'nohotkeys',
  );
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
  expect(last().c.setLevel).toHaveBeenCalledWith(0);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
  expect(trigger).toHaveAccessibleName(`${T.quality.label}: 360p`);

  await user.click(trigger);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});

test('the line menu appears when the room has FLV this browser can play', async () => {
  const user = userEvent.setup();
  renderPlayer({ flv: '/flv/r.flv?s' });
  await barShown();
  expect(screen.queryByTestId('line-menu')).not.toBeInTheDocument();
  Object.defineProperty(window, 'MediaSource', {
    configurable: true,
    writable: true,
    value: Object.assign(function MediaSource() {}, { isTypeSupported: () => true }),
  });
  mockControllers.length = 0;
  renderPlayer({ flv: '/flv/r2.flv?s' });
  fireEvent.pointerOver(screen.getAllByTestId('live-player')[1]);
  const trigger = await screen.findByTestId('line-menu');
  expect(trigger).toHaveAccessibleName(`${T.line.label}: ${T.line.short.hls}`);
  await user.click(trigger);
  await user.click(screen.getByRole('menuitemradio', { name: T.line.flv }));
  expect(last().c.setLine).toHaveBeenCalledWith('flv');
  expect(screen.getByTestId('line-menu')).toHaveAccessibleName(
    `${T.line.label}: ${T.line.short.flv}`,
  );
  // The controller moving to FLV by itself shows too.
  act(() => last().opts.onLine?.('hls'));
  expect(screen.getByTestId('line-menu')).toHaveAccessibleName(
    `${T.line.label}: ${T.line.short.hls}`,
  );
});

test('the danmaku button turns comments off and on; the settings open in the player', async () => {
  const user = userEvent.setup();
  renderPlayer();
  await barShown();
  const toggle = screen.getByRole('button', { name: T.danmaku.toggle });
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await user.click(toggle);
  expect(readDanmakuSettings().show).toBe(false);
  expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await user.click(screen.getByRole('button', { name: T.danmaku.settings }));
  const dialog = screen.getByRole('dialog', { name: T.danmaku.settings });
  expect(screen.getByTestId('live-player').contains(dialog)).toBe(true);
  expect(within(dialog).getByTestId('danmaku-settings')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test("the player adopts the first-frame script's video and drives that one", () => {
  const host = document.createElement('div');
  host.innerHTML =
    '<video id="live-first-frame" muted autoplay playsinline hidden data-src="/hls/r.m3u8?old"></video>';
  document.body.append(host);
  const early = host.querySelector('video')!;
  window.__liveBoot = {
    url: '/hls/r.m3u8?old',
    video: early,
    Hls: null,
    ready: Promise.resolve(null),
    failed: false,
    claimed: false,
  };
  try {
    // The page was signed again meanwhile: the same stream all the same.
    renderPlayer({ hls: '/hls/r.m3u8?new' });
    const player = screen.getByTestId('live-player');
    const videos = player.querySelectorAll('video');
    expect(videos).toHaveLength(1);
    expect(videos[0]).toBe(early);
    expect(early.parentElement?.tagName).toBe('MEDIA-CONTROLLER');
    expect(early.getAttribute('slot')).toBe('media');
    expect(early.getAttribute('poster')).toBe('/cover.jpg');
    expect(early.hidden).toBe(false);
    expect(window.__liveBoot.claimed).toBe(true);
    expect(mockControllers.at(-1)?.opts.video).toBe(early);
  } finally {
    delete window.__liveBoot;
    host.remove();
  }
});

test('another stream, or a video already adopted, is not taken', () => {
  const early = document.createElement('video');
  document.body.append(early);
  const boot = {
    url: '/hls/other.m3u8',
    video: early,
    Hls: null,
    ready: Promise.resolve(null),
    failed: false,
    claimed: false,
  };
  window.__liveBoot = boot;
  try {
    renderPlayer();
    expect(screen.getByTestId('live-player').querySelector('video')).not.toBe(early);
    expect(boot.claimed).toBe(false);
  } finally {
    delete window.__liveBoot;
    early.remove();
  }
});
