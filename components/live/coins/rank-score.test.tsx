import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { RankScore } from './rank-score';

/** Issue 24: the room ranking said "贡献 51" after 5.0 coins (coins × 10 + 1 message), no unit. */
describe('RankScore', () => {
  it('shows the coins given, one decimal with the currency, not the mixed score', () => {
    renderWithProviders(<RankScore row={{ coins: 5, messages: 1 }} />, { locale: 'zh' });
    expect(screen.getByTestId('rank-score')).toHaveTextContent('贡献 5.0 球币');
    expect(screen.getByTestId('rank-score')).not.toHaveTextContent('51');
  });

  it('uses the language’s coin name and grouping', () => {
    renderWithProviders(<RankScore row={{ coins: 1234.5, messages: 0 }} />, { locale: 'en' });
    expect(screen.getByTestId('rank-score')).toHaveTextContent('Gave 1,234.5 coins');
  });

  it('counts messages for a viewer who only chatted', () => {
    renderWithProviders(<RankScore row={{ coins: 0, messages: 3 }} />, { locale: 'vi' });
    expect(screen.getByTestId('rank-score')).toHaveTextContent('3 tin nhắn');
  });
});
