import { getTranslations } from 'next-intl/server';
import { Mail, MessageCircle } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { QrCode } from '@/components/ui/qr-code';
import { LogoMark } from './logo';
import type { ShellQrCodes, SiteConfig } from './shell-data';

/** League databases linked from the footer (docs/product.md §2), by the data library's ids. */
export const FOOTBALL_LEAGUES = [45, 46, 82, 129, 120, 108, 542] as const;
export const BASKETBALL_LEAGUES = [1, 3] as const;
const PARTNERS = ['a', 'b', 'c', 'd'] as const;

type Column = { title: string; links: { href: string; label: string }[] };

function FooterColumn({ title, links }: Column) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold text-white">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.href}>
            {/* These routes arrive with the scores, live and data releases: no prefetching yet. */}
            <Link
              href={l.href}
              prefetch={false}
              className="hover:text-brand text-white/60 transition"
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The dark footer of docs/product.md §2: sections, league databases, partners, QR codes, contact. */
export async function Footer({ config, qr }: { config: SiteConfig | null; qr: ShellQrCodes }) {
  const t = await getTranslations('footer');
  const tm = await getTranslations('meta');
  const tw = await getTranslations('worldcup');
  const site = tm('siteName');

  const columns: Column[] = [
    {
      title: t('scores'),
      links: [
        { href: '/football', label: t('footballScores') },
        { href: '/basketball', label: t('basketballScores') },
        // The live-room links (/anchor?type=1 and 2, labels footballLive/basketballLive) come
        // back with the live pages: no footer link may lead to a 404.
      ],
    },
    {
      title: t('footballData'),
      links: [
        // The 2026 World Cup (docs/product.md §2 `/trophy/home`).
        { href: '/trophy/home', label: tw('short') },
        ...FOOTBALL_LEAGUES.map((id) => ({
          href: `/base-football?id=${id}`,
          label: t(`leagues.${id}`),
        })),
      ],
    },
    {
      title: t('basketballData'),
      links: BASKETBALL_LEAGUES.map((id) => ({
        href: `/base-basketball?id=${id}`,
        label: t(`leagues.${id}`),
      })),
    },
  ];

  const codes = [
    { svg: qr.download, label: t('appDownload') },
    { svg: qr.official, label: t('officialAccount') },
    { svg: qr.wechat, label: t('wechatAccount') },
  ].filter((c): c is { svg: string; label: string } => Boolean(c.svg));

  const qq = config?.feedback_qq;
  const email = config?.customer_service_email;

  return (
    <footer className="bg-nav text-white/70">
      <div className="from-brand via-live to-brand h-1 bg-gradient-to-r" aria-hidden />
      <div className="desk:grid-cols-[minmax(220px,280px)_1fr_auto] desk:px-6 mx-auto grid max-w-[1400px] gap-10 px-4 py-10">
        <div className="space-y-4">
          <Link
            href="/main"
            className="inline-flex items-center gap-2 text-lg font-bold text-white"
          >
            <LogoMark className="size-8" />
            {site}
          </Link>
          <p className="max-w-xs text-sm leading-relaxed">{t('tagline')}</p>
          <div>
            <h2 className="mb-2 text-sm font-semibold text-white">{t('contact')}</h2>
            {qq || email ? (
              <ul className="space-y-1.5 text-sm">
                {qq ? (
                  <li className="flex items-center gap-2">
                    <MessageCircle className="text-brand size-4" aria-hidden />
                    {t('feedbackQq', { qq })}
                  </li>
                ) : null}
                {email ? (
                  <li className="flex items-center gap-2">
                    <Mail className="text-brand size-4" aria-hidden />
                    <a href={`mailto:${email}`} className="hover:text-brand">
                      {t('email', { email })}
                    </a>
                  </li>
                ) : null}
              </ul>
            ) : (
              <p className="text-sm text-white/50">{t('contactUnavailable')}</p>
            )}
          </div>
        </div>

        <div className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-4">
          {columns.map((c) => (
            <FooterColumn key={c.title} {...c} />
          ))}
          <div>
            <h2 className="mb-3 text-sm font-semibold text-white">{t('partners')}</h2>
            <ul className="space-y-2 text-sm text-white/60">
              {PARTNERS.map((p) => (
                <li key={p}>{t(`partnerNames.${p}`)}</li>
              ))}
            </ul>
          </div>
        </div>

        {codes.length ? (
          <div>
            <h2 className="mb-3 text-sm font-semibold text-white">{t('apps')}</h2>
            <ul className="flex gap-4">
              {codes.map((c) => (
                <li key={c.label} className="w-24 text-center">
                  <QrCode src={c.svg} className="size-24" />
                  <p className="mt-2 text-xs">{c.label}</p>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="border-nav-line border-t">
        <div className="desk:flex-row desk:justify-between desk:px-6 mx-auto flex max-w-[1400px] flex-col gap-1 px-4 py-4 text-xs text-white/45">
          <p>{t('copyright', { site, year: String(new Date().getUTCFullYear()) })}</p>
          <p>{t('notice')}</p>
        </div>
      </div>
    </footer>
  );
}
