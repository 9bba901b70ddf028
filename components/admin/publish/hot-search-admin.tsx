'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Ban, Pencil, Pin, Plus, Trash2 } from 'lucide-react';
import { apiGet, apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import type { HotSearchAdmin, HotSearchList } from '@/lib/publish/contract';
import { HOT_MAX, HOT_NAME_MAX, NEWS_LOCALES, SORT_MAX } from '@/lib/publish/limits';
import { ConsoleTable, type Column } from '@/components/admin/console-table';
import { inlineError } from '@/components/wallet/api-error';
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

type Draft = Partial<HotSearchAdmin>;

/** The fields admin/hotSearchSave takes from a row (flags as 0/1). */
const body = (h: Draft) => ({
  ...(h.id ? { id: h.id } : {}),
  name_zh: h.name_zh ?? '',
  name_en: h.name_en ?? '',
  name_vi: h.name_vi ?? '',
  hot: h.hot ?? 0,
  sort: h.sort ?? 0,
  pinned: h.pinned ? 1 : 0,
  blocked: h.blocked ? 1 : 0,
});

/**
 * The hot-search list in the console (issue 27 "Publishing"; /admin/hot-searches): the editorial
 * keywords in zh, en and vi with their order and popularity; pin one to lead the nav bars' list,
 * block one so it never shows (also a keyword people search, from the list beside); each switch
 * offers an undo in its toast; deleting asks first.
 */
export function HotSearchAdminPage({ initial }: { initial: HotSearchList | null }) {
  const t = useTranslations('adminPublish.hot');
  const tc = useTranslations('console');
  const [data, setData] = useState<HotSearchList>(initial ?? { list: [], searched: [] });
  const [editing, setEditing] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<HotSearchAdmin | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = async () =>
    setData(await apiGet<HotSearchList>('admin/hotSearchList', {}, { silent: true }));

  async function save(h: Draft, done: string, undo?: Draft) {
    setBusy(true);
    try {
      await apiPost('admin/hotSearchSave', body(h), { silent: true });
      await reload();
      toast.success(
        done,
        undo
          ? { action: { label: tc('undo'), onClick: () => void save(undo, t('saved')) } }
          : undefined,
      );
    } catch (e) {
      toast.error(inlineError(e));
    } finally {
      setBusy(false);
    }
  }

  async function remove(h: HotSearchAdmin) {
    setBusy(true);
    try {
      await apiPost('admin/hotSearchDelete', { id: h.id }, { silent: true });
      setDeleting(null);
      await reload();
      toast.success(t('deleted'), {
        action: {
          label: tc('undo'),
          onClick: () => void save({ ...h, id: undefined }, t('saved')),
        },
      });
    } catch (e) {
      toast.error(inlineError(e));
    } finally {
      setBusy(false);
    }
  }

  const flagButton = (h: HotSearchAdmin, flag: 'pinned' | 'blocked') => {
    const on = h[flag];
    const Icon = flag === 'pinned' ? Pin : Ban;
    return (
      <button
        type="button"
        role="switch"
        aria-checked={on}
        tabIndex={-1}
        disabled={busy || (flag === 'pinned' && h.blocked)}
        aria-label={t(`${flag}Label`, { name: h.name_zh })}
        data-testid={`hot-${flag}-${h.id}`}
        onClick={() => void save({ ...h, [flag]: !on }, t(on ? `${flag}Off` : `${flag}On`), h)}
        className={clsx(
          'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs disabled:opacity-40',
          on
            ? flag === 'pinned'
              ? 'bg-brand font-semibold text-white'
              : 'bg-live font-semibold text-white'
            : 'bg-surface-muted text-ink-soft',
        )}
      >
        <Icon aria-hidden className="size-3" />
        {t(flag)}
      </button>
    );
  };

  const columns: Column<HotSearchAdmin>[] = [
    {
      key: 'name',
      header: t('col.name'),
      cell: (h) => (
        <>
          <span
            className={clsx('font-medium', h.blocked ? 'text-ink-faint line-through' : 'text-ink')}
          >
            {h.name_zh}
          </span>
          <span className="text-ink-faint ml-2 text-xs">
            {h.name_en} · {h.name_vi}
          </span>
        </>
      ),
    },
    {
      key: 'hot',
      header: t('col.hot'),
      cell: (h) => <span className="tabular-nums">{h.hot}</span>,
    },
    {
      key: 'sort',
      header: t('col.sort'),
      cell: (h) => <span className="tabular-nums">{h.sort}</span>,
    },
    {
      key: 'flags',
      header: t('col.flags'),
      cell: (h) => (
        <span className="inline-flex gap-1.5">
          {flagButton(h, 'pinned')}
          {flagButton(h, 'blocked')}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('col.actions'),
      className: 'text-right whitespace-nowrap',
      cell: (h) => (
        <span className="inline-flex gap-1.5">
          <button
            type="button"
            tabIndex={-1}
            onClick={() => setEditing(h)}
            aria-label={t('editLabel', { name: h.name_zh })}
            className="border-line text-ink-soft hover:text-brand inline-flex items-center gap-1 rounded-md border px-2 py-1 text-xs"
          >
            <Pencil aria-hidden className="size-3.5" />
            {t('edit')}
          </button>
          <button
            type="button"
            tabIndex={-1}
            disabled={busy}
            onClick={() => setDeleting(h)}
            aria-label={t('deleteLabel', { name: h.name_zh })}
            className="border-live/40 text-live hover:bg-live-soft inline-flex items-center gap-1 rounded-md border px-2 py-1 text-xs disabled:opacity-50"
          >
            <Trash2 aria-hidden className="size-3.5" />
            {t('delete')}
          </button>
        </span>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4" data-testid="hot-search-admin">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-ink text-xl font-semibold">{t('title')}</h1>
          <p className="text-ink-faint mt-0.5 text-xs">{t('intro')}</p>
        </div>
        <button
          type="button"
          onClick={() => setEditing({ sort: (data.list.length + 1) * 10 })}
          className="bg-brand inline-flex items-center gap-1 rounded-md px-2.5 py-1.5 text-sm font-medium text-white"
        >
          <Plus aria-hidden className="size-4" />
          {t('new')}
        </button>
      </header>
      <div className="desk:grid-cols-[1fr_18rem] grid gap-4">
        <ConsoleTable<HotSearchAdmin>
          rows={data.list}
          rowKey={(h) => h.id}
          columns={columns}
          caption={t('title')}
          onOpen={(h) => setEditing(h)}
          busy={busy}
          empty={t('empty')}
        />
        <aside className="border-line bg-surface rounded-lg border p-3">
          <h2 className="text-ink mb-2 text-sm font-semibold">{t('searched')}</h2>
          {data.searched.length ? (
            <ol className="flex flex-col gap-1.5 text-sm">
              {data.searched.map((k) => (
                <li key={k.name} className="flex items-center gap-2">
                  <span className="text-ink min-w-0 flex-1 truncate">{k.name}</span>
                  <span className="text-ink-faint text-xs tabular-nums">{k.clients}</span>
                  {(['pinned', 'blocked'] as const).map((flag) => (
                    <button
                      key={flag}
                      type="button"
                      disabled={busy}
                      aria-label={t(`${flag}Label`, { name: k.name })}
                      onClick={() =>
                        void save(
                          {
                            name_zh: k.name,
                            name_en: k.name,
                            name_vi: k.name,
                            [flag]: true,
                          },
                          t(`${flag}On`),
                        )
                      }
                      className="text-ink-soft hover:text-brand rounded p-1 disabled:opacity-40"
                    >
                      {flag === 'pinned' ? (
                        <Pin aria-hidden className="size-3.5" />
                      ) : (
                        <Ban aria-hidden className="size-3.5" />
                      )}
                    </button>
                  ))}
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-ink-faint text-sm">{t('nothingSearched')}</p>
          )}
        </aside>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => {
          if (!o) setDeleting(null);
        }}
        title={t('deleteTitle')}
        text={deleting ? t('deleteText', { name: deleting.name_zh }) : ''}
        confirmLabel={t('delete')}
        cancelLabel={tc('cancel')}
        busy={busy}
        tone="danger"
        onConfirm={() => deleting && void remove(deleting)}
      />
      {editing ? (
        <HotDialog
          draft={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload().catch(() => undefined);
          }}
        />
      ) : null}
    </div>
  );
}

function HotDialog({
  draft,
  onClose,
  onSaved,
}: {
  draft: Draft;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations('adminPublish.hot');
  const te = useTranslations('adminPublish.editor');
  const id = useId();
  const [v, setV] = useState<Draft>(draft);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setBusy(true);
    setError(null);
    try {
      await apiPost('admin/hotSearchSave', body(v), { silent: true });
      toast.success(t('saved'));
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
      title={draft.id ? t('editTitle', { id: draft.id }) : t('new')}
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
              {t('nameIn', { lang: te(`lang.${l}`) })}
            </label>
            <input
              id={`${id}-${l}`}
              value={v[`name_${l}`] ?? ''}
              maxLength={HOT_NAME_MAX}
              onChange={(e) => setV({ ...v, [`name_${l}`]: e.target.value })}
              className={inputClass}
            />
          </div>
        ))}
        <div className="flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor={`${id}-hot`} className={labelClass}>
              {t('col.hot')}
            </label>
            <input
              id={`${id}-hot`}
              type="number"
              min={0}
              max={HOT_MAX}
              value={v.hot ?? 0}
              onChange={(e) => setV({ ...v, hot: Number(e.target.value) || 0 })}
              className={`${inputClass} w-32`}
            />
          </div>
          <div>
            <label htmlFor={`${id}-sort`} className={labelClass}>
              {t('col.sort')}
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
          {(['pinned', 'blocked'] as const).map((flag) => (
            <label key={flag} className="text-ink flex items-center gap-2 pb-2 text-sm">
              <input
                type="checkbox"
                checked={!!v[flag]}
                onChange={(e) => setV({ ...v, [flag]: e.target.checked })}
                className="accent-brand size-4"
              />
              {t(flag)}
            </label>
          ))}
        </div>
        {error ? <FieldError id={`${id}-err`}>{error}</FieldError> : null}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onClose} disabled={busy} className={secondaryButton}>
            {t('cancel')}
          </button>
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? <Spinner /> : null}
            {t('save')}
          </button>
        </div>
      </form>
    </WalletDialog>
  );
}
