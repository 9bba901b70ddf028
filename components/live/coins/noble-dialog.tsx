'use client';

import { useEffect, useId, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Check, Crown } from 'lucide-react';
import clsx from 'clsx';
import { apiGet, apiPost, requireLogin } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { CoinBalance } from '@/components/member/coin-balance';
import { useMoneyAction } from '@/components/wallet/idempotency';
import { NobleQuoteLines, useNobleQuote } from '@/components/wallet/noble-quote';
import type { GuardList, NobleBuyResult, NobleTier } from '@/lib/wallet/contract';
import { NOBLE_MONTHS } from '@/lib/wallet/limits';
import { DialogShell } from './dialog-shell';
import { toTenths } from './money';
import { NobleBadge } from './noble-badge';
import { rememberNobleTiers } from './noble-tiers';
import { safeColor } from './gift-message';

export type NobleDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The logged-in viewer's id; null for a visitor (buying then asks to log in). */
  viewerId: number | null;
  /** A purchase went through: the new balance, exp and level. */
  onPaid: (answer: { balance: number; exp: number; level: number }) => void;
  /** A purchase failed (the bar reports it, with "Recharge" when the coins are short). */
  onError: (e: unknown) => void;
};

/**
 * What a tier gives, in the order the dialog lists it: what the server grants (Guard/getList),
 * the entry effect by its own name (each tier has its own, grander with rank), so no two tiers
 * read alike.
 */
function privileges(
  tier: NobleTier,
  effectName: (effect: string) => string | null,
): { key: string; values?: Record<string, number | string> }[] {
  const effect = tier.entry_effect ? effectName(tier.entry_effect) : null;
  return [
    { key: 'badge' },
    ...(tier.entry_effect
      ? [effect ? { key: 'entryNamed', values: { effect } } : { key: 'entry' }]
      : []),
    ...(tier.horn_large ? [{ key: 'hornLarge' }] : []),
    ...(tier.free_horns > 0 ? [{ key: 'freeHorns', values: { count: tier.free_horns } }] : []),
    ...(tier.mute_protection ? [{ key: 'muteProtection' }] : []),
  ];
}

/**
 * Buying or renewing a noble tier in the room (`Guard/getList`, `guard_user/buy`): the tiers with
 * their monthly price and privileges, 1/3/6/12 months, the total and, before buying, what will
 * really be taken and until when (`guard_user/quote`: an upgrade's credit from the running lower
 * tier, docs/product.md §6), and a confirmation that pays once however often it is retried (an
 * Idempotency-Key per purchase). The badge shows on the
 * buyer's next chat message. A lazy chunk, fetched when the crown button is first used.
 */
