import { Fragment } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { useSitePath } from './site-path';
import type {
  ForesightAbsence,
  ForesightFormMatch,
  ForesightLineup,
  ForesightMatch,
  ForesightOdds,
  ForesightStake,
  ForesightTable,
} from '@/lib/foresight/contract';

/** Noon UTC of a calendar day: formatted in UTC it is that day in any zone. */
const calendarDay = (day: string) => new Date(`${day}T12:00:00Z`);

/** "15 Dec" / "12月15日" / "15 thg 12" of a UTC day. */
function useShortDay() {
  const format = useFormatter();
  return (day: string) =>
    format.dateTime(calendarDay(day), { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** What a side has nothing of. */
export function None({ children }: { children: React.ReactNode }) {
  return <p className="fs-none">{children}</p>;
}

/** One team's injured and suspended players: the first choices first (styles: foresight.css). */
export function AbsenceList({ list }: { list: readonly ForesightAbsence[] }) {
  const t = useTranslations('foresight');
  const day = useShortDay();
  const path = useSitePath();
  if (list.length === 0) return <None>{t('absences.none')}</None>;
  return (
    <ul className="fs-abs" data-testid="absences">
      {list.map((a) => (
        <li
          key={`${a.kind}:${a.player_id}`}
          data-kind={a.kind}
          data-reason={a.reason}
          data-player={a.player_id}
        >
          <b>
            <i>{a.shirt_number}</i>
            <a href={path(`/player?id=${a.player_id}`)}>{a.name}</a>
            {a.regular ? <em>{t('absences.regular')}</em> : null}
          </b>
          <span>
            {t(`reasons.${a.reason}`)}
            {' · '}
            {a.kind === 'injury' && a.returns_on ? (
              <>
                <time dateTime={a.since}>{t('absences.since', { date: day(a.since) })}</time>
                {' · '}
                <time dateTime={a.returns_on}>
                  {t('absences.back', { date: day(a.returns_on) })}
                </time>
              </>
            ) : (
              <strong>{t('absences.suspended')}</strong>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The last results, oldest first, each with its score (basketball: the margin, three-figure
 * scores do not fit; the whole score is in the title) and a link to its match.
 */
export function FormStrip({
  form,
  sport,
}: {
  form: readonly ForesightFormMatch[];
  sport: ForesightMatch['sport'];
}) {
  const t = useTranslations('foresight.form');
  const format = useFormatter();
  const path = useSitePath();
  if (form.length === 0) return <None>{t('empty')}</None>;
  return (
    <ol className="fs-form" data-testid="form" aria-label={t('title')}>
      {[...form].reverse().map((f) => (
        <li key={f.id}>
          <a
            href={path(`/score-detail?id=${f.id}`)}
            title={t('match', {
              date: format.dateTime(new Date(f.kickoff), { month: '2-digit', day: '2-digit' }),
              competition: f.competition,
              venue: t(f.home ? 'home' : 'away'),
              opponent: f.opponent,
              score: `${f.goals_for}-${f.goals_against}`,
            })}
          >
            <abbr title={t(`resultLong.${f.result}`)} data-result={f.result}>
              {t(`result.${f.result}`)}
            </abbr>
            {sport === 'football'
              ? `${f.goals_for}-${f.goals_against}`
              : `${f.goals_for > f.goals_against ? '+' : ''}${f.goals_for - f.goals_against}`}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** A stake as one line: "Chasing the Champions League · 3 pts behind". */
function StakeLine({ s, sport }: { s: ForesightStake; sport: ForesightMatch['sport'] }) {
  const t = useTranslations('foresight.stakes');
  const unit = (n: number) => t(sport === 'football' ? 'points' : 'games', { n });
  const gap =
    s.gap === 0 ? t('level') : t(s.above ? 'clear' : 'behind', { gap: unit(Math.abs(s.gap)) });
  return (
    <li data-stake={s.kind} data-danger={s.kind === 'relegation' && !s.above ? '' : undefined}>
      <b>{t(`${s.above ? 'above' : 'below'}.${s.kind}`)}</b>
      <span>
        {' · '}
        {gap}
        {s.settled ? ` · ${t(s.above ? 'secured' : 'outOfReach')}` : ''}
      </span>
    </li>
  );
}

/** A team's place: position, points (record), matches left and the stakes. */
export function TableBlock({
  table,
  sport,
}: {
  table: ForesightTable | null;
  sport: ForesightMatch['sport'];
}) {
  const t = useTranslations('foresight.table');
  if (!table) return <None>{t('none')}</None>;
  return (
    <div className="fs-table" data-testid="table">
      <p>
        {table.group ? `${table.group} ` : ''}
        <b>{t('position', { pos: table.position })}</b>
        {' · '}
        {sport === 'football'
          ? t('points', { n: table.points })
          : t('record', { w: table.won, l: table.lost })}
        {' · '}
        {t('left', { n: table.matches_left })}
      </p>
      {table.stakes.length ? (
        <ul>
          {table.stakes.map((s) => (
            <StakeLine key={s.kind} s={s} sport={sport} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A side's expected eleven (five), a line per position from the goalkeeper forward. */
export function LineupBlock({ lineup }: { lineup: ForesightLineup | null }) {
  const t = useTranslations('foresight.lineups');
  const path = useSitePath();
  if (!lineup || lineup.starters.length === 0) return <None>{t('none')}</None>;
  const lines: ForesightLineup['starters'][] = [];
  for (const p of lineup.starters) {
    const last = lines[lines.length - 1];
    if (last && last[0].position === p.position) last.push(p);
    else lines.push([p]);
  }
  return (
    <div className="fs-xi" data-testid="lineup" data-confirmed={String(lineup.confirmed)}>
      <p>
        <span>{t(lineup.confirmed ? 'confirmed' : 'probable')}</span>
        {lineup.formation ? <b>{lineup.formation}</b> : null}
      </p>
      <ol>
        {lines.map((line) => (
          <li key={line[0].player_id}>
            <i>{line[0].position}</i>
            <span>
              {line.map((p, i) => (
                <Fragment key={p.player_id}>
                  {i > 0 && ', '}
                  <a href={path(`/player?id=${p.player_id}`)}>{`${p.shirt_number} ${p.name}`}</a>
                </Fragment>
              ))}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The value keys of a market, in the order they are shown (as the match centre's index). */
const MARKET_KEYS: Record<ForesightOdds['market'], readonly string[]> = {
  asia: ['home', 'line', 'away'],
  total: ['over', 'line', 'under'],
  eu: ['home', 'draw', 'away'],
  moneyline: ['home', 'away'],
};

function shown(market: ForesightOdds['market'], key: string, v: number | undefined): string {
  if (v === undefined) return '–';
  if (key !== 'line') return v.toFixed(2);
  if (market !== 'asia' || v === 0) return String(v);
  return v > 0 ? `+${v}` : String(v);
}

/** Opening → current of each market, with how often it moved (styles: foresight.css). */
export function OddsMovement({
  odds,
  company,
}: {
  odds: readonly ForesightOdds[];
  company: string;
}) {
  const t = useTranslations('foresight.odds');
  if (odds.length === 0) return <None>{t('none')}</None>;
  return (
    <div className="overflow-x-auto" data-testid="odds">
      <table className="fs-odds">
        <caption>{t('company', { company })}</caption>
        <tbody>
          {odds.map((o) => (
            <tr key={o.market} data-market={o.market}>
              <th scope="row">
                {t(`market.${o.market}`)}
                <small>{t('moves', { n: o.moves })}</small>
              </th>
              <td>
                {MARKET_KEYS[o.market].map((k) => shown(o.market, k, o.opening[k])).join(' ')}
              </td>
              <td>
                {MARKET_KEYS[o.market].map((k, i) => {
                  const from = o.opening[k];
                  const to = o.current[k];
                  const dir =
                    from === undefined || to === undefined || from === to
                      ? undefined
                      : to > from
                        ? 'up'
                        : 'down';
                  return (
                    <span key={k} data-move={dir} title={dir ? t(dir) : undefined}>
                      {i > 0 ? ' ' : ''}
                      {shown(o.market, k, to)}
                    </span>
                  );
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The meetings of the two: the tally, then each (latest first). */
export function MeetingList({ m }: { m: ForesightMatch }) {
  const t = useTranslations('foresight.h2h');
  const format = useFormatter();
  const path = useSitePath();
  const { h2h } = m;
  if (h2h.matches.length === 0) return <None>{t('empty')}</None>;
  return (
    <div className="fs-h2h" data-testid="h2h">
      <p>
        {t('summary', {
          home: m.home.short_name,
          away: m.away.short_name,
          w: h2h.home_won,
          d: h2h.drawn,
          l: h2h.away_won,
        })}
      </p>
      <ul>
        {h2h.matches.map((x) => (
          <li key={x.id}>
            <a href={path(`/score-detail?id=${x.id}`)}>
              <time dateTime={x.kickoff}>
                {format.dateTime(new Date(x.kickoff), {
                  year: '2-digit',
                  month: '2-digit',
                  day: '2-digit',
                })}
              </time>
              <span>{x.home}</span>
              <b>
                {x.home_score}-{x.away_score}
              </b>
              <span>{x.away}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
