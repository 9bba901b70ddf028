import zh from '../messages/zh.json' with { type: 'json' };
import { expect, solveCaptcha, test } from './fixtures';

/** A match day (Asia/Shanghai, the site's) `offset` days from today. */
function matchDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
}

const TOMORROW = `/schedule?type=4&date=${matchDay(1)}`;

test('the schedule lists the day’s matches by competition in the HTML', async ({ page }) => {
  await page.goto('/schedule?type=4');
  await expect(page.getByRole('heading', { level: 1, name: zh.schedule.title })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: zh.nav.mainNav })
      .getByRole('link', { name: zh.nav.schedule }),
  ).toHaveAttribute('aria-current', 'page');
  expect(await page.getByTestId('schedule-group').count()).toBeGreaterThan(0);
  await page
    .getByRole('navigation', { name: zh.schedule.sportLabel })
    .getByRole('link', { name: zh.schedule.sports.basketball })
    .click();
  await expect(page).toHaveURL(/sport=basketball/);
  await expect(page.getByTestId('schedule-group').first()).toBeVisible();
});

test('a visitor who books a match is told 请登录后操作 and gets the login dialog', async ({
  page,
}) => {
  await page.goto(TOMORROW);
  const button = page.getByTestId('book-button').first();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(page.getByText('请登录后操作').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
});

test('a logged-in user books a match: booked after a reload and in my reservations; then unbooks it', async ({
  loggedInPage: page,
  user,
}) => {
  await page.goto(TOMORROW);
  const row = page
    .getByTestId('schedule-match')
    .filter({ has: page.getByTestId('book-button') })
    .first();
  const matchId = Number(await row.getAttribute('data-match-id'));
  const button = row.getByTestId('book-button');
  await expect(button).toHaveAttribute('aria-pressed', 'false');

  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveText(zh.schedule.book.bookedState);
  await expect(page.getByText(zh.schedule.book.booked)).toBeVisible();

  await page.reload();
  const again = page.locator(`[data-match-id="${matchId}"]`).getByTestId('book-button');
  await expect(again).toHaveAttribute('aria-pressed', 'true');

  // The platform API agrees, for any client of the same user.
  const login = await page.request.post('/api/user/login', {
    data: {
      mobile: user.mobile,
      password: user.password,
      device_type: 'pc',
      captcha: await solveCaptcha(page.request),
    },
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const reservations = async () => {
    const res = await page.request.get('/api/live/myReservations', {
      headers: { token: data.token },
    });
    const body = (await res.json()) as { code: number; data: { id: number }[] };
    expect(body.code).toBe(0);
    return body.data.map((m) => m.id);
  };
  expect(await reservations()).toContain(matchId);

  await again.click();
  await expect(again).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(zh.schedule.book.unbooked)).toBeVisible();
  expect(await reservations()).not.toContain(matchId);
  await page.reload();
  await expect(
    page.locator(`[data-match-id="${matchId}"]`).getByTestId('book-button'),
  ).toHaveAttribute('aria-pressed', 'false');
});
