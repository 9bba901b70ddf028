'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { applyScoreFrame } from '@/components/scores/live-merge';
import { apiGet } from '@/lib/client/api';
import { isLiveTable, tableAsItStands } from '@/lib/matches/as-it-stands';
import type { SeasonTableGroup } from '@/lib/matches/contract';
import type { MatchItem, Sport, StandingRow } from '@/lib/matches/types';
import { useMatchLive } from './live-provider';
import { Empty, Panel } from './panel';
import { StandingsTable } from './standings-table';

/** A group of Football/live_table (its names from the contract), with the domain's full rows. */
export type BaseGroup = Omit<SeasonTableGroup, 'rows'> & { rows: StandingRow[] };

export type LiveTableData = { seq: number; groups: BaseGroup[]; live: MatchItem[] };

/**
 * The standings tab. While league matches are being played, the table **as it stands**: the
 * pre-match table with the live scores applied (recomputed on every push), movement arrows
 * against the pre-match table and the live scores beside the teams. A gap in the pushes, or a
 * match of the sport going live that the table does not know, refetches the table.
 */
export function Standings({
  sport,
  competitionId,
  seasonId,
  initial,
  highlight,
}: {
  sport: Sport;
  competitionId: number;
  seasonId: number;
  initial: LiveTableData;
  highlight: readonly number[];
}) {
  const t = useTranslations('matchCentre.standings');
  const live = useMatchLive();
  const [data, setData] = useState(initial);
  const [base, setBase] = useState(initial);
  // A refresh of the page brings a newer table: start from it.
  if (base !== initial) {
    setBase(initial);
    setData(initial);
  }

  const liveIds = useRef(new Set<number>());
  useEffect(() => {
    liveIds.current = new Set(data.live.map((m) => m.id));
  }, [data.live]);

  useEffect(() => {
    if (!live) return;
    let loading = false;
    const reload = async () => {
      if (loading) return;
      loading = true;
      try {
        const next = await apiGet<LiveTableData>(
          'Football/live_table',
          { competition_id: competitionId, season_id: seasonId },
          { silent: true },
        );
        setData(next);
      } catch {
        // Keep the table shown; the next gap or kick-off asks again.
      } finally {
        loading = false;
      }
    };
    const offFrames = live.subscribe((frame) => {
      const known = liveIds.current.has(frame.data.match_id);
      if (!known) {
        // A match that just kicked off may be one of this table's.
        if ((frame.data as { status?: unknown }).status === 'live') void reload();
        return;
      }
      setData((d) => {
        const next = applyScoreFrame(d.live, frame);
        return next === d.live ? d : { ...d, live: next };
      });
    });
    const offGap = live.onGap(reload);
    return () => {
      offFrames();
      offGap();
    };
  }, [live, competitionId, seasonId]);

  const groups = useMemo(() => tableAsItStands(sport, data.groups, data.live), [sport, data]);
  const asItStands = isLiveTable(data.live);
  const href = {
    pathname: sport === 'football' ? ('/base-football' as const) : ('/base-basketball' as const),
    query: { id: competitionId },
  };
  return (
    <Panel
      id="standings"
      title={t('title')}
      testId="tab-standings"
      aside={
        asItStands ? (
          <span
            data-testid="as-it-stands"
            className="bg-live-soft text-live inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold"
          >
            <span className="bg-live size-1.5 animate-pulse rounded-full" aria-hidden />
            {t('asItStands')}
          </span>
        ) : null
      }
    >
      {asItStands && <p className="text-ink-soft px-4 pt-2 text-xs">{t('asItStandsNote')}</p>}
      {groups.every((g) => g.rows.length === 0) ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <StandingsTable
          sport={sport}
          groups={groups}
          highlight={highlight}
          showMovement={asItStands}
          competitionHref={href}
        />
      )}
    </Panel>
  );
}
