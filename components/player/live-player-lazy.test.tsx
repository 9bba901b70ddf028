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

test('a live room shows the skeleton first, then the player chunk; no engine is fetched by it', async () => {
  render(<LivePlayerLazy hls="/hls/r.m3u8?s" title="Derby night" />);
  expect(screen.getByTestId('player-skeleton')).toHaveTextContent('Derby night');
  expect(await screen.findByTestId('player-loaded')).toHaveTextContent('Derby night');
  expect(screen.queryByTestId('player-skeleton')).not.toBeInTheDocument();
  expect(mockLoaded.mock.calls.map((c) => c[0])).toEqual(['live-player']);
});
