import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { allEndpoints } from '@/lib/api/routes';
import * as matchSchemas from '@/lib/matches/contract';
import { answer, FIXTURE_MODULES, madeAnswers, type Answer } from '@/test/bff';
import * as activity from '@/components/activity/test-data';
import * as admin from '@/components/admin/test-data';
import * as adminConsole from '@/components/admin/console/test-data';
import * as adminReports from '@/components/admin/reports/test-data';
import * as report from '@/components/report/test-data';
import * as adminPublish from '@/components/admin/publish/test-data';
import * as adminAudit from '@/components/admin/audit/test-data';
import * as adminUsers from '@/components/admin/users/test-data';
import * as adminSettings from '@/components/admin/settings/test-data';
import * as community from '@/components/community/test-data';
import * as comments from '@/components/content/comments/test-data';
import * as dataLibrary from '@/components/data-library/test-data';
import * as expertsMember from '@/components/experts/test-data-member';
import * as experts from '@/components/experts/test-data';
import * as follows from '@/components/follows/test-data';
import * as layout from '@/components/layout/test-data';
import * as coins from '@/components/live/coins/test-data';
import * as live from '@/components/live/test-data';
import * as matchCentre from '@/components/match-centre/test-data';
import * as member from '@/components/member/test-data';
import * as pay from '@/components/pay/test-data';
import * as referral from '@/components/referral/test-data';
import * as schedule from '@/components/schedule/test-data';
import * as scores from '@/components/scores/test-data';
import * as search from '@/components/search/test-data';
import * as studio from '@/components/studio/test-data';
import * as wallet from '@/components/wallet/test-data';
import * as matchItems from '@/test/match-item';
import * as users from '@/test/users';

/**
 * The UI tests' fixtures tell the truth: every answer a fixture module makes (`answer` in
 * test/bff.ts, which mockBff serves only for its endpoint) and every fixture a component gets as
 * props in place of an API answer parses with the output schema of the endpoint it imitates
 * (lib/api/routes, the schemas the OpenAPI document is built from). Fields the schema does not
 * declare fail too (but in the match objects it describes in part, PARTIAL), so a field renamed,
 * retyped or dropped by the server fails here, not in production.
 */

type Build = (...args: never[]) => unknown;
/** An export that makes no answer (a helper), and why. */
type Helper = { helper: string };
/**
 * How this test turns each export of a fixture module into answers: a builder is called with
 * samples like the tests' (its answers are recorded), a value that is no `Answer` is wrapped as
 * the answer it stands for (`answer(endpoint, …)`), an `Answer` is recorded already.
 */
type Coverage<M> = {
  [K in keyof M]: M[K] extends Build
    ? ((build: M[K]) => void) | Helper
    : M[K] extends Answer
      ? 'answer'
      : ((value: M[K]) => void) | Helper;
};

const ROOT = path.resolve(__dirname, '..');

/** Per fixture module, its exports not covered (or marked 'answer' but made otherwise). */
const covered = new Map<string, string[]>();
function cover<M extends object>(file: string, mod: M, coverage: Coverage<M>) {
  const names = Object.keys(mod);
  const made = new Set(madeAnswers().map((m) => m.answer));
  covered.set(file, [
    ...names.filter((n) => !(n in coverage)),
    ...names.filter(
      (n) =>
        (coverage as Record<string, unknown>)[n] === 'answer' &&
        !made.has((mod as Record<string, Answer>)[n]),
    ),
  ]);
  for (const name of names) {
    const how = (coverage as Record<string, unknown>)[name];
    const value = (mod as Record<string, unknown>)[name];
    if (typeof how === 'function') (how as (v: unknown) => void)(value);
  }
}

// --- the fixture modules ------------------------------------------------------------------------
// Each export, and the endpoint whose answer it is or is part of. Builders are called the way the
// tests call them; a part of an answer is checked inside a whole one.

cover('test/match-item.ts', matchItems, {
  matchItem: (build) => {
    const live = build({ id: 2, status: 'live', phase: '2H', match_str: "67'", home_score: 2 });
    answer('hot_match/initial_list', [build({}), live]);
    answer('hot_match/live_now', [live]);
    answer('live/myReservations', [build({})]);
  },
  matchLine: (build) => {
    const item = matchItems.matchItem({ id: 3, status: 'finished', phase: 'FT', match_str: 'FT' });
    answer('hot_match/day_rows', {
      seq: 1,
      date: '2030-05-01',
      competitions: [],
      matches: (['zh', 'en', 'vi'] as const).map((lang) => build({ ...item, collected: 1 }, lang)),
    });
  },
});

