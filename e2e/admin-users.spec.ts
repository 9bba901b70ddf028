import type { Browser, Page, WebSocket } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import type { Envelope } from '../lib/contract';
import { apiLogin, expect, registerUser, solveCaptcha, test, type TestUser } from './fixtures';

/**
 * The console's users and rooms (issue 27 "Users", "Rooms") in Chromium: a ban closes the banned
 * user's open websocket and their session at once, login answers "accountBanned" until a
 * moderator lifts it; a moderator searches the users, sorts them, opens a user's page and warns
 * them; a room featured in /admin/rooms shows on the home page.
 */

const U = en.adminUsers;
const MODERATOR = { mobile: '86-13800000004', password: 'moderator123456' };

type Room = { id: number; title: string };

/** A browser context logged in through the BFF (its session cookie), English pages. */
async function loggedIn(
  browser: Browser,
  baseURL: string,
  who: { mobile: string; password: string },
) {
  const context = await browser.newContext({ baseURL, timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  const res = await page.request.post('/bff/user/login', {
    data: {
      mobile: who.mobile,
      password: who.password,
      device_type: 'pc',
      captcha: await solveCaptcha(page.request),
    },
    headers: { origin: new URL(baseURL).origin },
  });
  const body = (await res.json()) as Envelope;
  expect(body.code, body.msg).toBe(0);
  return { context, page };
}

async function liveRoom(page: Page): Promise<Room> {
  const res = await page.request.get('/api/live_streaming/getLiveList2?type=0');
  const body = (await res.json()) as Envelope<{ list: Room[] }>;
  expect(body.data.list.length).toBeGreaterThan(0);
  return body.data.list[0];
}

async function login(page: Page, user: TestUser): Promise<Envelope> {
  const res = await page.request.post('/api/user/login', {
    data: {
      mobile: user.mobile,
      password: user.password,
      device_type: 'pc',
      captcha: await solveCaptcha(page.request),
    },
    headers: { lang: 'en' },
  });
  return (await res.json()) as Envelope;
}

/** Opens the user's console page from /admin/users, searching by their number. */
async function openUser(page: Page, user: TestUser) {
  await page.goto(`/en/admin/users?q=${user.number}`);
  const row = page.getByTestId('console-row').filter({ hasText: user.nickname });
  await expect(row).toHaveCount(1);
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('user-nickname')).toHaveText(user.nickname);
}

async function confirm(page: Page) {
  const dialog = page.getByTestId('user-confirm');
  await dialog.getByRole('button', { name: en.console.confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a ban closes the user’s websocket and session at once; unbanned, they log in again', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const user = await registerUser(request);
  const viewer = await loggedIn(browser, baseURL!, user);
  const sockets: WebSocket[] = [];
  const revoked: string[] = [];
  let closed = 0;
  viewer.page.on('websocket', (ws) => {
    sockets.push(ws);
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('"account"')) revoked.push(payload);
    });
    ws.on('close', () => closed++);
  });
  const room = await liveRoom(viewer.page);
  await viewer.page.goto(`/en/live?id=${room.id}`);
  await expect(viewer.page.getByRole('button', { name: en.userMenu.account })).toBeVisible();
  await expect(viewer.page.getByRole('status').filter({ hasText: /Connected/ })).toBeVisible({
    timeout: 20_000,
  });
  expect(sockets.length).toBeGreaterThan(0);
  const openBefore = closed;

  const mod = await loggedIn(browser, baseURL!, MODERATOR);
  await openUser(mod.page, user);
  await mod.page.getByTestId('ban').click();
  await mod.page.getByTestId('sanction-hours').selectOption('24');
  await mod.page.getByTestId('sanction-reason').fill('Fraud in the chat');
  const banAt = Date.now();
  await confirm(mod.page);
  await expect(mod.page.getByTestId('banned-until')).not.toHaveText('—');
  await expect(mod.page.getByTestId('unban')).toBeVisible();

  // Within seconds the user's socket is told and closed.
  await expect.poll(() => revoked.length, { timeout: 5_000 }).toBeGreaterThan(0);
  expect(JSON.parse(revoked[0])).toMatchObject({ type: 'account', code: 700 });
  await expect.poll(() => closed, { timeout: 5_000 }).toBeGreaterThan(openBefore);
  expect(Date.now() - banAt).toBeLessThan(10_000);

  // The next navigation finds them logged out, and login answers "accountBanned".
  await viewer.page.goto('/en/main');
  await expect(viewer.page.getByRole('button', { name: en.userMenu.login }).first()).toBeVisible();
  const refused = await login(viewer.page, user);
  expect(refused).toMatchObject({
    code: 1,
    msg: en.api.errors.accountBanned,
    data: { error: 'accountBanned' },
  });

  // Unbanned from the same place: they log in again.
  await mod.page.getByTestId('unban').click();
  await confirm(mod.page);
  await expect(mod.page.getByTestId('ban')).toBeVisible();
  expect((await login(viewer.page, user)).code).toBe(0);

  await viewer.context.close();
  await mod.context.close();
});

