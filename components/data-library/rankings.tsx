import { useFormatter, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Crest } from '@/components/scores/crest';
import { named } from '@/lib/matches/display';
import { PlayerLink } from '@/components/players/player-link';
import { TeamLink } from '@/components/teams/team-link';
import type { BasketballStat, PlayerRankingRow, TeamRankingRow } from '@/lib/matches/types';
import type { Locale } from '@/i18n/locales';

const NUM = 'min-w-8 px-1.5 text-center tabular-nums desk:px-2';
const HEAD = 'h-8 text-[11px] font-semibold tracking-wide text-ink-faint uppercase';
const STICKY_RANK = 'sticky left-0 z-10 w-10 min-w-10 bg-surface group-hover:bg-surface-muted';
const STICKY_NAME =
  'sticky left-10 z-10 bg-surface group-hover:bg-surface-muted max-desk:shadow-[6px_0_6px_-6px_rgba(0,0,0,0.25)]';
/** The column the list is ranked by. */
const RANKED = 'bg-brand-soft/60 font-bold text-ink';

function Rank({ rank }: { rank: number }) {
  return (
    <td className={clsx(STICKY_RANK, 'py-1.5 pl-3')}>
      <span
        className={clsx(
          'inline-grid size-6 place-items-center rounded text-xs font-semibold tabular-nums',
          rank <= 3 ? 'bg-brand text-white' : 'text-ink-soft',
        )}
      >
        {rank}
      </span>
    </td>
  );
}

function Empty() {
  const t = useTranslations('dataLibrary');
  return <p className="text-ink-soft px-3 py-10 text-center text-sm">{t('empty')}</p>;
}

function PlayerCell({ row, lang }: { row: PlayerRankingRow; lang: Locale }) {
  const name = named(row, 'player_name', lang);
  return (
    <th scope="row" className={clsx(STICKY_NAME, 'py-1.5 pr-3 pl-1 text-left font-medium')}>
      <span className="desk:w-auto desk:min-w-[11rem] flex w-[8rem] flex-col leading-tight">
        <span className="text-ink truncate" title={name}>
          <PlayerLink id={row.player_id}>{name}</PlayerLink>
        </span>
        <span className="text-ink-faint text-[11px] font-normal tabular-nums">
          #{row.shirt_number}
        </span>
      </span>
    </th>
  );
}

function TeamCell({ row, lang }: { row: PlayerRankingRow; lang: Locale }) {
  const name = named(row, 'team_short_name', lang) || named(row, 'team_name', lang);
  return (
    <td className="px-2 py-1.5">
      <span className="desk:max-w-none flex max-w-[9rem] min-w-[6rem] items-center gap-2">
        <Crest teamId={row.team_id} size={18} />
        <TeamLink
          teamId={row.team_id}
          className="text-ink-soft truncate"
          title={named(row, 'team_name', lang)}
        >
          {name}
        </TeamLink>
      </span>
    </td>
  );
}

/**
 * A player leaders table: rank, player and team (sticky on phones), then the ranking's own
 * columns (`head`) and cells (`cells`).
 */
