import { getTranslations } from 'next-intl/server';
import { Home } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { StandaloneScreen } from '@/components/layout/standalone-screen';

/**
 * The 404 page (outside the main layout, docs/product.md §2). Metadata exports work only for the root
 * not-found file, so the localised title is a React 19 <title>, hoisted into <head>.
 */
export default async function NotFound() {
  const t = await getTranslations('notFound');
  const tm = await getTranslations('meta');
  return (
    <StandaloneScreen siteName={tm('siteName')}>
      <title>{`${t('title')} - ${tm('siteName')}`}</title>
      <h1 className="from-brand to-live desk:text-9xl relative bg-gradient-to-r bg-clip-text text-8xl font-extrabold tracking-tight text-transparent">
        404
      </h1>
      <p className="relative mt-4 text-xl font-semibold">{t('title')}</p>
      <p className="relative mt-2 max-w-md text-white/60">{t('text')}</p>
      <Link
        href="/main"
        className="from-brand to-live shadow-brand/25 relative mt-8 inline-flex h-11 items-center gap-2 rounded-full bg-gradient-to-r px-6 font-semibold shadow-lg transition hover:brightness-110"
      >
        <Home className="size-5" aria-hidden />
        {t('back')}
      </Link>
    </StandaloneScreen>
  );
}
