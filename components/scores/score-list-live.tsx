'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import clsx from 'clsx';
import { toast } from '@/lib/client/toast';
import { CalendarX2, Heart, LogIn, Star } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { apiPost, requireLogin } from '@/lib/client/api';
import { localePath } from '@/lib/seo/metadata';
import { textOn } from '@/lib/ui/contrast';
import type { MatchLine, Sport } from '@/lib/matches/types';
import { connectScores, socketUrl } from '@/lib/realtime/client';
import type { PushFrame } from '@/lib/realtime/frames';
import { applyScoreFrame, changedScores, liveValues } from './live-merge';
import {
  goalAlert,
  routeAlert,
  ScoreAlerts,
  useScoreAlerts,
  useScoreSettings,
  type ScoreAlert,
} from './score-alerts';
import { morph, ROW_GRID, ROW_LIST, rowHtml, type RowLabels } from './score-row';
import {
  followedSides,
  groupRows,
  inTab,
  SCORE_TABS,
  tabCounts,
  lineToScoreRow,
  unpackRows,
  type PackedRows,
  type ScoreCompetition,
  type ScoreRow,
  type ScoreTab,
} from './score-rows';
import { ScoreSettingsPanel } from './score-settings-panel';
import { readMuted, readSettings, toggleMuted } from './score-settings';
import { readGuestFavourites, toggleGuestFavourite, withGuestFavourites } from './guest-favourites';
import { useFlash } from './use-flash';
import { loadFollowedTeams, useFollowedTeams } from '@/components/follows/use-followed-teams';
import { toLocale } from '@/i18n/locales';
import { API_ZONE } from '@/lib/rules/zone';

type Props = {
  sport: Sport;
  /** The day shown (YYYY-MM-DD), for refetching the snapshot. */
  date: string;
  tab: ScoreTab;
  /** The push `seq` the rows reflect (all_match). */
  seq: number;
  /** The day's rows after the competition filter, in kick-off order (packed by the page). */
  rows: ScoreRow[] | PackedRows;
  /** Competitions with rows, in importance order. */
  competitions: ScoreCompetition[];
  /** The competition filter (empty: all); a refetch applies it too. */
  filter: number[];
  /** Links of the tabs (the other query values kept). */
  tabHrefs: Record<ScoreTab, string>;
  /** Link that clears the competition filter. */
  clearFilterHref: string;
  /** The competitions' data-library page (/base-football). */
  libraryPath: string;
  loggedIn: boolean;
  /** A user's followed teams (day_rows `followed_team_ids`); a guest's are read in the browser. */
  followedTeams?: number[];
  wsPath?: string;
};

const NONE: number[] = [];

type DayList = { seq: number; matches: (MatchLine & { collected?: number })[] };

/**
 * The live part of /football and /basketball: tabs with counts, the rows grouped by competition,
 * the settings panel and the goal pop-ups, all kept live by one `/ws` connection (the sport's
 * `classify`). Rows are plain memoised components: a push re-renders the one row it changes.
 */
