import { createRef } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/client/toast';
import zh from '@/messages/zh.json';
import { fail, mockBff, type BffCall, type BffReply } from '@/test/bff';
import { renderWithProviders, type ProviderOptions } from '@/test/render';
import StudioDialog from './studio-dialog';
import { unixSecondsOf } from './schedule-tab';
import {
  admins,
  adminsSet,
  blockedWords,
  ended,
  liveRoom,
  moderationLog,
  offlineRoom,
  placardSaved,
  push,
  pushAddress,
  roomAdmins,
  roomNow,
  rulesSaved,
  scheduleAdded,
  scheduleDeleted,
  schedulesOf,
  started,
  studioRoutes,
  wordAdded,
  wordRemoved,
} from './test-data';
import type { ChatRules } from '@/lib/chat/contract';
import type { RoomItem } from '@/lib/live/contract';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/main',
}));
jest.mock('@/lib/client/toast');
jest.mock('./messages-action', () => ({
  studioMessages: async (locale: 'zh' | 'en' | 'vi') => {
    const all = {
      zh: jest.requireActual<typeof import('@/messages/zh.json')>('@/messages/zh.json'),
      en: jest.requireActual<typeof import('@/messages/en.json')>('@/messages/en.json'),
      vi: jest.requireActual<typeof import('@/messages/vi.json')>('@/messages/vi.json'),
    };
    return { studio: all[locale].studio };
  },
}));

const S = zh.studio;
const success = toast.success as jest.Mock;

let bff: ReturnType<typeof mockBff>;

/** Reads that go as POSTs (the room, today's matches). */
const POSTED_READS = ['live/updateLive', 'hot_match/all_match'];

/** The changes the studio sent, as [path, body]. */
const posted = (path?: string) =>
  bff.calls
    .filter((c: BffCall) => c.method === 'POST' && !POSTED_READS.includes(c.path))
    .filter((c) => !path || c.path === path)
    .map((c) => [c.path, c.body]);

async function openStudio(
  room: RoomItem = offlineRoom,
  opts: ProviderOptions = {},
  routes: Record<string, BffReply> = {},
) {
  bff = mockBff(studioRoutes(room, routes));
  const ue = userEvent.setup();
  const utils = renderWithProviders(
    <StudioDialog
      id="studio"
      open
      onOpenChange={jest.fn()}
      trigger={createRef()}
      anchorId={2}
      labels={{ open: S.open, loading: S.loading, retry: S.retry }}
    />,
    opts,
  );
  const dialog = await screen.findByRole('dialog', { name: S.title });
  // The broadcast tab shows once the room is in.
  await within(dialog).findByRole('heading', { name: S.broadcast.status });
  return { ...utils, ue, dialog };
}