cover('test/users.ts', users, {
  publicUser: (build) => answer('user/info', build({ is_anchor: 1, has_payment_password: 1 })),
  userInfo: (build) => build(),
});

cover('components/layout/test-data.ts', layout, {
  challengeFields: { helper: 'the data of challenge()' },
  challenge: (build) => build(1),
  captchaOff: 'answer',
  siteConfig: (build) => build(),
  loginUser: (user) => answer('user/info', user),
  loggedIn: (build) => build(),
  codeSent: 'answer',
  registered: (build) => build(),
  passwordReset: 'answer',
  signedOut: 'answer',
  unreadMessages: (build) => build(3),
  hotKeyword: { helper: 'an item of hotSearches()' },
  hotMatch: { helper: 'an item of hotSearches()' },
  hotSearches: (build) =>
    build([layout.hotMatch(901, 'EPL Arsenal vs Chelsea'), layout.hotKeyword(1, 'hot1', 50)]),
});

cover('components/follows/test-data.ts', follows, {
  teamFollowed: (build) => build(5, 1, 1),
  followList: (build) => build([5, 6]),
  followMerged: (build) => build(1, [5]),
});

cover('components/scores/test-data.ts', scores, {
  seqNow: (build) => build(41, 7),
  hotList: (build) => build([matchItems.matchItem({ status: 'live' })]),
  liveNow: (build) => build([matchItems.matchItem({ status: 'live' })]),
  allMatch: (build) =>
    build(17, [{ ...matchItems.matchItem({ id: 5, sport: 'basketball' }), collected: 1 }]),
  dayRows: (build) =>
    build(99, [matchItems.matchItem({ id: 7 }), matchItems.matchItem({ id: 8 })], 'en'),
  collected: (build) => build(1),
  premierLeague: (competition) =>
    answer('hot_match/all_match', {
      seq: 1,
      date: '2030-05-01',
      competitions: [competition],
      matches: [],
    }),
});

cover('components/member/test-data.ts', member, {
  infoSaved: (build) => build(),
  avatarOptions: (list) => answer('user/avatarList', list),
  avatarPermit: (permit) => answer('Member/getQiniuToken', permit),
  permitGranted: 'answer',
  uploaded: (build) => build('/uploads/avatar/me.jpg'),
  verifiedRecord: (record) => answer('Member/getVerifiedInfo', record),
  verifiedInfo: 'answer',
  verifySubmitted: 'answer',
  paymentPasswordSaved: 'answer',
  idPhotoPermit: 'answer',
  myApplication: (build) =>
    answer('Member/anchorApplication', build({ status: 2, reason: '模糊' })),
  applicationSent: (build) => build(member.myApplication()),
  message: { helper: 'an item of messagePage()' },
  messagePage: (build) =>
    build([member.message(2, { kind: 'live', link: '/live?id=1' }), member.message(1)], 1),
  messagesRead: (build) => build(0),
  pushSettings: (build) => build(),
  pushSubscribed: (build) => build(1),
  pushUnsubscribed: 'answer',
  alertSaved: 'answer',
  quietSaved: 'answer',
  teamRemoved: 'answer',
  teamsFound: 'answer',
});

