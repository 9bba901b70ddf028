'use client';

import { useId, useState, type FormEvent } from 'react';
import { apiPostResult } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { useChatRules } from './data';
import { useStudioT } from './i18n';
import type { ChatRules } from '@/lib/chat/contract';
import { CHAT_POLICIES, MIN_AGE_MAX, SLOW_MODE_CHOICES, type ChatPolicy } from '@/lib/chat/limits';
import { Button, FieldError, INPUT, LABEL, LoadFailed, Loading, Section } from './ui';

/** chat/rules and chat/setRules: slow mode, who may chat, emoji-only, no links. */
export function ChatRulesSection({ roomId }: { roomId: number }) {
  const t = useStudioT();
  const id = useId();
  const rules = useChatRules(roomId);
  return (
    <Section id={`${id}-rules`} title={t('chat.rulesHeading')} intro={t('chat.rulesIntro')}>
      {rules.data ? (
        <RulesForm
          // A fresh form for what the server answered.
          key={JSON.stringify(rules.data)}
          roomId={roomId}
          rules={rules.data}
          onSaved={(r) => void rules.mutate(r, { revalidate: false })}
        />
      ) : rules.error ? (
        <LoadFailed onRetry={() => void rules.mutate()} />
      ) : (
        <Loading />
      )}
    </Section>
  );
}

function RulesForm({
  roomId,
  rules,
  onSaved,
}: {
  roomId: number;
  rules: ChatRules;
  onSaved: (rules: ChatRules) => void;
}) {
  const t = useStudioT();
  const id = useId();
  const [slow, setSlow] = useState(rules.slow_mode_s);
  const [policy, setPolicy] = useState<ChatPolicy>(rules.chat_policy);
  const [minAge, setMinAge] = useState(String(rules.min_age_min));
  const [emojiOnly, setEmojiOnly] = useState(rules.emoji_only);
  const [noLinks, setNoLinks] = useState(rules.no_links);
  const [busy, setBusy] = useState(false);

  const age = /^\d+$/.test(minAge.trim()) ? Number(minAge.trim()) : NaN;
  const ageError =
    policy === 'age' && !(age >= 0 && age <= MIN_AGE_MAX)
      ? t('chat.minAgeInvalid', { max: MIN_AGE_MAX })
      : null;
  const choices = (SLOW_MODE_CHOICES as readonly number[]).includes(rules.slow_mode_s)
    ? SLOW_MODE_CHOICES
    : [...SLOW_MODE_CHOICES, rules.slow_mode_s].sort((a, b) => a - b);
  const dirty =
    slow !== rules.slow_mode_s ||
    policy !== rules.chat_policy ||
    (policy === 'age' && age !== rules.min_age_min) ||
    emojiOnly !== rules.emoji_only ||
    noLinks !== rules.no_links;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || ageError || !dirty) return;
    setBusy(true);
    try {
      const { data, msg } = await apiPostResult<ChatRules>('chat/setRules', {
        room_id: roomId,
        slow_mode_s: slow,
        chat_policy: policy,
        ...(policy === 'age' && { min_age_min: age }),
        emoji_only: emojiOnly,
        no_links: noLinks,
      });
      onSaved(data);
      if (msg) toast.success(msg);
    } catch {
      // The API client has shown the API's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void save(e)} className="space-y-4">
      <div className="desk:grid-cols-2 grid gap-4">
        <div>
          <label htmlFor={`${id}-slow`} className={LABEL}>
            {t('chat.slowMode')}
          </label>
          <select
            id={`${id}-slow`}
            value={slow}
            onChange={(e) => setSlow(Number(e.target.value))}
            className={INPUT}
          >
            {choices.map((s) => (
              <option key={s} value={s}>
                {s === 0 ? t('chat.slowOff') : t('chat.slowSeconds', { seconds: s })}
              </option>
            ))}
          </select>
        </div>
        <div className="desk:pt-6 space-y-2">
          <Toggle
            id={`${id}-emoji`}
            label={t('chat.emojiOnly')}
            checked={emojiOnly}
            onChange={setEmojiOnly}
          />
          <Toggle
            id={`${id}-links`}
            label={t('chat.noLinks')}
            checked={noLinks}
            onChange={setNoLinks}
          />
        </div>
      </div>
      <fieldset>
        <legend className={LABEL}>{t('chat.policy')}</legend>
        <div className="desk:grid-cols-2 grid gap-2">
          {CHAT_POLICIES.map((p) => (
            <label
              key={p}
              className="border-ink-faint/30 has-[:checked]:border-brand has-[:checked]:bg-brand-soft flex cursor-pointer items-center gap-2 rounded-lg border bg-white px-3 py-2 text-sm"
            >
              <input
                type="radio"
                name={`${id}-policy`}
                value={p}
                checked={policy === p}
                onChange={() => setPolicy(p)}
                className="accent-brand size-4"
              />
              {t(`chat.policies.${p}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {policy === 'age' ? (
        <div className="max-w-xs">
          <label htmlFor={`${id}-age`} className={LABEL}>
            {t('chat.minAge')}
          </label>
          <input
            id={`${id}-age`}
            inputMode="numeric"
            value={minAge}
            onChange={(e) => setMinAge(e.target.value)}
            aria-invalid={ageError ? true : undefined}
            aria-describedby={ageError ? `${id}-age-error` : undefined}
            className={INPUT}
          />
          {ageError ? <FieldError id={`${id}-age-error`}>{ageError}</FieldError> : null}
        </div>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" variant="primary" busy={busy} disabled={!dirty || !!ageError}>
          {t('chat.save')}
        </Button>
      </div>
    </form>
  );
}

/** An on/off setting: a checkbox shown as a switch. */
function Toggle({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label htmlFor={id} className="flex cursor-pointer items-center justify-between gap-3 text-sm">
      <span className="text-ink">{label}</span>
      <span className="relative inline-flex">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="peer sr-only"
        />
        <span
          aria-hidden
          className="bg-ink-faint/40 peer-checked:bg-brand peer-focus-visible:ring-brand/30 h-6 w-11 rounded-full transition-colors peer-focus-visible:ring-4"
        />
        <span
          aria-hidden
          className="absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </label>
  );
}
