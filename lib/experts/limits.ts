/**
 * The limits and vocabularies of experts and their plans (issue 26; docs/product.md §4 "Expert plans"):
 * plain values that the API (./contract.ts), the domain and the forms agree on. No zod here
 * (docs/decisions/014).
 */
import type { OddsMarket, Sport } from '@/lib/matches/types';

/** docs/product.md §5 "Expert application text up to 200 characters". */
export const EXPERT_TEXT_MAX = 200;
export const EXPERT_TEXT_MIN = 10;
/** docs/product.md §5 "up to two gameplay types may be chosen". */
export const GAMEPLAYS_MAX = 2;

/**
 * A gameplay type is one market of one sport, named `<sport>_<market>`: an expert publishes plans
 * only in the gameplays their application passed with.
 */
export const GAMEPLAYS = [
  'football_eu',
  'football_asia',
  'football_total',
  'basketball_moneyline',
  'basketball_asia',
  'basketball_total',
] as const;
export type Gameplay = (typeof GAMEPLAYS)[number];

export const gameplayOf = (sport: Sport, market: OddsMarket): Gameplay | null => {
  const key = `${sport}_${market}`;
  return (GAMEPLAYS as readonly string[]).includes(key) ? (key as Gameplay) : null;
};
export const splitGameplay = (g: Gameplay): { sport: Sport; market: OddsMarket } => {
  const [sport, market] = g.split('_') as [Sport, OddsMarket];
  return { sport, market };
};

/** The sides one may pick in each market. */
export const PICKS: Readonly<Record<OddsMarket, readonly PlanPick[]>> = {
  eu: ['home', 'draw', 'away'],
  moneyline: ['home', 'away'],
  asia: ['home', 'away'],
  total: ['over', 'under'],
};
export type PlanPick = 'home' | 'draw' | 'away' | 'over' | 'under';

/** Markets quoted in Hong Kong odds (0.92 pays 0.92 per 1 staked); the rest in decimal odds. */
export const HONG_KONG_MARKETS: readonly OddsMarket[] = ['asia', 'total'];
/** The decimal odds of a published price (what a stake of 1 returns when it wins). */
export const decimalOdds = (market: OddsMarket, odds: number): number =>
  HONG_KONG_MARKETS.includes(market) ? odds + 1 : odds;

export const ANALYSIS_MIN = 10;
export const ANALYSIS_MAX = 500;
/** A plan's price in whole coins: 0 is free. */
export const PLAN_PRICE_MAX = 500;
/** One expert publishes at most this many plans on one match (one per market and side would do). */
export const PLANS_PER_MATCH_MAX = 3;

export const PLAN_RESULTS = ['won', 'half_won', 'push', 'half_lost', 'lost', 'void'] as const;
export type PlanResult = (typeof PLAN_RESULTS)[number];

/** Rankings (`/specialist`): windows in days, and the graded plans an expert needs to be ranked. */
export const RANK_WINDOWS = [7, 30, 90] as const;
export type RankWindow = (typeof RANK_WINDOWS)[number];
export const RANK_MIN_GRADED = 3;
export const RANK_ORDERS = ['roi', 'hit_rate', 'streak'] as const;
export type RankOrder = (typeof RANK_ORDERS)[number];
export const RANK_LIMIT = 50;

/** The record's list of an expert's latest plans. */
export const RECORD_PLANS = 20;
