import 'server-only';
import type { Metadata } from 'next';
import { getFormatter, getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { Trophy } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { toLocale, type Locale } from '@/i18n/locales';
import { absolutePageUrl, seoMetadata, siteBreadcrumbLd } from '@/lib/seo/page';
import { playerName, stadiumName, teamName } from '@/lib/worldcup/names';
import {
  bracket,
  figures,
  finishOf,
  groupTables,
  MATCHES,
  squadOf,
  TEAMS,
  thirdPlaced,
  topScorers,
  type Match,
} from '@/lib/worldcup/tournament';
import { TabLinks } from '@/components/data-library/tab-links';
import { KnockoutBracket } from './bracket';
import { Flag } from './flag';
import { GroupTables, ThirdsTable } from './groups';
import { worldCupMatchLd } from './json-ld';
import { MatchList } from './matches';
import {
  matchHref,
  parseWorldCupQuery,
  WORLDCUP_TABS,
  worldCupHref,
  type SearchParams,
  type WorldCupQuery,
} from './params';
import { ScorerTable } from './scorers';
import { SquadView } from './squads';

/** Per-language title and description of a view: "2026 World Cup top scorers". */
export async function worldCupMetadata(locale: Locale, sp: SearchParams): Promise<Metadata> {
  const q = parseWorldCupQuery(sp);
  const t = await getTranslations({ locale, namespace: 'worldcup.meta' });
  return seoMetadata({
    locale,
    path: worldCupHref(q),
    title:
      q.tab === 'squads'
        ? t('titles.squads', { team: teamName(q.team, locale) })
        : t(`titles.${q.tab}`),
    description: t('description'),
  });
}

/**
 * The page's JSON-LD: its breadcrumbs (home › the World Cup) and a SportsEvent for each match it
 * shows (the bracket's 32 on the overview, all 104 on the fixtures view).
 */
export async function worldCupLd(locale: Locale, sp: SearchParams): Promise<object[]> {
  const q = parseWorldCupQuery(sp);
  const [t, url] = await Promise.all([
    getTranslations({ locale, namespace: 'worldcup' }),
    absolutePageUrl(locale, worldCupHref({ tab: 'matches' })),
  ]);
  const crumbs = await siteBreadcrumbLd(locale, [
    { name: t('title'), path: worldCupHref() },
    ...(q.tab === 'overview' ? [] : [{ name: t(`tabs.${q.tab}`), path: worldCupHref(q) }]),
  ]);
  const shown: readonly Match[] =
    q.tab === 'matches'
      ? MATCHES
      : q.tab === 'overview'
        ? MATCHES.filter((m) => m.stage !== 'group')
        : [];
  return [
    crumbs,
    ...shown.map((m) =>
      worldCupMatchLd(m, locale, url, {
        tournament: t('title'),
        stage: m.group ? t('group', { group: m.group }) : t(`stages.${m.stage}`),
      }),
    ),
  ];
}

/**
 * The tournament at a glance: the champions, the podium, the final and the figures; on the views
 * other than the overview a slim band (title, champions, final) so that the view starts high.
 */
async function Hero({ lang, compact }: { lang: Locale; compact: boolean }) {
  const [t, format] = await Promise.all([getTranslations('worldcup'), getFormatter()]);
  const b = bracket();
  const f = figures();
  const final = b.rounds[b.rounds.length - 1].matches[0];
  const top = topScorers()[0];
  const podium = [
    { key: 'runnerUp', code: b.runnerUp },
    { key: 'third', code: b.thirdPlace },
  ] as const;
  const stats = [
    { key: 'teams', value: format.number(TEAMS.length) },
    { key: 'matches', value: format.number(f.matches) },
    { key: 'goals', value: format.number(f.goals) },
    { key: 'perMatch', value: format.number(f.perMatch, { maximumFractionDigits: 2 }) },
    { key: 'extraTime', value: format.number(f.extraTime) },
    { key: 'shootouts', value: format.number(f.penaltyShootouts) },
  ] as const;
  const winnerGoals = final.goals.filter((g) => g.team === final.winner);
  const band =
    'from-nav to-brand-dark overflow-hidden rounded-2xl bg-gradient-to-br via-[#1d2b45] text-white shadow-sm';
  const finalLink = (
    <Link
      href={matchHref(final.num)}
      prefetch={false}
      className={
        compact
          ? 'flex flex-wrap items-center gap-x-1.5 text-white/85 hover:underline'
          : 'mt-1 flex flex-wrap items-center gap-x-2 text-lg font-bold hover:underline'
      }
      data-testid="hero-final"
    >
      {compact ? <span className="text-white/60">{t('stages.final')}</span> : null}
      <span>{teamName(final.home, lang)}</span>
      <span className="tabular-nums">
        {final.score[0]}–{final.score[1]}
      </span>
      <span>{teamName(final.away, lang)}</span>
      {final.et ? (
        <span className={compact ? 'text-white/60' : 'text-sm font-medium text-white/75'}>
          {t('match.aetNote')}
        </span>
      ) : null}
    </Link>
  );
  if (compact) {
    return (
      <section aria-labelledby="worldcup-title" className={`${band} desk:px-6 px-4 py-3.5`}>
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
          <div className="min-w-0">
            <p className="text-[11px] font-medium tracking-wide text-white/70">
              {t('eyebrow')} · {t('dates')}
            </p>
            <h1 id="worldcup-title" className="desk:text-2xl text-xl font-bold">
              {t('title')}
            </h1>
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span className="flex items-center gap-2" data-testid="hero-champion">
              <Trophy aria-hidden className="size-5 text-amber-300" />
              <span className="text-white/70">{t('hero.champion')}</span>
              <Flag code={b.champion} size={22} />
              <span className="font-bold">{teamName(b.champion, lang)}</span>
            </span>
            {finalLink}
          </div>
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby="worldcup-title" className={`${band} desk:p-6 p-5`}>
      <div className="desk:flex-row desk:items-start flex flex-col gap-5">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium tracking-wide text-white/70">
            {t('eyebrow')} · {t('dates')}
          </p>
          <h1 id="worldcup-title" className="desk:text-3xl mt-1 text-2xl font-bold">
            {t('title')}
          </h1>
          <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
            <div className="flex items-center gap-3" data-testid="hero-champion">
              <span className="grid size-11 place-items-center rounded-full bg-amber-400/20">
                <Trophy aria-hidden className="size-6 text-amber-300" />
              </span>
              <span>
                <span className="block text-xs text-white/70">{t('hero.champion')}</span>
                <span className="flex items-center gap-2 text-xl font-bold">
                  <Flag code={b.champion} size={28} />
                  {teamName(b.champion, lang)}
                </span>
              </span>
            </div>
            {podium.map((p) => (
              <div key={p.key}>
                <span className="block text-xs text-white/70">{t(`hero.${p.key}`)}</span>
                <span className="flex items-center gap-2 font-semibold">
                  <Flag code={p.code} size={20} />
                  {teamName(p.code, lang)}
                </span>
              </div>
            ))}
          </div>
          <div className="mt-4 rounded-xl bg-white/10 px-4 py-3">
            <p className="text-xs text-white/70">
              {t('hero.final', {
                date: format.dateTime(new Date(final.kickoff), { dateStyle: 'long' }),
                stadium: final.stadium ? stadiumName(final.stadium.name, lang) : final.city,
              })}
            </p>
            {finalLink}
            {winnerGoals.length ? (
              <p className="mt-0.5 text-sm text-white/85">
                {winnerGoals.map((g) => `${playerName(g.player, lang)} ${g.minute}'`).join(', ')}
              </p>
            ) : null}
            {top ? (
              <p className="mt-2 flex flex-wrap gap-x-2 text-xs text-white/70">
                <span>{t('hero.topScorer')}</span>
                <span className="font-semibold text-white">
                  {t('hero.topScorerGoals', {
                    player: playerName(top.player, lang),
                    count: top.goals,
                  })}
                </span>
              </p>
            ) : null}
          </div>
        </div>
        <dl
          aria-label={t('figures.label')}
          className="desk:w-[340px] grid shrink-0 grid-cols-3 gap-2"
        >
          {stats.map((s) => (
            <div key={s.key} className="rounded-lg bg-white/10 px-3 py-2.5">
              <dt className="text-[11px] leading-4 text-white/70">{t(`figures.${s.key}`)}</dt>
              <dd className="mt-0.5 text-xl font-bold tabular-nums">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function Panel({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-surface rounded-xl py-3 shadow-sm">
      <div className="px-3 pb-3">
        <h2 id={id} className="text-ink text-base font-bold">
          {title}
        </h2>
        {hint ? <p className="text-ink-faint mt-0.5 text-xs">{hint}</p> : null}
      </div>
      <div className="desk:px-3 px-0">{children}</div>
    </section>
  );
}

async function Body({ q, lang }: { q: WorldCupQuery; lang: Locale }) {
  const t = await getTranslations('worldcup');
  switch (q.tab) {
    case 'overview': {
      const tables = groupTables();
      const thirds = thirdPlaced(tables);
      return (
        <div className="space-y-4">
          <Panel id="wc-bracket" title={t('bracket.title')} hint={t('bracket.hint')}>
            <div className="desk:px-0 px-3">
              <KnockoutBracket data={bracket()} lang={lang} />
            </div>
          </Panel>
          <Panel id="wc-groups" title={t('groups.title')}>
            <div className="px-3">
              <GroupTables tables={tables} thirds={thirds} lang={lang} />
            </div>
          </Panel>
          <Panel id="wc-thirds" title={t('thirds.title')}>
            <ThirdsTable rows={thirds} lang={lang} />
          </Panel>
        </div>
      );
    }
    case 'matches':
      return (
        <section aria-labelledby="wc-matches" className="bg-surface rounded-xl pt-3 shadow-sm">
          <h2 id="wc-matches" className="text-ink px-3 pb-3 text-base font-bold">
            {t('tabs.matches')}
          </h2>
          <MatchList matches={MATCHES} lang={lang} zone={await getTimeZone()} />
        </section>
      );
    case 'scorers':
      return (
        <Panel id="wc-scorers" title={t('scorers.title')}>
          <ScorerTable rows={topScorers()} figures={figures()} lang={lang} />
        </Panel>
      );
    case 'squads': {
      const squad = squadOf(q.team);
      return (
        <section aria-label={t('squads.title')} className="bg-surface rounded-xl py-3 shadow-sm">
          {squad ? <SquadView squad={squad} finish={finishOf(q.team)} lang={lang} /> : null}
        </section>
      );
    }
  }
}

/**
 * The 2026 World Cup (docs/product.md §2 `/trophy/home`): the champions and the tournament's
 * figures, then the view of `?tab=`: bracket and group tables, fixtures and results, top
 * scorers, or a team's squad. Server-rendered and complete without JavaScript.
 */
export async function WorldCupView({ searchParams }: { searchParams: SearchParams }) {
  const q = parseWorldCupQuery(searchParams);
  const lang = toLocale(await getLocale());
  const t = await getTranslations('worldcup');
  return (
    <div className="desk:px-6 desk:py-6 mx-auto max-w-[1400px] space-y-4 px-3 py-4">
      <Hero lang={lang} compact={q.tab !== 'overview'} />
      <div className="bg-surface desk:px-2 sticky top-14 z-20 rounded-xl px-1 shadow-sm">
        <TabLinks
          label={t('tabsLabel')}
          items={WORLDCUP_TABS.map((tab) => ({
            key: tab,
            href: worldCupHref({ tab, team: q.team }),
            label: t(`tabs.${tab}`),
            current: tab === q.tab,
          }))}
        />
      </div>
      <Body q={q} lang={lang} />
      <p className="text-ink-faint px-1 text-xs">{t('source')}</p>
    </div>
  );
}
