import type { APIRequestContext, Browser, Page } from '@playwright/test';
import zh from '../messages/zh.json' with { type: 'json' };
import type { Envelope } from '../lib/contract';
import type { ExpertHome, PlanOptions } from '../lib/experts/contract';
import { apiLogin, apiPost, expect, solveCaptcha, test } from './fixtures';

/**
 * Becoming an expert and publishing (issue 26; docs/product.md "Experts"): a fan applies in the
 * member centre (201 characters and a third gameplay refused in the form, and by the API), an
 * administrator approves in /admin/experts, the member centre then has the expert's tabs, the expert
 * publishes a plan on a scheduled match from its page, finds it with its hash in "my plans",
 * withdraws it, and it stays there marked withdrawn. With EXPERT_SHOTS=<dir>, screenshots of the
 * tabs, the publish dialog and the admin queue in zh, en and vi at 1440 and 390 px go there.
 */

const ADMIN = { mobile: '86-13800000003', password: 'admin123456' };
/** The demo fan with coins (lib/db/seed.ts). */
const FAN = { mobile: '86-13800000001', password: 'demo123456' };
const E = zh.experts;
const A = E.member.apply;
const SHOTS = process.env.EXPERT_SHOTS ?? '';
const LANGS = ['zh', 'en', 'vi'] as const;
const prefix = (lang: (typeof LANGS)[number]) => (lang === 'zh' ? '' : `/${lang}`);

type Item = { id: number; status: string };

async function loginThroughBff(page: Page, origin: string, mobile: string, password: string) {
  const res = await page.request.post('/bff/user/login', {
    data: { mobile, password, device_type: 'pc', captcha: await solveCaptcha(page.request) },
    headers: { origin },
  });
  const body = (await res.json()) as Envelope;
  expect(body.code, body.msg).toBe(0);
}

/** A Shanghai day, `ahead` days from today. */
const day = (ahead: number) =>
  new Date(Date.now() + 8 * 3_600_000 + ahead * 86_400_000).toISOString().slice(0, 10);

/** A scheduled football match whose handicap the new expert may publish on now. */
async function openMatch(request: APIRequestContext, token: string): Promise<PlanOptions> {
  for (const ahead of [1, 2, 0, 3]) {
    const res = await request.post('/api/hot_match/all_match', {
      data: { sport: 'football', date: day(ahead), status: 'scheduled' },
    });
    const list = ((await res.json()) as Envelope<{ matches: Item[] }>).data.matches;
    for (const m of list.filter((x) => x.status === 'scheduled')) {
      const r = await request.get('/api/Expert/planOptions', {
        params: { match_id: m.id },
        headers: { token },
      });
      const o = ((await r.json()) as Envelope<PlanOptions>).data;
      if (o?.open === 1 && o.markets.some((x) => x.market === 'asia')) return o;
    }
  }
  throw new Error('no scheduled football match with a handicap to publish on');
}

async function shoot(page: Page, name: string, widths: readonly number[] = [1440, 390]) {
  if (!SHOTS) return;
  for (const width of widths) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

async function adminPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ timezoneId: 'Asia/Shanghai', baseURL });
  const page = await context.newPage();
  await loginThroughBff(page, new URL(baseURL).origin, ADMIN.mobile, ADMIN.password);
  return { context, page };
}

