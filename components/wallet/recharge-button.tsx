'use client';

import { lazy, Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Plus } from 'lucide-react';
import clsx from 'clsx';

const loadDialog = () => import('./recharge-dialog');
const RechargeDialog = lazy(() => loadDialog().then((m) => ({ default: m.RechargeDialog })));

/**
 * A Recharge button with its dialog, fetched at the first sign of interest (pointer over, focus)
 * rather than with the page. `initialOpen` opens it at once (the popover's "Recharge" link lands
 * on /member?type=1&recharge=1).
 */
export function RechargeButton({
  className,
  initialOpen = false,
  navigate,
}: {
  className?: string;
  initialOpen?: boolean;
  navigate?: (url: string) => void;
}) {
  const t = useTranslations('wallet');
  const [open, setOpen] = useState(initialOpen);
  const [wanted, setWanted] = useState(initialOpen);
  const warm = () => void loadDialog();
  return (
    <>
      <button
        type="button"
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        className={clsx(
          'bg-brand hover:bg-brand-dark inline-flex items-center justify-center gap-1.5 rounded-full px-5 py-2 text-sm font-semibold text-white shadow-sm transition-colors',
          className,
        )}
      >
        <Plus aria-hidden className="size-4" />
        {t('rechargeButton')}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <RechargeDialog open={open} onOpenChange={setOpen} navigate={navigate} />
        </Suspense>
      ) : null}
    </>
  );
}
