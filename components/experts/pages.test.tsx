import { webcrypto } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginDialogAtom } from '@/lib/client/atoms';
import { clientStore } from '@/lib/client/store';
import { toast } from '@/lib/client/toast';
import { canonicalPlan } from '@/lib/experts/hash';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { fail, mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { TabNav } from '@/components/match-centre/tab-nav';
import { parseTab } from '@/components/match-centre/view';
import { Leaders } from './leaders';
import {
  expertPageHref,
  homeHref,
  parseHomeType,
  parseIdParam,
  parsePage,
  parseRankingQuery,
  rankingHref,
} from './links';
import { MatchPlans } from './match-plans';
import { PlanCard, PlanRow } from './plan-card';
import { PlanContent } from './plan-content';
import { RankingTable } from './ranking-table';
import { RecordCard } from './record-card';
import {
  expertHome,
  matchPlans,
  plan,
  planBought,
  planMatch,
  ranking,
  rankingRow,
  record,
  REVEALED,
  REVEALED_HASH,
  revealed,
} from './test-data';
import { VerifyHash } from './verify-hash';
import { buyable, commitmentOf, planState, shortHash, sideLine } from './view';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({
    refresh: mockRefresh,
    push: jest.fn(),
    replace: jest.fn(),
    prefetch: jest.fn(),
  }),
  usePathname: () => '/specialist',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('@/lib/client/toast');

const P = zh.experts.pages;

beforeAll(() => {
  // jsdom has no Web Crypto digest; the browser's is Node's own implementation.
  if (!globalThis.crypto?.subtle)
    Object.defineProperty(globalThis.crypto, 'subtle', {
      value: webcrypto.subtle,
      configurable: true,
    });
});
beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.restoreAllMocks());

describe('addresses', () => {
  it('reads the ranking query leniently and writes only what differs from the default', () => {
    expect(parseRankingQuery({})).toEqual({ sport: 'football', order: 'roi', days: 30 });
    expect(parseRankingQuery({ sport: 'basketball', order: 'streak', days: '7' })).toEqual({
      sport: 'basketball',
      order: 'streak',
      days: 7,
    });
    expect(parseRankingQuery({ sport: 'golf', order: 'luck', days: '31' })).toEqual({
      sport: 'football',
      order: 'roi',
      days: 30,
    });
    expect(rankingHref()).toBe('/specialist');
    expect(rankingHref({ order: 'hit_rate', days: 90 })).toBe('/specialist?order=hit_rate&days=90');
    expect(rankingHref({ sport: 'basketball' })).toBe('/specialist?sport=basketball');
  });

  it('names the home by type, ids as ids, pages from 1', () => {
    expect(parseHomeType({ type: '1' })).toBe(1);
    expect(parseHomeType({ type: 'x' })).toBe(0);
    expect(homeHref('football')).toBe('/specialist-home?type=0');
    expect(homeHref('basketball')).toBe('/specialist-home?type=1');
    expect(parseIdParam({ id: '12' })).toBe(12);
    for (const id of ['0', '-1', '1e3', 'abc', undefined]) expect(parseIdParam({ id })).toBeNull();
    expect(parsePage({ page: '3' })).toBe(3);
    expect(parsePage({ page: '0' })).toBe(1);
    expect(expertPageHref(31, 1)).toBe('/specialist-info?id=31');
    expect(expertPageHref(31, 2)).toBe('/specialist-info?id=31&page=2');
  });
});

describe('a plan’s view', () => {
  it('is open, locked, withdrawn or its result', () => {
    expect(planState(plan())).toBe('open');
    expect(planState(plan({ locked: 1 }))).toBe('locked');
    expect(planState(plan({ locked: 1, result: 'half_won' }))).toBe('half_won');
    expect(planState(plan({ withdrawn: 1 }))).toBe('withdrawn');
    expect(buyable(plan())).toBe(true);
    expect(buyable(plan({ locked: 1 }))).toBe(false);
    expect(buyable(revealed())).toBe(false);
  });

  it('turns a home handicap round for an away pick; totals stay as they are', () => {
    expect(sideLine('asia', 'home', -0.5)).toBe('-0.5');
    expect(sideLine('asia', 'away', -0.5)).toBe('+0.5');
    expect(sideLine('asia', 'away', 0)).toBe('0');
    expect(sideLine('total', 'over', 2.5)).toBe('2.5');
    expect(sideLine('eu', 'home', null)).toBeNull();
    expect(shortHash(REVEALED_HASH)).toBe('75767c64…d0aeaa');
  });

  it('commits to the revealed fields only', () => {
    expect(commitmentOf(plan())).toBeNull();
    expect(canonicalPlan(commitmentOf(revealed())!)).toBe(
      '["sportlive-plan/1",31,101,"asia","away",-0.5,0.92,"切尔西客场防守稳固，阿森纳近三场让球全输。",18,"2030-04-30T09:15:00.123Z","5d41402abc4b2a76b9719d911017c592"]',
    );
  });
});

