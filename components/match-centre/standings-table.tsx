import { useLocale, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Link } from '@/i18n/navigation';
import { Crest } from '@/components/scores/crest';
import { TeamLink } from '@/components/teams/team-link';
import type { StandingNow } from '@/lib/matches/as-it-stands';
import type { SeasonTableGroup } from '@/lib/matches/contract';
import { named } from '@/lib/matches/display';
import type { Sport } from '@/lib/matches/types';
import { ResultBadge } from './h2h';
import type { Result } from './view';
import { toLocale, type Locale } from '@/i18n/locales';

export type StandingsGroup = Omit<SeasonTableGroup, 'rows'> & { rows: StandingNow[] };

function Movement({ r }: { r: StandingNow }) {
  const t = useTranslations('matchCentre.standings');
  const n = Math.abs(r.before - r.position);
  if (r.movement === 'same')
    return (
      <span
        role="img"
        aria-label={t('same')}
        data-move="same"
        className="text-ink-faint text-[10px]"
      >
        –
      </span>
    );
  return (
    <span
      role="img"
      aria-label={t(r.movement, { n })}
      data-move={r.movement}
      className={clsx(
        'inline-flex items-center text-[10px] font-bold tabular-nums',
        r.movement === 'up' ? 'text-win' : 'text-live',
      )}
    >
      {r.movement === 'up' ? '▲' : '▼'}
      {n}
    </span>
  );
}

function Row({
  r,
  sport,
  highlight,
  showMovement,
  lang,
}: {
  r: StandingNow;
  sport: Sport;
  highlight: boolean;
  showMovement: boolean;
  lang: Locale;
}) {
  const t = useTranslations('matchCentre.standings');
  const cell = 'px-1.5 py-2 text-center tabular-nums';
  return (
    <tr
      data-team={r.team_id}
      data-highlight={highlight || undefined}
      className={clsx(
        'border-surface-page border-t',
        highlight ? 'bg-brand-soft font-semibold' : 'hover:bg-surface-muted',
      )}
    >
      <td className={clsx(cell, 'text-ink w-8 font-semibold')}>{r.position}</td>
      {showMovement && (
        <td className="w-7 px-0.5 py-2 text-center">
          <Movement r={r} />
        </td>
      )}
      <th scope="row" className="w-full max-w-0 py-2 pr-2 pl-1 text-left font-normal">
        <span className="flex min-w-0 items-center gap-2">
          <Crest teamId={r.team_id} size={20} />
          <TeamLink
            teamId={r.team_id}
            className={clsx('text-ink truncate', highlight && 'font-bold')}
          >
            {named(r, 'team_name', lang)}
          </TeamLink>
          {r.live && (
            <span
              className="bg-live-soft text-live shrink-0 rounded px-1 text-[11px] font-bold tabular-nums"
              title={t('playing', { score: `${r.live.goals_for}-${r.live.goals_against}` })}
              data-testid="live-chip"
            >
              <span className="sr-only">{t('playing', { score: '' })}</span>
              {r.live.goals_for}-{r.live.goals_against}
            </span>
          )}
        </span>
      </th>
      {sport === 'football' ? (
        <>
          <td className={clsx(cell, 'text-ink-soft')}>{r.played}</td>
          <td className={clsx(cell, 'desk:table-cell text-ink-soft hidden')}>{r.won}</td>
          <td className={clsx(cell, 'desk:table-cell text-ink-soft hidden')}>{r.drawn}</td>
          <td className={clsx(cell, 'desk:table-cell text-ink-soft hidden')}>{r.lost}</td>
          <td className={clsx(cell, 'desk:table-cell text-ink-soft hidden')}>
            {r.goals_for}:{r.goals_against}
          </td>
          <td className={clsx(cell, 'text-ink-soft')}>
            {r.goal_diff > 0 ? `+${r.goal_diff}` : r.goal_diff}
          </td>
          <td className={clsx(cell, 'text-ink font-bold')}>{r.points}</td>
          <td className="desk:table-cell hidden px-2 py-2">
            <span className="flex justify-end gap-0.5">
              {[...r.form].map((x, i) => (
                <ResultBadge key={i} r={x as Result} className="size-4 text-[10px]" />
              ))}
            </span>
          </td>
        </>
      ) : (
        <>
          <td className={clsx(cell, 'text-ink-soft')}>{r.won}</td>
          <td className={clsx(cell, 'text-ink-soft')}>{r.lost}</td>
          <td className={clsx(cell, 'text-ink font-bold')}>
            {(r.win_pct ?? 0).toFixed(3).replace(/^0/, '')}
          </td>
          <td className={clsx(cell, 'text-ink-soft')}>
            {r.games_behind ? r.games_behind.toFixed(1) : '–'}
          </td>
        </>
      )}
    </tr>
  );
}

