import { useTranslations } from 'next-intl';
import { Home, ShieldAlert } from 'lucide-react';
import { Link } from '@/i18n/navigation';

/**
 * What a logged-in non-administrator sees at /admin: a 403 in the look of the 404 page, and
 * nothing of the admin area itself.
 */
export function AdminForbidden() {
  const t = useTranslations('admin.forbidden');
  return (
    <section
      data-testid="admin-forbidden"
      className="bg-surface mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl px-6 py-14 text-center shadow-sm"
    >
      <span className="bg-live-soft text-live grid size-14 place-items-center rounded-full">
        <ShieldAlert aria-hidden className="size-7" />
      </span>
      <p className="from-brand to-live bg-gradient-to-r bg-clip-text text-5xl font-extrabold text-transparent">
        403
      </p>
      <h1 className="text-ink text-lg font-semibold">{t('title')}</h1>
      <p className="text-ink-soft text-sm">{t('text')}</p>
      <Link
        href="/main"
        className="bg-brand hover:bg-brand-dark mt-2 inline-flex items-center gap-2 rounded-full px-5 py-2 text-sm font-semibold text-white"
      >
        <Home aria-hidden className="size-4" />
        {t('back')}
      </Link>
    </section>
  );
}

/** The admin lists could not be read (not a refusal): say so, without the admin area. */
export function AdminUnavailable() {
  const t = useTranslations('admin.unavailable');
  return (
    <section className="bg-surface mx-auto max-w-lg rounded-xl px-6 py-14 text-center shadow-sm">
      <h1 className="text-ink text-lg font-semibold">{t('title')}</h1>
      <p className="text-ink-soft mt-2 text-sm">{t('text')}</p>
    </section>
  );
}
