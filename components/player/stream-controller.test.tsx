import type { EngineEvents, EngineHandle, PlayerLine } from './engine';
import {
  StreamController,
  type StreamControllerOptions,
  type StreamStatus,
} from './stream-controller';

/** A video element whose playback the test drives. */
function fakeVideo() {
  const v = document.createElement('video');
  const state = { paused: false, ended: false, currentTime: 0, muted: true };
  Object.defineProperty(v, 'paused', { configurable: true, get: () => state.paused });
  Object.defineProperty(v, 'ended', { configurable: true, get: () => state.ended });
  Object.defineProperty(v, 'currentTime', { configurable: true, get: () => state.currentTime });
  Object.defineProperty(v, 'muted', {
    configurable: true,
    get: () => state.muted,
    set: (m: boolean) => (state.muted = m),
  });
  const play = jest.fn(() => Promise.resolve());
  v.play = play;
  const advance = (seconds = 0.25) => {
    state.currentTime += seconds;
    v.dispatchEvent(new Event('timeupdate'));
  };
  return { v, state, play, advance };
}

type Opened = { line: PlayerLine; url: string; events: EngineEvents; handle: EngineHandle };

function setup(opts: Partial<StreamControllerOptions> = {}, supported = () => true) {
  const video = fakeVideo();
  const opened: Opened[] = [];
  const statuses: StreamStatus[] = [];
  const open = jest.fn(async (line: PlayerLine, url: string, _v: unknown, events: EngineEvents) => {
    if (!supported()) return null;
    const handle: EngineHandle = {
      kind: line === 'flv' ? 'mpegts' : 'hls.js',
      setLevel: jest.fn(),
      destroy: jest.fn(),
    };
    opened.push({ line, url, events, handle });
    return handle;
  });
  const controller = new StreamController({
    video: video.v,
    sources: { hls: '/hls/a.m3u8?s', flv: '/flv/a.flv?s' },
    open,
    random: () => 0.5,
    canPlayFlv: () => true,
    onStatus: (s) => statuses.push(s),
    ...opts,
  });
  return { controller, video, opened, statuses, open, last: () => statuses[statuses.length - 1] };
}

/** Lets the awaited `open()` settle. */
const flush = async () => {
  await Promise.resolve();
  await Promise.resolve();
  await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});
afterEach(() => jest.useRealTimers());

test('opens HLS first, plays muted, and reports playing once time advances', async () => {
  const t = setup();
  t.controller.start();
  await flush();
  expect(t.opened.map((o) => [o.line, o.url])).toEqual([['hls', '/hls/a.m3u8?s']]);
  expect(t.video.play).toHaveBeenCalledTimes(1);
  expect(t.last()).toEqual({ kind: 'connecting' });
  t.video.advance();
  expect(t.last()).toEqual({ kind: 'playing', engine: 'hls.js' });
  t.controller.destroy();
  expect(t.opened[0].handle.destroy).toHaveBeenCalled();
});

test('fatal errors reconnect after 1 s, 2 s, 4 s … and healthy playback resets the schedule', async () => {
  const t = setup();
  t.controller.start();
  await flush();
  t.video.advance(); // it played: no switch to FLV below
  const delays: number[] = [];
  for (let i = 0; i < 7; i++) {
    t.opened[t.opened.length - 1].events.onFatal('network', 'x');
    const s = t.last();
    expect(s.kind).toBe('reconnecting');
    if (s.kind !== 'reconnecting') return;
    delays.push(s.delayMs);
    expect(s.attempt).toBe(i + 1);
    expect(t.opened[t.opened.length - 1].handle.destroy).toHaveBeenCalled();
    const before = t.opened.length;
    jest.advanceTimersByTime(s.delayMs - 1);
    await flush();
    expect(t.opened).toHaveLength(before);
    jest.advanceTimersByTime(1);
    await flush();
    expect(t.opened).toHaveLength(before + 1);
    t.video.advance();
  }
  expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  expect(t.opened.every((o) => o.line === 'hls')).toBe(true);

  // Ten seconds of smooth playback: the next outage starts at 1 s again.
  for (let i = 0; i < 11; i++) {
    jest.advanceTimersByTime(1000);
    t.video.advance(1);
  }
  t.opened[t.opened.length - 1].events.onFatal('media', 'y');
  expect(t.last()).toMatchObject({ kind: 'reconnecting', attempt: 1, delayMs: 1000 });
  t.controller.destroy();
});

test('a stall (no progress for 10 s while playing) reconnects; a paused video never stalls', async () => {
  const t = setup();
  t.controller.start();
  await flush();
  t.video.advance();
  t.video.state.paused = true;
  jest.advanceTimersByTime(30_000);
  expect(t.last().kind).toBe('playing');
  t.video.state.paused = false;
  jest.advanceTimersByTime(9_000);
  expect(t.last().kind).toBe('playing');
  jest.advanceTimersByTime(2_000);
  expect(t.last()).toMatchObject({ kind: 'reconnecting', reason: 'stall', attempt: 1 });
  expect(t.opened[0].handle.destroy).toHaveBeenCalled();
  t.controller.destroy();
});

