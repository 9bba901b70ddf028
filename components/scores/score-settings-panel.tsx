'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import * as Popover from '@radix-ui/react-popover';
import * as Switch from '@radix-ui/react-switch';
import { Settings2 } from 'lucide-react';
import { DEFAULT_SETTINGS, writeSettings, type ScoreSettings, type SettingKey } from './score-settings';

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
        className="data-[state=checked]:bg-brand relative mt-0.5 h-5 w-9 shrink-0 rounded-full bg-gray-300 transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand/50 disabled:opacity-40"
      >
        <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[18px]" />
      </Switch.Root>
    </div>
  );
}

/** The §3 live-score settings, kept in localStorage (score-settings.ts says what each one does). */
export function ScoreSettingsPanel({ settings }: { settings: ScoreSettings }) {
  const t = useTranslations('scores.settings');
  const set = (key: SettingKey, value: boolean) => writeSettings({ ...settings, [key]: value });
  return (
    <Popover.Root>
      <Popover.Trigger
        className="text-ink-soft hover:text-ink inline-flex h-8 items-center gap-1.5 rounded-lg border border-gray-200 bg-white px-2.5 text-sm font-medium transition hover:border-gray-300"
        data-testid="score-settings"
      >
        <Settings2 className="size-4" aria-hidden />
        <span className="max-desk:sr-only">{t('button')}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          aria-label={t('title')}
          className="animate-fade-in z-50 max-h-[min(80vh,560px)] w-[min(22rem,calc(100vw-1.5rem))] overflow-y-auto rounded-xl border border-gray-200 bg-white p-4 shadow-xl"
        >
          <h2 className="text-ink text-base font-bold">{t('title')}</h2>
          {GROUPS.map((g) => (
            <section key={g.title} className="mt-3 border-t border-gray-100 pt-2">
              <h3 className="text-ink-faint text-[11px] font-semibold tracking-wide uppercase">{t(`groups.${g.title}`)}</h3>
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
          <div className="mt-3 flex justify-end border-t border-gray-100 pt-3">
            <button
              type="button"
              onClick={() => writeSettings({ ...DEFAULT_SETTINGS })}
              className="text-ink-soft hover:text-brand text-xs font-medium"
            >
              {t('reset')}
            </button>
          </div>
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
