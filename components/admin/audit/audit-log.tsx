'use client';

import { useMemo, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Search } from 'lucide-react';
import type { AuditEntry } from '@/lib/admin/contract';
import { CONSOLE_QUERY_MAX } from '@/lib/admin/limits';
import type { Paged } from '@/lib/wallet/contract';
import { ConsoleTable, type Column } from '@/components/admin/console-table';
import { useConsoleParams } from '@/components/admin/use-console-params';
import { useDateTime } from '@/components/wallet/format';
import { ListFailed, Pager, type ListLabels } from '@/components/wallet/pager';
import { usePaged } from '@/components/wallet/use-paged';
import { auditDiff } from './audit-diff';
import { auditParams } from './params';

const input =
  'border-line text-ink bg-surface focus:border-brand rounded-md border px-2 py-1.5 text-sm outline-none';

/**
 * The audit log (issue 27 "Audit log"; docs/architecture.md "Console"): who did what to what,
 * newest first; search, the actor and the action filter and the page live in the URL. Enter (or
 * the row's button) opens a row: its before and after side by side, key by key, with the
 * changed ones marked, and where it came from.
 */
export function AuditLog({ initial }: { initial: Paged<AuditEntry> | null }) {
  const t = useTranslations('adminAudit');
  const tc = useTranslations('console');
  const when = useDateTime();
  const [params, setParams] = useConsoleParams();
  const request = auditParams(params.get);
  const [reload, setReload] = useState(0);
  const result = usePaged<AuditEntry>('admin/auditList', request, reload, initial);
  const list = result.data?.list;
  const rows = useMemo(() => list ?? [], [list]);
  const [opened, setOpened] = useState<number | null>(null);
  const [q, setQ] = useState(String(request.q));
  const [actor, setActor] = useState(params.get('actor') ?? '');
  const [action, setAction] = useState(params.get('action') ?? '');
  const open = rows.find((r) => r.id === opened) ?? null;
  const actions = useMemo(() => [...new Set(rows.map((r) => r.action))].sort(), [rows]);

  const labels: ListLabels = {
    pages: t('pages'),
    prev: t('prev'),
    next: t('next'),
    pageOf: (page, pages) => t('pageOf', { page, pages }),
    retry: t('retry'),
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    setOpened(null);
    setParams({ q: q.trim(), actor: actor.trim(), action: action.trim() });
  }

  const columns: Column<AuditEntry>[] = [
    {
      key: 'time',
      header: t('col.time'),
      cell: (r) => (
        <span className="text-ink-soft whitespace-nowrap tabular-nums">{when(r.created_at)}</span>
      ),
    },
    {
      key: 'actor',
      header: t('col.actor'),
      cell: (r) => (
        <>
          <p className="text-ink font-medium">{r.actor_nickname || `#${r.actor_id}`}</p>
          <p className="text-ink-faint text-xs">
            #{r.actor_id}
            {r.actor_roles ? ` · ${r.actor_roles}` : ''}
          </p>
        </>
      ),
    },
    {
      key: 'action',
      header: t('col.action'),
      cell: (r) => <code className="text-ink text-xs">{r.action}</code>,
    },
    {
      key: 'target',
      header: t('col.target'),
      cell: (r) => (
        <code className="text-ink-soft text-xs">
          {r.target_type}
          {r.target_id ? `:${r.target_id}` : ''}
        </code>
      ),
    },
    {
      key: 'ip',
      header: t('col.ip'),
      cell: (r) => <span className="text-ink-faint text-xs tabular-nums">{r.ip}</span>,
    },
    {
      key: 'open',
      header: <span className="sr-only">{t('col.details')}</span>,
      cell: (r) => (
        <button
          type="button"
          aria-expanded={opened === r.id}
          aria-controls="audit-detail"
          onClick={() => setOpened(opened === r.id ? null : r.id)}
          className="text-brand text-xs font-medium whitespace-nowrap hover:underline"
        >
          {opened === r.id ? t('hide') : t('show')}
        </button>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-3" data-testid="audit-log">
      <h1 className="text-ink text-xl font-semibold">{t('title')}</h1>
      <form
        role="search"
        onSubmit={submit}
        className="bg-surface flex flex-wrap items-end gap-2 rounded-lg p-3 shadow-sm"
      >
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs">
          <span className="text-ink-soft">{t('q')}</span>
          <input
            type="search"
            value={q}
            maxLength={CONSOLE_QUERY_MAX}
            onChange={(e) => setQ(e.target.value)}
            placeholder={t('qHint')}
            className={input}
          />
        </label>
        <label className="flex w-28 flex-col gap-1 text-xs">
          <span className="text-ink-soft">{t('actor')}</span>
          <input
            inputMode="numeric"
            value={actor}
            onChange={(e) => setActor(e.target.value.replace(/\D/g, ''))}
            className={input}
          />
        </label>
        <label className="flex w-44 flex-col gap-1 text-xs">
          <span className="text-ink-soft">{t('action')}</span>
          <input
            value={action}
            list="audit-actions"
            maxLength={64}
            onChange={(e) => setAction(e.target.value)}
            placeholder="settings.update"
            className={input}
          />
          <datalist id="audit-actions">
            {actions.map((a) => (
              <option key={a} value={a} />
            ))}
          </datalist>
        </label>
        <button
          type="submit"
          className="bg-brand flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-semibold text-white"
        >
          <Search aria-hidden className="size-4" />
          {tc('search')}
        </button>
        {result.data ? (
          <span className="text-ink-faint ml-auto text-xs">
            {t('total', { n: result.data.total })}
          </span>
        ) : null}
      </form>
      {result.state === 'failed' && !result.data ? (
        <ListFailed
          msg={result.msg}
          onRetry={() => setReload((n) => n + 1)}
          retryLabel={t('retry')}
        />
      ) : (
        <ConsoleTable
          rows={rows}
          rowKey={(r) => r.id}
          columns={columns}
          caption={t('title')}
          onOpen={(r) => setOpened(opened === r.id ? null : r.id)}
          busy={result.state === 'loading'}
          empty={t('empty')}
        />
      )}
      {open ? <AuditDetail entry={open} when={when(open.created_at)} /> : null}
      {result.data ? (
        <Pager
          page={result.data.page}
          total={result.data.total}
          limit={result.data.limit}
          onPage={(page) => {
            setOpened(null);
            setParams({ page });
          }}
          labels={labels}
          disabled={result.state === 'loading'}
        />
      ) : null}
    </div>
  );
}

function AuditDetail({ entry, when }: { entry: AuditEntry; when: string }) {
  const t = useTranslations('adminAudit');
  const diff = auditDiff(entry.before, entry.after);
  return (
    <section
      id="audit-detail"
      aria-label={t('detail', { id: entry.id })}
      data-testid="audit-detail"
      className="bg-surface flex flex-col gap-3 rounded-lg p-4 shadow-sm"
    >
      <h2 className="text-ink text-sm font-semibold">
        {t('detail', { id: entry.id })} · <code>{entry.action}</code>
      </h2>
      <dl className="text-ink-soft grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
        <dt>{t('col.time')}</dt>
        <dd className="tabular-nums">{when}</dd>
        <dt>{t('col.ip')}</dt>
        <dd className="tabular-nums">{entry.ip || '—'}</dd>
        <dt>{t('userAgent')}</dt>
        <dd className="break-all">{entry.user_agent || '—'}</dd>
      </dl>
      {diff.length === 0 ? (
        <p className="text-ink-faint text-sm">{t('noChange')}</p>
      ) : (
        <table className="w-full table-fixed border-collapse text-left text-xs">
          <caption className="sr-only">{t('diff')}</caption>
          <thead className="text-ink-soft">
            <tr>
              <th scope="col" className="w-40 px-2 py-1">
                {t('key')}
              </th>
              <th scope="col" className="px-2 py-1">
                {t('before')}
              </th>
              <th scope="col" className="px-2 py-1">
                {t('after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {diff.map((d) => (
              <tr
                key={d.key || '-'}
                className={clsx('border-line border-t', d.changed && 'bg-amber-50')}
                data-changed={d.changed || undefined}
              >
                <th scope="row" className="text-ink px-2 py-1 font-mono font-normal">
                  {d.key || t('value')}
                  {d.changed ? <span className="sr-only"> ({t('changed')})</span> : null}
                </th>
                <td className="text-ink-soft px-2 py-1 font-mono break-all">
                  {d.before ? d.changed ? <del>{d.before}</del> : d.before : '—'}
                </td>
                <td className="text-ink px-2 py-1 font-mono break-all">
                  {d.after ? (
                    d.changed ? (
                      <ins className="no-underline">{d.after}</ins>
                    ) : (
                      d.after
                    )
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
