import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ChevronRight, Fingerprint, Users } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getViewer, serverApiOrNull } from '@/lib/bff/server';
import type { ExpertInfo } from '@/lib/experts/contract';
import { seoMetadata } from '@/lib/seo/page';
import { Avatar } from '@/components/ui/avatar';
import { Crest } from '@/components/scores/crest';
import { Kickoff, Moment, Price, StateBadge } from '@/components/experts/bits';
import { loadPlan } from '@/components/experts/data';
import { ExpertsFrame } from '@/components/experts/frame';
import { HashChip } from '@/components/experts/hash-chip';
import {
  expertHref,
  homeHref,
  parseIdParam,
  planHref,
  type SearchParams,
} from '@/components/experts/links';
import { PlanContent } from '@/components/experts/plan-content';
import { RecordCard } from '@/components/experts/record-card';
import { gameplayKey, planState } from '@/components/experts/view';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const plan = await loadPlan(parseIdParam(await searchParams));
  const t = await getTranslations({ locale, namespace: 'experts' });
  const values = {
    home: plan.match.home,
    away: plan.match.away,
    name: plan.expert.nickname,
    gameplay: t(`gameplay.${gameplayKey(plan.gameplay)}`),
    competition: plan.match.competition,
  };
  return seoMetadata({
    locale,
    path: planHref(plan.id),
    title: t('pages.meta.detailTitle', values),
    description: t('pages.meta.detailDescription', values),
    type: 'article',
  });
}

/**
 * /specialist-detail?id= (docs/product.md §2 "Experts"): one plan: the match, the expert and their
 * record in the plan's gameplay, the full hash with the publication and lock times, and the
 * content: revealed with "verify the hash", or hidden with the buy button.
 */