test('a moderator searches users, sorts them, opens one and warns them', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const user = await registerUser(request);
  const mod = await loggedIn(browser, baseURL!, MODERATOR);
  const page = mod.page;

  // Search by nickname; the view is in the URL.
  await page.goto('/en/admin/users');
  await page.getByLabel(U.searchLabel).fill(user.nickname);
  await page
    .getByTestId('admin-users')
    .getByRole('button', { name: en.console.search, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(user.nickname)}`));
  await expect(page.getByTestId('console-row').filter({ hasText: user.nickname })).toHaveCount(1);
  // Moderators see masked numbers.
  await expect(page.getByTestId('console-row').first()).toContainText('****');

  // Sorting by balance keeps the order in the URL, and survives a reload.
  await page.goto('/en/admin/users');
  await page.getByRole('button', { name: U.col.balance }).click();
  await expect(page).toHaveURL(/sort=balance/);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: U.col.balance })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // The user's page: profile, tabs, a warning in the moderation history.
  await openUser(page, user);
  await expect(page).toHaveURL(/\/en\/admin\/user\?id=\d+/);
  await page.getByTestId('tab-ledger').click();
  await page.getByTestId('warn').click();
  await page.getByTestId('sanction-reason').fill('Keep it civil');
  await confirm(page);
  await page.getByTestId('tab-history').click();
  await expect(page.getByRole('tabpanel')).toContainText('Keep it civil');
  await expect(page.getByRole('tabpanel')).toContainText(U.kinds.warn);

  // The user hears it in their message centre.
  const { token } = await apiLogin(request, user.mobile, user.password);
  const inbox = await request.get('/api/Push/getList', { headers: { token, lang: 'en' } });
  expect(JSON.stringify(await inbox.json())).toContain('Keep it civil');
  await mod.context.close();
});

test('a room featured in /admin/rooms shows on the home page', async ({ browser, baseURL }) => {
  test.slow();
  const mod = await loggedIn(browser, baseURL!, MODERATOR);
  const page = mod.page;
  const room = await liveRoom(page);
  await page.goto(`/en/admin/rooms?q=${room.id}`);
  const row = page.getByTestId('console-row').filter({ hasText: room.title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(en.adminRooms.live);
  await page.getByTestId(`feature-${room.id}`).click();
  await expect(page.getByTestId(`feature-${room.id}`)).toHaveAttribute('aria-checked', 'true');

  await expect
    .poll(
      async () => {
        await page.goto('/en/main');
        return page
          .getByTestId('home-featured-rooms')
          .locator(`[data-room-id="${room.id}"]`)
          .count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);

  await page.goto(`/en/admin/rooms?q=${room.id}`);
  await page.getByTestId(`feature-${room.id}`).click();
  await expect(page.getByTestId(`feature-${room.id}`)).toHaveAttribute('aria-checked', 'false');
  await mod.context.close();
});
