'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Eye, EyeOff, Pencil, Plus, Search } from 'lucide-react';
import { apiGet, apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import type { VideoAdminList, VideoAdminRow, VideoCategoryAdmin } from '@/lib/publish/contract';
import {
  NEWS_LOCALES,
  SORT_MAX,
  VIDEO_CATEGORY_NAME_MAX,
  VIDEO_STATUSES,
  type VideoStatus,
} from '@/lib/publish/limits';
import { VIDEO_SPORTS, type VideoSport } from '@/lib/video/limits';
import { ConsoleTable, nextSort, type Column } from '@/components/admin/console-table';
import { videoListParams } from './video-params';
import { useConsoleParams } from '@/components/admin/use-console-params';
import { inlineError } from '@/components/wallet/api-error';
import { useDateTime } from '@/components/wallet/format';
import { ListFailed, Pager, type ListLabels } from '@/components/wallet/pager';
import { usePaged } from '@/components/wallet/use-paged';
import {
  ConfirmDialog,
  FieldError,
  inputClass,
  labelClass,
  primaryButton,
  secondaryButton,
  Spinner,
  WalletDialog,
} from '@/components/wallet/wallet-dialog';

const TONE: Record<VideoStatus, string> = {
  published: 'bg-green-50 text-win',
  hidden: 'bg-live-soft text-live',
  removed: 'bg-surface-muted text-ink-soft',
};

/**
 * Videos and their categories in the console (issue 27 "Publishing"; /admin/videos): every video
 * filtered by state and category, searched, sorted and paged in the URL; hide one (asked first,
 * with an undo in its toast) or show it again; move it to another category; the categories
 * below, each edited in a dialog with its names in zh, en and vi.
 */
export function VideoAdminPage({
  initial,
  categories: initialCategories,
}: {
  initial: VideoAdminList | null;
  categories: VideoCategoryAdmin[];
}) {
  const t = useTranslations('adminPublish.videos');
  const ts = useTranslations('adminPublish');
  const tc = useTranslations('console');
  const when = useDateTime();
  const [params, setParams] = useConsoleParams();
  const listParams = videoListParams(params.get);
  const [reload, setReload] = useState(0);
  const result = usePaged<VideoAdminRow>('admin/videoList', listParams, reload, initial);
  const data = result.data;
  const rows = data?.list ?? [];
  const [categories, setCategories] = useState(initialCategories);
  const [query, setQuery] = useState(String(listParams.q ?? ''));
  const [hiding, setHiding] = useState<VideoAdminRow | null>(null);
  const [editing, setEditing] = useState<Partial<VideoCategoryAdmin> | null>(null);
  const [busy, setBusy] = useState(false);

  const labels: ListLabels = {
    pages: ts('pager.pages'),
    prev: ts('pager.prev'),
    next: ts('pager.next'),
    pageOf: (page, pages) => ts('pager.pageOf', { page, pages }),
    retry: ts('pager.retry'),
  };

  async function run(call: () => Promise<unknown>, done: string, undo?: () => void) {
    setBusy(true);
    try {
      await call();
      setHiding(null);
      setReload((n) => n + 1);
      toast.success(done, undo ? { action: { label: tc('undo'), onClick: undo } } : undefined);
    } catch (e) {
      toast.error(inlineError(e));
    } finally {
      setBusy(false);
    }
  }

  const setStatus = (v: VideoAdminRow, action: 'hide' | 'unhide', undoable = true) =>
    run(
      () => apiPost('admin/videoSetStatus', { id: v.id, action }, { silent: true }),
      t(action === 'hide' ? 'hidden' : 'shown'),
      action === 'hide' && undoable ? () => void setStatus(v, 'unhide', false) : undefined,
    );

  const sort = { key: String(listParams.sort), dir: listParams.dir as 'asc' | 'desc' };
  const columns: Column<VideoAdminRow>[] = [
    {
      key: 'id',
      header: t('col.id'),
      sortable: true,
      cell: (v) => <span className="text-ink-faint tabular-nums">{v.id}</span>,
    },
    {
      key: 'title',
      header: t('col.title'),
      cell: (v) => (
        <span className="flex items-center gap-2">
          {/* eslint-disable-next-line @next/next/no-img-element -- an upload of any size */}
          <img src={v.cover} alt="" className="border-line h-9 w-16 rounded border object-cover" />
          <span className="text-ink font-medium">{v.title}</span>
        </span>
      ),
    },
    {
      key: 'category',
      header: t('col.category'),
      cell: (v) => (
        <select
          aria-label={t('categoryOf', { title: v.title })}
          value={v.category.id}
          tabIndex={-1}
          disabled={busy}
          onChange={(e) =>
            void run(
              () =>
                apiPost(
                  'admin/videoSetCategory',
                  { id: v.id, category_id: Number(e.target.value) },
                  { silent: true },
                ),
              t('moved'),
            )
          }
          className="border-line bg-surface text-ink rounded-md border px-1.5 py-1 text-xs"
        >
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name_zh} · {c.name_en}
            </option>
          ))}
        </select>
      ),
    },
    {
      key: 'status',
      header: t('col.status'),
      cell: (v) => (
        <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', TONE[v.status])}>
          {t(`status.${v.status}`)}
        </span>
      ),
    },
    { key: 'author', header: t('col.author'), cell: (v) => v.author.user_nickname },
    {
      key: 'views',
      header: t('col.views'),
      sortable: true,
      cell: (v) => <span className="tabular-nums">{v.views}</span>,
    },
    {
      key: 'created_at',
      header: t('col.createdAt'),
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (v) => (
        <time dateTime={v.created_at} className="text-ink-soft tabular-nums">
          {when(v.created_at)}
        </time>
      ),
    },
    {
      key: 'actions',
      header: t('col.actions'),
      className: 'text-right whitespace-nowrap',
      cell: (v) =>
        v.status === 'published' ? (
          <button
            type="button"
            tabIndex={-1}
            disabled={busy}
            onClick={() => setHiding(v)}
            aria-label={t('hideLabel', { title: v.title })}
            className="border-live/40 text-live hover:bg-live-soft inline-flex items-center gap-1 rounded-md border px-2 py-1 text-xs disabled:opacity-50"
          >
            <EyeOff aria-hidden className="size-3.5" />
            {t('hide')}
          </button>
        ) : v.status === 'hidden' ? (
          <button
            type="button"
            tabIndex={-1}
            disabled={busy}
            onClick={() => void setStatus(v, 'unhide')}
            aria-label={t('unhideLabel', { title: v.title })}
            className="border-line text-ink-soft hover:text-brand inline-flex items-center gap-1 rounded-md border px-2 py-1 text-xs disabled:opacity-50"
          >
            <Eye aria-hidden className="size-3.5" />
            {t('unhide')}
          </button>
        ) : null,
    },
  ];

  const categoryColumns: Column<VideoCategoryAdmin>[] = [
    { key: 'id', header: t('col.id'), cell: (c) => c.id },
    {
      key: 'name',
      header: t('cat.name'),
      cell: (c) => (
        <>
          <span className="text-ink font-medium">{c.name_zh}</span>
          <span className="text-ink-faint ml-2 text-xs">
            {c.name_en} · {c.name_vi}
          </span>
        </>
      ),
    },
    { key: 'sport', header: t('cat.sport'), cell: (c) => t(`sport.${c.sport}`) },
    { key: 'recommended', header: t('cat.recommended'), cell: (c) => (c.recommended ? '★' : '') },
    { key: 'sort', header: t('cat.sort'), cell: (c) => c.sort },
    { key: 'videos', header: t('cat.videos'), cell: (c) => c.videos },
    {
      key: 'actions',
      header: t('col.actions'),
      className: 'text-right',
      cell: (c) => (
        <button
          type="button"
          tabIndex={-1}
          onClick={() => setEditing(c)}
          aria-label={t('cat.editLabel', { name: c.name_zh })}
          className="border-line text-ink-soft hover:text-brand inline-flex items-center gap-1 rounded-md border px-2 py-1 text-xs"
        >
          <Pencil aria-hidden className="size-3.5" />
          {t('cat.edit')}
        </button>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-3" data-testid="video-admin">
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
            <label className="sr-only" htmlFor="video-q">
              {t('searchLabel')}
            </label>
            <input
              id="video-q"
              type="search"
              value={query}
              maxLength={64}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('searchPlaceholder')}
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
        </header>
        <div className="flex flex-wrap items-center gap-3">
          <div role="group" aria-label={t('statusFilter')} className="flex flex-wrap gap-1.5">
            {[undefined, ...VIDEO_STATUSES].map((s) => (
              <button
                key={s ?? 'all'}
                type="button"
                aria-pressed={listParams.status === s}
                onClick={() => setParams({ status: s ?? null })}
                className={clsx(
                  'rounded-full px-3 py-1 text-[13px] transition-colors',
                  listParams.status === s
                    ? 'bg-brand font-semibold text-white'
                    : 'bg-surface-muted text-ink-soft hover:text-brand',
                )}
              >
                {s ? t(`status.${s}`) : t('all')}
              </button>
            ))}
          </div>
          <label className="text-ink-soft flex items-center gap-1.5 text-sm">
            {t('col.category')}
            <select
              value={listParams.category_id ?? ''}
              onChange={(e) => setParams({ category: e.target.value || null })}
              className="border-line bg-surface text-ink rounded-md border px-2 py-1 text-sm"
            >
              <option value="">{t('allCategories')}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name_zh} · {c.name_en}
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
            <ConsoleTable<VideoAdminRow>
              rows={rows}
              rowKey={(v) => v.id}
              columns={columns}
              caption={t('title')}
              sort={sort}
              onSort={(key) => {
                const next = nextSort(sort, key);
                setParams({ sort: next.key, dir: next.dir });
              }}
              busy={result.state === 'loading'}
              empty={t('empty')}
            />
          </div>
        )}
        {data ? (
          <Pager
            page={Number(listParams.page)}
            total={data.total}
            limit={data.limit || 20}
            onPage={(page) => setParams({ page: page === 1 ? null : page })}
            labels={labels}
            disabled={result.state === 'loading'}
          />
        ) : null}
      </section>

      <section className="flex flex-col gap-3" data-testid="video-categories">
        <header className="flex items-end justify-between gap-3">
          <h2 className="text-ink text-lg font-semibold">{t('cat.title')}</h2>
          <button
            type="button"
            onClick={() => setEditing({ sport: 'other', recommended: false, sort: 0 })}
            className="bg-brand inline-flex items-center gap-1 rounded-md px-2.5 py-1.5 text-sm font-medium text-white"
          >
            <Plus aria-hidden className="size-4" />
            {t('cat.new')}
          </button>
        </header>
        <ConsoleTable<VideoCategoryAdmin>
          rows={categories}
          rowKey={(c) => c.id}
          columns={categoryColumns}
          caption={t('cat.title')}
          onOpen={(c) => setEditing(c)}
          empty={t('empty')}
        />
      </section>

      <ConfirmDialog
        open={hiding !== null}
        onOpenChange={(o) => {
          if (!o) setHiding(null);
        }}
        title={t('hideTitle')}
        text={hiding ? t('hideText', { title: hiding.title }) : ''}
        confirmLabel={t('hide')}
        cancelLabel={tc('cancel')}
        busy={busy}
        tone="danger"
        onConfirm={() => hiding && void setStatus(hiding, 'hide')}
      />
      {editing ? (
        <CategoryDialog
          draft={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void apiGet<VideoCategoryAdmin[]>('admin/videoCategoryList', {}, { silent: true })
              .then(setCategories)
              .catch(() => undefined);
          }}
        />
      ) : null}
    </div>
  );
}