cover('components/wallet/test-data.ts', wallet, {
  bankCard: (card) => answer('Bank_card/getInfo', card),
  alipayAccount: (account) => answer('Bank_card/getAliPayInfo', account),
  balance: (info) => answer('Balance/info', info),
  balanceInfo: (build) => build({ coins: 99, bank: null, alipay: wallet.alipayAccount }),
  bankBound: 'answer',
  alipayBound: 'answer',
  converted: (build) => build(1335, 420),
  withdrawalApplied: (build) => build(9, 200, 320.5),
  noWithdrawals: 'answer',
  bonusOffer: (bonus) => answer('signup_coin_bonus/latest', bonus),
  bonusReceived: (build) => build(88, 1322.5),
  chargeRules: (rules) => answer('chargerules/getList', rules),
  rechargePackages: (build) => build(),
  payOrder: (order) => answer('chargerules/payUrl', order),
  orderOpened: 'answer',
  orderStatus: (build) => {
    build('R1', 0);
    build('R1', 1, 600, 60);
  },
  txTypes: (types) => answer('order/getTypeList', types),
  txTypeList: 'answer',
  ledgerRow: { helper: 'an item of ledgerPage()' },
  ledgerPage: (build) =>
    answer('Order/getList', build([wallet.ledgerRow(1, 1000), wallet.ledgerRow(2, -25.5)])),
  ledger: (build) => build(wallet.ledgerPage([wallet.ledgerRow(3, 5, { account: 'income' })])),
  nobleTier: { helper: 'an item of guardList()' },
  nobleTiers: (tiers) => answer('Guard/getList', wallet.guardList(tiers)),
  nobleMine: (build) =>
    answer('Guard/getList', wallet.guardList(undefined, build(wallet.nobleTiers[1]))),
  guardList: (build) => answer('Guard/getList', build()),
  guards: (build) => build(),
  nobleBought: (build) =>
    build(wallet.nobleTiers[2], '2027-03-27T00:00:00Z', { balance: 500, exp: 3000, level: 9 }),
  nobleQuoted: (build) => {
    build(wallet.nobleTiers[0], 3, '2027-03-27T00:00:00Z');
    build(wallet.nobleTiers[2], 1, '2027-03-27T00:00:00Z', {
      from: { tier: wallet.nobleTiers[0], until: '2027-12-27T00:00:00Z', credit: 320.3 },
    });
  },
});

cover('components/live/test-data.ts', live, {
  roomMatch: { helper: 'the match of liveRoom()' },
  liveRoom: (build) =>
    answer('live_streaming/getLiveList2', {
      list: [
        build(),
        build({ id: 6, state: 'offline', live_since: null, match_id: null, match: null }),
      ],
      total: 2,
      page: 1,
    }),
  recording: (build) =>
    answer('Live_streaming/getLivePlaybackList', { list: [build()], total: 1, page: 1 }),
  followed: (build) => build(9, false),
  unreserved: (build) => build(),
  messagesDeleted: (build) => build([2]),
});

cover('components/live/coins/test-data.ts', coins, {
  gifts: (list) => answer('Gift/getList', list),
  giftSent: (build) => build(49),
  roomTiers: { helper: 'the tiers of roomGuards' },
  seededTiers: (tiers) =>
    answer('Guard/getList', { tiers, mine: null, horn: { price: 10, max_chars: 60 } }),
  roomGuards: 'answer',
  hornItem: (build) =>
    answer('Horn/recent', [
      build(1),
      build(2, { large: true, noble: { level: 2, color: '#c0a000' } }),
    ]),
  recentHorns: (build) => build([coins.hornItem(3)]),
  hornConfig: (build) => build({ free_horns_left: 3 }),
  freeHornSent: (build) => build(50, 2),
});

cover('components/studio/test-data.ts', studio, {
  anchor: (user) => answer('user/info', user),
  fan: (user) => answer('user/info', user),
  offlineRoom: (room) => answer('live/updateLive', room),
  liveRoom: (room) => answer('Live/mobileStartRoom', room),
  push: (address) => answer('Live/getLiveUrl', address),
  matches: (list) => answer('hot_match/initial_list', list),
  rules: (rules) => answer('chat/rules', rules),
  admins: (list) => answer('Live/roomAdmins', list),
  words: (list) => answer('chat/blockedWords', list),
  modLog: (list) => answer('chat/modLog', list),
  schedule: (build) => answer('Live/addSchedule', build(99, 'Derby night', 1_800_000_000)),
  schedules: (list) => answer('Live_streaming/getAnchorReserveLiveList', list),
  roomNow: (build) => build(),
  started: (build) => build(studio.liveRoom, '开播成功'),
  ended: (build) => build(studio.offlineRoom),
  pushAddress: (build) => build(),
  placardSaved: (build) => build('Hello'),
  schedulesOf: (build) => build(),
  scheduleAdded: (build) => build('Derby night', 1_800_000_000),
  scheduleDeleted: 'answer',
  roomAdmins: (build) => build(),
  adminsSet: (build) => build([{ id: 42, nickname: 'New Mod', avatar: '' }]),
  chatRules: (build) => build(),
  rulesSaved: (build) => build({ slow_mode_s: 10, chat_policy: 'age', min_age_min: 1440 }),
  blockedWords: (build) => build(),
  wordAdded: (build) => build({ id: 6, word: 'scam', lang: 'en', action: 'mute' }),
  wordRemoved: 'answer',
  moderationLog: (build) => build(),
  categories: 'answer',
  studioRoutes: (build) => build(),
});