describe('the ranking table', () => {
  it('has rank, expert, graded, W-P-L, hit rate, ROI and streaks, linking each expert', () => {
    const rows = ranking().data as { list: ReturnType<typeof rankingRow>[] };
    renderWithProviders(<RankingTable rows={rows.list} order="roi" caption="c" />);
    const C = P.ranking.columns;
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      C.rank,
      C.expert,
      C.graded,
      C.wpl,
      C.hitRate,
      C.roi,
      // The full heading, and a short one for phones.
      `${C.streak}${C.streakShort}`,
    ]);
    const [first, second] = screen.getAllByTestId('ranking-row');
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/specialist-info?id=31');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('专家1');
    // 10 won + 2 half won, 1 push, 5 lost + 1 half lost.
    expect(within(first).getByTestId('ranking-wpl')).toHaveTextContent('12-1-6');
    expect(first).toHaveTextContent('66.7%');
    expect(within(first).getByText('+12.3%')).toHaveClass('text-win');
    expect(within(second).getByText('-5%')).toHaveClass('text-live');
    expect(within(first).getByTestId('ranking-streak')).toHaveTextContent('3/6');
    // The ordering column is marked.
    expect(screen.getByRole('columnheader', { name: C.roi })).toHaveClass('bg-brand-soft/60');
  });
});

describe('a plan card', () => {
  it('shows the expert, the match, the price, the hidden pick and the shortened hash', async () => {
    renderWithProviders(<PlanCard plan={plan()} />);
    const card = screen.getByTestId('plan-card');
    expect(within(card).getByRole('link', { name: /老王看球/ })).toHaveAttribute(
      'href',
      '/specialist-info?id=31',
    );
    expect(card).toHaveTextContent('阿森纳');
    expect(card).toHaveTextContent('切尔西');
    expect(card).toHaveTextContent(zh.experts.gameplay.football_asia);
    expect(within(card).getByTestId('plan-price')).toHaveTextContent('18 球币');
    expect(within(card).getByTestId('plan-pick-hidden')).toHaveTextContent(P.card.hidden);
    expect(within(card).getByTestId('plan-state')).toHaveTextContent(P.status.open);
    expect(within(card).getByRole('link', { name: P.card.view })).toHaveAttribute(
      'href',
      '/specialist-detail?id=7',
    );
    // The kick-off in the page's zone (Shanghai: 12:00 UTC is 20:00).
    expect(card).toHaveTextContent('20:00');
    const hash = within(card).getByTestId('plan-hash');
    expect(hash).toHaveTextContent('75767c64…d0aeaa');
    await userEvent.click(within(card).getByRole('button', { name: P.hash.expand }));
    expect(hash).toHaveTextContent(REVEALED_HASH);
    expect(within(card).getByRole('button', { name: P.hash.collapse })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('copies the whole hash', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PlanCard plan={plan()} />);
    await user.click(screen.getByRole('button', { name: P.hash.copy }));
    await expect(navigator.clipboard.readText()).resolves.toBe(REVEALED_HASH);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(P.hash.copied));
  });

  it('says free, withdrawn, or the result and the revealed pick', () => {
    renderWithProviders(
      <>
        <PlanCard plan={plan({ id: 1, price: 0, withdrawn: 1 })} />
        <PlanCard plan={revealed({ id: 2, locked: 1, result: 'won', profit: 0.92 })} />
      </>,
    );
    const [free, won] = screen.getAllByTestId('plan-card');
    expect(within(free).getByTestId('plan-price')).toHaveTextContent(P.free);
    expect(within(free).getByTestId('plan-state')).toHaveTextContent(P.status.withdrawn);
    expect(within(won).getByTestId('plan-state')).toHaveTextContent(zh.experts.result.won);
    expect(within(won).getByTestId('plan-pick')).toHaveTextContent('切尔西 +0.5');
  });

  it('as a row: the hash, the publication and lock times', () => {
    renderWithProviders(
      <ul>
        <PlanRow plan={plan()} />
      </ul>,
      { locale: 'en', timeZone: 'UTC' },
    );
    const row = screen.getByTestId('plan-row');
    expect(row).toHaveTextContent(`${en.experts.pages.times.published} 04/30/2030, 09:15`);
    expect(row).toHaveTextContent(`${en.experts.pages.times.locks} 05/01/2030, 12:00`);
    expect(within(row).getByTestId('plan-hash')).toHaveAttribute('data-hash', REVEALED_HASH);
  });
});

