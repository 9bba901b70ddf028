import { expect, test } from './fixtures';

/** The public pages a crawler starts from. */
const PAGES = [
  '/main',
  '/football',
  '/basketball',
  '/schedule?type=4',
  '/base-football?id=82',
  '/en/base-basketball?id=1',
  '/search?name=Arsenal',
];

test.describe('links for crawlers', () => {
  test.use({ javaScriptEnabled: false });

  test('no internal link on the public pages leads to a missing page', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // One URL per path: 300 match links differ only in their id.
    const byPath = new Map<string, string>();
    for (const p of PAGES) {
      await page.goto(p);
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        const path = href.split('?')[0].split('#')[0];
        if (path && !byPath.has(path)) byPath.set(path, href);
      }
    }
    expect(byPath.size).toBeGreaterThan(10);
    const broken: string[] = [];
    for (const href of byPath.values()) {
      const res = await request.get(href, { maxRedirects: 5 });
      if (res.status() >= 400) broken.push(`${href} → ${res.status()}`);
    }
    expect(broken).toEqual([]);
  });
});