/** League table(s) with the two teams highlighted and, while live, the movement arrows. */
export function StandingsTable({
  sport,
  groups,
  highlight,
  showMovement,
  competitionHref,
}: {
  sport: Sport;
  groups: readonly StandingsGroup[];
  highlight: readonly number[];
  showMovement: boolean;
  competitionHref?: { pathname: '/base-football' | '/base-basketball'; query: { id: number } };
}) {
  const t = useTranslations('matchCentre.standings');
  const lang = toLocale(useLocale());
  const head = 'px-1.5 py-2 text-center font-medium';
  return (
    <div className="space-y-4 pb-2" data-testid="standings">
      {groups.map((g) => (
        <div key={g.group_key} className="overflow-x-auto">
          {groups.length > 1 && (
            <h3 className="text-ink px-4 pt-3 pb-1 text-sm font-bold">
              {named(g, 'group_name', lang)}
            </h3>
          )}
          <table className="w-full text-sm">
            <thead className="text-ink-soft bg-surface-muted text-xs">
              <tr>
                <th scope="col" className={head}>
                  {t('pos')}
                </th>
                {showMovement && (
                  <th scope="col" className="w-7 px-0.5">
                    <span className="sr-only">{t('asItStands')}</span>
                  </th>
                )}
                <th scope="col" className="w-full py-2 pl-1 text-left font-medium">
                  {t('team')}
                </th>
                {sport === 'football' ? (
                  <>
                    <th scope="col" className={head}>
                      <abbr title={t('legendPlayed')} className="no-underline">
                        {t('played')}
                      </abbr>
                    </th>
                    <th scope="col" className={clsx(head, 'desk:table-cell hidden')}>
                      {t('won')}
                    </th>
                    <th scope="col" className={clsx(head, 'desk:table-cell hidden')}>
                      {t('drawn')}
                    </th>
                    <th scope="col" className={clsx(head, 'desk:table-cell hidden')}>
                      {t('lost')}
                    </th>
                    <th scope="col" className={clsx(head, 'desk:table-cell hidden')}>
                      {t('goals')}
                    </th>
                    <th scope="col" className={head}>
                      <abbr title={t('legendGd')} className="no-underline">
                        {t('gd')}
                      </abbr>
                    </th>
                    <th scope="col" className={head}>
                      {t('points')}
                    </th>
                    <th
                      scope="col"
                      className="desk:table-cell hidden px-2 py-2 text-right font-medium"
                    >
                      {t('form')}
                    </th>
                  </>
                ) : (
                  <>
                    <th scope="col" className={head}>
                      {t('won')}
                    </th>
                    <th scope="col" className={head}>
                      {t('lost')}
                    </th>
                    <th scope="col" className={head}>
                      {t('winPct')}
                    </th>
                    <th scope="col" className={head}>
                      <abbr title={t('legendGb')} className="no-underline">
                        {t('gb')}
                      </abbr>
                    </th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {g.rows.map((r) => (
                <Row
                  key={r.team_id}
                  r={r}
                  sport={sport}
                  highlight={highlight.includes(r.team_id)}
                  showMovement={showMovement}
                  lang={lang}
                />
              ))}
            </tbody>
          </table>
        </div>
      ))}
      {competitionHref && (
        <p className="px-4 text-right text-xs">
          <Link
            prefetch={false}
            href={competitionHref}
            className="text-brand font-medium hover:underline"
          >
            {t('title')} →
          </Link>
        </p>
      )}
    </div>
  );
}
