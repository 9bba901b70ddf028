import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { CalendarDays } from 'lucide-react';
import type { Locale } from '@/i18n/routing';
import { RECORD_PLANS } from '@/lib/experts/limits';
import { seoMetadata } from '@/lib/seo/page';
import { Avatar } from '@/components/ui/avatar';
import { Pagination } from '@/components/live/pagination';
import { HitRate, Roi } from '@/components/experts/bits';
import { loadExpert, loadExpertPlans } from '@/components/experts/data';
import { EmptyBox, ExpertsFrame } from '@/components/experts/frame';
import {
  expertPageHref,
  parseIdParam,
  parsePage,
  type SearchParams,
} from '@/components/experts/links';
import { PlanRow } from '@/components/experts/plan-card';
import { RecordCard } from '@/components/experts/record-card';
import { gameplayKey } from '@/components/experts/view';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const sp = await searchParams;
  const info = await loadExpert(parseIdParam(sp));
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'experts.pages.meta' }),
    getFormatter({ locale }),
  ]);
  const all = info.records[0];
  const pct = (n: number, signed = false) =>
    format.number(n, {
      style: 'percent',
      maximumFractionDigits: 1,
      ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
    });
  return seoMetadata({
    locale,
    path: expertPageHref(info.expert.id, parsePage(sp)),
    title: t('infoTitle', { name: info.expert.nickname }),
    description: t('infoDescription', {
      name: info.expert.nickname,
      graded: all?.graded ?? 0,
      hitRate: pct(all?.hit_rate ?? 0),
      roi: pct(all?.roi ?? 0, true),
    }),
    type: 'profile',
  });
}

/**
 * /specialist-info?id= (docs/product.md §2 "Experts"): an expert's profile, a record card per
 * gameplay ('all' first) and their plans, newest first and paged, each with its hash, publication
 * and lock times and result.
 */
export default async function SpecialistInfoPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const sp = await searchParams;
  const info = await loadExpert(parseIdParam(sp));
  const page = parsePage(sp);
  const [t, tg, format, read] = await Promise.all([
    getTranslations('experts.pages'),
    getTranslations('experts.gameplay'),
    getFormatter(),
    loadExpertPlans(info.expert.id, page),
  ]);
  const e = info.expert;
  const all = info.records.find((r) => r.gameplay === 'all') ?? null;
  const plans = read.ok ? read.data : null;
  const pages = plans ? Math.max(1, Math.ceil(plans.total / RECORD_PLANS)) : 1;

  return (
    <ExpertsFrame current={null}>
      <section
        aria-labelledby="expert-name"
        className="bg-surface mb-4 rounded-xl p-4 shadow-sm"
        data-testid="expert-profile"
      >
        <div className="flex flex-wrap items-start gap-4">
          <Avatar src={e.avatar} name={e.nickname} size={64} />
          <div className="min-w-0 flex-1">
            <h1 id="expert-name" className="text-ink text-xl font-extrabold">
              {e.nickname}
            </h1>
            <p className="text-ink-soft mt-0.5 flex items-center gap-1 text-xs">
              <CalendarDays aria-hidden className="size-3.5" />
              {t('info.since', {
                date: format.dateTime(new Date(e.since), { dateStyle: 'medium' }),
              })}
            </p>
            <ul aria-label={t('info.gameplays')} className="mt-2 flex flex-wrap gap-1.5">
              {e.gameplays.map((g) => (
                <li
                  key={g}
                  className="bg-brand-soft text-brand rounded px-2 py-0.5 text-xs font-medium"
                >
                  {tg(gameplayKey(g))}
                </li>
              ))}
            </ul>
            {e.intro ? (
              <p className="text-ink mt-2 text-sm leading-6 break-words whitespace-pre-line">
                {e.intro}
              </p>
            ) : null}
          </div>
          {all ? (
            <dl className="grid w-full grid-cols-3 gap-2 text-center sm:w-auto">
              <div className="bg-surface-muted rounded-lg px-3 py-2">
                <dt className="text-ink-soft text-xs">{t('record.roi')}</dt>
                <dd className="text-xl font-extrabold">
                  <Roi value={all.roi} />
                </dd>
              </div>
              <div className="bg-surface-muted rounded-lg px-3 py-2">
                <dt className="text-ink-soft text-xs">{t('record.hitRate')}</dt>
                <dd className="text-ink text-xl font-extrabold">
                  <HitRate value={all.hit_rate} />
                </dd>
              </div>
              <div className="bg-surface-muted rounded-lg px-3 py-2">
                <dt className="text-ink-soft text-xs">{t('record.streak')}</dt>
                <dd className="text-ink text-xl font-extrabold tabular-nums">{all.streak}</dd>
              </div>
            </dl>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="records-title" className="mb-4">
        <h2 id="records-title" className="text-ink mb-1 text-base font-bold">
          {t('info.records')}
        </h2>
        <p className="text-ink-soft mb-2 text-xs">{t('info.recordsText')}</p>
        <div className="desk:grid-cols-3 grid gap-3 sm:grid-cols-2" data-testid="records">
          {info.records.map((r) => (
            <RecordCard key={r.gameplay} record={r} highlight={r.gameplay === 'all'} />
          ))}
        </div>
      </section>

      <section aria-labelledby="plans-title">
        <h2
          id="plans-title"
          className="text-ink mb-2 flex flex-wrap items-baseline gap-x-2 text-base font-bold"
        >
          {t('info.plans')}
          {plans ? (
            <span className="text-ink-soft text-xs font-normal">
              {t('info.plansTotal', { count: plans.total })}
            </span>
          ) : null}
        </h2>
        {!plans ? (
          <EmptyBox>{t('unavailable')}</EmptyBox>
        ) : plans.list.length === 0 ? (
          <EmptyBox testId="plans-empty">{t('info.plansEmpty')}</EmptyBox>
        ) : (
          <ul
            className="bg-surface divide-surface-page divide-y rounded-xl shadow-sm"
            data-testid="expert-plans"
          >
            {plans.list.map((p) => (
              <PlanRow key={p.id} plan={p} />
            ))}
          </ul>
        )}
        <Pagination page={page} pages={pages} href={(p) => expertPageHref(e.id, p)} />
      </section>
    </ExpertsFrame>
  );
}
