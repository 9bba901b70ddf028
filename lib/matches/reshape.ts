/**
 * Database rows → the API's view shapes (docs/product.md §3 names with _zh/_en/_vi siblings). The one
 * place that knows both. Pure: it only imports row types.
 */
import type {
  competitions,
  matches,
  matchEvents,
  matchLineups,
  odds,
  oddsHistory,
  players,
  rounds,
  seasons,
  standings,
  teams,
  venues,
} from '@/lib/db/schema';
import { crestPath } from './crest';
import { COUNTRIES, GROUP_NAMES, ODDS_COMPANIES } from './names';
import type {
  CompetitionView,
  EventKind,
  EventView,
  LineupSide,
  MatchItem,
  MatchPhase,
  MatchStatus,
  OddsMarket,
  OddsView,
  PlayerRef,
  SeasonView,
  Side,
  Sport,
  StandingRow,
  TeamView,
  VenueView,
} from './types';

export type CompetitionRow = typeof competitions.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type MatchRow = typeof matches.$inferSelect;
export type RoundRow = typeof rounds.$inferSelect;
export type VenueRow = typeof venues.$inferSelect;
export type PlayerRow = typeof players.$inferSelect;
export type EventRow = typeof matchEvents.$inferSelect;
export type LineupRow = typeof matchLineups.$inferSelect;
export type OddsRow = typeof odds.$inferSelect;
export type OddsHistoryRow = typeof oddsHistory.$inferSelect;
export type SeasonRow = typeof seasons.$inferSelect;
export type StandingsRow = typeof standings.$inferSelect;

const trio = <P extends string>(prefix: P, zh: string, en: string, vi: string) =>
  ({ [`${prefix}_zh`]: zh, [`${prefix}_en`]: en, [`${prefix}_vi`]: vi }) as {
    [K in `${P}_zh` | `${P}_en` | `${P}_vi`]: string;
  };

export function toCompetitionView(c: CompetitionRow): CompetitionView {
  return {
    id: c.id,
    sport: c.sport as Sport,
    kind: c.kind as CompetitionView['kind'],
    colour: c.colour,
    ...trio('name', c.nameZh, c.nameEn, c.nameVi),
    ...trio('short_name', c.shortNameZh, c.shortNameEn, c.shortNameVi),
    ...trio('area', c.areaZh, c.areaEn, c.areaVi),
  };
}

export function toTeamView(t: TeamRow): TeamView {
  const country = COUNTRIES[t.country] ?? { zh: t.country, en: t.country, vi: t.country };
  return {
    id: t.id,
    sport: t.sport as Sport,
    country: t.country,
    founded: t.founded,
    colour_primary: t.colourPrimary,
    colour_secondary: t.colourSecondary,
    rating: t.rating,
    logo: crestPath(t.id),
    ...trio('name', t.nameZh, t.nameEn, t.nameVi),
    ...trio('short_name', t.shortNameZh, t.shortNameEn, t.shortNameVi),
    ...trio('country_name', country.zh, country.en, country.vi),
  };
}

export function toVenueView(v: VenueRow): VenueView {
  return {
    id: v.id,
    capacity: v.capacity,
    ...trio('name', v.nameZh, v.nameEn, v.nameVi),
    ...trio('city', v.cityZh, v.cityEn, v.cityVi),
  };
}

export function toSeasonView(s: SeasonRow): SeasonView {
  return {
    id: s.id,
    label: s.label,
    is_current: s.isCurrent,
    starts_on: s.startsOn,
    ends_on: s.endsOn,
  };
}

export function toMatchItem(
  m: MatchRow,
  c: CompetitionRow,
  home: TeamRow,
  away: TeamRow,
  round: RoundRow | null,
): MatchItem {
  return {
    id: m.id,
    sport: m.sport as Sport,
    competition_id: m.competitionId,
    competition_colour: c.colour,
    season_id: m.seasonId,
    round_id: m.roundId,
    round_number: round?.number ?? null,
    home_team_id: m.homeTeamId,
    away_team_id: m.awayTeamId,
    home_team_logo: crestPath(home.id),
    away_team_logo: crestPath(away.id),
    kickoff: m.kickoff.toISOString(),
    match_time: Math.floor(m.kickoff.getTime() / 1000),
    status: m.status as MatchStatus,
    phase: m.phase as MatchPhase,
    clock_seconds: m.clockSeconds,
    match_str: m.matchStr,
    home_score: m.homeScore,
    away_score: m.awayScore,
    home_half_score: m.homeHalfScore,
    away_half_score: m.awayHalfScore,
    period_scores: m.periodScores,
    home_penalties: m.homePenalties,
    away_penalties: m.awayPenalties,
    home_red: m.homeRed,
    away_red: m.awayRed,
    home_yellow: m.homeYellow,
    away_yellow: m.awayYellow,
    home_corners: m.homeCorners,
    away_corners: m.awayCorners,
    knockout: m.knockout,
    updated_at: m.updatedAt.toISOString(),
    ...trio('competition_name', c.nameZh, c.nameEn, c.nameVi),
    ...trio('short_name', c.shortNameZh, c.shortNameEn, c.shortNameVi),
    ...trio('round_name', round?.nameZh ?? '', round?.nameEn ?? '', round?.nameVi ?? ''),
    ...trio('home_team_name', home.nameZh, home.nameEn, home.nameVi),
    ...trio('away_team_name', away.nameZh, away.nameEn, away.nameVi),
    ...trio('home_team_short_name', home.shortNameZh, home.shortNameEn, home.shortNameVi),
    ...trio('away_team_short_name', away.shortNameZh, away.shortNameEn, away.shortNameVi),
  };
}

