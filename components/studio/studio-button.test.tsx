import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import zh from '@/messages/zh.json';
import { mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { studioMessages } from './messages-action';
import { StudioButton } from './studio-button';
import { anchor, fan, studioRoutes } from './test-data';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/main',
}));
jest.mock('@/lib/client/toast');
// The server action: here the plain catalogue (the browser gets it compiled, decision 018).
jest.mock('./messages-action', () => ({
  studioMessages: jest.fn(async (locale: 'zh' | 'en' | 'vi') => {
    const all = {
      zh: jest.requireActual<typeof import('@/messages/zh.json')>('@/messages/zh.json'),
      en: jest.requireActual<typeof import('@/messages/en.json')>('@/messages/en.json'),
      vi: jest.requireActual<typeof import('@/messages/vi.json')>('@/messages/vi.json'),
    };
    return { studio: all[locale].studio };
  }),
}));

const S = zh.studio;
const labels = { open: S.open, loading: S.loading, retry: S.retry };

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.restoreAllMocks());

test('visitors and fans get no start-streaming button', () => {
  const { container, rerender } = renderWithProviders(<StudioButton user={null} labels={labels} />);
  expect(container).toBeEmptyDOMElement();
  rerender(<StudioButton user={fan} labels={labels} />);
  expect(container).toBeEmptyDOMElement();
  expect(screen.queryByRole('button', { name: S.open })).not.toBeInTheDocument();
});

test('an anchor gets the button; pressing it fetches the studio and its messages, then opens it', async () => {
  const bff = mockBff(studioRoutes());
  const ue = userEvent.setup();
  renderWithProviders(<StudioButton user={{ ...anchor, is_anchor: 2 }} labels={labels} />);
  const button = screen.getByRole('button', { name: S.open });
  expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  // Nothing of the studio is fetched before the anchor shows interest.
  expect(studioMessages).not.toHaveBeenCalled();
  expect(bff.calls).toEqual([]);

  await ue.click(button);
  const dialog = await screen.findByRole('dialog', { name: S.title });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(studioMessages).toHaveBeenCalledWith('zh');
  const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
  expect(tabs).toEqual([S.tabs.broadcast, S.tabs.obs, S.tabs.notice, S.tabs.schedule, S.tabs.chat]);
  // The room is read with an empty live/updateLive, which the BFF only takes as a POST.
  await waitFor(() =>
    expect(bff.calls).toContainEqual({
      method: 'POST',
      path: 'live/updateLive',
      query: {},
      body: {},
    }),
  );
  expect(
    await screen.findByRole('link', { name: new RegExp(S.broadcast.openRoom) }),
  ).toHaveAttribute('href', '/live?id=12');

  // Escape closes it and gives the focus back to the button.
  await ue.keyboard('{Escape}');
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(button).toHaveFocus();
});

test('the studio speaks the page language', async () => {
  mockBff(studioRoutes());
  const ue = userEvent.setup();
  const en = jest.requireActual<typeof import('@/messages/en.json')>('@/messages/en.json');
  renderWithProviders(
    <StudioButton
      user={anchor}
      labels={{ open: en.studio.open, loading: en.studio.loading, retry: en.studio.retry }}
    />,
    { locale: 'en', timeZone: 'UTC' },
  );
  await ue.click(screen.getByRole('button', { name: en.studio.open }));
  expect(await screen.findByRole('dialog', { name: en.studio.title })).toBeInTheDocument();
  expect(studioMessages).toHaveBeenCalledWith('en');
  expect(screen.getByRole('tab', { name: en.studio.tabs.chat })).toBeInTheDocument();
});

test('when the studio messages cannot be fetched, the dialog says so and retries', async () => {
  mockBff(studioRoutes());
  const action = studioMessages as jest.Mock;
  const real = action.getMockImplementation();
  // The prefetch (pointer over the button) and the opening both fail.
  action.mockRejectedValue(new Error('offline'));
  const ue = userEvent.setup();
  const vi = jest.requireActual<typeof import('@/messages/vi.json')>('@/messages/vi.json');
  const viLabels = { open: vi.studio.open, loading: vi.studio.loading, retry: vi.studio.retry };
  renderWithProviders(<StudioButton user={anchor} labels={viLabels} />, {
    locale: 'vi',
    timeZone: 'Asia/Ho_Chi_Minh',
  });
  await ue.click(screen.getByRole('button', { name: vi.studio.open }));
  // Named by the server-translated label until the studio's own messages are in.
  const pending = await screen.findByRole('dialog', { name: vi.studio.open });
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  action.mockImplementation(real);
  await ue.click(screen.getByRole('button', { name: vi.studio.retry }));
  expect(await screen.findByRole('dialog', { name: vi.studio.title })).toBe(pending);
  expect(screen.getByRole('tab', { name: vi.studio.tabs.obs })).toBeInTheDocument();
});