export function ScoreListLive(props: Props) {
  const { sport, date, tab, filter, loggedIn, wsPath = '/ws' } = props;
  const t = useTranslations('scores');
  const locale = useLocale();
  const lang = toLocale(locale);
  // The server's zone (NextIntlClientProvider), also for refetched rows: no second zone.
  const zone = useTimeZone() ?? API_ZONE;
  const router = useRouter();
  const [rows, setRows] = useState(() =>
    Array.isArray(props.rows) ? props.rows : unpackRows(props.rows),
  );
  const rowsRef = useRef(rows);
  const [flashing, flash] = useFlash();
  const { alerts, last, push, dismiss } = useScoreAlerts();
  const { settings, muted } = useScoreSettings();
  // Followed teams' matches are marked and have a tab (docs/product.md §2 "Teams, players and
  // discussion"): a user's come with the page, a guest's from this browser once hydrated.
  const followedTeams = useFollowedTeams(loggedIn ? (props.followedTeams ?? NONE) : undefined);
  useEffect(() => loadFollowedTeams(loggedIn), [loggedIn]);
  const followed = useMemo(() => new Set(followedTeams.ids), [followedTeams.ids]);

  const update = useCallback(
    (next: ScoreRow[]) => {
      const prev = rowsRef.current;
      if (next === prev) return;
      rowsRef.current = next;
      setRows(next);
      flash(changedScores(prev, next));
    },
    [flash],
  );

  // The latest values for the socket callbacks without reconnecting.
  const live = useRef({ lang, zone, date, filter, push, competitions: props.competitions });
  useEffect(() => {
    live.current = { lang, zone, date, filter, push, competitions: props.competitions };
  });

  useEffect(() => {
    const alertFor = (frame: PushFrame, row: ScoreRow | undefined): ScoreAlert | null => {
      const { lang: l, competitions } = live.current;
      const competition = row
        ? competitions.find((c) => c.id === row.competition_id)?.short
        : undefined;
      const extra = row
        ? { homeTeamId: row.home_team_id, awayTeamId: row.away_team_id, competition }
        : {};
      if (frame.type === 'goal') return goalAlert(frame, l, extra);
      if (!row) return null;
      // A red card shows as a rise of home_red / away_red in a score frame.
      const v = liveValues(frame.data);
      const side =
        typeof v.home_red === 'number' && v.home_red > row.home_red
          ? 'home'
          : typeof v.away_red === 'number' && v.away_red > row.away_red
            ? 'away'
            : null;
      if (!side) return null;
      const count = side === 'home' ? v.home_red : v.away_red;
      return {
        key: `red-${row.id}-${side}-${String(count)}`,
        kind: 'red',
        matchId: row.id,
        side,
        minute: typeof v.match_str === 'string' && v.match_str ? v.match_str : row.match_str,
        home: row.home,
        away: row.away,
        homeScore: typeof v.home_score === 'number' ? v.home_score : row.home_score,
        awayScore: typeof v.away_score === 'number' ? v.away_score : row.away_score,
        ...extra,
      };
    };

    const announce = (frame: PushFrame) => {
      const row = rowsRef.current.find((r) => r.id === frame.data.match_id);
      const alert = alertFor(frame, row);
      if (!alert) return;
      const shown = routeAlert(
        alert,
        {
          favourite: row?.collected === 1,
          muted: readMuted().has(alert.matchId),
          inView: row !== undefined,
        },
        readSettings(),
      );
      if (shown) live.current.push(shown);
    };

    const conn = connectScores({
      url: socketUrl(wsPath, window.location.href),
      sport,
      seq: { [sport]: props.seq },
      onFrame: (frame) => {
        announce(frame);
        update(applyScoreFrame(rowsRef.current, frame));
      },
      // A goal the refetched list already counts still gets its pop-up.
      onMissedGoal: announce,
      onGap: async () => {
        const { zone: z, date: d, filter: f } = live.current;
        // The rows alone, names in the page's language (the API client sends it).
        const day = await apiPost<DayList>(
          'hot_match/day_rows',
          { sport, date: d, tz: z },
          { silent: true },
        );
        const wanted = f.length ? new Set(f) : null;
        const fresh = day.matches
          .filter((m) => !wanted || wanted.has(m.competition_id))
          .map((m) => lineToScoreRow(m, z));
        update(loggedIn ? fresh : withGuestFavourites(fresh, readGuestFavourites()));
        return day.seq;
      },
    });
    return () => conn.close();
    // One connection per list; a new day or filter remounts the island (its key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sport, wsPath, update]);

  // A guest's favourites are kept in this browser: marked once hydrated (the server knows none).
  useEffect(() => {
    if (!loggedIn) update(withGuestFavourites(rowsRef.current, readGuestFavourites()));
  }, [loggedIn, update]);

  const onStar = useCallback(
    async (id: number) => {
      if (!loggedIn) {
        const now = toggleGuestFavourite(id);
        update(rowsRef.current.map((r) => (r.id === id ? { ...r, collected: now ? 1 : 0 } : r)));
        toast.success(now ? t('favourite.addedGuest') : t('favourite.removed'), {
          id: 'score-favourite',
        });
        return;
      }
      const before = rowsRef.current.find((r) => r.id === id)?.collected ?? 0;
      const set = (collected: number) =>
        update(rowsRef.current.map((r) => (r.id === id ? { ...r, collected } : r)));
      set(before ? 0 : 1);
      try {
        const res = await apiPost<{ collected: number }>('Basketballuser/collect', {
          match_id: id,
        });
        set(res.collected === 1 ? 1 : 0);
        toast.success(res.collected === 1 ? t('favourite.added') : t('favourite.removed'), {
          id: 'score-favourite',
        });
      } catch {
        // The API client has shown why (or opened the login dialog); the star goes back.
        set(before);
      }
    },
    [loggedIn, update, t],
  );

  const onBell = useCallback(
    (id: number) => {
      const now = toggleMuted(id);
      toast(now ? t('mute.on') : t('mute.off'), { id: 'score-mute' });
    },
    [t],
  );

  const labels = useMemo<RowLabels>(
    () => ({
      ft: t('state.ft'),
      ht: t('state.ht'),
      aet: t('state.aet'),
      pens: t('state.pens'),
      etBreak: t('state.etBreak'),
      break: t('state.break'),
      postponed: t('state.postponed'),
      cancelled: t('state.cancelled'),
      quarters: [t('cols.q1'), t('cols.q2'), t('cols.q3'), t('cols.q4')],
      ot: t('cols.ot'),
      favourite: t('row.favourite'),
      unfavourite: t('row.unfavourite'),
      mute: t('row.mute'),
      unmute: t('row.unmute'),
      redCard: t('row.redCard'),
      yellowCard: t('row.yellowCard'),
      detail: t('row.detail'),
      followedTeam: t('row.followedTeam'),
      prefix: localePath(lang, ''),
    }),
    [t, lang],
  );

  // Rows are markup (RowList): their star and bell buttons are handled here; row links are
  // plain anchors, and a plain left click still navigates client-side.
  const onListClick = useCallback(
    (e: React.MouseEvent) => {
      const act = (e.target as Element).closest('button.sr-star, button.sr-bell');
      const id = Number(act?.closest('li')?.dataset.matchId);
      if (act && id) {
        if (act.classList.contains('sr-star')) void onStar(id);
        else onBell(id);
        return;
      }
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
        return;
      const a = (e.target as Element).closest('.sr-list > li > a');
      const href = a?.getAttribute('href');
      if (!href) return;
      e.preventDefault();
      router.push(href);
    },
    [router, onStar, onBell],
  );

  const counts = useMemo(() => tabCounts(rows, followed), [rows, followed]);
  const groups = useMemo(
    () =>
      groupRows(
        rows.filter((r) => inTab(r, tab, followed)),
        props.competitions,
      ),
    [rows, tab, props.competitions, followed],
  );

  let body: React.ReactNode;
  if (tab === 'favourites' && !loggedIn && counts.favourites === 0) {
    body = (
      <div
        className="flex flex-col items-center gap-3 px-6 py-14 text-center"
        data-testid="scores-login-prompt"
      >
        <Star className="size-10 text-amber-400" aria-hidden />
        <p className="text-ink text-base font-semibold">{t('guest.title')}</p>
        <p className="text-ink-soft max-w-sm text-sm">{t('guest.text')}</p>
        <button
          type="button"
          onClick={() => requireLogin()}
          className="bg-brand hover:bg-brand-dark mt-1 inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-white transition"
        >
          <LogIn className="size-4" aria-hidden />
          {t('login.button')}
        </button>
      </div>
    );
  } else if (tab === 'teams' && followedTeams.ready && followed.size === 0) {
    body = (
      <div
        className="flex flex-col items-center gap-3 px-6 py-14 text-center"
        data-testid="scores-teams-prompt"
      >
        <Heart className="text-brand size-10" aria-hidden />
        <p className="text-ink text-base font-semibold">{t('teamsGuest.title')}</p>
        <p className="text-ink-soft max-w-sm text-sm">{t('teamsGuest.text')}</p>
      </div>
    );
  } else if (!groups.length) {
    body = (
      <div
        className="flex flex-col items-center gap-2 px-6 py-14 text-center"
        data-testid="scores-empty"
      >
        <CalendarX2 className="text-ink-faint size-10" aria-hidden />
        <p className="text-ink-soft text-sm">
          {filter.length && tab === 'all' ? t('empty.filtered') : t(`empty.${tab}`)}
        </p>
        {filter.length ? (
          <Link
            href={props.clearFilterHref}
            className="text-brand text-sm font-medium hover:underline"
          >
            {t('filter.all')}
          </Link>
        ) : null}
      </div>
    );
  } else {
    body = groups.map(({ competition: c, rows: list }) => (
      <section
        key={c.id}
        aria-labelledby={`comp-${c.id}`}
        data-testid="score-competition"
        data-competition-id={c.id}
        className="[content-visibility:auto]"
        // The placeholder height of an off-screen section is its real one (a 36 px header, rows of
        // 48 px plus a border): a flat guess let the rows of one section overlap the next in the
        // skipped layout, which axe reports as tap targets obscured by others (target-size).
        style={{ containIntrinsicSize: `auto ${38 + 49 * list.length}px` }}
      >
        <header
          className={clsx(
            'bg-surface-muted grid min-h-9 items-center border-y border-gray-200/70 pr-1',
            ROW_GRID[sport],
          )}
        >
          <div className="col-span-3 flex min-w-0 items-center gap-2 pl-2">
            <span
              className="inline-flex h-5 shrink-0 items-center rounded px-1.5 text-[11px] font-bold"
              style={{ backgroundColor: c.colour, color: textOn(c.colour) }}
            >
              {c.short}
            </span>
            <h2 id={`comp-${c.id}`} className="text-ink truncate text-[13px] font-semibold">
              {c.name}
            </h2>
            <Link
              href={`${props.libraryPath}?id=${c.id}`}
              prefetch={false}
              className="text-ink-faint hover:text-brand ml-auto shrink-0 pr-1 text-[11px] font-medium whitespace-nowrap"
            >
              {t('standings')} ›
            </Link>
          </div>
          <span className="text-ink-faint text-center text-[10px] font-semibold uppercase">
            {sport === 'basketball' ? t('cols.total') : ''}
          </span>
          {sport === 'football' ? (
            <>
              <span className="text-ink-faint max-desk:hidden text-center text-[10px] font-semibold">
                {t('cols.ht')}
              </span>
              <span
                className="text-ink-faint max-desk:hidden text-center text-[10px] font-semibold"
                title={t('cols.cornersLong')}
              >
                {t('cols.corners')}
              </span>
            </>
          ) : (
            <>
              {(['q1', 'q2', 'q3', 'q4', 'ot'] as const).map((q) => (
                <span
                  key={q}
                  className="text-ink-faint max-desk:hidden text-center text-[10px] font-semibold"
                >
                  {t(`cols.${q}`)}
                </span>
              ))}
            </>
          )}
          <span aria-hidden />
        </header>
        <RowList
          rows={list}
          sport={sport}
          labels={labels}
          flashing={flashing}
          muted={muted}
          followed={followed}
        />
      </section>
    ));
  }

  return (
    <div
      className="group/scores"
      data-red={settings.red ? 'on' : 'off'}
      data-yellow={settings.yellow ? 'on' : 'off'}
      data-testid="score-list"
    >
      {/* On a phone the tabs wrap beside the settings button: none cut mid-word or run under it. */}
      <div className="max-desk:items-start mb-2 flex items-center gap-2">
        <nav
          aria-label={t('tabs.label')}
          className="desk:-mx-1 desk:overflow-x-auto desk:px-1 min-w-0 flex-1"
          data-testid="score-tabs"
        >
          <ul className="max-desk:flex-wrap flex gap-1.5">
            {SCORE_TABS.map((key) => {
              const active = key === tab;
              return (
                <li key={key} className="shrink-0">
                  <Link
                    href={props.tabHrefs[key]}
                    scroll={false}
                    aria-current={active ? 'page' : undefined}
                    data-tab={key}
                    className={clsx(
                      'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-[13px] font-semibold transition',
                      active
                        ? 'bg-nav text-white'
                        : 'text-ink-soft hover:text-ink bg-white ring-1 ring-gray-200 hover:ring-gray-300',
                    )}
                  >
                    {key === 'live' ? (
                      <span
                        className={clsx(
                          'size-1.5 rounded-full',
                          counts.live ? 'bg-live animate-pulse' : 'bg-gray-300',
                        )}
                        aria-hidden
                      />
                    ) : null}
                    {key === 'teams' ? (
                      <Heart
                        className={clsx('size-3.5', active ? 'text-white' : 'text-brand')}
                        aria-hidden
                      />
                    ) : null}
                    {key === 'favourites' ? (
                      <Star
                        className={clsx(
                          'size-3.5',
                          active ? 'fill-amber-400 text-amber-400' : 'text-amber-500',
                        )}
                        aria-hidden
                      />
                    ) : null}
                    {t(`tabs.${key}`)}
                    <span
                      data-testid={`tab-count-${key}`}
                      className={clsx(
                        'rounded-full px-1.5 text-[11px] tabular-nums',
                        active
                          ? 'bg-white/15 text-white'
                          : key === 'live' && counts.live
                            ? 'bg-live-soft text-live'
                            : 'bg-surface-page text-ink-soft',
                      )}
                    >
                      {counts[key]}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <ScoreSettingsPanel settings={settings} />
      </div>
      {/* Delegates the row anchors' own clicks (keyboard activation is a click too). */}
      <div
        className="bg-surface overflow-hidden rounded-xl shadow-sm ring-1 ring-black/5"
        onClick={onListClick}
      >
        {body}
      </div>
      <ScoreAlerts alerts={alerts} last={last} onClose={dismiss} />
    </div>
  );
}

type RowListProps = {
  rows: ScoreRow[];
  sport: Sport;
  labels: RowLabels;
  flashing: ReadonlySet<number>;
  muted: ReadonlySet<number>;
  /** The followed teams' ids. */
  followed: ReadonlySet<number>;
};

/** A row's markup and what it was made from (the same row object, flags, labels and sport). */
type MadeRow = {
  row: ScoreRow;
  flash: boolean;
  muted: boolean;
  followed: number;
  labels: RowLabels;
  sport: Sport;
  html: string;
};

/** A row's markup: the one made last time when its inputs are the same, else made (and kept). */
function markup(
  made: Map<number, MadeRow>,
  r: ScoreRow,
  { sport, labels, flashing, muted, followed }: Omit<RowListProps, 'rows'>,
): string {
  const flash = flashing.has(r.id);
  const mute = muted.has(r.id);
  const sides = followedSides(r, followed);
  const last = made.get(r.id);
  if (
    last?.row === r &&
    last.flash === flash &&
    last.muted === mute &&
    last.followed === sides &&
    last.labels === labels &&
    last.sport === sport
  )
    return last.html;
  const html = rowHtml(r, sport, labels, { flash, muted: mute, followed: sides });
  made.set(r.id, { row: r, flash, muted: mute, followed: sides, labels, sport, html });
  return html;
}

/**
 * A competition's rows as markup (score-row.tsx `rowHtml`), not components: the server renders
 * the HTML once and hydration has nothing to walk inside it. After that each render patches the
 * rows whose markup changed, in place (`morph`): a score, the minute, a flash, a star or a bell.
 * A different set or order of rows (a tab's membership changed) rewrites the list. A row whose
 * inputs are the same as last time keeps its markup without making it again: a live frame costs
 * the one row it changes, not the whole list (a busy hour sends a frame every few seconds).
 */
function RowList({ rows, sport, labels, flashing, muted, followed }: RowListProps) {
  const ref = useRef<HTMLUListElement>(null);
  const [first] = useState(() => {
    const made = new Map<number, MadeRow>();
    const parts = rows.map((r) => markup(made, r, { sport, labels, flashing, muted, followed }));
    return { html: parts.join(''), parts: new Map(rows.map((r, i) => [r.id, parts[i]])), made };
  });
  const shown = useRef(first.parts);
  // What the first markup was made from. Until an input changes, the first effect (just after
  // hydration) has nothing to patch: it would only make all the rows' markup a second time.
  const madeFrom = useRef<RowListProps | null>({
    rows,
    sport,
    labels,
    flashing,
    muted,
    followed,
  });
  useEffect(() => {
    const ul = ref.current;
    if (!ul) return;
    const from = madeFrom.current;
    madeFrom.current = null;
    if (
      from &&
      from.rows === rows &&
      from.sport === sport &&
      from.labels === labels &&
      from.flashing === flashing &&
      from.muted === muted &&
      from.followed === followed
    )
      return;
    const parts = rows.map((r) =>
      markup(first.made, r, { sport, labels, flashing, muted, followed }),
    );
    const items = ul.children;
    const same =
      items.length === rows.length &&
      rows.every((r, i) => (items[i] as HTMLElement).dataset.matchId === String(r.id));
    if (!same) {
      ul.innerHTML = parts.join('');
      shown.current = new Map(rows.map((r, i) => [r.id, parts[i]]));
      return;
    }
    const template = document.createElement('template');
    rows.forEach((r, i) => {
      if (shown.current.get(r.id) === parts[i]) return;
      template.innerHTML = parts[i];
      const next = template.content.firstElementChild;
      if (next) morph(items[i], next);
      shown.current.set(r.id, parts[i]);
    });
  });
  return (
    <ul ref={ref} className={ROW_LIST[sport]} dangerouslySetInnerHTML={{ __html: first.html }} />
  );
}
