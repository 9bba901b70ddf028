'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Coins } from 'lucide-react';
import { apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { ConfirmDialog, FieldError } from '@/components/wallet/wallet-dialog';
import { inlineError } from '@/components/wallet/api-error';
import { useMoneyAction } from '@/components/wallet/idempotency';
import { ADJUST_MAX_COINS, SANCTION_REASON_MAX } from '@/lib/admin/limits';
import { parseCoins } from '@/lib/wallet/limits';
import { useReauth } from './reauth';

type Adjusted = { balance: number; replay: boolean };

/**
 * An administrator's balance adjustment on a user's console page (docs/architecture.md "Console"):
 * credit or take away coins with a reason. A money action: the API asks for the password again
 * (useReauth), and the call carries an Idempotency-Key so a double click or a retry moves the
 * money once.
 */
export function AdjustBalance({
  userId,
  nickname,
  onDone,
}: {
  userId: number;
  nickname: string;
  onDone?: (balance: number) => void;
}) {
  const t = useTranslations('console.adjust');
  const id = useId();
  const withReauth = useReauth();
  const { pending, run } = useMoneyAction();
  const [open, setOpen] = useState(false);
  const [direction, setDirection] = useState<1 | -1>(1);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const tenths = parseCoins(amount);
    if (tenths === null || tenths > ADJUST_MAX_COINS * 10)
      return setProblem(t('amountInvalid', { max: ADJUST_MAX_COINS }));
    if (!reason.trim() || [...reason.trim()].length > SANCTION_REASON_MAX)
      return setProblem(t('reasonInvalid', { max: SANCTION_REASON_MAX }));
    setProblem(null);
    setError(null);
    const body = { user_id: userId, direction, amount, reason: reason.trim() };
    try {
      const done = await withReauth(async () => {
        const outcome = await run(body, (key) =>
          apiPost<Adjusted>('admin/adjustBalance', body, { idempotencyKey: key, silent: true }),
        );
        if (!outcome) return null;
        if (!outcome.ok) throw outcome.error;
        return outcome.data;
      });
      if (!done) return;
      setOpen(false);
      setAmount('');
      setReason('');
      toast.success(t('done', { balance: done.balance }));
      onDone?.(done.balance);
    } catch (e) {
      setError(inlineError(e));
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-ink-soft hover:text-ink inline-flex items-center gap-1 rounded-md border border-black/10 px-2 py-1 text-sm"
      >
        <Coins aria-hidden className="size-4" />
        {t('button')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!next && !pending) setOpen(false);
        }}
        title={t('title', { user: nickname })}
        text={t('text')}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        busy={pending}
        error={error}
        tone={direction === -1 ? 'danger' : 'brand'}
        onConfirm={() => void submit()}
        testId="adjust-balance-dialog"
      >
        <fieldset className="mb-3 flex gap-4 text-sm">
          <legend className="sr-only">{t('direction')}</legend>
          {([1, -1] as const).map((d) => (
            <label key={d} className="flex items-center gap-1.5">
              <input
                type="radio"
                name={`${id}-dir`}
                checked={direction === d}
                onChange={() => setDirection(d)}
              />
              {t(d === 1 ? 'credit' : 'debit')}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-amount`} className="text-ink mb-1 block text-sm font-medium">
          {t('amount')}
        </label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          className="bg-surface-muted focus:border-brand mb-3 w-full rounded-lg border border-black/10 px-3 py-2 text-sm outline-none"
        />
        <label htmlFor={`${id}-reason`} className="text-ink mb-1 block text-sm font-medium">
          {t('reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          rows={2}
          value={reason}
          maxLength={SANCTION_REASON_MAX}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => setReason(e.target.value)}
          className="bg-surface-muted focus:border-brand w-full rounded-lg border border-black/10 px-3 py-2 text-sm outline-none"
        />
        {problem ? <FieldError id={`${id}-problem`}>{problem}</FieldError> : null}
      </ConfirmDialog>
    </>
  );
}
