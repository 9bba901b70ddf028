import {
  detectCapabilities,
  HLS_CONFIG,
  MPEGTS_CONFIG,
  openEngine,
  selectEngine,
  warmHls,
  WARM_TTL_MS,
} from './engine';
import { SEGMENT_MS, WINDOW } from '@/lib/providers/stream/live';

const mockHlsLoaded = jest.fn();
const mockIsSupported = jest.fn(() => true);
const mockHlsInstances: MockHls[] = [];

class MockHls {
  static version = '9.8.7';
  static isSupported = () => mockIsSupported();
  static Events = {
    MANIFEST_PARSED: 'hlsManifestParsed',
    LEVEL_SWITCHED: 'hlsLevelSwitched',
    ERROR: 'hlsError',
  };
  static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
  handlers = new Map<string, (e: string, data: unknown) => void>();
  nextLevel = -1;
  levels: { height: number; bitrate: number }[] = [];
  constructor(public config: unknown) {
    mockHlsInstances.push(this);
  }
  on(event: string, fn: (e: string, data: unknown) => void) {
    this.handlers.set(event, fn);
  }
  emit(event: string, data: unknown) {
    this.handlers.get(event)?.(event, data);
  }
  loadSource = jest.fn();
  attachMedia = jest.fn();
  recoverMediaError = jest.fn();
  destroy = jest.fn();
}

jest.mock('hls.js/light', () => {
  mockHlsLoaded();
  return { __esModule: true, default: MockHls };
});

const mockMpegtsLoaded = jest.fn();
const mockMpegtsPlayer = {
  on: jest.fn(),
  attachMediaElement: jest.fn(),
  load: jest.fn(),
  pause: jest.fn(),
  unload: jest.fn(),
  detachMediaElement: jest.fn(),
  destroy: jest.fn(),
};
const mockCreatePlayer = jest.fn((..._args: unknown[]) => mockMpegtsPlayer);
const mockLivePlayback = jest.fn(() => true);
jest.mock('mpegts.js', () => {
  mockMpegtsLoaded();
  return {
    __esModule: true,
    default: {
      createPlayer: (...args: unknown[]) => mockCreatePlayer(...args),
      getFeatureList: () => ({ mseLivePlayback: mockLivePlayback() }),
      Events: { ERROR: 'error', LOADING_COMPLETE: 'loading_complete' },
      ErrorTypes: { NETWORK_ERROR: 'NetworkError', MEDIA_ERROR: 'MediaError' },
    },
  };
});

const caps = { mse: false, hlsJs: false, nativeHls: false, mpegts: false };

function setMse(present: boolean) {
  if (present) {
    Object.defineProperty(window, 'MediaSource', {
      configurable: true,
      writable: true,
      value: Object.assign(function MediaSource() {}, { isTypeSupported: () => true }),
    });
  } else {
    delete (window as { MediaSource?: unknown }).MediaSource;
  }
}

function video(nativeHls: boolean) {
  const v = document.createElement('video');
  v.canPlayType = (type: string) =>
    nativeHls && type === 'application/vnd.apple.mpegurl' ? 'maybe' : '';
  // jsdom has no media pipeline.
  v.load = jest.fn();
  return v;
}

const events = () => ({ onFatal: jest.fn(), onLevels: jest.fn(), onLevelSwitched: jest.fn() });

beforeEach(() => {
  jest.clearAllMocks();
  mockHlsInstances.length = 0;
  mockIsSupported.mockReturnValue(true);
  mockLivePlayback.mockReturnValue(true);
});
afterEach(() => setMse(false));

test('selectEngine: hls.js wherever it works, native HLS only without MSE, mpegts.js for FLV', () => {
  // Chrome, Firefox, Edge, desktop Safari: MSE and hls.js (even where native HLS exists too).
  expect(selectEngine('hls', { ...caps, mse: true, hlsJs: true })).toBe('hls.js');
  expect(selectEngine('hls', { ...caps, mse: true, hlsJs: true, nativeHls: true })).toBe('hls.js');
  // iPhone Safari: no MediaSource, native HLS.
  expect(selectEngine('hls', { ...caps, nativeHls: true })).toBe('native');
  // MSE present but hls.js refuses it: native is not tried; nothing plays HLS.
  expect(selectEngine('hls', { ...caps, mse: true, nativeHls: true })).toBeNull();
  expect(selectEngine('hls', caps)).toBeNull();
  expect(selectEngine('flv', { ...caps, mse: true, mpegts: true })).toBe('mpegts');
  expect(selectEngine('flv', { ...caps, mse: true, mpegts: false })).toBeNull();
  expect(selectEngine('flv', { ...caps, mpegts: true })).toBeNull();
});

