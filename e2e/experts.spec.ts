import crypto from 'node:crypto';
import type { APIRequestContext, Browser } from '@playwright/test';
import type { Envelope } from '../lib/contract';
import type { PlanView } from '../lib/experts/contract';
import { canonicalPlan } from '../lib/experts/hash';
import { apiLogin, apiPost, expect, registerUser, solveCaptcha, test } from './fixtures';

/**
 * The expert journey end to end (issue 26): a user applies to become an expert and is approved;
 * they publish a paid plan on a match that has not kicked off; a visitor sees its hash but not the
 * pick; another user buys it in the browser and sees the pick, verified in the page; the match is
 * played to full time by the simulator (the test trigger moves its kick-off); the plan is graded
 * and the expert's record counts it; and the hash shown before kick-off is the SHA-256 of what was
 * revealed.
 */

async function apiGet<T>(
  request: APIRequestContext,
  path: string,
  token?: string,
  lang = 'zh',
): Promise<T> {
  const res = await request.get(`/api/${path}`, { headers: { lang, ...(token ? { token } : {}) } });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}

/** A scheduled football match an hour or more off with a 1X2 index (from the demo's open plans). */
async function upcomingMatch(request: APIRequestContext, token: string): Promise<number> {
  const home = await apiGet<{ plans: PlanView[] }>(request, 'Expert/home?type=0');
  const ids = [
    ...new Set(
      home.plans
        .filter(
          (p) =>
            p.match.status === 'scheduled' && Date.parse(p.match.kickoff) > Date.now() + 3600_000,
        )
        .map((p) => p.match.id),
    ),
  ];
  for (const id of ids) {
    const opts = await apiGet<{ open: number; markets: { market: string }[] }>(
      request,
      `Expert/planOptions?match_id=${id}`,
      token,
    );
    if (opts.open && opts.markets.some((m) => m.market === 'eu')) return id;
  }
  throw new Error('no upcoming football match with a 1X2 index');
}

