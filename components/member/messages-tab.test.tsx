import { act, screen, waitFor, within } from '@testing-library/react';
import { unreadAtom } from '@/lib/client/atoms';
import userEvent from '@testing-library/user-event';
import zh from '@/messages/zh.json';
import { mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import type { MessagePage } from '@/lib/messages/contract';
import { MessagesTab } from './messages-tab';
import { message, messagePage, messagesRead } from './test-data';

jest.mock('@/lib/client/toast');

const M = zh.member.messages;

afterEach(() => {
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

const page = (unread: number, read = false) =>
  messagePage(
    [
      message(3, {
        kind: 'live',
        title: '你关注的主播 解说老李 开播了',
        text: '英超直播',
        link: '/live?id=1',
        read,
      }),
      message(2, { kind: 'review', title: '喇叭已通过审核', text: '', read: true }),
      message(1, { read }),
    ],
    unread,
  );

describe('MessagesTab', () => {
  it('marks unread messages, opens one (read from then on), and reads all', async () => {
    const bff = mockBff({
      'POST Push/read': (call) =>
        (call.body as { all?: number }).all ? messagesRead(0) : messagesRead(1),
      'GET Push/getList': () => page(0, true),
    });
    renderWithProviders(<MessagesTab initial={page(2).data as MessagePage} />);
    expect(screen.getByTestId('messages-unread')).toHaveTextContent('2 条未读');
    const rows = screen.getAllByTestId('message');
    expect(rows.map((r) => r.dataset.read)).toEqual(['0', '1', '0']);
    const live = within(rows[0]).getByRole('link');
    expect(live).toHaveAttribute('href', '/live?id=1');
    expect(live).toHaveAccessibleName(/^未读： 你关注的主播/);

    const ue = userEvent.setup();
    await ue.click(within(rows[2]).getByRole('button'));
    expect(screen.getAllByTestId('message')[2]).toHaveAttribute('data-read', '1');
    expect(screen.getByTestId('messages-unread')).toHaveTextContent('1 条未读');

    await ue.click(screen.getByRole('button', { name: M.readAll }));
    await waitFor(() =>
      expect(screen.getAllByTestId('message').map((r) => r.dataset.read)).toEqual(['1', '1', '1']),
    );
    expect(screen.queryByTestId('messages-unread')).not.toBeInTheDocument();
    expect(bff.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { id: 1 },
      { all: 1 },
    ]);
  });

  it('lists the unread ones only on demand, and says when there are none', async () => {
    const bff = mockBff({ 'GET Push/getList': () => messagePage([], 0) });
    renderWithProviders(<MessagesTab initial={page(2).data as MessagePage} />);
    await userEvent.setup().click(screen.getByRole('button', { name: M.unreadOnly }));
    expect(await screen.findByTestId('messages-empty')).toHaveTextContent(M.noneUnread);
    expect(bff.calls[0].query).toEqual({ page: '1', unread: '1' });
  });
});

it('reads the list again when the unread count on the websocket rises', async () => {
  const bff = mockBff({ 'GET Push/getList': () => page(3) });
  const { store } = renderWithProviders(<MessagesTab initial={page(2).data as MessagePage} />);
  act(() => store.set(unreadAtom, 1));
  expect(bff.calls).toHaveLength(0);
  act(() => store.set(unreadAtom, 3));
  await waitFor(() => expect(screen.getByTestId('messages-unread')).toHaveTextContent('3 条未读'));
  expect(bff.calls.map((c) => c.path)).toEqual(['Push/getList']);
});
