import { act, screen, within } from '@testing-library/react';
import type { ChatMessage, ChatOptions } from '@/lib/chat/client';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import zh from '@/messages/zh.json';
import { mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { ChatPanel } from '../chat-panel';
import { enterOf, giftOf, parseHorn, safeColor, sameSitePath } from './gift-message';
import { resetNobleTiers } from './noble-tiers';
import { roomGuards } from './test-data';

let opts: ChatOptions | null = null;
jest.mock('@/lib/chat/connect', () => ({
  connectRoomChat: (_provider: unknown, o: ChatOptions) => {
    opts = o;
    return { send: jest.fn(), older: jest.fn(), me: () => 'u9', close: jest.fn() };
  },
}));

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);

function message(seq: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    ID: `9-${seq}`,
    type: 'TIMTextElem',
    payload: { text: 'hello' },
    from: 'u5',
    sequence: seq,
    time: Math.floor(NOW / 1000) - 60 + seq,
    flow: 'in',
    nick: 'Mark',
    avatar: '',
    level: 7,
    noble: null,
    guest: false,
    barrage: false,
    isRead: true,
    isRevoked: false,
    isDeleted: false,
    ...over,
  };
}

const custom = (seq: number, data: string, extension: unknown, over: Partial<ChatMessage> = {}) =>
  message(seq, {
    type: 'TIMCustomElem',
    payload: {
      data,
      extension: typeof extension === 'string' ? extension : JSON.stringify(extension),
    },
    ...over,
  });

const rocket = {
  gift_id: 3,
  slug: 'rocket',
  icon: '/gifts/rocket.svg',
  effect: '/gifts/rocket.json',
  effect_level: 2,
  num: 10,
  total: 1000,
  names: { zh: '火箭', en: 'Rocket', vi: 'Tên lửa' },
  anchor_id: 2,
};

afterEach(() => {
  opts = null;
  resetNobleTiers();
  jest.restoreAllMocks();
});

describe('gift and noble lines in the chat', () => {
  it('shows a gift as a highlighted line, passes only live gifts on, and badges nobles', async () => {
    const bff = mockBff({ 'Guard/getList': roomGuards });
    const onGift = jest.fn();
    renderWithProviders(
      <ChatPanel group="room_9" roomId={9} wsPath="/ws" staff={false} onGift={onGift} />,
      { locale: 'en', now: new Date(NOW) },
    );
    act(() => {
      opts!.onStatus?.('live');
      opts!.onMessages([custom(1, 'gift', { ...rocket, num: 1 }, { nick: 'Old' })], 'history');
      opts!.onMessages(
        [
          custom(2, 'gift', rocket, { noble: { level: 2, color: '#c0a000' } }),
          message(3, { noble: { level: 1, color: 'url(javascript:alert(1))' } }),
          custom(4, 'enter', { effect: 'sparkle', level: 2, color: '#c0a000' }, { nick: 'Lan' }),
        ],
        'live',
      );
    });
    const list = screen.getByTestId('chat-messages');
    const lines = within(list).getAllByTestId('chat-gift');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toHaveTextContent('Mark sent Rocket ×10');
    expect(lines[1].querySelector('img')).toHaveAttribute('src', '/gifts/rocket.svg');
    // Only the live gift plays (history is old news).
    expect(onGift).toHaveBeenCalledTimes(1);
    expect(onGift.mock.calls[0][0]).toMatchObject({
      key: '9-2',
      nick: 'Mark',
      num: 10,
      effectLevel: 2,
    });

    // Badges: named once Guard/getList (read once for the page) answers; a bad colour is not used.
    const badges = within(list).getAllByTestId('noble-badge');
    expect(badges).toHaveLength(2);
    expect(await within(list).findByRole('img', { name: 'Noble: Earl' })).toBe(badges[0]);
    expect(within(list).getByRole('img', { name: 'Noble: Knight' })).toBe(badges[1]);
    expect(badges[0]).toHaveStyle({ backgroundColor: '#c0a000' });
    expect(badges[1].getAttribute('style')).not.toContain('javascript');
    expect(bff.calls.filter((c) => c.path === 'Guard/getList')).toHaveLength(1);

    expect(within(list).getByTestId('chat-enter')).toHaveTextContent(
      'Noble Lan has entered the room',
    );
  });

  it('names a badge by its level when the tiers cannot be read', async () => {
    mockBff({});
    renderWithProviders(<ChatPanel group="room_9" roomId={9} wsPath="/ws" staff={false} />, {
      locale: 'zh',
      now: new Date(NOW),
    });
    act(() => opts!.onMessages([message(1, { noble: { level: 3, color: '#123456' } })], 'live'));
    expect(screen.getByRole('img', { name: '贵族 Lv.3' })).toHaveTextContent('3');
  });

  it('renders a gift line in the page’s language, names always as text', () => {
    mockBff({});
    renderWithProviders(<ChatPanel group="room_9" roomId={9} wsPath="/ws" staff={false} />, {
      locale: 'vi',
      now: new Date(NOW),
    });
    act(() =>
      opts!.onMessages(
        [
          custom(
            1,
            'gift',
            { ...rocket, names: { ...rocket.names, vi: '<b>x</b>' } },
            { nick: '<i>n</i>' },
          ),
        ],
        'live',
      ),
    );
    const line = screen.getByTestId('chat-gift');
    expect(line).toHaveTextContent('<i>n</i> đã tặng <b>x</b> ×10');
    expect(line.querySelector('b, i')).toBeNull();
  });
});

