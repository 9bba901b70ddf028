'use client';

import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Clock, IdCard, Loader2, XCircle } from 'lucide-react';
import { apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { uploadFile } from '@/lib/client/upload';
import { useCountdown } from '@/lib/client/use-countdown';
import { CaptchaField } from '@/components/layout/captcha-field';
import { SmsCodeInput } from '@/components/layout/sms-code-input';
import { useDateTime } from '@/components/wallet/format';
import type { MyApplication } from '@/lib/applications/contract';
import {
  ANCHOR_EXPERIENCE_MAX,
  ANCHOR_EXPERIENCE_MIN,
  CONTACT_MAX,
  CONTACT_MIN,
  chars,
} from '@/lib/applications/limits';
import { ProfileSection, inputClass, primaryButtonClass } from './profile-section';
import { maskMobile } from './profile-payment-password';

type Field = 'real_name' | 'id_number' | 'contact' | 'id_front' | 'id_back' | 'experience' | 'code';
type Side = 'id_front' | 'id_back';
type Photo = { preview: string; url: string | null; uploading: boolean };

/**
 * Become an anchor (`/member?type=7`, issue 25; docs/product.md §3, §5): the review state of the
 * latest application (waiting, or failed with the reason), and the form while there is none
 * waiting. The ID photos are uploaded as they are chosen (sealed and private on the server).
 */
export function ApplyAnchor({ initial, mobile }: { initial: MyApplication; mobile: string }) {
  const t = useTranslations('member.apply');
  const [application, setApplication] = useState(initial);
  const waiting = application?.status === 0;
  return (
    <div className="space-y-4" data-testid="member-apply">
      {application ? <ApplicationState application={application} /> : null}
      {waiting ? null : (
        <ProfileSection
          id="member-apply-form"
          title={application?.status === 2 ? t('again') : t('title')}
          description={t('intro')}
        >
          <ApplyForm mobile={mobile} onSent={setApplication} />
        </ProfileSection>
      )}
    </div>
  );
}

function ApplicationState({ application: a }: { application: NonNullable<MyApplication> }) {
  const t = useTranslations('member.apply');
  const when = useDateTime();
  const failed = a.status === 2;
  return (
    <section
      aria-labelledby="member-apply-state"
      data-testid="apply-state"
      data-status={a.status}
      className={clsx(
        'flex items-start gap-3 rounded-xl p-5 shadow-sm',
        failed ? 'bg-live-soft' : 'bg-amber-50',
      )}
    >
      {failed ? (
        <XCircle aria-hidden className="text-live mt-0.5 size-6 shrink-0" />
      ) : (
        <Clock aria-hidden className="mt-0.5 size-6 shrink-0 text-amber-600" />
      )}
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <h2 id="member-apply-state" className="text-ink text-base font-semibold">
          {a.status_name}
        </h2>
        {failed ? (
          <p className="text-ink">
            {t('reason')}
            <span data-testid="apply-reason">{a.reason}</span>
          </p>
        ) : (
          <p className="text-ink-soft">{t('waitingText')}</p>
        )}
        <p className="text-ink-faint text-xs">
          {t('submitted', { name: a.real_name, id: a.id_number })} ·{' '}
          <time dateTime={a.created_at}>{when(a.created_at)}</time>
        </p>
      </div>
    </section>
  );
}

function ApplyForm({ mobile, onSent }: { mobile: string; onSent: (a: MyApplication) => void }) {
  const t = useTranslations('member.apply');
  const id = useId();
  const countdown = useCountdown();
  const [values, setValues] = useState({
    real_name: '',
    id_number: '',
    contact: '',
    experience: '',
    invite_code: '',
    code: '',
  });
  const [photos, setPhotos] = useState<Record<Side, Photo | null>>({
    id_front: null,
    id_back: null,
  });
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [error, setError] = useState<{ field: Field; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(
    () => () => {
      for (const p of Object.values(photos)) if (p) URL.revokeObjectURL(p.preview);
    },
    // Only when the form goes: a replaced photo revokes its own preview.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    if (error?.field === name) setError(null);
  };

  async function choose(side: Side, file: File | undefined) {
    if (!file) return;
    const preview = URL.createObjectURL(file);
    setPhotos((p) => {
      if (p[side]) URL.revokeObjectURL(p[side].preview);
      return { ...p, [side]: { preview, url: null, uploading: true } };
    });
    if (error?.field === side) setError(null);
    try {
      const url = await uploadFile('id_photo', file, t('uploadFailed'));
      setPhotos((p) =>
        p[side]?.preview === preview ? { ...p, [side]: { preview, url, uploading: false } } : p,
      );
    } catch (e) {
      setPhotos((p) => (p[side]?.preview === preview ? { ...p, [side]: null } : p));
      URL.revokeObjectURL(preview);
      setError({ field: side, text: e instanceof Error ? e.message : t('uploadFailed') });
    }
  }

  /** The first problem the form can see itself, in the order of the fields. */
  function problem(): { field: Field; text: string } | null {
    const v = values;
    if (!v.real_name.trim()) return { field: 'real_name', text: t('incomplete') };
    if (!v.id_number.trim()) return { field: 'id_number', text: t('incomplete') };
    const contact = chars(v.contact.trim());
    if (!contact) return { field: 'contact', text: t('incomplete') };
    if (contact < CONTACT_MIN || contact > CONTACT_MAX)
      return { field: 'contact', text: t('contactLength', { min: CONTACT_MIN, max: CONTACT_MAX }) };
    for (const side of ['id_front', 'id_back'] as const) {
      if (!photos[side]) return { field: side, text: t('photoRequired') };
      if (!photos[side].url) return { field: side, text: t('photoUploading') };
    }
    const experience = chars(v.experience.trim());
    if (experience < ANCHOR_EXPERIENCE_MIN)
      return { field: 'experience', text: t('experienceShort', { min: ANCHOR_EXPERIENCE_MIN }) };
    if (!v.code.trim()) return { field: 'code', text: t('incomplete') };
    return null;
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const p = problem();
    setError(p);
    if (p) {
      document.getElementById(`${id}-${p.field}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const sent = await apiPost<MyApplication>('Member/applyAnchor', {
        real_name: values.real_name.trim(),
        id_number: values.id_number.trim(),
        contact: values.contact.trim(),
        id_front: photos.id_front!.url,
        id_back: photos.id_back!.url,
        experience: values.experience.trim(),
        invite_code: values.invite_code.trim(),
        code: values.code.trim(),
      });
      toast.success(t('sent'));
      onSent(sent);
    } catch {
      // Refusals (a wrong code, a bad ID number …) were shown by the API client.
    } finally {
      setSaving(false);
    }
  }

  const describe = (field: Field) =>
    error?.field === field
      ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` }
      : {};
  const errorFor = (field: Field) =>
    error?.field === field ? (
      <p id={`${id}-${field}-error`} role="alert" className="text-live mt-1.5 text-xs">
        {error.text}
      </p>
    ) : null;
  const text = (
    field: 'real_name' | 'id_number' | 'contact' | 'invite_code',
    opts: { max: number; autoComplete?: string; optional?: boolean },
  ) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="text-ink mb-1.5 block text-sm font-medium">
        {t(`field.${field}`)}
        {opts.optional ? (
          <span className="text-ink-faint ml-1 font-normal">{t('optional')}</span>
        ) : null}
      </label>
      <input
        id={`${id}-${field}`}
        name={field}
        value={values[field]}
        onChange={set(field)}
        maxLength={opts.max}
        autoComplete={opts.autoComplete ?? 'off'}
        placeholder={t(`placeholder.${field}`)}
        className={inputClass}
        {...(field === 'invite_code' ? {} : describe(field))}
      />
      {field === 'invite_code' ? null : errorFor(field)}
    </div>
  );

  const experienceLength = chars(values.experience.trim());
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid max-w-2xl gap-4">
      <div className="desk:grid-cols-2 grid gap-4">
        {text('real_name', { max: 30, autoComplete: 'name' })}
        {text('id_number', { max: 40 })}
      </div>
      {text('contact', { max: CONTACT_MAX })}
      <fieldset>
        <legend className="text-ink mb-1.5 text-sm font-medium">{t('field.photos')}</legend>
        <p className="text-ink-faint mb-2 text-xs">{t('photosHint')}</p>
        <div className="grid grid-cols-2 gap-3">
          {(['id_front', 'id_back'] as const).map((side) => {
            const photo = photos[side];
            return (
              <div key={side}>
                <label
                  htmlFor={`${id}-${side}`}
                  className={clsx(
                    'bg-surface-muted hover:border-brand relative flex aspect-[3/2] cursor-pointer flex-col items-center justify-center gap-1 overflow-hidden rounded-lg border-2 border-dashed text-xs',
                    error?.field === side ? 'border-live' : 'border-ink-faint/40',
                  )}
                >
                  {photo ? (
                    // A local preview (blob:) of the chosen file.
                    // eslint-disable-next-line @next/next/no-img-element
                    <img
                      src={photo.preview}
                      alt=""
                      className="absolute inset-0 size-full object-cover"
                    />
                  ) : (
                    <IdCard aria-hidden className="text-ink-faint size-8" />
                  )}
                  {photo?.uploading ? (
                    <span className="absolute inset-0 grid place-items-center bg-black/40">
                      <Loader2 aria-hidden className="size-6 animate-spin text-white" />
                    </span>
                  ) : null}
                  <span
                    className={clsx(
                      'relative rounded px-1.5 py-0.5',
                      photo ? 'bg-black/60 text-white' : 'text-ink-soft',
                    )}
                  >
                    {t(`field.${side}`)}
                  </span>
                </label>
                <input
                  id={`${id}-${side}`}
                  type="file"
                  accept="image/png,image/jpeg"
                  className="sr-only"
                  data-testid={`apply-${side}`}
                  onChange={(e) => void choose(side, e.target.files?.[0])}
                  {...describe(side)}
                />
                {errorFor(side)}
              </div>
            );
          })}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-experience`} className="text-ink mb-1.5 block text-sm font-medium">
          {t('field.experience')}
        </label>
        <textarea
          id={`${id}-experience`}
          name="experience"
          rows={4}
          value={values.experience}
          onChange={set('experience')}
          maxLength={ANCHOR_EXPERIENCE_MAX}
          placeholder={t('placeholder.experience', { min: ANCHOR_EXPERIENCE_MIN })}
          className={clsx(inputClass, 'resize-y')}
          {...describe('experience')}
        />
        <p
          className={clsx(
            'mt-1 text-right text-xs tabular-nums',
            experienceLength < ANCHOR_EXPERIENCE_MIN ? 'text-ink-faint' : 'text-win',
          )}
          aria-hidden
        >
          {experienceLength}/{ANCHOR_EXPERIENCE_MIN}+
        </p>
        {errorFor('experience')}
      </div>
      {text('invite_code', { max: 32, optional: true })}
      <div className="grid gap-3">
        <p className="text-ink-soft text-sm">{t('codeHint', { mobile: maskMobile(mobile) })}</p>
        <CaptchaField onChange={setCaptcha} resetKey={captchaKey} />
        <div>
          <SmsCodeInput
            id={`${id}-code`}
            value={values.code}
            onChange={set('code')}
            mobile={() => mobile}
            type={2}
            captcha={captcha}
            onCaptchaSpent={() => {
              setCaptcha(null);
              setCaptchaKey((k) => k + 1);
            }}
            countdown={countdown}
            disabled={saving}
            invalid={error?.field === 'code'}
            describedBy={error?.field === 'code' ? `${id}-code-error` : undefined}
          />
          {errorFor('code')}
        </div>
      </div>
      <div>
        <button type="submit" disabled={saving} className={primaryButtonClass}>
          {saving ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  );
}