export default async function SpecialistDetailPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const plan = await loadPlan(parseIdParam(await searchParams));
  const [t, tg, format, viewer, info] = await Promise.all([
    getTranslations('experts.pages'),
    getTranslations('experts.gameplay'),
    getFormatter(),
    getViewer(),
    serverApiOrNull<ExpertInfo>('Expert/info', { id: plan.expert.id }),
  ]);
  const m = plan.match;
  const record = info?.records.find((r) => r.gameplay === plan.gameplay) ?? null;
  const state = planState(plan);
  const gameplay = tg(gameplayKey(plan.gameplay));
  const scored = m.status === 'live' || m.status === 'finished';

  return (
    <ExpertsFrame current={null}>
      <nav aria-label={t('detail.crumbs')} className="text-ink-soft mb-3 text-xs">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link prefetch={false} href={homeHref(plan.sport)} className="hover:text-ink">
              {t('home.title', { sport: t(`sport.${plan.sport}`) })}
            </Link>
          </li>
          <li className="flex items-center gap-1">
            <ChevronRight className="size-3" aria-hidden />
            <Link prefetch={false} href={expertHref(plan.expert.id)} className="hover:text-ink">
              {plan.expert.nickname}
            </Link>
          </li>
          <li aria-current="page" className="text-ink flex min-w-0 items-center gap-1 font-medium">
            <ChevronRight className="size-3 shrink-0" aria-hidden />
            <span className="truncate">{gameplay}</span>
          </li>
        </ol>
      </nav>
      <div className="desk:grid-cols-[minmax(0,1fr)_320px] grid gap-4">
        <div className="min-w-0 space-y-4">
          <section
            aria-labelledby="match-title"
            className="bg-surface rounded-xl p-4 shadow-sm"
            data-testid="plan-match"
          >
            <h2 id="match-title" className="sr-only">
              {t('detail.match')}
            </h2>
            <p className="text-ink-soft flex items-center justify-center gap-1.5 text-xs">
              <span className="truncate">{m.competition}</span>
              <span aria-hidden>·</span>
              <Kickoff iso={m.kickoff} className="shrink-0" />
              <span aria-hidden>·</span>
              <span className="shrink-0">{t(`matchStatus.${m.status}`)}</span>
            </p>
            <div className="mt-3 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-3">
              <div className="flex min-w-0 flex-col items-center gap-1.5 text-center">
                <Crest teamId={m.home_team_id} size={48} />
                <span className="text-ink w-full truncate text-sm font-semibold">{m.home}</span>
              </div>
              <div className="text-center">
                {scored ? (
                  <span className="text-ink text-2xl font-extrabold tabular-nums">
                    {m.home_score}-{m.away_score}
                  </span>
                ) : (
                  <span className="text-ink-faint text-lg font-bold">{t('vs')}</span>
                )}
              </div>
              <div className="flex min-w-0 flex-col items-center gap-1.5 text-center">
                <Crest teamId={m.away_team_id} size={48} />
                <span className="text-ink w-full truncate text-sm font-semibold">{m.away}</span>
              </div>
            </div>
            <p className="mt-3 text-center">
              <Link
                prefetch={false}
                href={`/score-detail?id=${m.id}`}
                className="text-brand hover:text-brand-dark inline-flex items-center text-xs font-semibold"
              >
                {t('detail.toMatch')}
                <ChevronRight aria-hidden className="size-3.5" />
              </Link>
            </p>
          </section>

          <section
            aria-labelledby="plan-title"
            className="bg-surface rounded-xl p-4 shadow-sm"
            data-testid="plan-detail"
            data-plan={plan.id}
          >
            <header className="flex flex-wrap items-center gap-2">
              <h1 id="plan-title" className="text-ink min-w-0 text-lg font-extrabold">
                {t('detail.title', { name: plan.expert.nickname, gameplay })}
              </h1>
              <StateBadge plan={plan} />
              <span className="ml-auto flex items-center gap-3 text-sm">
                <span className="text-ink-soft inline-flex items-center gap-1 text-xs">
                  <Users aria-hidden className="size-3.5" />
                  {t('card.purchases', { count: plan.purchases })}
                </span>
                <Price price={plan.price} />
              </span>
            </header>

            {state === 'withdrawn' || state === 'locked' ? (
              <p
                role="note"
                data-testid={`plan-${state}-note`}
                className="bg-surface-muted text-ink-soft mt-3 rounded-lg px-3 py-2 text-sm"
              >
                {state === 'withdrawn'
                  ? t('detail.withdrawnNote', {
                      time: format.dateTime(new Date(plan.withdrawn_at ?? plan.published_at), {
                        dateStyle: 'short',
                        timeStyle: 'short',
                      }),
                    })
                  : t('detail.lockedNote')}
              </p>
            ) : null}

            <div className="border-surface-page mt-3 rounded-lg border p-3">
              <h2 className="text-ink flex items-center gap-1.5 text-sm font-bold">
                <Fingerprint aria-hidden className="text-brand size-4" />
                {t('detail.hashTitle')}
              </h2>
              <p className="text-ink-soft mt-0.5 text-xs">{t('detail.hashText')}</p>
              <HashChip hash={plan.hash} full className="mt-2" />
              <dl className="text-ink-soft mt-2 grid gap-x-6 gap-y-1 text-xs sm:grid-cols-2">
                <div className="flex gap-1.5">
                  <dt>{t('times.published')}</dt>
                  <dd className="text-ink" data-testid="plan-published">
                    <Moment iso={plan.published_at} seconds />
                  </dd>
                </div>
                <div className="flex gap-1.5">
                  <dt>{t('times.locks')}</dt>
                  <dd className="text-ink" data-testid="plan-locks">
                    <Moment iso={plan.locks_at} seconds />
                  </dd>
                </div>
              </dl>
            </div>

            <div className="mt-4">
              <PlanContent
                initial={plan}
                viewer={viewer ? { id: viewer.id, balance: viewer.balance } : null}
              />
            </div>
          </section>
        </div>

        <aside className="min-w-0 space-y-4">
          <section
            aria-labelledby="expert-title"
            className="bg-surface rounded-xl p-4 shadow-sm"
            data-testid="plan-expert"
          >
            <h2 id="expert-title" className="sr-only">
              {t('detail.expert')}
            </h2>
            <Link
              href={expertHref(plan.expert.id)}
              prefetch={false}
              className="group flex items-center gap-3"
            >
              <Avatar src={plan.expert.avatar} name={plan.expert.nickname} size={48} />
              <span className="min-w-0">
                <span className="text-ink group-hover:text-brand block truncate font-bold">
                  {plan.expert.nickname}
                </span>
                <span className="text-brand inline-flex items-center text-xs font-semibold">
                  {t('detail.profile')}
                  <ChevronRight aria-hidden className="size-3.5" />
                </span>
              </span>
            </Link>
            {info?.expert.intro ? (
              <p className="text-ink-soft mt-2 line-clamp-3 text-xs leading-5">
                {info.expert.intro}
              </p>
            ) : null}
          </section>
          {record ? <RecordCard record={record} /> : null}
          <section
            aria-labelledby="how-title"
            className="bg-surface rounded-xl p-4 text-xs leading-5 shadow-sm"
          >
            <h2 id="how-title" className="text-ink mb-1 text-sm font-bold">
              {t('detail.howTitle')}
            </h2>
            <ol className="text-ink-soft list-decimal space-y-1 pl-4">
              <li>{t('detail.how1')}</li>
              <li>{t('detail.how2')}</li>
              <li>{t('detail.how3')}</li>
            </ol>
          </section>
        </aside>
      </div>
    </ExpertsFrame>
  );
}
