'use client';

import { lazy, Suspense, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Ban, LockKeyhole, ShoppingCart } from 'lucide-react';
import { requireLogin } from '@/lib/client/api';
import type { PlanView } from '@/lib/experts/contract';
import { Price } from './bits';
import { RevealedPlan } from './revealed-plan';
import { VerifyHash } from './verify-hash';
import { buyable } from './view';

const loadDialog = () => import('./buy-dialog');
const BuyDialog = lazy(() => loadDialog().then((m) => ({ default: m.BuyDialog })));

/** The logged-in viewer as the page's server render hands it over: who, and their coins. */
export type PlanViewer = { id: number; balance: number };

/**
 * The plan's content on `/specialist-detail` (docs/product.md "Experts"): revealed (free, bought,
 * the viewer's own, or after kick-off) with "verify the hash"; otherwise what is hidden and why,
 * with the buy button while the plan can be bought. A visitor's click opens the login overlay; a
 * purchase shows the pick at once, without a reload.
 */
export function PlanContent({ initial, viewer }: { initial: PlanView; viewer: PlanViewer | null }) {
  const t = useTranslations('experts.pages.detail');
  const [plan, setPlan] = useState(initial);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const router = useRouter();

  if (plan.revealed) {
    return (
      <>
        <RevealedPlan plan={plan} />
        <VerifyHash plan={plan} />
      </>
    );
  }

  const warm = () => void loadDialog();
  const canBuy = buyable(plan);
  return (
    <div
      data-testid="plan-hidden"
      className="bg-surface-muted flex flex-col items-center rounded-xl px-4 py-8 text-center"
    >
      <span className="bg-surface text-ink-soft grid size-12 place-items-center rounded-full shadow-sm">
        {plan.withdrawn ? (
          <Ban aria-hidden className="size-6" />
        ) : (
          <LockKeyhole aria-hidden className="size-6" />
        )}
      </span>
      <h3 className="text-ink mt-3 font-bold">
        {plan.withdrawn ? t('withdrawnTitle') : t('hiddenTitle')}
      </h3>
      <p className="text-ink-soft mt-1 max-w-md text-sm">
        {plan.withdrawn ? t('withdrawnText') : plan.locked ? t('lockedText') : t('hiddenText')}
      </p>
      {canBuy ? (
        <>
          <p className="mt-4 text-sm">
            <Price price={plan.price} className="text-xl" />
          </p>
          <button
            type="button"
            data-testid="buy-plan"
            onPointerEnter={warm}
            onFocus={warm}
            onClick={() => {
              if (!viewer) {
                requireLogin();
                return;
              }
              setWanted(true);
              setOpen(true);
            }}
            aria-haspopup="dialog"
            className="bg-brand hover:bg-brand-dark mt-3 inline-flex h-10 items-center gap-2 rounded-lg px-6 text-sm font-semibold text-white shadow-sm transition-colors"
          >
            <ShoppingCart aria-hidden className="size-4" />
            {t('buy')}
          </button>
          {viewer ? null : <p className="text-ink-soft mt-2 text-xs">{t('loginHint')}</p>}
        </>
      ) : null}
      {wanted && viewer ? (
        <Suspense fallback={null}>
          <BuyDialog
            plan={plan}
            balance={viewer.balance}
            open={open}
            onOpenChange={setOpen}
            onBought={(bought) => {
              setPlan(bought);
              // The page's buyer count follows; the pick is already on screen.
              router.refresh();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