async function openTab(ue: ReturnType<typeof userEvent.setup>, name: string) {
  await ue.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

beforeEach(() => {
  jest.clearAllMocks();
});
afterEach(() => jest.restoreAllMocks());

describe('broadcast', () => {
  test('going live sends the title, sport, chosen match and language to Live/mobileStartRoom', async () => {
    const { ue } = await openStudio(
      offlineRoom,
      {},
      {
        'POST Live/mobileStartRoom': started(
          { ...liveRoom, title: 'Big match night', match_id: 9001 },
          '开播成功',
        ),
      },
    );
    expect(screen.getByText(S.broadcast.offlineHint)).toBeInTheDocument();

    const title = screen.getByRole('textbox', { name: S.broadcast.title });
    await ue.clear(title);
    await ue.type(title, 'Big match night');
    // Today's live and upcoming matches; the finished one is not offered.
    const select = await screen.findByRole('combobox', { name: S.broadcast.match });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(within(select).queryByText(/热刺/)).not.toBeInTheDocument();
    // The search narrows the list (team names in any language).
    await ue.type(screen.getByRole('searchbox', { name: S.broadcast.matchSearch }), 'arsenal');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([S.broadcast.noMatch, "67' · 英超 · 阿森纳 vs 切尔西"]);
    await ue.selectOptions(select, '9001');
    await ue.selectOptions(screen.getByRole('combobox', { name: S.broadcast.language }), 'en');

    await ue.click(screen.getByRole('button', { name: S.broadcast.start }));
    await waitFor(() =>
      expect(posted()).toEqual([
        [
          'Live/mobileStartRoom',
          { title: 'Big match night', sport: 'football', language: 'en', match_id: 9001 },
        ],
      ]),
    );
    expect(success).toHaveBeenCalledWith('开播成功');
    // The room is live now: the end button replaces the start button.
    expect(await screen.findByRole('button', { name: S.broadcast.end })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.broadcast.start })).not.toBeInTheDocument();
    expect(bff.calls.find((c) => c.path === 'hot_match/all_match')?.body).toEqual({
      sport: 'football',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      tz: 'Asia/Shanghai',
    });
  });

  test('sport "other" offers the categories instead of matches', async () => {
    const { ue } = await openStudio(
      offlineRoom,
      {},
      {
        'POST Live/mobileStartRoom': started(liveRoom),
      },
    );
    await ue.click(screen.getByRole('radio', { name: S.broadcast.sports.other }));
    const category = screen.getByRole('combobox', { name: S.broadcast.category });
    await within(category).findByRole('option', { name: 'Esports' });
    expect(screen.queryByRole('combobox', { name: S.broadcast.match })).not.toBeInTheDocument();
    await ue.selectOptions(category, '3');
    await ue.click(screen.getByRole('button', { name: S.broadcast.start }));
    await waitFor(() =>
      expect(posted('Live/mobileStartRoom')).toEqual([
        [
          'Live/mobileStartRoom',
          { title: offlineRoom.title, sport: 'other', language: 'zh', category_id: 3 },
        ],
      ]),
    );
  });

  test('a title over 40 characters is refused before anything is sent', async () => {
    const { ue } = await openStudio();
    const title = screen.getByRole('textbox', { name: S.broadcast.title });
    await ue.clear(title);
    await ue.type(title, 'x'.repeat(41));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(S.tooLong.replace('{max}', '40'));
    await ue.click(screen.getByRole('button', { name: S.broadcast.start }));
    expect(posted()).toEqual([]);
  });

  test('ending asks first; confirming POSTs Live/endRoom and shows the room offline', async () => {
    const { ue } = await openStudio(
      liveRoom,
      {},
      {
        'POST Live/endRoom': ended(offlineRoom, '已下播'),
      },
    );
    expect(screen.getByText(/20:00 开播/)).toBeInTheDocument();

    await ue.click(screen.getByRole('button', { name: S.broadcast.end }));
    const confirm = await screen.findByRole('alertdialog', { name: S.broadcast.confirmTitle });
    // Cancelling sends nothing.
    await ue.click(within(confirm).getByRole('button', { name: S.cancel }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(posted()).toEqual([]);

    await ue.click(screen.getByRole('button', { name: S.broadcast.end }));
    await ue.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: S.broadcast.confirm,
      }),
    );
    await waitFor(() => expect(posted()).toEqual([['Live/endRoom', {}]]));
    expect(success).toHaveBeenCalledWith('已下播');
    expect(await screen.findByRole('button', { name: S.broadcast.start })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('a refused start keeps the room offline (the API client toasts its message)', async () => {
    const { ue } = await openStudio(
      offlineRoom,
      {},
      {
        'POST Live/mobileStartRoom': fail('forbidden', '无权限'),
      },
    );
    await ue.click(screen.getByRole('button', { name: S.broadcast.start }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('无权限', expect.anything()));
    expect(screen.getByRole('button', { name: S.broadcast.start })).toBeEnabled();
  });
});

describe('OBS', () => {
  test('the stream key is masked until revealed, and copying copies the real key', async () => {
    const { ue } = await openStudio();
    const panel = await openTab(ue, S.tabs.obs);
    const server = await within(panel).findByRole('textbox', { name: S.obs.server });
    expect(server).toHaveValue(push.server);
    const key = within(panel).getByRole('textbox', { name: S.obs.streamKey });
    expect(key).not.toHaveValue(push.stream_key);
    expect((key as HTMLInputElement).value).toMatch(/^•+$/);
    expect(panel).not.toHaveTextContent('s3cr3t');

    await ue.click(within(panel).getByRole('button', { name: S.obs.copyKey }));
    expect(await navigator.clipboard.readText()).toBe(push.stream_key);
    expect(success).toHaveBeenCalledWith(S.obs.copied);

    const reveal = within(panel).getByRole('button', { name: S.obs.show });
    expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await ue.click(reveal);
    expect(key).toHaveValue(push.stream_key);
    await ue.click(within(panel).getByRole('button', { name: S.obs.hide }));
    expect(key).not.toHaveValue(push.stream_key);

    await ue.click(within(panel).getByRole('button', { name: S.obs.copyServer }));
    expect(await navigator.clipboard.readText()).toBe(push.server);
  });

  test('the expiry is shown in the page zone, and "new key" asks Live/getLiveUrl again', async () => {
    const { ue } = await openStudio(offlineRoom, { timeZone: 'Asia/Ho_Chi_Minh' });
    const panel = await openTab(ue, S.tabs.obs);
    // 2026-11-06 12:00 UTC is 19:00 in Hanoi.
    expect(await within(panel).findByText(/19:00/)).toHaveTextContent('GMT+7');

    const fresh = { ...push, stream_key: 'sNEW?txSecret=n3w&txTime=6A0C0000' };
    bff.route('GET Live/getLiveUrl', pushAddress(fresh));
    await ue.click(within(panel).getByRole('button', { name: S.obs.show }));
    await ue.click(within(panel).getByRole('button', { name: S.obs.renew }));
    await waitFor(() =>
      expect(within(panel).getByRole('textbox', { name: S.obs.streamKey })).toHaveValue(
        fresh.stream_key,
      ),
    );
    expect(bff.calls.filter((c) => c.path === 'Live/getLiveUrl')).toHaveLength(2);
    expect(success).toHaveBeenCalledWith(S.obs.renewed);
  });
});

describe('notice', () => {
  test('counts characters as a reader does, refuses the 51st and saves up to 50', async () => {
    const { ue } = await openStudio(
      offlineRoom,
      {},
      {
        'POST Live/setPlacard': (call) => placardSaved((call.body as { notice: string }).notice),
      },
    );
    const panel = await openTab(ue, S.tabs.notice);
    const box = within(panel).getByRole('textbox', { name: S.notice.label });
    const save = within(panel).getByRole('button', { name: S.notice.save });
    expect(box).toHaveValue('Hello');
    expect(within(panel).getByText('5/50')).toBeInTheDocument();
    // Unchanged: nothing to save.
    expect(save).toBeDisabled();

    // An emoji is one character (two UTF-16 units).
    await ue.clear(box);
    await ue.type(box, '今晚8点🏀');
    expect(within(panel).getByText('5/50')).toBeInTheDocument();

    // 51 characters: marked invalid, explained, and not sent.
    fireEvent.change(box, { target: { value: '球'.repeat(51) } });
    expect(within(panel).getByText('51/50')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).getByRole('alert')).toHaveTextContent(S.tooLong.replace('{max}', '50'));
    expect(save).toBeDisabled();
    fireEvent.submit(box.closest('form')!);
    expect(posted()).toEqual([]);

    // 50 go through.
    fireEvent.change(box, { target: { value: '球'.repeat(50) } });
    expect(within(panel).getByText('50/50')).toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-invalid');
    await ue.click(save);
    await waitFor(() =>
      expect(posted()).toEqual([['Live/setPlacard', { notice: '球'.repeat(50) }]]),
    );
    expect(success).toHaveBeenCalledWith('保存成功');
  });
});

describe('schedule', () => {
  test('lists the announced broadcasts in the page zone', async () => {
    const { ue } = await openStudio();
    const panel = await openTab(ue, S.tabs.schedule);
    const item = (await within(panel).findByText('Derby night')).closest('li')!;
    // 2026-11-07 12:00 UTC is 20:00 in Shanghai.
    expect(item).toHaveTextContent(/20:00/);
    expect(item).toHaveTextContent('GMT+8');
    expect(item).toHaveTextContent('3 人预约');
    expect(bff.calls).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        path: 'Live_streaming/getAnchorReserveLiveList',
        query: { anchor_id: '2' },
      }),
    );
  });

  test.each([
    ['Asia/Shanghai', Date.UTC(2026, 10, 6, 12, 30) / 1000],
    ['Europe/London', Date.UTC(2026, 10, 6, 20, 30) / 1000],
    ['America/New_York', Date.UTC(2026, 10, 7, 1, 30) / 1000],
  ])(
    'announcing reads the date and time as wall-clock time in %s and sends unix seconds',
    async (timeZone, expected) => {
      const { ue } = await openStudio(
        offlineRoom,
        { timeZone, now: new Date(Date.UTC(2026, 10, 5, 0, 0)) },
        {
          'GET Live_streaming/getAnchorReserveLiveList': schedulesOf([]),
          'POST Live/addSchedule': (call) => {
            const { title, starts_at } = call.body as { title: string; starts_at: number };
            return scheduleAdded(title, starts_at);
          },
        },
      );
      const panel = await openTab(ue, S.tabs.schedule);
      expect(await within(panel).findByText(S.schedule.empty)).toBeInTheDocument();

      await ue.type(within(panel).getByRole('textbox', { name: S.schedule.title }), 'Cup final');
      const when = within(panel).getByLabelText(/开播时间/);
      expect(when).toHaveAttribute('type', 'datetime-local');
      fireEvent.change(when, { target: { value: '2026-11-06T20:30' } });
      await ue.click(within(panel).getByRole('button', { name: S.schedule.add }));

      await waitFor(() =>
        expect(posted()).toEqual([
          ['Live/addSchedule', { title: 'Cup final', starts_at: expected }],
        ]),
      );
      expect(await within(panel).findByText('Cup final')).toBeInTheDocument();
      expect(within(panel).queryByText(S.schedule.empty)).not.toBeInTheDocument();
      expect(when).toHaveValue('');
    },
  );

  test('a time in the past or beyond 30 days is refused before sending', async () => {
    const { ue } = await openStudio(offlineRoom, { now: new Date(Date.UTC(2026, 10, 5, 0, 0)) });
    const panel = await openTab(ue, S.tabs.schedule);
    await ue.type(within(panel).getByRole('textbox', { name: S.schedule.title }), 'Late show');
    const when = within(panel).getByLabelText(/开播时间/);
    fireEvent.change(when, { target: { value: '2026-11-04T20:30' } });
    await ue.click(within(panel).getByRole('button', { name: S.schedule.add }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(S.schedule.startsAtRange);
    fireEvent.change(when, { target: { value: '2026-12-25T20:30' } });
    await ue.click(within(panel).getByRole('button', { name: S.schedule.add }));
    expect(posted()).toEqual([]);
  });

  test('withdrawing asks first, then POSTs Live/deleteSchedule', async () => {
    const { ue } = await openStudio(
      offlineRoom,
      {},
      {
        'POST Live/deleteSchedule': scheduleDeleted,
      },
    );
    const panel = await openTab(ue, S.tabs.schedule);
    await ue.click(
      await within(panel).findByRole('button', {
        name: S.schedule.deleteLabel.replace('{title}', 'Derby night'),
      }),
    );
    await ue.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: S.schedule.confirm,
      }),
    );
    await waitFor(() => expect(posted()).toEqual([['Live/deleteSchedule', { id: 41 }]]));
    expect(await within(panel).findByText(S.schedule.empty)).toBeInTheDocument();
  });

  test('unixSecondsOf reads a datetime-local value in a zone', () => {
    expect(unixSecondsOf('2026-11-06T20:30', 'Asia/Shanghai')).toBe(
      Date.UTC(2026, 10, 6, 12, 30) / 1000,
    );
    expect(unixSecondsOf('2026-11-06', 'UTC')).toBeNull();
    expect(unixSecondsOf('', 'UTC')).toBeNull();
  });
});

