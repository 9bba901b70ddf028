import { screen, within } from '@testing-library/react';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import zh from '@/messages/zh.json';
import type { MatchItem } from '@/lib/matches/types';
import { matchItem } from '@/test/match-item';
import { renderWithProviders } from '@/test/render';
import { CompactMatchRow } from './compact-match-row';
import { clockText, type ClockLabels } from './live-clock';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/search',
  useSearchParams: () => new URLSearchParams(),
}));

const MESSAGES = { en, vi, zh };

function row(
  m: MatchItem,
  props: { dated?: boolean; wrap?: boolean } = {},
  locale: 'en' | 'vi' | 'zh' = 'en',
  zone = 'Asia/Shanghai',
) {
  return renderWithProviders(
    <ul>
      <CompactMatchRow m={m} testId="search-match" {...props} />
    </ul>,
    { locale, timeZone: zone },
  );
}

describe('CompactMatchRow in the search results', () => {
  const finished = matchItem({ id: 5, status: 'finished', home_score: 2, away_score: 1 });

  it('gives a result its date (a <time> with the instant) before FT', () => {
    row(finished, { dated: true }, 'en', 'Asia/Ho_Chi_Minh');
    // 2030-05-01 12:00 UTC is 1 May in Hanoi.
    const date = screen.getByTestId('search-match-date');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', finished.kickoff);
    expect(date).toHaveTextContent('05/01');
    expect(screen.getByTestId('search-match')).toHaveTextContent(`05/01 ${en.matchRow.ft}`);
  });

  it('a result elsewhere keeps the short FT', () => {
    row(finished);
    expect(screen.queryByTestId('search-match-date')).toBeNull();
  });

  it('lets names wrap on a phone instead of truncating them', () => {
    row(matchItem({ home_team_name_en: 'Borussia Mönchengladbach' }), { wrap: true });
    const home = screen.getByTestId('search-match-home');
    expect(home).toHaveTextContent('Borussia Mönchengladbach');
    expect(home).not.toHaveClass('truncate');
    expect(home).toHaveClass('max-desk:break-words');
  });

  it('writes an upcoming kick-off as a <time> in the page’s zone', () => {
    const { container } = row(matchItem({ status: 'scheduled' }), {}, 'en', 'Europe/London');
    const time = container.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2030-05-01T12:00:00.000Z');
    expect(time).toHaveTextContent('05/01, 13:00');
  });

  it('never shows the feed’s codes Q2 or HT in Chinese or Vietnamese', () => {
    const ht = matchItem({ status: 'live', phase: 'HT', match_str: 'HT' });
    const q2 = matchItem({
      id: 2,
      sport: 'basketball',
      status: 'live',
      phase: 'Q2',
      match_str: 'Q2 07:32',
    });
    for (const locale of ['zh', 'vi'] as const) {
      const a = row(ht, {}, locale);
      expect(within(screen.getByTestId('search-match')).queryByText(/^HT$/)).toBeNull();
      expect(screen.getByTestId('search-match')).toHaveTextContent(
        MESSAGES[locale].scores.state.ht,
      );
      a.unmount();
      const b = row(q2, {}, locale);
      expect(screen.getByTestId('search-match')).not.toHaveTextContent(/Q2/);
      expect(screen.getByTestId('search-match')).toHaveTextContent(
        `${MESSAGES[locale].scores.cols.q2} 07:32`,
      );
      b.unmount();
    }
  });
});

describe('clockText', () => {
  const L: ClockLabels = {
    ht: '中场',
    etBreak: '加时前',
    pens: '点球',
    ft: '完',
    break: '节间',
    quarters: ['一节', '二节', '三节', '四节'],
    ot: '加时',
  };
  it.each([
    ['football', '2H', "67'", "67'"],
    ['football', '2H', "90+3'", "90+3'"],
    ['football', 'HT', 'HT', '中场'],
    ['football', 'ETB', 'ET', '加时前'],
    ['football', 'PEN', 'PEN', '点球'],
    ['basketball', 'Q2', 'Q2 07:32', '二节 07:32'],
    ['basketball', 'OT', 'OT 03:00', '加时 03:00'],
    ['basketball', 'OT', 'OT2 01:00', '加时2 01:00'],
    ['basketball', 'BRK', 'Q1 00:00', '一节 节间'],
    ['basketball', 'HT', 'HT', '中场'],
    ['basketball', 'Q4', '', '四节'],
  ] as const)('%s %s %j → %j', (sport, phase, match_str, text) => {
    expect(clockText({ sport, phase, match_str }, L)).toBe(text);
  });
});
