import { useFormatter, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Crest } from '@/components/scores/crest';
import { TeamLink } from '@/components/teams/team-link';
import { named } from '@/lib/matches/display';
import type { SeasonTable, Sport, StandingRow } from '@/lib/matches/types';
import { FormBadges } from './form-badges';
import { ZONE_CLASS, zoneOf, zonesOf, type Zone } from './zones';
import type { Locale } from '@/i18n/locales';

type Group = SeasonTable['groups'][number];

/** Sticky cells keep position and team in view while the numbers scroll sideways on a phone. */
const STICKY_POS = 'sticky left-0 z-10 w-10 min-w-10 bg-surface group-hover:bg-surface-muted';
const STICKY_TEAM =
  'sticky left-10 z-10 bg-surface group-hover:bg-surface-muted max-desk:shadow-[6px_0_6px_-6px_rgba(0,0,0,0.25)]';
const NUM = 'min-w-7 px-1 text-center tabular-nums desk:px-1.5';
/**
 * Secondary numbers, left out under 992 px so that a phone (390 px) shows position, team, played,
 * goal difference and points without scrolling; the full table is one rotation or a wider screen away.
 */
const SECONDARY = clsx(NUM, 'max-desk:hidden');
const HEAD = 'h-8 text-[11px] font-semibold tracking-wide text-ink-faint uppercase';

function Abbr({ short, long }: { short: string; long: string }) {
  return (
    <abbr title={long} className="no-underline">
      {short}
    </abbr>
  );
}

function perGame(total: number, played: number): number {
  return played ? Math.round((total / played) * 10) / 10 : 0;
}

function TeamCell({ row, lang }: { row: StandingRow; lang: Locale }) {
  const name = named(row, 'team_name', lang);
  return (
    <th scope="row" className={clsx(STICKY_TEAM, 'py-1.5 pr-3 pl-1 text-left font-medium')}>
      <span className="desk:w-auto desk:min-w-[12rem] flex w-[8.5rem] items-center gap-2">
        <Crest teamId={row.team_id} size={20} />
        <TeamLink teamId={row.team_id} className="text-ink truncate" title={name}>
          {name}
        </TeamLink>
      </span>
    </th>
  );
}

function PositionCell({ position, zone }: { position: number; zone: Zone | null }) {
  const t = useTranslations('dataLibrary.zones');
  return (
    <td className={clsx(STICKY_POS, 'py-1.5 pl-2')}>
      <span
        title={zone ? t(zone) : undefined}
        className={clsx(
          'inline-grid size-6 place-items-center rounded text-xs font-semibold tabular-nums',
          zone ? ZONE_CLASS[zone] : 'text-ink-soft',
        )}
      >
        {position}
      </span>
    </td>
  );
}

