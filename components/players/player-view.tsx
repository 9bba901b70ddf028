import { useFormatter, useLocale, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Link } from '@/i18n/navigation';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { toLocale, type Locale } from '@/i18n/locales';
import { named } from '@/lib/matches/display';
import type { PlayerDetail, PlayerMatch, PlayerSeason } from '@/lib/players/contract';
import type { KeyOf } from '@/lib/i18n/messages';
import { Crest } from '@/components/scores/crest';
import { Empty, Panel } from '@/components/match-centre/panel';

const NUM = 'px-1.5 text-center tabular-nums desk:px-2';
const HEAD = 'h-8 text-[11px] font-semibold tracking-wide text-ink-faint uppercase';
/** The first column stays in view while a phone scrolls the figures sideways. */
const STICKY =
  'sticky left-0 z-10 bg-surface group-hover:bg-surface-muted max-desk:shadow-[6px_0_6px_-6px_rgba(0,0,0,0.25)]';

/** The club's page (docs/product.md §2 "Teams, players and discussion": /team?id=). */
const teamHref = (id: number) => ({ pathname: '/team', query: { id } });

function Header({ p, lang }: { p: PlayerDetail; lang: Locale }) {
  const t = useTranslations('playerPage');
  const format = useFormatter();
  const name = named(p, 'name', lang);
  const born = p.birth_date
    ? format.dateTime(new Date(`${p.birth_date}T12:00:00Z`), {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      })
    : null;
  return (
    <section
      className="bg-surface desk:p-6 flex flex-wrap items-center gap-4 rounded-2xl p-4 shadow-sm"
      data-testid="player-header"
    >
      <span
        aria-hidden
        className="desk:size-20 desk:text-3xl flex size-16 shrink-0 items-center justify-center rounded-full border-4 text-2xl font-bold shadow"
        style={{
          backgroundColor: p.team.colour_primary,
          borderColor: p.team.colour_secondary,
          color: p.team.colour_secondary,
        }}
      >
        {p.shirt_number}
      </span>
      <div className="min-w-0 flex-1">
        <h1 className="text-ink desk:text-2xl text-xl font-bold" data-testid="player-name">
          {name}
        </h1>
        <p className="text-ink-soft mt-0.5 text-sm">
          {t(`position.${p.position}` as KeyOf<typeof t>)} · {t('shirt', { n: p.shirt_number })}
        </p>
      </div>
      <dl className="desk:w-auto desk:grid-cols-[auto_auto] grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-ink-soft">{t('club')}</dt>
        <dd className="min-w-0">
          <Link
            prefetch={false}
            href={teamHref(p.team.id)}
            className="text-ink hover:text-brand inline-flex items-center gap-1.5 font-medium"
            data-testid="player-club"
          >
            <Crest teamId={p.team.id} size={20} />
            <span className="truncate">{named(p.team, 'name', lang)}</span>
          </Link>
        </dd>
        <dt className="text-ink-soft">{t('nationality')}</dt>
        <dd className="text-ink">{named(p, 'nationality_name', lang)}</dd>
        <dt className="text-ink-soft">{t('born')}</dt>
        <dd className="text-ink" data-testid="player-born">
          {born && p.age !== null ? (
            <>
              <time dateTime={p.birth_date ?? undefined}>{born}</time>{' '}
              <span className="text-ink-soft">({t('ageValue', { age: p.age })})</span>
            </>
          ) : (
            t('unknown')
          )}
        </dd>
      </dl>
    </section>
  );
}

function SeasonName({
  s,
  lang,
  sport,
}: {
  s: PlayerSeason;
  lang: Locale;
  sport: PlayerDetail['sport'];
}) {
  return (
    <th scope="row" className={clsx(STICKY, 'py-1.5 pr-2 pl-4 text-left font-medium')}>
      <Link
        prefetch={false}
        href={{
          pathname: sport === 'football' ? '/base-football' : '/base-basketball',
          query: { id: s.competition_id },
        }}
        className="text-ink hover:text-brand"
      >
        {named(s, 'competition_name', lang)}
      </Link>{' '}
      <span className="text-ink-faint text-[11px] font-normal tabular-nums">{s.season_label}</span>
    </th>
  );
}

