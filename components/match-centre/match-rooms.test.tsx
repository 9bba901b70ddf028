import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { MatchRooms } from './match-rooms';
import { matchRoom } from './test-data';

const room = matchRoom;

describe('MatchRooms', () => {
  it('lists the rooms by commentary language, each linking to its room', () => {
    renderWithProviders(
      <MatchRooms
        groups={[
          { language: 'en', rooms: [room(3, 'en', 'Mark Reid')] },
          { language: 'zh', rooms: [room(1, 'zh', '解说老李'), room(2, 'zh', '小鹿说球')] },
        ]}
      />,
      { locale: 'en' },
    );
    const section = screen.getByTestId('match-rooms');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Live commentary');
    const headings = within(section).getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['English (1)', 'Chinese (2)']);
    const link = within(section).getByRole('link', { name: /Mark Reid/ });
    expect(link).toHaveAttribute('href', '/en/live?id=3');
    expect(link).toHaveTextContent('12K watching');
  });

  it('shows nothing when no room commentates the match', () => {
    const { container } = renderWithProviders(<MatchRooms groups={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