test('with MSE, the HLS line fetches hls.js and asks Hls.isSupported()', async () => {
  setMse(true);
  expect(await detectCapabilities('hls', video(false))).toEqual({
    ...caps,
    mse: true,
    hlsJs: true,
  });
  expect(mockHlsLoaded).toHaveBeenCalled();
  mockIsSupported.mockReturnValue(false);
  expect((await detectCapabilities('hls', video(true))).hlsJs).toBe(false);
  expect(mockMpegtsLoaded).not.toHaveBeenCalled();
});

test('without MSE (iPhone), hls.js is not even fetched and native HLS plays', async () => {
  setMse(false);
  const v = video(true);
  expect(await detectCapabilities('hls', v)).toEqual({ ...caps, nativeHls: true });
  expect(mockHlsLoaded).not.toHaveBeenCalled();
  const handle = await openEngine('hls', '/hls/room.m3u8?x=1', v, events());
  expect(handle?.kind).toBe('native');
  expect(v.getAttribute('src')).toBe('/hls/room.m3u8?x=1');
  handle?.destroy();
  expect(v.hasAttribute('src')).toBe(false);
  expect(mockHlsLoaded).not.toHaveBeenCalled();
});

test('the FLV line asks mpegts.js only, and needs live MSE playback', async () => {
  setMse(true);
  expect(await detectCapabilities('flv', video(false))).toEqual({
    ...caps,
    mse: true,
    mpegts: true,
  });
  mockLivePlayback.mockReturnValue(false);
  expect(await openEngine('flv', '/flv/room.flv', video(false), events())).toBeNull();
});

test('hls.js starts with the live-edge settings and reports levels, switches and fatal errors', async () => {
  setMse(true);
  const v = video(false);
  const ev = events();
  const handle = await openEngine('hls', '/hls/room.m3u8?s=1', v, ev);
  expect(handle?.kind).toBe('hls.js');
  const hls = mockHlsInstances[0];
  expect(hls.config).toMatchObject({
    liveSyncDuration: HLS_CONFIG.liveSyncDuration,
    maxLiveSyncPlaybackRate: 1.5,
    preferManagedMediaSource: false,
    startFragPrefetch: true,
    // Segments are remuxed in hls.js's worker, served under the installed version.
    workerPath: '/vendor/hls.worker.9.8.7.js',
  });
  expect(HLS_CONFIG.liveMaxLatencyDuration).toBeGreaterThan(HLS_CONFIG.liveSyncDuration);
  expect(hls.loadSource).toHaveBeenCalledWith('/hls/room.m3u8?s=1');
  expect(hls.attachMedia).toHaveBeenCalledWith(v);

  hls.emit('hlsManifestParsed', {
    levels: [
      { height: 720, bitrate: 2_500_000 },
      { height: 360, bitrate: 800_000 },
    ],
  });
  expect(ev.onLevels).toHaveBeenCalledWith([
    { index: 0, height: 720, bitrate: 2_500_000 },
    { index: 1, height: 360, bitrate: 800_000 },
  ]);
  hls.emit('hlsLevelSwitched', { level: 1 });
  expect(ev.onLevelSwitched).toHaveBeenCalledWith(1);
  handle?.setLevel(0);
  expect(hls.nextLevel).toBe(0);

  // Non-fatal errors are hls.js's own business.
  hls.emit('hlsError', { fatal: false, type: 'networkError', details: 'fragLoadError' });
  expect(ev.onFatal).not.toHaveBeenCalled();
  // A fatal media error is recovered once, then reported.
  hls.emit('hlsError', { fatal: true, type: 'mediaError', details: 'bufferStalledError' });
  expect(hls.recoverMediaError).toHaveBeenCalledTimes(1);
  expect(ev.onFatal).not.toHaveBeenCalled();
  hls.emit('hlsError', { fatal: true, type: 'mediaError', details: 'bufferStalledError' });
  expect(ev.onFatal).toHaveBeenCalledWith('media', 'bufferStalledError');
  hls.emit('hlsError', { fatal: true, type: 'networkError', details: 'manifestLoadError' });
  expect(ev.onFatal).toHaveBeenLastCalledWith('network', 'manifestLoadError');
  handle?.destroy();
  expect(hls.destroy).toHaveBeenCalled();
});

