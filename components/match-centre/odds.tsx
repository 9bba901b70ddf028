import { useFormatter, useLocale, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { named } from '@/lib/matches/display';
import type { OddsView } from '@/lib/matches/types';
import { Empty, Panel } from './panel';
import { formatLine, MARKET_KEYS, move, oddsByMarket, type Move } from './view';
import type { KeyOf } from '@/lib/i18n/messages';
import { toLocale } from '@/i18n/locales';

/** Chinese odds sites colour a rising price red and a falling one green; so do we. */
function Arrow({ dir }: { dir: Move }) {
  const t = useTranslations('matchCentre.index');
  if (dir === 'same') return null;
  return (
    <span
      role="img"
      aria-label={t(dir)}
      data-move={dir}
      className={clsx('ml-0.5 text-[10px]', dir === 'up' ? 'text-red-600' : 'text-green-600')}
    >
      {dir === 'up' ? '▲' : '▼'}
    </span>
  );
}

function value(market: OddsView['market'], key: string, v: number | undefined): string {
  if (v === undefined) return '–';
  return key === 'line' ? formatLine(market, v) : v.toFixed(2);
}

function Cells({
  market,
  values,
  before,
  strong,
}: {
  market: OddsView['market'];
  values: Record<string, number>;
  /** Values to compare with for the arrows (none for the opening line). */
  before?: Record<string, number>;
  strong?: boolean;
}) {
  return MARKET_KEYS[market].map((k) => {
    const dir = before ? move(before[k], values[k]) : 'same';
    return (
      <td
        key={k}
        className={clsx(
          'desk:px-2 px-1 py-1.5 text-center whitespace-nowrap tabular-nums',
          k === 'line' && 'text-ink font-semibold',
          strong && dir === 'up' && 'text-red-600',
          strong && dir === 'down' && 'text-green-600',
        )}
      >
        {value(market, k, values[k])}
        <Arrow dir={dir} />
      </td>
    );
  });
}

function History({ o }: { o: OddsView }) {
  const t = useTranslations('matchCentre.index');
  const format = useFormatter();
  const lang = toLocale(useLocale());
  const keys = MARKET_KEYS[o.market];
  // Newest first, each compared with the move before it.
  const rows = o.history.map((h, i) => ({ h, prev: o.history[i - 1]?.values })).reverse();
  return (
    <details className="group border-surface-page border-t">
      <summary className="text-brand hover:bg-surface-muted cursor-pointer px-3 py-1.5 text-xs font-medium select-none">
        {t('historyOf', { company: named(o, 'company_name', lang), count: o.history.length })}
      </summary>
      <div className="overflow-x-auto px-3 pb-3">
        <table className="w-full text-xs">
          <thead className="text-ink-soft">
            <tr>
              <th scope="col" className="px-2 py-1 text-left font-medium">
                {t('time')}
              </th>
              <th scope="col" className="px-2 py-1 text-left font-medium">
                {t('minute')}
              </th>
              {keys.map((k) => (
                <th key={k} scope="col" className="px-2 py-1 text-center font-medium">
                  {t(k as KeyOf<typeof t>)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-surface-page divide-y">
            {rows.map(({ h, prev }, i) => (
              <tr key={i}>
                <td className="text-ink-soft px-2 py-1 whitespace-nowrap tabular-nums">
                  <time dateTime={h.at}>
                    {format.dateTime(new Date(h.at), {
                      month: '2-digit',
                      day: '2-digit',
                      hour: '2-digit',
                      minute: '2-digit',
                      hourCycle: 'h23',
                    })}
                  </time>
                </td>
                <td className="text-ink-soft px-2 py-1 tabular-nums">
                  {h.match_str || t('preMatch')}
                </td>
                <Cells market={o.market} values={h.values} before={prev} strong />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/**
 * The index tab: per market (Asian handicap, 1X2 or moneyline, totals) and company, the opening
 * and the current line with up/down arrows, and each company's movements in a disclosure that
 * works without JavaScript.
 */
export function Odds({ odds }: { odds: readonly OddsView[] }) {
  const t = useTranslations('matchCentre.index');
  const lang = toLocale(useLocale());
  const groups = oddsByMarket(odds);
  return (
    <Panel id="index" title={t('title')} testId="tab-index">
      {groups.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <div className="space-y-5 py-3">
          {groups.map(({ market, rows }) => {
            const keys = MARKET_KEYS[market];
            return (
              <div key={market} data-market={market}>
                <h3 className="text-ink px-4 pb-2 text-sm font-bold">{t(`market.${market}`)}</h3>
                <div className="overflow-x-auto">
                  <table className="desk:text-sm w-full min-w-[21rem] text-xs">
                    <thead>
                      <tr className="bg-surface-muted text-ink-soft text-xs">
                        <th
                          scope="col"
                          rowSpan={2}
                          className="desk:px-4 px-3 py-1.5 text-left font-medium"
                        >
                          {t('company')}
                        </th>
                        <th
                          scope="colgroup"
                          colSpan={keys.length}
                          className="border-surface-page border-l px-2 pt-1.5 font-medium"
                        >
                          {t('opening')}
                        </th>
                        <th
                          scope="colgroup"
                          colSpan={keys.length}
                          className="border-surface-page border-l px-2 pt-1.5 font-medium"
                        >
                          {t('current')}
                        </th>
                      </tr>
                      <tr className="bg-surface-muted text-ink-faint text-[11px]">
                        {[0, 1].flatMap((g) =>
                          keys.map((k, i) => (
                            <th
                              key={`${g}${k}`}
                              scope="col"
                              className={clsx(
                                'desk:px-2 px-1 pb-1.5 font-medium',
                                i === 0 && 'border-surface-page border-l',
                              )}
                            >
                              {t(k as KeyOf<typeof t>)}
                            </th>
                          )),
                        )}
                      </tr>
                    </thead>
                    {rows.map((o) => (
                      <tbody key={o.company_id} className="border-surface-page border-t">
                        <tr data-company={o.company_id}>
                          <th
                            scope="row"
                            className="text-ink desk:px-4 px-3 py-1.5 text-left font-semibold whitespace-nowrap"
                          >
                            {named(o, 'company_name', lang)}
                          </th>
                          <Cells market={market} values={o.opening} />
                          <Cells market={market} values={o.current} before={o.opening} strong />
                        </tr>
                        {o.history.length > 0 && (
                          <tr>
                            <td colSpan={1 + keys.length * 2} className="p-0">
                              <History o={o} />
                            </td>
                          </tr>
                        )}
                      </tbody>
                    ))}
                  </table>
                </div>
              </div>
            );
          })}
          <p className="text-ink-faint px-4 text-xs">{t('note')}</p>
        </div>
      )}
    </Panel>
  );
}
