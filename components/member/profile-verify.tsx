'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { toast } from '@/lib/client/toast';
import { ShieldCheck } from 'lucide-react';
import { apiPost } from '@/lib/client/api';
import type { VerifiedInfo } from '@/lib/account/contract';
import { ProfileSection, inputClass, primaryButtonClass } from './profile-section';
import { useRefreshViewer } from './use-refresh-viewer';

function toDate(value: VerifiedInfo['verified_at']): Date | null {
  if (value === null || value === '') return null;
  // Unix seconds or milliseconds, or an ISO string.
  const date =
    typeof value === 'number' ? new Date(value < 1e12 ? value * 1000 : value) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Real-name verification: the form until it is done, then the masked record. */
export function ProfileVerify({ info }: { info: VerifiedInfo | null }) {
  const t = useTranslations('member');
  const format = useFormatter();
  const refreshViewer = useRefreshViewer();
  const [record, setRecord] = useState(info);
  const [realName, setRealName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const shown = record?.is_verified ? record : info?.is_verified ? info : null;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = { real_name: realName.trim(), id_number: idNumber.trim() };
    if (!body.real_name || !body.id_number) {
      setError(t('incomplete'));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await apiPost('Member/verified', body);
      toast.success(t('verify.submitted'));
      setRecord(await apiPost<VerifiedInfo>('Member/getVerifiedInfo'));
      await refreshViewer();
    } catch {
      // Failures with a message were already shown by the API client.
    } finally {
      setSaving(false);
    }
  }

  if (shown) {
    const at = toDate(shown.verified_at);
    return (
      <ProfileSection id="member-verify" title={t('verify.title')}>
        <div className="flex items-start gap-3 rounded-lg bg-green-50 p-4">
          <ShieldCheck aria-hidden className="text-win mt-0.5 size-5 shrink-0" />
          <div className="min-w-0">
            <p className="text-win text-sm font-semibold">{t('verify.done')}</p>
            <dl className="text-ink-soft mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt>{t('verify.realName')}</dt>
              <dd className="text-ink">{shown.real_name}</dd>
              <dt>{t('verify.idNumber')}</dt>
              <dd className="text-ink font-mono">{shown.id_number}</dd>
              {at ? (
                <>
                  <dt>{t('verify.verifiedAt')}</dt>
                  <dd className="text-ink">{format.dateTime(at, { dateStyle: 'medium' })}</dd>
                </>
              ) : null}
            </dl>
          </div>
        </div>
      </ProfileSection>
    );
  }

  return (
    <ProfileSection id="member-verify" title={t('verify.title')} description={t('verify.intro')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="grid max-w-xl gap-4">
        <div>
          <label htmlFor="member-real-name" className="text-ink mb-1.5 block text-sm font-medium">
            {t('verify.realName')}
          </label>
          <input
            id="member-real-name"
            name="real_name"
            type="text"
            autoComplete="name"
            maxLength={50}
            value={realName}
            onChange={(e) => setRealName(e.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="member-id-number" className="text-ink mb-1.5 block text-sm font-medium">
            {t('verify.idNumber')}
          </label>
          <input
            id="member-id-number"
            name="id_number"
            type="text"
            autoComplete="off"
            maxLength={30}
            value={idNumber}
            onChange={(e) => setIdNumber(e.target.value)}
            className={inputClass}
          />
        </div>
        {error ? (
          <p role="alert" className="text-live text-xs">
            {error}
          </p>
        ) : null}
        <div>
          <button type="submit" disabled={saving} className={primaryButtonClass}>
            {saving ? t('saving') : t('verify.submit')}
          </button>
        </div>
      </form>
    </ProfileSection>
  );
}