function Seasons({ p, lang }: { p: PlayerDetail; lang: Locale }) {
  const t = useTranslations('playerPage.seasons');
  const format = useFormatter();
  const one = (n: number | null) =>
    n === null ? '-' : format.number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const football = p.sport === 'football';
  return (
    <Panel id="player-seasons" title={t('title')} testId="player-seasons">
      {p.seasons.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-[13px] whitespace-nowrap">
              <thead className="bg-surface-muted">
                <tr className={HEAD}>
                  <th scope="col" className={clsx(STICKY, 'bg-surface-muted pl-4 text-left')}>
                    {t('competition')}
                  </th>
                  <th scope="col" className={NUM}>
                    {t('appearances')}
                  </th>
                  <th scope="col" className={NUM}>
                    {t('minutes')}
                  </th>
                  {football ? (
                    <>
                      <th scope="col" className={NUM}>
                        {t('goals')}
                      </th>
                      <th scope="col" className={NUM}>
                        {t('assists')}
                      </th>
                      <th scope="col" className={NUM}>
                        {t('yellow')}
                      </th>
                      <th scope="col" className={clsx(NUM, 'pr-4')}>
                        {t('red')}
                      </th>
                    </>
                  ) : (
                    <>
                      <th scope="col" className={NUM}>
                        {t('points')}
                      </th>
                      <th scope="col" className={NUM}>
                        {t('rebounds')}
                      </th>
                      <th scope="col" className={clsx(NUM, 'pr-4')}>
                        {t('assistsPerGame')}
                      </th>
                    </>
                  )}
                </tr>
              </thead>
              <tbody>
                {p.seasons.map((s) => (
                  <tr
                    key={s.season_id}
                    className="group border-surface-page hover:bg-surface-muted border-t"
                    data-testid="season-row"
                    data-season={s.season_id}
                  >
                    <SeasonName s={s} lang={lang} sport={p.sport} />
                    <td className={NUM}>{s.appearances}</td>
                    <td className={clsx(NUM, 'text-ink-soft')}>{s.minutes}</td>
                    {football ? (
                      <>
                        <td className={clsx(NUM, 'text-ink font-bold')} data-testid="season-goals">
                          {s.goals}
                        </td>
                        <td className={NUM} data-testid="season-assists">
                          {s.assists}
                        </td>
                        <td className={NUM}>{s.yellow}</td>
                        <td className={clsx(NUM, 'pr-4')}>{s.red}</td>
                      </>
                    ) : (
                      <>
                        <td className={clsx(NUM, 'text-ink font-bold')}>
                          {one(s.points_per_game)}
                        </td>
                        <td className={NUM}>{one(s.rebounds_per_game)}</td>
                        <td className={clsx(NUM, 'pr-4')}>{one(s.assists_per_game)}</td>
                      </>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {football && <p className="text-ink-faint px-4 py-2 text-xs">{t('source')}</p>}
        </>
      )}
    </Panel>
  );
}

/** His goals, assists and cards in one match (blank when none). */
function Did({ m }: { m: PlayerMatch }) {
  const t = useTranslations('playerPage.recent');
  return (
    <>
      <td className={NUM}>{m.goals || ''}</td>
      <td className={NUM}>{m.assists || ''}</td>
      <td className={clsx(NUM, 'pr-4')}>
        <span className="inline-flex items-center justify-center gap-0.5">
          {m.yellow > 0 && (
            <span
              className="inline-block h-3 w-2 rounded-[1px] bg-yellow-400"
              role="img"
              aria-label={t('cards')}
            />
          )}
          {m.red > 0 && (
            <span
              className="inline-block h-3 w-2 rounded-[1px] bg-red-600"
              role="img"
              aria-label={t('cards')}
            />
          )}
        </span>
      </td>
    </>
  );
}

function Recent({ p, lang }: { p: PlayerDetail; lang: Locale }) {
  const t = useTranslations('playerPage.recent');
  const format = useFormatter();
  const team = named(p.team, 'short_name', lang) || named(p.team, 'name', lang);
  return (
    <Panel id="player-recent" title={t('title')} testId="player-recent">
      {p.recent.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-[13px] whitespace-nowrap">
            <thead className="bg-surface-muted">
              <tr className={HEAD}>
                <th scope="col" className="pl-4 text-left">
                  {t('date')}
                </th>
                <th scope="col" className="max-desk:hidden px-2 text-left">
                  {t('competition')}
                </th>
                <th scope="col" className="px-2 text-left">
                  {t('opponent')}
                </th>
                <th scope="col" className={NUM}>
                  {t('score')}
                </th>
                <th scope="col" className={NUM}>
                  {t('goals')}
                </th>
                <th scope="col" className={NUM}>
                  {t('assists')}
                </th>
                <th scope="col" className={clsx(NUM, 'pr-4')}>
                  {t('cards')}
                </th>
              </tr>
            </thead>
            <tbody>
              {p.recent.map((m) => {
                const opponent = named(m, 'opponent_name', lang);
                const score = `${m.home_score}-${m.away_score}`;
                const [home, away] = m.side === 'home' ? [team, opponent] : [opponent, team];
                return (
                  <tr
                    key={m.match_id}
                    className="border-surface-page hover:bg-surface-muted border-t"
                    data-testid="recent-row"
                  >
                    <td className="text-ink-soft py-1.5 pl-4 tabular-nums">
                      <time dateTime={m.kickoff}>
                        {format.dateTime(new Date(m.kickoff), {
                          year: 'numeric',
                          month: '2-digit',
                          day: '2-digit',
                        })}
                      </time>
                    </td>
                    <td className="max-desk:hidden text-ink-soft max-w-[10rem] truncate px-2">
                      {named(m, 'competition_name', lang)}
                    </td>
                    <td className="px-2">
                      <span className="flex max-w-[11rem] min-w-0 items-center gap-1.5">
                        <abbr
                          title={t(m.side === 'home' ? 'homeFull' : 'awayFull')}
                          className="text-ink-faint w-4 shrink-0 text-[11px] no-underline"
                        >
                          {t(m.side)}
                        </abbr>
                        <Crest teamId={m.opponent_id} size={18} />
                        <Link
                          prefetch={false}
                          href={teamHref(m.opponent_id)}
                          className="text-ink hover:text-brand truncate"
                        >
                          {opponent}
                        </Link>
                      </span>
                    </td>
                    <td className={NUM}>
                      <Link
                        prefetch={false}
                        href={{ pathname: '/score-detail', query: { id: m.match_id } }}
                        className={clsx(
                          'hover:text-brand font-semibold underline-offset-2 hover:underline',
                          m.status === 'live' ? 'text-red-600' : 'text-ink',
                        )}
                        aria-label={t('detail', { home, away, score })}
                      >
                        {score}
                        {m.status === 'live' && (
                          <span className="ml-1 text-[10px] font-normal">{t('live')}</span>
                        )}
                      </Link>
                    </td>
                    <Did m={m} />
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

/**
 * A player's page (docs/product.md §2 "Teams, players and discussion"): breadcrumb, who he is,
 * his season figures per competition and his latest matches. Server-rendered whole; no island.
 */
export function PlayerView({ p }: { p: PlayerDetail }) {
  const t = useTranslations('playerPage');
  const tn = useTranslations('nav');
  const tm = useTranslations('matchCentre');
  const lang = toLocale(useLocale());
  return (
    <div className="desk:px-6 desk:py-6 mx-auto max-w-[1200px] px-3 py-4">
      <Breadcrumbs
        label={t('crumbs')}
        items={[
          { href: '/main', label: tn('home') },
          {
            href: p.sport === 'football' ? '/football' : '/basketball',
            label: tm(`sport.${p.sport}`),
          },
          { href: teamHref(p.team.id), label: named(p.team, 'name', lang) },
        ]}
        current={named(p, 'name', lang)}
      />
      <div className="space-y-4">
        <Header p={p} lang={lang} />
        <Seasons p={p} lang={lang} />
        <Recent p={p} lang={lang} />
      </div>
    </div>
  );
}
