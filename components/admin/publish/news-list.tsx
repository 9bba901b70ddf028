'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { EyeOff, Eye, Pencil, Plus, Search } from 'lucide-react';
import { apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import type { NewsList as NewsPage, NewsRow } from '@/lib/publish/contract';
import { NEWS_STATUSES, type NewsStatusAction } from '@/lib/publish/limits';
import { Link, useRouter } from '@/i18n/navigation';
import { ConsoleTable, nextSort, type Column } from '@/components/admin/console-table';
import { useConsoleParams } from '@/components/admin/use-console-params';
import { inlineError } from '@/components/wallet/api-error';
import { useDateTime } from '@/components/wallet/format';
import { ListFailed, Pager, type ListLabels } from '@/components/wallet/pager';
import { usePaged } from '@/components/wallet/use-paged';
import { ConfirmDialog } from '@/components/wallet/wallet-dialog';
import type { Category } from './news-editor';
import { newsListParams, newsView } from './news-params';
import { NewsStatusBadge } from './news-status';

/**
 * The console's news list (issue 27 "Publishing"; /admin/news): every article with its state,
 * filtered by state and category, searched by title, sorted and paged, all kept in the URL. Enter
 * on a row opens the editor; hiding asks first and offers an undo (show again) in its toast; H
 * hides or shows the focused row.
 */
export function NewsList({
  initial,
  categories,
}: {
  initial: NewsPage | null;
  categories: Category[];
}) {
  const t = useTranslations('adminPublish');
  const tc = useTranslations('console');
  const when = useDateTime();
  const router = useRouter();
  const [params, setParams] = useConsoleParams();
  const view = newsView(params.get);
  const [reload, setReload] = useState(0);
  const result = usePaged<NewsRow>('admin/newsList', newsListParams(view), reload, initial);
  const data = result.data;
  const rows = data?.list ?? [];
  const [query, setQuery] = useState(view.q);
  const [hiding, setHiding] = useState<NewsRow | null>(null);
  const [busy, setBusy] = useState(false);

  const labels: ListLabels = {
    pages: t('pager.pages'),
    prev: t('pager.prev'),
    next: t('pager.next'),
    pageOf: (page, pages) => t('pager.pageOf', { page, pages }),
    retry: t('pager.retry'),
  };

  async function setStatus(row: NewsRow, action: NewsStatusAction, undo = false) {
    setBusy(true);
    try {
      await apiPost('admin/newsSetStatus', { id: row.id, action }, { silent: true });
      setHiding(null);
      setReload((n) => n + 1);
      if (action === 'hide')
        toast.success(t('toast.hidden'), {
          action: { label: tc('undo'), onClick: () => void setStatus(row, 'unhide', true) },
        });
      else if (!undo) toast.success(t(action === 'unhide' ? 'toast.unhidden' : 'toast.published'));
    } catch (e) {
      toast.error(inlineError(e));
    } finally {
      setBusy(false);
    }
  }

  const open = (r: NewsRow) => router.push(`/admin/news/edit?id=${r.id}`);
  const sort = { key: view.sort, dir: view.dir };
  const columns: Column<NewsRow>[] = [
    {
      key: 'id',
      header: t('col.id'),
      sortable: true,
      cell: (r) => <span className="text-ink-faint tabular-nums">{r.id}</span>,
    },
    {
      key: 'title',
      header: t('col.title'),
      cell: (r) => (
        <Link
          href={`/admin/news/edit?id=${r.id}`}
          tabIndex={-1}
          className="text-ink hover:text-brand font-medium"
        >
          {r.title}
          {r.headline ? <span className="text-brand ml-1.5 text-xs">★</span> : null}
          <span className="text-ink-faint ml-1.5 text-xs uppercase">{r.locales.join(' · ')}</span>
        </Link>
      ),
    },
    { key: 'category', header: t('col.category'), cell: (r) => r.category.name },
    {
      key: 'status',
      header: t('col.status'),
      cell: (r) => <NewsStatusBadge status={r.status} />,
    },
    {
      key: 'author',
      header: t('col.author'),
      cell: (r) => <span className="text-ink-soft">{r.author?.user_nickname ?? '—'}</span>,
    },
    {
      key: 'published_at',
      header: t('col.publishedAt'),
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (r) => (
        <time dateTime={r.published_at} className="text-ink-soft tabular-nums">
          {r.status === 'draft' ? '—' : when(r.published_at)}
        </time>
      ),
    },
    {
      key: 'updated_at',
      header: t('col.updatedAt'),
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (r) => (
        <time dateTime={r.updated_at} className="text-ink-faint tabular-nums">
          {when(r.updated_at)}
        </time>
      ),
    },
    {
      key: 'actions',
      header: t('col.actions'),
      className: 'text-right whitespace-nowrap',
      cell: (r) => (
        <span className="inline-flex gap-1.5">
          <Link
            href={`/admin/news/edit?id=${r.id}`}
            tabIndex={-1}
            aria-label={t('action.editLabel', { title: r.title })}
            className="border-line text-ink-soft hover:text-brand inline-flex items-center gap-1 rounded-md border px-2 py-1 text-xs"
          >
            <Pencil aria-hidden className="size-3.5" />
            {t('action.edit')}
          </Link>
          {r.status === 'published' || r.status === 'scheduled' ? (
            <button
              type="button"
              tabIndex={-1}
              disabled={busy}
              onClick={() => setHiding(r)}
              aria-label={t('action.hideLabel', { title: r.title })}
              data-testid={`news-hide-${r.id}`}
              className="border-live/40 text-live hover:bg-live-soft inline-flex items-center gap-1 rounded-md border px-2 py-1 text-xs disabled:opacity-50"
            >
              <EyeOff aria-hidden className="size-3.5" />
              {t('action.hide')}
            </button>
          ) : r.status === 'hidden' ? (
            <button
              type="button"
              tabIndex={-1}
              disabled={busy}
              onClick={() => void setStatus(r, 'unhide')}
              aria-label={t('action.unhideLabel', { title: r.title })}
              data-testid={`news-unhide-${r.id}`}
              className="border-line text-ink-soft hover:text-brand inline-flex items-center gap-1 rounded-md border px-2 py-1 text-xs disabled:opacity-50"
            >
              <Eye aria-hidden className="size-3.5" />
              {t('action.unhide')}
            </button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-3" data-testid="news-list">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-ink text-xl font-semibold">{t('title.news')}</h1>
          <p className="text-ink-faint mt-0.5 text-xs">{t('list.keys')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <form
            role="search"
            className="flex items-center gap-1.5"
            onSubmit={(e) => {
              e.preventDefault();
              setParams({ q: query.trim() || null });
            }}
          >
            <label className="sr-only" htmlFor="news-q">
              {t('list.searchLabel')}
            </label>
            <input
              id="news-q"
              type="search"
              value={query}
              maxLength={64}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('list.searchPlaceholder')}
              className="border-line bg-surface text-ink placeholder:text-ink-faint focus:border-brand w-48 rounded-md border px-2.5 py-1.5 text-sm outline-none"
            />
            <button
              type="submit"
              className="bg-brand inline-flex items-center gap-1 rounded-md px-2.5 py-1.5 text-sm font-medium text-white"
            >
              <Search aria-hidden className="size-4" />
              {tc('search')}
            </button>
          </form>
          <Link
            href="/admin/news/edit"
            data-testid="news-new"
            className="bg-brand inline-flex items-center gap-1 rounded-md px-2.5 py-1.5 text-sm font-medium text-white"
          >
            <Plus aria-hidden className="size-4" />
            {t('list.new')}
          </Link>
        </div>
      </header>

      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label={t('list.statusFilter')} className="flex flex-wrap gap-1.5">
          {[undefined, ...NEWS_STATUSES].map((s) => (
            <button
              key={s ?? 'all'}
              type="button"
              aria-pressed={view.status === s}
              data-testid={`news-filter-${s ?? 'all'}`}
              onClick={() => setParams({ status: s ?? null })}
              className={clsx(
                'rounded-full px-3 py-1 text-[13px] transition-colors',
                view.status === s
                  ? 'bg-brand font-semibold text-white'
                  : 'bg-surface-muted text-ink-soft hover:text-brand',
              )}
            >
              {s ? t(`status.${s}`) : t('list.all')}
            </button>
          ))}
        </div>
        <label className="text-ink-soft flex items-center gap-1.5 text-sm">
          {t('list.categoryFilter')}
          <select
            value={view.category ?? ''}
            onChange={(e) => setParams({ category: e.target.value || null })}
            className="border-line bg-surface text-ink rounded-md border px-2 py-1 text-sm"
          >
            <option value="">{t('list.allCategories')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </div>

      {result.state === 'failed' && !data ? (
        <ListFailed
          msg={result.msg}
          onRetry={() => setReload((n) => n + 1)}
          retryLabel={labels.retry}
        />
      ) : (
        <div className={clsx(result.state === 'loading' && data && 'opacity-60')}>
          <ConsoleTable<NewsRow>
            rows={rows}
            rowKey={(r) => r.id}
            columns={columns}
            caption={t('title.news')}
            sort={sort}
            onSort={(key) => {
              const next = nextSort(sort, key);
              setParams({ sort: next.key, dir: next.dir });
            }}
            onOpen={open}
            onRowKey={(key, r) => {
              if (busy || (key !== 'h' && key !== 'H')) return false;
              if (r.status === 'hidden') void setStatus(r, 'unhide');
              else if (r.status === 'published' || r.status === 'scheduled') setHiding(r);
              else return false;
              return true;
            }}
            busy={result.state === 'loading'}
            empty={t('list.empty')}
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
        open={hiding !== null}
        onOpenChange={(o) => {
          if (!o) setHiding(null);
        }}
        title={t('hideConfirm.title')}
        text={hiding ? t('hideConfirm.text', { title: hiding.title }) : ''}
        confirmLabel={t('action.hide')}
        cancelLabel={tc('cancel')}
        busy={busy}
        tone="danger"
        onConfirm={() => hiding && void setStatus(hiding, 'hide')}
        testId="news-hide-confirm"
      />
    </section>
  );
}