describe('the pick in words', () => {
  it('names the side in each market, in the page’s language', () => {
    const m = planMatch({ home: 'Arsenal', away: 'Chelsea' });
    renderWithProviders(
      <>
        <PlanCard plan={revealed({ id: 1, match: m, market: 'eu', pick: 'home', line: null })} />
        <PlanCard plan={revealed({ id: 2, match: m, market: 'eu', pick: 'draw', line: null })} />
        <PlanCard plan={revealed({ id: 3, match: m, market: 'asia', pick: 'home', line: -0.25 })} />
        <PlanCard plan={revealed({ id: 4, match: m, market: 'total', pick: 'under', line: 2.5 })} />
      </>,
      { locale: 'en' },
    );
    expect(screen.getAllByTestId('plan-pick').map((p) => p.textContent)).toEqual([
      'Arsenal to win',
      'Draw',
      'Arsenal -0.25',
      'Under 2.5',
    ]);
  });
});

describe('a record card', () => {
  it('has ROI, hit rate, streaks and every result count', () => {
    renderWithProviders(<RecordCard record={record('football_asia')} />);
    const card = screen.getByTestId('record-card');
    expect(within(card).getByRole('heading')).toHaveTextContent(zh.experts.gameplay.football_asia);
    expect(within(card).getByTestId('record-roi')).toHaveTextContent('+12.3%');
    expect(within(card).getByTestId('record-hit-rate')).toHaveTextContent('66.7%');
    expect(within(card).getByTestId('record-streak')).toHaveTextContent('3');
    const counts = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(counts).toEqual(['赢10', '赢半2', '走水1', '输半1', '输5', '无效1']);
  });
});

describe('the leaders', () => {
  it('link each expert with their ROI, or say there are none', () => {
    const home = expertHome().data as { experts: ReturnType<typeof rankingRow>[] };
    const view = renderWithProviders(<Leaders rows={home.experts} sport="football" />);
    const [leader] = screen.getAllByTestId('leader');
    expect(within(leader).getByRole('link')).toHaveAttribute('href', '/specialist-info?id=31');
    expect(leader).toHaveTextContent('+12.3%');
    expect(screen.getByRole('link', { name: P.home.fullRanking })).toHaveAttribute(
      'href',
      '/specialist',
    );
    view.unmount();
    renderWithProviders(<Leaders rows={[]} sport="basketball" />);
    expect(screen.getByText(P.home.leadersEmpty)).toBeInTheDocument();
  });
});