describe('chat rules and staff', () => {
  test('appointing an administrator POSTs the user id with type 1 and shows the new list', async () => {
    const { ue } = await openStudio(
      offlineRoom,
      {},
      {
        'POST Live/setRoomAdmin': adminsSet(
          [...admins, { id: 42, nickname: 'New Mod', avatar: '' }],
          '保存成功',
        ),
      },
    );
    const panel = within(await openTab(ue, S.tabs.chat)).getByRole('region', {
      name: S.chat.staffHeading,
    });
    expect(await within(panel).findByText('Mod Wang')).toBeInTheDocument();
    const input = within(panel).getByRole('textbox', { name: S.chat.userId });
    const appoint = within(panel).getByRole('button', { name: S.chat.addAdmin });

    // Not a user id: explained, not sent.
    await ue.type(input, 'abc');
    await ue.click(appoint);
    expect(within(panel).getByText(S.chat.userIdInvalid)).toBeInTheDocument();
    expect(posted()).toEqual([]);

    await ue.clear(input);
    await ue.type(input, '42{Enter}');
    await waitFor(() =>
      expect(posted()).toEqual([['Live/setRoomAdmin', { user_id: 42, type: 1 }]]),
    );
    expect(await within(panel).findByText('New Mod')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(success).toHaveBeenCalledWith('保存成功');
  });

  test('dismissing an administrator POSTs type 0', async () => {
    const { ue } = await openStudio(
      offlineRoom,
      {},
      {
        'POST Live/setRoomAdmin': adminsSet([]),
      },
    );
    const panel = within(await openTab(ue, S.tabs.chat)).getByRole('region', {
      name: S.chat.staffHeading,
    });
    await ue.click(
      await within(panel).findByRole('button', {
        name: S.chat.removeAdmin.replace('{name}', 'Mod Wang'),
      }),
    );
    await waitFor(() =>
      expect(posted()).toEqual([['Live/setRoomAdmin', { user_id: 31, type: 0 }]]),
    );
    expect(await within(panel).findByText(S.chat.staffEmpty)).toBeInTheDocument();
  });

  test('chat rules are read for the room and saved with chat/setRules', async () => {
    const { ue } = await openStudio(
      offlineRoom,
      {},
      {
        'POST chat/setRules': (call) => rulesSaved(call.body as Partial<ChatRules>),
      },
    );
    const panel = await openTab(ue, S.tabs.chat);
    const slow = await within(panel).findByRole('combobox', { name: S.chat.slowMode });
    expect(bff.calls).toContainEqual(
      expect.objectContaining({ path: 'chat/rules', query: { room_id: '12' } }),
    );
    await ue.selectOptions(slow, '10');
    await ue.click(within(panel).getByRole('switch', { name: S.chat.noLinks }));
    await ue.click(within(panel).getByRole('radio', { name: S.chat.policies.age }));
    const age = within(panel).getByRole('textbox', { name: S.chat.minAge });
    await ue.clear(age);
    await ue.type(age, '1440');
    await ue.click(within(panel).getByRole('button', { name: S.chat.save }));
    await waitFor(() =>
      expect(posted('chat/setRules')).toEqual([
        [
          'chat/setRules',
          {
            room_id: 12,
            slow_mode_s: 10,
            chat_policy: 'age',
            min_age_min: 1440,
            emoji_only: false,
            no_links: true,
          },
        ],
      ]),
    );
  });

  test('blocked words: listed, added with language and action, removed', async () => {
    const { ue } = await openStudio(
      offlineRoom,
      {},
      {
        'POST chat/addBlockedWord': wordAdded({ id: 6, word: 'scam', lang: 'en', action: 'mute' }),
        'POST chat/removeBlockedWord': wordRemoved,
      },
    );
    const panel = await openTab(ue, S.tabs.chat);
    expect(await within(panel).findByText('spam')).toBeInTheDocument();
    await ue.type(within(panel).getByRole('textbox', { name: S.chat.word }), 'scam');
    await ue.selectOptions(within(panel).getByRole('combobox', { name: S.chat.wordLang }), 'en');
    await ue.selectOptions(
      within(panel).getByRole('combobox', { name: S.chat.wordAction }),
      'mute',
    );
    await ue.click(within(panel).getByRole('button', { name: S.chat.addWord }));
    expect(await within(panel).findByText('scam')).toBeInTheDocument();
    await ue.click(
      within(panel).getByRole('button', { name: S.chat.removeWord.replace('{word}', 'spam') }),
    );
    await waitFor(() => expect(within(panel).queryByText('spam')).not.toBeInTheDocument());
    expect(posted()).toEqual([
      ['chat/addBlockedWord', { room_id: 12, word: 'scam', lang: 'en', action: 'mute' }],
      ['chat/removeBlockedWord', { room_id: 12, id: 5 }],
    ]);
  });

  test('the moderation log shows who did what to whom and when', async () => {
    const { ue } = await openStudio();
    const panel = await openTab(ue, S.tabs.chat);
    const table = await within(panel).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Mod Wang');
    expect(rows[0]).toHaveTextContent(S.chat.logActions.mute);
    expect(rows[0]).toHaveTextContent('1 小时');
    expect(rows[0]).toHaveTextContent('用户 77');
    expect(rows[0]).toHaveTextContent('20:30');
    expect(rows[1]).toHaveTextContent(S.chat.filter);
    expect(rows[1]).toHaveTextContent(S.chat.logActions.wordHide);
    expect(rows[1]).toHaveTextContent('游客 0123');
  });

  test('only the latest 50 records are shown; an empty log says so', async () => {
    const many = Array.from({ length: 80 }, (_, i) => ({
      id: i + 1,
      action: 'unmute',
      target_chat_id: `u${i + 100}`,
      detail: {},
      actor_id: 2,
      actor_nickname: 'Coach Li',
      time: 1_800_000_000 - i,
    }));
    const { ue } = await openStudio(offlineRoom, {}, { 'GET chat/modLog': moderationLog(many) });
    const panel = await openTab(ue, S.tabs.chat);
    const table = await within(panel).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(51);

    bff.route('GET chat/modLog', moderationLog([]));
    await ue.click(within(panel).getByRole('button', { name: S.chat.refresh }));
    expect(await within(panel).findByText(S.chat.logEmpty)).toBeInTheDocument();
  });
});

describe('loading and failures', () => {
  test('a failed room read offers a retry', async () => {
    bff = mockBff(
      studioRoutes(offlineRoom, { 'POST live/updateLive': fail('internal', '服务繁忙') }),
    );
    const ue = userEvent.setup();
    renderWithProviders(
      <StudioDialog
        id="studio"
        open
        onOpenChange={jest.fn()}
        trigger={createRef()}
        anchorId={2}
        labels={{ open: S.open, loading: S.loading, retry: S.retry }}
      />,
    );
    const retry = await screen.findByRole('button', { name: S.retry });
    expect(toast.error).toHaveBeenCalledWith('服务繁忙', expect.anything());
    bff.route('POST live/updateLive', roomNow(offlineRoom));
    await ue.click(retry);
    expect(await screen.findByRole('heading', { name: S.broadcast.status })).toBeInTheDocument();
  });

  test('empty lists say so', async () => {
    const { ue } = await openStudio(
      offlineRoom,
      {},
      {
        'GET Live/roomAdmins': roomAdmins([]),
        'GET chat/blockedWords': blockedWords([]),
        'GET chat/modLog': moderationLog([]),
      },
    );
    const panel = await openTab(ue, S.tabs.chat);
    expect(await within(panel).findByText(S.chat.staffEmpty)).toBeInTheDocument();
    expect(await within(panel).findByText(S.chat.wordsEmpty)).toBeInTheDocument();
    expect(await within(panel).findByText(S.chat.logEmpty)).toBeInTheDocument();
  });
});
