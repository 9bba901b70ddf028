'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useFormatter, useNow, useTimeZone } from 'next-intl';
import { Check, Copy, Eye, EyeOff, KeyRound, RefreshCw } from 'lucide-react';
import { apiGet } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { zoneLabel } from '@/lib/rules/zone';
import { usePushAddress } from './data';
import { useStudioT } from './i18n';
import type { PushAddress } from '@/lib/live/contract';
import { Button, INPUT, LABEL, LoadFailed, Loading, Section } from './ui';

/** The OBS push address: server and (masked) stream key with copy buttons, its expiry, a new key. */
export function ObsTab() {
  const t = useStudioT();
  const id = useId();
  const push = usePushAddress();
  const [renewing, setRenewing] = useState(false);

  const renew = async () => {
    if (renewing) return;
    setRenewing(true);
    try {
      const fresh = await apiGet<PushAddress>('Live/getLiveUrl');
      await push.mutate(fresh, { revalidate: false });
      toast.success(t('obs.renewed'));
    } catch {
      // The API client has shown the API's message.
    } finally {
      setRenewing(false);
    }
  };

  return (
    <>
      <Section
        id={`${id}-push`}
        title={t('obs.heading')}
        intro={t('obs.secret')}
        action={
          push.data ? (
            <Button busy={renewing} onClick={() => void renew()}>
              {renewing ? null : <RefreshCw className="size-4" aria-hidden />}
              {t('obs.renew')}
            </Button>
          ) : null
        }
      >
        {push.data ? (
          <PushFields push={push.data} />
        ) : push.error ? (
          <LoadFailed onRetry={() => void push.mutate()} />
        ) : (
          <Loading />
        )}
      </Section>
      <Section id={`${id}-howto`} title={t('obs.howTo')}>
        <ol className="text-ink-soft list-decimal space-y-1.5 pl-5 text-sm marker:font-semibold">
          <li>{t('obs.step1')}</li>
          <li>{t('obs.step2')}</li>
          <li>{t('obs.step3')}</li>
          <li>{t('obs.step4')}</li>
          <li>{t('obs.step5')}</li>
        </ol>
      </Section>
    </>
  );
}

function PushFields({ push }: { push: PushAddress }) {
  const t = useStudioT();
  const id = useId();
  const format = useFormatter();
  const zone = useTimeZone() ?? 'UTC';
  const now = useNow({ updateInterval: 30_000 });
  const [revealed, setRevealed] = useState(false);
  const expiresMs = push.expires_at * 1000;
  const expiry = {
    time: format.dateTime(new Date(expiresMs), {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
    zone: zoneLabel(zone, expiresMs),
  };
  const expired = now.getTime() >= expiresMs;

  return (
    <div className="space-y-4">
      <CopyField
        id={`${id}-server`}
        label={t('obs.server')}
        value={push.server}
        shown={push.server}
        copyLabel={t('obs.copyServer')}
      />
      <CopyField
        id={`${id}-key`}
        label={t('obs.streamKey')}
        value={push.stream_key}
        // Masked with as many dots (up to 32) until revealed: nothing of the key is on screen.
        shown={revealed ? push.stream_key : '•'.repeat(Math.min(push.stream_key.length, 32))}
        copyLabel={t('obs.copyKey')}
        // Without a clipboard the anchor copies by hand, which needs the key on screen.
        onCopyFailed={() => setRevealed(true)}
        extra={
          <Button
            variant="ghost"
            className="size-10 px-0"
            aria-pressed={revealed}
            aria-label={revealed ? t('obs.hide') : t('obs.show')}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? (
              <EyeOff className="size-4" aria-hidden />
            ) : (
              <Eye className="size-4" aria-hidden />
            )}
          </Button>
        }
      />
      <p
        className={`flex items-center gap-2 text-sm ${expired ? 'text-live font-medium' : 'text-ink-soft'}`}
        role={expired ? 'alert' : undefined}
      >
        <KeyRound className="size-4 shrink-0" aria-hidden />
        {expired ? t('obs.expired', expiry) : t('obs.expires', expiry)}
      </p>
    </div>
  );
}

/** A read-only value with a copy button; copying falls back to selecting the text. */
function CopyField({
  id,
  label,
  value,
  shown,
  copyLabel,
  onCopyFailed,
  extra,
}: {
  id: string;
  label: string;
  /** What the copy button copies. */
  value: string;
  /** What the field shows (the masked key). */
  shown: string;
  copyLabel: string;
  onCopyFailed?: () => void;
  extra?: React.ReactNode;
}) {
  const t = useStudioT();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(t('obs.copied'));
    } catch {
      onCopyFailed?.();
      // After the field shows the real value.
      setTimeout(() => {
        input.current?.focus();
        input.current?.select();
      }, 0);
      toast.error(t('obs.copyFailed'));
    }
  };

  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          ref={input}
          id={id}
          readOnly
          value={shown}
          spellCheck={false}
          autoComplete="off"
          onFocus={(e) => e.currentTarget.select()}
          className={`${INPUT} font-mono`}
        />
        {extra}
        <Button aria-label={copyLabel} onClick={() => void copy()} className="w-10 px-0">
          {copied ? (
            <Check className="text-win size-4" aria-hidden />
          ) : (
            <Copy className="size-4" aria-hidden />
          )}
        </Button>
      </div>
    </div>
  );
}