function CategoryDialog({
  draft,
  onClose,
  onSaved,
}: {
  draft: Partial<VideoCategoryAdmin>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations('adminPublish.videos');
  const te = useTranslations('adminPublish.editor');
  const id = useId();
  const [v, setV] = useState(draft);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setBusy(true);
    setError(null);
    try {
      await apiPost(
        'admin/videoCategorySave',
        { ...v, recommended: v.recommended ? 1 : 0 },
        { silent: true },
      );
      toast.success(t('cat.saved'));
      onSaved();
    } catch (e) {
      setError(inlineError(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <WalletDialog
      open
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      locked={busy}
      title={draft.id ? t('cat.editTitle', { id: draft.id }) : t('cat.new')}
    >
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {NEWS_LOCALES.map((l) => (
          <div key={l}>
            <label htmlFor={`${id}-${l}`} className={labelClass}>
              {t('cat.nameIn', { lang: te(`lang.${l}`) })}
            </label>
            <input
              id={`${id}-${l}`}
              value={v[`name_${l}`] ?? ''}
              maxLength={VIDEO_CATEGORY_NAME_MAX}
              onChange={(e) => setV({ ...v, [`name_${l}`]: e.target.value })}
              className={inputClass}
            />
          </div>
        ))}
        <div className="flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor={`${id}-sport`} className={labelClass}>
              {t('cat.sport')}
            </label>
            <select
              id={`${id}-sport`}
              value={v.sport ?? 'other'}
              onChange={(e) => setV({ ...v, sport: e.target.value as VideoSport })}
              className={inputClass}
            >
              {VIDEO_SPORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`sport.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-sort`} className={labelClass}>
              {t('cat.sort')}
            </label>
            <input
              id={`${id}-sort`}
              type="number"
              min={0}
              max={SORT_MAX}
              value={v.sort ?? 0}
              onChange={(e) => setV({ ...v, sort: Number(e.target.value) || 0 })}
              className={`${inputClass} w-24`}
            />
          </div>
          <label className="text-ink flex items-center gap-2 pb-2 text-sm">
            <input
              type="checkbox"
              checked={!!v.recommended}
              onChange={(e) => setV({ ...v, recommended: e.target.checked })}
              className="accent-brand size-4"
            />
            {t('cat.recommended')}
          </label>
        </div>
        {error ? <FieldError id={`${id}-err`}>{error}</FieldError> : null}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onClose} disabled={busy} className={secondaryButton}>
            {t('cat.cancel')}
          </button>
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? <Spinner /> : null}
            {t('cat.save')}
          </button>
        </div>
      </form>
    </WalletDialog>
  );
}
