'use client';

import { useState, useSyncExternalStore } from 'react';
import { useTimeZone, useTranslations } from 'next-intl';
import useSWR from 'swr';
import clsx from 'clsx';
import { BellOff, BellRing, ChevronDown, Plus, Search, X } from 'lucide-react';
import { apiGet, apiPost } from '@/lib/client/api';
import type { AlertItem, PushSettings, TeamSearchResult } from '@/lib/push/contract';
import { TEAM_KEYWORD_MAX } from '@/lib/push/limits';

/**
 * Browser notifications (Web Push) and what they say (issue 25; docs/architecture.md "Web
 * Push"), under the message centre: turn them on in this browser (permission, the site's
 * service worker /sw.js, a push subscription sent to Push/subscribe), quiet hours in the
 * viewer's zone, and per followed anchor, booked or favourite match and listed team what is
 * sent. A browser without Push, a refused permission and a site without keys each say so.
 */

type Support = 'unknown' | 'unsupported' | 'supported';

function detectSupport(): Support {
  return typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
    ? 'supported'
    : 'unsupported';
}
const noSubscribe = () => () => undefined;
const serverSupport = (): Support => 'unknown';

/** applicationServerKey from the base64url public key. */
function keyBytes(b64url: string): Uint8Array<ArrayBuffer> {
  const b64 = b64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** This browser's push subscription of the site's worker, or null. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration('/');
  return (await reg?.pushManager.getSubscription()) ?? null;
}

