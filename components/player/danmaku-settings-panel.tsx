'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import * as Switch from '@radix-ui/react-switch';
import clsx from 'clsx';
import { X } from 'lucide-react';
import {
  checkPattern,
  MAX_BLOCK_ENTRIES,
  MAX_KEYWORD_LENGTH,
  MAX_PATTERN_LENGTH,
  type PatternCheck,
} from './block-list';
import {
  DANMAKU_AREAS,
  DANMAKU_DENSITIES,
  DANMAKU_SIZES,
  DANMAKU_SPEEDS,
  DEFAULT_DANMAKU_SETTINGS,
  MIN_OPACITY,
  updateDanmakuSettings,
  writeDanmakuSettings,
  type DanmakuArea,
  type DanmakuSettings,
  type DanmakuSize,
} from './danmaku-settings';

const AREA_KEY = { 1: 'quarter', 2: 'half', 3: 'threeQuarters', 4: 'full' } as const;
const SIZE_KEY = { 1: 'small', 2: 'medium', 3: 'large' } as const;

type BooleanKey = 'show' | 'hideScroll' | 'hideTop' | 'hideBottom' | 'hideColour' | 'hideGifts';

function SwitchRow({
  label,
  hint,
  checked,
  onChange,
  name,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  name: BooleanKey;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-3 py-1.5">
      <div className="min-w-0">
        <label htmlFor={id} className="block text-sm font-medium text-white">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="mt-0.5 text-xs leading-snug text-white/60">
            {hint}
          </p>
        ) : null}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={hint ? `${id}-hint` : undefined}
        data-setting={name}
        className="data-[state=checked]:bg-brand-bright relative mt-0.5 h-5 w-9 shrink-0 rounded-full bg-white/25 transition-colors outline-none focus-visible:ring-2 focus-visible:ring-white"
      >
        <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[18px]" />
      </Switch.Root>
    </div>
  );
}

