'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { ListLabels } from '@/components/wallet/pager';

/** The pager's words for the users and rooms sections (adminUsers.list). */
export function useListLabels(): ListLabels {
  const t = useTranslations('adminUsers.list');
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