test('a fan applies → an administrator approves → publishes a plan → withdraws it', async ({
  loggedInPage: page,
  user,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { token } = await apiLogin(request, user.mobile, user.password);

  // --- the application, refused in the form first -------------------------------------------
  await page.goto('/zh/member?type=11');
  await expect(page.locator('main h1')).toHaveText(
    `${zh.member.title} – ${zh.member.menu.applyExpert}`,
  );
  const form = page.getByTestId('expert-apply');
  const text = form.getByLabel(A.text);
  await text.fill('球'.repeat(201));
  await expect(form.getByTestId('expert-apply-count')).toHaveText('201/200');
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel(E.gameplay.football_eu, { exact: true }).check();
  await form.getByRole('button', { name: A.submit }).click();
  await expect(form.getByRole('alert')).toHaveText(A.textLong.replace('{max}', '200'));

  await form.getByLabel(E.gameplay.football_asia, { exact: true }).check();
  const third = form.getByLabel(E.gameplay.basketball_total, { exact: true });
  await third.click();
  await expect(third).not.toBeChecked();
  await expect(form.getByRole('alert')).toHaveText(A.tooMany.replace('{max}', '2'));

  // The API refuses both too, whatever the form does.
  const long = await apiPost(request, token, 'Expert/apply', {
    text: '球'.repeat(201),
    gameplays: ['football_eu'],
  });
  expect([long.code, long.data, long.msg]).toEqual([
    1,
    { error: 'invalidField', field: 'text' },
    zh.api.errors.expertTextTooLong,
  ]);
  const three = await apiPost(request, token, 'Expert/apply', {
    text: '十年英超观察者，擅长亚盘分析。',
    gameplays: ['football_eu', 'football_asia', 'football_total'],
  });
  expect([three.code, three.data, three.msg]).toEqual([
    1,
    { error: 'invalidField', field: 'gameplays' },
    zh.api.errors.gameplaysTooMany,
  ]);

  await shoot(page, 'apply-form-zh');
  await page.setViewportSize({ width: 1440, height: 900 });
  await text.fill('十年英超观察者，擅长亚盘与胜平负分析，每周复盘。');
  await expect(form.getByTestId('expert-apply-count')).toHaveText('24/200');
  await form.getByRole('button', { name: A.submit }).click();
  await expect(form.getByTestId('expert-apply-state')).toHaveAttribute('data-status', '0');
  await expect(form.getByRole('button', { name: A.submit })).toHaveCount(0);
  await shoot(page, 'apply-waiting-zh');

  // --- an administrator approves --------------------------------------------------------------
  const admin = await adminPage(browser, baseURL!);
  try {
    const Q = zh.adminQueues;
    await admin.page.goto(`/zh/admin/experts?q=${encodeURIComponent(user.nickname)}`);
    const row = admin.page.getByTestId('console-row').filter({ hasText: user.nickname }).first();
    await expect(row).toContainText(E.gameplay.football_asia);
    for (const lang of LANGS) {
      if (!SHOTS) break;
      await admin.page.goto(`${prefix(lang)}/admin/experts`);
      await expect(admin.page.getByTestId('queue-experts')).toBeVisible();
      await expect(admin.page.getByTestId('console-row').first()).toBeVisible();
      await shoot(admin.page, `admin-queue-${lang}`);
    }
    await admin.page.setViewportSize({ width: 1440, height: 900 });
    await admin.page.goto(`/zh/admin/experts?q=${encodeURIComponent(user.nickname)}`);
    await row.getByRole('button', { name: /^通过/ }).click();
    const approve = admin.page.getByRole('dialog', { name: Q.approveTitle.experts });
    await expect(approve).toContainText(E.gameplay.football_asia);
    await approve.getByRole('button', { name: zh.console.approve }).click();
    await expect(admin.page.getByRole('dialog')).toHaveCount(0);
    await admin.page.getByTestId('queue-filter-1').click();
    await expect(row).toContainText(Q.status.passed);
  } finally {
    await admin.context.close();
  }

  // --- the member centre has the expert's tabs ------------------------------------------------
  await page.goto('/zh/member?type=12');
  await expect(page.locator('main h1')).toHaveText(
    `${zh.member.title} – ${zh.member.menu.myPlans}`,
  );
  const menu = page.getByRole('navigation', { name: zh.member.menuLabel });
  await expect(menu.getByRole('link', { name: zh.member.menu.myPurchases })).toBeVisible();
  await expect(menu.getByRole('link', { name: zh.member.menu.applyExpert })).toHaveCount(0);
  await expect(page.getByTestId('plans-empty')).toBeVisible();

  // --- publishing on a scheduled match's page -------------------------------------------------
  const options = await openMatch(request, token);
  const matchId = options.match.id;
  // Only an expert is offered to publish: a guest's page has no such button.
  const guest = await request.get(`/zh/score-detail?id=${matchId}&tab=plans`);
  expect(await guest.text()).not.toContain('data-testid="publish-plan"');
  await page.goto(`/zh/score-detail?id=${matchId}&tab=plans`);
  await page.getByTestId('publish-plan').click();
  const dialog = page.getByRole('dialog', { name: E.member.publish.title });
  const publish = dialog.getByTestId('publish-form');
  await expect(publish).toBeVisible();
  const chip = (name: string) => publish.locator('label').filter({ hasText: name });
  if (options.markets.length > 1) await chip(E.gameplay.football_asia).click();
  const asia = options.markets.find((m) => m.market === 'asia')!;
  // The home side, at the index's price.
  const home = chip(options.match.home);
  await expect(home).toContainText(asia.prices.find((p) => p.pick === 'home')!.odds.toFixed(2));
  await home.click();
  await expect(
    publish.getByRole('radio', {
      name: new RegExp(options.match.home.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    }),
  ).toBeChecked();
  await publish
    .getByLabel(E.member.publish.analysis)
    .fill('主队近五场主场全胜，客队中场伤停较多，看好主队赢盘。');
  await chip(E.member.publish.paid).click();
  await publish.getByLabel(E.member.publish.priceCoins).fill('18');
  await shoot(page, 'publish-dialog-zh');
  await page.setViewportSize({ width: 1440, height: 900 });
  await publish.getByRole('button', { name: E.member.publish.submit }).click();
  const done = dialog.getByTestId('publish-done');
  await expect(done).toContainText(E.member.publish.done);
  const hash = await done.getByTestId('plan-hash').getAttribute('data-hash');
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  const view = await done.getByTestId('publish-view').getAttribute('href');
  expect(view).toMatch(/\/specialist-detail\?id=\d+$/);
  const planId = Number(view!.split('=').pop());
  await shoot(page, 'publish-done-zh');
  await page.setViewportSize({ width: 1440, height: 900 });
  await done.getByRole('button', { name: E.member.publish.close }).click();
  // The tab is read again: the new plan is listed on the match.
  await expect(page.locator(`[data-testid="match-plan"][data-plan="${planId}"]`)).toBeVisible();

  // --- in "my plans" with its hash; withdrawn --------------------------------------------------
  await page.goto('/zh/member?type=12');
  const mine = page.locator(`[data-testid="member-plan"][data-plan="${planId}"]`);
  await expect(mine.getByTestId('plan-hash')).toHaveAttribute('data-hash', hash!);
  await expect(mine.getByTestId('plan-state')).toHaveAttribute('data-state', 'open');
  await expect(mine).toContainText(options.match.home);
  await expect(mine.getByTestId('plan-price')).toContainText('18');
  await shoot(page, 'my-plans-zh');
  await page.setViewportSize({ width: 1440, height: 900 });
  await mine.getByRole('button', { name: /撤回/ }).click();
  const confirm = page.getByRole('dialog', { name: E.member.plans.withdrawTitle });
  await confirm.getByRole('button', { name: E.member.plans.withdrawConfirm }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(mine.getByTestId('plan-state')).toHaveAttribute('data-state', 'withdrawn');
  await expect(mine.getByRole('button', { name: /撤回/ })).toHaveCount(0);
  // The server's word, after a reload.
  await page.reload();
  await expect(mine.getByTestId('plan-state')).toHaveAttribute('data-state', 'withdrawn');
  await expect(mine.getByTestId('plan-hash')).toHaveAttribute('data-hash', hash!);

  // --- every tab and the dialog in every language, for a person to look at ---------------------
  if (SHOTS) {
    for (const lang of LANGS) {
      for (const type of [12, 13]) {
        await page.goto(`${prefix(lang)}/member?type=${type}`);
        await shoot(page, `member-${type}-${lang}`);
      }
      await page.goto(`${prefix(lang)}/score-detail?id=${matchId}&tab=plans`);
      await shoot(page, `match-plans-${lang}`);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByTestId('publish-plan').click();
      await expect(page.getByTestId('publish-form')).toBeVisible();
      await shoot(page, `publish-dialog-${lang}`);
      await page.keyboard.press('Escape');
    }
  }
});

test('a fan’s application form and bought plans, in every language, for the screenshots', async ({
  loggedInPage: page,
  baseURL,
}) => {
  test.skip(!SHOTS, 'screenshots only');
  for (const lang of LANGS) {
    await page.goto(`${prefix(lang)}/member?type=11`);
    await expect(page.getByTestId('expert-apply')).toBeVisible();
    await shoot(page, `apply-form-${lang}`);
  }
  // The demo fan (coins to spend) buys a paid plan still open, and finds it in "plans I bought".
  await loginThroughBff(page, new URL(baseURL!).origin, FAN.mobile, FAN.password);
  const home = await page.request.get('/bff/Expert/home', { params: { type: 0 } });
  const plans = ((await home.json()) as Envelope<ExpertHome>).data.plans;
  const open = plans.find((p) => p.price > 0 && !p.revealed && !p.locked && !p.withdrawn);
  if (open) {
    const r = await page.request.post('/bff/Expert/buyPlan', {
      data: { id: open.id },
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(((await r.json()) as Envelope).code).toBe(0);
  }
  for (const lang of LANGS) {
    await page.goto(`${prefix(lang)}/member?type=13`);
    await expect(page.getByTestId('member-plans-bought')).toBeVisible();
    await shoot(page, `member-13-fan-${lang}`);
  }
});