export function NobleDialog({ open, onOpenChange, viewerId, onPaid, onError }: NobleDialogProps) {
  const t = useTranslations('coins.noble');
  const te = useTranslations('wallet.noble.effects');
  const effectName = (effect: string) => (te.has(effect as 'king') ? te(effect as 'king') : null);
  const format = useFormatter();
  const id = useId();
  const { pending, run } = useMoneyAction();
  const [list, setList] = useState<GuardList | null>(null);
  const [failed, setFailed] = useState(false);
  const [tierId, setTierId] = useState<number | null>(null);
  const [months, setMonths] = useState<number>(1);

  // Read on every opening (the viewer's own tier may have changed), and on "Try again".
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!open) return;
    let live = true;
    apiGet<GuardList>('Guard/getList', undefined, { silent: true }).then(
      (data) => {
        if (!live) return;
        setList(data);
        setFailed(false);
        rememberNobleTiers(data.tiers);
        setTierId((cur) => cur ?? data.mine?.tier_id ?? data.tiers[0]?.id ?? null);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, attempt]);
  const reload = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };

  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  const mine = list?.mine ?? null;
  const tier = list?.tiers.find((x) => x.id === tierId) ?? null;
  const total = tier ? (toTenths(tier.monthly_price) * months) / 10 : 0;
  const lower = (x: NobleTier) => mine !== null && x.level < mine.level;
  const priced = useNobleQuote(
    tier?.id ?? null,
    months,
    open && viewerId !== null && list !== null,
    `${mine?.tier_id}:${mine?.expires_at}`,
  );

  const buy = async () => {
    if (!tier || pending) return;
    if (viewerId === null) {
      requireLogin();
      return;
    }
    const body = { tier_id: tier.id, months };
    const outcome = await run(body, (key) =>
      apiPost<NobleBuyResult>('guard_user/buy', body, { idempotencyKey: key, silent: true }),
    );
    if (!outcome) return;
    if (!outcome.ok) {
      onError(outcome.error);
      return;
    }
    toast.success(t('success', { name: tier.name, date: date(outcome.data.expires_at) }), {
      id: 'noble-bought',
    });
    onPaid(outcome.data);
    onOpenChange(false);
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={t('intro')}
      icon={<Crown aria-hidden className="size-5 text-amber-500" />}
      width="desk:w-[560px]"
      testId="noble-dialog"
    >
      <div className="space-y-4 p-5">
        {mine ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
            {t('current', { name: mine.name, date: date(mine.expires_at) })}
          </p>
        ) : null}
        {failed ? (
          <div className="text-ink-soft py-6 text-center text-sm" role="alert">
            {t('loadError')}{' '}
            <button type="button" onClick={reload} className="text-brand font-semibold underline">
              {t('retry')}
            </button>
          </div>
        ) : !list ? (
          <p className="text-ink-soft py-6 text-center text-sm">{t('loading')}</p>
        ) : (
          <>
            <fieldset>
              <legend className="text-ink mb-2 text-sm font-semibold">{t('tiers')}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {list.tiers.map((x) => (
                  <label
                    key={x.id}
                    data-testid="noble-tier"
                    className={clsx(
                      'border-ink-faint/30 has-checked:border-brand has-checked:bg-brand-soft/60 has-focus-visible:ring-brand relative flex cursor-pointer flex-col gap-1.5 rounded-xl border p-3 has-focus-visible:ring-2',
                      lower(x) && 'cursor-not-allowed opacity-55',
                    )}
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={`${id}-tier`}
                      value={x.id}
                      checked={x.id === tierId}
                      disabled={lower(x)}
                      onChange={() => setTierId(x.id)}
                    />
                    <span className="flex items-center gap-2">
                      <NobleBadge
                        noble={{ level: x.level, color: safeColor(x.badge_color) ?? '#b8860b' }}
                      />
                      <span className="text-ink font-semibold">{x.name}</span>
                    </span>
                    <span className="text-ink text-sm">
                      <CoinBalance value={x.monthly_price} testId="noble-price" />{' '}
                      <span className="text-ink-soft text-xs">{t('perMonth')}</span>
                    </span>
                    <ul className="text-ink-soft space-y-0.5 text-xs">
                      {privileges(x, effectName).map((p) => (
                        <li key={p.key} className="flex items-start gap-1">
                          <Check aria-hidden className="mt-0.5 size-3 shrink-0 text-emerald-600" />
                          {t(`privileges.${p.key}` as 'privileges.badge', p.values)}
                        </li>
                      ))}
                    </ul>
                    {lower(x) && <span className="text-ink-soft text-xs">{t('lower')}</span>}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="text-ink mb-2 text-sm font-semibold">{t('months')}</legend>
              <div className="flex gap-2">
                {NOBLE_MONTHS.map((m) => (
                  <label
                    key={m}
                    className="border-ink-faint/30 has-checked:border-brand has-checked:bg-brand has-focus-visible:ring-brand flex h-9 flex-1 cursor-pointer items-center justify-center rounded-lg border text-sm font-medium has-checked:text-white has-focus-visible:ring-2"
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={`${id}-months`}
                      value={m}
                      checked={m === months}
                      onChange={() => setMonths(m)}
                    />
                    {t('monthsOption', { count: m })}
                  </label>
                ))}
              </div>
            </fieldset>
            <NobleQuoteLines quote={priced.quote} refusal={priced.refusal} />
            <div className="border-surface-page flex items-center justify-between gap-3 border-t pt-4">
              <span className="text-ink-soft text-sm">
                {t('total')}{' '}
                <strong className="text-ink text-base">
                  <CoinBalance value={total} testId="noble-total" />
                </strong>
              </span>
              <button
                type="button"
                onClick={() => void buy()}
                disabled={!tier || pending || lower(tier) || priced.refusal !== null}
                aria-busy={pending || undefined}
                className="bg-brand hover:bg-brand-dark inline-flex h-10 items-center gap-1.5 rounded-full px-6 text-sm font-semibold text-white disabled:opacity-50"
              >
                <Crown aria-hidden className="size-4" />
                {pending ? t('buying') : mine && tier?.id === mine.tier_id ? t('renew') : t('buy')}
              </button>
            </div>
          </>
        )}
      </div>
    </DialogShell>
  );
}
