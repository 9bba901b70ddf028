'use client';

import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import * as Switch from '@radix-ui/react-switch';
import * as Tabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import { ArrowLeft } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { apiGet, apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import type { Sanction, Standing } from '@/lib/admin/contract';
import {
  SANCTION_HOURS,
  SANCTION_REASON_MAX,
  STAFF_ROLES,
  type StaffRole,
} from '@/lib/admin/limits';
import type {
  ConsoleUserDetail,
  LedgerLine,
  UserReport,
  UserWithdrawal,
} from '@/lib/admin/users-contract';
import { ConsoleTable, type Column } from '@/components/admin/console-table';
import { inlineError } from '@/components/wallet/api-error';
import { useCoinFormat, useDateTime } from '@/components/wallet/format';
import { ListFailed, Pager } from '@/components/wallet/pager';
import { usePaged } from '@/components/wallet/use-paged';
import {
  ConfirmDialog,
  inputClass,
  labelClass,
  secondaryButton,
} from '@/components/wallet/wallet-dialog';
import { useListLabels } from './list-labels';
import { holds, StandingBadges } from './users-table';
import { AdjustBalance } from '../adjust-balance';

type Kind = 'ban' | 'mute' | 'warn';
type Asking =
  | { what: 'sanction'; kind: Kind }
  | { what: 'lift'; kind: 'ban' | 'mute' }
  | { what: 'unlock' }
  | { what: 'role'; role: StaffRole; on: boolean };

const FOREVER_YEAR = 9999;

/**
 * /admin/user?id= (issue 27 "Users"): a user's profile, roles (granted and taken away by
 * administrators), standing with ban, mute and warn behind a confirmation and their undo (here
 * and as the toast's action), the payment-password lock, and tabs for the ledger, withdrawals,
 * reports and the moderation history.
 */
export function UserPage({
  initial,
  meId,
  isAdmin,
}: {
  initial: ConsoleUserDetail;
  meId: number;
  isAdmin: boolean;
}) {
  const t = useTranslations('adminUsers');
  const tc = useTranslations('console');
  const tr = useTranslations('console.roles');
  const when = useDateTime();
  const coins = useCoinFormat();
  const [detail, setDetail] = useState(initial);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [hours, setHours] = useState<number>(24);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const u = detail.user;
  const self = u.id === meId;

  const refresh = useCallback(async () => {
    try {
      setDetail(
        await apiGet<ConsoleUserDetail>('admin/userDetail', { user_id: u.id }, { silent: true }),
      );
    } catch (e) {
      toast.error(inlineError(e));
    }
  }, [u.id]);

  const until = (iso: string | null) =>
    iso && new Date(iso).getUTCFullYear() >= FOREVER_YEAR ? t('forGood') : when(iso);

  async function lift(kind: 'ban' | 'mute', fromToast = false) {
    try {
      await apiPost<Standing>(
        kind === 'ban' ? 'admin/unbanUser' : 'admin/unmuteUser',
        { user_id: u.id },
        { silent: true },
      );
      toast.success(t(kind === 'ban' ? 'unbanned' : 'unmuted'));
      await refresh();
    } catch (e) {
      if (fromToast) toast.error(inlineError(e));
      else throw e;
    }
  }

  async function run() {
    if (!asking || busy) return;
    setBusy(true);
    setError(null);
    try {
      if (asking.what === 'sanction') {
        const body = { user_id: u.id, reason, ...(asking.kind === 'warn' ? {} : { hours }) };
        const path = { ban: 'admin/banUser', mute: 'admin/muteUser', warn: 'admin/warnUser' }[
          asking.kind
        ];
        await apiPost(path, body, { silent: true });
        const kind = asking.kind;
        if (kind === 'warn') toast.success(t('warned'));
        else
          toast.success(t(kind === 'ban' ? 'bannedToast' : 'mutedToast'), {
            action: { label: tc('undo'), onClick: () => void lift(kind, true) },
          });
        setReason('');
      } else if (asking.what === 'lift') {
        await lift(asking.kind);
      } else if (asking.what === 'unlock') {
        await apiPost('admin/resetPaymentLock', { user_id: u.id }, { silent: true });
        toast.success(t('unlocked'));
      } else {
        await apiPost(
          'admin/setRole',
          { user_id: u.id, role: asking.role, on: asking.on ? 1 : 0 },
          { silent: true },
        );
        toast.success(tc('saved'));
      }
      setAsking(null);
      await refresh();
    } catch (e) {
      setError(inlineError(e));
    } finally {
      setBusy(false);
    }
  }

  function ask(a: Asking) {
    setError(null);
    setAsking(a);
  }

  const sanctioning = asking?.what === 'sanction' ? asking.kind : null;
  const reasonOk = reason.trim().length > 0 && [...reason.trim()].length <= SANCTION_REASON_MAX;
  const dialog = asking
    ? asking.what === 'sanction'
      ? {
          title: t(`ask.${asking.kind}Title`, { name: u.nickname }),
          text: t(`ask.${asking.kind}Text`),
          danger: true,
        }
      : asking.what === 'lift'
        ? {
            title: t(asking.kind === 'ban' ? 'ask.unbanTitle' : 'ask.unmuteTitle', {
              name: u.nickname,
            }),
            text: t('ask.liftText'),
            danger: false,
          }
        : asking.what === 'unlock'
          ? { title: t('ask.unlockTitle'), text: t('ask.unlockText'), danger: false }
          : {
              title: t(asking.on ? 'ask.grantTitle' : 'ask.revokeTitle', {
                role: tr(asking.role),
                name: u.nickname,
              }),
              text: t('ask.roleText'),
              danger: !asking.on,
            }
    : null;

  return (
    <section className="flex flex-col gap-4" data-testid="admin-user">
      <Link
        href="/admin/users"
        className="text-ink-soft hover:text-brand inline-flex items-center gap-1 text-sm"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('back')}
      </Link>

      <div className="bg-surface grid gap-4 rounded-lg p-4 shadow-sm md:grid-cols-[1fr_auto]">
        <div className="min-w-0">
          <h1 className="text-ink text-xl font-semibold" data-testid="user-nickname">
            {u.nickname}
          </h1>
          <p className="text-ink-faint mt-0.5 text-sm tabular-nums">
            {t('idLine', { id: u.id })} · {u.mobile}
          </p>
          {u.signature ? <p className="text-ink-soft mt-2 text-sm">{u.signature}</p> : null}
          <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-ink-faint text-xs">{t('created')}</dt>
              <dd className="text-ink tabular-nums">{when(u.created_at)}</dd>
            </div>
            <div>
              <dt className="text-ink-faint text-xs">{t('verified')}</dt>
              <dd className="text-ink">{u.verified ? t('yes') : t('no')}</dd>
            </div>
            <div>
              <dt className="text-ink-faint text-xs">{t('inviteCode')}</dt>
              <dd className="text-ink tabular-nums">{u.invite_code}</dd>
            </div>
            <div>
              <dt className="text-ink-faint text-xs">{t('balances.coins')}</dt>
              <dd className="text-ink tabular-nums">{coins.number(detail.balances.coins)}</dd>
            </div>
            <div>
              <dt className="text-ink-faint text-xs">{t('balances.income')}</dt>
              <dd className="text-ink tabular-nums">{coins.number(detail.balances.income)}</dd>
            </div>
            <div>
              <dt className="text-ink-faint text-xs">{t('balances.pending')}</dt>
              <dd className="text-ink tabular-nums">
                {coins.number(detail.balances.income_pending)}
              </dd>
            </div>
          </dl>
        </div>
        <div className="flex flex-col gap-2 text-sm">
          <p className="text-ink-faint text-xs">{t('paymentPassword')}</p>
          <p className="text-ink" data-testid="payment-lock">
            {!u.has_payment_password
              ? t('paymentNone')
              : u.payment_locked
                ? t('paymentLocked')
                : t('paymentOk')}
          </p>
          {isAdmin && u.payment_locked ? (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => ask({ what: 'unlock' })}
            >
              {t('unlock')}
            </button>
          ) : null}
          {isAdmin && !self ? (
            <AdjustBalance userId={u.id} nickname={u.nickname} onDone={() => void refresh()} />
          ) : null}
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="user-roles" className="bg-surface rounded-lg p-4 shadow-sm">
          <h2 id="user-roles" className="text-ink mb-2 font-semibold">
            {t('rolesTitle')}
          </h2>
          {u.is_anchor ? <p className="text-brand mb-2 text-sm">{t('anchor')}</p> : null}
          <ul className="flex flex-col gap-2">
            {STAFF_ROLES.map((role) => {
              const on = u.roles.includes(role);
              return (
                <li key={role} className="flex items-center justify-between gap-3">
                  <label htmlFor={`role-${role}`} className="text-ink text-sm">
                    {tr(role)}
                  </label>
                  <Switch.Root
                    id={`role-${role}`}
                    checked={on}
                    disabled={!isAdmin || self || busy}
                    onCheckedChange={(next) => ask({ what: 'role', role, on: next })}
                    data-testid={`role-${role}`}
                    className="data-[state=checked]:bg-brand bg-ink-faint/40 relative h-5 w-9 rounded-full transition-colors disabled:opacity-50"
                  >
                    <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[18px]" />
                  </Switch.Root>
                </li>
              );
            })}
          </ul>
          {!isAdmin ? <p className="text-ink-faint mt-2 text-xs">{t('rolesAdminOnly')}</p> : null}
        </section>

        <section aria-labelledby="user-standing" className="bg-surface rounded-lg p-4 shadow-sm">
          <h2 id="user-standing" className="text-ink mb-2 flex items-center gap-2 font-semibold">
            {t('standingTitle')} <StandingBadges user={u} />
          </h2>
          <dl className="mb-3 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-ink-faint text-xs">{t('bannedUntil')}</dt>
              <dd className="text-ink tabular-nums" data-testid="banned-until">
                {holds(u.banned_until) ? until(u.banned_until) : '—'}
              </dd>
            </div>
            <div>
              <dt className="text-ink-faint text-xs">{t('mutedUntil')}</dt>
              <dd className="text-ink tabular-nums">
                {holds(u.muted_until) ? until(u.muted_until) : '—'}
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-2">
            {holds(u.banned_until) ? (
              <button
                type="button"
                className={secondaryButton}
                data-testid="unban"
                onClick={() => ask({ what: 'lift', kind: 'ban' })}
              >
                {t('unban')}
              </button>
            ) : (
              <button
                type="button"
                data-testid="ban"
                disabled={self}
                onClick={() => ask({ what: 'sanction', kind: 'ban' })}
                className="bg-live inline-flex items-center rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:opacity-50"
              >
                {t('ban')}
              </button>
            )}
            {holds(u.muted_until) ? (
              <button
                type="button"
                className={secondaryButton}
                data-testid="unmute"
                onClick={() => ask({ what: 'lift', kind: 'mute' })}
              >
                {t('unmute')}
              </button>
            ) : (
              <button
                type="button"
                className={secondaryButton}
                data-testid="mute"
                disabled={self}
                onClick={() => ask({ what: 'sanction', kind: 'mute' })}
              >
                {t('mute')}
              </button>
            )}
            <button
              type="button"
              className={secondaryButton}
              data-testid="warn"
              disabled={self}
              onClick={() => ask({ what: 'sanction', kind: 'warn' })}
            >
              {t('warn')}
            </button>
          </div>
        </section>
      </div>

      <UserTabs detail={detail} />

      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={dialog?.title ?? ''}
        text={dialog?.text ?? ''}
        confirmLabel={tc('confirm')}
        cancelLabel={tc('cancel')}
        busy={busy}
        error={error}
        tone={dialog?.danger ? 'danger' : 'brand'}
        onConfirm={() => {
          if (sanctioning && !reasonOk) setError(t('reasonRequired'));
          else void run();
        }}
        testId="user-confirm"
      >
        {sanctioning ? (
          <div className="mb-3 flex flex-col gap-3">
            {sanctioning !== 'warn' ? (
              <div>
                <label htmlFor="sanction-hours" className={labelClass}>
                  {t('duration')}
                </label>
                <select
                  id="sanction-hours"
                  value={hours}
                  onChange={(e) => setHours(Number(e.target.value))}
                  className={inputClass}
                  data-testid="sanction-hours"
                >
                  {SANCTION_HOURS.map((h) => (
                    <option key={h} value={h}>
                      {h === 0 ? t('forGood') : t('hours', { n: h })}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div>
              <label htmlFor="sanction-reason" className={labelClass}>
                {tc('reason')}
              </label>
              <textarea
                id="sanction-reason"
                value={reason}
                maxLength={SANCTION_REASON_MAX}
                rows={3}
                onChange={(e) => setReason(e.target.value)}
                className={inputClass}
                data-testid="sanction-reason"
              />
            </div>
          </div>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}

const TABS = ['ledger', 'withdrawals', 'reports', 'history'] as const;

type T = ReturnType<typeof useTranslations<'adminUsers'>>;

/** The message for a value the API names (a ledger kind, a report reason …), or the value itself. */
function known(t: T, key: string, fallback: string): string {
  const k = key as Parameters<T>[0];
  return t.has(k) ? t(k) : fallback;
}

function UserTabs({ detail }: { detail: ConsoleUserDetail }) {
  const t = useTranslations('adminUsers');
  const [tab, setTab] = useState<(typeof TABS)[number]>('ledger');
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(v) => setTab(v as typeof tab)}
      className="bg-surface rounded-lg p-4 shadow-sm"
    >
      <Tabs.List aria-label={t('tabsLabel')} className="border-line mb-3 flex gap-1 border-b">
        {TABS.map((k) => (
          <Tabs.Trigger
            key={k}
            value={k}
            data-testid={`tab-${k}`}
            className="text-ink-soft data-[state=active]:border-brand data-[state=active]:text-brand -mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium"
          >
            {t(`tabs.${k}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="ledger">
        {tab === 'ledger' ? <LedgerTab userId={detail.user.id} /> : null}
      </Tabs.Content>
      <Tabs.Content value="withdrawals">
        {tab === 'withdrawals' ? <WithdrawalsTab userId={detail.user.id} /> : null}
      </Tabs.Content>
      <Tabs.Content value="reports">
        {tab === 'reports' ? <ReportsTab userId={detail.user.id} /> : null}
      </Tabs.Content>
      <Tabs.Content value="history">
        <HistoryTab sanctions={detail.sanctions} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** One paged tab: its own page in component state (the URL keeps the user's id only). */
function PagedTab<Row>({
  path,
  params,
  columns,
  caption,
  rowKey,
}: {
  path: string;
  params: Record<string, unknown>;
  columns: Column<Row>[];
  caption: string;
  rowKey: (r: Row) => number;
}) {
  const tc = useTranslations('console');
  const labels = useListLabels();
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const result = usePaged<Row>(path, { ...params, page }, reload);
  const data = result.data;
  if (result.state === 'failed' && !data)
    return (
      <ListFailed
        msg={result.msg}
        onRetry={() => setReload((n) => n + 1)}
        retryLabel={labels.retry}
      />
    );
  return (
    <div className={clsx(result.state === 'loading' && data && 'opacity-60')}>
      <ConsoleTable<Row>
        rows={data?.list ?? []}
        rowKey={rowKey}
        columns={columns}
        caption={caption}
        busy={result.state === 'loading'}
        empty={tc('table.empty')}
      />
      {data ? (
        <Pager
          page={page}
          total={data.total}
          limit={data.limit || 20}
          onPage={setPage}
          labels={labels}
        />
      ) : null}
    </div>
  );
}

function LedgerTab({ userId }: { userId: number }) {
  const t = useTranslations('adminUsers');
  const when = useDateTime();
  const coins = useCoinFormat();
  const columns: Column<LedgerLine>[] = [
    {
      key: 'time',
      header: t('col.time'),
      className: 'whitespace-nowrap',
      cell: (r) => when(r.created_at),
    },
    { key: 'kind', header: t('col.kind'), cell: (r) => known(t, `txKinds.${r.kind}`, r.kind) },
    {
      key: 'account',
      header: t('col.account'),
      cell: (r) => known(t, `accounts.${r.account}`, r.account),
    },
    {
      key: 'amount',
      header: t('col.amount'),
      className: 'text-right tabular-nums',
      cell: (r) => (
        <span className={r.amount < 0 ? 'text-live' : 'text-win'}>
          {coins.number(r.amount, true)}
        </span>
      ),
    },
    {
      key: 'after',
      header: t('col.balanceAfter'),
      className: 'text-right tabular-nums',
      cell: (r) => coins.number(r.balance_after),
    },
  ];
  return (
    <PagedTab<LedgerLine>
      path="admin/userLedger"
      params={{ user_id: userId }}
      columns={columns}
      caption={t('tabs.ledger')}
      rowKey={(r) => r.id}
    />
  );
}

function WithdrawalsTab({ userId }: { userId: number }) {
  const t = useTranslations('adminUsers');
  const when = useDateTime();
  const coins = useCoinFormat();
  const columns: Column<UserWithdrawal>[] = [
    { key: 'id', header: t('col.id'), cell: (r) => r.id },
    {
      key: 'time',
      header: t('col.time'),
      className: 'whitespace-nowrap',
      cell: (r) => when(r.created_at),
    },
    {
      key: 'amount',
      header: t('col.amount'),
      className: 'text-right tabular-nums',
      cell: (r) => coins.number(r.amount),
    },
    { key: 'account', header: t('col.account'), cell: (r) => r.account_masked },
    {
      key: 'status',
      header: t('col.status'),
      cell: (r) => (
        <>
          {t(
            `withdrawalStatus.${r.status === 1 ? 'paid' : r.status === 2 ? 'rejected' : 'waiting'}`,
          )}
          {r.reason ? <p className="text-ink-faint text-xs">{r.reason}</p> : null}
        </>
      ),
    },
  ];
  return (
    <PagedTab<UserWithdrawal>
      path="admin/userWithdrawals"
      params={{ user_id: userId }}
      columns={columns}
      caption={t('tabs.withdrawals')}
      rowKey={(r) => r.id}
    />
  );
}

function ReportsTab({ userId }: { userId: number }) {
  const t = useTranslations('adminUsers');
  const when = useDateTime();
  const [side, setSide] = useState<'against' | 'by'>('against');
  const columns: Column<UserReport>[] = [
    {
      key: 'time',
      header: t('col.time'),
      className: 'whitespace-nowrap',
      cell: (r) => when(r.created_at),
    },
    {
      key: 'target',
      header: t('col.target'),
      cell: (r) => known(t, `targets.${r.target_type}`, r.target_type),
    },
    {
      key: 'reason',
      header: t('col.reason'),
      cell: (r) => known(t, `reportReasons.${r.reason}`, r.reason),
    },
    {
      key: 'snapshot',
      header: t('col.content'),
      className: 'max-w-[280px] truncate',
      cell: (r) => r.snapshot,
    },
    {
      key: 'status',
      header: t('col.status'),
      cell: (r) =>
        t(`reportStatus.${r.status === 1 ? 'actioned' : r.status === 2 ? 'dismissed' : 'open'}`),
    },
  ];
  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label={t('tabs.reports')} className="flex gap-1.5">
        {(['against', 'by'] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={side === s}
            onClick={() => setSide(s)}
            className={clsx(
              'rounded-full px-3 py-1 text-[13px]',
              side === s ? 'bg-brand font-semibold text-white' : 'bg-surface-muted text-ink-soft',
            )}
          >
            {t(`reportSide.${s}`)}
          </button>
        ))}
      </div>
      <PagedTab<UserReport>
        key={side}
        path="admin/userReports"
        params={{ user_id: userId, side }}
        columns={columns}
        caption={t(`reportSide.${side}`)}
        rowKey={(r) => r.id}
      />
    </div>
  );
}

function HistoryTab({ sanctions }: { sanctions: Sanction[] }) {
  const t = useTranslations('adminUsers');
  const tc = useTranslations('console');
  const when = useDateTime();
  const columns: Column<Sanction>[] = [
    {
      key: 'time',
      header: t('col.time'),
      className: 'whitespace-nowrap',
      cell: (s) => when(s.created_at),
    },
    { key: 'kind', header: t('col.kind'), cell: (s) => t(`kinds.${s.kind}`) },
    {
      key: 'until',
      header: t('col.until'),
      className: 'whitespace-nowrap',
      cell: (s) => (s.kind === 'warn' ? '—' : s.until ? when(s.until) : t('forGood')),
    },
    { key: 'reason', header: t('col.reason'), cell: (s) => s.reason },
    { key: 'by', header: t('col.by'), cell: (s) => s.actor_nickname },
    {
      key: 'lifted',
      header: t('col.lifted'),
      className: 'whitespace-nowrap',
      cell: (s) => (s.lifted_at ? when(s.lifted_at) : '—'),
    },
  ];
  return (
    <ConsoleTable<Sanction>
      rows={sanctions}
      rowKey={(s) => s.id}
      columns={columns}
      caption={t('tabs.history')}
      empty={tc('table.empty')}
    />
  );
}
