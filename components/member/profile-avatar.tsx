'use client';

import { useEffect, useId, useState } from 'react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/client/toast';
import clsx from 'clsx';
import { Check, ImagePlus } from 'lucide-react';
import { apiPost } from '@/lib/client/api';
import { isOk, type Envelope } from '@/lib/contract';
import { AVATAR_MAX_BYTES } from '@/lib/account/limits';
import type { AvatarOption } from '@/lib/account/contract';
import type { UploadPermit as UploadToken } from '@/lib/uploads/contract';
import { ProfileSection, primaryButtonClass, secondaryButtonClass } from './profile-section';
import { useRefreshViewer } from './use-refresh-viewer';

/** docs/product.md §5 and §9: png or jpg, at most AVATAR_MAX_BYTES (5 MB), checked before uploading. */
const AVATAR_TYPES = ['image/png', 'image/jpeg'];

export function checkAvatarFile(file: File): 'wrongType' | 'tooLarge' | null {
  // Some systems report no MIME type; the extension decides then.
  const typeOk = file.type ? AVATAR_TYPES.includes(file.type) : /\.(png|jpe?g)$/i.test(file.name);
  if (!typeOk) return 'wrongType';
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Token from the API, then the file straight to the storage address it names. */
async function uploadAvatar(file: File): Promise<{ url: string } | { failure: string | null }> {
  const grant = await apiPost<UploadToken>('Member/getQiniuToken');
  const form = new FormData();
  form.append('token', grant.token);
  form.append('file', file);
  const envelope = await fetch(grant.upload_url, { method: 'POST', body: form })
    .then((res) => res.json() as Promise<Envelope<{ url: string } | null>>)
    .catch(() => null);
  if (isOk(envelope) && envelope.data?.url) return { url: envelope.data.url };
  return { failure: envelope?.msg || null };
}

export function ProfileAvatar({ current, options }: { current: string; options: AvatarOption[] }) {
  const t = useTranslations('member');
  const refreshViewer = useRefreshViewer();
  const inputId = useId();
  const [selected, setSelected] = useState(current);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function choose(url: string) {
    setSelected(url);
    setFile(null);
    setPreview(null);
    setFileError(null);
  }

  function pick(e: React.ChangeEvent<HTMLInputElement>) {
    const chosen = e.target.files?.[0];
    // Clearing the input lets the same file be picked again after a cancel.
    e.target.value = '';
    if (!chosen) return;
    const problem = checkAvatarFile(chosen);
    if (problem) {
      setFileError(t(`avatar.${problem}`));
      return;
    }
    setFileError(null);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  async function save() {
    setSaving(true);
    try {
      let url = selected;
      if (file) {
        const uploaded = await uploadAvatar(file);
        if ('failure' in uploaded) {
          toast.error(uploaded.failure ?? t('avatar.uploadFailed'));
          return;
        }
        url = uploaded.url;
      }
      await apiPost('member/updateInfo', { avatar: url });
      toast.success(t('saved'));
      setFile(null);
      setPreview(null);
      setSelected(url);
      await refreshViewer();
    } catch {
      // Failures with a message were already shown by the API client.
    } finally {
      setSaving(false);
    }
  }

  const changed = file !== null || selected !== current;

  return (
    <ProfileSection id="member-avatar" title={t('avatar.title')}>
      <div className="desk:flex-row flex flex-col gap-6">
        <div className="flex shrink-0 flex-col items-center gap-3">
          <div className="bg-surface-muted ring-brand/30 relative size-24 overflow-hidden rounded-full ring-4">
            {preview || selected ? (
              <Image
                src={preview ?? selected}
                alt={preview ? t('avatar.preview') : t('avatar.title')}
                fill
                sizes="96px"
                unoptimized
                className="object-cover"
              />
            ) : null}
          </div>
          <label
            htmlFor={inputId}
            className={clsx(
              secondaryButtonClass,
              'inline-flex cursor-pointer items-center gap-1.5 has-[:focus-visible]:ring-2',
            )}
          >
            <ImagePlus aria-hidden className="size-4" />
            {t('avatar.upload')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg"
            aria-describedby={`${inputId}-hint`}
            onChange={pick}
            className="sr-only"
          />
          <p id={`${inputId}-hint`} className="text-ink-faint text-xs">
            {t('avatar.uploadHint')}
          </p>
          {fileError ? (
            <p role="alert" className="text-live text-xs">
              {fileError}
            </p>
          ) : null}
        </div>

        <div className="min-w-0 flex-1">
          <p id="member-avatar-choose" className="text-ink-soft mb-3 text-sm font-medium">
            {t('avatar.choose')}
          </p>
          {options.length === 0 ? (
            <p className="text-ink-faint text-sm">{t('avatar.empty')}</p>
          ) : (
            <div
              role="radiogroup"
              aria-labelledby="member-avatar-choose"
              className="desk:grid-cols-8 grid grid-cols-4 gap-3 sm:grid-cols-6"
            >
              {options.map((option, i) => {
                const checked = !file && option.url === selected;
                return (
                  <button
                    key={option.id}
                    type="button"
                    role="radio"
                    aria-checked={checked}
                    aria-label={t('avatar.option', { n: i + 1 })}
                    onClick={() => choose(option.url)}
                    className={clsx(
                      'bg-surface-muted relative aspect-square overflow-hidden rounded-full ring-offset-2 transition',
                      checked ? 'ring-brand ring-3' : 'hover:ring-brand/40 hover:ring-2',
                    )}
                  >
                    <Image
                      src={option.url}
                      alt=""
                      fill
                      sizes="64px"
                      unoptimized
                      className="object-cover"
                    />
                    {checked ? (
                      <span className="bg-brand absolute right-0 bottom-0 flex size-5 items-center justify-center rounded-full text-white">
                        <Check aria-hidden className="size-3" />
                      </span>
                    ) : null}
                  </button>
                );
              })}
            </div>
          )}
          <div className="mt-5 flex gap-3">
            <button
              type="button"
              onClick={() => void save()}
              disabled={!changed || saving}
              className={primaryButtonClass}
            >
              {saving ? t('saving') : t('avatar.save')}
            </button>
            {changed && !saving ? (
              <button
                type="button"
                onClick={() => choose(current)}
                className={secondaryButtonClass}
              >
                {t('avatar.cancel')}
              </button>
            ) : null}
          </div>
        </div>
      </div>
    </ProfileSection>
  );
}
