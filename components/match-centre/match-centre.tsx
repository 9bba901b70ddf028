import { MatchRooms, type MatchRoomGroup } from './match-rooms';
import { MatchDiscussion, type DiscussionData } from './discussion';
import type { MatchPlans as MatchPlansData } from '@/lib/experts/contract';
import { MatchPlans } from '@/components/experts/match-plans';
import { MemberPublishPlanLazy } from '@/components/experts/member-publish-plan-lazy';
import { useLocale, useTranslations } from 'next-intl';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { named } from '@/lib/matches/display';
import { GOAL_KINDS } from '@/lib/matches/types';
import type { MatchCentre as CentreData } from '@/lib/matches/service';
import { HeadToHead } from './h2h';
import { MatchLiveProvider } from './live-provider';
import { LiveText } from './live-text';
import { Lineups } from './lineups';
import { MatchInfo } from './match-info';
import { Odds } from './odds';
import { Empty, Panel } from './panel';
import { Scoreboard, type Scorer } from './scoreboard';
import { Standings, type LiveTableData } from './standings';
import { Stats } from './stats';
import { TabNav, type CentreRoute } from './tab-nav';
import { Timeline } from './timeline';
import type { Tab } from './view';
import { toLocale, type Locale } from '@/i18n/locales';

/** Goals per scorer under each team's name, in order ("Saka 23', 88'"). */
export function scorers(d: CentreData, lang: Locale): { home: Scorer[]; away: Scorer[] } {
  const out: { home: Scorer[]; away: Scorer[] } = { home: [], away: [] };
  for (const e of d.events) {
    if (!GOAL_KINDS.includes(e.kind) || !e.side) continue;
    const name = e.player ? e.player[`name_${lang}`] || e.player.name_zh : e[`player_name_${lang}`];
    const list = out[e.side];
    const key = `${e.player?.id ?? name}|${e.kind === 'own_goal'}`;
    const same = list.find((s) => s.key === key);
    const goal = { minute: e.match_str, kind: e.kind };
    if (same) same.goals.push(goal);
    else list.push({ key, name, goals: [goal] });
  }
  return out;
}

function Section({
  d,
  tab,
  route,
  table,
  plans,
  expert,
  rooms,
  discussion,
}: {
  d: CentreData;
  tab: Tab;
  route: CentreRoute;
  table: LiveTableData | null;
  plans: MatchPlansData;
  expert: boolean;
  rooms: MatchRoomGroup[];
  discussion: DiscussionData;
}) {
  const t = useTranslations('matchCentre');
  const m = d.match;
  switch (tab) {
    case 'timeline':
      return <Timeline m={m} events={d.events} />;
    case 'stats':
      return <Stats m={m} stats={d.stats} />;
    case 'lineups':
      return <Lineups d={d} />;
    case 'index':
      return <Odds odds={d.odds} />;
    case 'h2h':
      return <HeadToHead m={m} h2h={d.h2h} form={d.form} />;
    case 'standings':
      return table ? (
        <Standings
          sport={m.sport}
          competitionId={m.competition_id}
          seasonId={m.season_id}
          initial={table}
          highlight={[m.home_team_id, m.away_team_id]}
        />
      ) : (
        <Panel id="standings" title={t('standings.title')} testId="tab-standings">
          <Empty>{t('standings.empty')}</Empty>
        </Panel>
      );
    case 'live':
      return <LiveText m={m} events={d.events} />;
    case 'plans':
      return (
        <>
          {/* Experts publish here before kick-off. */}
          {expert && m.status === 'scheduled' ? (
            <MemberPublishPlanLazy matchId={m.id} className="mb-4" />
          ) : null}
          <MatchPlans plans={plans} sport={m.sport} />
        </>
      );
    case 'discussion':
      return <MatchDiscussion m={m} route={route} rooms={rooms} data={discussion} />;
  }
}

/**
 * The match centre: breadcrumb, the live scoreboard, the section links and the chosen section,
 * with the match info beside it on desktop. Everything renders on the server; the scoreboard
 * and the table are kept live by one socket (MatchLiveProvider), which also re-renders the
 * sections when the match has news.
 */
export function MatchCentreView({
  d,
  tab,
  route,
  fallback,
  table,
  rooms = [],
  plans = [],
  expert = false,
  discussion = { page: null, loggedIn: false },
}: {
  d: CentreData;
  /** The rooms on air commentating the match, by language (Live/getRoomList). */
  rooms?: MatchRoomGroup[];
  tab: Tab;
  route: CentreRoute;
  fallback: Tab;
  /** The standings tab's table, loaded only for that tab. */
  table: LiveTableData | null;
  /** The plans tab's plans (Expert/matchPlans), loaded only for that tab. */
  plans?: MatchPlansData;
  /** The viewer is an expert: the plans tab offers to publish one (issue 26). */
  expert?: boolean;
  /** The discussion tab's first comment page and whether the viewer is logged in (that tab only). */
  discussion?: DiscussionData;
}) {
  const t = useTranslations('matchCentre');
  const tn = useTranslations('nav');
  const lang = toLocale(useLocale());
  const m = d.match;
  const open = m.status === 'live' || m.status === 'scheduled';
  const active = open || (tab === 'standings' && (table?.live.length ?? 0) > 0);
  return (
    <MatchLiveProvider matchId={m.id} sport={m.sport} seq={d.seq} active={active}>
      <div className="desk:px-6 desk:py-6 mx-auto max-w-[1200px] px-3 py-4">
        <Breadcrumbs
          label={t('crumbs')}
          items={[
            { href: '/main', label: tn('home') },
            {
              href: m.sport === 'football' ? '/football' : '/basketball',
              label: t(`sport.${m.sport}`),
            },
            {
              href: {
                pathname: m.sport === 'football' ? '/base-football' : '/base-basketball',
                query: { id: m.competition_id },
              },
              label: named(m, 'competition_name', lang),
            },
          ]}
          current={
            <>
              {named(m, 'home_team_name', lang)} {t('header.vs')} {named(m, 'away_team_name', lang)}
            </>
          }
        />
        <Scoreboard
          initial={m}
          seq={d.seq}
          venue={d.venue ? named(d.venue, 'name', lang) : null}
          scorers={scorers(d, lang)}
        />
        <TabNav id={m.id} route={route} active={tab} fallback={fallback} />
        <div className="desk:grid-cols-[minmax(0,1fr)_320px] mt-4 grid gap-4">
          <div className="min-w-0" id="section">
            <Section
              d={d}
              tab={tab}
              route={route}
              table={table}
              plans={plans}
              expert={expert}
              rooms={rooms}
              discussion={discussion}
            />
          </div>
          <aside className="min-w-0">
            <MatchRooms groups={rooms} />
            <MatchInfo m={m} venue={d.venue} form={d.form} />
          </aside>
        </div>
      </div>
    </MatchLiveProvider>
  );
}