test('mpegts.js plays FLV live with latency chasing; an ended response is fatal', async () => {
  setMse(true);
  const v = video(false);
  const ev = events();
  const handle = await openEngine('flv', '/flv/room.flv?s=1', v, ev);
  expect(handle?.kind).toBe('mpegts');
  expect(mockCreatePlayer).toHaveBeenCalledWith(
    expect.objectContaining({ type: 'flv', isLive: true, url: '/flv/room.flv?s=1' }),
    expect.objectContaining({ isLive: true, liveBufferLatencyChasing: true }),
  );
  expect(MPEGTS_CONFIG.liveBufferLatencyChasing).toBe(true);
  expect(mockMpegtsPlayer.attachMediaElement).toHaveBeenCalledWith(v);
  expect(mockMpegtsPlayer.load).toHaveBeenCalled();
  const handlers = new Map(
    mockMpegtsPlayer.on.mock.calls.map(([name, fn]: [string, (...a: unknown[]) => void]) => [
      name,
      fn,
    ]),
  );
  handlers.get('error')?.('NetworkError', 'HttpStatusCodeInvalid');
  expect(ev.onFatal).toHaveBeenCalledWith('network', 'HttpStatusCodeInvalid');
  handlers.get('loading_complete')?.();
  expect(ev.onFatal).toHaveBeenLastCalledWith('ended', 'loading complete');
  handle?.destroy();
  expect(mockMpegtsPlayer.destroy).toHaveBeenCalled();
  expect(mockHlsLoaded).not.toHaveBeenCalled();
});

test('hls.js starts at the live edge: within the newest three segments, yet never runs dry', () => {
  const segment = SEGMENT_MS / 1000;
  // Issue 24: it used to start three 2 s target durations (≈ 6–8 s) behind.
  expect(HLS_CONFIG.liveSyncDuration).toBeLessThanOrEqual(3 * segment);
  // A new whole segment appears every segment and is seen at the next reload, a segment later
  // at worst: the player keeps more than two in hand.
  expect(HLS_CONFIG.liveSyncDuration).toBeGreaterThan(2 * segment);
  // The playlist reaches back past the start, with room for a slow first load.
  expect(WINDOW * segment).toBeGreaterThan(HLS_CONFIG.liveMaxLatencyDuration);
  // The first segment comes with the playlist, with no bandwidth test before it.
  expect(HLS_CONFIG).toMatchObject({ startFragPrefetch: true, testBandwidth: false });
});