const minutesToTime = (m: number | null) =>
  m === null
    ? ''
    : `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const timeToMinutes = (v: string) => {
  const [h, m] = v.split(':').map(Number);
  return Number.isInteger(h) && Number.isInteger(m) ? h * 60 + m : null;
};

export function PushSettingsPanel() {
  const t = useTranslations('member.push');
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="push-settings-title"
      data-testid="push-settings"
      className="bg-surface mt-4 rounded-xl shadow-sm"
    >
      <h2 id="push-settings-title" className="text-ink font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="push-settings-body"
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-center gap-2 px-4 py-3 text-left"
        >
          <BellRing aria-hidden className="text-brand size-5" />
          {t('title')}
          <ChevronDown
            aria-hidden
            className={clsx(
              'text-ink-faint ml-auto size-4 transition-transform',
              open && 'rotate-180',
            )}
          />
        </button>
      </h2>
      {open ? (
        <div id="push-settings-body" className="border-surface-page border-t px-4 py-3">
          <PushSettingsBody />
        </div>
      ) : null}
    </section>
  );
}

/** The panel's content (fetched when opened). */
export function PushSettingsBody() {
  const t = useTranslations('member.push');
  const support = useSyncExternalStore(noSubscribe, detectSupport, serverSupport);
  const settings = useSWR('Push/settings', (path: string) =>
    apiGet<PushSettings>(path, undefined, { silent: true }),
  );
  const sub = useSWR(support === 'supported' ? 'push-subscription' : null, () =>
    currentSubscription().then((s) => s?.endpoint ?? null),
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'denied' | 'failed' | null>(null);
  const data = settings.data;

  async function turnOn(publicKey: string) {
    setBusy(true);
    setProblem(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setProblem('denied');
        return;
      }
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      const reg = await navigator.serviceWorker.ready;
      const s =
        (await reg.pushManager.getSubscription()) ??
        (await reg.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }));
      const json = s.toJSON();
      await apiPost('Push/subscribe', {
        endpoint: s.endpoint,
        p256dh: json.keys?.p256dh ?? '',
        auth: json.keys?.auth ?? '',
      });
      await Promise.all([sub.mutate(s.endpoint, { revalidate: false }), settings.mutate()]);
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    setProblem(null);
    try {
      const s = await currentSubscription();
      if (s) {
        await apiPost('Push/unsubscribe', { endpoint: s.endpoint });
        await s.unsubscribe();
      }
      await Promise.all([sub.mutate(null, { revalidate: false }), settings.mutate()]);
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  }

  if (settings.error && !data)
    return (
      <p role="alert" className="text-ink-soft py-4 text-sm">
        {t('loadFailed')}
      </p>
    );
  if (!data || support === 'unknown')
    return (
      <p className="text-ink-faint py-4 text-sm" aria-busy="true">
        {t('loading')}
      </p>
    );

  const denied =
    problem === 'denied' ||
    (support === 'supported' && Notification.permission === 'denied' && !sub.data);
  const on = support === 'supported' && !!sub.data;

  return (
    <div className="space-y-5 text-sm">
      <div className="flex flex-wrap items-center gap-3" data-testid="push-state">
        {!data.available ? (
          <p className="text-ink-soft">{t('unavailable')}</p>
        ) : support === 'unsupported' ? (
          <p className="text-ink-soft">{t('unsupported')}</p>
        ) : (
          <>
            <p className="text-ink-soft flex items-center gap-1.5">
              {on ? (
                <BellRing aria-hidden className="text-brand size-4" />
              ) : (
                <BellOff aria-hidden className="text-ink-faint size-4" />
              )}
              {on ? t('on') : t('off')}
            </p>
            <button
              type="button"
              disabled={busy || (!on && denied)}
              onClick={() => void (on ? turnOff() : turnOn(data.public_key ?? ''))}
              className={clsx(
                'rounded-lg px-3 py-1.5 text-[13px] font-medium disabled:opacity-40',
                on ? 'bg-surface-muted text-ink' : 'bg-brand text-white',
              )}
            >
              {on ? t('turnOff') : t('turnOn')}
            </button>
          </>
        )}
        {denied && data.available && support === 'supported' ? (
          <p role="alert" className="text-live w-full">
            {t('denied')}
          </p>
        ) : null}
        {problem === 'failed' ? (
          <p role="alert" className="text-live w-full">
            {t('failed')}
          </p>
        ) : null}
      </div>
      <QuietHours data={data} onSaved={() => void settings.mutate()} />
      <AlertList
        title={t('anchorsTitle')}
        empty={t('anchorsEmpty')}
        items={data.anchors}
        fields={['live']}
        onChange={() => void settings.mutate()}
      />
      <AlertList
        title={t('matchesTitle')}
        empty={t('matchesEmpty')}
        items={data.matches}
        fields={['goals', 'final']}
        onChange={() => void settings.mutate()}
      />
      <AlertList
        title={t('teamsTitle')}
        empty={t('teamsEmpty')}
        items={data.teams}
        fields={['goals', 'final']}
        removable
        onChange={() => void settings.mutate()}
      />
      <TeamSearch onAdded={() => void settings.mutate()} />
    </div>
  );
}

function QuietHours({ data, onSaved }: { data: PushSettings; onSaved: () => void }) {
  const t = useTranslations('member.push');
  const zone = useTimeZone() ?? data.time_zone;
  const [enabled, setEnabled] = useState(data.quiet_start !== null);
  const [from, setFrom] = useState(minutesToTime(data.quiet_start ?? 22 * 60));
  const [to, setTo] = useState(minutesToTime(data.quiet_end ?? 7 * 60));
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      await apiPost('Push/saveQuiet', {
        quiet_start: enabled ? timeToMinutes(from) : null,
        quiet_end: enabled ? timeToMinutes(to) : null,
        time_zone: zone,
      });
      onSaved();
    } catch {
      // The API client showed the failure.
    } finally {
      setSaving(false);
    }
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-ink font-medium">{t('quietTitle')}</legend>
      <label className="text-ink-soft flex items-center gap-2">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {t('quietOn')}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <label className="text-ink-soft flex items-center gap-1">
          {t('quietFrom')}
          <input
            type="time"
            value={from}
            disabled={!enabled}
            onChange={(e) => setFrom(e.target.value)}
            className="border-line rounded border px-1.5 py-0.5"
          />
        </label>
        <label className="text-ink-soft flex items-center gap-1">
          {t('quietTo')}
          <input
            type="time"
            value={to}
            disabled={!enabled}
            onChange={(e) => setTo(e.target.value)}
            className="border-line rounded border px-1.5 py-0.5"
          />
        </label>
        <button
          type="button"
          disabled={saving}
          onClick={() => void save()}
          className="text-brand hover:bg-brand-soft rounded-lg px-2.5 py-1 text-[13px] font-medium disabled:opacity-40"
        >
          {t('save')}
        </button>
      </div>
      <p className="text-ink-faint text-xs">{t('quietZone', { zone })}</p>
    </fieldset>
  );
}

type Field = 'goals' | 'final' | 'live';

function AlertList({
  title,
  empty,
  items,
  fields,
  removable = false,
  onChange,
}: {
  title: string;
  empty: string;
  items: AlertItem[];
  fields: Field[];
  removable?: boolean;
  onChange: () => void;
}) {
  const t = useTranslations('member.push');
  async function set(item: AlertItem, field: Field, value: boolean) {
    try {
      await apiPost('Push/setAlert', { kind: item.kind, id: item.id, [field]: value ? 1 : 0 });
      onChange();
    } catch {
      // The API client showed the failure.
    }
  }
  async function remove(item: AlertItem) {
    try {
      await apiPost('Push/removeTeam', { id: item.id });
      onChange();
    } catch {
      // The API client showed the failure.
    }
  }
  return (
    <div>
      <h3 className="text-ink mb-1.5 font-medium">{title}</h3>
      {items.length === 0 ? (
        <p className="text-ink-faint text-[13px]">{empty}</p>
      ) : (
        <ul className="divide-surface-page divide-y" data-testid={`alerts-${items[0].kind}`}>
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-1.5">
              <span className="text-ink min-w-0 flex-1 truncate">
                {item.name}
                {item.why.includes('booked') ? (
                  <span className="text-ink-faint ml-2 text-xs">{t('booked')}</span>
                ) : null}
                {item.why.includes('favourite') ? (
                  <span className="text-ink-faint ml-2 text-xs">{t('favourite')}</span>
                ) : null}
              </span>
              {fields.map((f) => (
                <label key={f} className="text-ink-soft flex items-center gap-1 text-[13px]">
                  <input
                    type="checkbox"
                    checked={item[f]}
                    onChange={(e) => void set(item, f, e.target.checked)}
                    aria-label={t('fieldOf', { field: t(f), name: item.name })}
                  />
                  <span aria-hidden>{t(f)}</span>
                </label>
              ))}
              {removable ? (
                <button
                  type="button"
                  onClick={() => void remove(item)}
                  aria-label={t('remove', { name: item.name })}
                  className="text-ink-faint hover:text-live rounded p-1"
                >
                  <X aria-hidden className="size-4" />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TeamSearch({ onAdded }: { onAdded: () => void }) {
  const t = useTranslations('member.push');
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const found = useSWR(keyword ? ['Push/searchTeams', keyword] : null, ([path, k]) =>
    apiGet<TeamSearchResult>(path, { keyword: k }),
  );

  async function add(id: number) {
    try {
      await apiPost('Push/setAlert', { kind: 'team', id });
      await found.mutate();
      onAdded();
    } catch {
      // The API client showed the failure.
    }
  }

  return (
    <div>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(text.trim());
        }}
        className="flex items-center gap-2"
      >
        <label className="sr-only" htmlFor="push-team-search">
          {t('searchLabel')}
        </label>
        <input
          id="push-team-search"
          type="search"
          value={text}
          maxLength={TEAM_KEYWORD_MAX}
          placeholder={t('searchPlaceholder')}
          onChange={(e) => setText(e.target.value)}
          className="border-line min-w-0 flex-1 rounded-lg border px-2.5 py-1"
        />
        <button
          type="submit"
          disabled={!text.trim()}
          className="text-brand hover:bg-brand-soft inline-flex items-center gap-1 rounded-lg px-2.5 py-1 text-[13px] font-medium disabled:opacity-40"
        >
          <Search aria-hidden className="size-4" />
          {t('search')}
        </button>
      </form>
      {found.data ? (
        found.data.list.length === 0 ? (
          <p className="text-ink-faint mt-2 text-[13px]">{t('noTeams')}</p>
        ) : (
          <ul className="mt-2 space-y-1" data-testid="team-results">
            {found.data.list.map((team) => (
              <li key={team.id} className="flex items-center gap-2">
                <span className="text-ink flex-1 truncate">{team.name}</span>
                {team.listed ? (
                  <span className="text-ink-faint text-xs">{t('listed')}</span>
                ) : (
                  <button
                    type="button"
                    onClick={() => void add(team.id)}
                    aria-label={t('add', { name: team.name })}
                    className="text-brand hover:bg-brand-soft inline-flex items-center gap-1 rounded-lg px-2 py-0.5 text-[13px]"
                  >
                    <Plus aria-hidden className="size-4" />
                    {t('addShort')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
