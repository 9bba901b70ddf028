import { screen, within } from '@testing-library/react';
import en from '@/messages/en.json';
import { mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { guardList, guards } from '@/components/wallet/test-data';
import { NobleDialog } from './noble-dialog';
import { seededTiers } from './test-data';

jest.mock('@/lib/client/toast');

/**
 * Issue 24: Marquis listed the same privileges as Count, and King the same as Duke. Each tier
 * lists what it really gets: its own entry effect by name, and its own number of free horns.
 */
it('lists different privileges for every tier, each naming its own entry effect', async () => {
  mockBff({ 'Guard/getList': guards(guardList(seededTiers)) });
  renderWithProviders(
    <NobleDialog
      open
      onOpenChange={() => undefined}
      viewerId={5}
      onPaid={jest.fn()}
      onError={jest.fn()}
    />,
    { locale: 'en' },
  );
  const cards = await screen.findAllByTestId('noble-tier');
  expect(cards).toHaveLength(6);
  const lists = cards.map((c) =>
    within(c)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
      .join(' | '),
  );
  expect(new Set(lists).size).toBe(lists.length);
  const effects = en.wallet.noble.effects;
  expect(lists[3]).toContain(`Entry effect: ${effects.marquis}`);
  expect(lists[3]).toContain('50 free horns a month');
  expect(lists[2]).toContain(`Entry effect: ${effects.count}`);
  expect(lists[5]).toContain(`Entry effect: ${effects.king}`);
  expect(lists[5]).toContain('120 free horns a month');
  expect(lists[0]).not.toContain('Entry effect');
});
