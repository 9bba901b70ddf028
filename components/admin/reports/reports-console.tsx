'use client';

import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { EyeOff, ExternalLink, X } from 'lucide-react';
import clsx from 'clsx';
import { apiGet, apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { SANCTION_HOURS, SANCTION_REASON_MAX } from '@/lib/admin/limits';
import type { BulkResult, ReportGroup, ReportItem, ReportListPage } from '@/lib/reports/contract';
import { REPORT_REASONS, REPORT_TARGET_TYPES, type ReportAction } from '@/lib/reports/limits';
import { ConsoleTable, nextSort, type Column, type RowId } from '@/components/admin/console-table';
import { useConsoleParams } from '@/components/admin/use-console-params';
import { BulkBar } from '@/components/admin/bulk-bar';
import { inlineError } from '@/components/wallet/api-error';
import { ConfirmDialog, WalletDialog } from '@/components/wallet/wallet-dialog';
import { useDateTime } from '@/components/wallet/format';
import { ListFailed, Pager, type ListLabels } from '@/components/wallet/pager';
import { usePaged } from '@/components/wallet/use-paged';
import { Link } from '@/i18n/navigation';
import { reportListParams, reportView } from './params';

const keyOf = (g: Pick<ReportGroup, 'target_type' | 'target_id'>) =>
  `${g.target_type}:${g.target_id}`;

/** Actions that take something away (content, the right to chat, the account): confirmed first. */
const CONFIRMED: readonly ReportAction[] = ['hide', 'mute', 'ban'];

type Pending = {
  groups: ReportGroup[];
  action: ReportAction;
  hours?: number;
  reason: string;
};

/**
 * The reports queue of the console (issue 27 "Reports"; docs/architecture.md "Console"): one row
 * per reported thing with its count and reasons; filters, sort and page in the URL. Enter (or the
 * row's button) opens the thing's reports and the actions: hide the content, warn, mute or ban
 * its author, or dismiss. Hide, mute and ban ask first; each can be undone from the toast
 * (restore, unmute, unban), and a hidden thing can be restored from the handled list. Several
 * things at once: hide or dismiss.
 */
export function ReportsConsole({ initial }: { initial: ReportListPage | null }) {
  const t = useTranslations('adminReports');
  const tc = useTranslations('console');
  const when = useDateTime();
  const [params, setParams] = useConsoleParams();
  const view = reportView(params.get);
  const [reload, setReload] = useState(0);
  const result = usePaged<ReportGroup>('admin/reportList', reportListParams(view), reload, initial);
  const data = result.data;
  const rows = useMemo(() => data?.list ?? [], [data]);
  const [selected, setSelected] = useState<Set<RowId>>(new Set());
  const [opened, setOpened] = useState<ReportGroup | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const labels = useListLabels();
  const open = view.status === 0;
  const selectedRows = rows.filter((r) => selected.has(keyOf(r)));

  const refresh = () => setReload((n) => n + 1);

  /** Undo of an action, offered on its toast. */
  function undoOf(g: ReportGroup, action: ReportAction): (() => Promise<unknown>) | null {
    if (action === 'hide' && g.target_type !== 'chat')
      return () =>
        apiPost('admin/restoreContent', { target_type: g.target_type, target_id: g.target_id });
    if ((action === 'mute' || action === 'ban') && g.owner_id !== null)
      return () =>
        apiPost(action === 'mute' ? 'admin/unmuteUser' : 'admin/unbanUser', {
          user_id: g.owner_id,
        });
    return null;
  }

  async function run(p: Pending) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      if (p.groups.length === 1) {
        const g = p.groups[0];
        await apiPost(
          'admin/handleReport',
          {
            target_type: g.target_type,
            target_id: g.target_id,
            action: p.action,
            ...(p.hours !== undefined ? { hours: p.hours } : {}),
            reason: p.reason,
          },
          { silent: true },
        );
        const undo = undoOf(g, p.action);
        toast.success(t(`done.${p.action}`), {
          ...(undo
            ? {
                action: {
                  label: tc('undo'),
                  onClick: () => {
                    void undo()
                      .then(() => {
                        toast.success(t('undone'));
                        refresh();
                      })
                      .catch(() => {});
                  },
                },
                duration: 10_000,
              }
            : {}),
        });
      } else {
        const res = await apiPost<{ results: BulkResult[] }>(
          'admin/handleReports',
          {
            targets: p.groups.map((g) => ({ target_type: g.target_type, target_id: g.target_id })),
            action: p.action,
            reason: p.reason,
          },
          { silent: true },
        );
        const ok = res.results.filter((r) => r.ok).length;
        const failed = res.results.filter((r) => !r.ok);
        if (ok > 0) toast.success(t('bulkDone', { done: ok, n: p.groups.length }));
        if (failed.length > 0)
          toast.error(t('bulkFailed', { n: failed.length, msg: failed[0].msg ?? '' }));
        setSelected(new Set(failed.map((r) => keyOf(r))));
      }
      setPending(null);
      setOpened(null);
      refresh();
    } catch (e) {
      const msg = inlineError(e);
      setError(msg);
      if (!pending) toast.error(msg);
    } finally {
      setBusy(false);
    }
  }

  /** Confirms first what takes something away; the rest goes at once. */
  function act(p: Pending) {
    setError(null);
    if (CONFIRMED.includes(p.action) || p.groups.length > 1) setPending(p);
    else void run(p);
  }

  async function restore(g: ReportGroup) {
    try {
      await apiPost('admin/restoreContent', { target_type: g.target_type, target_id: g.target_id });
      toast.success(t('restored'));
      refresh();
    } catch {
      // the client's toast said why
    }
  }

  const sort = { key: view.sort, dir: view.dir };
  const columns: Column<ReportGroup>[] = [
    {
      key: 'target',
      header: t('col.target'),
      className: 'max-w-[28rem]',
      cell: (g) => (
        <div className="min-w-0">
          <p className="flex items-center gap-1.5">
            <span className="bg-surface-muted text-ink-soft rounded px-1.5 py-px text-[11px] font-semibold">
              {t(`types.${g.target_type}`)}
            </span>
            {g.hidden ? (
              <span className="bg-live-soft text-live inline-flex items-center gap-0.5 rounded px-1.5 py-px text-[11px] font-semibold">
                <EyeOff aria-hidden className="size-3" />
                {t('hidden')}
              </span>
            ) : null}
            {g.link && !g.hidden ? (
              <Link
                href={g.link}
                target="_blank"
                className="text-ink-faint hover:text-brand"
                aria-label={t('openTarget')}
              >
                <ExternalLink aria-hidden className="size-3.5" />
              </Link>
            ) : null}
          </p>
          <p className="text-ink mt-0.5 line-clamp-2 break-words" data-testid="report-snapshot">
            {g.snapshot || '—'}
          </p>
        </div>
      ),
    },
    {
      key: 'owner',
      header: t('col.owner'),
      cell: (g) =>
        g.owner_id === null ? (
          <span className="text-ink-faint">{t('guest')}</span>
        ) : (
          <>
            <p className="text-ink font-medium">{g.owner_nickname}</p>
            <p className="text-ink-faint text-xs tabular-nums">#{g.owner_id}</p>
          </>
        ),
    },
    {
      key: 'count',
      header: t('col.count'),
      sortable: true,
      className: 'text-right tabular-nums',
      cell: (g) => <span className="text-ink font-semibold">{g.count}</span>,
    },
    {
      key: 'reasons',
      header: t('col.reasons'),
      cell: (g) => (
        <span className="flex flex-wrap gap-1">
          {REPORT_REASONS.filter((r) => g.reasons[r] > 0).map((r) => (
            <span
              key={r}
              className="rounded bg-amber-50 px-1.5 py-px text-[11px] whitespace-nowrap text-amber-700"
            >
              {t(`reasons.${r}`)} {g.reasons[r]}
            </span>
          ))}
        </span>
      ),
    },
    {
      key: 'time',
      header: t('col.last'),
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (g) => (
        <>
          <time dateTime={g.last_at} className="text-ink-soft block tabular-nums">
            {when(g.last_at)}
          </time>
          {g.count > 1 ? (
            <span className="text-ink-faint text-xs tabular-nums">
              {t('since', { time: when(g.first_at) })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: tc('actions'),
      className: 'text-right whitespace-nowrap',
      cell: (g) => (
        <span className="inline-flex gap-1.5">
          {open && g.target_type !== 'user' ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => act({ groups: [g], action: 'hide', reason: '' })}
              data-testid="report-hide"
              className="border-live/40 text-live hover:bg-live-soft rounded-md border px-2.5 py-1 text-xs font-semibold disabled:opacity-50"
            >
              {t('actions.hide')}
            </button>
          ) : null}
          {open ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => act({ groups: [g], action: 'dismiss', reason: '' })}
              data-testid="report-dismiss"
              className="border-line text-ink-soft hover:text-ink rounded-md border px-2.5 py-1 text-xs font-semibold disabled:opacity-50"
            >
              {t('actions.dismiss')}
            </button>
          ) : null}
          {!open && g.hidden ? (
            <button
              type="button"
              onClick={() => void restore(g)}
              data-testid="report-restore"
              className="border-line text-brand rounded-md border px-2.5 py-1 text-xs font-semibold"
            >
              {t('restore')}
            </button>
          ) : null}
          {!open && g.outcome ? (
            <span className="text-ink-faint self-center text-xs">{t(`outcomes.${g.outcome}`)}</span>
          ) : null}
          <button
            type="button"
            onClick={() => setOpened(g)}
            data-testid="report-open"
            className="bg-brand rounded-md px-2.5 py-1 text-xs font-semibold text-white"
          >
            {t('details')}
          </button>
        </span>
      ),
    },
  ];

  const selectClass =
    'border-line bg-surface text-ink focus:border-brand rounded-md border px-2 py-1.5 text-sm outline-none';

  return (
    <section className="flex flex-col gap-3" data-testid="reports-console">
      <header>
        <h1 className="text-ink text-xl font-semibold">{t('title')}</h1>
        <p className="text-ink-faint mt-0.5 text-xs">{t('keys')}</p>
      </header>

      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label={t('statusFilter')} className="flex flex-wrap gap-1.5">
          {([0, 1, 2] as const).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={view.status === s}
              data-testid={`reports-status-${s}`}
              onClick={() => {
                setSelected(new Set());
                setParams({ status: s === 0 ? null : s });
              }}
              className={clsx(
                'rounded-full px-3 py-1 text-[13px] transition-colors',
                view.status === s
                  ? 'bg-brand font-semibold text-white'
                  : 'bg-surface-muted text-ink-soft hover:text-brand',
              )}
            >
              {t(`status.${s}`)}
            </button>
          ))}
        </div>
        <label className="text-ink-soft flex items-center gap-1.5 text-sm">
          {t('typeFilter')}
          <select
            className={selectClass}
            value={view.type ?? ''}
            onChange={(e) => {
              setSelected(new Set());
              setParams({ type: e.target.value || null });
            }}
          >
            <option value="">{t('all')}</option>
            {REPORT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-ink-soft flex items-center gap-1.5 text-sm">
          {t('reasonFilter')}
          <select
            className={selectClass}
            value={view.reason ?? ''}
            onChange={(e) => {
              setSelected(new Set());
              setParams({ reason: e.target.value || null });
            }}
          >
            <option value="">{t('all')}</option>
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`reasons.${r}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      <BulkBar count={selectedRows.length} onClear={() => setSelected(new Set())}>
        <button
          type="button"
          disabled={busy || selectedRows.every((g) => g.target_type === 'user')}
          onClick={() =>
            act({
              groups: selectedRows.filter((g) => g.target_type !== 'user'),
              action: 'hide',
              reason: '',
            })
          }
          data-testid="reports-bulk-hide"
          className="border-live/40 text-live bg-surface rounded-md border px-2.5 py-1 text-xs font-semibold disabled:opacity-50"
        >
          {t('actions.hide')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => act({ groups: selectedRows, action: 'dismiss', reason: '' })}
          data-testid="reports-bulk-dismiss"
          className="bg-surface text-ink-soft border-line rounded-md border px-2.5 py-1 text-xs font-semibold disabled:opacity-50"
        >
          {t('actions.dismiss')}
        </button>
      </BulkBar>

      {result.state === 'failed' && !data ? (
        <ListFailed msg={result.msg} onRetry={refresh} retryLabel={labels.retry} />
      ) : (
        <div className={clsx(result.state === 'loading' && data && 'opacity-60')}>
          <ConsoleTable<ReportGroup>
            rows={rows}
            rowKey={keyOf}
            columns={columns}
            caption={t('title')}
            sort={sort}
            onSort={(key) => {
              const next = nextSort(sort, key);
              setParams({
                sort: next.key === 'count' ? null : next.key,
                dir: next.dir === 'desc' ? null : next.dir,
              });
            }}
            selected={open ? selected : undefined}
            onSelect={open ? setSelected : undefined}
            onOpen={(g) => setOpened(g)}
            busy={result.state === 'loading'}
            empty={t('empty')}
          />
        </div>
      )}
      {result.state === 'failed' && data ? (
        <p role="alert" className="text-live text-xs">
          {result.msg}
        </p>
      ) : null}
      {data ? (
        <Pager
          page={view.page}
          total={data.total}
          limit={data.limit || 20}
          onPage={(page) => {
            setSelected(new Set());
            setParams({ page: page === 1 ? null : page });
          }}
          labels={labels}
          disabled={result.state === 'loading'}
        />
      ) : null}

      <WalletDialog
        open={opened !== null}
        onOpenChange={(o) => {
          if (!o) setOpened(null);
        }}
        title={opened ? t(`detailTitle.${opened.target_type}`) : ''}
        className="max-w-2xl"
        testId="report-detail"
      >
        {opened ? (
          <ReportDetail
            key={keyOf(opened)}
            group={opened}
            busy={busy}
            onAct={(action, hours, reason) => act({ groups: [opened], action, hours, reason })}
          />
        ) : null}
      </WalletDialog>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => {
          if (!o && !busy) setPending(null);
        }}
        title={
          pending
            ? pending.groups.length > 1
              ? t('confirm.bulkTitle', { n: pending.groups.length })
              : t(`confirm.${pending.action}Title`)
            : ''
        }
        text={
          pending
            ? t(`confirm.${pending.action}Text`, {
                n: pending.groups.length,
                hours: pending.hours ?? 0,
              })
            : ''
        }
        confirmLabel={pending ? t(`actions.${pending.action}`) : ''}
        cancelLabel={tc('cancel')}
        tone="danger"
        busy={busy}
        error={pending ? error : null}
        onConfirm={() => pending && void run(pending)}
        testId="report-confirm"
      />
    </section>
  );
}

/** A thing's reports (who, why, the note) and the actions on it. */
function ReportDetail({
  group,
  busy,
  onAct,
}: {
  group: ReportGroup;
  busy: boolean;
  onAct: (action: ReportAction, hours: number | undefined, reason: string) => void;
}) {
  const t = useTranslations('adminReports');
  const when = useDateTime();
  const [items, setItems] = useState<ReportItem[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [action, setAction] = useState<ReportAction>(
    group.target_type === 'user' ? 'warn' : 'hide',
  );
  const [hours, setHours] = useState<number>(24);
  const [reason, setReason] = useState('');
  const open = group.status === 0;
  const sanction = action === 'warn' || action === 'mute' || action === 'ban';
  const actions: ReportAction[] = [
    ...(group.target_type === 'user' ? [] : (['hide'] as const)),
    ...(group.owner_id === null ? [] : (['warn', 'mute', 'ban'] as const)),
    'dismiss',
  ];
  const reasonMissing = sanction && reason.trim() === '';

  useEffect(() => {
    let live = true;
    apiGet<{ list: ReportItem[] }>(
      'admin/reportDetail',
      { target_type: group.target_type, target_id: group.target_id },
      { silent: true },
    )
      .then((r) => live && setItems(r.list))
      .catch((e) => live && setFailed(inlineError(e)));
    return () => {
      live = false;
    };
  }, [group.target_type, group.target_id]);

  return (
    <div className="space-y-4 text-sm">
      <div className="bg-surface-muted rounded-lg p-3">
        <p
          className="text-ink break-words whitespace-pre-wrap"
          data-testid="report-detail-snapshot"
        >
          {group.snapshot || '—'}
        </p>
        <p className="text-ink-faint mt-1 text-xs">
          {group.owner_id === null
            ? t('guest')
            : t('by', { name: group.owner_nickname, id: group.owner_id })}
        </p>
      </div>

      <div>
        <h3 className="text-ink mb-1.5 font-semibold">{t('reportsOf', { n: group.count })}</h3>
        {failed ? (
          <p role="alert" className="text-live text-xs">
            {failed}
          </p>
        ) : items === null ? (
          <p className="text-ink-faint text-xs">{t('loading')}</p>
        ) : (
          <ul className="divide-line max-h-60 divide-y overflow-y-auto" data-testid="report-items">
            {items.map((r) => (
              <li key={r.id} className="py-1.5">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="text-ink font-medium">{r.reporter_nickname}</span>
                  <span className="rounded bg-amber-50 px-1.5 py-px text-[11px] text-amber-700">
                    {t(`reasons.${r.reason}`)}
                  </span>
                  <time dateTime={r.created_at} className="text-ink-faint text-xs tabular-nums">
                    {when(r.created_at)}
                  </time>
                  {r.outcome ? (
                    <span className="text-ink-faint text-xs">
                      {t(`outcomes.${r.outcome}`)}
                      {r.handled_by_nickname ? ` · ${r.handled_by_nickname}` : ''}
                    </span>
                  ) : null}
                </p>
                {r.note ? <p className="text-ink-soft mt-0.5 break-words">{r.note}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </div>

      {open ? (
        <form
          className="border-line space-y-3 border-t pt-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (reasonMissing || busy) return;
            onAct(action, action === 'mute' || action === 'ban' ? hours : undefined, reason.trim());
          }}
        >
          <fieldset>
            <legend className="text-ink mb-1.5 font-semibold">{t('actionLabel')}</legend>
            <div className="flex flex-wrap gap-1.5">
              {actions.map((a) => (
                <label
                  key={a}
                  className="border-line has-[:checked]:border-brand has-[:checked]:bg-brand-soft flex cursor-pointer items-center gap-1.5 rounded-md border px-2.5 py-1"
                >
                  <input
                    type="radio"
                    name="report-action"
                    value={a}
                    checked={action === a}
                    onChange={() => setAction(a)}
                    data-testid={`report-action-${a}`}
                  />
                  {t(`actions.${a}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {action === 'mute' || action === 'ban' ? (
            <label className="text-ink-soft flex items-center gap-2">
              {t('duration')}
              <select
                value={hours}
                onChange={(e) => setHours(Number(e.target.value))}
                className="border-line bg-surface text-ink rounded-md border px-2 py-1"
              >
                {SANCTION_HOURS.map((h) => (
                  <option key={h} value={h}>
                    {h === 0 ? t('forever') : t('hours', { n: h })}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label className="block">
            <span className="text-ink-soft mb-1 block">
              {sanction ? t('reasonRequired') : t('reasonOptional')}
            </span>
            <input
              value={reason}
              maxLength={SANCTION_REASON_MAX}
              onChange={(e) => setReason(e.target.value)}
              className="border-line bg-surface text-ink focus:border-brand w-full rounded-md border px-2.5 py-1.5 outline-none"
              data-testid="report-reason"
            />
          </label>
          <div className="flex justify-end">
            <button
              type="submit"
              disabled={busy || reasonMissing}
              data-testid="report-apply"
              className={clsx(
                'inline-flex items-center gap-1 rounded-md px-3 py-1.5 font-semibold text-white disabled:opacity-50',
                action === 'dismiss' ? 'bg-ink-soft' : 'bg-live',
              )}
            >
              {action === 'dismiss' ? <X aria-hidden className="size-4" /> : null}
              {t(`actions.${action}`)}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

/** The page's list words for Pager and ListFailed. */
function useListLabels(): ListLabels {
  const t = useTranslations('adminReports.list');
  return useMemo(
    () => ({
      pages: t('pages'),
      prev: t('prev'),
      next: t('next'),
      pageOf: (page: number, pages: number) => t('pageOf', { page, pages }),
      retry: t('retry'),
    }),
    [t],
  );
}
