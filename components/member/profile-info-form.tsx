'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/client/toast';
import clsx from 'clsx';
import { apiPost } from '@/lib/client/api';
import {
  NICKNAME_MAX,
  SIGNATURE_MAX,
  nicknameValid,
  normalizeNickname,
} from '@/lib/account/limits';
import type { UpdateInfoInput } from '@/lib/account/contract';
import { ApiError } from '@/lib/contract';
import { ProfileSection, inputClass, primaryButtonClass } from './profile-section';
import { useRefreshViewer } from './use-refresh-viewer';

const SEXES = [
  { value: 0, key: 'sexSecret' },
  { value: 1, key: 'sexMale' },
  { value: 2, key: 'sexFemale' },
] as const;

type Props = { nickname: string; signature: string; sex: number };

/** Nickname, signature and gender (member/updateInfo); only changed fields are sent. */
export function ProfileInfoForm({ nickname, signature, sex }: Props) {
  const t = useTranslations('member');
  const refreshViewer = useRefreshViewer();
  // What the server holds: the props, then whatever was last saved (before the refresh lands).
  const [base, setBase] = useState({ nickname, signature, sex });
  const [form, setForm] = useState(base);
  const [nicknameError, setNicknameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const changes: Pick<UpdateInfoInput, 'user_nickname' | 'signature' | 'sex'> = {};
  const nick = normalizeNickname(form.nickname);
  if (nick !== base.nickname) changes.user_nickname = nick;
  if (form.signature !== base.signature) changes.signature = form.signature;
  if (form.sex !== base.sex) changes.sex = form.sex;
  const changed = Object.keys(changes).length > 0;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!nick) {
      setNicknameError(t('info.nicknameRequired'));
      return;
    }
    if (changes.user_nickname !== undefined && !nicknameValid(nick)) {
      setNicknameError(t('info.nicknameInvalid'));
      return;
    }
    if (!changed) return;
    setSaving(true);
    try {
      await apiPost('member/updateInfo', changes);
      toast.success(t('saved'));
      setBase({ ...form, nickname: nick });
      await refreshViewer();
    } catch (err) {
      // The API client shows every other failure; a taken nickname belongs under the field (docs/product.md §8).
      if (err instanceof ApiError && err.key === 'nicknameTaken') setNicknameError(err.msg);
    } finally {
      setSaving(false);
    }
  }

  return (
    <ProfileSection id="member-info" title={t('info.title')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="grid max-w-xl gap-5">
        <div>
          <label htmlFor="member-nickname" className="text-ink mb-1.5 block text-sm font-medium">
            {t('info.nickname')}
          </label>
          <input
            id="member-nickname"
            name="user_nickname"
            type="text"
            autoComplete="nickname"
            maxLength={NICKNAME_MAX}
            value={form.nickname}
            onChange={(e) => {
              setForm((f) => ({ ...f, nickname: e.target.value }));
              setNicknameError(null);
            }}
            aria-invalid={nicknameError ? true : undefined}
            aria-describedby={nicknameError ? 'member-nickname-error' : 'member-nickname-hint'}
            className={inputClass}
          />
          {nicknameError ? (
            <p id="member-nickname-error" role="alert" className="text-live mt-1.5 text-xs">
              {nicknameError}
            </p>
          ) : (
            <p id="member-nickname-hint" className="text-ink-faint mt-1.5 text-xs">
              {t('info.nicknameHint')}
            </p>
          )}
        </div>

        <div>
          <label htmlFor="member-signature" className="text-ink mb-1.5 block text-sm font-medium">
            {t('info.signature')}
          </label>
          <textarea
            id="member-signature"
            name="signature"
            rows={3}
            maxLength={SIGNATURE_MAX}
            placeholder={t('info.signaturePlaceholder')}
            value={form.signature}
            onChange={(e) => setForm((f) => ({ ...f, signature: e.target.value }))}
            className={clsx(inputClass, 'resize-none')}
          />
          <p className="text-ink-faint mt-1 text-right text-xs" aria-live="polite">
            {t('info.count', { n: form.signature.length, max: SIGNATURE_MAX })}
          </p>
        </div>

        <fieldset>
          <legend className="text-ink mb-1.5 text-sm font-medium">{t('info.sex')}</legend>
          <div className="flex gap-2">
            {SEXES.map((option) => (
              <label
                key={option.value}
                className={clsx(
                  'cursor-pointer rounded-lg border px-4 py-1.5 text-sm transition-colors has-[:focus-visible]:ring-2',
                  form.sex === option.value
                    ? 'border-brand bg-brand-soft text-brand font-semibold'
                    : 'border-ink-faint/40 text-ink-soft hover:border-brand',
                )}
              >
                <input
                  type="radio"
                  name="sex"
                  value={option.value}
                  checked={form.sex === option.value}
                  onChange={() => setForm((f) => ({ ...f, sex: option.value }))}
                  className="sr-only"
                />
                {t(`info.${option.key}`)}
              </label>
            ))}
          </div>
        </fieldset>

        <div>
          <button type="submit" disabled={!changed || saving} className={primaryButtonClass}>
            {saving ? t('saving') : t('info.save')}
          </button>
        </div>
      </form>
    </ProfileSection>
  );
}
