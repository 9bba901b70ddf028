import crypto from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, solveCaptcha, test } from './fixtures';

/**
 * Issue 24: a sender's own earlier message and gift line were gone after a reload. History is the
 * room's stored history for everyone, the sender included, even when the reload is their first
 * entry as a noble (the entry is announced as they join, before the history is answered). The
 * noble's entry plays its effect over the picture.
 */

type Env<T> = { code: number; msg: string; data: T };

async function call<T>(
  request: APIRequestContext,
  path: string,
  token: string,
  data: Record<string, unknown> = {},
  key?: string,
): Promise<Env<T>> {
  const res = await request.post(`/api/${path}`, {
    data,
    headers: { token, ...(key ? { 'idempotency-key': key } : {}) },
  });
  return (await res.json()) as Env<T>;
}

test('a sender reloads: their message and gift line are in the history', async ({
  loggedInPage: page,
  user,
}) => {
  const request = page.request;
  const login = await request.post('/api/user/login', {
    data: {
      mobile: user.mobile,
      password: user.password,
      device_type: 'pc',
      captcha: await solveCaptcha(request),
    },
  });
  const token = ((await login.json()) as Env<{ token: string }>).data.token;
  // Coins through the sandbox checkout: enough for a gift and a Viscount month.
  const rules = (
    (await (await request.post('/api/chargerules/getList')).json()) as Env<
      { id: number; coins: number }[]
    >
  ).data;
  const rule = rules.find((r) => r.coins >= 200) ?? rules[rules.length - 1];
  const pay = await call<{ order_no: string; pay_url: string }>(
    request,
    'chargerules/payUrl',
    token,
    { rule_id: rule.id },
    crypto.randomUUID(),
  );
  expect(pay.code, pay.msg).toBe(0);
  const paid = await request.post('/api/payment/sandbox/submit', {
    form: {
      order: pay.data.order_no,
      sig: new URL(pay.data.pay_url, 'http://x').searchParams.get('sig') ?? '',
      lang: 'en',
      action: 'confirm',
    },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);

  const list = await request.get('/api/live_streaming/getLiveList2?type=1');
  const room = ((await list.json()) as Env<{ list: { id: number }[] }>).data.list[0];
  await page.goto(`/en/live?id=${room.id}`);
  const chat = page.getByTestId('chat-messages');
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible({
    timeout: 20_000,
  });
  const text = `before the reload ${Date.now() % 100000}`;
  await page.locator('#chat-input').fill(text);
  await page
    .locator('form')
    .filter({ has: page.locator('#chat-input') })
    .getByRole('button', { name: 'Send' })
    .click();
  await expect(chat.getByText(text, { exact: true })).toBeVisible();
  // The first gift of the bar (a Like) is chosen already.
  await page.getByTestId('gift-bar').getByRole('button', { name: 'Send', exact: true }).click();
  const giftLine = chat.getByTestId('chat-gift').filter({ hasText: user.nickname });
  await expect(giftLine).toBeVisible();

  // Now a Viscount: the next join announces the entry (with its effect) before the history.
  const tiers = await call<{ tiers: { id: number; level: number }[] }>(
    request,
    'Guard/getList',
    token,
  );
  const viscount = tiers.data.tiers.find((x) => x.level === 2)!;
  const bought = await call(
    request,
    'guard_user/buy',
    token,
    { tier_id: viscount.id, months: 1 },
    crypto.randomUUID(),
  );
  expect(bought.code, bought.msg).toBe(0);

  await page.reload();
  await expect(page.getByTestId('entry-effect')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('entry-effect')).toHaveAttribute('data-effect', 'viscount');
  await expect(chat.getByText(text, { exact: true })).toBeVisible();
  await expect(giftLine).toHaveCount(1);
  await expect(chat.getByTestId('chat-enter').filter({ hasText: user.nickname })).toBeVisible();
});
