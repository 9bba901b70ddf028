'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { apiGet, apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import type { ConsoleLiveCategory, LiveCategorySave } from '@/lib/admin/rooms-contract';
import { CATEGORY_NAME_MAX, SORT_MAX } from '@/lib/admin/users-limits';
import { ConsoleTable, type Column } from '@/components/admin/console-table';
import { inlineError } from '@/components/wallet/api-error';
import {
  ConfirmDialog,
  inputClass,
  labelClass,
  primaryButton,
  secondaryButton,
} from '@/components/wallet/wallet-dialog';

const LANGS = ['zh', 'en', 'vi'] as const;
type Form = LiveCategorySave;
const EMPTY: Form = { name_zh: '', name_en: '', name_vi: '', sort: 0 };

/**
 * The live categories ("other" sports of the live list) with their names in zh, en and vi:
 * administrators add, rename, reorder and delete them (issue 27 "Rooms").
 */
export function LiveCategories({
  initial,
  canEdit,
}: {
  initial: ConsoleLiveCategory[];
  canEdit: boolean;
}) {
  const t = useTranslations('adminRooms.categories');
  const tc = useTranslations('console');
  const [list, setList] = useState(initial);
  const [form, setForm] = useState<Form>(EMPTY);
  const [deleting, setDeleting] = useState<ConsoleLiveCategory | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    if (reload === 0) return;
    apiGet<ConsoleLiveCategory[]>('admin/liveCategoryList', {}, { silent: true })
      .then(setList)
      .catch((e: unknown) => toast.error(inlineError(e)));
  }, [reload]);

  async function save() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await apiPost('admin/liveCategorySave', { ...form }, { silent: true });
      toast.success(tc('saved'));
      setForm(EMPTY);
      setReload((n) => n + 1);
    } catch (e) {
      setError(inlineError(e));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!deleting || busy) return;
    setBusy(true);
    setError(null);
    try {
      await apiPost('admin/liveCategoryDelete', { id: deleting.id }, { silent: true });
      toast.success(t('deleted'));
      setDeleting(null);
      setReload((n) => n + 1);
    } catch (e) {
      setError(inlineError(e));
    } finally {
      setBusy(false);
    }
  }

  const columns: Column<ConsoleLiveCategory>[] = [
    ...LANGS.map((l) => ({
      key: l,
      header: t(`name.${l}`),
      cell: (c: ConsoleLiveCategory) => c[`name_${l}`],
    })),
    { key: 'sort', header: t('sort'), className: 'tabular-nums', cell: (c) => c.sort },
    { key: 'rooms', header: t('rooms'), className: 'tabular-nums', cell: (c) => c.rooms },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: tc('actions'),
            className: 'text-right whitespace-nowrap',
            cell: (c: ConsoleLiveCategory) => (
              <span className="inline-flex gap-1.5">
                <button
                  type="button"
                  className="text-brand text-xs font-semibold"
                  onClick={() =>
                    setForm({
                      id: c.id,
                      name_zh: c.name_zh,
                      name_en: c.name_en,
                      name_vi: c.name_vi,
                      sort: c.sort,
                    })
                  }
                >
                  {t('edit')}
                </button>
                <button
                  type="button"
                  className="text-live text-xs font-semibold"
                  onClick={() => {
                    setError(null);
                    setDeleting(c);
                  }}
                >
                  {t('delete')}
                </button>
              </span>
            ),
          },
        ]
      : []),
  ];

  return (
    <section
      aria-labelledby="live-categories"
      className="bg-surface flex flex-col gap-3 rounded-lg p-4 shadow-sm"
    >
      <h2 id="live-categories" className="text-ink font-semibold">
        {t('title')}
      </h2>
      <ConsoleTable<ConsoleLiveCategory>
        rows={list}
        rowKey={(c) => c.id}
        columns={columns}
        caption={t('title')}
        empty={tc('table.empty')}
      />
      {canEdit ? (
        <form
          className="grid gap-3 sm:grid-cols-4"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {LANGS.map((l) => (
            <div key={l}>
              <label htmlFor={`cat-${l}`} className={labelClass}>
                {t(`name.${l}`)}
              </label>
              <input
                id={`cat-${l}`}
                required
                maxLength={CATEGORY_NAME_MAX}
                value={form[`name_${l}`]}
                onChange={(e) => setForm((f) => ({ ...f, [`name_${l}`]: e.target.value }))}
                className={inputClass}
              />
            </div>
          ))}
          <div>
            <label htmlFor="cat-sort" className={labelClass}>
              {t('sort')}
            </label>
            <input
              id="cat-sort"
              type="number"
              min={0}
              max={SORT_MAX}
              value={form.sort}
              onChange={(e) => setForm((f) => ({ ...f, sort: Number(e.target.value) || 0 }))}
              className={inputClass}
            />
          </div>
          {error && !deleting ? (
            <p role="alert" className="text-live text-sm sm:col-span-4">
              {error}
            </p>
          ) : null}
          <div className="flex gap-2 sm:col-span-4">
            <button type="submit" disabled={busy} className={primaryButton}>
              {form.id ? t('saveEdit') : t('add')}
            </button>
            {form.id ? (
              <button type="button" className={secondaryButton} onClick={() => setForm(EMPTY)}>
                {tc('cancel')}
              </button>
            ) : null}
          </div>
        </form>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('deleteTitle', { name: deleting?.name_zh ?? '' })}
        text={t('deleteText', { n: deleting?.rooms ?? 0 })}
        confirmLabel={t('delete')}
        cancelLabel={tc('cancel')}
        busy={busy}
        error={error}
        tone="danger"
        onConfirm={() => void remove()}
      />
    </section>
  );
}
