'use client';

import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Megaphone } from 'lucide-react';
import clsx from 'clsx';
import { apiGet, apiPost, requireLogin } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { CoinBalance } from '@/components/member/coin-balance';
import { useMoneyAction } from '@/components/wallet/idempotency';
import { DialogShell } from './dialog-shell';
import type { HornConfig, HornSent as SendHornAnswer } from '@/lib/wallet/contract';
import { HORN_MAX_CHARS as HORN_MAX } from '@/lib/wallet/limits';

export type HornComposerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  viewerId: number | null;
  /** A horn was paid for (coins or a free horn): the new balance. */
  onPaid: (answer: { balance: number }) => void;
  onError: (e: unknown) => void;
};

/** A horn's length as the viewer sees it: characters (not UTF-16 units) after trimming. */
export function hornLength(text: string): number {
  return [...text.trim()].length;
}

/**
 * Writing a horn (`Member/sneHorn`): 1 to 60 characters with a counter, what it costs (free
 * while the viewer's noble tier has free horns left this month, else the horn's price), and a
 * send that pays once (an Idempotency-Key per horn). A horn is shown in every room once it
 * passes review, so the answer is "submitted, waiting for review". A lazy chunk.
 */
export function HornComposer({ open, onOpenChange, viewerId, onPaid, onError }: HornComposerProps) {
  const t = useTranslations('coins.horn');
  const id = useId();
  const { pending, run } = useMoneyAction();
  const [text, setText] = useState('');
  const [config, setConfig] = useState<HornConfig | null>(null);

  useEffect(() => {
    if (!open || viewerId === null) return;
    let live = true;
    apiGet<HornConfig>('Horn/config', undefined, { silent: true }).then(
      (c) => live && setConfig(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, viewerId]);

  const max = config?.max_chars ?? HORN_MAX;
  const length = hornLength(text);
  const tooLong = length > max;
  const freeLeft = config?.free_horns_left ?? 0;
  const price = config?.price ?? null;

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    if (pending || length < 1 || tooLong) return;
    if (viewerId === null) {
      requireLogin();
      return;
    }
    const body = { content: text.trim() };
    const outcome = await run(body, (key) =>
      apiPost<SendHornAnswer>('Member/sneHorn', body, { idempotencyKey: key, silent: true }),
    );
    if (!outcome) return;
    if (!outcome.ok) {
      onError(outcome.error);
      return;
    }
    const r = outcome.data;
    toast.success(t('submitted'), { id: 'horn-submitted' });
    onPaid(r);
    setConfig((c) => (c ? { ...c, free_horns_left: r.free_horns_left } : c));
    setText('');
    onOpenChange(false);
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={t('intro')}
      icon={<Megaphone aria-hidden className="text-brand size-5" />}
      testId="horn-composer"
    >
      <form onSubmit={(e) => void send(e)} className="space-y-3 p-5">
        <label htmlFor={`${id}-text`} className="sr-only">
          {t('label')}
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={3}
          placeholder={t('placeholder')}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-count ${id}-cost`}
          className="border-ink-faint/40 focus:border-brand focus:ring-brand/30 w-full resize-none rounded-lg border px-3 py-2 text-sm outline-none focus:ring-2"
        />
        <div className="flex items-center justify-between gap-3 text-xs">
          <p id={`${id}-cost`} className="text-ink-soft" data-testid="horn-cost">
            {freeLeft > 0 ? (
              <span className="font-medium text-emerald-700">{t('free', { count: freeLeft })}</span>
            ) : price !== null ? (
              <>
                {t('cost')} <CoinBalance value={price} testId="horn-price" />
              </>
            ) : (
              t('costUnknown')
            )}
          </p>
          <p
            id={`${id}-count`}
            data-testid="horn-count"
            className={clsx('tabular-nums', tooLong ? 'text-live font-semibold' : 'text-ink-soft')}
          >
            {t('count', { length, max })}
          </p>
        </div>
        {tooLong && (
          <p role="alert" className="text-live text-xs">
            {t('tooLong', { max })}
          </p>
        )}
        <div className="flex justify-end">
          <button
            type="submit"
            disabled={pending || length < 1 || tooLong}
            aria-busy={pending || undefined}
            className="bg-brand hover:bg-brand-dark inline-flex h-10 items-center gap-1.5 rounded-full px-6 text-sm font-semibold text-white disabled:opacity-50"
          >
            <Megaphone aria-hidden className="size-4" />
            {pending ? t('sending') : t('send')}
          </button>
        </div>
      </form>
    </DialogShell>
  );
}
