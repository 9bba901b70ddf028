import type { Metadata } from 'next';
import { getFormatter, getTimeZone, getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/i18n/navigation';
import type { Dashboard } from '@/lib/admin/dashboard-contract';
import { consoleMe } from '@/lib/admin/server';
import { serverApiOrNull } from '@/lib/bff/server';
import { seoMetadata } from '@/lib/seo/page';
import { ConsoleForbidden } from '@/components/admin/console-shell';
import { DayChart } from '@/components/admin/dashboard/day-chart';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'adminDashboard' });
  // Staff only: never indexed.
  return seoMetadata({ locale, path: '/admin', title: t('title'), noindex: true });
}

/** The queues the dashboard lists, with the console section each opens. */
const QUEUES = ['anchors', 'experts', 'horns', 'withdrawals', 'reports'] as const;

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="bg-surface flex flex-col gap-1 rounded-lg p-4 shadow-sm">
      <dt className="text-ink-soft text-xs">{label}</dt>
      <dd className="text-ink text-2xl font-semibold tabular-nums">{value}</dd>
      {hint ? <dd className="text-ink-faint text-xs">{hint}</dd> : null}
    </div>
  );
}

/**
 * /admin: the console's dashboard (issue 27 "Dashboard"), for every staff member. Rendered on the
 * server, charts included (plain SVG, no chart script in the browser); days are the viewer's.
 */
export default async function DashboardPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const me = await consoleMe();
  if (!me) return <ConsoleForbidden />;
  const [t, tc, format, zone] = await Promise.all([
    getTranslations('adminDashboard'),
    getTranslations('console'),
    getFormatter(),
    getTimeZone(),
  ]);
  const data = await serverApiOrNull<Dashboard>('admin/dashboard', { tz: zone });
  const n = (v: number) => format.number(v);
  const coins = (v: number) => t('coins', { n: format.number(v, { maximumFractionDigits: 1 }) });
  return (
    <div className="flex flex-col gap-4" data-testid="console-dashboard">
      <header className="flex flex-wrap items-baseline gap-2">
        <h1 className="text-ink text-xl font-semibold">{t('title')}</h1>
        {data ? (
          <span className="text-ink-faint text-xs">{t('zone', { zone: data.time_zone })}</span>
        ) : null}
      </header>
      {!data ? (
        <p role="alert" className="text-live bg-surface rounded-lg p-4 text-sm">
          {t('unavailable')}
        </p>
      ) : (
        <>
          <dl className="desk:grid-cols-4 grid grid-cols-2 gap-3">
            <Stat
              label={t('signupsToday')}
              value={n(data.users.today)}
              hint={t('signupsMore', { week: n(data.users.week), total: n(data.users.total) })}
            />
            <Stat label={t('online')} value={n(data.online)} hint={t('onlineHint')} />
            <Stat label={t('liveRooms')} value={n(data.live_rooms)} />
            <Stat label={t('giftsToday')} value={coins(data.gifts_today)} />
            <Stat label={t('rechargesToday')} value={coins(data.recharges_today)} />
          </dl>
          <section aria-labelledby="dash-queues" className="bg-surface rounded-lg p-4 shadow-sm">
            <h2 id="dash-queues" className="text-ink mb-2 text-sm font-semibold">
              {t('queues')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {QUEUES.filter((q) => data.queues[q] !== null).map((q) => (
                <li key={q}>
                  <Link
                    href={`/admin/${q}`}
                    className="border-line hover:border-brand text-ink flex items-center gap-2 rounded-full border px-3 py-1 text-sm"
                  >
                    {tc(`sections.${q}`)}
                    <span
                      className={
                        data.queues[q]
                          ? 'bg-brand rounded-full px-2 text-xs font-semibold text-white tabular-nums'
                          : 'text-ink-faint text-xs tabular-nums'
                      }
                    >
                      {n(data.queues[q] ?? 0)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="dash-charts" className="flex flex-col gap-2">
            <h2 id="dash-charts" className="text-ink text-sm font-semibold">
              {t('charts', { days: data.days.length })}
            </h2>
            <div className="desk:grid-cols-3 grid grid-cols-1 gap-3">
              {(
                [
                  ['signupsPerDay', 'bars', (d) => d.signups, n],
                  ['giftsPerDay', 'line', (d) => d.gift_coins, coins],
                  ['rechargesPerDay', 'line', (d) => d.recharge_coins, coins],
                ] as const satisfies readonly [
                  string,
                  'bars' | 'line',
                  (d: Dashboard['days'][number]) => number,
                  (v: number) => string,
                ][]
              ).map(([key, kind, value, fmt]) => (
                <div key={key} className="bg-surface rounded-lg p-4 shadow-sm">
                  <h3 className="text-ink-soft mb-2 text-xs">{t(key)}</h3>
                  <DayChart
                    points={data.days.map((d) => ({ day: d.day, value: value(d) }))}
                    kind={kind}
                    title={t(key)}
                    format={fmt}
                    dayLabel={t('day')}
                    valueLabel={t('value')}
                  />
                </div>
              ))}
            </div>
          </section>
        </>
      )}
    </div>
  );
}
