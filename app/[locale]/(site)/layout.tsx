import { setRequestLocale } from 'next-intl/server';
import { SiteShell } from '@/components/layout/site-shell';

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> };

export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <SiteShell>{children}</SiteShell>;
}
