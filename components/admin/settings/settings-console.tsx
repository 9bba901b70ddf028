'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import * as Tabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import { Pencil, Plus } from 'lucide-react';
import { isApiError } from '@/lib/contract';
import { apiGet, apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import type { ConsoleSettings, SettingsGroup } from '@/lib/admin/settings-contract';
import type { Messages } from '@/lib/i18n/messages';
import { ConsoleTable, type Column } from '@/components/admin/console-table';
import { useConsoleParams } from '@/components/admin/use-console-params';
import { inlineError } from '@/components/wallet/api-error';
import {
  ConfirmDialog,
  primaryButton,
  secondaryButton,
  WalletDialog,
} from '@/components/wallet/wallet-dialog';

/** The tabs: one per group; the last three are lists edited item by item. */
const TABS = [
  'app',
  'contacts',
  'activity',
  'invite',
  'signup_bonus',
  'exchange',
  'charge_rules',
  'gifts',
  'nobles',
] as const;
type Tab = (typeof TABS)[number];

type Kind = 'text' | 'url' | 'email' | 'number' | 'bool' | 'datetime';
/** A field's name: the API's, and its label's key under adminSettings.fields. */
type FieldName = keyof Messages['adminSettings']['fields'];
type Field = { name: FieldName; kind: Kind; newOnly?: boolean };
type Values = Record<string, string | boolean>;

const f = (name: FieldName, kind: Kind = 'text', newOnly = false): Field => ({
  name,
  kind,
  newOnly,
});

/** The fields of each group's form, in the order shown (the API's names). */
const FIELDS: Record<SettingsGroup, Field[]> = {
  app: [
    f('app_ios_url', 'url'),
    f('app_android_url', 'url'),
    f('app_redirect_url', 'url'),
    f('app_version'),
  ],
  contacts: [f('feedback_qq'), f('customer_service_email', 'email')],
  activity: [f('show', 'bool'), f('image'), f('label_zh'), f('label_en'), f('label_vi')],
  invite: [
    f('open', 'bool'),
    f('id'),
    f('inviter_reward', 'number'),
    f('friend_reward', 'number'),
    f('daily_cap', 'number'),
    f('starts_at', 'datetime'),
    f('ends_at', 'datetime'),
  ],
  signup_bonus: [f('enabled', 'bool'), f('amount', 'number')],
  exchange: [f('coins_per_yuan', 'number'), f('income_to_coins', 'number')],
  charge_rule: [
    f('coins', 'number'),
    f('bonus', 'number'),
    f('price', 'number'),
    f('sort', 'number'),
    f('enabled', 'bool'),
  ],
  gift: [
    f('slug', 'text', true),
    f('name_zh'),
    f('name_en'),
    f('name_vi'),
    f('price', 'number'),
    f('icon'),
    f('sort', 'number'),
    f('enabled', 'bool'),
  ],
  noble: [f('name_zh'), f('name_en'), f('name_vi'), f('monthly_price', 'number')],
};

/** An ISO time as the value of a datetime-local input (the browser's zone), '' for none. */
function toLocalInput(iso: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** A settings object's fields as form values. */
function valuesOf(fields: Field[], from: Record<string, unknown>): Values {
  const out: Values = {};
  for (const { name, kind } of fields) {
    const v = from[name];
    if (kind === 'bool') out[name] = v === true;
    else if (kind === 'datetime') out[name] = toLocalInput(typeof v === 'string' ? v : '');
    else out[name] = typeof v === 'string' || typeof v === 'number' ? String(v) : '';
  }
  return out;
}

/** Form values as the API takes them (times back to ISO, in the browser's zone). */
function bodyOf(fields: Field[], values: Values): Record<string, unknown> {
  return Object.fromEntries(
    fields.map(({ name, kind }) => {
      const v = values[name];
      if (kind === 'datetime' && typeof v === 'string' && v) {
        const d = new Date(v);
        return [name, Number.isNaN(d.getTime()) ? v : d.toISOString()];
      }
      return [name, typeof v === 'string' ? v.trim() : v];
    }),
  );
}

const inputClass =
  'border-line text-ink bg-surface focus:border-brand w-full rounded-md border px-2 py-1.5 text-sm outline-none aria-[invalid=true]:border-live';

/**
 * One group's form (or one item of a list group): every field with its label, validated by the
 * API on save (the message of the refused field shows beside it), saved after a confirmation.
 */
function GroupForm({
  group,
  id,
  initial,
  onSaved,
  onCancel,
}: {
  group: SettingsGroup;
  /** The list item edited; undefined for a new item or a plain group. */
  id?: number;
  initial: Record<string, unknown>;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const t = useTranslations('adminSettings');
  const isNew = id === undefined && ['charge_rule', 'gift'].includes(group);
  const fields = FIELDS[group].filter((x) => !x.newOnly || isNew);
  const [values, setValues] = useState<Values>(() => valuesOf(fields, initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const formId = `settings-${group}-${id ?? 'new'}`;

  function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    setConfirming(true);
  }

  async function save() {
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await apiPost(
        'admin/settingsUpdate',
        { group, ...(id !== undefined ? { id } : {}), ...bodyOf(fields, values) },
        { silent: true },
      );
      setConfirming(false);
      toast.success(t('saved'));
      onSaved();
    } catch (err) {
      const msg = inlineError(err);
      const field =
        isApiError(err) && err.data && typeof err.data === 'object'
          ? (err.data as { field?: string }).field
          : undefined;
      setConfirming(false);
      if (field && fields.some((x) => x.name === field)) setErrors({ [field]: msg });
      else setFormError(msg);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      id={formId}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3"
      data-testid={formId}
    >
      <div className="desk:grid-cols-2 grid grid-cols-1 gap-3">
        {fields.map(({ name, kind }) => {
          const fid = `${formId}-${name}`;
          const err = errors[name];
          if (kind === 'bool') {
            return (
              <label key={name} className="text-ink flex items-center gap-2 text-sm">
                <input
                  id={fid}
                  type="checkbox"
                  checked={values[name] === true}
                  onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.checked }))}
                  className="accent-brand size-4"
                />
                {t(`fields.${name}`)}
              </label>
            );
          }
          return (
            <div key={name} className="flex flex-col gap-1">
              <label htmlFor={fid} className="text-ink-soft text-xs">
                {t(`fields.${name}`)}
              </label>
              <input
                id={fid}
                name={name}
                type={kind === 'datetime' ? 'datetime-local' : kind === 'number' ? 'text' : kind}
                inputMode={kind === 'number' ? 'decimal' : undefined}
                value={String(values[name] ?? '')}
                onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
                aria-invalid={err ? true : undefined}
                aria-describedby={err ? `${fid}-err` : undefined}
                className={inputClass}
              />
              {err ? (
                <p id={`${fid}-err`} role="alert" className="text-live text-xs">
                  {err}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {formError ? (
        <p role="alert" className="text-live bg-live-soft rounded-lg px-3 py-2 text-sm">
          {formError}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <button type="button" onClick={onCancel} className={secondaryButton}>
            {t('cancel')}
          </button>
        ) : null}
        <button type="submit" className={primaryButton} disabled={busy}>
          {t('save')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(o) => !busy && setConfirming(o)}
        title={t('confirmTitle')}
        text={t('confirmText', { group: t(`groups.${group}`) })}
        confirmLabel={t('save')}
        cancelLabel={t('cancel')}
        busy={busy}
        onConfirm={() => void save()}
        testId="settings-confirm"
      />
    </form>
  );
}

type ListGroup = 'charge_rule' | 'gift' | 'noble';
type Item = { id: number } & Record<string, unknown>;

/** A list group: its items in a table, each edited in a dialog; new ones added the same way. */
function ListEditor({
  group,
  items,
  columns,
  canAdd,
  onSaved,
}: {
  group: ListGroup;
  items: Item[];
  columns: Column<Item>[];
  canAdd: boolean;
  onSaved: () => void;
}) {
  const t = useTranslations('adminSettings');
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const all: Column<Item>[] = [
    ...columns,
    {
      key: 'edit',
      header: <span className="sr-only">{t('edit')}</span>,
      cell: (r) => (
        <button
          type="button"
          onClick={() => setEditing(r)}
          className="text-brand flex items-center gap-1 text-xs font-medium hover:underline"
          aria-label={`${t('edit')} #${r.id}`}
        >
          <Pencil aria-hidden className="size-3.5" />
          {t('edit')}
        </button>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-2">
      {canAdd ? (
        <div className="flex justify-end">
          <button type="button" onClick={() => setEditing('new')} className={secondaryButton}>
            <Plus aria-hidden className="size-4" />
            {t(`add.${group}`)}
          </button>
        </div>
      ) : null}
      <ConsoleTable
        rows={items}
        rowKey={(r) => r.id}
        columns={all}
        caption={t(`groups.${group}`)}
        onOpen={(r) => setEditing(r)}
        empty={t('empty')}
      />
      <WalletDialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={
          editing === 'new' ? t(`add.${group}`) : `${t(`groups.${group}`)} #${editing?.id ?? ''}`
        }
        className="desk:w-[640px]"
        testId="settings-item-dialog"
      >
        <div className="px-5 py-4">
          {editing ? (
            <GroupForm
              key={editing === 'new' ? 'new' : editing.id}
              group={group}
              id={editing === 'new' ? undefined : editing.id}
              initial={editing === 'new' ? { enabled: true, sort: 0, bonus: 0 } : editing}
              onSaved={() => {
                setEditing(null);
                onSaved();
              }}
              onCancel={() => setEditing(null)}
            />
          ) : null}
        </div>
      </WalletDialog>
    </div>
  );
}

/**
 * /admin/settings (issue 27 "Settings"; docs/product.md §3 "System settings"): one tab per group,
 * the tab in the URL. Each save asks first, writes one audit row and reaches every instance at
 * once; afterwards the page reads the settings again.
 */
export function SettingsConsole({ initial }: { initial: ConsoleSettings | null }) {
  const t = useTranslations('adminSettings');
  const [params, setParams] = useConsoleParams();
  const [data, setData] = useState<ConsoleSettings | null>(initial);
  const [version, setVersion] = useState(0);
  const tabParam = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as Tab) : 'app';

  async function refresh() {
    try {
      setData(await apiGet<ConsoleSettings>('admin/settings', undefined, { silent: true }));
      setVersion((v) => v + 1);
    } catch (e) {
      toast.error(inlineError(e));
    }
  }

  if (!data) {
    return (
      <p role="alert" className="text-live bg-surface rounded-lg p-4 text-sm">
        {t('unavailable')}
      </p>
    );
  }

  const yes = (v: unknown) => (v ? t('on') : t('off'));
  const enabledCell = (r: Item) => (
    <span className={clsx('text-xs', r.enabled ? 'text-win' : 'text-ink-faint')}>
      {yes(r.enabled)}
    </span>
  );
  const num = (k: string) =>
    function NumCell(r: Item) {
      const v = r[k];
      return <span className="tabular-nums">{typeof v === 'number' ? v : ''}</span>;
    };

  const plain = (group: Exclude<SettingsGroup, ListGroup>) => (
    <div className="bg-surface rounded-lg p-4 shadow-sm">
      <p className="text-ink-faint mb-3 text-xs">{t(`hints.${group}`)}</p>
      <GroupForm
        key={`${group}-${version}`}
        group={group}
        initial={data[group]}
        onSaved={() => void refresh()}
      />
    </div>
  );

  return (
    <div className="flex flex-col gap-3" data-testid="settings-console">
      <h1 className="text-ink text-xl font-semibold">{t('title')}</h1>
      <Tabs.Root value={tab} onValueChange={(v) => setParams({ tab: v === 'app' ? null : v })}>
        <Tabs.List
          aria-label={t('title')}
          className="border-line mb-3 flex flex-wrap gap-1 border-b"
        >
          {TABS.map((k) => (
            <Tabs.Trigger
              key={k}
              value={k}
              className="text-ink-soft data-[state=active]:border-brand data-[state=active]:text-brand -mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium"
            >
              {t(`tabs.${k}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="app">{plain('app')}</Tabs.Content>
        <Tabs.Content value="contacts">{plain('contacts')}</Tabs.Content>
        <Tabs.Content value="activity">{plain('activity')}</Tabs.Content>
        <Tabs.Content value="invite">{plain('invite')}</Tabs.Content>
        <Tabs.Content value="signup_bonus">{plain('signup_bonus')}</Tabs.Content>
        <Tabs.Content value="exchange">{plain('exchange')}</Tabs.Content>
        <Tabs.Content value="charge_rules">
          <ListEditor
            group="charge_rule"
            items={data.charge_rules}
            canAdd
            onSaved={() => void refresh()}
            columns={[
              { key: 'id', header: 'ID', cell: num('id') },
              { key: 'coins', header: t('fields.coins'), cell: num('coins') },
              { key: 'bonus', header: t('fields.bonus'), cell: num('bonus') },
              { key: 'price', header: t('fields.price'), cell: num('price') },
              { key: 'sort', header: t('fields.sort'), cell: num('sort') },
              { key: 'enabled', header: t('fields.enabled'), cell: enabledCell },
            ]}
          />
        </Tabs.Content>
        <Tabs.Content value="gifts">
          <ListEditor
            group="gift"
            items={data.gifts}
            canAdd
            onSaved={() => void refresh()}
            columns={[
              { key: 'id', header: 'ID', cell: num('id') },
              {
                key: 'name',
                header: t('fields.name_zh'),
                cell: (r) => (
                  <>
                    <p className="text-ink">{String(r.name_zh)}</p>
                    <p className="text-ink-faint text-xs">
                      {String(r.name_en)} · {String(r.name_vi)}
                    </p>
                  </>
                ),
              },
              { key: 'price', header: t('fields.price'), cell: num('price') },
              { key: 'sort', header: t('fields.sort'), cell: num('sort') },
              { key: 'enabled', header: t('fields.enabled'), cell: enabledCell },
              {
                key: 'sent',
                header: t('sent'),
                cell: (r) =>
                  r.sent ? (
                    <span className="text-ink-faint text-xs" title={t('sentHint')}>
                      {t('sentYes')}
                    </span>
                  ) : null,
              },
            ]}
          />
        </Tabs.Content>
        <Tabs.Content value="nobles">
          <ListEditor
            group="noble"
            items={data.nobles}
            canAdd={false}
            onSaved={() => void refresh()}
            columns={[
              { key: 'level', header: t('level'), cell: num('level') },
              {
                key: 'name',
                header: t('fields.name_zh'),
                cell: (r) => (
                  <>
                    <p className="text-ink">{String(r.name_zh)}</p>
                    <p className="text-ink-faint text-xs">
                      {String(r.name_en)} · {String(r.name_vi)}
                    </p>
                  </>
                ),
              },
              {
                key: 'monthly_price',
                header: t('fields.monthly_price'),
                cell: num('monthly_price'),
              },
            ]}
          />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
