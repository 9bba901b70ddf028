import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { teamName } from '@/lib/worldcup/names';
import { GROUP_QUALIFIERS, type GroupTable, type ThirdRow } from '@/lib/worldcup/tournament';
import { Flag } from './flag';
import { groupAnchor, squadHref, worldCupHref } from './params';

const NUM = 'w-7 px-0.5 text-center tabular-nums';
/** Goals for and against: left out under 992 px, where the difference says enough. */
const SECONDARY = clsx(NUM, 'max-desk:hidden');
const HEAD = 'h-7 text-[11px] font-semibold text-ink-faint';

/** Position badges: through as one of the two best, through as a best third, out. */
const BADGE = {
  top: 'bg-blue-600 text-white',
  third: 'bg-sky-400 text-white',
  out: 'text-ink-soft',
} as const;

function Abbr({ short, long }: { short: string; long: string }) {
  return (
    <abbr title={long} className="no-underline">
      {short}
    </abbr>
  );
}

function Head() {
  const t = useTranslations('dataLibrary.table');
  return (
    <thead className="bg-surface-muted">
      <tr className={HEAD}>
        <th scope="col" className="w-8 pl-2 text-left">
          #
        </th>
        <th scope="col" className="pl-1 text-left">
          {t('team')}
        </th>
        {(['played', 'won', 'drawn', 'lost'] as const).map((k) => (
          <th key={k} scope="col" className={NUM}>
            <Abbr short={t(k)} long={t(`${k}Long`)} />
          </th>
        ))}
        <th scope="col" className={SECONDARY}>
          <Abbr short={t('goalsFor')} long={t('goalsForLong')} />
        </th>
        <th scope="col" className={SECONDARY}>
          <Abbr short={t('goalsAgainst')} long={t('goalsAgainstLong')} />
        </th>
        <th scope="col" className={NUM}>
          <Abbr short={t('goalDiff')} long={t('goalDiffLong')} />
        </th>
        <th scope="col" className={clsx(NUM, 'pr-2')}>
          <Abbr short={t('points')} long={t('pointsLong')} />
        </th>
      </tr>
    </thead>
  );
}

