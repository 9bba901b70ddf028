import type { Page } from '@playwright/test';
import { expect, solveCaptcha, test } from './fixtures';

/**
 * Publishing in the console (issue 27 "Publishing"): the demo editor writes an article in zh, en
 * and vi side by side in the Tiptap editor and schedules it five seconds ahead, at a wall time in
 * their own zone; it then appears on /news, /en/news and /vi/news for a visitor (cached pages
 * purged on every instance) and in the news sitemap, without anyone touching it again. Hiding it
 * from the list takes it down, and the toast's undo brings it back.
 */

const EDITOR = { mobile: '86-13800000005', password: 'editor123456' };
const ZONE = 'Asia/Shanghai';

test.use({ viewport: { width: 1600, height: 1000 }, timezoneId: ZONE });

async function loginThroughBff(page: Page, origin: string) {
  const res = await page.request.post('/bff/user/login', {
    data: {
      mobile: EDITOR.mobile,
      password: EDITOR.password,
      device_type: 'pc',
      captcha: await solveCaptcha(page.request),
    },
    headers: { origin },
  });
  const body = (await res.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(0);
}

/** `datetime-local` text of an instant in ZONE, with seconds. */
function wallTime(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const p = (type: string) => parts.find((x) => x.type === type)?.value ?? '';
  return `${p('year')}-${p('month')}-${p('day')}T${p('hour')}:${p('minute')}:${p('second')}`;
}

test('an editor schedules an article in three languages; it goes live everywhere by itself', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  const stamp = Date.now().toString(36);
  const titles = {
    zh: `定时新闻 ${stamp}`,
    en: `Scheduled story ${stamp}`,
    vi: `Tin hẹn giờ ${stamp}`,
  };
  await loginThroughBff(page, origin);
  await page.goto('/admin/news/edit');
  const editor = page.getByTestId('news-editor');
  await expect(editor).toBeVisible();
  // Three languages side by side from 1440 px: every column is on screen at once.
  for (const l of ['zh', 'en', 'vi'] as const)
    await expect(page.getByTestId(`news-lang-${l}`)).toBeVisible();
  await expect(page.getByTestId('news-tab-zh')).toBeHidden();

  for (const l of ['zh', 'en', 'vi'] as const) {
    await page.getByTestId(`news-title-${l}`).fill(titles[l]);
    const body = page.getByTestId(`news-body-${l}`);
    await body.click();
    await page.keyboard.type(`${titles[l]} — body.`);
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' Bold words.');
  }
  await expect(page.getByTestId('news-body-en').locator('strong')).toHaveText('Bold words.');
  const category = page.getByTestId('news-category');
  await category.selectOption({ index: 1 });

  await page.getByTestId('news-mode-schedule').check();
  await expect(page.getByTestId('news-zone')).toContainText(`${ZONE} (GMT+8)`);
  // Five seconds ahead, as a wall time in the editor's zone.
  const at = Math.ceil(Date.now() / 1000) * 1000 + 5000;
  await page.getByTestId('news-publish-at').fill(wallTime(at));
  await page.getByTestId('news-save').click();
  await expect(page).toHaveURL(/\/admin\/news\/edit\?id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByTestId('news-status')).toContainText('定时发布');

  // Stored as the instant the editor meant (UTC), and private until then.
  const early = await (await request.get(`/api/Headlines/detail?id=${id}`)).json();
  if (Date.now() < at - 500) expect(early.code).toBe(1);

  // A visitor's pages (cached, purged on release) and the sitemap show it within seconds.
  const pages: [string, string][] = [
    ['/news', titles.zh],
    ['/en/news', titles.en],
    ['/vi/news', titles.vi],
  ];
  for (const [path, title] of pages)
    await expect
      .poll(async () => (await (await request.get(path)).text()).includes(title), {
        timeout: 30_000,
        intervals: [500, 1000],
      })
      .toBe(true);
  await expect
    .poll(
      async () => (await (await request.get('/sitemaps/news.xml')).text()).includes(`/news/${id}<`),
      {
        timeout: 30_000,
        intervals: [500, 1000],
      },
    )
    .toBe(true);
  expect(Date.now()).toBeGreaterThanOrEqual(at);

  // Hide it from the list; the toast's undo shows it again.
  await page.goto(`/en/admin/news?q=${encodeURIComponent(titles.en)}`);
  const row = page.getByTestId('console-row').filter({ hasText: titles.en });
  await expect(row).toContainText('Published');
  await row.getByTestId(`news-hide-${id}`).click();
  await page.getByTestId('news-hide-confirm').getByRole('button', { name: 'Hide' }).click();
  await expect(row).toContainText('Hidden');
  await expect
    .poll(async () => (await (await request.get('/en/news')).text()).includes(titles.en), {
      timeout: 15_000,
    })
    .toBe(false);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(row).toContainText('Published');
  await expect
    .poll(async () => (await (await request.get('/en/news')).text()).includes(titles.en), {
      timeout: 15_000,
    })
    .toBe(true);
});

test('the editor’s other publishing pages: banners, videos, circles, hot searches', async ({
  page,
  baseURL,
}) => {
  await loginThroughBff(page, new URL(baseURL ?? 'http://localhost').origin);
  const pages: [string, string, string][] = [
    ['/en/admin/banners', 'banner-admin', 'Banners'],
    ['/en/admin/videos', 'video-admin', 'Videos'],
    ['/en/admin/circles', 'circle-admin', 'Circles'],
    ['/en/admin/hot-searches', 'hot-search-admin', 'Hot searches'],
  ];
  for (const [path, testId, heading] of pages) {
    await page.goto(path);
    const section = page.getByTestId(testId);
    await expect(section.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(section.getByTestId('console-row').first()).toBeVisible();
  }
  // A circle switched off from its row, and back with the toast's undo.
  await page.goto('/en/admin/circles');
  const sw = page.getByTestId('circle-admin').getByRole('switch').first();
  await expect(sw).toHaveAttribute('aria-checked', 'true');
  await sw.click();
  await expect(sw).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(sw).toHaveAttribute('aria-checked', 'true');
});
