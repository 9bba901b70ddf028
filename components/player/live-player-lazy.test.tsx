import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { LivePlayerLazy } from './live-player-lazy';
import { playerMessages } from './test-helpers';

const mockLoaded = jest.fn();
jest.mock('./live-player', () => {
  mockLoaded('live-player');
  return {
    __esModule: true,
    default: ({ title }: { title: string }) => <p data-testid="player-loaded">{title}</p>,
  };
});
jest.mock('hls.js/light', () => {
  mockLoaded('hls.js');
  return {};
});
jest.mock('mpegts.js', () => {
  mockLoaded('mpegts.js');
  return {};
});

const render = (ui: React.ReactElement) =>
  renderWithProviders(ui, { locale: 'en', timeZone: 'UTC', messages: playerMessages('en') });

beforeEach(() => mockLoaded.mockClear());

test('an off-air room shows its poster and never fetches the player', () => {
  render(<LivePlayerLazy hls={null} title="Quiet room" />);
  expect(screen.getByTestId('player-offline')).toHaveTextContent('Quiet room');
  expect(mockLoaded).not.toHaveBeenCalled();
});

// Before any HLS room: a module loads once per test file.
test('a live room shows the skeleton, then the player; on the FLV line no hls.js, no playlist', async () => {
  render(<LivePlayerLazy hls="/hls/f.m3u8?s" flv="/flv/f.flv?s" line="flv" title="FLV night" />);
  // The same-size skeleton first, then the player.
  expect(screen.getByTestId('player-skeleton')).toHaveTextContent('FLV night');
  expect(await screen.findByTestId('player-loaded')).toHaveTextContent('FLV night');
  expect(screen.queryByTestId('player-skeleton')).not.toBeInTheDocument();
  expect(mockLoaded.mock.calls.map((c) => c[0])).toEqual(['live-player']);
  expect(document.head.querySelector('link[href="/hls/f.m3u8?s"]')).toBeNull();
});

test('a live room on the HLS line fetches hls.js beside the player, and its playlist early', async () => {
  render(<LivePlayerLazy hls="/hls/r.m3u8?s" title="Derby night" />);
  expect(await screen.findByTestId('player-loaded')).toHaveTextContent('Derby night');
  // Issue 24: the HLS line's engine loads with the player, not after it.
  // (The player's module is loaded already, by the test before.)
  expect(mockLoaded.mock.calls.map((c) => c[0])).toEqual(['hls.js']);
  expect(mockLoaded).not.toHaveBeenCalledWith('mpegts.js');
  // …and the playlist is asked for before the engine needs it.
  expect(
    document.head.querySelector('link[rel="preload"][as="fetch"][href="/hls/r.m3u8?s"]'),
  ).not.toBeNull();
});

test('a refreshed page with a re-signed boot address keeps the bare video it rendered', () => {
  const boot = (hls: string) => ({
    nonce: 'n',
    hlsVersion: '1.0.0',
    hls,
    script: '/vendor/live-boot.x.js',
  });
  const view = render(
    <LivePlayerLazy hls="/hls/b.m3u8?a" boot={boot('/hls/b.m3u8?a')} title="B" />,
  );
  const video = document.getElementById('live-first-frame');
  expect(video).not.toBeNull();
  // The room keeps the address it plays (room-live.ts); the server signed a new one.
  view.rerender(<LivePlayerLazy hls="/hls/b.m3u8?a" boot={boot('/hls/b.m3u8?b')} title="B" />);
  expect(document.querySelectorAll('#live-first-frame')).toHaveLength(1);
  expect(document.getElementById('live-first-frame')).toBe(video);
});
