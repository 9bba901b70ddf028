'use client';

import { createContext, useCallback, useContext, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { apiPost, ApiError } from '@/lib/client/api';
import { ConfirmDialog } from '@/components/wallet/wallet-dialog';
import { inlineError } from '@/components/wallet/api-error';

type WithReauth = <T>(call: () => Promise<T>) => Promise<T>;

const ReauthContext = createContext<WithReauth | null>(null);

/**
 * Re-authentication for money actions (docs/architecture.md "Console"): `useReauth()` wraps a call;
 * when the API answers `reauthRequired` the operator is asked for their password (admin/reauth,
 * good for 10 minutes on this session) and the call is made once more. Cancelling rejects with
 * the original error.
 */
export function ReauthProvider({ children }: { children: React.ReactNode }) {
  const t = useTranslations('console.reauth');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<{ resolve: () => void; reject: () => void } | null>(null);

  const ask = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject };
        setPassword('');
        setError(null);
        setOpen(true);
      }),
    [],
  );

  const withReauth = useCallback<WithReauth>(
    async (call) => {
      try {
        return await call();
      } catch (e) {
        if (!(e instanceof ApiError) || e.key !== 'reauthRequired') throw e;
        try {
          await ask();
        } catch {
          throw e;
        }
        return call();
      }
    },
    [ask],
  );

  async function confirm() {
    if (!password || busy) return;
    setBusy(true);
    setError(null);
    try {
      await apiPost('admin/reauth', { password }, { silent: true });
      setOpen(false);
      pending.current?.resolve();
      pending.current = null;
    } catch (e) {
      setError(inlineError(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ReauthContext.Provider value={withReauth}>
      {children}
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (next) return;
          setOpen(false);
          pending.current?.reject();
          pending.current = null;
        }}
        title={t('title')}
        text={t('text')}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        testId="reauth-dialog"
      >
        <label htmlFor={id} className="text-ink mb-1 block text-sm font-medium">
          {t('password')}
        </label>
        <input
          id={id}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void confirm();
          }}
          className="border-surface-page bg-surface-muted focus:border-brand mb-3 w-full rounded-lg border px-3 py-2 text-sm outline-none"
        />
      </ConfirmDialog>
    </ReauthContext.Provider>
  );
}

const direct: WithReauth = (call) => call();

/**
 * The wrapper of ReauthProvider (the console shell provides one). Outside a provider (a component
 * test) the call is made as it is, and a `reauthRequired` refusal reaches the caller.
 */
export function useReauth(): WithReauth {
  return useContext(ReauthContext) ?? direct;
}
