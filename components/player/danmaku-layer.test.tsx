import { act, render } from '@testing-library/react';
import { compileBlockList } from './block-list';
import { createDanmakuFeed } from './danmaku-feed';
import {
  cleanText,
  DANMAKU_IDLE_CHECK_MS,
  DanmakuLayer,
  fontPx,
  normaliseColour,
  prepareComment,
} from './danmaku-layer';
import { DEFAULT_DANMAKU_SETTINGS, type DanmakuSettings } from './danmaku-settings';
import { clearTop, reserveBand } from './reserved-bands';

type Emitted = { text: string; mode: string; style: { font: string; fillStyle: string } };

const mockInstances: FakeDanmaku[] = [];
class FakeDanmaku {
  emit = jest.fn((_c: Emitted) => this);
  show = jest.fn();
  hide = jest.fn();
  resize = jest.fn();
  destroy = jest.fn();
  speed = 144;
  comments: unknown[] = [];
  runningList: unknown[] = [];
  _ = { position: 0, runningList: [] as unknown[] };
  constructor(public options: { container: HTMLElement; engine: string }) {
    mockInstances.push(this);
  }
}
jest.mock('danmaku/dist/esm/danmaku.canvas.js', () => ({
  __esModule: true,
  default: function Danmaku(this: unknown, o: { container: HTMLElement; engine: string }) {
    return new FakeDanmaku(o);
  },
}));

const S = (patch: Partial<DanmakuSettings> = {}): DanmakuSettings => ({
  ...DEFAULT_DANMAKU_SETTINGS,
  ...patch,
});
const none = compileBlockList([], []);

beforeAll(() => {
  // jsdom lays nothing out: the stage is 1280 px wide.
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get: () => 1280,
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as { offsetWidth?: number }).offsetWidth;
});
beforeEach(() => {
  mockInstances.length = 0;
});

test('text is one clean line of at most 100 characters; colours are #rrggbb', () => {
  expect(cleanText('  hello\n\tworld\u0000 ')).toBe('hello world');
  expect(cleanText(42)).toBe('');
  expect(cleanText('好'.repeat(150))).toHaveLength(100);
  expect(normaliseColour('#F0a')).toBe('#ff00aa');
  expect(normaliseColour('#00FF00')).toBe('#00ff00');
  expect(normaliseColour('red')).toBeNull();
  expect(normaliseColour('url(javascript:x)')).toBeNull();
  expect(normaliseColour(undefined)).toBeNull();
});

test('which comments are shown, and how', () => {
  const msg = { text: 'goal!' };
  expect(prepareComment(msg, S(), none, false)).toEqual({
    text: 'goal!',
    mode: 'rtl',
    colour: '#ffffff',
    own: false,
  });
  expect(prepareComment(msg, S({ show: false }), none, false)).toBeNull();
  expect(prepareComment({ text: '   ' }, S(), none, false)).toBeNull();
  expect(prepareComment(msg, S({ hideScroll: true }), none, false)).toBeNull();
  expect(prepareComment({ ...msg, mode: 'top' }, S({ hideTop: true }), none, false)).toBeNull();
  expect(
    prepareComment({ ...msg, mode: 'bottom' }, S({ hideBottom: true }), none, false),
  ).toBeNull();
  expect(
    prepareComment({ ...msg, color: '#f00' }, S({ hideColour: true }), none, false),
  ).toBeNull();
  // White counts as uncoloured.
  expect(
    prepareComment({ ...msg, color: '#FFF' }, S({ hideColour: true }), none, false),
  ).not.toBeNull();
  expect(prepareComment(msg, S(), compileBlockList(['GOAL'], []), false)).toBeNull();
  // The viewer's own comment passes the filters and the block list.
  expect(
    prepareComment(
      { ...msg, own: true },
      S({ hideScroll: true }),
      compileBlockList(['goal'], []),
      false,
    ),
  ).toMatchObject({ own: true, mode: 'rtl' });
  // Reduced motion: scrolling comments stand still at the top; fixed ones stay where they are.
  expect(prepareComment(msg, S(), none, true)?.mode).toBe('top');
  expect(prepareComment({ ...msg, mode: 'bottom' }, S(), none, true)?.mode).toBe('bottom');
  expect(prepareComment({ ...msg, mode: 'ltr' as 'rtl' }, S(), none, false)?.mode).toBe('rtl');
});