cover('components/admin/settings/test-data.ts', adminSettings, {
  consoleSettings: 'answer',
  bonusSaved: 'answer',
  giftAdded: 'answer',
});

cover('components/admin/console/test-data.ts', adminConsole, {
  reauthed: (build) => build(),
  adjusted: (build) => build(112.5),
});

cover('components/admin/audit/test-data.ts', adminAudit, { auditPage: 'answer' });

cover('components/admin/users/test-data.ts', adminUsers, {
  consoleUser: { helper: 'an item of userSearchPage' },
  userDetail: (value) => void answer('admin/userDetail', value),
  userSearchPage: 'answer',
  userDetailAnswer: 'answer',
  bannedDetailAnswer: 'answer',
  banAnswer: 'answer',
  unbanAnswer: 'answer',
  resetLockAnswer: 'answer',
  ledgerAnswer: 'answer',
});

cover('components/admin/publish/test-data.ts', adminPublish, {
  newsSaved: (build) => {
    build('published');
    build('scheduled', '2030-01-01T19:04:05.000Z');
  },
});

cover('components/report/test-data.ts', report, { reportCreated: (build) => build() });

cover('components/admin/reports/test-data.ts', adminReports, {
  commentGroup: { helper: 'an item of openPage()' },
  userGroup: { helper: 'an item of openPage()' },
  hiddenGroup: { helper: 'an item of handledPage()' },
  openPage: (build) => answer('admin/reportList', build()),
  openList: (build) => build(),
  handledPage: (build) => answer('admin/reportList', build()),
  commentDetail: (build) => build(),
  handled: (build) => build('hide'),
  bulkHandled: (build) => build(),
  restored: (build) => build(),
});

cover('components/admin/test-data.ts', admin, {
  adminHorn: { helper: 'an item of hornList()' },
  adminWithdrawal: { helper: 'an item of withdrawalList()' },
  reviewPage: { helper: 'the page of hornList() and withdrawalList()' },
  hornList: (build) =>
    build(admin.reviewPage([admin.adminHorn(1), admin.adminHorn(2, { free: true })], 45)),
  hornReviewed: (build) => build(admin.adminHorn(1, { status: 2, reason: '含有广告' })),
  withdrawalList: (build) => build(admin.reviewPage([admin.adminWithdrawal(5)])),
  withdrawalReviewed: (build) => build(admin.adminWithdrawal(5, { status: 1 })),
  adminApplication: { helper: 'an item of applicationList()' },
  applicationList: (build) =>
    build(
      admin.reviewPage([admin.adminApplication(3), admin.adminApplication(4, { inviter: '老张' })]),
    ),
  applicationReviewed: (build) => build(admin.adminApplication(3, { status: 1 })),
  applicationRevealed: 'answer',
  bulkReviewed: (build) =>
    build([
      { id: 1, ok: true },
      { id: 2, ok: false, error: 'alreadyReviewed' },
    ]),
  reauthed: 'answer',
});

cover('components/experts/test-data-member.ts', expertsMember, {
  expertApplication: { helper: 'the application of myExpert() and adminExpertApplication()' },
  myExpert: (build) => {
    answer('Expert/mine', build());
    answer(
      'Expert/mine',
      build({ application: expertsMember.expertApplication({ status: 2, reason: '说明太简单' }) }),
    );
  },
  expertMine: (build) =>
    build(
      expertsMember.myExpert({
        is_expert: 1,
        gameplays: ['football_asia'],
        application: expertsMember.expertApplication({ status: 1 }),
      }),
    ),
  expertApplied: (build) =>
    build(expertsMember.myExpert({ application: expertsMember.expertApplication() })),
  planMatch: { helper: 'the match of plan() and planOptions()' },
  plan: (build) =>
    answer(
      'Expert/plan',
      build(1, { revealed: 0, pick: null, line: null, odds: null, analysis: null, nonce: null }),
    ),
  planPage: { helper: 'the page of myPlans() and myPurchases()' },
  myPlans: (build) =>
    build(
      expertsMember.planPage([
        expertsMember.plan(1),
        expertsMember.plan(2, { locked: 1, result: 'won', profit: 0.92 }),
      ]),
    ),
  myPurchases: (build) => build(expertsMember.planPage([expertsMember.plan(3, { purchased: 1 })])),
  planWithdrawn: (build) => build(expertsMember.plan(1)),
  planOptions: { helper: 'the options of planOptionsRead()' },
  planOptionsRead: (build) => {
    build();
    build(expertsMember.planOptions({ open: 0, markets: [] }));
  },
  planPublished: (build) => build(expertsMember.plan(4, { purchases: 0 })),
  adminExpertApplication: { helper: 'an item of expertApplicationList()' },
  expertApplicationList: (build) =>
    build([expertsMember.adminExpertApplication(5), expertsMember.adminExpertApplication(6)]),
  expertApplicationReviewed: (build) =>
    build(expertsMember.adminExpertApplication(5, { status: 2, reason: '说明太简单' })),
});

