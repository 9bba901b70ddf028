import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { formatBroadcastTime, OfflinePoster, PlayerSkeleton } from './player-poster';
import { playerMessages, playerTexts } from './test-helpers';

// 2026-11-28 12:00 UTC, a Saturday.
const NOON_UTC = Date.UTC(2026, 10, 28, 12, 0) / 1000;

test('the next broadcast is written in the viewer’s language and zone', () => {
  expect(formatBroadcastTime(NOON_UTC, 'zh', 'Asia/Shanghai')).toBe('11月28日周六 20:00');
  expect(formatBroadcastTime(NOON_UTC, 'en', 'UTC')).toBe('Sat, Nov 28, 12:00 PM');
  expect(formatBroadcastTime(NOON_UTC, 'en', 'America/New_York')).toBe('Sat, Nov 28, 7:00 AM');
  expect(formatBroadcastTime(NOON_UTC, 'vi', 'Asia/Ho_Chi_Minh')).toBe('19:00 Thứ 7, 28 thg 11');
});

test('no time, or a nonsensical one, gives nothing; an unknown zone falls back', () => {
  expect(formatBroadcastTime(undefined, 'en', 'UTC')).toBeNull();
  expect(formatBroadcastTime(Number.NaN, 'en', 'UTC')).toBeNull();
  expect(formatBroadcastTime(0, 'en', 'UTC')).toBeNull();
  expect(formatBroadcastTime(NOON_UTC, 'en', 'Mars/Olympus')).toMatch(/2026/);
});

test('the offline poster shows the title and the next booked broadcast', () => {
  renderWithProviders(
    <OfflinePoster
      title="Derby night with Coach Li"
      poster="/cover.jpg"
      offline={{ nextTitle: 'Cup final preview', nextStartsAt: NOON_UTC }}
    />,
    { locale: 'en', timeZone: 'UTC', messages: playerMessages('en') },
  );
  const T = playerTexts('en');
  const poster = screen.getByTestId('player-offline');
  expect(poster).toHaveTextContent(T.offline.title);
  expect(screen.getByRole('heading', { name: 'Derby night with Coach Li' })).toBeInTheDocument();
  expect(screen.getByTestId('next-broadcast')).toHaveTextContent(
    'Next broadcast: Sat, Nov 28, 12:00 PM',
  );
  expect(poster).toHaveTextContent('Cup final preview');
  expect(poster.querySelector('img')).toHaveAttribute('src', '/cover.jpg');
});

test('the page’s zone and language apply unless the props give others', () => {
  renderWithProviders(<OfflinePoster title="夜场" offline={{ nextStartsAt: NOON_UTC }} />, {
    locale: 'zh',
    timeZone: 'Asia/Shanghai',
    messages: playerMessages('zh'),
  });
  expect(screen.getByTestId('next-broadcast')).toHaveTextContent('下次开播：11月28日周六 20:00');
});

test('without a booked broadcast the poster says none is scheduled', () => {
  renderWithProviders(<OfflinePoster title="Quiet room" offline={null} />, {
    locale: 'vi',
    timeZone: 'Asia/Ho_Chi_Minh',
    messages: playerMessages('vi'),
  });
  expect(screen.queryByTestId('next-broadcast')).not.toBeInTheDocument();
  expect(screen.getByTestId('player-offline')).toHaveTextContent(playerTexts('vi').offline.none);
});

test('the skeleton keeps the 16:9 box, the title and a loading status', () => {
  renderWithProviders(<PlayerSkeleton title="Live now" />, {
    locale: 'en',
    messages: playerMessages('en'),
  });
  const skeleton = screen.getByTestId('player-skeleton');
  expect(skeleton).toHaveClass('aspect-video');
  expect(skeleton).toHaveTextContent('Live now');
  expect(screen.getByRole('status')).toHaveTextContent(playerTexts('en').loading as string);
});
