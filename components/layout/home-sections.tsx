import { getTranslations } from 'next-intl/server';
import {
  ArrowRight,
  CalendarDays,
  Database,
  Flame,
  Languages,
  Search,
  Smartphone,
  Zap,
} from 'lucide-react';
import clsx from 'clsx';
import { Link } from '@/i18n/navigation';
import { QrCode } from '@/components/ui/qr-code';
import type { HotItem } from './shell-data';

/** The home page's parts (/main). Server components: everything is in the first HTML. */

export async function HomeHero({ hasHot }: { hasHot: boolean }) {
  const t = await getTranslations('home');
  const site = (await getTranslations('meta'))('siteName');
  return (
    <section className="bg-nav relative overflow-hidden text-white">
      <div
        aria-hidden
        className="max-desk:opacity-50 absolute inset-0 bg-[url('/images/hero-pitch.svg')] bg-cover bg-center opacity-90"
      />
      <div className="desk:min-h-[440px] desk:px-6 desk:py-14 relative mx-auto flex max-w-[1400px] flex-col justify-center px-4 py-10">
        <p className="mb-4 inline-flex w-fit items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-medium text-white/80">
          <span className="bg-live size-2 animate-pulse rounded-full" aria-hidden />
          {t('heroBadge')}
        </p>
        <h1 className="desk:text-5xl max-w-2xl text-3xl leading-tight font-extrabold tracking-tight text-balance break-keep">
          {t.rich('heroTitle', {
            site,
            hl: (chunks) => (
              <span className="from-brand to-live bg-gradient-to-r bg-clip-text text-transparent">
                {chunks}
              </span>
            ),
          })}
        </h1>
        <p className="desk:text-lg mt-4 max-w-xl text-base leading-relaxed text-pretty text-white/70">
          {t('heroText')}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            href="/downLoad"
            className="from-brand to-live shadow-brand/25 inline-flex h-11 items-center gap-2 rounded-full bg-gradient-to-r px-6 font-semibold shadow-lg transition hover:brightness-110"
          >
            <Smartphone className="size-5" aria-hidden />
            {t('heroDownload')}
          </Link>
          {hasHot ? (
            <a
              href="#hot-searches"
              className="inline-flex h-11 items-center gap-2 rounded-full border border-white/20 bg-white/5 px-6 font-medium text-white/90 transition hover:bg-white/10"
            >
              <Search className="size-5" aria-hidden />
              {t('heroSearch')}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}

export async function HomeHotSearches({ hot }: { hot: HotItem[] }) {
  if (!hot.length) return null;
  const t = await getTranslations('home');
  return (
    <section
      id="hot-searches"
      aria-labelledby="hot-title"
      className="bg-surface scroll-mt-20 rounded-2xl p-6 shadow-sm"
    >
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="hot-title" className="text-ink flex items-center gap-2 text-xl font-bold">
            <Flame className="text-live size-5" aria-hidden />
            {t('hotTitle')}
          </h2>
          <p className="text-ink-soft mt-1 text-sm text-pretty">{t('hotText')}</p>
        </div>
      </div>
      <ol className="flex flex-wrap gap-2.5">
        {hot.map((item, i) => (
          <li key={item.id}>
            <Link
              href={`/search?name=${encodeURIComponent(item.name)}`}
              prefetch={false}
              className={clsx(
                'inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm transition',
                i < 3
                  ? 'border-live/30 bg-live-soft text-live hover:bg-live font-medium hover:text-white'
                  : 'border-surface-page bg-surface-muted text-ink-soft hover:border-brand hover:text-brand',
              )}
            >
              <span className="text-xs font-bold">{i + 1}</span>
              {item.name}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

// What exists today; the live rooms, news and community join this list when they are built.
const WHY = [
  { key: 'scores', Icon: Zap, tint: 'from-amber-400 to-brand' },
  { key: 'schedule', Icon: CalendarDays, tint: 'from-brand to-live' },
  { key: 'data', Icon: Database, tint: 'from-sky-500 to-indigo-500' },
  { key: 'languages', Icon: Languages, tint: 'from-emerald-500 to-teal-500' },
] as const;

export async function HomeWhyUs() {
  const t = await getTranslations('home');
  const site = (await getTranslations('meta'))('siteName');
  return (
    <section aria-labelledby="why-title">
      <h2 id="why-title" className="text-ink mb-5 text-xl font-bold">
        {t('whyTitle', { site })}
      </h2>
      <ul className="desk:grid-cols-4 grid gap-4 sm:grid-cols-2">
        {WHY.map(({ key, Icon, tint }) => (
          <li
            key={key}
            className="bg-surface rounded-2xl p-5 shadow-sm ring-1 ring-black/[.03] transition hover:-translate-y-0.5 hover:shadow-md"
          >
            <span
              className={clsx(
                'grid size-11 place-items-center rounded-xl bg-gradient-to-br text-white',
                tint,
              )}
            >
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="text-ink mt-4 font-semibold text-balance break-keep">
              {t(`why.${key}.title`)}
            </h3>
            <p className="text-ink-soft mt-1.5 text-sm leading-relaxed text-pretty">
              {t(`why.${key}.text`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export async function HomeAppBlock({
  qrSvg,
  version,
}: {
  qrSvg: string | null;
  version: string | null;
}) {
  const t = await getTranslations('home');
  const td = await getTranslations('download');
  return (
    <section
      aria-labelledby="app-title"
      className="bg-nav desk:px-10 desk:py-10 relative overflow-hidden rounded-2xl px-6 py-8 text-white"
    >
      <div
        aria-hidden
        className="bg-brand/25 absolute -top-24 -right-16 size-72 rounded-full blur-3xl"
      />
      <div
        aria-hidden
        className="bg-live/20 absolute -bottom-28 left-1/3 size-72 rounded-full blur-3xl"
      />
      <div className="desk:flex-row relative flex flex-col items-center gap-8">
        <div className="desk:text-left flex-1 text-center">
          <h2 id="app-title" className="desk:text-3xl text-2xl font-bold text-balance break-keep">
            {t('appTitle')}
          </h2>
          <p className="max-desk:mx-auto mt-3 max-w-lg text-pretty text-white/70">{t('appText')}</p>
          {version ? (
            <p className="mt-2 text-xs text-white/50">{td('version', { version })}</p>
          ) : null}
          <Link
            href="/downLoad"
            className="text-brand-bright mt-6 inline-flex items-center gap-1.5 font-semibold transition hover:gap-2.5"
          >
            {t('appMore')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
        {qrSvg ? (
          <div className="text-center">
            <QrCode src={qrSvg} className="size-36 p-2" />
            <p className="mt-2 text-sm text-white/70">{t('appScan')}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