cover('components/experts/test-data.ts', experts, {
  planMatch: { helper: 'the match of plan()' },
  REVEALED: { helper: 'the content of revealed()' },
  REVEALED_HASH: { helper: 'the hash of plan()' },
  plan: { helper: 'a plan of planRead() and the lists' },
  revealed: (build) => answer('Expert/plan', build()),
  record: { helper: 'a record of rankingRow(), expertInfo() and matchPlans()' },
  rankingRow: { helper: 'a row of ranking() and expertHome()' },
  ranking: (build) => {
    build();
    build([]);
  },
  expertInfo: (build) => build(),
  expertPlans: (build) => build(),
  expertHome: (build) => {
    build();
    build([], []);
  },
  planRead: (build) => {
    build();
    build(experts.plan({ withdrawn: 1, withdrawn_at: '2030-04-30T10:00:00.000Z' }));
  },
  planBought: (build) => build(),
  matchPlans: (build) => build(),
});

cover('components/content/comments/test-data.ts', comments, {
  comment: { helper: 'an item of commentPage()' },
  reply: { helper: 'an item of commentPage() and repliesOf()' },
  commentPage: (build) => answer('anchor_dynamics/commentList', build()),
  comments: (build) => build(),
  commentLiked: (build) => build(1, true, 3),
  commented: (build) => {
    build(comments.comment({ id: 40, can_delete: true }));
    build(comments.reply(50));
  },
  commentDeleted: 'answer',
  repliesOf: (build) =>
    build(comments.comment({ replies: 2 }), [comments.reply(2), comments.reply(3)]),
});

cover('components/community/test-data.ts', community, {
  postItem: (build) => answer('anchor_dynamics/info', build()),
  circles: (list) => answer('anchor_dynamics/circles', list),
  published: (build) => build(community.postItem({ id: 99 })),
  imagePermit: 'answer',
  imageStored: (build) => build('/uploads/post-images/1.jpg'),
});

cover('components/schedule/test-data.ts', schedule, {
  scheduleDay: (day) => answer('hot_match/all_match', day),
  booked: 'answer',
  unbooked: 'answer',
});

cover('components/match-centre/test-data.ts', matchCentre, {
  matchItem: (build) => answer('hot_match/initial_list', [build()]),
  player: { helper: 'part of centre()' },
  event: { helper: 'part of centre()' },
  odds: { helper: 'part of centre()' },
  form: { helper: 'part of centre()' },
  centre: (build) => answer('Football/football_match_detail', build()),
  standingRow: { helper: 'a row of liveTable()' },
  liveTable: (build) =>
    answer(
      'Football/live_table',
      build([matchCentre.standingRow(30, 1, 20, 'Liverpool')], [matchCentre.matchItem()]),
    ),
  matchDetail: (build) => build(),
  matchRoom: (build) =>
    answer('Live/getRoomList', [
      { language: 'en', rooms: [build(3, 'en', 'Mark Reid')] },
      { language: 'zh', rooms: [build(1, 'zh', '解说老李')] },
    ]),
});

cover('components/search/test-data.ts', search, {
  anchor: (build) => answer('Search/anchor', { list: [build()], total: 1, page: 1, size: 20 }),
  news: { helper: 'a hit of overview() and contentPage()' },
  video: { helper: 'a hit of overview() and contentPage()' },
  post: { helper: 'a hit of overview() and contentPage()' },
  overview: (build) => answer('Search/index', build()),
  contentPage: (build) => {
    answer('Search/content', build('news', [search.news()], 45, 2));
    answer('Search/content', build('video', [search.video()]));
    answer('Search/content', build('post', [search.post()]));
  },
});

