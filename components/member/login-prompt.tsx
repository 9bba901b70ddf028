'use client';

import { useTranslations } from 'next-intl';
import { LoginCard } from '@/components/ui/login-card';

/** Shown to visitors on /member: the page needs a login (docs/product.md §6). */
export function LoginPrompt() {
  const t = useTranslations('member.login');
  return <LoginCard title={t('title')} text={t('text')} button={t('button')} />;
}