test('text size follows the setting and scales with the stage', () => {
  expect([1, 2, 3].map((s) => fontPx(s as 1 | 2 | 3, 1280))).toEqual([22, 28, 36]);
  expect(fontPx(2, 960)).toBe(21);
  expect(fontPx(2, 200)).toBe(15); // never below 55 %
  expect(fontPx(2, 4000)).toBe(36); // never above 130 %
});

test('the layer draws the feed with the canvas engine, in the chosen area and opacity', () => {
  const { feed, emit } = createDanmakuFeed();
  const { container, rerender, unmount } = render(
    <DanmakuLayer feed={feed} settings={S()} reducedMotion={false} />,
  );
  const layer = container.querySelector<HTMLElement>('[data-testid=danmaku-layer]')!;
  expect(layer).toHaveAttribute('aria-hidden', 'true');
  expect(layer.style.height).toBe('75%');
  expect(layer.style.opacity).toBe('1');
  const dm = mockInstances[0];
  expect(dm.options).toMatchObject({ container: layer, engine: 'canvas' });
  // "normal": a comment crosses the 1280 px stage in 7 s.
  expect(dm.speed).toBeCloseTo(1280 / 7);

  act(() => emit({ text: 'what a save', color: '#00ff00', mode: 'top' }));
  expect(dm.emit).toHaveBeenCalledTimes(1);
  const c = dm.emit.mock.calls[0][0];
  expect(c).toMatchObject({ text: 'what a save', mode: 'top' });
  expect(c.style.fillStyle).toBe('#00ff00');
  expect(c.style.font).toMatch(/^bold 28px\//);

  rerender(
    <DanmakuLayer
      feed={feed}
      settings={S({ area: 1, opacity: 40, speed: 'fast' })}
      reducedMotion={false}
    />,
  );
  expect(layer.style.height).toBe('25%');
  expect(layer.style.opacity).toBe('0.4');
  expect(dm.speed).toBeCloseTo(1280 / 5);

  rerender(<DanmakuLayer feed={feed} settings={S({ show: false })} reducedMotion={false} />);
  expect(dm.hide).toHaveBeenCalled();
  act(() => emit({ text: 'hidden' }));
  expect(dm.emit).toHaveBeenCalledTimes(1);

  unmount();
  expect(dm.destroy).toHaveBeenCalled();
  act(() => emit({ text: 'after unmount' }));
  expect(dm.emit).toHaveBeenCalledTimes(1);
});

const rect = (top: number, bottom: number, left = 0, right = 1280) =>
  ({
    top,
    bottom,
    left,
    right,
    width: right - left,
    height: bottom - top,
    x: left,
    y: top,
  }) as DOMRect;

test('comments start below a reserved band: the horn banner (issue 24)', () => {
  const stage = document.createElement('div');
  document.body.append(stage);
  stage.getBoundingClientRect = () => rect(100, 820);
  const band = document.createElement('section');
  band.getBoundingClientRect = () => rect(108, 152, 8, 1272);
  const { container } = render(
    <DanmakuLayer feed={createDanmakuFeed().feed} settings={S()} reducedMotion={false} />,
    { container: stage },
  );
  const layer = container.querySelector<HTMLElement>('[data-testid=danmaku-layer]')!;
  expect(layer.style.top).toBe('');
  let release = () => undefined as void;
  act(() => {
    release = reserveBand(band);
  });
  // The banner ends 52 px into the stage: the comments start 4 px under it.
  expect(layer.style.top).toBe('56px');
  expect(layer.style.height).toBe('calc(75% - 56px)');
  act(() => release());
  expect(layer.style.top).toBe('');
  expect(layer.style.height).toBe('75%');
  stage.remove();
});

test('a band counts only where it overlaps the upper stage', () => {
  const stage = rect(100, 700);
  expect(clearTop(stage, [])).toBe(0);
  expect(clearTop(stage, [rect(108, 152)])).toBe(56);
  // Above the stage, beside it, or in its lower half: no inset.
  expect(clearTop(stage, [rect(0, 90)])).toBe(0);
  expect(clearTop(stage, [rect(108, 152, 1300, 1400)])).toBe(0);
  expect(clearTop(stage, [rect(500, 540)])).toBe(0);
  expect(clearTop(stage, [rect(108, 130), rect(90, 160)])).toBe(64);
});

test('the density cap drops comments beyond it, never the viewer’s own', () => {
  jest.useFakeTimers();
  try {
    const { feed, emit } = createDanmakuFeed();
    render(<DanmakuLayer feed={feed} settings={S({ density: 3 })} reducedMotion={false} />);
    const dm = mockInstances[0];
    act(() => {
      for (let i = 0; i < 6; i++) emit({ text: `c${i}` });
      emit({ text: 'mine', own: true });
    });
    expect(dm.emit.mock.calls.map((c) => c[0].text)).toEqual(['c0', 'c1', 'c2', 'mine']);
    // Seven seconds later they have crossed the screen: room again.
    act(() => {
      jest.advanceTimersByTime(7100);
      emit({ text: 'later' });
    });
    expect(dm.emit.mock.calls.at(-1)?.[0].text).toBe('later');
  } finally {
    jest.useRealTimers();
  }
});

test('block list and reduced motion apply in the layer', () => {
  const { feed, emit } = createDanmakuFeed();
  render(
    <DanmakuLayer
      feed={feed}
      settings={S({ blockWords: ['spoiler'], blockPatterns: ['^\\d+$'] })}
      reducedMotion
    />,
  );
  const dm = mockInstances[0];
  act(() => {
    emit({ text: 'SPOILER: 2-1' });
    emit({ text: '88888' });
    emit({ text: 'nice pass' });
  });
  expect(dm.emit.mock.calls.map((c) => [c[0].text, c[0].mode])).toEqual([['nice pass', 'top']]);
});

test('shown comments are trimmed from the library’s list on long broadcasts', () => {
  const { feed, emit } = createDanmakuFeed();
  render(<DanmakuLayer feed={feed} settings={S({ density: 0 })} reducedMotion={false} />);
  const dm = mockInstances[0];
  dm.comments = Array.from({ length: 400 }, (_, i) => i);
  dm._.position = 350;
  act(() => emit({ text: 'x' }));
  expect(dm.comments).toHaveLength(50);
  expect(dm._.position).toBe(0);
});

test('the engine sleeps while nothing is on screen and wakes with the next comment', () => {
  jest.useFakeTimers();
  try {
    const { feed, emit } = createDanmakuFeed();
    const { unmount } = render(<DanmakuLayer feed={feed} settings={S()} reducedMotion={false} />);
    const dm = mockInstances.at(-1)!;
    // Its frame loop never runs for an empty stage: stopped from the start.
    expect(dm.hide).toHaveBeenCalledTimes(1);
    expect(dm.show).not.toHaveBeenCalled();
    act(() => emit({ text: 'goal!' }));
    expect(dm.show).toHaveBeenCalledTimes(1);
    expect(dm.emit).toHaveBeenCalledTimes(1);
    // While a comment crosses the stage it keeps drawing.
    dm.runningList = ['goal!'];
    dm._.runningList = dm.runningList;
    act(() => void jest.advanceTimersByTime(DANMAKU_IDLE_CHECK_MS * 3));
    expect(dm.hide).toHaveBeenCalledTimes(1);
    // Gone from the screen: asleep again within a check; the next comment wakes it once.
    dm._.runningList = [];
    dm._.position = 1;
    dm.comments = ['goal!'];
    act(() => void jest.advanceTimersByTime(DANMAKU_IDLE_CHECK_MS));
    expect(dm.hide).toHaveBeenCalledTimes(2);
    act(() => emit({ text: 'again' }));
    act(() => emit({ text: 'and again' }));
    expect(dm.show).toHaveBeenCalledTimes(2);
    unmount();
  } finally {
    jest.useRealTimers();
  }
});
