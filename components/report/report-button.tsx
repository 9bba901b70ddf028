'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Flag } from 'lucide-react';
import clsx from 'clsx';
import { requireLogin } from '@/lib/client/api';
import type { ReportTargetType } from '@/lib/reports/limits';

// The dialog (Radix, the form) is its own chunk, fetched on the first click: public pages keep
// their first load small (e2e/bundle-budget).
export const LazyReportDialog = dynamic(
  () => import('./report-dialog').then((m) => m.ReportDialog),
  { ssr: false },
);

/**
 * "Report" on a post, comment, video or user (issue 27 "Reports"): opens the report dialog; a
 * visitor gets the login prompt. The chat's message menu opens LazyReportDialog itself (its menu
 * closes as the dialog opens).
 */
export function ReportButton({
  targetType,
  targetId,
  loggedIn = true,
  className,
}: {
  targetType: ReportTargetType;
  targetId: string | number;
  /** false: the visitor is asked to log in instead. */
  loggedIn?: boolean;
  className?: string;
}) {
  const t = useTranslations('report');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        data-testid="report-button"
        onClick={() => {
          if (!loggedIn) {
            requireLogin();
            return;
          }
          setOpen(true);
        }}
        className={clsx('hover:text-live inline-flex items-center gap-1', className)}
      >
        <Flag className="size-3.5" aria-hidden />
        {t('button')}
      </button>
      {open ? (
        <LazyReportDialog
          targetType={targetType}
          targetId={String(targetId)}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
