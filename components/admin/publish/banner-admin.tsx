'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ArrowDown, ArrowUp, ImageUp, Pencil, Plus } from 'lucide-react';
import { apiGet, apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { uploadFile } from '@/lib/client/upload';
import type { BannerAdmin } from '@/lib/publish/contract';
import { BANNER_TITLE_MAX, NEWS_LOCALES, SORT_MAX } from '@/lib/publish/limits';
import { ConsoleTable, type Column } from '@/components/admin/console-table';
import { inlineError } from '@/components/wallet/api-error';
import {
  FieldError,
  inputClass,
  labelClass,
  primaryButton,
  secondaryButton,
  Spinner,
  WalletDialog,
} from '@/components/wallet/wallet-dialog';

type Draft = Omit<BannerAdmin, 'id'> & { id?: number };

const blank: Draft = {
  title_zh: '',
  title_en: '',
  title_vi: '',
  image: '',
  link: '',
  sort: 0,
  active: true,
};

/**
 * The home page's banners in the console (issue 27 "Publishing"; /admin/banners): every banner
 * with its picture, titles, link and switch; edit one in a dialog (titles in zh, en and vi, an
 * uploaded picture); move one up or down (the order is saved at once); Enter on a row edits it.
 */
export function BannerAdminPage({ initial }: { initial: BannerAdmin[] | null }) {
  const t = useTranslations('adminPublish.banners');
  const tc = useTranslations('console');
  const [rows, setRows] = useState<BannerAdmin[]>(initial ?? []);
  const [editing, setEditing] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);

  async function reload() {
    setRows(await apiGet<BannerAdmin[]>('admin/bannerList', {}, { silent: true }));
  }

  async function move(index: number, by: -1 | 1) {
    const next = [...rows];
    const [r] = next.splice(index, 1);
    next.splice(index + by, 0, r);
    setBusy(true);
    try {
      setRows(
        await apiPost<BannerAdmin[]>(
          'admin/bannerReorder',
          { ids: next.map((b) => b.id) },
          { silent: true },
        ),
      );
      toast.success(t('reordered'));
    } catch (e) {
      toast.error(inlineError(e));
    } finally {
      setBusy(false);
    }
  }

  async function toggle(b: BannerAdmin) {
    setBusy(true);
    try {
      await apiPost('admin/bannerSave', { ...b, active: b.active ? 0 : 1 }, { silent: true });
      await reload();
      toast.success(b.active ? t('switchedOff') : t('switchedOn'), {
        action: {
          label: tc('undo'),
          onClick: () => {
            void apiPost('admin/bannerSave', { ...b, active: b.active ? 1 : 0 }, { silent: true })
              .then(reload)
              .catch((e: unknown) => toast.error(inlineError(e)));
          },
        },
      });
    } catch (e) {
      toast.error(inlineError(e));
    } finally {
      setBusy(false);
    }
  }

  const columns: Column<BannerAdmin>[] = [
    {
      key: 'image',
      header: t('col.image'),
      cell: (b) => (
        // eslint-disable-next-line @next/next/no-img-element -- an upload of any size
        <img src={b.image} alt="" className="border-line h-10 w-20 rounded border object-cover" />
      ),
    },
    {
      key: 'title',
      header: t('col.title'),
      cell: (b) => (
        <>
          <p className="text-ink font-medium">{b.title_zh}</p>
          <p className="text-ink-faint text-xs">
            {b.title_en} · {b.title_vi}
          </p>
        </>
      ),
    },
    {
      key: 'link',
      header: t('col.link'),
      cell: (b) => <span className="text-ink-soft break-all">{b.link}</span>,
    },
    {
      key: 'active',
      header: t('col.active'),
      cell: (b) => (
        <button
          type="button"
          role="switch"
          aria-checked={b.active}
          aria-label={t('activeLabel', { title: b.title_zh })}
          tabIndex={-1}
          disabled={busy}
          onClick={() => void toggle(b)}
          data-testid={`banner-active-${b.id}`}
          className={
            b.active
              ? 'bg-win rounded-full px-2 py-0.5 text-xs font-semibold text-white'
              : 'bg-surface-muted text-ink-soft rounded-full px-2 py-0.5 text-xs'
          }
        >
          {b.active ? t('on') : t('off')}
        </button>
      ),
    },
    {
      key: 'actions',
      header: t('col.actions'),
      className: 'text-right whitespace-nowrap',
      cell: (b) => {
        const i = rows.indexOf(b);
        return (
          <span className="inline-flex gap-1">
            <button
              type="button"
              tabIndex={-1}
              disabled={busy || i === 0}
              onClick={() => void move(i, -1)}
              aria-label={t('up', { title: b.title_zh })}
              className="border-line text-ink-soft hover:text-brand rounded-md border p-1 disabled:opacity-40"
            >
              <ArrowUp aria-hidden className="size-3.5" />
            </button>
            <button
              type="button"
              tabIndex={-1}
              disabled={busy || i === rows.length - 1}
              onClick={() => void move(i, 1)}
              aria-label={t('down', { title: b.title_zh })}
              className="border-line text-ink-soft hover:text-brand rounded-md border p-1 disabled:opacity-40"
            >
              <ArrowDown aria-hidden className="size-3.5" />
            </button>
            <button
              type="button"
              tabIndex={-1}
              onClick={() => setEditing(b)}
              aria-label={t('editLabel', { title: b.title_zh })}
              className="border-line text-ink-soft hover:text-brand inline-flex items-center gap-1 rounded-md border px-2 py-1 text-xs"
            >
              <Pencil aria-hidden className="size-3.5" />
              {t('edit')}
            </button>
          </span>
        );
      },
    },
  ];

  return (
    <section className="flex flex-col gap-3" data-testid="banner-admin">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-ink text-xl font-semibold">{t('title')}</h1>
          <p className="text-ink-faint mt-0.5 text-xs">{t('keys')}</p>
        </div>
        <button
          type="button"
          onClick={() => setEditing({ ...blank, sort: (rows.length + 1) * 10 })}
          className="bg-brand inline-flex items-center gap-1 rounded-md px-2.5 py-1.5 text-sm font-medium text-white"
        >
          <Plus aria-hidden className="size-4" />
          {t('new')}
        </button>
      </header>
      <ConsoleTable<BannerAdmin>
        rows={rows}
        rowKey={(b) => b.id}
        columns={columns}
        caption={t('title')}
        onOpen={(b) => setEditing(b)}
        busy={busy}
        empty={t('empty')}
      />
      {editing ? (
        <BannerDialog
          draft={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload().catch(() => undefined);
          }}
        />
      ) : null}
    </section>
  );
}

