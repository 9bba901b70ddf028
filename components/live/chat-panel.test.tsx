import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage, ChatOptions } from '@/lib/chat/client';
import { mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import en from '@/messages/en.json';
import { ChatPanel } from './chat-panel';
import { messagesDeleted } from './test-data';

let opts: ChatOptions | null = null;
const send = jest.fn();
jest.mock('@/lib/chat/connect', () => ({
  connectRoomChat: (_provider: unknown, o: ChatOptions) => {
    opts = o;
    return { send, older: jest.fn(), me: () => 'guest_aaaaaaaaaaaaaaaa', close: jest.fn() };
  },
}));

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);

function message(seq: number, text: string, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    ID: `9-${seq}`,
    type: 'TIMTextElem',
    payload: { text },
    from: 'guest_bbbbbbbbbbbbbbbb',
    sequence: seq,
    time: Math.floor(NOW / 1000) - 600 + seq,
    flow: 'in',
    nick: 'BBBB',
    avatar: '',
    level: 0,
    noble: null,
    guest: true,
    barrage: false,
    isRead: true,
    isRevoked: false,
    isDeleted: false,
    ...over,
  };
}

function renderPanel(staff: boolean) {
  mockBff({ 'chat/delMsg': messagesDeleted([2]) });
  return renderWithProviders(<ChatPanel group="room_9" roomId={9} wsPath="/ws" staff={staff} />, {
    locale: 'en',
    now: new Date(NOW),
  });
}

afterEach(() => {
  opts = null;
  jest.restoreAllMocks();
});

describe('ChatPanel', () => {
  it('shows messages as text with the sender, a time header, and drops deleted ones', () => {
    renderPanel(false);
    act(() => {
      opts!.onStatus?.('live');
      opts!.onMessages(
        [
          message(1, '<b>not bold</b>'),
          message(2, 'second', { guest: false, nick: 'Mark', level: 7, from: 'u5' }),
        ],
        'history',
      );
    });
    const list = screen.getByTestId('chat-messages');
    expect(within(list).getByText('<b>not bold</b>')).toBeInTheDocument();
    expect(list.querySelector('b')).toBeNull();
    expect(within(list).getByText('Guest BBBB:')).toBeInTheDocument();
    expect(within(list).getByText('Mark:')).toBeInTheDocument();
    expect(within(list).getByText('LV7')).toBeInTheDocument();
    expect(list.querySelectorAll('time')).toHaveLength(1);
    act(() => opts!.onDelete({ sequences: [1] }));
    expect(within(list).queryByText('<b>not bold</b>')).toBeNull();
    act(() => opts!.onDelete({ from: 'u5' }));
    expect(within(list).queryByText('second')).toBeNull();
  });

  it('hands a noble’s live entry to the entry effect, not one from history (issue 24)', () => {
    const onEnter = jest.fn();
    mockBff({});
    renderWithProviders(
      <ChatPanel group="room_9" roomId={9} wsPath="/ws" staff={false} onEnter={onEnter} />,
      { locale: 'en', now: new Date(NOW) },
    );
    const enter = (seq: number) =>
      message(seq, '', {
        type: 'TIMCustomElem',
        payload: {
          data: 'enter',
          description: '',
          extension: JSON.stringify({ effect: 'king', level: 6, color: '#d4a017' }),
        },
        nick: 'Mark',
        noble: { level: 6, color: '#d4a017' },
      });
    act(() => {
      opts!.onStatus?.('live');
      opts!.onMessages([enter(1)], 'history');
      opts!.onMessages([enter(2)], 'live');
    });
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(onEnter).toHaveBeenCalledWith(
      expect.objectContaining({ key: '9-2', nick: 'Mark', level: 6, effect: 'king' }),
    );
  });

  it('gives room staff a menu per message that deletes through the API', async () => {
    const calls = mockBff({ 'chat/delMsg': messagesDeleted([2]) });
    renderWithProviders(<ChatPanel group="room_9" roomId={9} wsPath="/ws" staff />, {
      locale: 'en',
      now: new Date(NOW),
    });
    act(() => {
      opts!.onStatus?.('live');
      opts!.onMessages([message(2, 'rude words')], 'live');
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Moderate Guest BBBB' }));
    await user.click(screen.getByRole('menuitem', { name: en.liveRoom.chat.delete }));
    expect(calls.calls).toContainEqual(
      expect.objectContaining({ path: 'chat/delMsg', body: { room_id: 9, sequences: [2] } }),
    );
  });

  it('shows the server’s refusal and keeps the text', async () => {
    send.mockResolvedValueOnce({
      ok: false,
      msg: 'Slow down: you can send another message in 5 s',
    });
    renderPanel(false);
    act(() => opts!.onStatus?.('live'));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox'), 'hello');
    await user.click(screen.getByRole('button', { name: en.liveRoom.chat.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Slow down');
    expect(screen.getByRole('textbox')).toHaveValue('hello');
  });
});
