import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { DayStrip } from './day-strip';

const days = ['2026-11-25', '2026-11-26', '2026-11-27'].map((date, i) => ({
  date,
  label: ['Yesterday', 'Today', 'Tomorrow'][i],
  sub: date.slice(5),
  href: `/football?date=${date}`,
}));

describe('DayStrip', () => {
  it('links every day, marks the current one as the date, and names the navigation', () => {
    renderWithProviders(<DayStrip days={days} current="2026-11-26" label="Pick a day" />, {
      locale: 'en',
    });
    const nav = screen.getByRole('navigation', { name: 'Pick a day' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('data-date'))).toEqual(days.map((d) => d.date));
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, 'date', null]);
    expect(links[2].getAttribute('href')).toMatch(/\/football\?date=2026-11-27$/);
    expect(links[1].textContent).toBe('Today11-26');
  });
});
