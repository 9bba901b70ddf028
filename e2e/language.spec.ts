import en from '../messages/en.json' with { type: 'json' };
import vi from '../messages/vi.json' with { type: 'json' };
import zh from '../messages/zh.json' with { type: 'json' };
import { expect, test } from './fixtures';

test('the language switch reloads the page in English and Vietnamese and the choice sticks', async ({
  loggedInPage: page,
}) => {
  await page.goto('/main');
  await expect(page).toHaveTitle(zh.meta.title);
  const nav = page.getByRole('navigation', { name: zh.nav.mainNav });
  await expect(nav.getByRole('link', { name: zh.nav.home })).toBeVisible();

  await page.getByRole('button', { name: zh.nav.language }).click();
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/main$/);
  await expect(page).toHaveTitle(en.meta.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('navigation', { name: en.nav.mainNav }).getByRole('link', { name: en.nav.home }),
  ).toBeVisible();
  // Still logged in after the reload.
  await expect(page.getByRole('button', { name: en.userMenu.account })).toBeVisible();

  // The choice sticks: an unprefixed address now leads to the English page.
  await page.goto('/main');
  await expect(page).toHaveURL(/\/en\/main$/);

  await page.getByRole('button', { name: en.nav.language }).click();
  await page.getByRole('button', { name: 'Tiếng Việt', exact: true }).click();
  await expect(page).toHaveURL(/\/vi\/main$/);
  await expect(page).toHaveTitle(vi.meta.title);
  await expect(
    page.getByRole('navigation', { name: vi.nav.mainNav }).getByRole('link', { name: vi.nav.home }),
  ).toBeVisible();

  await page.getByRole('button', { name: vi.nav.language }).click();
  await page.getByRole('button', { name: '中文', exact: true }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page).toHaveTitle(zh.meta.title);
});

test('pages carry canonical and hreflang alternates for zh, en, vi and x-default', async ({
  request,
}) => {
  // What a crawler reads: the server's HTML. (In the browser this page's zone differs from the
  // en default, so it refreshes once, and the head may briefly hold the links twice.)
  const html = await (await request.get('/en/main')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const links = [...head.matchAll(/<link [^>]*>/g)].map((m) => m[0]);
  const href = (tag: string | undefined) => /href="([^"]*)"/.exec(tag ?? '')?.[1];
  const canonical = links.filter((l) => l.includes('rel="canonical"'));
  expect(canonical).toHaveLength(1);
  expect(href(canonical[0])).toMatch(/\/en\/main$/);
  for (const [lang, path] of [
    ['zh', '/main'],
    ['en', '/en/main'],
    ['vi', '/vi/main'],
    ['x-default', '/main'],
  ]) {
    const alt = links.filter(
      (l) => l.includes('rel="alternate"') && l.includes(`hrefLang="${lang}"`),
    );
    expect([lang, alt.length]).toEqual([lang, 1]);
    expect(href(alt[0])).toMatch(new RegExp(`${path}$`));
  }
});

test('a first visit is Chinese whatever Accept-Language says', async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'en-US',
    extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' },
  });
  const page = await context.newPage();
  await page.goto('/main');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await context.close();
});
