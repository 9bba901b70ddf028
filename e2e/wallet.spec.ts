import crypto from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, registerUser, solveCaptcha, test, type TestUser } from './fixtures';

/**
 * Coins (issue 11), as people use them: a recharge through the sandbox checkout credits once; a
 * gift in a live room plays for another viewer and shows in their chat while the sender's balance
 * falls and their exp rises; a noble tier bought in the room puts a badge on the buyer's chat
 * lines; an anchor's withdrawal is approved by an administrator in /admin/withdrawals.
 */

type Env<T> = { code: number; msg: string; data: T };
type Rule = { id: number; coins: number; bonus: number; price: number };
type Room = { id: number; anchor_nickname: string };

const ANCHOR = { mobile: '86-13800000002', password: 'anchor123456' };
const ADMIN = { mobile: '86-13800000003', password: 'admin123456' };

async function apiLogin(request: APIRequestContext, mobile: string, password: string) {
  const res = await request.post('/api/user/login', {
    data: { mobile, password, device_type: 'pc', captcha: await solveCaptcha(request) },
  });
  const body = (await res.json()) as Env<{ token: string }>;
  expect(body.code, body.msg).toBe(0);
  return body.data.token;
}

async function loginThroughBff(page: Page, origin: string, mobile: string, password: string) {
  const res = await page.request.post('/bff/user/login', {
    data: { mobile, password, device_type: 'pc', captcha: await solveCaptcha(page.request) },
    headers: { origin },
  });
  const body = (await res.json()) as Env<unknown>;
  expect(body.code, body.msg).toBe(0);
}

async function api<T>(
  request: APIRequestContext,
  path: string,
  token: string,
  params: Record<string, unknown> = {},
  key?: string,
): Promise<Env<T>> {
  const res = await request.post(`/api/${path}`, {
    data: params,
    headers: { token, ...(key ? { 'idempotency-key': key } : {}) },
  });
  return (await res.json()) as Env<T>;
}

/** Pays a recharge package through the sandbox as the checkout page's Confirm button does. */
async function rechargeByApi(request: APIRequestContext, token: string, ruleIndex = 2) {
  const rules = ((await (await request.post('/api/chargerules/getList')).json()) as Env<Rule[]>)
    .data;
  const rule = rules[ruleIndex];
  const pay = await api<{ order_no: string; pay_url: string }>(
    request,
    'chargerules/payUrl',
    token,
    { rule_id: rule.id },
    crypto.randomUUID(),
  );
  expect(pay.code, pay.msg).toBe(0);
  const sig = new URL(pay.data.pay_url, 'http://x').searchParams.get('sig') ?? '';
  const res = await request.post('/api/payment/sandbox/submit', {
    form: { order: pay.data.order_no, sig, lang: 'en', action: 'confirm' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  return rule.coins + rule.bonus;
}

async function liveRoom(request: APIRequestContext): Promise<Room> {
  const body = (await (
    await request.get('/api/live_streaming/getLiveList2?type=1')
  ).json()) as Env<{
    list: Room[];
  }>;
  expect(body.data.list.length).toBeGreaterThan(0);
  return body.data.list[0];
}

async function freshContext(browser: Browser, baseURL?: string) {
  const context = await browser.newContext({ timezoneId: 'Asia/Shanghai', baseURL });
  return { context, page: await context.newPage() };
}

async function chatReady(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /已连接|Connected/ })).toBeVisible({
    timeout: 20_000,
  });
}

const coinsIn = async (page: Page, testId: string) =>
  Number(((await page.getByTestId(testId).first().textContent()) ?? '').replace(/[^\d.]/g, ''));

