'use client';

import { useEffect, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Check, Crown, Megaphone, ShieldCheck, Sparkles } from 'lucide-react';
import clsx from 'clsx';
import { apiGet } from '@/lib/client/api';
import { useRefreshViewer } from '@/components/member/use-refresh-viewer';
import { inlineError } from './api-error';
import { useCoinFormat } from './format';
import { NobleBuyDialog } from './noble-buy-dialog';
import { RechargeDialog } from './recharge-dialog';
import type { GuardList, NobleTier } from '@/lib/wallet/contract';
import { primaryButton, secondaryButton } from './wallet-dialog';
import { ListFailed } from './pager';
import { useWalletListLabels } from './list-labels';

/**
 * Tab 3 of /member, nobles (docs/product.md §6, issue 11 §4): the user's tier and its expiry and free
 * horns, and every tier with its monthly price and privileges, bought or renewed through
 * NobleBuyDialog. A lower tier than the active one cannot be bought while it lasts.
 */
export function NobleTab({ initial, balance }: { initial: GuardList | null; balance: number }) {
  const t = useTranslations('wallet.noble');
  const format = useFormatter();
  const fmt = useCoinFormat();
  const labels = useWalletListLabels();
  const refreshViewer = useRefreshViewer();
  const [data, setData] = useState<GuardList | null>(initial);
  const [failed, setFailed] = useState<string | null>(null);
  const [buying, setBuying] = useState<NobleTier | null>(null);
  const [recharge, setRecharge] = useState(false);

  // The page could not read the tiers: try once more from the browser.
  useEffect(() => {
    if (initial) return;
    let live = true;
    apiGet<GuardList>('Guard/getList', undefined, { silent: true })
      .then((next) => {
        if (live) setData(next);
      })
      .catch((e: unknown) => {
        if (live) setFailed(inlineError(e));
      });
    return () => {
      live = false;
    };
  }, [initial]);

  async function reload() {
    try {
      setData(await apiGet<GuardList>('Guard/getList', undefined, { silent: true }));
      setFailed(null);
    } catch (e) {
      setFailed(inlineError(e));
    }
  }

  const mine = data?.mine ?? null;
  const tiers = data?.tiers ?? [];

  return (
    <div className="flex flex-col gap-4" data-testid="member-noble">
      <section
        aria-labelledby="noble-mine-title"
        className="desk:p-6 relative overflow-hidden rounded-xl bg-gradient-to-br from-amber-500 via-orange-500 to-rose-500 p-5 text-white shadow-sm"
      >
        <span aria-hidden className="absolute -top-12 -right-8 size-40 rounded-full bg-white/15" />
        <h2
          id="noble-mine-title"
          className="relative flex items-center gap-2 text-sm text-white/85"
        >
          <Crown aria-hidden className="size-4" />
          {t('mineTitle')}
        </h2>
        {mine ? (
          <div className="relative mt-2" data-testid="noble-mine">
            <p className="text-2xl font-bold">{mine.name}</p>
            <p className="mt-1 text-sm text-white/90">
              {t('expires', {
                date: format.dateTime(new Date(mine.expires_at), { dateStyle: 'medium' }),
              })}
            </p>
            <p className="mt-0.5 text-sm text-white/90">
              {t('hornsLeft', { count: mine.free_horns_left })}
            </p>
          </div>
        ) : (
          <div className="relative mt-2" data-testid="noble-none">
            <p className="text-xl font-bold">{t('none')}</p>
            <p className="mt-1 max-w-md text-sm text-white/90">{t('noneText')}</p>
          </div>
        )}
      </section>

      <section
        aria-labelledby="noble-tiers-title"
        className="bg-surface desk:p-6 rounded-xl p-5 shadow-sm"
      >
        <h2
          id="noble-tiers-title"
          className="text-ink border-brand border-l-4 pl-3 text-base font-semibold"
        >
          {t('tiersTitle')}
        </h2>
        {!data ? (
          failed !== null ? (
            <ListFailed msg={failed} onRetry={() => void reload()} retryLabel={labels.retry} />
          ) : (
            <div aria-busy="true" className="bg-surface-muted mt-4 h-40 animate-pulse rounded-xl" />
          )
        ) : tiers.length === 0 ? (
          <p className="text-ink-soft py-10 text-center text-sm" data-testid="noble-empty">
            {t('empty')}
          </p>
        ) : (
          <ul className="desk:grid-cols-3 mt-4 grid gap-4 sm:grid-cols-2">
            {tiers.map((tier) => {
              const current = mine?.tier_id === tier.id;
              const lower = mine !== null && !current && tier.level < mine.level;
              const perks = [
                { on: true, Icon: Crown, text: t('perkBadge') },
                {
                  on: Boolean(tier.entry_effect),
                  Icon: Sparkles,
                  // Each tier's own effect, by name: no two tiers read alike.
                  text: t.has(`effects.${tier.entry_effect}` as 'effects.king')
                    ? t('perkEntryNamed', {
                        effect: t(`effects.${tier.entry_effect}` as 'effects.king'),
                      })
                    : t('perkEntry'),
                },
                { on: Boolean(tier.horn_large), Icon: Megaphone, text: t('perkHornLarge') },
                {
                  on: tier.free_horns > 0,
                  Icon: Megaphone,
                  text: t('perkFreeHorns', { count: tier.free_horns }),
                },
                { on: Boolean(tier.mute_protection), Icon: ShieldCheck, text: t('perkMute') },
              ].filter((p) => p.on);
              return (
                <li
                  key={tier.id}
                  data-testid="noble-tier"
                  className={clsx(
                    'relative flex flex-col rounded-xl border-2 p-4',
                    current ? 'border-brand bg-brand-soft/50' : 'border-surface-page',
                  )}
                >
                  {current ? (
                    <span className="bg-brand absolute -top-2.5 right-3 rounded-full px-2 py-0.5 text-[11px] font-semibold text-white">
                      {t('current')}
                    </span>
                  ) : null}
                  <div className="flex items-center gap-3">
                    <span
                      aria-hidden
                      className="grid size-10 place-items-center rounded-full text-white shadow-sm"
                      style={{ backgroundColor: tier.badge_color || undefined }}
                    >
                      <Crown className="size-5" />
                    </span>
                    <div>
                      <h3 className="text-ink font-semibold">{tier.name}</h3>
                      <p className="text-brand text-sm font-semibold">
                        {t('monthly', { price: fmt.coins(tier.monthly_price) })}
                      </p>
                    </div>
                  </div>
                  <ul className="text-ink-soft mt-3 flex-1 space-y-1.5 text-sm">
                    {perks.map((p) => (
                      <li key={p.text} className="flex items-center gap-2">
                        <Check aria-hidden className="text-win size-4 shrink-0" />
                        {p.text}
                      </li>
                    ))}
                  </ul>
                  <button
                    type="button"
                    disabled={lower}
                    title={lower ? t('lowerHint') : undefined}
                    onClick={() => setBuying(tier)}
                    className={clsx('mt-4 w-full', current ? secondaryButton : primaryButton)}
                    aria-label={t(
                      current ? 'renewLabel' : mine && !lower ? 'upgradeLabel' : 'buyLabel',
                      {
                        name: tier.name,
                      },
                    )}
                  >
                    {current ? t('renew') : lower ? t('lower') : mine ? t('upgrade') : t('buy')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <NobleBuyDialog
        tier={buying}
        mine={mine}
        balance={balance}
        onOpenChange={(open) => {
          if (!open) setBuying(null);
        }}
        onBought={() => {
          void reload();
          void refreshViewer();
        }}
        onRecharge={() => {
          setBuying(null);
          setRecharge(true);
        }}
      />
      <RechargeDialog open={recharge} onOpenChange={setRecharge} />
    </div>
  );
}
