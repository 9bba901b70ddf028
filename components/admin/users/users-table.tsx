'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Search } from 'lucide-react';
import clsx from 'clsx';
import { Link, useRouter } from '@/i18n/navigation';
import type { ConsoleUser } from '@/lib/admin/users-contract';
import { CONSOLE_QUERY_MAX } from '@/lib/admin/limits';
import type { Paged } from '@/lib/wallet/contract';
import { ConsoleTable, nextSort, type Column } from '@/components/admin/console-table';
import { useConsoleParams } from '@/components/admin/use-console-params';
import { useCoinFormat, useDateTime } from '@/components/wallet/format';
import { ListFailed, Pager } from '@/components/wallet/pager';
import { usePaged } from '@/components/wallet/use-paged';
import { useListLabels } from './list-labels';
import { usersParams, usersView } from './params';

/** Whether a ban or mute until `until` holds now. */
export function holds(until: string | null): boolean {
  return !!until && new Date(until).getTime() > Date.now();
}

/** A user's standing as a badge: banned, muted, or nothing. */
export function StandingBadges({
  user,
}: {
  user: Pick<ConsoleUser, 'banned_until' | 'muted_until'>;
}) {
  const t = useTranslations('adminUsers.standing');
  return (
    <span className="inline-flex flex-wrap gap-1">
      {holds(user.banned_until) ? (
        <span className="bg-live-soft text-live rounded-full px-2 py-0.5 text-xs font-semibold">
          {t('banned')}
        </span>
      ) : null}
      {holds(user.muted_until) ? (
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-700">
          {t('muted')}
        </span>
      ) : null}
      {!holds(user.banned_until) && !holds(user.muted_until) ? (
        <span className="text-ink-faint text-xs">{t('normal')}</span>
      ) : null}
    </span>
  );
}

/**
 * /admin/users (issue 27 "Users"): search by mobile, nickname or id; sort by id, sign-up time or
 * balance; page. Everything is kept in the URL, so a view can be shared. Enter (or a click on the
 * nickname) opens the user's page.
 */
export function UsersTable({ initial }: { initial: Paged<ConsoleUser> | null }) {
  const t = useTranslations('adminUsers');
  const tc = useTranslations('console');
  const tr = useTranslations('console.roles');
  const when = useDateTime();
  const coins = useCoinFormat();
  const router = useRouter();
  const labels = useListLabels();
  const [params, setParams] = useConsoleParams();
  const view = usersView(params.get);
  const [reload, setReload] = useState(0);
  const result = usePaged<ConsoleUser>('admin/userSearch', usersParams(view), reload, initial);
  const data = result.data;
  const [query, setQuery] = useState(view.q);

  const open = (u: ConsoleUser) => router.push(`/admin/user?id=${u.id}`);
  const sortKey = { id: 'id', created: 'created', balance: 'balance' }[view.sort];

  const columns: Column<ConsoleUser>[] = [
    {
      key: 'id',
      header: t('col.id'),
      sortable: true,
      cell: (u) => <span className="text-ink-faint tabular-nums">{u.id}</span>,
    },
    {
      key: 'user',
      header: t('col.user'),
      cell: (u) => (
        <>
          <Link
            href={`/admin/user?id=${u.id}`}
            className="text-ink hover:text-brand font-medium"
            data-testid="user-link"
            tabIndex={-1}
          >
            {u.nickname}
          </Link>
          <p className="text-ink-faint text-xs tabular-nums">{u.mobile}</p>
        </>
      ),
    },
    {
      key: 'roles',
      header: t('col.roles'),
      cell: (u) => (
        <span className="inline-flex flex-wrap gap-1">
          {u.is_anchor ? (
            <span className="bg-brand/10 text-brand rounded-full px-2 py-0.5 text-xs">
              {t('anchor')}
            </span>
          ) : null}
          {u.roles.map((r) => (
            <span
              key={r}
              className="bg-surface-muted text-ink-soft rounded-full px-2 py-0.5 text-xs"
            >
              {tr(r)}
            </span>
          ))}
        </span>
      ),
    },
    {
      key: 'standing',
      header: t('col.standing'),
      cell: (u) => <StandingBadges user={u} />,
    },
    {
      key: 'balance',
      header: t('col.balance'),
      sortable: true,
      className: 'text-right tabular-nums whitespace-nowrap',
      cell: (u) => coins.number(u.balance),
    },
    {
      key: 'created',
      header: t('col.created'),
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (u) => (
        <time dateTime={u.created_at} className="text-ink-soft tabular-nums">
          {when(u.created_at)}
        </time>
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-3" data-testid="admin-users">
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
          <label className="sr-only" htmlFor="admin-users-q">
            {t('searchLabel')}
          </label>
          <input
            id="admin-users-q"
            type="search"
            value={query}
            maxLength={CONSOLE_QUERY_MAX}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('searchPlaceholder')}
            className="border-line bg-surface text-ink placeholder:text-ink-faint focus:border-brand w-64 rounded-md border px-2.5 py-1.5 text-sm outline-none"
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

      {result.state === 'failed' && !data ? (
        <ListFailed
          msg={result.msg}
          onRetry={() => setReload((n) => n + 1)}
          retryLabel={labels.retry}
        />
      ) : (
        <div className={clsx(result.state === 'loading' && data && 'opacity-60')}>
          <ConsoleTable<ConsoleUser>
            rows={data?.list ?? []}
            rowKey={(u) => u.id}
            columns={columns}
            caption={t('title')}
            sort={{ key: sortKey, dir: view.dir }}
            onSort={(key) => {
              const next = nextSort({ key: sortKey, dir: view.dir }, key);
              setParams({
                sort: next.key === 'id' ? null : next.key,
                dir: next.dir === 'desc' ? null : next.dir,
              });
            }}
            onOpen={open}
            busy={result.state === 'loading'}
            empty={view.q ? t('noMatch') : tc('table.empty')}
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
    </section>
  );
}