/** A browser context logged in through the BFF (session cookie) as a demo account. */
async function loggedIn(browser: Browser, baseURL: string, mobile: string, password: string) {
  const context = await browser.newContext({ baseURL, timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  const res = await page.request.post('/bff/user/login', {
    data: { mobile, password, device_type: 'pc', captcha: await solveCaptcha(page.request) },
    headers: { origin: new URL(baseURL).origin },
  });
  const body = (await res.json()) as Envelope;
  expect(body.code, body.msg).toBe(0);
  return { context, page };
}

test('apply → approved → publish a paid plan → bought and revealed → the match ends → graded, and the hash holds', async ({
  loggedInPage,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The expert-to-be applies and an administrator approves.
  const candidate = await registerUser(request);
  const expert = await apiLogin(request, candidate.mobile, candidate.password);
  const applied = await apiPost(request, expert.token, 'Expert/apply', {
    text: '八年五大联赛数据分析，专注胜平负。',
    gameplays: ['football_eu'],
  });
  expect(applied.code, applied.msg).toBe(0);
  const admin = await apiLogin(request, '86-13800000003', 'admin123456');
  const approved = await apiPost(request, admin.token, 'admin/reviewExpertApplication', {
    id: (applied.data as { application: { id: number } }).application.id,
    pass: 1,
  });
  expect(approved.code, approved.msg).toBe(0);

  // A paid plan on a match that has not kicked off.
  const matchId = await upcomingMatch(request, expert.token);
  const published = await apiPost(request, expert.token, 'Expert/publishPlan', {
    match_id: matchId,
    market: 'eu',
    pick: 'home',
    analysis: '主队主场七场不败，客队连续客场作战，看好主胜。',
    price: 12,
  });
  expect(published.code, published.msg).toBe(0);
  const plan = published.data as PlanView;

  // A visitor sees the hash and the times, not the pick.
  const guest = await browser.newContext({ baseURL, timezoneId: 'Asia/Shanghai' });
  const visitor = await guest.newPage();
  await visitor.goto(`/zh/specialist-detail?id=${plan.id}`);
  await expect(visitor.getByTestId('plan-hash').first()).toHaveAttribute('data-hash', plan.hash);
  await expect(visitor.getByTestId('plan-hidden')).toBeVisible();
  await expect(visitor.getByTestId('plan-pick')).toHaveCount(0);
  const shownBefore = await visitor.getByTestId('plan-hash').first().getAttribute('data-hash');

  // A new user has no coins: the buy dialog says so, and nothing is bought.
  await loggedInPage.goto(`/en/specialist-detail?id=${plan.id}`);
  await expect(loggedInPage.getByTestId('plan-hidden')).toBeVisible();
  await loggedInPage.getByTestId('buy-plan').click();
  await expect(loggedInPage.getByTestId('buy-plan-dialog').getByTestId('buy-short')).toBeVisible();

  // The demo fan, with coins, buys it and sees the pick, verified in the page.
  const fan = await loggedIn(browser, baseURL!, '86-13800000001', 'demo123456');
  await fan.page.goto(`/en/specialist-detail?id=${plan.id}`);
  await fan.page.getByTestId('buy-plan').click();
  const dialog = fan.page.getByTestId('buy-plan-dialog');
  await expect(dialog.getByTestId('buy-price')).toContainText('12');
  await dialog.getByRole('button', { name: /12/ }).click();
  await expect(fan.page.getByTestId('plan-revealed')).toBeVisible();
  // The pick in words: the home side to win, named in the page's language.
  const inEnglish = await apiGet<PlanView>(request, `Expert/plan?id=${plan.id}`, undefined, 'en');
  await expect(fan.page.getByTestId('plan-pick')).toContainText(inEnglish.match.home);
  await fan.page.getByTestId('verify-hash').getByRole('button').first().click();
  await expect(fan.page.getByTestId('verify-ok')).toBeVisible();

  // The simulator plays the match to full time; the plan is graded and the record counts it.
  const ended = await request.post('/api/__test/end-match', { data: { match_id: matchId } });
  const end = (await ended.json()) as Envelope<{ home_score: number; away_score: number }>;
  expect(end.code, end.msg).toBe(0);
  const expected = end.data.home_score > end.data.away_score ? 'won' : 'lost';
  await expect
    .poll(async () => (await apiGet<PlanView>(request, `Expert/plan?id=${plan.id}`)).result, {
      timeout: 15_000,
    })
    .toBe(expected);
  await visitor.reload();
  await expect(visitor.getByTestId('plan-revealed')).toBeVisible();
  await expect(visitor.getByTestId('plan-state').first()).toBeVisible();
  await visitor.goto(`/zh/specialist-info?id=${plan.expert.id}`);
  const record = visitor.getByTestId('record-card').first();
  await expect(record).toBeVisible();
  // One graded plan: a hit rate of 100 % or 0 %, and one count of its result.
  await expect(record.getByTestId('record-hit-rate')).toHaveText(
    expected === 'won' ? /^100/ : /^0/,
  );
  await expect(
    record.getByTestId('record-counts').locator(`[data-result="${expected}"]`),
  ).toContainText('1');

  // The hash shown before kick-off is the SHA-256 of the revealed plan.
  const revealed = await apiGet<PlanView>(request, `Expert/plan?id=${plan.id}`);
  const canonical = canonicalPlan({
    expert_id: revealed.expert.id,
    match_id: revealed.match.id,
    market: revealed.market,
    pick: revealed.pick!,
    line: revealed.line,
    odds: revealed.odds!,
    analysis: revealed.analysis!,
    price: revealed.price,
    published_at: revealed.published_at,
    nonce: revealed.nonce!,
  });
  expect(crypto.createHash('sha256').update(canonical, 'utf8').digest('hex')).toBe(shownBefore);
  await guest.close();
  await fan.context.close();
});
