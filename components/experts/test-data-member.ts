/**
 * Answers of the expert's member-centre tabs, the publish dialog and the admin queue (issue 26),
 * in Chinese as the tests render them. Checked: test/fixtures-contract.test.ts.
 */
import { answer } from '@/test/bff';
import type {
  AdminExpertApplication,
  ExpertApplication,
  MyExpert,
  PlanMatch,
  PlanOptions,
  PlanView,
} from '@/lib/experts/contract';

const STATUS_NAMES = ['待审核', '已通过', '未通过'];

/** An expert application (Expert/mine's `application`), waiting unless overridden. */
export const expertApplication = (extra: Partial<ExpertApplication> = {}): ExpertApplication => {
  const status = extra.status ?? 0;
  return {
    id: 21,
    status,
    status_name: STATUS_NAMES[status] ?? '',
    reason: '',
    text: '十年英超观察者，擅长亚盘与大小球分析。',
    gameplays: ['football_asia', 'football_total'],
    created_at: '2026-11-27T10:00:00Z',
    reviewed_at: status === 0 ? null : '2026-11-27T12:00:00Z',
    ...extra,
  };
};

/** The user's standing (Expert/mine): not an expert and never applied unless overridden. */
export const myExpert = (extra: Partial<MyExpert> = {}): MyExpert => ({
  is_expert: 0,
  gameplays: [],
  application: null,
  ...extra,
});
export const expertMine = (mine: MyExpert = myExpert()) => answer('Expert/mine', mine);
/** Expert/apply: the standing with the new application waiting. */
export const expertApplied = (mine: MyExpert) => answer('Expert/apply', mine);

/** A scheduled match as a plan names it (Arsenal v Chelsea). */
export const planMatch = (extra: Partial<PlanMatch> = {}): PlanMatch => ({
  id: 101,
  sport: 'football',
  competition: '英超',
  home_team_id: 10,
  away_team_id: 20,
  home: '阿森纳',
  away: '切尔西',
  home_logo: '/crest/10.svg',
  away_logo: '/crest/20.svg',
  kickoff: '2026-11-29T15:00:00.000Z',
  status: 'scheduled',
  home_score: 0,
  away_score: 0,
  ...extra,
});

/** A plan as its author sees it (revealed), on a match not kicked off, unless overridden. */
export const plan = (id: number, extra: Partial<PlanView> = {}): PlanView => ({
  id,
  expert: { id: 7, nickname: '球评老张', avatar: '/avatars/1.svg' },
  match: planMatch(),
  sport: 'football',
  market: 'asia',
  gameplay: 'football_asia',
  price: 18,
  hash: `${'ab12'.repeat(15)}${String(id).padStart(4, '0')}`,
  published_at: '2026-11-28T09:30:00.123Z',
  locks_at: '2026-11-29T15:00:00.000Z',
  locked: 0,
  withdrawn: 0,
  withdrawn_at: null,
  result: null,
  profit: null,
  graded_at: null,
  purchases: 3,
  purchased: 0,
  revealed: 1,
  pick: 'home',
  line: -0.5,
  odds: 0.92,
  analysis: '阿森纳主场近五场全胜，切尔西中场伤停较多，看好主队赢盘。',
  nonce: '9f3c1d2e4b5a69788796a5b4c3d2e1f0',
  ...extra,
});

/** A page of Expert/myPlans or Expert/myPurchases. */
export const planPage = (list: PlanView[], total = list.length, page = 1) => ({
  list,
  total,
  page,
  limit: 20,
});
export const myPlans = (page: ReturnType<typeof planPage>) => answer('Expert/myPlans', page);
export const myPurchases = (page: ReturnType<typeof planPage>) =>
  answer('Expert/myPurchases', page);
/** Expert/withdrawPlan: the plan, withdrawn now. */
export const planWithdrawn = (p: PlanView) =>
  answer('Expert/withdrawPlan', { ...p, withdrawn: 1, withdrawn_at: '2026-11-28T10:00:00.000Z' });

/** Expert/planOptions of an expert in football's handicap and totals, on a scheduled match. */
export const planOptions = (extra: Partial<PlanOptions> = {}): PlanOptions => ({
  match: planMatch(),
  open: 1,
  markets: [
    {
      market: 'asia',
      gameplay: 'football_asia',
      line: -0.5,
      prices: [
        { pick: 'home', odds: 0.92 },
        { pick: 'away', odds: 0.96 },
      ],
    },
    {
      market: 'total',
      gameplay: 'football_total',
      line: 2.5,
      prices: [
        { pick: 'over', odds: 0.88 },
        { pick: 'under', odds: 1.0 },
      ],
    },
  ],
  ...extra,
});
export const planOptionsRead = (options: PlanOptions = planOptions()) =>
  answer('Expert/planOptions', options);
/** Expert/publishPlan: the new plan. */
export const planPublished = (p: PlanView) => answer('Expert/publishPlan', p);

/** An expert application in the admin queue, waiting unless overridden. */
export const adminExpertApplication = (
  id: number,
  extra: Partial<AdminExpertApplication> = {},
): AdminExpertApplication => {
  const status = extra.status ?? 0;
  return {
    ...expertApplication({ id, status }),
    user: { id: 9, nickname: '球评小王', mobile_masked: '86-139****0002', is_expert: 0 },
    ...extra,
  };
};
/** A page of admin/expertApplicationList. */
export const expertApplicationList = (list: AdminExpertApplication[], total = list.length) =>
  answer('admin/expertApplicationList', {
    list,
    total,
    page: 1,
    limit: 20,
    status_counts: [0, 1, 2].map((s) => list.filter((a) => a.status === s).length),
  });
export const expertApplicationReviewed = (a: AdminExpertApplication) =>
  answer('admin/reviewExpertApplication', a);
