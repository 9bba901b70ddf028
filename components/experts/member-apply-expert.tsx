'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { Link } from '@/i18n/navigation';
import { useDateTime } from '@/components/wallet/format';
import {
  ProfileSection,
  inputClass,
  primaryButtonClass,
} from '@/components/member/profile-section';
import type { ExpertApplication, MyExpert } from '@/lib/experts/contract';
import {
  EXPERT_TEXT_MAX,
  EXPERT_TEXT_MIN,
  GAMEPLAYS,
  GAMEPLAYS_MAX,
  type Gameplay,
} from '@/lib/experts/limits';
import { gameplayKey } from './view';

/** Characters as the API counts them (code points of the NFC-normalised, trimmed text). */
export const textLength = (s: string) => [...s.normalize('NFC').trim()].length;

const SPORTS = ['football', 'basketball'] as const;

type Field = 'text' | 'gameplays';

/**
 * Become an expert (`/member?type=11`, issue 26; docs/product.md "Experts"): the latest
 * application's state (waiting; passed; failed with the reviewer's reason), and the form while
 * none is waiting: why you (a live counter up to 200 characters) and one or two gameplays, a third
 * refused here before the server is asked. Like the anchor application (components/member/
 * apply-anchor.tsx) it is reviewed on /admin.
 */
export function ApplyExpert({ initial }: { initial: MyExpert | null }) {
  const t = useTranslations('experts.member.apply');
  const [application, setApplication] = useState<ExpertApplication | null>(
    initial?.application ?? null,
  );
  const waiting = application?.status === 0;
  return (
    <div className="space-y-4" data-testid="expert-apply">
      {application ? <ApplicationState application={application} /> : null}
      {waiting ? null : (
        <ProfileSection
          id="expert-apply-form"
          title={application?.status === 2 ? t('again') : t('title')}
          description={t('intro', { max: GAMEPLAYS_MAX })}
        >
          <ApplyForm onSent={(mine) => setApplication(mine.application)} />
        </ProfileSection>
      )}
    </div>
  );
}

const TONE = {
  0: { box: 'bg-amber-50', icon: Clock, iconClass: 'text-amber-600' },
  1: { box: 'bg-green-50', icon: CheckCircle2, iconClass: 'text-win' },
  2: { box: 'bg-live-soft', icon: XCircle, iconClass: 'text-live' },
} as const;

function ApplicationState({ application: a }: { application: ExpertApplication }) {
  const t = useTranslations('experts.member.apply');
  const tg = useTranslations('experts.gameplay');
  const when = useDateTime();
  const tone = TONE[a.status as 0 | 1 | 2] ?? TONE[0];
  const Icon = tone.icon;
  return (
    <section
      aria-labelledby="expert-apply-state"
      data-testid="expert-apply-state"
      data-status={a.status}
      className={clsx('flex items-start gap-3 rounded-xl p-5 shadow-sm', tone.box)}
    >
      <Icon aria-hidden className={clsx('mt-0.5 size-6 shrink-0', tone.iconClass)} />
      <div className="min-w-0 flex-1 space-y-1.5 text-sm">
        <h2 id="expert-apply-state" className="text-ink text-base font-semibold">
          {a.status_name}
        </h2>
        {a.status === 2 ? (
          <p className="text-ink">
            {t('reason')}
            <span data-testid="expert-apply-reason">{a.reason}</span>
          </p>
        ) : a.status === 1 ? (
          <p className="text-ink-soft">
            {t('passedText')}{' '}
            <Link href="/member?type=12" className="text-brand font-medium hover:underline">
              {t('toMyPlans')}
            </Link>
          </p>
        ) : (
          <p className="text-ink-soft">{t('waitingText')}</p>
        )}
        <p className="text-ink-soft break-words">
          <q>{a.text}</q>
        </p>
        <p className="flex flex-wrap items-center gap-1.5 text-xs">
          {a.gameplays.map((g) => (
            <span key={g} className="bg-surface text-ink-soft rounded-full px-2 py-0.5">
              {tg(gameplayKey(g))}
            </span>
          ))}
          <span className="text-ink-faint">
            {t('submitted')} <time dateTime={a.created_at}>{when(a.created_at)}</time>
          </span>
        </p>
      </div>
    </section>
  );
}

