'use client';

import { useTranslations } from 'next-intl';
import { LoginCard } from '@/components/ui/login-card';

/** Visitors at /admin: the area needs an administrator's login. */
export function AdminLogin() {
  const t = useTranslations('admin.login');
  return <LoginCard title={t('title')} text={t('text')} button={t('button')} />;
}