export function toPlayerRef(p: PlayerRow): PlayerRef {
  return {
    id: p.id,
    shirt_number: p.shirtNumber,
    position: p.position,
    ...trio('name', p.nameZh, p.nameEn, p.nameVi),
  };
}

export function toEventView(e: EventRow, playersById: ReadonlyMap<number, PlayerRow>): EventView {
  const ref = (id: number | null) => {
    const p = id === null ? undefined : playersById.get(id);
    return p ? toPlayerRef(p) : null;
  };
  const player = ref(e.playerId);
  return {
    id: e.id,
    seq: e.seq,
    kind: e.kind as EventKind,
    phase: e.phase,
    side: e.side as Side | null,
    iszhu: e.side === 'home' ? 1 : 0,
    match_str: e.minute,
    at_second: e.atSecond,
    home_score: e.homeScore,
    away_score: e.awayScore,
    points: e.points,
    scored: e.scored,
    player,
    assist: ref(e.assistPlayerId),
    player_out: ref(e.outPlayerId),
    ...trio('player_name', player?.name_zh ?? '', player?.name_en ?? '', player?.name_vi ?? ''),
  };
}

/** Both team sheets of a match, starters then substitutes in team-sheet order. */
export function toLineups(
  m: Pick<MatchRow, 'homeFormation' | 'awayFormation'>,
  rows: readonly LineupRow[],
  playersById: ReadonlyMap<number, PlayerRow>,
): { home: LineupSide; away: LineupSide } {
  const side = (s: Side, formation: string | null): LineupSide => {
    const mine = rows.filter((r) => r.side === s).sort((a, b) => a.sort - b.sort);
    const entry = (r: LineupRow) => {
      const p = playersById.get(r.playerId);
      const ref: PlayerRef = p
        ? toPlayerRef(p)
        : {
            id: r.playerId,
            shirt_number: r.shirtNumber,
            position: r.position,
            ...trio('name', '', '', ''),
          };
      return { ...ref, shirt_number: r.shirtNumber, lineup_position: r.position };
    };
    return {
      formation,
      starters: mine.filter((r) => r.starter).map(entry),
      substitutes: mine.filter((r) => !r.starter).map(entry),
    };
  };
  return { home: side('home', m.homeFormation), away: side('away', m.awayFormation) };
}

export function toOddsView(o: OddsRow, history: readonly OddsHistoryRow[]): OddsView {
  const company = ODDS_COMPANIES.find((c) => c.id === o.companyId);
  const name = company ?? {
    zh: String(o.companyId),
    en: String(o.companyId),
    vi: String(o.companyId),
  };
  return {
    company_id: o.companyId,
    market: o.market as OddsMarket,
    current: o.current,
    opening: o.opening,
    updated_at: o.updatedAt.toISOString(),
    history: history.map((h) => ({
      values: h.values,
      match_str: h.minute,
      at: h.at.toISOString(),
    })),
    ...trio('company_name', name.zh, name.en, name.vi),
  };
}

export function toStandingRow(s: StandingsRow, t: TeamRow): StandingRow {
  return {
    position: s.position,
    team_id: t.id,
    team_logo: crestPath(t.id),
    played: s.played,
    won: s.won,
    drawn: s.drawn,
    lost: s.lost,
    goals_for: s.goalsFor,
    goals_against: s.goalsAgainst,
    goal_diff: s.goalsFor - s.goalsAgainst,
    points: s.points,
    form: s.form,
    win_pct: s.winPct,
    games_behind: s.gamesBehind,
    ...trio('team_name', t.nameZh, t.nameEn, t.nameVi),
    ...trio('short_name', t.shortNameZh, t.shortNameEn, t.shortNameVi),
  };
}

export function groupName(key: string) {
  const g = GROUP_NAMES[key] ?? { zh: key, en: key, vi: key };
  return trio('group_name', g.zh, g.en, g.vi);
}