cover('components/referral/test-data.ts', referral, {
  inviteActivity: (build) => {
    build(true);
    build(false);
  },
  visitCounted: 'answer',
});

cover('components/activity/test-data.ts', activity, {
  partnerToken: (build) => build(),
});

cover('components/pay/test-data.ts', pay, {
  sandboxOrder: (order) => answer('payment/sandboxCheckout', order),
});

cover('components/data-library/test-data.ts', dataLibrary, {
  trio: { helper: 'names in three languages' },
  matchItem: (build) =>
    answer('Football/season_matches', dataLibrary.seasonRounds(30, [], [build()])),
  standingRow: { helper: 'a row of seasonTable()' },
  seasonTable: (build) =>
    answer(
      'Football/season_table',
      build(82, [dataLibrary.group('', [dataLibrary.standingRow(1), dataLibrary.standingRow(2)])]),
    ),
  group: { helper: 'a group of seasonTable()' },
  roundView: { helper: 'a round of seasonRounds()' },
  seasonRounds: (build) =>
    answer(
      'Football/season_matches',
      build(2, [dataLibrary.roundView(1), dataLibrary.roundView(2)], []),
    ),
  playerRow: (build) => {
    answer('Football_database/footballGoalRankingList', [build(1), build(2)]);
    answer('Basketball_database/playerRankingList', [build(1)]);
  },
  teamRankingRow: (build) => answer('Basketball_database/teamRankingList', [build(1), build(2)]),
});

// --- the check --------------------------------------------------------------------------------

/**
 * What the BFF answers the browser where it is not the API's answer (lib/bff/proxy-route.ts): a
 * login's token stays in the session, the browser gets the user only.
 */
const BFF_OUTPUTS: Record<string, (output: z.ZodType) => z.ZodType> = {
  'user/login': (output) => (output as z.ZodObject).omit({ token: true }),
};

/** Each endpoint's output schema as the browser gets it, by path (lower case). */
const outputs = new Map(
  allEndpoints({ dev: true }).map((ep) => {
    const bff = BFF_OUTPUTS[ep.path];
    return [
      ep.path.toLowerCase(),
      { path: ep.path, output: ep.output && bff ? bff(ep.output) : ep.output },
    ];
  }),
);

/**
 * The match objects lib/matches/schemas.ts describes in part ("for the API reference; the types
 * live in lib/matches/types.ts"): the server answers more fields than they declare (MatchItem's
 * colour, round, clock, penalties and team short names; a competition's sport, kind, colour and
 * area; the centre's team, venue, event and odds details; standings' goals and season dates;
 * rankings' per-game statistics). Their declared fields are checked like any other; the others
 * are not flagged until the schemas declare them.
 */
const m = matchSchemas;
const PARTIAL = new Set<z.ZodType>([
  m.matchItemOutput,
  m.competitionOutput,
  m.dayListOutput.shape.matches.element,
  m.centreOutput.shape.competition,
  m.centreOutput.shape.home_team,
  m.centreOutput.shape.away_team,
  m.centreOutput.shape.venue.unwrap(),
  m.centreOutput.shape.events.element,
  m.centreOutput.shape.odds.element,
  m.seasonTableOutput.shape.season,
  m.seasonTableOutput.shape.seasons.element,
  m.seasonTableOutput.shape.groups.element.shape.rows.element,
  m.seasonMatchesOutput.shape.season,
  m.seasonMatchesOutput.shape.seasons.element,
  m.rankingRowOutput,
  m.teamRankingOutput.element,
]);

/** The schema's own type, as zod 4 records it. */
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  in?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  getter?: () => z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
};
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The fields of `value` that `schema` does not declare (a zod object strips them silently), as
 * paths. Objects that pass anything through (`.passthrough()`, `z.unknown()`) have none.
 */
