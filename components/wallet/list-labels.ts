'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { ListLabels } from './pager';

/** The wallet's list words (wallet.list) for Pager and ListFailed. */
export function useWalletListLabels(): ListLabels {
  const t = useTranslations('wallet.list');
  return useMemo(
    () => ({
      pages: t('pages'),
      prev: t('prev'),
      next: t('next'),
      pageOf: (page: number, pages: number) => t('pageOf', { page, pages }),
      retry: t('retry'),
    }),
    [t],
  );
}
