import type { Page } from '@playwright/test';
import type { Envelope } from '../lib/contract';
import { apiLogin, apiPost, expect, registerUser, solveCaptcha, test } from './fixtures';

/**
 * Discussion (docs/product.md §2 "Teams, players and discussion"): a comment on a news article
 * is seen and answered by another account, and the answer reaches the first; a fan of a team
 * comments in a match's discussion tab and the comment carries the team's badge.
 */

async function say(page: Page, text: string) {
  const composer = page.getByTestId('comment-thread').getByTestId('comment-composer').first();
  await composer.locator('textarea').fill(text);
  await composer.locator('button[type="submit"]').click();
}

test('a news comment is answered by another account, and the answer reaches its author', async ({
  browser,
  baseURL,
  loggedInPage: page,
  request,
}) => {
  const news = (await (await request.get('/api/Portal_post/getList2?size=1')).json()) as Envelope<{
    list: { id: number }[];
  }>;
  const path = `/news/${news.data.list[0].id}`;
  const mark = `e2e-${Date.now() % 1_000_000}`;
  await page.goto(path);
  await say(page, `First! ${mark}`);
  const mine = page.getByTestId('comment').filter({ hasText: `First! ${mark}` });
  await expect(mine).toBeVisible();

  // Another account, in its own browser context, sees it and answers.
  const other = await registerUser(request);
  const context = await browser.newContext({ baseURL, timezoneId: 'Asia/Shanghai' });
  const b = await context.newPage();
  const res = await b.request.post('/bff/user/login', {
    data: {
      mobile: other.mobile,
      password: other.password,
      device_type: 'pc',
      captcha: await solveCaptcha(b.request),
    },
    headers: { origin: new URL(baseURL ?? 'http://localhost').origin },
  });
  expect(((await res.json()) as Envelope).code).toBe(0);
  await b.goto(path);
  const theirs = b
    .getByTestId('comment')
    .filter({ hasText: `First! ${mark}` })
    .first();
  await expect(theirs).toBeVisible();
  await theirs.getByRole('button', { name: '回复' }).click();
  const composer = b.getByTestId('comment-composer').nth(1);
  await composer.locator('textarea').fill(`Agreed ${mark}`);
  await composer.locator('button[type="submit"]').click();
  await expect(b.getByTestId('reply-list').getByText(`Agreed ${mark}`)).toBeVisible();
  await context.close();

  // The first author sees the answer under their comment.
  await page.reload();
  await expect(page.getByTestId('reply-list').getByText(`Agreed ${mark}`)).toBeVisible();
});

test('a fan’s comment in a match’s discussion tab carries the team’s badge', async ({
  loggedInPage: page,
  request,
  user,
}) => {
  const football = await (await request.get('/football')).text();
  const matchId = Number(/data-match-id="(\d+)"/.exec(football)?.[1]);
  expect(matchId).toBeGreaterThan(0);
  const detail = (await (await request.get(`/api/match/detail?id=${matchId}`)).json()) as Envelope<{
    match: { home_team_id: number; home_team_name_zh: string };
  }>;
  const team = detail.data.match;
  const { token } = await apiLogin(request, user.mobile, user.password);
  const follow = await apiPost(request, token, 'Team/follow', {
    team_id: team.home_team_id,
    follow: 1,
  });
  expect(follow.code, follow.msg).toBe(0);

  await page.goto(`/score-detail?id=${matchId}&tab=discussion`);
  await expect(page.locator('[data-tab="discussion"][aria-current="page"]')).toBeVisible();
  const text = `Come on! ${Date.now() % 1_000_000}`;
  await say(page, text);
  const mine = page.getByTestId('comment').filter({ hasText: text });
  const badge = mine.getByTestId('comment-badge');
  await expect(badge).toHaveAttribute('data-team-id', String(team.home_team_id));
  await expect(badge).toHaveAttribute('title', new RegExp(team.home_team_name_zh));
  // Server-rendered too: the reloaded tab shows it with its badge.
  await page.reload();
  await expect(
    page.getByTestId('comment').filter({ hasText: text }).getByTestId('comment-badge'),
  ).toHaveAttribute('href', `/team?id=${team.home_team_id}`);
});