describe('a plan’s content', () => {
  const viewer = { id: 5, balance: 1000 };

  it('for a visitor: hidden, and the buy button opens the login overlay', async () => {
    const bff = mockBff();
    renderWithProviders(<PlanContent initial={plan()} viewer={null} />);
    expect(screen.getByTestId('plan-hidden')).toHaveTextContent(P.detail.hiddenTitle);
    expect(screen.queryByTestId('plan-pick')).toBeNull();
    await userEvent.click(screen.getByTestId('buy-plan'));
    expect(clientStore.get(loginDialogAtom).open).toBe(true);
    expect(bff.calls).toEqual([]);
  });

  it('bought: confirms the price and balance, pays once, then shows the pick and verifies it', async () => {
    const bff = mockBff({ 'POST Expert/buyPlan': planBought(982) });
    renderWithProviders(<PlanContent initial={plan()} viewer={viewer} />);
    await userEvent.click(screen.getByTestId('buy-plan'));
    const dialog = await screen.findByTestId('buy-plan-dialog');
    expect(within(dialog).getByTestId('buy-price')).toHaveTextContent('18 球币');
    expect(within(dialog).getByTestId('buy-balance')).toHaveTextContent('1,000.0 球币');
    await userEvent.click(within(dialog).getByRole('button', { name: /确认支付/ }));

    await screen.findByTestId('plan-revealed');
    expect(bff.calls).toHaveLength(1);
    expect(bff.calls[0]).toMatchObject({ method: 'POST', path: 'Expert/buyPlan', body: { id: 7 } });
    expect(bff.fetch.mock.calls[0][0]).toBeInstanceOf(Request);
    expect((bff.fetch.mock.calls[0][0] as Request).headers.get('Idempotency-Key')).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    expect(toast.success).toHaveBeenCalledWith(P.buy.done);
    expect(mockRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('plan-pick')).toHaveTextContent('切尔西 +0.5');
    expect(screen.getByTestId('plan-odds')).toHaveTextContent('0.92');
    expect(screen.getByTestId('plan-analysis')).toHaveTextContent(REVEALED.analysis);
    expect(screen.getByTestId('plan-nonce')).toHaveTextContent(REVEALED.nonce);
    expect(screen.queryByTestId('buy-plan-dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: P.verify.button }));
    expect(await screen.findByTestId('verify-ok')).toHaveTextContent(`✓ ${P.verify.match}`);
    expect(screen.getByTestId('verify-canonical')).toHaveTextContent(
      canonicalPlan(commitmentOf(revealed())!),
    );
  });

  it('short of coins: says so with the way to recharge, and the refusal inline', async () => {
    mockBff({ 'POST Expert/buyPlan': fail('insufficientBalance', '余额不足') });
    renderWithProviders(<PlanContent initial={plan()} viewer={{ id: 5, balance: 10 }} />);
    await userEvent.click(screen.getByTestId('buy-plan'));
    const dialog = await screen.findByTestId('buy-plan-dialog');
    expect(within(dialog).getByTestId('buy-short')).toHaveTextContent(P.buy.insufficient);
    expect(within(dialog).getByRole('link', { name: P.buy.recharge })).toHaveAttribute(
      'href',
      '/member?type=1&recharge=1',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /确认支付/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('余额不足');
    expect(screen.queryByTestId('plan-revealed')).toBeNull();
  });

  it('withdrawn or locked: explained, nothing to buy', () => {
    const view = renderWithProviders(
      <PlanContent initial={plan({ withdrawn: 1 })} viewer={viewer} />,
    );
    expect(screen.getByTestId('plan-hidden')).toHaveTextContent(P.detail.withdrawnText);
    expect(screen.queryByTestId('buy-plan')).toBeNull();
    view.unmount();
    renderWithProviders(<PlanContent initial={plan({ locked: 1 })} viewer={viewer} />);
    expect(screen.getByTestId('plan-hidden')).toHaveTextContent(P.detail.lockedText);
    expect(screen.queryByTestId('buy-plan')).toBeNull();
  });

  it('revealed from the start: the content and the verify control, no buy button', () => {
    renderWithProviders(<PlanContent initial={revealed()} viewer={null} />);
    expect(screen.getByTestId('plan-pick')).toHaveTextContent('切尔西 +0.5');
    expect(screen.getByRole('button', { name: P.verify.button })).toBeInTheDocument();
    expect(screen.queryByTestId('buy-plan')).toBeNull();
  });
});

describe('verify the hash', () => {
  it('says so when a field was changed after publication', async () => {
    renderWithProviders(<VerifyHash plan={revealed({ analysis: `${REVEALED.analysis}!` })} />);
    await userEvent.click(screen.getByRole('button', { name: P.verify.button }));
    const bad = await screen.findByTestId('verify-mismatch');
    expect(bad).toHaveTextContent(P.verify.mismatch);
    expect(bad).not.toHaveTextContent(REVEALED_HASH);
  });

  it('without Web Crypto still gives the canonical string to check elsewhere', async () => {
    const subtle = globalThis.crypto.subtle;
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      renderWithProviders(<VerifyHash plan={revealed()} />);
      await userEvent.click(screen.getByRole('button', { name: P.verify.button }));
      expect(await screen.findByText(P.verify.unsupported)).toBeInTheDocument();
      expect(screen.getByTestId('verify-canonical')).toHaveTextContent('sportlive-plan/1');
    } finally {
      Object.defineProperty(globalThis.crypto, 'subtle', { value: subtle, configurable: true });
    }
  });
});

describe('the match centre’s plans tab', () => {
  it('is a tab like the others', () => {
    expect(parseTab('plans', 'timeline')).toBe('plans');
    renderWithProviders(
      <TabNav id={101} route="/score-detail" active="plans" fallback="timeline" />,
    );
    expect(screen.getByRole('link', { name: P.match.tab })).toHaveAttribute('aria-current', 'page');
  });

  it('lists each plan with its expert’s record in the gameplay, or says there are none', () => {
    const list = matchPlans().data as Parameters<typeof MatchPlans>[0]['plans'];
    const view = renderWithProviders(<MatchPlans plans={list} sport="football" />);
    const [paid, free] = screen.getAllByTestId('match-plan');
    expect(within(paid).getByTestId('match-plan-record')).toHaveTextContent(
      `${P.record.hitRate} 66.7% · ${P.record.roi} +12.3%`,
    );
    expect(paid).toHaveTextContent(P.card.hidden);
    expect(within(paid).getByRole('link', { name: P.card.view })).toHaveAttribute(
      'href',
      '/specialist-detail?id=7',
    );
    expect(free).toHaveTextContent('切尔西 +0.5');
    expect(within(free).getByTestId('plan-price')).toHaveTextContent(P.free);
    view.unmount();
    renderWithProviders(<MatchPlans plans={[]} sport="football" />);
    expect(screen.getByText(P.match.empty)).toBeInTheDocument();
  });
});