test.describe('coins', () => {
  test('a recharge through the sandbox checkout raises the balance once', async ({
    loggedInPage: page,
    baseURL,
  }) => {
    const rules = (
      (await (await page.request.post('/api/chargerules/getList')).json()) as Env<Rule[]>
    ).data;
    await page.goto('/en/member?type=1');
    await expect(page.getByTestId('wallet-balance')).toContainText('0.0');
    await page.getByTestId('member-wallet').getByRole('button', { name: 'Recharge' }).click();
    const dialog = page.getByTestId('recharge-dialog');
    // The packages are cards: each radio is visually hidden inside its label.
    await dialog.getByRole('radio').nth(1).check({ force: true });
    await dialog.getByRole('button', { name: /^Pay / }).click();

    await page.waitForURL(/\/en\/pay\/sandbox\?/);
    await expect(page.getByTestId('sandbox-checkout')).toBeVisible();
    const checkout = new URL(page.url());
    await page.getByTestId('sandbox-confirm').click();

    await page.waitForURL(/\/en\/member\?type=1&order=/);
    await expect(page.getByTestId('recharge-return')).toContainText('Payment received');
    const credited = rules[1].coins + rules[1].bonus;
    await expect.poll(() => coinsIn(page, 'wallet-balance'), { timeout: 10_000 }).toBe(credited);

    // The same confirmation again (a double click, a replayed notification) credits nothing.
    const again = await page.request.post('/api/payment/sandbox/submit', {
      form: {
        order: checkout.searchParams.get('order') ?? '',
        sig: checkout.searchParams.get('sig') ?? '',
        lang: 'en',
        action: 'confirm',
      },
      maxRedirects: 0,
    });
    expect(again.status()).toBeLessThan(500);
    await page.goto(checkout.pathname + checkout.search);
    await expect(page.getByTestId('sandbox-state')).toContainText('This order is paid');
    await page.goto('/en/member?type=5');
    await expect(page.getByTestId('record')).toHaveCount(1);
    await page.goto('/en/member?type=1');
    expect(await coinsIn(page, 'wallet-balance')).toBe(credited);
    expect(baseURL).toBeTruthy();
  });

  test('a gift plays for another viewer and shows in chat; the balance falls and exp rises', async ({
    browser,
    baseURL,
  }) => {
    // Two browsers, a registration, a recharge and a websocket each: minutes on a busy machine.
    test.slow();
    const origin = new URL(baseURL ?? 'http://localhost').origin;
    const sender = await freshContext(browser, baseURL);
    const viewer = await freshContext(browser, baseURL);
    try {
      const user: TestUser = await registerUser(sender.page.request);
      const token = await apiLogin(sender.page.request, user.mobile, user.password);
      const coins = await rechargeByApi(sender.page.request, token);
      const before = (
        await api<{ exp: number; level: number }>(sender.page.request, 'user/info', token)
      ).data;
      await loginThroughBff(sender.page, origin, user.mobile, user.password);

      const room = await liveRoom(sender.page.request);
      await sender.page.goto(`/en/live?id=${room.id}`);
      await viewer.page.goto(`/en/live?id=${room.id}`);
      await chatReady(sender.page);
      await chatReady(viewer.page);
      await expect(sender.page.getByTestId('room-balance')).toContainText(
        new Intl.NumberFormat('en', { minimumFractionDigits: 1 }).format(coins),
      );

      // Ten trophies: an animated gift (effect level 1) of 52 coins each, 520 exp (LV1 → LV3).
      const bar = sender.page.getByTestId('gift-bar');
      await bar.getByTestId('gift-option').filter({ hasText: 'Trophy' }).click();
      await bar.getByLabel('Qty').selectOption('10');
      await bar.getByRole('button', { name: 'Send', exact: true }).click();

      await expect(viewer.page.getByTestId('gift-effect')).toBeVisible({ timeout: 15_000 });
      await expect(viewer.page.getByTestId('gift-effect-caption')).toContainText('Trophy');
      await expect(
        viewer.page.getByTestId('chat-gift').filter({ hasText: user.nickname }),
      ).toContainText('Trophy');
      await expect
        .poll(() => coinsIn(sender.page, 'room-balance'), { timeout: 10_000 })
        .toBe(coins - 520);
      const after = (
        await api<{ exp: number; level: number; balance: number }>(
          sender.page.request,
          'user/info',
          token,
        )
      ).data;
      expect(after.balance).toBe(coins - 520);
      expect(after.exp).toBe(before.exp + 520);
      expect(after.level).toBeGreaterThan(before.level);
      // The skip button ends the animation.
      await viewer.page.getByRole('button', { name: 'Skip gift animation' }).click();
      await expect(viewer.page.getByTestId('gift-effect')).toHaveCount(0);
    } finally {
      await sender.context.close();
      await viewer.context.close();
    }
  });

  test('a noble tier bought in the room puts a badge on the buyer’s chat lines', async ({
    browser,
    baseURL,
  }) => {
    // Two browsers, a registration, a recharge and a websocket each: minutes on a busy machine.
    test.slow();
    const origin = new URL(baseURL ?? 'http://localhost').origin;
    const buyer = await freshContext(browser, baseURL);
    const viewer = await freshContext(browser, baseURL);
    try {
      const user = await registerUser(buyer.page.request);
      const token = await apiLogin(buyer.page.request, user.mobile, user.password);
      await rechargeByApi(buyer.page.request, token, 1);
      await loginThroughBff(buyer.page, origin, user.mobile, user.password);
      const room = await liveRoom(buyer.page.request);
      await buyer.page.goto(`/en/live?id=${room.id}`);
      await viewer.page.goto(`/en/live?id=${room.id}`);
      await chatReady(buyer.page);
      await chatReady(viewer.page);

      await buyer.page.getByTestId('gift-bar').getByRole('button', { name: 'Noble' }).click();
      const tier = buyer.page.getByTestId('noble-tier').filter({ hasText: 'Knight' });
      await tier.click();
      await buyer.page.getByRole('button', { name: /^(Buy now|Renew)/ }).click();
      await expect(buyer.page.getByText(/Noble tier Knight active until/)).toBeVisible();

      const text = `noble hello ${Date.now() % 100000}`;
      await buyer.page.locator('#chat-input').fill(text);
      await buyer.page
        .locator('form')
        .filter({ has: buyer.page.locator('#chat-input') })
        .getByRole('button', { name: 'Send' })
        .click();
      const line = viewer.page.getByTestId('chat-messages').locator('li', { hasText: text });
      await expect(line).toBeVisible();
      await expect(line.getByTestId('noble-badge')).toBeVisible();
    } finally {
      await buyer.context.close();
      await viewer.context.close();
    }
  });

  test('an anchor requests a withdrawal and an administrator approves it', async ({
    browser,
    baseURL,
  }) => {
    // Two browsers, a registration, a recharge and a websocket each: minutes on a busy machine.
    test.slow();
    const origin = new URL(baseURL ?? 'http://localhost').origin;
    const anchor = await freshContext(browser, baseURL);
    const admin = await freshContext(browser, baseURL);
    try {
      const token = await apiLogin(anchor.page.request, ANCHOR.mobile, ANCHOR.password);
      // The payment password and a bank card: set once (the demo anchor keeps them on retries).
      const info = (
        await api<{ has_payment_password: number; bank: unknown; income: number }>(
          anchor.page.request,
          'Balance/info',
          token,
        )
      ).data;
      if (!info.has_payment_password) {
        const set = await api(anchor.page.request, 'Member/paymentPassword', token, {
          password: '246810',
          repassword: '246810',
        });
        expect(set.code, set.msg).toBe(0);
      }
      if (!info.bank) {
        const bound = await api(anchor.page.request, 'Bank_card/bind', token, {
          bank_name: '招商银行',
          card_number: '6225880137654324',
          holder_name: '李明',
          payment_password: '246810',
        });
        expect(bound.code, bound.msg).toBe(0);
      }
      await loginThroughBff(anchor.page, origin, ANCHOR.mobile, ANCHOR.password);
      await anchor.page.goto('/en/member?type=1');
      const form = anchor.page.getByTestId('withdraw-form');
      await form.getByLabel('Amount').fill('100');
      await form.getByLabel('Payment password').fill('246810');
      await form.getByRole('button', { name: 'Request withdrawal' }).click();
      const list = anchor.page.getByTestId('withdrawal-list');
      await expect(list).toContainText('Waiting for review');

      await loginThroughBff(admin.page, origin, ADMIN.mobile, ADMIN.password);
      await admin.page.goto('/en/admin/withdrawals');
      const row = admin.page.getByTestId('console-row').filter({ hasText: '解说老李' }).first();
      await expect(row).toContainText('100');
      await row.getByRole('button', { name: /^Approve/ }).click();
      await admin.page
        .getByTestId('approve-dialog')
        .getByRole('button', { name: 'Approve', exact: true })
        .click();
      // Paying is a money action: the password again (once in 10 minutes).
      const reauth = admin.page.getByTestId('reauth-dialog');
      await reauth.getByLabel('Password').fill(ADMIN.password);
      await reauth.getByRole('button', { name: 'Confirm' }).click();
      await expect(admin.page.getByText('Approved', { exact: true })).toBeVisible();

      await anchor.page.reload();
      await expect(anchor.page.getByTestId('withdrawal-list')).toContainText('Paid');
    } finally {
      await anchor.context.close();
      await admin.context.close();
    }
  });

  test('the anchor’s wallet fits a 1280 px screen in Vietnamese, go-live button and all', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginThroughBff(
      page,
      new URL(baseURL ?? 'http://localhost').origin,
      ANCHOR.mobile,
      ANCHOR.password,
    );
    await page.goto('/vi/member?type=1');
    await expect(page.getByTestId('wallet-income')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1280,
    );
  });
});
