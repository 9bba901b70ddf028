'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Pencil, Plus } from 'lucide-react';
import { apiGet, apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import type { CircleAdmin } from '@/lib/publish/contract';
import {
  CIRCLE_DESCRIPTION_MAX,
  CIRCLE_NAME_MAX,
  NEWS_LOCALES,
  SORT_MAX,
} from '@/lib/publish/limits';
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

type Draft = Partial<CircleAdmin>;

const body = (c: Draft) => ({
  ...(c.id ? { id: c.id } : {}),
  name_zh: c.name_zh ?? '',
  name_en: c.name_en ?? '',
  name_vi: c.name_vi ?? '',
  description_zh: c.description_zh ?? '',
  description_en: c.description_en ?? '',
  description_vi: c.description_vi ?? '',
  sort: c.sort ?? 0,
  active: c.active ? 1 : 0,
});

/**
 * Community circles in the console (issue 27 "Publishing"; /admin/circles): names and
 * descriptions in zh, en and vi, order, and the switch (off: unlisted, no new posts; the toast
 * offers an undo). Enter on a row edits it.
 */
export function CircleAdminPage({ initial }: { initial: CircleAdmin[] | null }) {
  const t = useTranslations('adminPublish.circles');
  const tc = useTranslations('console');
  const [rows, setRows] = useState<CircleAdmin[]>(initial ?? []);
  const [editing, setEditing] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = async () =>
    setRows(await apiGet<CircleAdmin[]>('admin/circleList', {}, { silent: true }));

  async function toggle(c: CircleAdmin, undo = true) {
    setBusy(true);
    try {
      await apiPost('admin/circleSave', body({ ...c, active: !c.active }), { silent: true });
      await reload();
      toast.success(
        t(c.active ? 'switchedOff' : 'switchedOn'),
        undo
          ? {
              action: {
                label: tc('undo'),
                onClick: () => void toggle({ ...c, active: !c.active }, false),
              },
            }
          : undefined,
      );
    } catch (e) {
      toast.error(inlineError(e));
    } finally {
      setBusy(false);
    }
  }

  const columns: Column<CircleAdmin>[] = [
    { key: 'id', header: t('col.id'), cell: (c) => c.id },
    {
      key: 'name',
      header: t('col.name'),
      cell: (c) => (
        <>
          <span className="text-ink font-medium">{c.name_zh}</span>
          <span className="text-ink-faint ml-2 text-xs">
            {c.name_en} · {c.name_vi}
          </span>
        </>
      ),
    },
    { key: 'sort', header: t('col.sort'), cell: (c) => c.sort },
    { key: 'posts', header: t('col.posts'), cell: (c) => c.posts },
    {
      key: 'active',
      header: t('col.active'),
      cell: (c) => (
        <button
          type="button"
          role="switch"
          aria-checked={c.active}
          aria-label={t('activeLabel', { name: c.name_zh })}
          tabIndex={-1}
          disabled={busy}
          onClick={() => void toggle(c)}
          className={
            c.active
              ? 'bg-win rounded-full px-2 py-0.5 text-xs font-semibold text-white'
              : 'bg-surface-muted text-ink-soft rounded-full px-2 py-0.5 text-xs'
          }
        >
          {c.active ? t('on') : t('off')}
        </button>
      ),
    },
    {
      key: 'actions',
      header: t('col.actions'),
      className: 'text-right',
      cell: (c) => (
        <button
          type="button"
          tabIndex={-1}
          onClick={() => setEditing(c)}
          aria-label={t('editLabel', { name: c.name_zh })}
          className="border-line text-ink-soft hover:text-brand inline-flex items-center gap-1 rounded-md border px-2 py-1 text-xs"
        >
          <Pencil aria-hidden className="size-3.5" />
          {t('edit')}
        </button>
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-3" data-testid="circle-admin">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-ink text-xl font-semibold">{t('title')}</h1>
          <p className="text-ink-faint mt-0.5 text-xs">{t('intro')}</p>
        </div>
        <button
          type="button"
          onClick={() => setEditing({ active: true, sort: (rows.length + 1) * 10 })}
          className="bg-brand inline-flex items-center gap-1 rounded-md px-2.5 py-1.5 text-sm font-medium text-white"
        >
          <Plus aria-hidden className="size-4" />
          {t('new')}
        </button>
      </header>
      <ConsoleTable<CircleAdmin>
        rows={rows}
        rowKey={(c) => c.id}
        columns={columns}
        caption={t('title')}
        onOpen={(c) => setEditing(c)}
        busy={busy}
        empty={t('empty')}
      />
      {editing ? (
        <CircleDialog
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

function CircleDialog({
  draft,
  onClose,
  onSaved,
}: {
  draft: Draft;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations('adminPublish.circles');
  const te = useTranslations('adminPublish.editor');
  const id = useId();
  const [v, setV] = useState<Draft>(draft);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setBusy(true);
    setError(null);
    try {
      await apiPost('admin/circleSave', body(v), { silent: true });
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
          <fieldset key={l} className="border-line rounded-md border p-2">
            <legend className="text-ink-soft px-1 text-xs">{te(`lang.${l}`)}</legend>
            <label htmlFor={`${id}-${l}-name`} className={labelClass}>
              {t('col.name')}
            </label>
            <input
              id={`${id}-${l}-name`}
              value={v[`name_${l}`] ?? ''}
              maxLength={CIRCLE_NAME_MAX}
              onChange={(e) => setV({ ...v, [`name_${l}`]: e.target.value })}
              className={inputClass}
            />
            <label htmlFor={`${id}-${l}-desc`} className={`${labelClass} mt-2`}>
              {t('description')}
            </label>
            <textarea
              id={`${id}-${l}-desc`}
              rows={2}
              value={v[`description_${l}`] ?? ''}
              maxLength={CIRCLE_DESCRIPTION_MAX}
              onChange={(e) => setV({ ...v, [`description_${l}`]: e.target.value })}
              className={inputClass}
            />
          </fieldset>
        ))}
        <div className="flex items-end gap-4">
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
          <label className="text-ink flex items-center gap-2 pb-2 text-sm">
            <input
              type="checkbox"
              checked={!!v.active}
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
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? <Spinner /> : null}
            {t('save')}
          </button>
        </div>
      </form>
    </WalletDialog>
  );
}