function FootballGroup({ group, competitionId, lang, formSize }: GroupProps) {
  const t = useTranslations('dataLibrary.table');
  const size = group.rows.length;
  return (
    <table className="w-full border-collapse text-[13px] whitespace-nowrap">
      <thead className="bg-surface-muted">
        <tr className={HEAD}>
          <th scope="col" className={clsx(STICKY_POS, 'bg-surface-muted pl-2 text-left')}>
            #
          </th>
          <th scope="col" className={clsx(STICKY_TEAM, 'bg-surface-muted pl-1 text-left')}>
            {t('team')}
          </th>
          <th scope="col" className={NUM}>
            <Abbr short={t('played')} long={t('playedLong')} />
          </th>
          <th scope="col" className={SECONDARY}>
            <Abbr short={t('won')} long={t('wonLong')} />
          </th>
          <th scope="col" className={SECONDARY}>
            <Abbr short={t('drawn')} long={t('drawnLong')} />
          </th>
          <th scope="col" className={SECONDARY}>
            <Abbr short={t('lost')} long={t('lostLong')} />
          </th>
          <th scope="col" className={SECONDARY}>
            <Abbr short={t('goalsFor')} long={t('goalsForLong')} />
          </th>
          <th scope="col" className={SECONDARY}>
            <Abbr short={t('goalsAgainst')} long={t('goalsAgainstLong')} />
          </th>
          <th scope="col" className={NUM}>
            <Abbr short={t('goalDiff')} long={t('goalDiffLong')} />
          </th>
          <th scope="col" className={NUM}>
            <Abbr short={t('points')} long={t('pointsLong')} />
          </th>
          <th scope="col" className="px-2 pr-3 text-left">
            {t('form')}
          </th>
        </tr>
      </thead>
      <tbody>
        {group.rows.map((row) => (
          <tr
            key={row.team_id}
            className="group border-surface-page hover:bg-surface-muted border-t"
            data-testid="table-row"
          >
            <PositionCell
              position={row.position}
              zone={zoneOf(competitionId, row.position, size)}
            />
            <TeamCell row={row} lang={lang} />
            <td className={NUM}>{row.played}</td>
            <td className={SECONDARY}>{row.won}</td>
            <td className={SECONDARY}>{row.drawn}</td>
            <td className={SECONDARY}>{row.lost}</td>
            <td className={SECONDARY}>{row.goals_for}</td>
            <td className={SECONDARY}>{row.goals_against}</td>
            <td className={clsx(NUM, 'text-ink-soft')} data-col="goal-diff">
              {row.goal_diff > 0 ? `+${row.goal_diff}` : row.goal_diff}
            </td>
            <td className={clsx(NUM, 'text-ink font-bold')} data-col="points">
              {row.points}
            </td>
            <td className="px-2 pr-3 whitespace-nowrap">
              <FormBadges form={row.form} size={formSize} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BasketballGroup({ group, competitionId, lang, formSize }: GroupProps) {
  const t = useTranslations('dataLibrary.table');
  const format = useFormatter();
  const size = group.rows.length;
  const one = (n: number) =>
    format.number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <table className="w-full border-collapse text-[13px] whitespace-nowrap">
      <thead className="bg-surface-muted">
        <tr className={HEAD}>
          <th scope="col" className={clsx(STICKY_POS, 'bg-surface-muted pl-2 text-left')}>
            #
          </th>
          <th scope="col" className={clsx(STICKY_TEAM, 'bg-surface-muted pl-1 text-left')}>
            {t('team')}
          </th>
          <th scope="col" className={NUM}>
            <Abbr short={t('won')} long={t('wonLong')} />
          </th>
          <th scope="col" className={NUM}>
            <Abbr short={t('lost')} long={t('lostLong')} />
          </th>
          <th scope="col" className={NUM}>
            <Abbr short={t('winPct')} long={t('winPctLong')} />
          </th>
          <th scope="col" className={SECONDARY}>
            <Abbr short={t('gamesBehind')} long={t('gamesBehindLong')} />
          </th>
          <th scope="col" className={SECONDARY}>
            <Abbr short={t('ppg')} long={t('ppgLong')} />
          </th>
          <th scope="col" className={SECONDARY}>
            <Abbr short={t('oppg')} long={t('oppgLong')} />
          </th>
          <th scope="col" className={NUM}>
            <Abbr short={t('diff')} long={t('diffLong')} />
          </th>
          <th scope="col" className="px-2 pr-3 text-left">
            {t('form')}
          </th>
        </tr>
      </thead>
      <tbody>
        {group.rows.map((row) => {
          const diff = perGame(row.goals_for - row.goals_against, row.played);
          return (
            <tr
              key={row.team_id}
              className="group border-surface-page hover:bg-surface-muted border-t"
              data-testid="table-row"
            >
              <PositionCell
                position={row.position}
                zone={zoneOf(competitionId, row.position, size)}
              />
              <TeamCell row={row} lang={lang} />
              <td className={NUM}>{row.won}</td>
              <td className={NUM}>{row.lost}</td>
              <td className={clsx(NUM, 'text-ink font-bold')} data-col="points">
                {format.number(row.win_pct ?? 0, {
                  style: 'percent',
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                })}
              </td>
              <td className={clsx(SECONDARY, 'text-ink-soft')}>
                {row.games_behind
                  ? format.number(row.games_behind, { maximumFractionDigits: 1 })
                  : '-'}
              </td>
              <td className={SECONDARY}>{one(perGame(row.goals_for, row.played))}</td>
              <td className={SECONDARY}>{one(perGame(row.goals_against, row.played))}</td>
              <td
                className={clsx(
                  NUM,
                  diff > 0 ? 'text-win' : diff < 0 ? 'text-live' : 'text-ink-soft',
                )}
              >
                {diff > 0 ? '+' : ''}
                {one(diff)}
              </td>
              <td className="px-2 pr-3 whitespace-nowrap">
                <FormBadges form={row.form} size={formSize} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

type GroupProps = { group: Group; competitionId: number; lang: Locale; formSize: number };

function Legend({ zones }: { zones: Zone[] }) {
  const t = useTranslations('dataLibrary.zones');
  if (!zones.length) return null;
  return (
    <ul
      aria-label={t('legend')}
      className="text-ink-soft flex flex-wrap gap-x-4 gap-y-1.5 px-3 pt-3 text-xs"
    >
      {zones.map((z) => (
        <li key={z} className="inline-flex items-center gap-1.5">
          <span aria-hidden className={clsx('size-3 rounded-sm', ZONE_CLASS[z])} />
          {t(z)}
        </li>
      ))}
    </ul>
  );
}

/**
 * A season's table: one group (football leagues, the UEFA league phase, the CBA) or the NBA's two
 * conferences, with zone colours on the positions and recent form.
 */
export function Standings({
  table,
  sport,
  lang,
  formSize,
}: {
  table: SeasonTable;
  sport: Sport;
  lang: Locale;
  formSize: number;
}) {
  const t = useTranslations('dataLibrary');
  const competitionId = table.competition.id;
  const zones = [...new Set(table.groups.flatMap((g) => zonesOf(competitionId, g.rows.length)))];
  if (!table.groups.some((g) => g.rows.length)) {
    return <p className="text-ink-soft px-3 py-10 text-center text-sm">{t('empty')}</p>;
  }
  const Group = sport === 'basketball' ? BasketballGroup : FootballGroup;
  const titled = table.groups.length > 1;
  return (
    <div className="space-y-5">
      {table.groups.map((g) => (
        <section key={g.group_key} aria-label={titled ? named(g, 'group_name', lang) : undefined}>
          {titled ? (
            <h3 className="text-ink px-3 pb-2 text-sm font-semibold">
              {named(g, 'group_name', lang)}
            </h3>
          ) : null}
          <div className="overflow-x-auto">
            <Group group={g} competitionId={competitionId} lang={lang} formSize={formSize} />
          </div>
        </section>
      ))}
      <Legend zones={zones} />
    </div>
  );
}
