import { expect, test } from '@playwright/test';

test.describe('site entry and unknown paths', () => {
  test('the root sends visitors to /main in Chinese', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('an unknown path answers HTTP 404 with the not-found page', async ({ page }) => {
    const res = await page.goto('/no-such-page/at-all');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  });

  test('/404 renders the not-found page', async ({ page }) => {
    const res = await page.goto('/404');
    expect(res?.status()).toBe(404);
  });

  test('/pages/login/index redirects to /main', async ({ page }) => {
    await page.goto('/pages/login/index');
    await expect(page).toHaveURL(/\/main$/);
  });
});
