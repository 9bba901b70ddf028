import { apiLogin, apiPost, expect, registerUser, solveCaptcha, test } from './fixtures';
import type { Envelope } from '../lib/contract';

/**
 * Reports in Chromium (issue 27 "Reports", acceptance): a user reports a comment in the browser →
 * a moderator hides it in /admin/reports → it is gone for everyone (another browser reloads the
 * page) → the reporter's message centre says so.
 */

test('report a comment → a moderator hides it → gone for everyone → the reporter is told', async ({
  loggedInPage: page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The author writes a post and a comment on it, through the API.
  const author = await registerUser(request);
  const { token } = await apiLogin(request, author.mobile, author.password);
  const circles = (await (await request.get('/api/anchor_dynamics/circles')).json()) as Envelope<
    { id: number }[] | { list: { id: number }[] }
  >;
  const list = Array.isArray(circles.data) ? circles.data : circles.data.list;
  const post = await apiPost(request, token, 'anchor_dynamics_user/insert', {
    circle_id: list[0].id,
    content: `A post with a comment to report ${Date.now()}`,
  });
  expect(post.code, post.msg).toBe(0);
  const postId = (post.data as { id: number }).id;
  const text = `Rude words to report ${Date.now()}`;
  const comment = await apiPost(request, token, 'anchor_dynamics_user/comment', {
    id: postId,
    content: text,
  });
  expect(comment.code, comment.msg).toBe(0);

  // The reporter reports it in the browser.
  await page.goto(`/en/circle-detail?id=${postId}`);
  const row = page.getByTestId('comment').filter({ hasText: text });
  await expect(row).toBeVisible();
  await row.getByTestId('report-button').click();
  const dialog = page.getByTestId('report-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('report-reason-abuse').check();
  await dialog.getByTestId('report-submit').click();
  await expect(dialog).toBeHidden();

  // A moderator hides it from the console.
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  const modContext = await browser.newContext();
  const login = await modContext.request.post('/bff/user/login', {
    data: {
      mobile: '86-13800000004',
      password: 'moderator123456',
      device_type: 'pc',
      captcha: await solveCaptcha(modContext.request),
    },
    headers: { origin },
  });
  expect(((await login.json()) as Envelope).code).toBe(0);
  const mod = await modContext.newPage();
  await mod.goto('/en/admin/reports?type=comment&sort=time');
  const reported = mod.getByTestId('console-table').locator('tr', { hasText: text });
  await expect(reported).toBeVisible();
  await reported.getByTestId('report-hide').click();
  const confirm = mod.getByTestId('report-confirm');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Hide' }).click();
  await expect(confirm).toBeHidden();
  await expect(mod.getByTestId('console-table').locator('tr', { hasText: text })).toHaveCount(0);
  await mod.goto('/en/admin/reports?status=1&type=comment&sort=time');
  await expect(
    mod.getByTestId('console-table').locator('tr', { hasText: text }).getByTestId('report-restore'),
  ).toBeVisible();
  await modContext.close();

  // Gone for everyone: a visitor in another browser, and the reporter after a reload.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/en/circle-detail?id=${postId}`);
  await expect(visitor.getByTestId('comment').filter({ hasText: text })).toHaveCount(0);
  await visitorContext.close();
  await page.reload();
  await expect(page.getByTestId('comment').filter({ hasText: text })).toHaveCount(0);

  // The reporter's message centre says so.
  await page.goto('/en/member?type=17');
  await expect(
    page
      .getByTestId('member-messages')
      .getByTestId('message')
      .filter({ hasText: 'Your report was handled: the content was hidden' }),
  ).toBeVisible();
});