function BannerDialog({
  draft,
  onClose,
  onSaved,
}: {
  draft: Draft;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations('adminPublish.banners');
  const te = useTranslations('adminPublish.editor');
  const id = useId();
  const [v, setV] = useState<Draft>(draft);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setBusy(true);
    setError(null);
    try {
      await apiPost('admin/bannerSave', { ...v, active: v.active ? 1 : 0 }, { silent: true });
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
      testId="banner-dialog"
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
              {t('titleIn', { lang: te(`lang.${l}`) })}
            </label>
            <input
              id={`${id}-${l}`}
              value={v[`title_${l}`]}
              maxLength={BANNER_TITLE_MAX}
              onChange={(e) => setV({ ...v, [`title_${l}`]: e.target.value })}
              className={inputClass}
            />
          </div>
        ))}
        <div>
          <p className={labelClass}>{t('col.image')}</p>
          <div className="flex items-center gap-2">
            {v.image ? (
              // eslint-disable-next-line @next/next/no-img-element -- an upload of any size
              <img
                src={v.image}
                alt=""
                className="border-line h-14 w-28 rounded border object-cover"
              />
            ) : null}
            <label className={secondaryButton}>
              {uploading ? <Spinner /> : <ImageUp aria-hidden className="size-4" />}
              {uploading ? te('uploading') : te('coverUpload')}
              <input
                type="file"
                accept="image/png,image/jpeg"
                className="sr-only"
                onChange={(e) => {
                  const f = e.target.files?.[0];
                  e.target.value = '';
                  if (!f) return;
                  setUploading(true);
                  uploadFile('cover', f, te('errors.uploadFailed'))
                    .then((url) => setV((s) => ({ ...s, image: url })))
                    .catch((err: unknown) =>
                      toast.error(err instanceof Error ? err.message : te('errors.uploadFailed')),
                    )
                    .finally(() => setUploading(false));
                }}
              />
            </label>
          </div>
          <p className="text-ink-faint mt-1 text-xs">{te('coverHint')}</p>
        </div>
        <div>
          <label htmlFor={`${id}-link`} className={labelClass}>
            {t('col.link')}
          </label>
          <input
            id={`${id}-link`}
            value={v.link}
            placeholder="/news/12"
            onChange={(e) => setV({ ...v, link: e.target.value })}
            className={inputClass}
          />
        </div>
        <div className="flex items-end gap-4">
          <div>
            <label htmlFor={`${id}-sort`} className={labelClass}>
              {t('sort')}
            </label>
            <input
              id={`${id}-sort`}
              type="number"
              min={0}
              max={SORT_MAX}
              value={v.sort}
              onChange={(e) => setV({ ...v, sort: Number(e.target.value) || 0 })}
              className={`${inputClass} w-28`}
            />
          </div>
          <label className="text-ink flex items-center gap-2 pb-2 text-sm">
            <input
              type="checkbox"
              checked={v.active}
              onChange={(e) => setV({ ...v, active: e.target.checked })}
              className="accent-brand size-4"
            />
            {t('col.active')}
          </label>
        </div>
        {error ? <FieldError id={`${id}-err`}>{error}</FieldError> : null}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onClose} disabled={busy} className={secondaryButton}>
            {t('cancel')}
          </button>
          <button type="submit" disabled={busy || uploading} className={primaryButton}>
            {busy ? <Spinner /> : null}
            {t('save')}
          </button>
        </div>
      </form>
    </WalletDialog>
  );
}