function undeclared(schema: z.ZodType, value: unknown, at = ''): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (!isRecord(value)) return [];
      const shape = def.shape ?? {};
      return Object.entries(value).flatMap(([key, v]) => {
        if (key in shape) return undeclared(shape[key], v, `${at}.${key}`);
        if (def.catchall) return undeclared(def.catchall, v, `${at}.${key}`);
        return PARTIAL.has(schema) ? [] : [`${at}.${key}`];
      });
    }
    case 'array':
      return Array.isArray(value)
        ? value.flatMap((v, i) => undeclared(def.element!, v, `${at}[${i}]`))
        : [];
    case 'tuple':
      return Array.isArray(value)
        ? value.flatMap((v, i) => {
            const item = def.items?.[i] ?? def.rest;
            return item ? undeclared(item, v, `${at}[${i}]`) : [];
          })
        : [];
    case 'record':
      return isRecord(value)
        ? Object.entries(value).flatMap(([k, v]) => undeclared(def.valueType!, v, `${at}.${k}`))
        : [];
    case 'union': {
      // The option the value parses with that leaves the fewest fields undeclared.
      const fits = (def.options ?? [])
        .filter((o) => o.safeParse(value).success)
        .map((o) => undeclared(o, value, at));
      return fits.length ? fits.reduce((a, b) => (b.length < a.length ? b : a)) : [];
    }
    case 'intersection': {
      const left = new Set(undeclared(def.left!, value, at));
      return undeclared(def.right!, value, at).filter((p) => left.has(p));
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return value === undefined || value === null ? [] : undeclared(def.innerType!, value, at);
    case 'pipe':
      return undeclared(def.in!, value, at);
    case 'lazy':
      return undeclared(def.getter!(), value, at);
    default:
      return [];
  }
}

/** What is wrong with one answer, or nothing. */
function problems(a: Answer): string[] {
  const found = outputs.get(a.endpoint.toLowerCase());
  if (!found) return [`no endpoint ${a.endpoint} (lib/api/routes)`];
  const { output } = found;
  if (!output) return [`${found.path} declares no output schema`];
  const parsed = output.safeParse(a.data);
  const errors = parsed.success
    ? []
    : parsed.error.issues.map(
        (i) =>
          `${i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}: ${i.message}`,
      );
  return [...errors, ...undeclared(output, a.data).map((p) => `${p}: not in the output schema`)];
}

const byEndpoint = new Map<string, { answer: Answer; origin: string }[]>();
for (const made of madeAnswers()) {
  const key = outputs.get(made.answer.endpoint.toLowerCase())?.path ?? made.answer.endpoint;
  byEndpoint.set(key, [...(byEndpoint.get(key) ?? []), made]);
}

describe('fixtures of API answers parse with the output schema of their endpoint', () => {
  it.each([...byEndpoint.keys()].sort())('%s', (endpoint) => {
    const wrong = byEndpoint
      .get(endpoint)!
      .flatMap(({ answer: a, origin }) =>
        problems(a).map((p) => `${origin.replace(`${ROOT}${path.sep}`, '')}\n    ${p}`),
      );
    expect(wrong).toEqual([]);
  });
});

// --- every fixture is covered -------------------------------------------------------------------

/** The files under `dir` (relative to the repo) whose path matches `re`. */
function files(dir: string, re: RegExp): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(path.join(ROOT, d), { withFileTypes: true })) {
      const rel = path.posix.join(d, e.name);
      if (e.isDirectory()) walk(rel);
      else if (re.test(rel)) out.push(rel);
    }
  };
  walk(dir);
  return out.sort();
}

describe('every fixture module is checked', () => {
  it('each fixture module has its coverage here, each export covered', () => {
    const modules = FIXTURE_MODULES.flatMap((pattern) => {
      const [dir, name] = pattern.split('/**/');
      return name ? files(dir, new RegExp(`/${name.replace('.', '\\.')}$`)) : [pattern];
    }).sort();
    expect([...covered.keys()].sort()).toEqual(modules);
    for (const [file, uncovered] of covered) {
      expect({ file, uncovered }).toEqual({ file, uncovered: [] });
    }
  });

  it('UI tests make no answers of their own: they take them from the fixture modules', () => {
    const tests = [
      ...files('components', /\.test\.tsx?$/),
      ...files('lib/client', /\.test\.tsx?$/),
      ...files('lib', /\.ui\.test\.ts$/),
    ];
    const offences = tests.flatMap((file) =>
      fs
        .readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => /(?<![.\w])answer\s*\(|\bcode:\s*(0|CODE_OK)\b/.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offences).toEqual([]);
  });
});
