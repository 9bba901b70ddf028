import type { Browser } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import type { Envelope } from '../lib/contract';
import { apiLogin, expect, solveCaptcha, test } from './fixtures';

/**
 * The console's dashboard, settings and audit log (issue 27 "Dashboard", "Settings", "Audit log")
 * in Chromium: an editor's dashboard with its server-drawn charts; an administrator changes the
 * sign-up bonus (asked first; a bad amount refused beside its field), the offer changes at once,
 * and the audit log shows the change with its before and after. (The same change reaching a
 * second instance on Redis: lib/admin/settings.redis.test.ts.)
 */

const S = en.adminSettings;
const A = en.adminAudit;
const ADMIN = { mobile: '86-13800000003', password: 'admin123456' };
const EDITOR = { mobile: '86-13800000005', password: 'editor123456' };

async function consolePage(browser: Browser, baseURL: string, who: typeof ADMIN) {
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

test('an editor sees the dashboard with its three charts, but not the settings', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await consolePage(browser, baseURL!, EDITOR);
  await page.goto('/en/admin');
  const dash = page.getByTestId('console-dashboard');
  await expect(dash.getByRole('heading', { name: en.adminDashboard.title })).toBeVisible();
  await expect(dash.getByText(en.adminDashboard.signupsToday)).toBeVisible();
  await expect(dash.getByTestId('day-chart')).toHaveCount(3);
  // The charts are SVG from the server: in the HTML before any script runs.
  const html = await (await page.request.get('/en/admin')).text();
  expect(html.match(/data-testid="day-chart"/g)).toHaveLength(3);
  await page.goto('/en/admin/settings');
  await expect(page.getByTestId('admin-forbidden')).toBeVisible();
  await context.close();
});

test('an administrator changes the sign-up bonus; it applies at once and the audit log shows it', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const { context, page } = await consolePage(browser, baseURL!, ADMIN);
  const { token } = await apiLogin(request, ADMIN.mobile, ADMIN.password);
  try {
    await page.goto('/en/admin/settings?tab=signup_bonus');
    const form = page.getByTestId('settings-signup_bonus-new');
    const amount = form.getByLabel(S.fields.amount);
    // A bad amount is refused beside its field.
    await amount.fill('0.05');
    await form.getByRole('button', { name: S.save }).click();
    await page.getByTestId('settings-confirm').getByRole('button', { name: S.save }).click();
    await expect(form.getByText(en.api.errors.settingsAmountInvalid)).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');

    await amount.fill('12.5');
    await form.getByRole('button', { name: S.save }).click();
    await page.getByTestId('settings-confirm').getByRole('button', { name: S.save }).click();
    await expect(page.getByText(S.saved)).toBeVisible();
    const offer = (await (await request.get('/api/signup_coin_bonus/latest')).json()) as Envelope<{
      amount: number;
    }>;
    expect(offer.data.amount).toBe(12.5);

    await page.goto('/en/admin/audit?action=settings.update');
    const row = page
      .getByTestId('console-row')
      .filter({ hasText: 'settings:signup_bonus' })
      .first();
    await expect(row).toBeVisible();
    await row.focus();
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('audit-detail');
    await expect(detail).toBeVisible();
    const changed = detail.locator('tr[data-changed]').filter({ hasText: 'amount' });
    await expect(changed).toContainText('12.5');
    await expect(detail.getByText(A.userAgent)).toBeVisible();
  } finally {
    // Put the demo's bonus back for the other journeys.
    await request.post('/api/admin/settingsUpdate', {
      data: { group: 'signup_bonus', enabled: true, amount: 10 },
      headers: { token },
    });
    await context.close();
  }
});
