import { screen, within } from '@testing-library/react';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import zh from '@/messages/zh.json';
import { renderWithProviders } from '@/test/render';
import { contrastRatio } from '@/lib/ui/contrast';
import config from '@/tailwind.config';
import { RoomCard } from './room-card';
import { liveRoom, roomMatch } from './test-data';

test('a live room: LIVE, compact viewers, the match with its score, language, category, anchor', () => {
  renderWithProviders(<RoomCard room={liveRoom()} />);
  const card = screen.getByTestId('room-card');
  expect(within(card).getByTestId('live-badge')).toHaveTextContent(zh.liveList.card.live);
  // The dot pulses only for visitors who have not asked for reduced motion.
  expect(card.querySelector('.motion-safe\\:animate-ping')).not.toBeNull();
  expect(card.querySelector('.animate-ping')).toBeNull();
  expect(within(card).getByTestId('room-viewers')).toHaveTextContent('1.2万');
  expect(within(card).getByTestId('room-match')).toHaveTextContent('上海海港');
  expect(within(card).getByTestId('room-match')).toHaveTextContent('梅州客家');
  expect(within(card).getByTestId('room-score')).toHaveTextContent('2 - 1');
  expect(within(card).getByTestId('room-score')).toHaveClass('text-live');
  expect(card).toHaveTextContent("67'");
  expect(card).toHaveTextContent(zh.liveList.card.languages.zh);
  expect(card).toHaveTextContent(zh.liveList.card.sports.football);
  expect(card).toHaveTextContent('解说老李');
  expect(card).toHaveTextContent('LV12');
});

test('the title is the one link, named by its visible text, to the room, in the page language', () => {
  const { unmount } = renderWithProviders(<RoomCard room={liveRoom()} />);
  const link = screen.getByRole('link', { name: '老李带你看球：焦点战全场解说' });
  expect(link).toHaveAttribute('href', '/live?id=5');
  expect(screen.getAllByRole('link')).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 3 })).toContainElement(link);
  // The cover is decorative: the title names the card.
  expect(screen.getByTestId('room-card').querySelector('img[width="320"]')).toHaveAttribute(
    'alt',
    '',
  );
  unmount();

  renderWithProviders(<RoomCard room={liveRoom()} headingLevel={2} />, { locale: 'en' });
  expect(screen.getByRole('link', { name: '老李带你看球：焦点战全场解说' })).toHaveAttribute(
    'href',
    '/en/live?id=5',
  );
  expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
});

test.each([
  ['en', '12K', 'Shanghai Port', en.liveList.card.languages.vi, en.liveList.card.live],
  ['vi', '12 N', 'Shanghai Port VN', vi.liveList.card.languages.vi, vi.liveList.card.live],
] as const)(
  'in %s: viewers %s, team names and chips in that language',
  (locale, count, home, lang, live) => {
    renderWithProviders(<RoomCard room={liveRoom({ viewers: 12_000, language: 'vi' })} />, {
      locale,
    });
    expect(screen.getByTestId('room-viewers').textContent?.replace(/\s/g, ' ')).toBe(count);
    expect(screen.getByTestId('room-match')).toHaveTextContent(home);
    expect(screen.getByTestId('room-card')).toHaveTextContent(lang);
    expect(screen.getByTestId('live-badge')).toHaveTextContent(live);
  },
);

test('a match not started shows "vs" and its kick-off in the viewer zone, no score', () => {
  renderWithProviders(
    <RoomCard
      room={liveRoom({
        match: roomMatch({ status: 'scheduled', match_str: '', home_score: 0, away_score: 0 }),
      })}
    />,
    { timeZone: 'Asia/Ho_Chi_Minh' },
  );
  const line = screen.getByTestId('room-match');
  expect(screen.queryByTestId('room-score')).toBeNull();
  expect(line).toHaveTextContent(zh.liveList.card.vs);
  // 12:00 UTC is 19:00 in Ho Chi Minh City.
  const time = line.querySelector('time');
  expect(time).toHaveTextContent('19:00');
  expect(time).toHaveAttribute('dateTime', '2026-11-27T12:00:00.000Z');
});

test('an offline room has no LIVE badge and no viewer count; "other" shows its category', () => {
  renderWithProviders(
    <RoomCard
      room={liveRoom({
        state: 'offline',
        viewers: 0,
        sport: 'other',
        category_id: 2,
        category_name: '台球',
        match: null,
        match_id: null,
      })}
    />,
  );
  const card = screen.getByTestId('room-card');
  expect(screen.queryByTestId('live-badge')).toBeNull();
  expect(screen.queryByTestId('room-viewers')).toBeNull();
  expect(screen.queryByTestId('room-match')).toBeNull();
  expect(card).toHaveTextContent('台球');
  expect(card).toHaveAttribute('data-state', 'offline');
});

test('the LIVE badge is white on the live red, readable (≥ 4.5:1)', () => {
  renderWithProviders(<RoomCard room={liveRoom()} />);
  const badge = screen.getByTestId('live-badge');
  expect(badge).toHaveClass('bg-live', 'text-white');
  const live = (config.theme?.extend?.colors as Record<string, Record<string, string>>).live;
  expect(contrastRatio('#ffffff', live.DEFAULT)).toBeGreaterThanOrEqual(4.5);
});
