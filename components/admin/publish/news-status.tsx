'use client';

import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import type { NewsStatus } from '@/lib/publish/limits';

const TONE: Record<NewsStatus, string> = {
  draft: 'bg-surface-muted text-ink-soft',
  scheduled: 'bg-amber-50 text-amber-700',
  published: 'bg-green-50 text-win',
  hidden: 'bg-live-soft text-live',
};

/** An article's state as a small badge (issue 27 "Publishing"). */
export function NewsStatusBadge({ status }: { status: NewsStatus }) {
  const t = useTranslations('adminPublish.status');
  return (
    <span
      data-status={status}
      className={clsx(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONE[status],
      )}
    >
      {t(status)}
    </span>
  );
}
