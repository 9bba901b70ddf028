'use client';

import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { unreadAtom } from '@/lib/client/atoms';
import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import {
  BellRing,
  Gavel,
  CalendarClock,
  Flag,
  CheckCheck,
  Megaphone,
  MessageCircle,
  Radio,
  ShieldCheck,
  Shirt,
  Trophy,
} from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { apiPost } from '@/lib/client/api';
import { useDateTime } from '@/components/wallet/format';
import { useWalletListLabels } from '@/components/wallet/list-labels';
import { ListFailed, ListSkeleton, Pager } from '@/components/wallet/pager';
import { usePaged } from '@/components/wallet/use-paged';
import { PushSettingsPanel } from './push-settings';
import type { MessageItem, MessageKind, MessagePage } from '@/lib/messages/contract';

const ICONS: Record<MessageKind, typeof BellRing> = {
  system: Megaphone,
  review: ShieldCheck,
  live: Radio,
  reply: MessageCircle,
  match: Trophy,
  moderation: Gavel,
  broadcast: CalendarClock,
  report: Flag,
  // A followed team's match (docs/product.md §2 "Teams, players and discussion").
  team: Shirt,
};

/**
 * The message centre (`/member?type=17`, issue 25): the user's messages newest first, unread ones
 * marked, each opening what it is about (and read from then on), "mark all read", pages, and
 * only the unread ones on demand. A new message (the unread count on the websocket rising) reads
 * the list again.
 */
export function MessagesTab({ initial }: { initial: MessagePage | null }) {
  const t = useTranslations('member.messages');
  const labels = useWalletListLabels();
  const when = useDateTime();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [reload, setReload] = useState(0);
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  const params = { page, ...(unreadOnly ? { unread: 1 } : {}) };
  const result = usePaged<MessageItem>('Push/getList', params, reload, initial);
  const data = result.data as MessagePage | null;
  const [busy, setBusy] = useState(false);
  const unread = data ? Math.max(0, data.unread - countReadHere(data.list, readHere)) : 0;
  // A message arrived meanwhile (the count on the websocket went up): the list is read again.
  const told = useAtomValue(unreadAtom);
  const [seenTold, setSeenTold] = useState(told);
  if (told !== seenTold) {
    setSeenTold(told);
    if (told !== null && data && result.state === 'ready' && told > unread) setReload((n) => n + 1);
  }

  function read(m: MessageItem) {
    if (m.read || readHere.has(m.id)) return;
    setReadHere((s) => new Set(s).add(m.id));
    void apiPost('Push/read', { id: m.id }, { silent: true }).catch(() => undefined);
  }

  async function readAll() {
    setBusy(true);
    try {
      await apiPost('Push/read', { all: 1 });
      setReadHere(new Set());
      setReload((n) => n + 1);
    } catch {
      // The API client showed the failure.
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <section
        aria-labelledby="member-messages-title"
        data-testid="member-messages"
        className="bg-surface rounded-xl shadow-sm"
      >
        <header className="border-surface-page flex flex-wrap items-center gap-3 border-b px-4 py-3">
          <h2 id="member-messages-title" className="text-ink flex items-center gap-2 font-semibold">
            <BellRing aria-hidden className="text-brand size-5" />
            {t('title')}
            {unread > 0 ? (
              <span
                className="bg-live rounded-full px-2 py-0.5 text-xs font-semibold text-white tabular-nums"
                data-testid="messages-unread"
              >
                {t('unread', { count: unread })}
              </span>
            ) : null}
          </h2>
          <div className="ml-auto flex items-center gap-2">
            <button
              type="button"
              aria-pressed={unreadOnly}
              onClick={() => {
                setUnreadOnly((v) => !v);
                setPage(1);
              }}
              className={clsx(
                'rounded-full px-3 py-1 text-[13px] transition-colors',
                unreadOnly
                  ? 'bg-brand font-semibold text-white'
                  : 'bg-surface-muted text-ink-soft hover:text-brand',
              )}
            >
              {t('unreadOnly')}
            </button>
            <button
              type="button"
              onClick={() => void readAll()}
              disabled={busy || unread === 0}
              className="text-brand hover:bg-brand-soft inline-flex items-center gap-1 rounded-lg px-2.5 py-1 text-[13px] font-medium disabled:opacity-40"
            >
              <CheckCheck aria-hidden className="size-4" />
              {t('readAll')}
            </button>
          </div>
        </header>
        {result.state === 'failed' && !data ? (
          <ListFailed
            msg={result.msg}
            onRetry={() => setReload((n) => n + 1)}
            retryLabel={labels.retry}
          />
        ) : !data ? (
          <ListSkeleton label={t('loading')} />
        ) : data.list.length === 0 ? (
          <p className="text-ink-soft px-4 py-16 text-center text-sm" data-testid="messages-empty">
            {unreadOnly ? t('noneUnread') : t('empty')}
          </p>
        ) : (
          <>
            <ul
              className={clsx(
                'divide-surface-page divide-y',
                result.state === 'loading' && 'opacity-60',
              )}
            >
              {data.list.map((m) => {
                const isRead = m.read || readHere.has(m.id);
                const Icon = ICONS[m.kind] ?? BellRing;
                const body = (
                  <>
                    <span
                      className={clsx(
                        'relative grid size-9 shrink-0 place-items-center rounded-full',
                        isRead ? 'bg-surface-muted text-ink-faint' : 'bg-brand-soft text-brand',
                      )}
                    >
                      <Icon aria-hidden className="size-4.5" />
                      {isRead ? null : (
                        <span className="bg-live ring-surface absolute -top-0.5 -right-0.5 size-2.5 rounded-full ring-2" />
                      )}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span
                        className={clsx(
                          'block text-sm',
                          isRead ? 'text-ink-soft' : 'text-ink font-semibold',
                        )}
                      >
                        {isRead ? null : <span className="sr-only">{t('unreadLabel')}</span>}
                        {m.title}
                      </span>
                      {m.text ? (
                        <span className="text-ink-soft mt-0.5 block text-[13px] break-words">
                          {m.text}
                        </span>
                      ) : null}
                      <time
                        dateTime={m.created_at}
                        className="text-ink-faint mt-1 block text-xs tabular-nums"
                      >
                        {when(m.created_at)}
                      </time>
                    </span>
                  </>
                );
                const row = 'flex items-start gap-3 px-4 py-3';
                return (
                  <li key={m.id} data-testid="message" data-read={isRead ? '1' : '0'}>
                    {m.link ? (
                      <Link
                        href={m.link}
                        onClick={() => read(m)}
                        className={clsx(row, 'hover:bg-surface-page transition-colors')}
                      >
                        {body}
                      </Link>
                    ) : (
                      <button
                        type="button"
                        onClick={() => read(m)}
                        className={clsx(
                          row,
                          'hover:bg-surface-page w-full text-left transition-colors',
                        )}
                      >
                        {body}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
            <Pager
              page={page}
              total={data.total}
              limit={data.limit}
              onPage={setPage}
              labels={labels}
              disabled={result.state === 'loading'}
            />
          </>
        )}
      </section>
      <PushSettingsPanel />
    </>
  );
}

/** Messages of this page read here since it was loaded (the unread count drops by them). */
function countReadHere(list: readonly MessageItem[], readHere: ReadonlySet<number>): number {
  return list.filter((m) => !m.read && readHere.has(m.id)).length;
}
