'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import * as Switch from '@radix-ui/react-switch';
import clsx from 'clsx';
import { Search } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { CONSOLE_QUERY_MAX } from '@/lib/admin/limits';
import type { ConsoleRoom } from '@/lib/admin/rooms-contract';
import { ROOM_CLOSE_HOURS, ROOM_CLOSE_REASON_MAX, ROOM_FILTERS } from '@/lib/admin/users-limits';
import type { Paged } from '@/lib/wallet/contract';
import { ConsoleTable, type Column } from '@/components/admin/console-table';
import { useConsoleParams } from '@/components/admin/use-console-params';
import { useListLabels } from '@/components/admin/users/list-labels';
import { inlineError } from '@/components/wallet/api-error';
import { useDateTime } from '@/components/wallet/format';
import { ListFailed, Pager } from '@/components/wallet/pager';
import { usePaged } from '@/components/wallet/use-paged';
import { ConfirmDialog, inputClass, labelClass } from '@/components/wallet/wallet-dialog';
import { roomsParams, roomsView } from './params';

type Asking = { what: 'end' | 'close' | 'reopen'; room: ConsoleRoom };

const FOREVER_YEAR = 9999;

/**
 * /admin/rooms (issue 27 "Rooms"): the rooms on air with their viewers (most watched first), every
 * room, or the closed ones; search by title, anchor or id; end a broadcast, close a room for a
 * time or for good (undo: reopen, here and in the toast), and feature rooms. Filter, search and
 * page live in the URL.
 */
