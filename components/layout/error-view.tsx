'use client';

import clsx from 'clsx';
import { useEffect, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { CloudOff, Home, RotateCw } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { StandaloneScreen } from './standalone-screen';

type Props = {
  /** The server's reference for the failure (Next's digest): what support asks for. */
  digest?: string;
  /** Fetches the segment again from the server and renders it (Next's `retry`). */
  retry: () => void;
  /**
   * `page`: the whole screen, for a failure of the site's shell itself (app/[locale]/error.tsx);
   * `inline`: the main area under the navigation, which still works (app/[locale]/(site)/error.tsx).
   */
  variant: 'page' | 'inline';
};

/**
 * Keeps the `<title>` reading `text` the document's first, so it is the tab's title while the
 * error view is shown. The failed page's own metadata may still stream in after it (its
 * `generateMetadata` did not fail) and would otherwise win or lose by timing; once the view is
 * gone, React removes its title and the page's is the first again.
 */
function useFirstTitle(text: string) {
  useEffect(() => {
    const keepFirst = () => {
      const titles = [...document.querySelectorAll('title')];
      const mine = titles.find((el) => el.textContent === text);
      if (mine && titles[0] !== mine) document.head.prepend(mine);
    };
    keepFirst();
    const observer = new MutationObserver(keepFirst);
    observer.observe(document.documentElement, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [text]);
}

/**
 * What a page that failed to render shows, in the viewer's language (docs/architecture.md "When
 * a part fails"): most failures are a part briefly down (PostgreSQL restarting, an API 503), so
 * it says so and offers to try again in place, with the server's reference for support.
 */
export function ErrorView({ digest, retry, variant }: Props) {
  const t = useTranslations('errorPage');
  const tm = useTranslations('meta');
  const [pending, start] = useTransition();
  const page = variant === 'page';
  const actions = (
    <div className="relative mt-8 flex flex-wrap items-center justify-center gap-3">
      <button
        type="button"
        onClick={() => start(() => retry())}
        disabled={pending}
        className={clsx(
          'inline-flex items-center gap-2 font-semibold text-white transition disabled:opacity-70',
          page
            ? 'from-brand to-live shadow-brand/25 h-11 rounded-full bg-gradient-to-r px-6 shadow-lg hover:brightness-110'
            : 'bg-brand hover:bg-brand-dark h-10 rounded-lg px-5 text-sm',
        )}
      >
        <RotateCw className={clsx('size-4', pending && 'animate-spin')} aria-hidden />
        {t('retry')}
      </button>
      <Link
        href="/main"
        className={clsx(
          'inline-flex items-center gap-2 font-semibold transition',
          page
            ? 'h-11 rounded-full border border-white/25 px-6 hover:bg-white/10'
            : 'border-brand/40 text-brand hover:bg-brand-soft h-10 rounded-lg border bg-white px-5 text-sm',
        )}
      >
        <Home className="size-4" aria-hidden />
        {t('back')}
      </Link>
    </div>
  );
  const reference = digest ? (
    <p className={clsx('relative mt-6 text-xs', page ? 'text-white/40' : 'text-ink-soft')}>
      {t('reference', { digest })}
    </p>
  ) : null;
  const titleText = `${t('title')} - ${tm('siteName')}`;
  const title = <title>{titleText}</title>;
  useFirstTitle(titleText);

  if (!page)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        {title}
        <div
          role="alert"
          data-testid="error-view"
          className="bg-surface flex flex-col items-center rounded-xl px-6 py-14 text-center shadow-sm"
        >
          <div className="bg-brand-soft text-brand mb-4 grid size-14 place-items-center rounded-full">
            <CloudOff className="size-7" aria-hidden />
          </div>
          <h1 className="text-ink text-xl font-semibold">{t('title')}</h1>
          <p className="text-ink-soft mt-2 max-w-md text-sm">{t('text')}</p>
          {actions}
          {reference}
        </div>
      </div>
    );
  return (
    <StandaloneScreen siteName={tm('siteName')} testId="error-view">
      {title}
      <div role="alert" className="relative flex flex-col items-center">
        <CloudOff className="mb-4 size-12 text-white/70" aria-hidden />
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-3 max-w-md text-white/70">{t('text')}</p>
      </div>
      {actions}
      {reference}
    </StandaloneScreen>
  );
}
