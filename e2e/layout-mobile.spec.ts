import type { Locator, Page } from '@playwright/test';
import zh from '../messages/zh.json' with { type: 'json' };
import vi from '../messages/vi.json' with { type: 'json' };
import en from '../messages/en.json' with { type: 'json' };
import { expect, test } from './fixtures';

/**
 * The layout at phone and desktop widths (issue 24): the live room's pinned chat input and tabs,
 * /anchor without a side rail, the score tabs clear of the settings button, a one-line header with
 * one download entry, toasts off the navigation bar, the nav's sport on a match page.
 */

type Box = { x: number; y: number; width: number; height: number };

async function box(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b!;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Stars a row as a guest: the toast the list shows for it. */
async function starToast(page: Page, favourite: string): Promise<Locator> {
  await page
    .getByTestId('score-row')
    .first()
    .getByRole('button', { name: favourite, exact: true })
    .click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  return toast;
}

test('on a phone: pinned chat input and room tabs, no side rail, whole score tabs, low toasts', async ({
  page,
}) => {
  const PHONE = { width: 390, height: 844 };
  await page.setViewportSize(PHONE);

  const res = await page.request.get('/api/live_streaming/getLiveList2?type=0&limit=1');
  const room = ((await res.json()) as { data: { list: { id: number }[] } }).data.list[0];
  expect(room, 'a live room').toBeTruthy();
  await page.goto(`/live?id=${room.id}`);
  const input = page.locator('#chat-input');
  await expect(input).toBeVisible();
  // However far the viewer scrolls, the input stays at the bottom and the video on top.
  await page.mouse.move(195, 400);
  await page.mouse.wheel(0, 3000);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const field = await box(input);
  expect(field.y + field.height).toBeLessThanOrEqual(PHONE.height);
  expect(field.y + field.height).toBeGreaterThan(PHONE.height - 110);
  // The video first (under the 56 px bar: 390 × 9 / 16 = 219 px), the room's title and tabs under it.
  const tabs = page.getByRole('tablist', { name: zh.liveRoom.tabs.label });
  expect((await box(page.getByRole('heading', { level: 1 }))).y).toBeGreaterThan(56 + 210);
  expect((await box(tabs)).y).toBeGreaterThan(56 + 210);
  await tabs.getByRole('tab', { name: zh.liveRoom.tabs.rank }).click();
  await expect(page.getByRole('heading', { name: zh.liveRoom.ranking })).toBeVisible();
  await expect(input).toBeHidden();
  await tabs.getByRole('tab', { name: zh.liveRoom.tabs.chat }).click();
  await expect(input).toBeVisible();

  // /anchor: the live menu is a row of chips across the top, not a rail beside the cards.
  await page.goto('/anchor');
  const menu = page.getByRole('complementary', { name: zh.sideMenu.label });
  const strip = await box(menu);
  expect(strip.width).toBeGreaterThanOrEqual(PHONE.width - 1);
  expect(strip.height).toBeLessThan(70);
  await expect(menu.getByRole('link', { name: zh.sideMenu.allLive })).toBeVisible();
  expect((await box(page.getByRole('heading', { level: 1 }))).x).toBeLessThan(20);

  // /vi/football: every status tab whole and clear of the settings button.
  await page.goto('/vi/football');
  const settings = await box(page.getByTestId('score-settings'));
  const nav = page.getByTestId('score-tabs');
  const area = await box(nav);
  const links = nav.getByRole('link');
  // all, live, upcoming, finished, favourites and my teams (components/scores/score-rows.ts SCORE_TABS)
  await expect(links).toHaveCount(6);
  for (const link of await links.all()) {
    const b = await box(link);
    expect(intersects(b, settings), await link.innerText()).toBe(false);
    expect(b.x + b.width).toBeLessThanOrEqual(area.x + area.width + 0.5);
    expect(b.x).toBeGreaterThanOrEqual(area.x - 0.5);
  }
  // A toast shows at the bottom, off the navigation bar.
  const toast = await starToast(page, vi.scores.row.favourite);
  await expect.poll(async () => (await box(toast)).y).toBeGreaterThan(PHONE.height / 2);
});

test('at 1440 px: one-line header with one download entry, low toasts, the sport of a match', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [prefix, m] of [
    ['', zh],
    ['/en', en],
    ['/vi', vi],
  ] as const) {
    await page.goto(`${prefix}/football`);
    const header = page.getByRole('banner');
    // One download entry: the popover, no second nav link to /downLoad.
    await expect(header.getByRole('link', { name: m.nav.download, exact: true })).toHaveCount(0);
    await expect(header.locator('a[href$="/downLoad"]')).toHaveCount(0);
    const download = header.getByRole('button', { name: m.nav.downloadApp, exact: true });
    await expect(download).toBeVisible();
    // Its label on one line (one line of 14 px text is 20 px high), and the bar does not overflow.
    const label = download.getByText(m.nav.downloadApp, { exact: true });
    expect((await box(label)).height, `${prefix || '/'} download label`).toBeLessThan(28);
    const row = header.locator(':scope > div').first();
    expect(await row.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    if (prefix === '/vi') {
      // The longest labels fit the bar at the narrower desktop widths too.
      for (const width of [992, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await row.evaluate((e) => e.scrollWidth <= e.clientWidth), `${width} px`).toBe(true);
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      // A toast shows at the bottom, clear of the bar and of the account panel it opens.
      const toast = await starToast(page, vi.scores.row.favourite);
      await expect.poll(async () => (await box(toast)).y).toBeGreaterThan(900 / 2);
    }
  }

  // A basketball match page is under 篮球 in the nav, not 足球.
  let id: number | undefined;
  for (const back of [0, 1, 2]) {
    const date = new Date(Date.now() + 8 * 3_600_000 - back * 86_400_000).toISOString();
    const r = await request.post('/api/hot_match/all_match', {
      data: { sport: 'basketball', date: date.slice(0, 10) },
    });
    id = ((await r.json()) as { data: { matches: { id: number }[] } }).data.matches[0]?.id;
    if (id) break;
  }
  expect(id, 'a basketball match').toBeTruthy();
  await page.goto(`/score-detail?id=${id}`);
  const main = page.getByRole('navigation', { name: zh.nav.mainNav });
  await expect(main.getByRole('link', { name: zh.nav.basketball })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(main.getByRole('link', { name: zh.nav.football })).not.toHaveAttribute(
    'aria-current',
  );
});
