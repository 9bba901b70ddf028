'use client';

import { useId, useMemo, useState } from 'react';
import { useTimeZone, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import * as Switch from '@radix-ui/react-switch';
import { browserZone, writeZoneCookie } from '@/components/time-zone/zone-cookie';
import { API_ZONE, LOCALE_ZONES, sameZone, ZONE_PARAM, zoneLabel } from '@/lib/rules/zone';
import {
  DEFAULT_SETTINGS,
  writeSettings,
  type ScoreSettings,
  type SettingKey,
} from './score-settings';

const GROUPS: { title: 'display' | 'sound' | 'instant'; keys: SettingKey[] }[] = [
  { title: 'display', keys: ['red', 'yellow'] },
  { title: 'sound', keys: ['voice', 'voice1'] },
  { title: 'instant', keys: ['value1', 'value2', 'value3', 'value4'] },
];

function SettingSwitch({
  name,
  checked,
  disabled,
  onChange,
}: {
  name: SettingKey;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: boolean) => void;
}) {
  const t = useTranslations('scores.settings');
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-2">
      <div className="min-w-0">
        <label htmlFor={id} className="text-ink block text-sm font-medium">
          {t(`${name}.label`)}
        </label>
        <p id={`${id}-hint`} className="text-ink-soft mt-0.5 text-xs leading-snug">
          {t(`${name}.hint`)}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
        data-setting={name}
        className="data-[state=checked]:bg-brand focus-visible:ring-brand/50 relative mt-0.5 h-5 w-9 shrink-0 rounded-full bg-gray-300 transition-colors outline-none focus-visible:ring-2 disabled:opacity-40"
      >
        <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[18px]" />
      </Switch.Root>
    </div>
  );
}

/** Every zone the browser knows (plus the ones the site uses), "GMT+7 · Asia/Ho_Chi_Minh". */
function zoneChoices(current: string): { zone: string; label: string }[] {
  const now = Date.now();
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = [...new Set([current, 'UTC', ...Object.values(LOCALE_ZONES), ...known])];
  return all
    .map((zone) => ({ zone, offset: zoneLabel(zone, now), minutes: offsetMinutes(zone, now) }))
    .sort((a, b) => a.minutes - b.minutes || a.zone.localeCompare(b.zone))
    .map(({ zone, offset }) => ({ zone, label: `${offset} · ${zone.replace(/_/g, ' ')}` }));
}

function offsetMinutes(zone: string, at: number): number {
  const m = /^GMT(?:([+-])(\d+)(?::(\d+))?)?$/.exec(zoneLabel(zone, at));
  if (!m || !m[1]) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/**
 * The zone of every time on the site (issue 8 §1): the `tz` cookie, then a fresh render of the
 * page in it (a `?tz=` link loses its pin, since the visitor chose otherwise).
 */
function ZoneSetting() {
  const t = useTranslations('scores.settings.zone');
  const current = useTimeZone() ?? API_ZONE;
  const router = useRouter();
  const id = useId();
  const choices = useMemo(() => zoneChoices(current), [current]);
  const [device] = useState(browserZone);
  const choose = (zone: string) => {
    writeZoneCookie(zone);
    const url = new URL(window.location.href);
    if (url.searchParams.has(ZONE_PARAM)) {
      url.searchParams.delete(ZONE_PARAM);
      router.replace(`${url.pathname}${url.search}${url.hash}`);
    } else router.refresh();
  };
  return (
    <div className="py-2">
      <label htmlFor={id} className="text-ink block text-sm font-medium">
        {t('label')}
      </label>
      <p id={`${id}-hint`} className="text-ink-soft mt-0.5 text-xs leading-snug">
        {t('hint')}
      </p>
      <select
        id={id}
        value={current}
        aria-describedby={`${id}-hint`}
        data-testid="zone-select"
        onChange={(e) => choose(e.target.value)}
        className="text-ink mt-2 h-9 w-full rounded-lg border border-gray-300 bg-white px-2 text-sm"
      >
        {choices.map((c) => (
          <option key={c.zone} value={c.zone}>
            {c.label}
          </option>
        ))}
      </select>
      {device && !sameZone(device, current) ? (
        <button
          type="button"
          onClick={() => choose(device)}
          data-testid="zone-device"
          className="text-brand-dark mt-2 text-xs font-medium hover:underline"
        >
          {t('device', { zone: `${zoneLabel(device)} · ${device.replace(/_/g, ' ')}` })}
        </button>
      ) : null}
    </div>
  );
}

/** What the settings panel shows (fetched when the panel is first wanted: see ScoreSettingsPanel). */
export default function ScoreSettingsContent({ settings }: { settings: ScoreSettings }) {
  const t = useTranslations('scores.settings');
  const set = (key: SettingKey, value: boolean) => writeSettings({ ...settings, [key]: value });
  return (
    <>
      <h2 className="text-ink text-base font-bold">{t('title')}</h2>
      {GROUPS.map((g) => (
        <section key={g.title} className="mt-3 border-t border-gray-100 pt-2">
          <h3 className="text-ink-faint text-[11px] font-semibold tracking-wide uppercase">
            {t(`groups.${g.title}`)}
          </h3>
          {g.keys.map((key) => (
            <SettingSwitch
              key={key}
              name={key}
              checked={settings[key]}
              disabled={key === 'voice1' && !settings.voice}
              onChange={(v) => set(key, v)}
            />
          ))}
        </section>
      ))}
      <section className="mt-3 border-t border-gray-100 pt-2">
        <h3 className="text-ink-faint text-[11px] font-semibold tracking-wide uppercase">
          {t('groups.zone')}
        </h3>
        <ZoneSetting />
      </section>
      <div className="mt-3 flex justify-end border-t border-gray-100 pt-3">
        <button
          type="button"
          onClick={() => writeSettings({ ...DEFAULT_SETTINGS })}
          className="text-ink-soft hover:text-brand text-xs font-medium"
        >
          {t('reset')}
        </button>
      </div>
    </>
  );
}