function ApplyForm({ onSent }: { onSent: (mine: MyExpert) => void }) {
  const t = useTranslations('experts.member.apply');
  const tg = useTranslations('experts.gameplay');
  const id = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Gameplay[]>([]);
  const [error, setError] = useState<{ field: Field; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const length = textLength(text);
  const over = length > EXPERT_TEXT_MAX;

  function toggle(g: Gameplay, on: boolean) {
    if (!on) {
      setChosen((c) => c.filter((x) => x !== g));
      if (error?.field === 'gameplays') setError(null);
      return;
    }
    if (chosen.length >= GAMEPLAYS_MAX) {
      // A third one is refused here: the box stays unticked and says why.
      setError({ field: 'gameplays', text: t('tooMany', { max: GAMEPLAYS_MAX }) });
      return;
    }
    setChosen((c) => (c.includes(g) ? c : [...c, g]));
    if (error?.field === 'gameplays') setError(null);
  }

  /** The first problem the form can see itself. */
  function problem(): { field: Field; text: string } | null {
    if (length < EXPERT_TEXT_MIN)
      return { field: 'text', text: t('textShort', { min: EXPERT_TEXT_MIN }) };
    if (over) return { field: 'text', text: t('textLong', { max: EXPERT_TEXT_MAX }) };
    if (chosen.length === 0) return { field: 'gameplays', text: t('gameplayRequired') };
    return null;
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const p = problem();
    setError(p);
    if (p) {
      document
        .getElementById(p.field === 'text' ? `${id}-text` : `${id}-${chosen[0] ?? GAMEPLAYS[0]}`)
        ?.focus();
      return;
    }
    setSaving(true);
    try {
      const mine = await apiPost<MyExpert>('Expert/apply', {
        text: text.normalize('NFC').trim(),
        gameplays: chosen,
      });
      toast.success(t('sent'));
      onSent(mine);
    } catch {
      // The API's refusal (one waiting already, a gameplay not allowed …) was shown as a toast.
    } finally {
      setSaving(false);
    }
  }

  const errorFor = (field: Field) =>
    error?.field === field ? (
      <p id={`${id}-${field}-error`} role="alert" className="text-live mt-1.5 text-xs">
        {error.text}
      </p>
    ) : null;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid max-w-2xl gap-5">
      <div>
        <label htmlFor={`${id}-text`} className="text-ink mb-1.5 block text-sm font-medium">
          {t('text')}
        </label>
        <textarea
          id={`${id}-text`}
          name="text"
          rows={4}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (error?.field === 'text') setError(null);
          }}
          placeholder={t('textPlaceholder', { min: EXPERT_TEXT_MIN, max: EXPERT_TEXT_MAX })}
          className={clsx(inputClass, 'resize-y')}
          aria-invalid={error?.field === 'text' || over || undefined}
          aria-describedby={`${id}-count${error?.field === 'text' ? ` ${id}-text-error` : ''}`}
        />
        <p
          id={`${id}-count`}
          data-testid="expert-apply-count"
          className={clsx(
            'mt-1 text-right text-xs tabular-nums',
            over
              ? 'text-live font-semibold'
              : length >= EXPERT_TEXT_MIN
                ? 'text-win'
                : 'text-ink-faint',
          )}
        >
          {t('count', { n: length, max: EXPERT_TEXT_MAX })}
        </p>
        {errorFor('text')}
      </div>
      <fieldset aria-describedby={`${id}-gameplays-hint`}>
        <legend className="text-ink mb-1 text-sm font-medium">{t('gameplays')}</legend>
        <p id={`${id}-gameplays-hint`} className="text-ink-faint mb-2 text-xs">
          {t('gameplaysHint', { max: GAMEPLAYS_MAX })}
        </p>
        <div className="desk:grid-cols-2 grid gap-3">
          {SPORTS.map((sport) => (
            <div key={sport} className="bg-surface-muted rounded-lg p-3">
              <p className="text-ink-soft mb-2 text-xs font-semibold">{t(`sport.${sport}`)}</p>
              <div className="flex flex-wrap gap-2">
                {GAMEPLAYS.filter((g) => g.startsWith(`${sport}_`)).map((g) => {
                  const on = chosen.includes(g);
                  return (
                    <label
                      key={g}
                      htmlFor={`${id}-${g}`}
                      className={clsx(
                        'inline-flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-1.5 text-sm transition-colors',
                        on
                          ? 'border-brand bg-brand-soft text-brand font-medium'
                          : 'border-ink-faint/30 text-ink hover:border-brand bg-white',
                      )}
                    >
                      <input
                        id={`${id}-${g}`}
                        type="checkbox"
                        name="gameplays"
                        value={g}
                        checked={on}
                        onChange={(e) => toggle(g, e.target.checked)}
                        aria-describedby={
                          error?.field === 'gameplays' ? `${id}-gameplays-error` : undefined
                        }
                        className="accent-brand size-4"
                      />
                      {tg(g)}
                    </label>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
        {errorFor('gameplays')}
      </fieldset>
      <div>
        <button type="submit" disabled={saving} className={primaryButtonClass}>
          {saving ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  );
}
