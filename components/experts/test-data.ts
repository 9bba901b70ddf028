/**
 * Answers of the public expert pages' tests (`/specialist*`, the match centre's plans tab), in
 * Chinese as the tests render them. Checked: test/fixtures-contract.test.ts.
 */
import { answer } from '@/test/bff';
import type {
  ExpertInfo,
  ExpertRecord,
  PlanMatch,
  PlanView,
  RankingRow,
} from '@/lib/experts/contract';

/** A scheduled match as a plan names it (阿森纳 v 切尔西). */
export const planMatch = (extra: Partial<PlanMatch> = {}): PlanMatch => ({
  id: 101,
  sport: 'football',
  competition: '英超',
  home_team_id: 10,
  away_team_id: 20,
  home: '阿森纳',
  away: '切尔西',
  home_logo: '/crest/10.png',
  away_logo: '/crest/20.png',
  kickoff: '2030-05-01T12:00:00.000Z',
  status: 'scheduled',
  home_score: 0,
  away_score: 0,
  ...extra,
});

/**
 * What a revealed plan committed to, and the SHA-256 of its canonical form (lib/experts/hash.ts),
 * computed once: the "verify the hash" tests recompute it in the browser.
 */
export const REVEALED = {
  pick: 'away',
  line: -0.5,
  odds: 0.92,
  analysis: '切尔西客场防守稳固，阿森纳近三场让球全输。',
  nonce: '5d41402abc4b2a76b9719d911017c592',
} as const;
export const REVEALED_HASH = '75767c64adf3367d727ff08667ec002bf32851fb89cc6edc1486522c6ad0aeaa';

/**
 * A paid handicap plan (18 coins) by 老王看球 (31) on match 101, before kick-off and hidden from
 * the viewer unless overridden; `revealed()` gives its content.
 */
export const plan = (extra: Partial<PlanView> = {}): PlanView => ({
  id: 7,
  expert: { id: 31, nickname: '老王看球', avatar: '' },
  match: planMatch(),
  sport: 'football',
  market: 'asia',
  gameplay: 'football_asia',
  price: 18,
  hash: REVEALED_HASH,
  published_at: '2030-04-30T09:15:00.123Z',
  locks_at: '2030-05-01T12:00:00.000Z',
  locked: 0,
  withdrawn: 0,
  withdrawn_at: null,
  result: null,
  profit: null,
  graded_at: null,
  purchases: 12,
  purchased: 0,
  revealed: 0,
  pick: null,
  line: null,
  odds: null,
  analysis: null,
  nonce: null,
  ...extra,
});

/** The same plan revealed (bought, free, the author's, or after kick-off). */
export const revealed = (extra: Partial<PlanView> = {}): PlanView =>
  plan({ revealed: 1, ...REVEALED, ...extra });

/** A record (`'all'` unless said): 10 won, 2 half won, 1 push, 1 half lost, 5 lost, 1 void. */
export const record = (gameplay = 'all', extra: Partial<ExpertRecord> = {}): ExpertRecord => ({
  gameplay,
  plans: 23,
  withdrawn: 1,
  pending: 2,
  graded: 19,
  won: 10,
  half_won: 2,
  push: 1,
  half_lost: 1,
  lost: 5,
  void: 1,
  hit_rate: 0.6667,
  roi: 0.1234,
  profit: 2.3446,
  streak: 3,
  best_streak: 6,
  ...extra,
});

/** A row of a ranking: an expert (31 + rank) and their record. */
export const rankingRow = (rank: number, extra: Partial<ExpertRecord> = {}): RankingRow => ({
  rank,
  expert: { id: 30 + rank, nickname: `专家${rank}`, avatar: '' },
  record: record('all', extra),
});

/** Expert/ranking: football by ROI over 30 days. */
export const ranking = (list: RankingRow[] = [rankingRow(1), rankingRow(2, { roi: -0.05 })]) =>
  answer('Expert/ranking', { sport: 'football', order: 'roi', days: 30, min_graded: 3, list });

/** Expert/info: 老王看球 with an 'all' record and one per gameplay. */
export const expertInfo = (extra: Partial<ExpertInfo> = {}) =>
  answer('Expert/info', {
    expert: {
      id: 31,
      nickname: '老王看球',
      avatar: '',
      intro: '十年英超观察者，擅长亚盘与大小球。',
      gameplays: ['football_asia', 'football_total'],
      since: '2029-03-01T00:00:00.000Z',
    },
    records: [record('all'), record('football_asia', { plans: 15, graded: 12 })],
    ...extra,
  });

/** Expert/plans: a page of an expert's plans. */
export const expertPlans = (
  list: PlanView[] = [plan(), revealed({ id: 8 })],
  total = list.length,
) => answer('Expert/plans', { list, total, page: 1, limit: 20 });

/** Expert/home: the leaders and the plans of today and tomorrow. */
export const expertHome = (plans: PlanView[] = [plan()], experts: RankingRow[] = [rankingRow(1)]) =>
  answer('Expert/home', { sport: 'football', experts, plans });

/** Expert/plan: one plan as the viewer may see it. */
export const planRead = (p: PlanView = plan()) => answer('Expert/plan', p);

/** Expert/buyPlan: the plan revealed and the buyer's coins after paying 18. */
export const planBought = (balance = 982) =>
  answer('Expert/buyPlan', { plan: revealed({ purchased: 1, purchases: 13 }), balance });

/** Expert/matchPlans: the plans on match 101, each with the expert's record in its gameplay. */
export const matchPlans = (
  list: { plan: PlanView; record: ExpertRecord }[] = [
    { plan: plan(), record: record('football_asia') },
    {
      plan: revealed({ id: 9, price: 0, expert: { id: 32, nickname: '球探老张', avatar: '' } }),
      record: record('football_asia', { hit_rate: 0.5, roi: -0.02 }),
    },
  ],
) => answer('Expert/matchPlans', list);