function TeamCell({ code, lang }: { code: string; lang: Locale }) {
  const name = teamName(code, lang);
  return (
    <th scope="row" className="py-1.5 pr-2 pl-1 text-left font-medium">
      <Link
        href={squadHref(code)}
        prefetch={false}
        className="text-ink hover:text-brand flex min-w-0 items-center gap-2"
      >
        <Flag code={code} />
        <span className="truncate" title={name}>
          {name}
        </span>
      </Link>
    </th>
  );
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The twelve group tables, each with a link to its results. */
export function GroupTables({
  tables,
  thirds,
  lang,
}: {
  tables: GroupTable[];
  thirds: ThirdRow[];
  lang: Locale;
}) {
  const t = useTranslations('worldcup');
  const bestThirds = new Set(thirds.filter((r) => r.qualified).map((r) => r.team));
  return (
    <div>
      <div className="desk:grid-cols-3 grid gap-3 sm:grid-cols-2">
        {tables.map((g) => (
          <section
            key={g.group}
            aria-labelledby={`table-${g.group}`}
            className="border-surface-page overflow-hidden rounded-lg border"
            data-testid="group-table"
            data-group={g.group}
          >
            <div className="flex items-center justify-between px-3 py-2">
              <h3 id={`table-${g.group}`} className="text-ink text-sm font-semibold">
                {t('group', { group: g.group })}
              </h3>
              <Link
                href={`${worldCupHref({ tab: 'matches' })}#${groupAnchor(g.group)}`}
                prefetch={false}
                className="text-brand text-xs hover:underline"
              >
                {t('groups.results', { group: g.group })}
              </Link>
            </div>
            <table className="w-full table-fixed border-collapse text-[13px] whitespace-nowrap">
              <Head />
              <tbody>
                {g.rows.map((r) => {
                  const badge =
                    r.position <= GROUP_QUALIFIERS
                      ? 'top'
                      : bestThirds.has(r.team)
                        ? 'third'
                        : 'out';
                  return (
                    <tr
                      key={r.team}
                      className="border-surface-page hover:bg-surface-muted border-t"
                      data-testid="group-row"
                      data-team={r.team}
                    >
                      <td className="pl-2">
                        <span
                          title={
                            badge === 'top'
                              ? t('groups.qualified')
                              : badge === 'third'
                                ? t('groups.bestThird')
                                : undefined
                          }
                          className={clsx(
                            'inline-grid size-5 place-items-center rounded text-[11px] font-semibold tabular-nums',
                            BADGE[badge],
                          )}
                        >
                          {r.position}
                        </span>
                      </td>
                      <TeamCell code={r.team} lang={lang} />
                      <td className={NUM}>{r.played}</td>
                      <td className={NUM}>{r.won}</td>
                      <td className={NUM}>{r.drawn}</td>
                      <td className={NUM}>{r.lost}</td>
                      <td className={SECONDARY}>{r.goalsFor}</td>
                      <td className={SECONDARY}>{r.goalsAgainst}</td>
                      <td className={clsx(NUM, 'text-ink-soft')}>{signed(r.goalDiff)}</td>
                      <td className={clsx(NUM, 'text-ink pr-2 font-bold')} data-col="points">
                        {r.points}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        ))}
      </div>
      <ul
        aria-label={t('groups.title')}
        className="text-ink-soft flex flex-wrap gap-x-4 gap-y-1.5 pt-3 text-xs"
      >
        <li className="inline-flex items-center gap-1.5">
          <span aria-hidden className={clsx('size-3 rounded-sm', BADGE.top)} />
          {t('groups.qualified')}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <span aria-hidden className={clsx('size-3 rounded-sm', BADGE.third)} />
          {t('groups.bestThird')}
        </li>
      </ul>
      <p className="text-ink-faint pt-2 text-xs">{t('groups.note')}</p>
    </div>
  );
}

/** The twelve third-placed teams ranked, the best eight marked as through. */
export function ThirdsTable({ rows, lang }: { rows: ThirdRow[]; lang: Locale }) {
  const t = useTranslations('worldcup');
  const tt = useTranslations('dataLibrary.table');
  return (
    <div>
      <div className="overflow-x-auto">
        <table
          className="w-full border-collapse text-[13px] whitespace-nowrap"
          data-testid="thirds"
        >
          <thead className="bg-surface-muted">
            <tr className={HEAD}>
              <th scope="col" className="w-10 pl-3 text-left">
                {t('thirds.rank')}
              </th>
              <th scope="col" className="w-14 text-left">
                {t('thirds.group')}
              </th>
              <th scope="col" className="pl-1 text-left">
                {tt('team')}
              </th>
              <th scope="col" className={NUM}>
                <Abbr short={tt('played')} long={tt('playedLong')} />
              </th>
              <th scope="col" className={SECONDARY}>
                <Abbr short={tt('goalsFor')} long={tt('goalsForLong')} />
              </th>
              <th scope="col" className={SECONDARY}>
                <Abbr short={tt('goalsAgainst')} long={tt('goalsAgainstLong')} />
              </th>
              <th scope="col" className={NUM}>
                <Abbr short={tt('goalDiff')} long={tt('goalDiffLong')} />
              </th>
              <th scope="col" className={NUM}>
                <Abbr short={tt('points')} long={tt('pointsLong')} />
              </th>
              <th scope="col" className="pr-3 pl-2 text-left">
                {t('thirds.status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.team}
                className={clsx(
                  'border-surface-page border-t',
                  r.rank === 9 && 'border-t-2 border-t-gray-300',
                )}
                data-testid="third-row"
                data-qualified={r.qualified ? 'true' : 'false'}
              >
                <td className="pl-3">
                  <span
                    className={clsx(
                      'inline-grid size-5 place-items-center rounded text-[11px] font-semibold tabular-nums',
                      r.qualified ? BADGE.third : BADGE.out,
                    )}
                  >
                    {r.rank}
                  </span>
                </td>
                <td className="text-ink-soft">{r.group}</td>
                <TeamCell code={r.team} lang={lang} />
                <td className={NUM}>{r.played}</td>
                <td className={SECONDARY}>{r.goalsFor}</td>
                <td className={SECONDARY}>{r.goalsAgainst}</td>
                <td className={clsx(NUM, 'text-ink-soft')}>{signed(r.goalDiff)}</td>
                <td className={clsx(NUM, 'text-ink font-bold')}>{r.points}</td>
                <td className="pr-3 pl-2">
                  <span
                    className={clsx(
                      'rounded-full px-2 py-0.5 text-xs',
                      r.qualified ? 'bg-sky-50 font-medium text-sky-700' : 'text-ink-faint',
                    )}
                  >
                    {r.qualified ? t('thirds.through') : t('thirds.out')}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-ink-faint px-3 pt-2 text-xs">{t('thirds.note')}</p>
    </div>
  );
}
