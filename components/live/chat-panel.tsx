'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale, useNow, useTimeZone, useTranslations } from 'next-intl';
import { MoreHorizontal, Send, Sparkles } from 'lucide-react';
import clsx from 'clsx';
import type { ChatConnection, ChatMessage, ChatStatus } from '@/lib/chat/client';
import { connectRoomChat, type ChatProviderName } from '@/lib/chat/connect';
import { chatTime, chatTimeText, needsTimeHeader } from '@/lib/chat/time';
import { CHAT_MAX_CHARS } from '@/lib/chat/limits';
import { socketUrl } from '@/lib/realtime/client';
import { apiGet, apiPost, requireLogin } from '@/lib/client/api';
import { readStorage, writeStorage } from '@/lib/client/storage';
import type { ChatAccount, PublicUser } from '@/lib/account/contract';
import { Avatar } from '@/components/ui/avatar';
import { EnterChatLine, GiftChatLine } from './coins/gift-chat-line';
import { enterOf, giftOf, nobleOf } from './coins/gift-message';
import { NobleBadge } from './coins/noble-badge';
import type { EnterEvent, GiftEvent } from './coins/gift-message';
import type { RoomFrame } from '@/lib/live/contract';
import { LazyReportDialog } from '@/components/report/report-button';

/** Messages kept on screen; older ones are dropped (history pages bring them back). */
const KEEP = 300;
const GUEST_KEY = 'chatGuest';
/** A guest account is valid 24 h (lib/providers/chat/guest.ts); reused for 23. */
const GUEST_KEEP_MS = 23 * 3600_000;

type Props = {
  group: string;
  roomId: number;
  /** `Universal/getConfig` websocket_url (usually `/ws`). */
  wsPath: string;
  /** The viewer may moderate (room staff). */
  staff: boolean;
  /** `Universal/getConfig` chat_provider and tencent_sdk_app_id; the builtin chat by default. */
  chatProvider?: ChatProviderName;
  tencentSdkAppId?: number | null;
  /** Danmaku: every chat message flown over the video (the player's layer). */
  onDanmaku?: (m: { text: string; own: boolean; highlight: boolean }) => void;
  /** A gift sent while the viewer watches (not history): its effect and danmaku. */
  onGift?: (gift: GiftEvent) => void;
  /** A passed horn from the socket (every room gets it), unchecked. */
  onHorn?: (horn: unknown) => void;
  /** A noble entering while the viewer watches (not history): its entry effect. */
  onEnter?: (enter: EnterEvent) => void;
  /** The room's state or viewers changed (room-live.ts). */
  onRoom?: (frame: RoomFrame) => void;
  /** The chat is back after a lost connection: pushes may have been missed meanwhile. */
  onRejoin?: () => void;
};

/**
 * The account to chat with: the user's when the session is logged in (the server is asked, so a
 * login in another tab counts), else a stored or fresh guest account (docs/product.md §4).
 */
async function chatAccount(fresh: boolean): Promise<{ id: string; sig: string } | null> {
  try {
    const user = await apiGet<PublicUser>('user/info', undefined, { silent: true });
    return { id: user.imUserId, sig: user.userSig };
  } catch {
    // a visitor: chat as a guest
  }
  if (!fresh) {
    try {
      const stored = JSON.parse(readStorage(GUEST_KEY) ?? 'null') as {
        id: string;
        sig: string;
        exp?: number;
      } | null;
      // Kept a little under the account's 24 h (whatever the provider's signature format).
      if (stored?.id && stored.sig && (stored.exp ?? 0) - Date.now() > 60_000)
        return { id: stored.id, sig: stored.sig };
    } catch {
      // a broken entry: fetch a new one
    }
  }
  try {
    const acc = await apiGet<ChatAccount>('Universal/imTouristAccount', undefined, {
      silent: true,
    });
    writeStorage(GUEST_KEY, JSON.stringify({ ...acc, exp: Date.now() + GUEST_KEEP_MS }));
    return acc;
  } catch {
    return null;
  }
}

type SystemEvent = { event?: string; target?: string; duration?: string | number };

function systemEvent(m: ChatMessage): SystemEvent | null {
  if (m.type !== 'TIMCustomElem' || m.payload.data !== 'system') return null;
  try {
    return JSON.parse(m.payload.extension ?? '{}') as SystemEvent;
  } catch {
    return null;
  }
}

