import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { Apple, BellRing, Bot, CalendarDays, Languages, Zap } from 'lucide-react';
import clsx from 'clsx';
import { QrCode } from '@/components/ui/qr-code';

// What the site offers today; live rooms and chat join when they are built.
const FEATURES = [
  { key: 'scores', Icon: Zap },
  { key: 'alerts', Icon: BellRing },
  { key: 'schedule', Icon: CalendarDays },
  { key: 'languages', Icon: Languages },
] as const;

type Props = {
  qrSvg: string | null;
  /** The App Store and APK addresses (APP_IOS_URL / APP_ANDROID_URL); null when not configured. */
  ios: string | null;
  android: string | null;
  version: string | null;
};

/**
 * The app download page (docs/product.md §2 /downLoad): pitch, platform buttons, QR code, version. Each
 * button opens its store address from configuration; an unconfigured one is shown disabled,
 * with a note saying so, rather than linking back to this page.
 */
export function DownloadView({ qrSvg, ios, android, version }: Props) {
  const t = useTranslations('download');
  const platforms = [
    { key: 'ios', Icon: Apple, href: ios },
    { key: 'android', Icon: Bot, href: android },
  ] as const;
  const missing = platforms.filter((p) => !p.href);
  return (
    <section className="bg-nav relative overflow-hidden text-white">
      <div
        aria-hidden
        className="bg-brand/20 absolute -top-40 left-1/2 size-[36rem] -translate-x-1/2 rounded-full blur-3xl"
      />
      <div
        aria-hidden
        className="bg-live/15 absolute right-0 -bottom-40 size-[28rem] rounded-full blur-3xl"
      />
      <div className="desk:grid-cols-[1fr_auto] desk:px-6 desk:py-20 relative mx-auto grid max-w-[1200px] items-center gap-12 px-4 py-12">
        <div>
          <h1 className="desk:text-5xl text-3xl font-extrabold tracking-tight">{t('heading')}</h1>
          <p className="desk:text-lg mt-4 max-w-xl text-base leading-relaxed text-white/70">
            {t('pitch')}
          </p>

          <ul className="mt-8 grid max-w-xl gap-4 sm:grid-cols-2">
            {FEATURES.map(({ key, Icon }) => (
              <li key={key} className="flex gap-3">
                <span className="text-brand grid size-10 shrink-0 place-items-center rounded-xl bg-white/10">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span>
                  <span className="block font-semibold">{t(`features.${key}.title`)}</span>
                  <span className="block text-sm text-white/60">{t(`features.${key}.text`)}</span>
                </span>
              </li>
            ))}
          </ul>

          <div className="mt-10 flex flex-col gap-8 sm:flex-row sm:items-center">
            <div className="flex flex-col gap-3">
              {platforms.map(({ key, Icon, href }) =>
                href ? (
                  <a
                    key={key}
                    href={href}
                    rel="noopener"
                    data-testid={`download-${key}`}
                    className="text-ink hover:bg-brand inline-flex h-12 w-60 items-center gap-3 rounded-xl bg-white px-5 font-semibold shadow-lg transition hover:text-white"
                  >
                    <Icon className="size-6" aria-hidden />
                    {t(key)}
                  </a>
                ) : (
                  <button
                    key={key}
                    type="button"
                    disabled
                    aria-describedby="download-unavailable"
                    data-testid={`download-${key}`}
                    className="inline-flex h-12 w-60 cursor-not-allowed items-center gap-3 rounded-xl bg-white/10 px-5 text-left font-semibold text-white/60"
                  >
                    <Icon className="size-6" aria-hidden />
                    {t(key)}
                  </button>
                ),
              )}
              {missing.length ? (
                <p
                  id="download-unavailable"
                  className="max-w-60 text-xs text-white/70"
                  data-testid="download-unavailable"
                >
                  {missing.length === 2 ? t('unavailable') : t(`unavailableOne.${missing[0].key}`)}
                </p>
              ) : null}
            </div>
            <div className={clsx('flex items-center gap-4', !qrSvg && 'hidden')}>
              {qrSvg ? <QrCode src={qrSvg} className="size-40 p-2 shadow-xl" /> : null}
              <div className="max-w-40">
                <p className="font-semibold">{t('scan')}</p>
                <p className="mt-1 text-xs text-white/60">{t('scanHint')}</p>
              </div>
            </div>
          </div>
          {version ? (
            <p className="mt-8 text-sm text-white/50">{t('version', { version })}</p>
          ) : null}
        </div>

        <div className="desk:w-72 relative mx-auto w-56">
          <div
            aria-hidden
            className="from-brand/40 to-live/40 absolute inset-6 rounded-[3rem] bg-gradient-to-br blur-2xl"
          />
          <Image
            src="/images/app-phone.svg"
            alt=""
            width={300}
            height={600}
            priority
            className="relative h-auto w-full"
          />
        </div>
      </div>
    </section>
  );
}
