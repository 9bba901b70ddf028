import zh from '../messages/zh.json' with { type: 'json' };
import { expect, registerUser, test } from './fixtures';

/**
 * Following a team (docs/product.md §2 "Teams, players and discussion", "Following teams"): a
 * guest finds Arsenal in search, follows it on its page (kept in this browser), sees its match
 * marked on /football, then logs in as a new user: the follow joins the account ("My follows" ›
 * teams lists it) and leaves the browser.
 */
test('a guest follows a team, its match is marked, and the follow joins the account on login', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await registerUser(request);

  await page.goto('/search?name=阿森纳');
  const link = page.getByTestId('search-team-link').filter({ hasText: '阿森纳' }).first();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/team\?id=\d+$/);
  const teamId = Number(href.split('=')[1]);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/team\\?id=${teamId}$`));

  const follow = page.locator(`[data-testid="follow-team"][data-team-id="${teamId}"]`).first();
  await expect(follow).toHaveAttribute('data-ready', '1');
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('guestTeamFollows'))).toBe(
    JSON.stringify([teamId]),
  );

  // A match of the team around now (search lists them) and its day in Shanghai.
  const found = (await (await request.get('/api/Search/index?name=阿森纳')).json()) as {
    data: {
      matches: { id: number; kickoff: string; home_team_id: number; away_team_id: number }[];
    };
  };
  const match = found.data.matches.find(
    (m) => m.home_team_id === teamId || m.away_team_id === teamId,
  );
  expect(match).toBeTruthy();
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    new Date(match!.kickoff),
  );
  await page.goto(`/football?date=${day}&tz=Asia/Shanghai`);
  const row = page.locator(`[data-testid="score-row"][data-match-id="${match!.id}"]`);
  await expect(row).toHaveAttribute('data-followed', '1');
  await page.goto(`/football?date=${day}&tz=Asia/Shanghai&tab=teams`);
  await expect(row).toHaveAttribute('data-followed', '1');

  // Log in through the dialog: the browser's follow is merged, then the page reloads.
  await page.getByRole('button', { name: zh.userMenu.login, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: zh.login.mobile }).fill(user.number);
  await dialog.getByLabel(zh.login.password, { exact: true }).fill(user.password);
  await expect(dialog.getByText(zh.login.captcha.verified)).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: zh.login.submit.code, exact: true }).click();
  await expect(page.getByRole('button', { name: zh.userMenu.account })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('guestTeamFollows'))).toBeNull();

  // The account has it: the score list marks it from the server, "My follows" lists it.
  await expect(row).toHaveAttribute('data-followed', '1');
  await page.goto('/attention?tab=teams');
  const item = page.getByTestId('followed-teams').locator(`li[data-team-id="${teamId}"]`);
  await expect(item.getByRole('link', { name: '阿森纳', exact: true })).toHaveAttribute(
    'href',
    `/team?id=${teamId}`,
  );
  await expect(item.getByTestId('follow-team')).toHaveAttribute('aria-pressed', 'true');
});