describe('warmHls: hls.js starts on the playlist before the player mounts', () => {
  beforeEach(() => setMse(true));

  test('the player takes the warm hls.js over: one instance, one playlist load', async () => {
    warmHls('/hls/warm.m3u8?s=1');
    warmHls('/hls/warm.m3u8?s=1');
    await new Promise((r) => setTimeout(r, 0));
    expect(mockHlsInstances).toHaveLength(1);
    const hls = mockHlsInstances[0];
    expect(hls.loadSource).toHaveBeenCalledWith('/hls/warm.m3u8?s=1');
    expect(hls.config).toMatchObject({ startFragPrefetch: true });
    expect(hls.attachMedia).not.toHaveBeenCalled();
    // It parsed its playlist before the player came: the levels are reported all the same.
    hls.levels = [{ height: 270, bitrate: 140_000 }];

    const v = video(false);
    const ev = events();
    const handle = await openEngine('hls', '/hls/warm.m3u8?s=1', v, ev);
    expect(handle?.kind).toBe('hls.js');
    expect(mockHlsInstances).toHaveLength(1);
    expect(hls.loadSource).toHaveBeenCalledTimes(1);
    expect(hls.attachMedia).toHaveBeenCalledWith(v);
    expect(ev.onLevels).toHaveBeenCalledWith([{ index: 0, height: 270, bitrate: 140_000 }]);
    handle?.destroy();
    expect(hls.destroy).toHaveBeenCalled();
  });

  test('a fresh signature of the same playlist takes the warm start over too', async () => {
    warmHls('/hls/same.m3u8?txSecret=a&txTime=1');
    warmHls('/hls/same.m3u8?txSecret=b&txTime=2');
    await new Promise((r) => setTimeout(r, 0));
    expect(mockHlsInstances).toHaveLength(1);
    const handle = await openEngine(
      'hls',
      '/hls/same.m3u8?txSecret=c&txTime=3',
      video(false),
      events(),
    );
    expect(mockHlsInstances).toHaveLength(1);
    expect(mockHlsInstances[0].attachMedia).toHaveBeenCalled();
    handle?.destroy();
  });

  test('another address, or a warm start that failed, gets a fresh hls.js', async () => {
    warmHls('/hls/a.m3u8?s=1');
    await new Promise((r) => setTimeout(r, 0));
    const handle = await openEngine('hls', '/hls/b.m3u8?s=1', video(false), events());
    expect(mockHlsInstances).toHaveLength(2);
    expect(mockHlsInstances[1].loadSource).toHaveBeenCalledWith('/hls/b.m3u8?s=1');
    handle?.destroy();

    warmHls('/hls/c.m3u8?s=1');
    await new Promise((r) => setTimeout(r, 0));
    const failed = mockHlsInstances[2];
    failed.emit('hlsError', { fatal: true, type: 'networkError', details: 'manifestLoadError' });
    await openEngine('hls', '/hls/c.m3u8?s=1', video(false), events());
    expect(failed.destroy).toHaveBeenCalled();
    expect(mockHlsInstances).toHaveLength(4);
  });

  test('an unclaimed warm start stops on its own; none without MediaSource', async () => {
    jest.useFakeTimers();
    try {
      warmHls('/hls/left.m3u8?s=1');
      await Promise.resolve();
      await Promise.resolve();
      await jest.advanceTimersByTimeAsync(WARM_TTL_MS);
      expect(mockHlsInstances[0].destroy).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
    setMse(false);
    warmHls('/hls/iphone.m3u8?s=1');
    await new Promise((r) => setTimeout(r, 0));
    expect(mockHlsInstances).toHaveLength(1);
  });
});

describe('the first-frame script (boot.ts)', () => {
  beforeEach(() => setMse(true));
  afterEach(() => delete window.__liveBoot);

  function boot(v: HTMLVideoElement, failed = false) {
    const hls = new MockHls({ early: true });
    (hls as unknown as { media: HTMLVideoElement }).media = v;
    window.__liveBoot = {
      url: '/hls/boot.m3u8?s=1',
      video: v,
      Hls: MockHls as never,
      ready: Promise.resolve(hls as never),
      failed,
      claimed: true,
    };
    return hls;
  }

  test('its hls.js, playing in the adopted video, is taken over as is, once', async () => {
    const v = video(false);
    const early = boot(v);
    const handle = await openEngine('hls', '/hls/boot.m3u8?s=2', v, events());
    expect(handle?.kind).toBe('hls.js');
    // Its class too: hls.js's chunk is not fetched a second time.
    expect(mockHlsLoaded).not.toHaveBeenCalled();
    expect(mockHlsInstances).toEqual([early]);
    expect(early.loadSource).not.toHaveBeenCalled();
    expect(early.attachMedia).not.toHaveBeenCalled();
    // A reconnect starts afresh in the same element.
    await openEngine('hls', '/hls/boot.m3u8?s=3', v, events());
    expect(mockHlsInstances).toHaveLength(2);
    expect(mockHlsInstances[1].loadSource).toHaveBeenCalledWith('/hls/boot.m3u8?s=3');
  });

  test('after a fatal error, or for another element, the player starts its own', async () => {
    const v = video(false);
    const early = boot(v, true);
    await openEngine('hls', '/hls/boot.m3u8?s=2', v, events());
    expect(early.destroy).toHaveBeenCalled();
    expect(mockHlsInstances).toHaveLength(2);
    boot(video(false));
    await openEngine('hls', '/hls/boot.m3u8?s=2', v, events());
    expect(mockHlsInstances.at(-1)?.attachMedia).toHaveBeenCalledWith(v);
  });
});
