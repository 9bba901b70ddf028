import type { APIRequestContext } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import zh from '../messages/zh.json' with { type: 'json' };
import type { Envelope } from '../lib/contract';
import { expect, freshNumber, outboxCode, solveCaptcha, test } from './fixtures';

/**
 * Referral (issue 25): the inviter opens /recommend from the navigation's invite entry and
 * shares the link; a friend on another browser follows it, browses on, and signs up with the
 * code the dialog offers; both are rewarded once. A second sign-up from the friend's browser is
 * recorded and not rewarded.
 */

const R = zh.recommend;

/** Registers through the BFF of the context that owns `request` (its device cookie and all). */
async function registerThroughBff(request: APIRequestContext, origin: string, invite: string) {
  const mobile = `86-${freshNumber()}`;
  const post = async (path: string, data: Record<string, unknown>) => {
    const res = await request.post(`/bff/${path}`, { data, headers: { origin } });
    const body = (await res.json()) as Envelope;
    expect(body.code, `${path}: ${body.msg}`).toBe(0);
  };
  await post('user/getCode', { mobile, type: 1, captcha: await solveCaptcha(request) });
  await post('user/registered', {
    mobile,
    code: await outboxCode(request, mobile),
    password: 'secret-123',
    device_type: 'pc',
    invite_code: invite,
    captcha: await solveCaptcha(request),
  });
  return mobile;
}

test('invite a friend → the friend signs up with the code → rewarded once; not again from that browser', async ({
  loggedInPage: page,
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  await page.goto('/zh/main');
  await page.getByTestId('invite-entry-bar').click();
  await expect(page).toHaveURL(/\/recommend$/);
  await expect(page.getByRole('heading', { name: R.heroTitle })).toBeVisible();
  await expect(page.getByTestId('recommend-terms')).toContainText('50');
  const link = await page.getByRole('textbox', { name: R.linkLabel }).inputValue();
  const code = new URL(link).searchParams.get('invite_code') ?? '';
  expect(code).toMatch(/^[A-Z0-9]{6,8}$/);
  const qr = page.getByRole('img', { name: R.qrAlt });
  await expect.poll(() => qr.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('friends-empty')).toBeVisible();

  // The friend, on their own browser, follows the link and browses on before signing up.
  const friendContext = await browser.newContext({ baseURL, timezoneId: 'Asia/Shanghai' });
  const friend = await friendContext.newPage();
  const shared = new URL(link);
  await friend.goto(`/zh${shared.pathname}${shared.search}`);
  await expect
    .poll(() => friend.evaluate(() => localStorage.getItem('shareCode') ?? ''))
    .toContain(code);
  await friend.goto('/zh/football');
  await friend.getByRole('button', { name: zh.userMenu.register, exact: true }).click();
  const dialog = friend.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: zh.login.inviteCode })).toHaveValue(code);
  const number = freshNumber();
  await dialog.getByRole('textbox', { name: zh.login.mobile }).fill(number);
  await expect(dialog.getByText(zh.login.captcha.verified)).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: zh.login.getCode }).click();
  await expect(friend.getByText(zh.api.sent)).toBeVisible();
  await dialog
    .getByRole('textbox', { name: zh.login.code })
    .fill(await outboxCode(friend.request, `86-${number}`));
  await dialog.getByLabel(zh.login.newPassword).fill('secret-123');
  await expect(dialog.getByText(zh.login.captcha.verified)).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: zh.login.submit.regiter, exact: true }).click();
  await expect(friend.getByText(zh.api.registered)).toBeVisible();

  // The inviter's page: one friend, rewarded, 50 coins; one visitor.
  await page.reload();
  const rows = page.getByTestId('friend');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-status', 'rewarded');
  await expect(rows.first()).toContainText('+50');
  await expect(page.getByTestId('recommend-earned')).toHaveText('50');
  await expect(page.getByTestId('recommend-visits')).toHaveText('1');

  // The friend's coins arrived once.
  const login = await friend.request.post('/bff/user/login', {
    data: {
      mobile: `86-${number}`,
      password: 'secret-123',
      device_type: 'pc',
      captcha: await solveCaptcha(friend.request),
    },
    headers: { origin },
  });
  const me = (await login.json()) as Envelope<{ user: { balance: number } }>;
  expect(me.data.user.balance).toBe(20);

  // A second sign-up from the friend's browser: recorded, not rewarded.
  await friend.request.post('/bff/user/logout', { headers: { origin } });
  await registerThroughBff(friend.request, origin, code);
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toHaveAttribute('data-status', 'device');
  await expect(rows.first()).toContainText(R.status.device);
  await expect(page.getByTestId('recommend-earned')).toHaveText('50');
  await friendContext.close();
});

test('the invite entry says the activity is closed in the user’s language', async ({
  loggedInPage: page,
}) => {
  // Nothing here closes the shared activity: the answer is closed for this page only.
  await page.route('**/bff/invite_activity/latest*', (route) =>
    route.fulfill({
      json: {
        code: 0,
        msg: '',
        data: {
          open: false,
          id: '',
          inviter_reward: 0,
          friend_reward: 0,
          daily_cap: 0,
          ends_at: null,
          mine: null,
        },
      },
    }),
  );
  await page.goto('/en/main');
  await page.getByTestId('invite-entry-bar').click();
  await expect(page.getByText(en.userMenu.inviteClosed)).toBeVisible();
  await expect(page).toHaveURL(/\/en\/main$/);
});