test('coming back online reconnects at once, and offline is reported', async () => {
  const t = setup();
  t.controller.start();
  await flush();
  t.video.advance();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  t.opened[0].events.onFatal('network', 'x');
  expect(t.last()).toMatchObject({ kind: 'reconnecting', offline: true });
  t.opened[0].events.onFatal('network', 'x'); // a late event of a dead engine changes nothing
  expect(t.statuses.filter((s) => s.kind === 'reconnecting')).toHaveLength(1);
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  window.dispatchEvent(new Event('online'));
  await flush();
  expect(t.opened).toHaveLength(2);
  t.controller.destroy();
});

test('HLS failing twice without a frame hands over to FLV, unless the viewer chose HLS', async () => {
  const onLine = jest.fn();
  const t = setup({ onLine });
  t.controller.start();
  await flush();
  t.opened[0].events.onFatal('network', 'manifestLoadError');
  jest.advanceTimersByTime(1000);
  await flush();
  expect(t.opened[1].line).toBe('hls');
  t.opened[1].events.onFatal('network', 'manifestLoadError');
  expect(onLine).toHaveBeenCalledWith('flv');
  jest.advanceTimersByTime(2000);
  await flush();
  expect(t.opened[2]).toMatchObject({ line: 'flv', url: '/flv/a.flv?s' });
  expect(t.controller.currentLine).toBe('flv');
  t.controller.destroy();

  const chosen = setup({ lineChosen: true, onLine });
  onLine.mockClear();
  chosen.controller.start();
  await flush();
  for (let i = 0; i < 4; i++) {
    chosen.opened[chosen.opened.length - 1].events.onFatal('network', 'x');
    jest.advanceTimersByTime(30_000);
    await flush();
  }
  expect(chosen.opened.every((o) => o.line === 'hls')).toBe(true);
  expect(onLine).not.toHaveBeenCalled();
  chosen.controller.destroy();
});

test('the viewer switching line reconnects at once on it', async () => {
  const t = setup();
  t.controller.start();
  await flush();
  t.controller.setLine('flv');
  await flush();
  expect(t.opened.map((o) => o.line)).toEqual(['hls', 'flv']);
  expect(t.opened[0].handle.destroy).toHaveBeenCalled();
  t.controller.setLevel(2);
  expect(t.opened[1].handle.setLevel).toHaveBeenCalledWith(2);
  t.controller.destroy();

  const noFlv = setup({ sources: { hls: '/hls/a.m3u8', flv: null } });
  noFlv.controller.start();
  await flush();
  noFlv.controller.setLine('flv');
  await flush();
  expect(noFlv.opened.map((o) => o.line)).toEqual(['hls']);
  noFlv.controller.destroy();
});

test('no engine for HLS: FLV is tried; no engine at all: unsupported', async () => {
  let hlsOk = false;
  const t = setup({}, () => hlsOk);
  t.controller.start();
  await flush();
  expect(t.open.mock.calls.map((c) => c[0])).toEqual(['hls', 'flv']);
  expect(t.last()).toEqual({ kind: 'unsupported' });
  hlsOk = true;
  t.controller.destroy();
});

test('a chunk that fails to load counts as a network error', async () => {
  const open = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
  const t = setup({ open });
  t.controller.start();
  await flush();
  expect(t.last()).toMatchObject({ kind: 'reconnecting', reason: 'network' });
  t.controller.destroy();
});

test('autoplay: sound refused → muted; refused again → the UI is told to show a play button', async () => {
  const onAutoplayBlocked = jest.fn();
  const refused = () => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
  const t = setup({ onAutoplayBlocked });
  t.video.state.muted = false;
  t.video.play.mockImplementationOnce(refused).mockImplementationOnce(() => Promise.resolve());
  t.controller.start();
  await flush();
  await flush();
  expect(t.video.state.muted).toBe(true);
  expect(t.video.play).toHaveBeenCalledTimes(2);
  expect(onAutoplayBlocked).toHaveBeenLastCalledWith(false);
  t.controller.destroy();

  const blocked = setup({ onAutoplayBlocked });
  blocked.video.play.mockImplementation(refused);
  blocked.controller.start();
  await flush();
  await flush();
  expect(onAutoplayBlocked).toHaveBeenLastCalledWith(true);
  // Refused autoplay leaves the video paused: no stall, no reconnect.
  blocked.video.state.paused = true;
  jest.advanceTimersByTime(60_000);
  expect(blocked.last().kind).toBe('connecting');
  blocked.controller.destroy();
});

test('destroy stops everything: no reconnect fires afterwards', async () => {
  const t = setup();
  t.controller.start();
  await flush();
  t.opened[0].events.onFatal('network', 'x');
  t.controller.destroy();
  jest.advanceTimersByTime(60_000);
  await flush();
  expect(t.opened).toHaveLength(1);
});
