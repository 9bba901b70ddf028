import type { APIRequestContext } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import zh from '../messages/zh.json' with { type: 'json' };
import type { Envelope } from '../lib/contract';
import { apiLogin, expect, solveCaptcha, test } from './fixtures';

/**
 * The public expert pages on the demo's experts (lib/experts/demo/seed.ts): the ranking's tabs as
 * links, an expert's page, and a plan: its hash and hidden pick for a visitor, then bought by the
 * demo fan (86-13800000001), the pick shown without a reload and its hash verified in the
 * browser; and the match centre's plans tab. The apply → publish → buy → grade journey has its
 * own spec.
 */

const FAN = { mobile: '86-13800000001', password: 'demo123456' };
const P = en.experts.pages;

type Plan = {
  id: number;
  hash: string;
  price: number;
  locked: number;
  withdrawn: number;
  revealed: number;
  locks_at: string;
  expert: { id: number; nickname: string };
  match: { id: number };
};

async function get<T>(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const body = (await (await request.get(`/api/${path}`, { headers })).json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}

/** A paid plan the fan has not bought, open for another hour at least (the latest to lock). */
async function planToBuy(request: APIRequestContext): Promise<Plan> {
  const { token } = await apiLogin(request, FAN.mobile, FAN.password);
  const candidates: Plan[] = [];
  for (const type of [0, 1]) {
    const home = await get<{ plans: Plan[] }>(request, `Expert/home?type=${type}`, { token });
    candidates.push(
      ...home.plans.filter(
        (p) =>
          p.price > 0 &&
          !p.revealed &&
          !p.locked &&
          !p.withdrawn &&
          Date.parse(p.locks_at) > Date.now() + 3_600_000,
      ),
    );
  }
  candidates.sort((a, b) => Date.parse(b.locks_at) - Date.parse(a.locks_at));
  expect(candidates.length, 'a paid open plan the demo fan has not bought').toBeGreaterThan(0);
  return candidates[0];
}

test.describe('the expert pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the ranking: sport, order and window as links, a dense table, each expert linked', async ({
    page,
  }) => {
    const res = await page.goto('/en/specialist');
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(/Football expert ranking - ROI, last 30 days/);
    await expect(page.getByTestId('ranking-min')).toContainText('At least 3 graded plans');
    const rows = page.getByTestId('ranking-row');
    expect(await rows.count()).toBeGreaterThan(0);
    await expect(rows.first()).toHaveAttribute('data-rank', '1');
    await expect(rows.first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/en\/specialist-info\?id=\d+$/,
    );
    // ROI order: each ROI is no higher than the one above it.
    const rois = await page
      .locator('[data-testid="ranking-row"] td:nth-child(6)')
      .allTextContents();
    const numbers = rois.map((r) => Number(r.replace(/[%+,]/g, '')));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

    const filters = page.getByTestId('ranking-filters');
    await filters.getByRole('link', { name: P.ranking.order.hit_rate }).click();
    await expect(page).toHaveURL(/\/en\/specialist\?order=hit_rate$/);
    await expect(
      page.getByTestId('ranking-filters').getByRole('link', { name: P.ranking.order.hit_rate }),
    ).toHaveAttribute('aria-current', 'page');
    await page
      .getByTestId('ranking-filters')
      .getByRole('link', { name: P.ranking.window.replace('{days}', '90') })
      .click();
    await expect(page).toHaveURL(/\/en\/specialist\?order=hit_rate&days=90$/);
    await page
      .getByTestId('ranking-filters')
      .getByRole('link', { name: P.sport.basketball })
      .click();
    await expect(page).toHaveURL(/\/en\/specialist\?sport=basketball&order=hit_rate&days=90$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Basketball expert ranking');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/en\/specialist\?sport=basketball&order=hit_rate&days=90$/,
    );
  });

  test('an expert: profile, a record card per gameplay (all first) and plans with hashes', async ({
    page,
    request,
  }) => {
    const ranking = await get<{ list: { expert: { id: number; nickname: string } }[] }>(
      request,
      'Expert/ranking',
    );
    const expert = ranking.list[0].expert;
    await page.goto(`/specialist-info?id=${expert.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expert.nickname);
    const cards = page.getByTestId('record-card');
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(cards.first()).toHaveAttribute('data-gameplay', 'all');
    await expect(cards.first().getByTestId('record-counts').getByRole('listitem')).toHaveCount(6);
    const rows = page.getByTestId('plan-row');
    expect(await rows.count()).toBeGreaterThan(0);
    const first = rows.first();
    await expect(first.getByTestId('plan-hash')).toHaveAttribute('data-hash', /^[0-9a-f]{64}$/);
    await expect(first).toContainText(zh.experts.pages.times.published);
    await expect(first).toContainText(zh.experts.pages.times.locks);
    await expect(first.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/specialist-detail\?id=\d+$/,
    );
    // An unknown or malformed id is the 404 page.
    for (const id of ['999999', 'abc']) {
      expect((await page.goto(`/specialist-info?id=${id}`))?.status()).toBe(404);
      expect((await page.goto(`/specialist-detail?id=${id}`))?.status()).toBe(404);
    }
  });

  test('the football experts: the leaders and today’s plans as cards', async ({ page }) => {
    await page.goto('/specialist-home?type=0');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      zh.experts.pages.home.title.replace('{sport}', zh.experts.pages.sport.football),
    );
    expect(await page.getByTestId('leader').count()).toBeGreaterThan(0);
    const card = page.getByTestId('plan-card').first();
    await expect(card.getByTestId('plan-hash')).toHaveAttribute('data-hash', /^[0-9a-f]{64}$/);
    await expect(card.getByTestId('plan-price')).toBeVisible();
    await expect(card.getByRole('link', { name: zh.experts.pages.card.view })).toHaveAttribute(
      'href',
      /^\/specialist-detail\?id=\d+$/,
    );
  });
});

test('a plan: hash and times for a visitor, the pick hidden; bought by the fan, shown and verified', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const plan = await planToBuy(request);

  // A visitor: the full hash and times, no pick, and buying asks for a login.
  await page.goto(`/en/specialist-detail?id=${plan.id}`);
  const detail = page.getByTestId('plan-detail');
  await expect(detail.getByTestId('plan-hash')).toHaveText(plan.hash);
  await expect(detail.getByTestId('plan-published').locator('time')).toHaveAttribute(
    'datetime',
    /\d{4}-\d\d-\d\dT/,
  );
  await expect(detail.getByTestId('plan-hidden')).toContainText(P.detail.hiddenTitle);
  await expect(detail.getByTestId('plan-pick')).toHaveCount(0);
  await detail.getByTestId('buy-plan').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByText(en.client.loginRequired)).toBeVisible();

  // The demo fan, logged in through the BFF: pays, and the pick shows without a reload.
  const login = await page.request.post('/bff/user/login', {
    data: {
      mobile: FAN.mobile,
      password: FAN.password,
      device_type: 'pc',
      captcha: await solveCaptcha(page.request),
    },
    headers: { origin: new URL(baseURL ?? 'http://localhost').origin },
  });
  expect(((await login.json()) as Envelope).code).toBe(0);
  await page.goto(`/en/specialist-detail?id=${plan.id}`);
  await page.getByTestId('buy-plan').click();
  const dialog = page.getByTestId('buy-plan-dialog');
  await expect(dialog.getByTestId('buy-price')).toContainText(String(plan.price));
  await expect(dialog.getByTestId('buy-balance')).toContainText('coins');
  // A mark on this document: still there after paying means no page load happened.
  await page.evaluate(() => {
    (window as unknown as { beforeBuying: boolean }).beforeBuying = true;
  });
  await dialog.getByRole('button', { name: /^Pay / }).click();
  const revealed = page.getByTestId('plan-revealed');
  await expect(revealed).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { beforeBuying?: boolean }).beforeBuying),
  ).toBe(true);
  await expect(revealed.getByTestId('plan-pick')).not.toBeEmpty();
  await expect(revealed.getByTestId('plan-nonce')).toHaveText(/^[0-9a-f]+$/);

  await page.getByRole('button', { name: P.verify.button, exact: true }).click();
  await expect(page.getByTestId('verify-ok')).toContainText(P.verify.match);
  await expect(page.getByTestId('verify-canonical')).toContainText(
    `["sportlive-plan/1",${plan.expert.id},${plan.match.id},`,
  );

  // A later visit, still the fan's: revealed from the server.
  await page.reload();
  await expect(page.getByTestId('plan-revealed')).toBeVisible();
  await expect(page.getByTestId('buy-plan')).toHaveCount(0);

  // The match centre's plans tab lists it with the expert's record.
  await page.goto(`/en/score-detail?id=${plan.match.id}&tab=plans`);
  const row = page.locator(`[data-testid="match-plan"][data-plan="${plan.id}"]`);
  await expect(row).toContainText(plan.expert.nickname);
  await expect(row.getByTestId('match-plan-record')).toContainText(P.record.hitRate);
  await expect(row.getByRole('link', { name: P.card.view })).toHaveAttribute(
    'href',
    `/en/specialist-detail?id=${plan.id}`,
  );
});