/** A row of radio buttons that look like a segmented control. */
function Choice<V extends string | number>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const group = useId();
  return (
    <fieldset className="py-1.5">
      <legend className="mb-1 text-xs font-semibold text-white/70">{legend}</legend>
      <div className="flex gap-1">
        {options.map((o) => (
          <label
            key={o.value}
            className="has-checked:bg-brand flex h-8 min-w-0 flex-1 cursor-pointer items-center justify-center rounded-md bg-white/10 px-1 text-xs font-medium whitespace-nowrap text-white transition hover:bg-white/20 has-focus-visible:ring-2 has-focus-visible:ring-white"
          >
            <input
              type="radio"
              className="sr-only"
              name={`${group}-${name}`}
              value={String(o.value)}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
              data-setting={name}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type BlockError = Exclude<PatternCheck, 'ok'> | 'duplicate' | 'full';

const ERROR_KEY = {
  empty: 'empty',
  'too-long': 'tooLong',
  invalid: 'invalid',
  unsafe: 'unsafe',
  duplicate: 'duplicate',
  full: 'full',
} as const satisfies Record<BlockError, string>;

/** Whether an entry can be added to the list, and if not why. */
export function checkBlockEntry(
  entry: string,
  regex: boolean,
  settings: Pick<DanmakuSettings, 'blockWords' | 'blockPatterns'>,
): BlockError | null {
  const value = entry.trim();
  if (!value) return 'empty';
  const list = regex ? settings.blockPatterns : settings.blockWords;
  if (list.includes(value)) return 'duplicate';
  if (list.length >= MAX_BLOCK_ENTRIES) return 'full';
  if (regex) {
    const check = checkPattern(value);
    return check === 'ok' ? null : check;
  }
  return value.length > MAX_KEYWORD_LENGTH ? 'too-long' : null;
}

function BlockList({ settings }: { settings: DanmakuSettings }) {
  const t = useTranslations('player.danmaku.block');
  const id = useId();
  const [entry, setEntry] = useState('');
  const [regex, setRegex] = useState(false);
  const [error, setError] = useState<BlockError | null>(null);
  const max = regex ? MAX_PATTERN_LENGTH : MAX_KEYWORD_LENGTH;

  const add = () => {
    const problem = checkBlockEntry(entry, regex, settings);
    setError(problem);
    if (problem) return;
    const value = entry.trim();
    if (regex) updateDanmakuSettings({ blockPatterns: [...settings.blockPatterns, value] });
    else updateDanmakuSettings({ blockWords: [...settings.blockWords, value] });
    setEntry('');
  };
  const remove = (kind: 'blockWords' | 'blockPatterns', value: string) =>
    updateDanmakuSettings({ [kind]: settings[kind].filter((v) => v !== value) });

  const entries = [
    ...settings.blockWords.map((v) => ({ kind: 'blockWords' as const, value: v })),
    ...settings.blockPatterns.map((v) => ({ kind: 'blockPatterns' as const, value: v })),
  ];

  return (
    <section className="border-t border-white/10 pt-2" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-xs font-semibold text-white/70">
        {t('label')}
      </h3>
      <form
        className="mt-1.5 flex gap-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <input
          id={`${id}-entry`}
          value={entry}
          maxLength={max * 2}
          onChange={(e) => {
            setEntry(e.target.value);
            setError(null);
          }}
          placeholder={regex ? t('patternPlaceholder') : t('placeholder')}
          aria-label={regex ? t('patternPlaceholder') : t('placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid="block-entry"
          className="h-8 min-w-0 flex-1 rounded-md bg-white/10 px-2 text-sm text-white placeholder:text-white/40 focus:ring-2 focus:ring-white focus:outline-none"
        />
        <button
          type="submit"
          className="bg-brand h-8 shrink-0 rounded-md px-3 text-xs font-semibold text-white hover:brightness-110 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
        >
          {t('add')}
        </button>
      </form>
      <label className="mt-1.5 flex items-center gap-2 text-xs text-white/80">
        <input
          type="checkbox"
          checked={regex}
          onChange={(e) => {
            setRegex(e.target.checked);
            setError(null);
          }}
          data-testid="block-regex"
          className="accent-brand-bright size-3.5"
        />
        {t('regex')}
      </label>
      <p id={`${id}-error`} role="alert" className="mt-1 min-h-4 text-xs text-red-300">
        {error
          ? t(`errors.${ERROR_KEY[error]}`, { max: error === 'full' ? MAX_BLOCK_ENTRIES : max })
          : null}
      </p>
      {entries.length ? (
        <ul className="mt-1 flex flex-wrap gap-1" data-testid="block-list">
          {entries.map((e) => (
            <li
              key={`${e.kind}:${e.value}`}
              className="flex max-w-full items-center gap-1 rounded-md bg-white/10 py-0.5 pr-0.5 pl-2 text-xs"
            >
              <span className={clsx('truncate', e.kind === 'blockPatterns' && 'font-mono')}>
                {e.kind === 'blockPatterns' ? `/${e.value}/` : e.value}
              </span>
              <button
                type="button"
                onClick={() => remove(e.kind, e.value)}
                aria-label={t('remove', { entry: e.value })}
                className="grid size-5 shrink-0 place-items-center rounded hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
              >
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-xs text-white/50">{t('empty')}</p>
      )}
    </section>
  );
}

/**
 * The danmaku settings (danmaku-settings.ts says what each one does), written straight to the
 * browser's store: the layer and the page (gift effects) follow through `useDanmakuSettings`.
 */
export function DanmakuSettingsPanel({
  settings,
  reducedMotion,
}: {
  settings: DanmakuSettings;
  reducedMotion: boolean;
}) {
  const t = useTranslations('player.danmaku');
  const set = <K extends keyof DanmakuSettings>(key: K, value: DanmakuSettings[K]) =>
    updateDanmakuSettings({ [key]: value });
  const opacityId = useId();

  return (
    <div className="space-y-1 p-3" data-testid="danmaku-settings">
      <SwitchRow
        name="show"
        label={t('showLabel')}
        checked={settings.show}
        onChange={(v) => set('show', v)}
      />
      {reducedMotion ? (
        <p className="rounded-md bg-white/10 px-2 py-1.5 text-xs text-white/80">
          {t('reducedMotion')}
        </p>
      ) : null}
      <Choice<DanmakuArea>
        legend={t('area.label')}
        name="area"
        value={settings.area}
        options={DANMAKU_AREAS.map((a) => ({ value: a, label: t(`area.${AREA_KEY[a]}`) }))}
        onChange={(v) => set('area', v)}
      />
      <Choice<DanmakuSize>
        legend={t('size.label')}
        name="size"
        value={settings.size}
        options={DANMAKU_SIZES.map((s) => ({ value: s, label: t(`size.${SIZE_KEY[s]}`) }))}
        onChange={(v) => set('size', v)}
      />
      <div className="py-1.5">
        <div className="mb-1 flex items-center justify-between text-xs font-semibold text-white/70">
          <label htmlFor={opacityId}>{t('opacity.label')}</label>
          <output htmlFor={opacityId}>{t('opacity.value', { value: settings.opacity })}</output>
        </div>
        <input
          id={opacityId}
          type="range"
          min={MIN_OPACITY}
          max={100}
          step={10}
          value={settings.opacity}
          onChange={(e) => set('opacity', Number(e.target.value))}
          data-setting="opacity"
          className="accent-brand-bright w-full"
        />
      </div>
      <Choice
        legend={t('speed.label')}
        name="speed"
        value={settings.speed}
        options={DANMAKU_SPEEDS.map((s) => ({ value: s, label: t(`speed.${s}`) }))}
        onChange={(v) => set('speed', v)}
      />
      <Choice
        legend={t('density.label')}
        name="density"
        value={settings.density}
        options={DANMAKU_DENSITIES.map((d) => ({
          value: d,
          label: d === 0 ? t('density.unlimited') : String(d),
        }))}
        onChange={(v) => set('density', v)}
      />
      <fieldset className="py-1.5">
        <legend className="mb-1 text-xs font-semibold text-white/70">{t('hide.label')}</legend>
        <div className="grid grid-cols-2 gap-x-3 gap-y-1">
          {(['hideScroll', 'hideTop', 'hideBottom', 'hideColour'] as const).map((key) => (
            <label key={key} className="flex items-center gap-2 text-sm text-white">
              <input
                type="checkbox"
                checked={settings[key]}
                onChange={(e) => set(key, e.target.checked)}
                data-setting={key}
                className="accent-brand-bright size-4"
              />
              {t(`hide.${key}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <SwitchRow
        name="hideGifts"
        label={t('gifts.label')}
        hint={t('gifts.hint')}
        checked={settings.hideGifts}
        onChange={(v) => set('hideGifts', v)}
      />
      <BlockList settings={settings} />
      <div className="flex justify-end border-t border-white/10 pt-2">
        <button
          type="button"
          // The block list is the viewer's own work: a reset of the display keeps it.
          onClick={() =>
            writeDanmakuSettings({
              ...DEFAULT_DANMAKU_SETTINGS,
              blockWords: settings.blockWords,
              blockPatterns: settings.blockPatterns,
            })
          }
          className="hover:text-brand-bright text-xs font-medium text-white/70 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
        >
          {t('reset')}
        </button>
      </div>
    </div>
  );
}
