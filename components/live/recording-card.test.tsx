import { screen } from '@testing-library/react';
import zh from '@/messages/zh.json';
import { renderWithProviders } from '@/test/render';
import { formatDuration, isoDuration } from './format';
import { RecordingCard } from './recording-card';
import { recording } from './test-data';

test('durations read m:ss under an hour and h:mm:ss from an hour, with an ISO twin', () => {
  expect(formatDuration(0)).toBe('00:00');
  expect(formatDuration(65)).toBe('01:05');
  expect(formatDuration(59 * 60 + 59)).toBe('59:59');
  expect(formatDuration(3600)).toBe('1:00:00');
  expect(formatDuration(2 * 3600 + 21 * 60 + 5)).toBe('2:21:05');
  expect(formatDuration(-4)).toBe('00:00');
  expect(isoDuration(2 * 3600 + 21 * 60 + 5)).toBe('PT2H21M5S');
  expect(isoDuration(3600)).toBe('PT1H');
  expect(isoDuration(0)).toBe('PT0S');
});

test('a replay: its length, the date in the viewer zone, the anchor, a link to the recording', () => {
  renderWithProviders(<RecordingCard rec={recording()} />, { timeZone: 'Asia/Shanghai' });
  const duration = screen.getByTestId('recording-duration');
  expect(duration).toHaveTextContent('2:21:05');
  expect(duration).toHaveAttribute('dateTime', 'PT2H21M5S');
  const date = screen.getByTestId('recording-date');
  expect(date).toHaveAttribute('dateTime', '2026-11-26T12:37:00.000Z');
  expect(date).toHaveTextContent('11/26 20:37');
  expect(screen.getByTestId('recording-card')).toHaveTextContent(zh.liveList.card.replay);
  expect(screen.getByTestId('recording-card')).toHaveTextContent('Hoops Daily');
  expect(screen.getByRole('link', { name: 'Hoops Daily: play-by-play' })).toHaveAttribute(
    'href',
    '/live?id=3&record=9',
  );
});

test('the same replay seen from Ho Chi Minh City, in Vietnamese', () => {
  renderWithProviders(<RecordingCard rec={recording({ duration_s: 125 })} />, {
    locale: 'vi',
    timeZone: 'Asia/Ho_Chi_Minh',
  });
  expect(screen.getByTestId('recording-duration')).toHaveTextContent('02:05');
  expect(screen.getByTestId('recording-date')).toHaveTextContent('19:37');
  expect(screen.getByRole('link', { name: 'Hoops Daily: play-by-play' })).toHaveAttribute(
    'href',
    '/vi/live?id=3&record=9',
  );
});
