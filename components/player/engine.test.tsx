import { detectCapabilities, HLS_CONFIG, MPEGTS_CONFIG, openEngine, selectEngine } from './engine';

const mockHlsLoaded = jest.fn();
const mockIsSupported = jest.fn(() => true);
const mockHlsInstances: MockHls[] = [];

class MockHls {
  static isSupported = () => mockIsSupported();
  static Events = {
    MANIFEST_PARSED: 'hlsManifestParsed',
    LEVEL_SWITCHED: 'hlsLevelSwitched',
    ERROR: 'hlsError',
  };
  static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
  handlers = new Map<string, (e: string, data: unknown) => void>();
  nextLevel = -1;
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
    liveSyncDurationCount: 3,
    maxLiveSyncPlaybackRate: 1.5,
    preferManagedMediaSource: false,
  });
  expect(HLS_CONFIG.liveMaxLatencyDurationCount).toBeGreaterThan(HLS_CONFIG.liveSyncDurationCount);
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
