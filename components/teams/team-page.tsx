import { useFormatter, useLocale, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { CalendarDays, ChevronRight, MapPin, Newspaper, Users } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { toLocale, type Locale } from '@/i18n/locales';
import { Crest } from '@/components/scores/crest';
import { FollowTeamButton } from '@/components/follows/follow-team-button';
import { ResultBadge } from '@/components/match-centre/h2h';
import { MatchRooms } from '@/components/match-centre/match-rooms';
import { Empty, Panel } from '@/components/match-centre/panel';
import { resultFor, type Result } from '@/components/match-centre/view';
import { named } from '@/lib/matches/display';
import type { StandingNow } from '@/lib/matches/as-it-stands';
import type { MatchItem, Sport } from '@/lib/matches/types';
import type { TeamCompetition, TeamDetail } from '@/lib/teams/contract';
import { TeamLink } from './team-link';

/**
 * The team page `/team?id=` (docs/product.md §2 "Teams, players and discussion"): server-rendered
 * whole, so it reads complete without JavaScript; only the follow button is an island.
 */

const CARD = 'bg-surface overflow-hidden rounded-2xl shadow-sm';

function useLang(): Locale {
  return toLocale(useLocale());
}

/** The other side of a match, seen from the team. */
function opponentOf(m: MatchItem, teamId: number) {
  const home = m.home_team_id === teamId;
  return {
    home,
    id: home ? m.away_team_id : m.home_team_id,
    field: home ? ('away_team_name' as const) : ('home_team_name' as const),
  };
}

function libraryHref(sport: Sport, competitionId: number) {
  return {
    pathname: sport === 'football' ? '/base-football' : '/base-basketball',
    query: { id: competitionId },
  } as const;
}

function Header({ d }: { d: TeamDetail }) {
  const t = useTranslations('teamPage');
  const format = useFormatter();
  const lang = useLang();
  const team = d.team;
  const name = named(team, 'name', lang);
  const short = named(team, 'short_name', lang);
  return (
    <section
      aria-labelledby="team-title"
      data-testid="team-header"
      className="from-nav to-nav-soft mb-4 overflow-hidden rounded-2xl bg-gradient-to-b text-white shadow-lg"
    >
      <div className="desk:flex-row desk:items-center desk:gap-6 desk:p-6 flex flex-col gap-4 p-4">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <Crest teamId={team.id} size={80} className="desk:size-20 size-16 drop-shadow" />
          <div className="min-w-0">
            <p className="text-xs text-white/60">{t(`sport.${team.sport}`)}</p>
            <h1 id="team-title" className="desk:text-2xl text-xl leading-tight font-extrabold">
              {name}
            </h1>
            {short && short !== name && <p className="text-sm text-white/70">{short}</p>}
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-white/75">
              <li data-testid="team-country">
                <span className="sr-only">{t('country')}: </span>
                {named(team, 'country_name', lang)}
              </li>
              {team.founded !== null && <li>{t('founded', { year: String(team.founded) })}</li>}
              {team.venue && (
                <li className="flex items-center gap-1" data-testid="team-venue">
                  <MapPin className="size-3.5 shrink-0" aria-hidden />
                  <span className="sr-only">{t('venue')}: </span>
                  {named(team.venue, 'name', lang)} · {named(team.venue, 'city', lang)}
                  {team.venue.capacity
                    ? ` · ${t('capacity', { n: format.number(team.venue.capacity) })}`
                    : ''}
                </li>
              )}
            </ul>
          </div>
        </div>
        <div className="desk:items-end flex flex-col gap-3">
          <FollowTeamButton teamId={team.id} name={name} />
          <div className="flex items-center gap-2 text-xs text-white/70" data-testid="team-form">
            <span>{t('form')}</span>
            {d.form ? (
              <span className="flex gap-0.5">
                {[...d.form].map((r, i) => (
                  <ResultBadge key={i} r={r as Result} className="size-5 text-[11px]" />
                ))}
              </span>
            ) : (
              <span>{t('noForm')}</span>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function ScoreOrTime({ m }: { m: MatchItem }) {
  const format = useFormatter();
  if (m.status === 'live' || m.status === 'finished') {
    return (
      <span className={clsx('font-bold tabular-nums', m.status === 'live' && 'text-live')}>
        {m.home_score}-{m.away_score}
      </span>
    );
  }
  return (
    <time dateTime={m.kickoff} className="text-ink-soft tabular-nums">
      {format.dateTime(new Date(m.kickoff), {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })}
    </time>
  );
}

/** The live or next match: both teams, the score or the kick-off, the way to its match centre. */
function FeaturedMatch({ m, live }: { m: MatchItem; live: boolean }) {
  const t = useTranslations('teamPage');
  const format = useFormatter();
  const lang = useLang();
  const side = (s: 'home' | 'away') => {
    const id = s === 'home' ? m.home_team_id : m.away_team_id;
    return (
      <div className="flex min-w-0 flex-col items-center gap-1.5 text-center">
        <Crest teamId={id} size={44} />
        <TeamLink teamId={id} className="text-ink line-clamp-2 text-sm font-semibold">
          {named(m, `${s}_team_name`, lang)}
        </TeamLink>
      </div>
    );
  };
  return (
    <section
      aria-labelledby="featured-title"
      data-testid={live ? 'team-live' : 'team-next'}
      data-match={m.id}
      className={clsx(CARD, 'mb-4')}
    >
      <div className="border-surface-page flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
        <h2 id="featured-title" className="text-ink flex items-center gap-2 text-base font-bold">
          {live && <span className="bg-live size-2 animate-pulse rounded-full" aria-hidden />}
          {t(live ? 'liveNow' : 'next')}
        </h2>
        <Link
          prefetch={false}
          href={libraryHref(m.sport, m.competition_id)}
          className="text-ink-soft hover:text-ink truncate text-xs"
        >
          {named(m, 'competition_name', lang)}
          {named(m, 'round_name', lang) ? ` · ${named(m, 'round_name', lang)}` : ''}
        </Link>
      </div>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 px-4 py-4">
        {side('home')}
        <div className="flex flex-col items-center gap-1">
          {live ? (
            <span className="text-live text-3xl font-extrabold tabular-nums">
              {m.home_score}-{m.away_score}
            </span>
          ) : (
            <span className="text-ink-soft text-xl font-bold">{t('vs')}</span>
          )}
          <span className="text-ink-soft text-xs tabular-nums">
            {live ? (
              m.match_str
            ) : (
              <time dateTime={m.kickoff}>
                {format.dateTime(new Date(m.kickoff), {
                  month: 'short',
                  day: 'numeric',
                  weekday: 'short',
                  hour: '2-digit',
                  minute: '2-digit',
                  hourCycle: 'h23',
                })}
              </time>
            )}
          </span>
          <Link
            prefetch={false}
            href={`/score-detail?id=${m.id}`}
            className="bg-brand hover:bg-brand-dark mt-1 inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold text-white"
          >
            {t('matchCentre')}
            <ChevronRight className="size-3" aria-hidden />
          </Link>
        </div>
        {side('away')}
      </div>
    </section>
  );
}

/** One match seen from the team, as a dense table row: date, H/A, opponent, score. */
function MatchRow({
  m,
  teamId,
  withResult,
}: {
  m: MatchItem;
  teamId: number;
  withResult?: boolean;
}) {
  const t = useTranslations('teamPage');
  const format = useFormatter();
  const lang = useLang();
  const o = opponentOf(m, teamId);
  const played = m.status === 'finished';
  return (
    <tr className="border-surface-page hover:bg-surface-muted border-t" data-match={m.id}>
      <td className="text-ink-soft py-1.5 pr-2 pl-4 text-xs whitespace-nowrap tabular-nums">
        <time dateTime={m.kickoff}>
          {format.dateTime(new Date(m.kickoff), { month: '2-digit', day: '2-digit' })}
        </time>
      </td>
      <td className="px-1 py-1.5 text-center text-xs">
        <abbr title={t(o.home ? 'homeLong' : 'awayLong')} className="text-ink-faint no-underline">
          {t(o.home ? 'homeShort' : 'awayShort')}
        </abbr>
      </td>
      <th scope="row" className="w-full max-w-0 px-1 py-1.5 text-left font-normal">
        <span className="flex min-w-0 items-center gap-2">
          <Crest teamId={o.id} size={18} />
          <TeamLink teamId={o.id} className="text-ink truncate text-sm">
            {named(m, o.field, lang)}
          </TeamLink>
        </span>
      </th>
      <td className="py-1.5 pr-4 pl-1 text-right text-sm whitespace-nowrap">
        <Link
          prefetch={false}
          href={`/score-detail?id=${m.id}`}
          className="hover:bg-surface-page inline-flex items-center gap-1.5 rounded px-1"
          aria-label={`${t('matchCentre')}: ${named(m, 'home_team_name', lang)} ${t('vs')} ${named(m, 'away_team_name', lang)}`}
        >
          <ScoreOrTime m={m} />
          {withResult && played && (
            <ResultBadge r={resultFor(m, teamId)} className="size-4 text-[10px]" />
          )}
        </Link>
      </td>
    </tr>
  );
}

function MatchTable({
  list,
  teamId,
  caption,
  withResult,
}: {
  list: readonly MatchItem[];
  teamId: number;
  caption: string;
  withResult?: boolean;
}) {
  const t = useTranslations('teamPage');
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('date')}</th>
          <th scope="col">{t('venueShort')}</th>
          <th scope="col">{t('opponent')}</th>
          <th scope="col">{t('score')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((m) => (
          <MatchRow key={m.id} m={m} teamId={teamId} withResult={withResult} />
        ))}
      </tbody>
    </table>
  );
}

function Results({ d }: { d: TeamDetail }) {
  const t = useTranslations('teamPage');
  return (
    <Panel title={t('results')} id="team-results" testId="team-results" className="mb-4">
      {d.results.length ? (
        <MatchTable list={d.results} teamId={d.team.id} caption={t('results')} withResult />
      ) : (
        <Empty>{t('noResults')}</Empty>
      )}
    </Panel>
  );
}

/** The current seasons' matches, a collapsible block per competition (open without JS too). */
function Fixtures({ d }: { d: TeamDetail }) {
  const t = useTranslations('teamPage');
  const lang = useLang();
  return (
    <Panel title={t('fixtures')} id="team-fixtures" testId="team-fixtures" className="mb-4">
      {d.competitions.length === 0 && <Empty>{t('noFixtures')}</Empty>}
      {d.competitions.map((c, i) => {
        const played = c.matches.filter((m) => m.status === 'finished').length;
        return (
          <details
            key={c.competition.id}
            open={i === 0}
            className="border-surface-page group border-t first:border-t-0"
            data-competition={c.competition.id}
          >
            <summary className="hover:bg-surface-muted flex cursor-pointer list-none items-center gap-2 px-4 py-2.5">
              <span
                aria-hidden
                className="size-2.5 shrink-0 rounded-full"
                style={{ backgroundColor: c.competition.colour }}
              />
              <span className="text-ink min-w-0 flex-1 truncate text-sm font-semibold">
                {named(c.competition, 'name', lang)} {c.season.label}
              </span>
              <span className="text-ink-soft text-xs">
                {t('played', { played, left: c.matches.length - played })}
              </span>
              <ChevronRight
                className="text-ink-faint size-4 transition-transform group-open:rotate-90"
                aria-hidden
              />
            </summary>
            <MatchTable
              list={c.matches}
              teamId={d.team.id}
              caption={`${named(c.competition, 'name', lang)} ${c.season.label}`}
              withResult
            />
          </details>
        );
      })}
    </Panel>
  );
}

/**
 * The team's rows of a table as it stands, narrow enough for the side column: position (with the
 * movement while live), team, played, goal difference and points (basketball: won, lost, %).
 */
function CompactTable({
  rows,
  sport,
  teamId,
  live,
}: {
  rows: readonly StandingNow[];
  sport: Sport;
  teamId: number;
  live: boolean;
}) {
  const t = useTranslations('matchCentre.standings');
  const lang = useLang();
  const num = 'w-9 px-1 py-1.5 text-center tabular-nums';
  const football = sport === 'football';
  return (
    <table className="w-full text-sm">
      <thead className="bg-surface-muted text-ink-soft text-xs">
        <tr>
          <th scope="col" className="w-10 py-1.5 pl-4 text-left font-medium">
            {t('pos')}
          </th>
          <th scope="col" className="px-1 py-1.5 text-left font-medium">
            {t('team')}
          </th>
          {football ? (
            <>
              <th scope="col" className={clsx(num, 'font-medium')}>
                <abbr title={t('legendPlayed')} className="no-underline">
                  {t('played')}
                </abbr>
              </th>
              <th scope="col" className={clsx(num, 'font-medium')}>
                <abbr title={t('legendGd')} className="no-underline">
                  {t('gd')}
                </abbr>
              </th>
              <th scope="col" className={clsx(num, 'pr-4 font-medium')}>
                {t('points')}
              </th>
            </>
          ) : (
            <>
              <th scope="col" className={clsx(num, 'font-medium')}>
                {t('won')}
              </th>
              <th scope="col" className={clsx(num, 'font-medium')}>
                {t('lost')}
              </th>
              <th scope="col" className={clsx(num, 'w-12 pr-4 font-medium')}>
                {t('winPct')}
              </th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const mine = r.team_id === teamId;
          const name = named(r, 'short_name', lang) || named(r, 'team_name', lang);
          return (
            <tr
              key={r.team_id}
              data-team={r.team_id}
              data-highlight={mine || undefined}
              className={clsx(
                'border-surface-page border-t',
                mine ? 'bg-brand-soft font-semibold' : 'hover:bg-surface-muted',
              )}
            >
              <td className="text-ink py-1.5 pl-4 font-semibold tabular-nums">
                {r.position}
                {live && r.movement !== 'same' && (
                  <span
                    role="img"
                    aria-label={t(r.movement, { n: Math.abs(r.before - r.position) })}
                    className={clsx(
                      'ml-0.5 text-[10px]',
                      r.movement === 'up' ? 'text-win' : 'text-live',
                    )}
                  >
                    {r.movement === 'up' ? '▲' : '▼'}
                  </span>
                )}
              </td>
              <th scope="row" className="max-w-0 px-1 py-1.5 text-left font-normal">
                <span className="flex min-w-0 items-center gap-1.5">
                  <Crest teamId={r.team_id} size={18} />
                  {mine ? (
                    <span
                      className="text-ink truncate font-bold"
                      title={named(r, 'team_name', lang)}
                    >
                      {name}
                    </span>
                  ) : (
                    <TeamLink
                      teamId={r.team_id}
                      className="text-ink truncate"
                      title={named(r, 'team_name', lang)}
                    >
                      {name}
                    </TeamLink>
                  )}
                  {r.live && (
                    <span
                      className="bg-live-soft text-live shrink-0 rounded px-1 text-[11px] font-bold tabular-nums"
                      title={t('playing', { score: `${r.live.goals_for}-${r.live.goals_against}` })}
                    >
                      {r.live.goals_for}-{r.live.goals_against}
                    </span>
                  )}
                </span>
              </th>
              {football ? (
                <>
                  <td className={clsx(num, 'text-ink-soft')}>{r.played}</td>
                  <td className={clsx(num, 'text-ink-soft')}>
                    {r.goal_diff > 0 ? `+${r.goal_diff}` : r.goal_diff}
                  </td>
                  <td className={clsx(num, 'text-ink pr-4 font-bold')}>{r.points}</td>
                </>
              ) : (
                <>
                  <td className={clsx(num, 'text-ink-soft')}>{r.won}</td>
                  <td className={clsx(num, 'text-ink-soft')}>{r.lost}</td>
                  <td className={clsx(num, 'text-ink w-12 pr-4 font-bold')}>
                    {(r.win_pct ?? 0).toFixed(3).replace(/^0/, '')}
                  </td>
                </>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function TableBlock({ c, d }: { c: TeamCompetition; d: TeamDetail }) {
  const t = useTranslations('teamPage');
  const lang = useLang();
  const table = c.table!;
  const mine = table.rows.find((r) => r.team_id === d.team.id);
  return (
    <div data-testid="team-table" data-competition={c.competition.id}>
      <div className="flex items-center justify-between gap-2 px-4 pt-3 pb-1">
        <h3 className="text-ink truncate text-sm font-bold">
          {named(c.competition, 'name', lang)}
          {table.group_key ? ` · ${named(table, 'group_name', lang)}` : ''}
        </h3>
        <span className="flex shrink-0 items-center gap-2 text-xs">
          {table.live && (
            <span className="bg-live-soft text-live rounded px-1.5 py-0.5 font-semibold">
              {t('asItStands')}
            </span>
          )}
          {mine && (
            <span className="text-ink-soft tabular-nums">
              {t('position', { position: mine.position, size: table.size })}
            </span>
          )}
        </span>
      </div>
      <CompactTable rows={table.rows} sport={d.team.sport} teamId={d.team.id} live={table.live} />
      <Link
        prefetch={false}
        href={libraryHref(d.team.sport, c.competition.id)}
        className="text-brand block px-4 pb-3 text-right text-xs font-semibold hover:underline"
      >
        {t('fullTable')}
      </Link>
    </div>
  );
}

function Tables({ d }: { d: TeamDetail }) {
  const t = useTranslations('teamPage');
  const list = d.competitions.filter((c) => c.table);
  if (list.length === 0) return null;
  return (
    <Panel title={t('tables')} id="team-tables" className="mb-4">
      <div className="divide-surface-page divide-y">
        {list.map((c) => (
          <TableBlock key={c.competition.id} c={c} d={d} />
        ))}
      </div>
    </Panel>
  );
}

function Scorers({ d }: { d: TeamDetail }) {
  const t = useTranslations('teamPage');
  const lang = useLang();
  const basketball = d.team.sport === 'basketball';
  const title = t(basketball ? 'scorersBasketball' : 'scorers');
  const head = 'w-12 px-1 py-1.5 text-center font-medium';
  return (
    <Panel title={title} id="team-scorers" testId="team-scorers" className="mb-4">
      {d.scorers.length === 0 ? (
        <Empty>{t('noScorers')}</Empty>
      ) : (
        <table className="w-full text-sm">
          <thead className="bg-surface-muted text-ink-soft text-xs">
            <tr>
              <th scope="col" className="py-1.5 pl-4 text-left font-medium">
                {t('player')}
              </th>
              <th scope="col" className={head}>
                <abbr title={t('appsLong')} className="no-underline">
                  {t('apps')}
                </abbr>
              </th>
              {basketball ? (
                <th scope="col" className={clsx(head, 'pr-4')}>
                  <abbr title={t('ppgLong')} className="no-underline">
                    {t('ppg')}
                  </abbr>
                </th>
              ) : (
                <>
                  <th scope="col" className={head}>
                    {t('goals')}
                  </th>
                  <th scope="col" className={clsx(head, 'pr-4')}>
                    {t('assists')}
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {d.scorers.map((s) => (
              <tr key={s.player_id} className="border-surface-page border-t">
                <th scope="row" className="max-w-0 py-1.5 pl-4 text-left font-normal">
                  <span className="flex min-w-0 items-center gap-2">
                    <span className="text-ink-faint w-5 shrink-0 text-right text-xs tabular-nums">
                      {s.shirt_number}
                    </span>
                    <Link
                      prefetch={false}
                      href={`/player?id=${s.player_id}`}
                      className="text-ink hover:text-brand truncate hover:underline"
                    >
                      {named(s, 'name', lang)}
                    </Link>
                  </span>
                </th>
                <td className="text-ink-soft px-1.5 text-center tabular-nums">{s.appearances}</td>
                {basketball ? (
                  <td className="text-ink px-1.5 pr-4 text-center font-bold tabular-nums">
                    {(s.points_per_game ?? 0).toFixed(1)}
                  </td>
                ) : (
                  <>
                    <td className="text-ink px-1.5 text-center font-bold tabular-nums">
                      {s.goals}
                    </td>
                    <td className="text-ink-soft px-1.5 pr-4 text-center tabular-nums">
                      {s.assists}
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}

function Squad({ d }: { d: TeamDetail }) {
  const t = useTranslations('teamPage');
  const lang = useLang();
  return (
    <Panel
      title={t('squad')}
      id="team-squad"
      testId="team-squad"
      className="mb-4"
      aside={<Users className="text-ink-faint size-4" aria-hidden />}
    >
      {d.squad.length === 0 ? (
        <Empty>{t('noSquad')}</Empty>
      ) : (
        <div className="desk:grid-cols-2 grid grid-cols-1">
          {d.squad.map((g) => (
            <table
              key={g.position}
              className="w-full self-start text-sm"
              data-position={g.position}
            >
              <caption className="bg-surface-muted text-ink px-4 py-1.5 text-left text-xs font-bold">
                {t(`positions.${g.position}` as 'positions.GK')}
              </caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">{t('number')}</th>
                  <th scope="col">{t('player')}</th>
                  <th scope="col">{t('age')}</th>
                  <th scope="col">{t('nationality')}</th>
                </tr>
              </thead>
              <tbody>
                {g.players.map((p) => (
                  <tr
                    key={p.id}
                    className="border-surface-page hover:bg-surface-muted border-t"
                    data-testid="squad-player"
                  >
                    <td className="text-ink-soft w-10 py-1.5 pl-4 text-right text-xs font-semibold tabular-nums">
                      {p.shirt_number}
                    </td>
                    <th scope="row" className="max-w-0 px-3 py-1.5 text-left font-normal">
                      <Link
                        prefetch={false}
                        href={`/player?id=${p.id}`}
                        className="text-ink hover:text-brand block truncate hover:underline"
                      >
                        {named(p, 'name', lang)}
                      </Link>
                    </th>
                    <td className="text-ink-soft w-12 px-1 text-center text-xs tabular-nums">
                      <span className="sr-only">{t('age')}: </span>
                      {p.age ?? t('unknown')}
                    </td>
                    <td className="text-ink-soft w-28 truncate py-1.5 pr-4 text-xs">
                      {named(p, 'nationality_name', lang)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      )}
    </Panel>
  );
}

function News({ d }: { d: TeamDetail }) {
  const t = useTranslations('teamPage');
  const format = useFormatter();
  return (
    <Panel
      title={t('news')}
      id="team-news"
      testId="team-news"
      className="mb-4"
      aside={<Newspaper className="text-ink-faint size-4" aria-hidden />}
    >
      {d.news.length === 0 ? (
        <Empty>{t('noNews')}</Empty>
      ) : (
        <ul className="divide-surface-page divide-y">
          {d.news.map((a) => (
            <li key={a.id}>
              <Link
                prefetch={false}
                href={`/news/${a.id}`}
                className="hover:bg-surface-muted block px-4 py-2.5"
              >
                <span className="text-ink line-clamp-2 text-sm font-medium">{a.title}</span>
                <time
                  dateTime={new Date(a.published_at * 1000).toISOString()}
                  className="text-ink-faint text-xs"
                >
                  {format.dateTime(new Date(a.published_at * 1000), {
                    year: 'numeric',
                    month: '2-digit',
                    day: '2-digit',
                  })}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function TeamPageView({ d }: { d: TeamDetail }) {
  const t = useTranslations('teamPage');
  const crumbs = useTranslations('seo.crumbs');
  const lang = useLang();
  const featured = d.current ?? d.next;
  const sportPath = d.team.sport === 'football' ? '/football' : '/basketball';
  return (
    <div className="desk:px-6 desk:py-6 mx-auto max-w-[1200px] px-3 py-4" data-team={d.team.id}>
      <Breadcrumbs
        label={t('crumbs')}
        items={[
          { href: '/main', label: crumbs('home') },
          { href: sportPath, label: crumbs(d.team.sport) },
        ]}
        current={named(d.team, 'name', lang)}
      />
      <Header d={d} />
      {/*
        Two columns from 992 px; below, one column whose blocks are reordered (the columns are
        `display: contents`) so that a phone sees the table and the squad before the long fixtures.
      */}
      <div className="desk:grid-cols-[minmax(0,1fr)_360px] desk:gap-x-4 grid grid-cols-1">
        <div className="max-desk:contents min-w-0">
          <div className="max-desk:order-1">
            {featured ? (
              <FeaturedMatch m={featured} live={d.current !== null} />
            ) : (
              <section className={clsx(CARD, 'mb-4')} data-testid="team-next">
                <p className="text-ink-soft flex items-center gap-2 px-4 py-6 text-sm">
                  <CalendarDays className="size-4" aria-hidden />
                  {t('noNext')}
                </p>
              </section>
            )}
          </div>
          <div className="max-desk:order-2">
            <MatchRooms groups={d.rooms} />
          </div>
          <div className="max-desk:order-3">
            <Results d={d} />
          </div>
          <div className="max-desk:order-7">
            <Fixtures d={d} />
          </div>
        </div>
        <div className="max-desk:contents min-w-0">
          <div className="max-desk:order-4">
            <Tables d={d} />
          </div>
          <div className="max-desk:order-5">
            <Scorers d={d} />
          </div>
          <div className="max-desk:order-8">
            <News d={d} />
          </div>
        </div>
        <div className="desk:col-span-2 max-desk:order-6 min-w-0">
          <Squad d={d} />
        </div>
      </div>
    </div>
  );
}
