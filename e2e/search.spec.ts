import en from '../messages/en.json' with { type: 'json' };
import zh from '../messages/zh.json' with { type: 'json' };
import { expect, test } from './fixtures';

test.describe('search results (the match part)', () => {
  test('a keyword from the nav bar lists teams, competitions and matches', async ({ page }) => {
    await page.goto('/main');
    await page.getByRole('button', { name: zh.search.open }).click();
    await page.getByRole('searchbox').fill('英超');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?name=/);
    const comps = page.getByRole('region', { name: zh.searchPage.competitions });
    await expect(comps.getByRole('link', { name: /英格兰超级联赛|英超/ })).toHaveAttribute(
      'href',
      '/base-football?id=82',
    );
    const matches = page.getByTestId('search-match');
    expect(await matches.count()).toBeGreaterThan(0);
    await expect(matches.first().getByRole('link')).toHaveAttribute(
      'href',
      /\/score-detail\?id=\d+/,
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('English results with English names, and a clear empty state', async ({ page }) => {
      await page.goto('/en/search?name=arsenal');
      const teams = page.getByTestId('search-teams');
      await expect(teams).toContainText('Arsenal');
      expect(await teams.innerText()).not.toMatch(/[\u4e00-\u9fff]/);
      await page.goto('/en/search?name=zzqqxx');
      await expect(page.getByTestId('search-empty')).toContainText(
        en.searchPage.none.replace('{name}', 'zzqqxx'),
      );
      await page.goto('/vi/search');
      await expect(page.getByTestId('search-empty')).toBeVisible();
    });
  });
});
