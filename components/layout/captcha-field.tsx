'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { RotateCw, ShieldCheck } from 'lucide-react';
import type { CaptchaChallenge } from '@/lib/account/contract';
import { apiGet } from '@/lib/client/api';

/** What `captcha/challenge` returns: an ALTCHA challenge, or the outside captcha to use instead. */
type Challenge = CaptchaChallenge;

type Props = {
  /** The solved payload to send as the `captcha` field, or null while there is none. */
  onChange: (payload: string | null) => void;
  /** Change it after every submit: a payload is single-use, so a fresh challenge is fetched. */
  resetKey?: number;
};

/**
 * The human check of docs/product.md §5 (docs/architecture.md "Captcha"): the ALTCHA widget, fed the challenge
 * through `challengejson` because the widget cannot unwrap our envelope, solving on load so the
 * user rarely has to click. The Tencent adapter and the development-only "off" mode are
 * followed when the server announces them.
 */
export function CaptchaField({ onChange, resetKey = 0 }: Props) {
  const t = useTranslations('login.captcha');
  const [registered, setRegistered] = useState(false);
  const [challenge, setChallenge] = useState<{ id: string; data: Challenge } | null>(null);
  const [failed, setFailed] = useState(false);
  // Bumped by the component itself when a challenge expires or fails to load.
  const [retry, setRetry] = useState(0);
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // The web component touches `window` when it registers: browser only, loaded on demand.
  useEffect(() => {
    let live = true;
    import('altcha').then(
      () => live && setRegistered(true),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    let live = true;
    onChangeRef.current(null);
    apiGet<Challenge>('captcha/challenge', undefined, { silent: true }).then(
      (data) => {
        if (!live) return;
        setFailed(false);
        setChallenge({ id: `${resetKey}.${retry}`, data });
        // Off (development only): the server skips the check, any non-empty value passes.
        if ('provider' in data && data.provider === 'off') onChangeRef.current('off');
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [resetKey, retry]);

  const strings = useMemo(
    () =>
      JSON.stringify({
        label: t('label'),
        verifying: t('verifying'),
        verified: t('verified'),
        error: t('error'),
        expired: t('expired'),
        waitAlert: t('waitAlert'),
        verificationRequired: t('required'),
        loading: t('loading'),
        reload: t('reload'),
        verify: t('verify'),
      }),
    [t],
  );

  const onState = (event: CustomEvent) => {
    const { state, payload } = (event as AltchaStateChangeEvent).detail;
    onChangeRef.current(state === 'verified' && payload ? payload : null);
    // Our challenges expire; the widget cannot fetch one itself (it is fed JSON), so we do.
    if (state === 'expired') setRetry((n) => n + 1);
  };

  if (failed) {
    return (
      <div className="border-ink-faint/40 text-ink-soft flex min-h-14 items-center justify-between gap-3 rounded-xl border bg-white px-4 text-sm">
        <span>{t('loadFailed')}</span>
        <button
          type="button"
          onClick={() => setRetry((n) => n + 1)}
          className="text-brand hover:text-brand-dark inline-flex items-center gap-1 font-medium"
        >
          <RotateCw aria-hidden className="size-4" />
          {t('reload')}
        </button>
      </div>
    );
  }

  if (challenge && 'provider' in challenge.data) {
    if (challenge.data.provider === 'off') return null;
    return (
      <TencentCaptcha
        key={challenge.id}
        appId={challenge.data.app_id}
        onChange={(p) => onChangeRef.current(p)}
      />
    );
  }

  if (!registered || !challenge) {
    return (
      <div
        aria-busy="true"
        className="border-ink-faint/40 text-ink-faint flex min-h-14 items-center gap-2 rounded-xl border bg-white px-4 text-sm"
      >
        <ShieldCheck aria-hidden className="size-5" />
        {t('loading')}
      </div>
    );
  }

  return (
    // A new key mounts a new widget: the way to hand it a fresh challenge and a clean state.
    <div key={challenge.id}>
      <altcha-widget
        // React 19 adds `on*` props of a custom element as listeners of that event, at creation,
        // so no state change of the auto-solving widget is missed.
        onstatechange={onState}
        challengejson={JSON.stringify(challenge.data)}
        auto="onload"
        hidelogo
        hidefooter
        strings={strings}
        style={{
          '--altcha-max-width': '100%',
          '--altcha-border-radius': '0.75rem',
          '--altcha-color-border': 'rgb(156 163 175 / 0.4)',
          '--altcha-color-border-focus': '#ff6a00',
        }}
      />
    </div>
  );
}

type TencentResult = { ret: number; ticket?: string; randstr?: string };
type TencentCaptchaCtor = new (
  appId: string,
  callback: (res: TencentResult) => void,
) => { show: () => void };

const TENCENT_SCRIPT = 'https://turing.captcha.qcloud.com/TJCaptcha.js';

function loadTencent(): Promise<TencentCaptchaCtor> {
  const existing = (window as unknown as { TencentCaptcha?: TencentCaptchaCtor }).TencentCaptcha;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TENCENT_SCRIPT;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as { TencentCaptcha?: TencentCaptchaCtor }).TencentCaptcha;
      if (ctor) resolve(ctor);
      else reject(new Error('TencentCaptcha missing'));
    };
    script.onerror = () => reject(new Error('TencentCaptcha failed to load'));
    document.head.appendChild(script);
  });
}

/** The Tencent adapter: the check passes on result 0 (docs/product.md §5); ticket and randstr go to the API. */
function TencentCaptcha({
  appId,
  onChange,
}: {
  appId: string;
  onChange: (payload: string | null) => void;
}) {
  const t = useTranslations('login.captcha');
  const [state, setState] = useState<'idle' | 'verified' | 'error'>('idle');

  const open = async () => {
    try {
      const Ctor = await loadTencent();
      new Ctor(appId, (res) => {
        if (res.ret === 0 && res.ticket && res.randstr) {
          setState('verified');
          onChange(JSON.stringify({ ticket: res.ticket, randstr: res.randstr }));
        } else {
          setState('idle');
          onChange(null);
        }
      }).show();
    } catch {
      setState('error');
    }
  };

  return (
    <button
      type="button"
      onClick={() => void open()}
      disabled={state === 'verified'}
      className="border-ink-faint/40 text-ink hover:border-brand flex min-h-14 w-full items-center gap-2 rounded-xl border bg-white px-4 text-left text-sm disabled:cursor-default"
    >
      <ShieldCheck
        aria-hidden
        className={state === 'verified' ? 'text-win size-5' : 'text-ink-faint size-5'}
      />
      {state === 'verified' ? t('verified') : state === 'error' ? t('loadFailed') : t('label')}
    </button>
  );
}