describe('reading coin events', () => {
  it('keeps gift assets on the site and colours to colours', () => {
    expect(sameSitePath('/gifts/rocket.svg')).toBe('/gifts/rocket.svg');
    for (const bad of [
      'https://evil.test/x.svg',
      '//evil.test/x.svg',
      '/\\evil',
      'javascript:alert(1)',
      '/gifts/../x',
      3,
    ])
      expect(sameSitePath(bad)).toBe('');
    expect(safeColor('#c0a000')).toBe('#c0a000');
    expect(safeColor('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
    expect(safeColor('red;background:url(x)')).toBeNull();
    expect(safeColor('url(x)')).toBeNull();
  });

  it('ignores damaged or foreign messages', () => {
    expect(giftOf(custom(1, 'gift', '{oops'))).toBeNull();
    expect(giftOf(custom(2, 'gift', { ...rocket, num: 0 }))).toBeNull();
    expect(giftOf(custom(3, 'gift', { ...rocket, gift_id: '3' }))).toBeNull();
    expect(giftOf(custom(4, 'system', rocket))).toBeNull();
    expect(giftOf(message(5))).toBeNull();
    const g = giftOf(
      custom(6, 'gift', { ...rocket, icon: 'https://evil.test/x.svg', effect_level: 9 }),
    );
    expect(g).toMatchObject({ icon: '', effectLevel: 2 });
    expect(enterOf(custom(7, 'enter', { level: 2, color: 'expression(x)' }))).toMatchObject({
      level: 2,
      color: '#b8860b',
    });
    expect(parseHorn({ id: 1, content: '  ' })).toBeNull();
    expect(parseHorn({ id: 'x', content: 'hi' })).toBeNull();
    expect(parseHorn({ id: 1, content: 'hi', noble: { level: 0 } })).toMatchObject({
      noble: null,
      large: false,
    });
  });
});

test('the coins messages have the same keys in zh, en and vi', () => {
  const keys = (o: object, p = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'object' && v ? keys(v as object, `${p}${k}.`) : [`${p}${k}`],
    );
  expect(keys(zh.coins).sort()).toEqual(keys(en.coins).sort());
  expect(keys(vi.coins).sort()).toEqual(keys(en.coins).sort());
});