export function ChatPanel({
  group,
  roomId,
  wsPath,
  staff,
  chatProvider,
  tencentSdkAppId,
  onDanmaku,
  onGift,
  onHorn,
  onEnter,
  onRoom,
  onRejoin,
}: Props) {
  const t = useTranslations('liveRoom.chat');
  const tTime = useTranslations('chat.time');
  const tReport = useTranslations('report');
  const locale = useLocale();
  const zone = useTimeZone() ?? 'UTC';
  const now = useNow({ updateInterval: 30_000 }).getTime();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<ChatStatus>('connecting');
  const [text, setText] = useState('');
  const [barrage, setBarrage] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [olderFrom, setOlderFrom] = useState<number | null>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [unseen, setUnseen] = useState(0);
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const [reporting, setReporting] = useState<string | null>(null);
  const [me, setMe] = useState<string | null>(null);
  const conn = useRef<ChatConnection | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const bottom = useRef(true);
  const danmaku = useRef(onDanmaku);
  const gifted = useRef(onGift);
  const horned = useRef(onHorn);
  const entered = useRef(onEnter);
  const roomed = useRef(onRoom);
  const rejoined = useRef(onRejoin);
  useEffect(() => {
    danmaku.current = onDanmaku;
    gifted.current = onGift;
    horned.current = onHorn;
    entered.current = onEnter;
    roomed.current = onRoom;
    rejoined.current = onRejoin;
  });

  useEffect(() => {
    const provider = { name: chatProvider, sdkAppId: tencentSdkAppId };
    let joined = false;
    const c = connectRoomChat(provider, {
      url: socketUrl(wsPath, window.location.href),
      group,
      lang: locale,
      account: chatAccount,
      onStatus: (s) => {
        setStatus(s);
        if (s === 'live') setMe(c.me());
        if (s === 'live' && joined) rejoined.current?.();
        if (s === 'live') joined = true;
      },
      onHorn: (h) => horned.current?.(h),
      onRoom: (f) => roomed.current?.(f),
      onMessages: (incoming, from) => {
        setMessages((prev) => {
          const seen = new Set(prev.map((m) => m.ID));
          const fresh = incoming.filter((m) => !seen.has(m.ID));
          const next = [...prev, ...fresh].sort((a, b) => a.sequence - b.sequence);
          return next.length > KEEP ? next.slice(next.length - KEEP) : next;
        });
        if (from === 'live' && !bottom.current) setUnseen((n) => n + incoming.length);
        if (from === 'history' && incoming.length) setOlderFrom((o) => o ?? incoming[0].sequence);
        if (from === 'live')
          for (const m of incoming) {
            if (m.type === 'TIMTextElem' && m.payload.text && m.from !== c.me())
              danmaku.current?.({ text: m.payload.text, own: false, highlight: m.barrage });
            const gift = giftOf(m);
            if (gift) gifted.current?.(gift);
            const enter = enterOf(m);
            if (enter) entered.current?.(enter);
          }
      },
      onDelete: (target) =>
        setMessages((prev) =>
          prev.filter((m) =>
            'from' in target ? m.from !== target.from : !target.sequences.includes(m.sequence),
          ),
        ),
    });
    conn.current = c;
    return () => c.close();
  }, [group, wsPath, locale, chatProvider, tencentSdkAppId]);

  // Stay at the newest message unless the viewer scrolled up to read.
  useEffect(() => {
    const el = list.current;
    if (el && bottom.current) el.scrollTop = el.scrollHeight;
  }, [messages]);

  const onScroll = () => {
    const el = list.current;
    if (!el) return;
    const atEnd = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
    bottom.current = atEnd;
    setAtBottom(atEnd);
    if (atEnd) setUnseen(0);
  };

  const loadOlder = async () => {
    const c = conn.current;
    const first = messages[0]?.sequence ?? olderFrom;
    if (!c || !first) return;
    const page = await c.older(first);
    setMessages((prev) => {
      const seen = new Set(prev.map((m) => m.ID));
      return [...page.messages.filter((m) => !seen.has(m.ID)), ...prev];
    });
    setOlderFrom(page.next);
  };

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    const c = conn.current;
    const body = text.trim();
    if (!c || !body || sending) return;
    setSending(true);
    setError(null);
    const answer = await c.send(body, { barrage });
    setSending(false);
    if (answer.ok) {
      setText('');
      setMessages((prev) =>
        prev.some((m) => m.ID === answer.message.ID) ? prev : [...prev, answer.message],
      );
      bottom.current = true;
      setAtBottom(true);
      danmaku.current?.({
        text: answer.message.payload.text ?? body,
        own: true,
        highlight: barrage,
      });
    } else setError(answer.msg || t('offline'));
  };

  const moderate = async (path: string, body: Record<string, unknown>) => {
    setMenuFor(null);
    try {
      await apiPost(path, { room_id: roomId, ...body });
    } catch {
      // the client's toast said why
    }
  };

  /** What staff may do to a message: delete it, mute its sender (1 h, this stream, forever), ban. */
  const staffActions = (m: ChatMessage) =>
    [
      { key: 'delete', path: 'chat/delMsg', body: { sequences: [m.sequence] } },
      { key: 'mute1h', path: 'chat/forbidSendMsg', body: { chat_id: m.from, duration: 1 } },
      {
        key: 'muteBroadcast',
        path: 'chat/forbidSendMsg',
        body: { chat_id: m.from, duration: 'broadcast' },
      },
      {
        key: 'muteForever',
        path: 'chat/forbidSendMsg',
        body: { chat_id: m.from, duration: 'forever' },
      },
      { key: 'blacklist', path: 'chat/blackListAdd', body: { chat_id: m.from } },
    ] as const;

  const nickOf = (m: ChatMessage) => (m.guest ? t('guest', { code: m.nick }) : m.nick);
  const length = [...text].length;

  const rows: React.ReactNode[] = [];
  let previous: number | null = null;
  for (const m of messages) {
    const at = m.time * 1000;
    if (needsTimeHeader(previous, at))
      rows.push(
        <li key={`t${m.ID}`} className="text-ink-soft py-1 text-center text-xs" role="presentation">
          <time dateTime={new Date(at).toISOString()}>
            {chatTimeText((k, v) => tTime(k, v), chatTime(at, now, locale, zone))}
          </time>
        </li>,
      );
    previous = at;
    const sys = systemEvent(m);
    if (sys) {
      const who = sys.target?.startsWith('guest_')
        ? t('guest', { code: sys.target.slice(-4).toUpperCase() })
        : (messages.find((x) => x.from === sys.target)?.nick ?? t('someone'));
      rows.push(
        <li key={m.ID} className="text-ink-soft bg-surface-muted my-1 rounded px-2 py-1 text-xs">
          {sys.event === 'mute'
            ? t('systemMuted', { who })
            : sys.event === 'unmute'
              ? t('systemUnmuted', { who })
              : t('system')}
        </li>,
      );
      continue;
    }
    const gift = giftOf(m);
    if (gift) {
      rows.push(<GiftChatLine key={m.ID} gift={gift} nick={nickOf(m)} />);
      continue;
    }
    const enter = enterOf(m);
    if (enter) {
      rows.push(<EnterChatLine key={m.ID} enter={enter} nick={nickOf(m)} />);
      continue;
    }
    if (m.type !== 'TIMTextElem') continue;
    const mine = m.flow === 'out' || m.from === me;
    const noble = nobleOf(m);
    rows.push(
      <li
        key={m.ID}
        className="group hover:bg-surface-muted relative rounded px-2 py-1 text-sm leading-6"
        data-seq={m.sequence}
      >
        <span className="mr-1.5 inline-flex align-[-4px]">
          <Avatar src={m.avatar || null} name={nickOf(m)} size={20} />
        </span>
        {m.level > 0 && (
          <span className="bg-brand-soft text-brand-dark mr-1 rounded px-1 text-[11px] font-semibold">
            {t('level', { level: m.level })}
          </span>
        )}
        {noble && <NobleBadge noble={noble} className="mr-1" />}
        <span className={clsx('mr-1 font-medium', mine ? 'text-brand-dark' : 'text-ink-soft')}>
          {nickOf(m)}:
        </span>
        {/* Text only: React renders it as a text node, never as markup. */}
        <span className="text-ink break-words">{m.payload.text}</span>
        {!mine && (
          <span className="absolute top-1 right-1">
            <button
              type="button"
              className="text-ink-soft hover:text-ink rounded p-0.5 opacity-0 group-hover:opacity-100 focus:opacity-100"
              aria-label={
                staff ? t('actionsFor', { who: nickOf(m) }) : tReport('moreFor', { who: nickOf(m) })
              }
              aria-expanded={menuFor === m.ID}
              onClick={() => setMenuFor(menuFor === m.ID ? null : m.ID)}
            >
              <MoreHorizontal className="size-4" aria-hidden />
            </button>
            {menuFor === m.ID && (
              <span
                role="menu"
                className="bg-surface border-surface-page absolute right-0 z-10 mt-1 flex w-36 flex-col rounded-md border py-1 text-xs shadow-lg"
              >
                {(staff ? staffActions(m) : []).map((action) => (
                  <button
                    key={action.key}
                    role="menuitem"
                    type="button"
                    className={clsx(
                      'hover:bg-surface-muted px-3 py-1.5 text-left',
                      action.key === 'blacklist' && 'text-live',
                    )}
                    onClick={() => void moderate(action.path, action.body)}
                  >
                    {t(action.key)}
                  </button>
                ))}
                <button
                  role="menuitem"
                  type="button"
                  data-testid="chat-report"
                  className="hover:bg-surface-muted px-3 py-1.5 text-left"
                  onClick={() => {
                    setMenuFor(null);
                    if (me === null || me.startsWith('guest_')) requireLogin();
                    else setReporting(`${roomId}-${m.sequence}`);
                  }}
                >
                  {tReport('button')}
                </button>
              </span>
            )}
          </span>
        )}
      </li>,
    );
  }

  return (
    <section aria-labelledby="chat-title" className="bg-surface flex h-full min-h-0 flex-col">
      {reporting ? (
        <LazyReportDialog
          targetType="chat"
          targetId={reporting}
          onClose={() => setReporting(null)}
        />
      ) : null}
      <div className="border-surface-page flex items-center justify-between border-b px-3 py-2">
        <h2 id="chat-title" className="text-ink text-sm font-semibold">
          {t('title')}
        </h2>
        <span
          className={clsx('text-xs', status === 'live' ? 'text-emerald-700' : 'text-ink-soft')}
          role="status"
        >
          {t(`status.${status}`)}
        </span>
      </div>
      <div className="relative min-h-0 flex-1">
        <ol
          ref={list}
          onScroll={onScroll}
          className="h-full overflow-y-auto px-1 py-2"
          aria-live="polite"
          aria-relevant="additions"
          data-testid="chat-messages"
        >
          {olderFrom !== null && messages.length > 0 && (
            <li className="py-1 text-center">
              <button
                type="button"
                className="text-brand-dark text-xs underline"
                onClick={() => void loadOlder()}
              >
                {t('older')}
              </button>
            </li>
          )}
          {messages.length === 0 && status === 'live' && (
            <li className="text-ink-soft px-3 py-8 text-center text-sm">{t('empty')}</li>
          )}
          {rows}
        </ol>
        {!atBottom && unseen > 0 && (
          <button
            type="button"
            className="bg-brand absolute bottom-2 left-1/2 -translate-x-1/2 rounded-full px-3 py-1 text-xs text-white shadow"
            onClick={() => {
              const el = list.current;
              if (el) el.scrollTop = el.scrollHeight;
              bottom.current = true;
              setAtBottom(true);
              setUnseen(0);
            }}
          >
            {t('newMessages', { count: unseen })}
          </button>
        )}
      </div>
      {status === 'kicked' ? (
        <p className="text-live border-surface-page border-t px-3 py-3 text-sm">{t('kicked')}</p>
      ) : (
        <form onSubmit={(e) => void send(e)} className="border-surface-page border-t p-2">
          {error && (
            <p role="alert" className="text-live mb-1 text-xs">
              {error}
            </p>
          )}
          <div className="flex items-center gap-2">
            <button
              type="button"
              aria-pressed={barrage}
              title={t('barrage')}
              aria-label={t('barrage')}
              onClick={() => setBarrage((b) => !b)}
              className={clsx(
                'rounded-md border p-2',
                barrage ? 'bg-brand border-brand text-white' : 'text-ink-soft border-ink-faint/40',
              )}
            >
              <Sparkles className="size-4" aria-hidden />
            </button>
            <label className="sr-only" htmlFor="chat-input">
              {t('placeholder')}
            </label>
            <input
              id="chat-input"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('placeholder')}
              autoComplete="off"
              // 16 px on a phone: Safari zooms the page into a smaller input on focus.
              className="text-ink border-ink-faint/40 max-desk:text-base min-w-0 flex-1 rounded-md border px-3 py-2 text-sm"
              aria-describedby="chat-count"
            />
            <button
              type="submit"
              disabled={!text.trim() || length > CHAT_MAX_CHARS || sending || status !== 'live'}
              className="bg-brand rounded-md px-3 py-2 text-sm font-medium text-white disabled:opacity-50"
            >
              <Send className="size-4 sm:hidden" aria-hidden />
              <span className="max-sm:sr-only">{t('send')}</span>
            </button>
          </div>
          <p
            id="chat-count"
            className={clsx(
              'mt-1 text-right text-[11px]',
              length > CHAT_MAX_CHARS ? 'text-live' : 'text-ink-soft',
            )}
          >
            {t('count', { length, max: CHAT_MAX_CHARS })}
          </p>
        </form>
      )}
    </section>
  );
}
