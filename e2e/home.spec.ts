import en from '../messages/en.json' with { type: 'json' };
import zh from '../messages/zh.json' with { type: 'json' };
import { expect, test } from './fixtures';

test.describe('the home page for crawlers and visitors', () => {
  test.use({ javaScriptEnabled: false });

  test('hot matches arrive in the HTML, with names in the page language', async ({ page }) => {
    await page.goto('/main');
    const hot = page.getByRole('region', { name: zh.home.hot.title });
    await expect(hot).toBeVisible();
    const cards = hot.getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(0);
    // Crests are generated images served by the site.
    await expect(hot.locator('img[src^="/crest/"]').first()).toBeVisible();

    await page.goto('/en/main');
    const hotEn = page.getByRole('region', { name: en.home.hot.title });
    await expect(hotEn.getByRole('listitem').first()).toBeVisible();
    // English team names: no Chinese characters left in the cards.
    expect(await hotEn.getByRole('listitem').first().innerText()).not.toMatch(/[\u4e00-\u9fff]/);
  });

  test('the live-now block arrives in the HTML: live rows, or its empty state', async ({
    page,
  }) => {
    await page.goto('/en/main');
    const block = page.getByRole('region', { name: en.home.liveNow.title });
    await expect(block).toBeVisible();
    const rows = block.getByTestId('live-now-row');
    if ((await rows.count()) === 0) {
      await expect(block.getByTestId('live-now-empty')).toBeVisible();
      return;
    }
    await expect(rows.first()).toHaveAttribute('data-status', 'live');
    await expect(rows.first().getByRole('link')).toHaveAttribute(
      'href',
      /\/en\/score-detail\?id=\d+/,
    );
    expect(await rows.first().innerText()).not.toMatch(/[\u4e00-\u9fff]/);
  });

  test('the live blocks hand the browser compact matches, not whole list items', async ({
    request,
  }) => {
    const html = await (await request.get('/main')).text();
    // The hot-match cards are there (their names are in the flight data as well as the HTML) …
    expect(html).toContain('home_team_name_zh');
    // … but none of the list fields the cards and rows never show (components/scores/compact-match.ts).
    for (const field of ['period_scores', 'competition_colour', 'home_corners', 'updated_at']) {
      expect([field, html.includes(`\\"${field}\\"`)]).toEqual([field, false]);
    }
  });

  test('the footer’s copyright runs to the current year', async ({ page }) => {
    await page.goto('/vi/main');
    await expect(page.getByRole('contentinfo')).toContainText(
      `© 2019-${new Date().getUTCFullYear()} `,
    );
  });
});

test('a phone’s first paint waits for the blocks above the hero (no shift of the hero)', async ({
  page,
}) => {
  await page.goto('/main');
  // The head's script adds the render-blocking link before the body is parsed: the hero comes
  // first in the document but shows after the score blocks under 992 px
  // (lib/client/first-paint.ts).
  const expectLink = page.locator('head link[rel="expect"]');
  await expect(expectLink).toHaveAttribute('href', '#home-more');
  await expect(expectLink).toHaveAttribute('blocking', 'render');
  await expect(expectLink).toHaveAttribute('media', '(max-width: 991.98px)');
  const order = await page.evaluate(() => {
    const scores = document.querySelector('[data-testid="home-scores"]');
    const more = document.getElementById('home-more');
    return scores && more ? scores.compareDocumentPosition(more) : 0;
  });
  // 4: DOCUMENT_POSITION_FOLLOWING.
  expect(order & 4).toBe(4);
});