export function RoomsTable({ initial }: { initial: Paged<ConsoleRoom> | null }) {
  const t = useTranslations('adminRooms');
  const tc = useTranslations('console');
  const when = useDateTime();
  const labels = useListLabels();
  const [params, setParams] = useConsoleParams();
  const view = roomsView(params.get);
  const [reload, setReload] = useState(0);
  const result = usePaged<ConsoleRoom>('admin/roomList', roomsParams(view), reload, initial);
  const data = result.data;
  const [query, setQuery] = useState(view.q);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [hours, setHours] = useState<number>(24);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const until = (iso: string | null) =>
    iso && new Date(iso).getUTCFullYear() >= FOREVER_YEAR ? t('forGood') : when(iso);

  async function reopen(room: ConsoleRoom, fromToast = false) {
    try {
      await apiPost('admin/reopenRoom', { room_id: room.id }, { silent: true });
      toast.success(t('reopened'));
      setReload((n) => n + 1);
    } catch (e) {
      if (fromToast) toast.error(inlineError(e));
      else throw e;
    }
  }

  async function run() {
    if (!asking || busy) return;
    if (asking.what === 'close' && !reason.trim()) {
      setError(t('reasonRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const room = asking.room;
      if (asking.what === 'end') {
        await apiPost('admin/endBroadcast', { room_id: room.id }, { silent: true });
        toast.success(t('ended'));
      } else if (asking.what === 'close') {
        await apiPost('admin/closeRoom', { room_id: room.id, hours, reason }, { silent: true });
        toast.success(t('closed'), {
          action: { label: tc('undo'), onClick: () => void reopen(room, true) },
        });
        setReason('');
      } else {
        await reopen(room);
      }
      setAsking(null);
      setReload((n) => n + 1);
    } catch (e) {
      setError(inlineError(e));
    } finally {
      setBusy(false);
    }
  }

  async function feature(room: ConsoleRoom, on: boolean) {
    try {
      await apiPost(
        'admin/setRoomFeatured',
        { room_id: room.id, on: on ? 1 : 0 },
        { silent: true },
      );
      toast.success(t(on ? 'featuredToast' : 'unfeaturedToast'));
      setReload((n) => n + 1);
    } catch (e) {
      toast.error(inlineError(e));
    }
  }

  const columns: Column<ConsoleRoom>[] = [
    {
      key: 'id',
      header: t('col.id'),
      cell: (r) => <span className="text-ink-faint tabular-nums">{r.id}</span>,
    },
    {
      key: 'room',
      header: t('col.room'),
      cell: (r) => (
        <>
          <Link
            href={`/live?id=${r.id}`}
            className="text-ink hover:text-brand font-medium"
            tabIndex={-1}
          >
            {r.title}
          </Link>
          <p className="text-ink-faint text-xs">
            <Link href={`/admin/user?id=${r.anchor_id}`} className="hover:text-brand" tabIndex={-1}>
              {r.anchor_nickname}
            </Link>
          </p>
        </>
      ),
    },
    {
      key: 'state',
      header: t('col.state'),
      cell: (r) =>
        r.state === 'live' ? (
          <span className="bg-live-soft text-live rounded-full px-2 py-0.5 text-xs font-semibold">
            {t('live')}
          </span>
        ) : (
          <span className="text-ink-faint text-xs">{t('offline')}</span>
        ),
    },
    {
      key: 'viewers',
      header: t('col.viewers'),
      className: 'text-right tabular-nums',
      cell: (r) => (r.state === 'live' ? r.viewers : '—'),
    },
    {
      key: 'since',
      header: t('col.since'),
      className: 'whitespace-nowrap',
      cell: (r) => (r.live_since ? when(r.live_since) : '—'),
    },
    {
      key: 'closed',
      header: t('col.closed'),
      cell: (r) =>
        r.closed_until ? (
          <>
            <p className="text-live text-xs font-semibold">
              {t('closedUntil', { until: until(r.closed_until) })}
            </p>
            <p className="text-ink-faint text-xs">{r.closed_reason}</p>
          </>
        ) : (
          '—'
        ),
    },
    {
      key: 'featured',
      header: t('col.featured'),
      cell: (r) => (
        <Switch.Root
          checked={r.featured}
          onCheckedChange={(on) => void feature(r, on)}
          aria-label={t('featureLabel', { title: r.title })}
          data-testid={`feature-${r.id}`}
          className="data-[state=checked]:bg-brand bg-ink-faint/40 relative h-5 w-9 rounded-full transition-colors"
        >
          <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[18px]" />
        </Switch.Root>
      ),
    },
    {
      key: 'actions',
      header: tc('actions'),
      className: 'text-right whitespace-nowrap',
      cell: (r) => (
        <span className="inline-flex gap-1.5">
          {r.state === 'live' ? (
            <button
              type="button"
              data-testid={`end-${r.id}`}
              onClick={() => {
                setError(null);
                setAsking({ what: 'end', room: r });
              }}
              className="border-live/40 text-live hover:bg-live-soft rounded-md border px-2.5 py-1 text-xs font-semibold"
            >
              {t('end')}
            </button>
          ) : null}
          {r.closed_until ? (
            <button
              type="button"
              data-testid={`reopen-${r.id}`}
              onClick={() => {
                setError(null);
                setAsking({ what: 'reopen', room: r });
              }}
              className="bg-win rounded-md px-2.5 py-1 text-xs font-semibold text-white"
            >
              {t('reopen')}
            </button>
          ) : (
            <button
              type="button"
              data-testid={`close-${r.id}`}
              onClick={() => {
                setError(null);
                setAsking({ what: 'close', room: r });
              }}
              className="bg-live rounded-md px-2.5 py-1 text-xs font-semibold text-white"
            >
              {t('close')}
            </button>
          )}
        </span>
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-3" data-testid="admin-rooms">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-ink text-xl font-semibold">{t('title')}</h1>
          <p className="text-ink-faint mt-0.5 text-xs">{tc('table.keys')}</p>
        </div>
        <form
          role="search"
          className="flex items-center gap-1.5"
          onSubmit={(e) => {
            e.preventDefault();
            setParams({ q: query.trim() || null });
          }}
        >
          <label className="sr-only" htmlFor="admin-rooms-q">
            {t('searchLabel')}
          </label>
          <input
            id="admin-rooms-q"
            type="search"
            value={query}
            maxLength={CONSOLE_QUERY_MAX}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('searchPlaceholder')}
            className="border-line bg-surface text-ink placeholder:text-ink-faint focus:border-brand w-56 rounded-md border px-2.5 py-1.5 text-sm outline-none"
          />
          <button
            type="submit"
            className="bg-brand inline-flex items-center gap-1 rounded-md px-2.5 py-1.5 text-sm font-medium text-white"
          >
            <Search aria-hidden className="size-4" />
            {tc('search')}
          </button>
        </form>
      </header>

      <div role="group" aria-label={tc('filters')} className="flex flex-wrap gap-1.5">
        {ROOM_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={view.filter === f}
            data-testid={`rooms-filter-${f}`}
            onClick={() => setParams({ filter: f === 'live' ? null : f })}
            className={clsx(
              'rounded-full px-3 py-1 text-[13px] transition-colors',
              view.filter === f
                ? 'bg-brand font-semibold text-white'
                : 'bg-surface-muted text-ink-soft hover:text-brand',
            )}
          >
            {t(`filters.${f}`)}
          </button>
        ))}
      </div>

      {result.state === 'failed' && !data ? (
        <ListFailed
          msg={result.msg}
          onRetry={() => setReload((n) => n + 1)}
          retryLabel={labels.retry}
        />
      ) : (
        <div className={clsx(result.state === 'loading' && data && 'opacity-60')}>
          <ConsoleTable<ConsoleRoom>
            rows={data?.list ?? []}
            rowKey={(r) => r.id}
            columns={columns}
            caption={t('title')}
            busy={result.state === 'loading'}
            empty={t(`empty.${view.filter}`)}
          />
        </div>
      )}
      {data ? (
        <Pager
          page={view.page}
          total={data.total}
          limit={data.limit || 20}
          onPage={(page) => setParams({ page: page === 1 ? null : page })}
          labels={labels}
          disabled={result.state === 'loading'}
        />
      ) : null}

      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={asking ? t(`ask.${asking.what}Title`, { title: asking.room.title }) : ''}
        text={asking ? t(`ask.${asking.what}Text`) : ''}
        confirmLabel={tc('confirm')}
        cancelLabel={tc('cancel')}
        busy={busy}
        error={error}
        tone={asking?.what === 'reopen' ? 'brand' : 'danger'}
        onConfirm={() => void run()}
        testId="room-confirm"
      >
        {asking?.what === 'close' ? (
          <div className="mb-3 flex flex-col gap-3">
            <div>
              <label htmlFor="close-hours" className={labelClass}>
                {t('duration')}
              </label>
              <select
                id="close-hours"
                value={hours}
                onChange={(e) => setHours(Number(e.target.value))}
                className={inputClass}
              >
                {ROOM_CLOSE_HOURS.map((h) => (
                  <option key={h} value={h}>
                    {h === 0 ? t('forGood') : t('hours', { n: h })}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="close-reason" className={labelClass}>
                {tc('reason')}
              </label>
              <textarea
                id="close-reason"
                value={reason}
                rows={3}
                maxLength={ROOM_CLOSE_REASON_MAX}
                onChange={(e) => setReason(e.target.value)}
                className={inputClass}
              />
            </div>
          </div>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
