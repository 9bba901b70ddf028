import type { APIRequestContext } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import vi from '../messages/vi.json' with { type: 'json' };
import zh from '../messages/zh.json' with { type: 'json' };
import { apiLogin, expect, test } from './fixtures';

/**
 * What a page shows while the API it reads answers 503 (a database outage, docs/architecture.md
 * "When a part fails"): the site's own error page in the page's language, never Next's default
 * or the error's message, and "Try again" brings the page back in place once the API answers.
 * The outage is the test trigger's (`POST /api/__test/outage`): one user's API calls fail, so the
 * tests beside this one go on.
 */
async function outage(request: APIRequestContext, userId: number, seconds: number) {
  const r = await request.post('/api/__test/outage', { data: { user_id: userId, seconds } });
  expect(((await r.json()) as { code: number }).code).toBe(0);
}

const CASES = [
  { lang: 'zh', prefix: '', m: zh.errorPage },
  { lang: 'en', prefix: '/en', m: en.errorPage },
  { lang: 'vi', prefix: '/vi', m: vi.errorPage },
] as const;

for (const { lang, prefix, m } of CASES)
  test(`${lang}: a page read during an outage is the site's error page; Try again brings it back without a reload`, async ({
    loggedInPage: page,
    user,
    request,
  }) => {
    const { user: me } = await apiLogin(request, user.mobile, user.password);
    await outage(request, me.id, 30);
    try {
      const res = await page.goto(`${prefix}/news`);
      const view = page.getByTestId('error-view');
      await expect(view).toBeVisible();
      await expect(view.getByRole('heading', { level: 1 })).toHaveText(m.title);
      await expect(view.getByText(m.text)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : lang);
      await expect(page).toHaveTitle(new RegExp(m.title));
      // A crawler or a cache must not take it for the page.
      expect(res?.status()).toBeGreaterThanOrEqual(500);
      // The reference, not the failure's message.
      await expect(
        view.getByText(m.reference.replace('{digest}', ''), { exact: false }),
      ).toBeVisible();
      const html = await page.content();
      expect(html).not.toMatch(
        /serviceUnavailable|briefly unavailable|Application error|at \w+ \(/,
      );
    } finally {
      await outage(request, me.id, 0);
    }
    // Back: the same document fetches the page again.
    await page.evaluate(() => ((window as unknown as { __same: number }).__same = 1));
    await page.getByTestId('error-view').getByRole('button', { name: m.retry }).click();
    await expect(page.getByTestId('error-view')).toHaveCount(0);
    await expect(page.locator('main article, main a[href*="/news/"]').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __same?: number }).__same)).toBe(1);
  });