function PlayerTable({
  rows,
  lang,
  head,
  cells,
}: {
  rows: PlayerRankingRow[];
  lang: Locale;
  head: React.ReactNode;
  cells: (row: PlayerRankingRow) => React.ReactNode;
}) {
  const t = useTranslations('dataLibrary.players');
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-[13px] whitespace-nowrap">
        <thead className="bg-surface-muted">
          <tr className={HEAD}>
            <th scope="col" className={clsx(STICKY_RANK, 'bg-surface-muted pl-3 text-left')}>
              #
            </th>
            <th scope="col" className={clsx(STICKY_NAME, 'bg-surface-muted pl-1 text-left')}>
              {t('player')}
            </th>
            <th scope="col" className="px-2 text-left">
              {t('team')}
            </th>
            {head}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.player_id}
              className="group border-surface-page hover:bg-surface-muted border-t"
              data-testid="ranking-row"
            >
              <Rank rank={r.rank} />
              <PlayerCell row={r} lang={lang} />
              <TeamCell row={r} lang={lang} />
              {cells(r)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Football top scorers (goals, of which penalties) or assist makers. */
export function ScorerRanking({
  rows,
  kind,
  lang,
}: {
  rows: PlayerRankingRow[];
  kind: 'goals' | 'assists';
  lang: Locale;
}) {
  const t = useTranslations('dataLibrary.players');
  if (!rows.length) return <Empty />;
  const goals = kind === 'goals';
  return (
    <PlayerTable
      rows={rows}
      lang={lang}
      head={
        <>
          <th scope="col" className={clsx(NUM, goals && 'text-ink')}>
            {t('goals')}
          </th>
          {goals ? (
            <th scope="col" className={NUM}>
              {t('penalties')}
            </th>
          ) : null}
          <th scope="col" className={clsx(NUM, !goals && 'text-ink')}>
            {t('assists')}
          </th>
          <th scope="col" className={NUM}>
            {t('appearances')}
          </th>
          <th scope="col" className={clsx(NUM, 'pr-3')}>
            {t('minutes')}
          </th>
        </>
      }
      cells={(r) => (
        <>
          <td className={clsx(NUM, goals && RANKED)}>{r.goals}</td>
          {goals ? <td className={clsx(NUM, 'text-ink-soft')}>{r.penalties}</td> : null}
          <td className={clsx(NUM, !goals && RANKED)}>{r.assists}</td>
          <td className={NUM}>{r.appearances}</td>
          <td className={clsx(NUM, 'text-ink-soft pr-3')}>{r.minutes}</td>
        </>
      )}
    />
  );
}

const PER_GAME: Record<BasketballStat, keyof PlayerRankingRow> = {
  points: 'points_per_game',
  rebounds: 'rebounds_per_game',
  assists: 'assists_per_game',
  steals: 'steals_per_game',
  blocks: 'blocks_per_game',
};

/** Basketball player leaders: every per-game statistic, the ranked one highlighted. */
export function BasketballPlayerRanking({
  rows,
  stat,
  lang,
  stats,
}: {
  rows: PlayerRankingRow[];
  stat: BasketballStat;
  lang: Locale;
  stats: readonly BasketballStat[];
}) {
  const t = useTranslations('dataLibrary.players');
  const format = useFormatter();
  if (!rows.length) return <Empty />;
  const one = (n: unknown) =>
    typeof n === 'number'
      ? format.number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
      : '-';
  return (
    <PlayerTable
      rows={rows}
      lang={lang}
      head={
        <>
          <th scope="col" className={NUM}>
            {t('games')}
          </th>
          {stats.map((s) => (
            <th key={s} scope="col" className={clsx(NUM, s === stat && 'text-ink', 'last:pr-3')}>
              <abbr title={t(`statsLong.${s}`)} className="no-underline">
                {t(`stats.${s}`)}
              </abbr>
            </th>
          ))}
        </>
      }
      cells={(r) => (
        <>
          <td className={NUM}>{r.appearances}</td>
          {stats.map((s) => (
            <td key={s} className={clsx(NUM, s === stat && RANKED, 'last:pr-3')}>
              {one(r[PER_GAME[s]])}
            </td>
          ))}
        </>
      )}
    />
  );
}

/** Basketball teams: record and points per game, best winning percentage first. */
export function TeamRanking({ rows, lang }: { rows: TeamRankingRow[]; lang: Locale }) {
  const t = useTranslations('dataLibrary.table');
  const tp = useTranslations('dataLibrary.players');
  const format = useFormatter();
  if (!rows.length) return <Empty />;
  const one = (n: number) =>
    format.number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-[13px] whitespace-nowrap">
        <thead className="bg-surface-muted">
          <tr className={HEAD}>
            <th scope="col" className={clsx(STICKY_RANK, 'bg-surface-muted pl-3 text-left')}>
              #
            </th>
            <th scope="col" className={clsx(STICKY_NAME, 'bg-surface-muted pl-1 text-left')}>
              {tp('team')}
            </th>
            <th scope="col" className={NUM}>
              <abbr title={t('playedLong')} className="no-underline">
                {t('played')}
              </abbr>
            </th>
            <th scope="col" className={NUM}>
              <abbr title={t('wonLong')} className="no-underline">
                {t('won')}
              </abbr>
            </th>
            <th scope="col" className={NUM}>
              <abbr title={t('lostLong')} className="no-underline">
                {t('lost')}
              </abbr>
            </th>
            <th scope="col" className={clsx(NUM, 'text-ink')}>
              <abbr title={t('winPctLong')} className="no-underline">
                {t('winPct')}
              </abbr>
            </th>
            <th scope="col" className={NUM}>
              <abbr title={t('ppgLong')} className="no-underline">
                {t('ppg')}
              </abbr>
            </th>
            <th scope="col" className={NUM}>
              <abbr title={t('oppgLong')} className="no-underline">
                {t('oppg')}
              </abbr>
            </th>
            <th scope="col" className={clsx(NUM, 'pr-3')}>
              <abbr title={t('diffLong')} className="no-underline">
                {t('diff')}
              </abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const name = named(r, 'team_name', lang);
            return (
              <tr
                key={r.team_id}
                className="group border-surface-page hover:bg-surface-muted border-t"
                data-testid="ranking-row"
              >
                <Rank rank={r.rank} />
                <th
                  scope="row"
                  className={clsx(STICKY_NAME, 'py-1.5 pr-3 pl-1 text-left font-medium')}
                >
                  <span className="desk:w-auto desk:min-w-[12rem] flex w-[8.5rem] items-center gap-2">
                    <Crest teamId={r.team_id} size={20} />
                    <TeamLink teamId={r.team_id} className="text-ink truncate" title={name}>
                      {name}
                    </TeamLink>
                  </span>
                </th>
                <td className={NUM}>{r.played}</td>
                <td className={NUM}>{r.won}</td>
                <td className={NUM}>{r.lost}</td>
                <td className={clsx(NUM, RANKED)}>
                  {format.number(r.win_pct, {
                    style: 'percent',
                    minimumFractionDigits: 1,
                    maximumFractionDigits: 1,
                  })}
                </td>
                <td className={NUM}>{one(r.points_per_game)}</td>
                <td className={NUM}>{one(r.points_against_per_game)}</td>
                <td
                  className={clsx(
                    NUM,
                    'pr-3',
                    r.point_diff_per_game > 0
                      ? 'text-win'
                      : r.point_diff_per_game < 0
                        ? 'text-live'
                        : 'text-ink-soft',
                  )}
                >
                  {r.point_diff_per_game > 0 ? '+' : ''}
                  {one(r.point_diff_per_game)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
