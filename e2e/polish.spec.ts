import type { Locator, Page } from '@playwright/test';
import vi from '../messages/vi.json' with { type: 'json' };
import { addDays, todayIn } from '../lib/rules/zone';
import { expect, liveFootballMatch, test } from './fixtures';

/** Issue 8 §4: the search page's own box, dated results, full names on a phone; pop-ups clear of scores; unbroken timeline scores. */

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('search results', () => {
  test('have their own search box, and results show their date', async ({ page }) => {
    await page.goto('/vi/search?name=Arsenal');
    const box = page
      .getByTestId('search-page-form')
      .getByRole('searchbox', { name: vi.searchPage.box.label });
    await expect(box).toHaveValue('Arsenal');
    const finished = page.locator('[data-testid="search-match"][data-status="finished"]');
    expect(await finished.count()).toBeGreaterThan(0);
    const date = finished.first().getByTestId('search-match-date');
    await expect(date).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    // The day and month in the locale's order ("26-11" in Vietnamese, "11/26" in English).
    await expect(date).toHaveText(/^\d{2}[/.-]\d{2}$/);

    await box.fill('Chelsea');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/vi\/search\?name=Chelsea$/);
    await expect(page.getByTestId('search-teams')).toContainText('Chelsea');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('names are whole, not cut with an ellipsis', async ({ page }) => {
      await page.goto('/en/search?name=united');
      const names = page.locator(
        '[data-testid="search-match-home"], [data-testid="search-match-away"]',
      );
      expect(await names.count()).toBeGreaterThan(0);
      // Neither cut nor running out of its row; the date and time line is whole too.
      const cut = await names.evaluateAll((els) =>
        els
          .filter((e) => {
            const row = e.closest('a')!.getBoundingClientRect();
            const r = e.getBoundingClientRect();
            return (
              e.scrollWidth > e.clientWidth + 1 || r.left < row.left - 1 || r.right > row.right + 1
            );
          })
          .map((e) => e.textContent),
      );
      expect(cut).toEqual([]);
      const states = page.locator('[data-testid="search-match-state"] > span');
      const cutStates = await states.evaluateAll((els) =>
        els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
      );
      expect(cutStates).toEqual([]);
    });
  });
});

/** Opens /en/football, sends a goal for a live row until its pop-up shows, and returns the pop-ups' box. */
async function goalPopup(
  page: Page,
  request: import('@playwright/test').APIRequestContext,
): Promise<Locator> {
  // A football match live now (its goal, if the trigger made it, comes after the test).
  await liveFootballMatch(request, 90_000);
  // The whole day: rows fill the screen behind the pop-up.
  await page.goto('/en/football');
  // The first visit renders in the English default (UTC), then once more in the browser's zone
  // (Asia/Shanghai here), which remounts the list: send the goal after that.
  await expect(page.getByTestId('zone-label').first()).toHaveAttribute(
    'data-zone',
    'Asia/Shanghai',
    { timeout: 30_000 },
  );
  const live = page.locator('[data-testid="score-row"][data-status="live"]');
  await expect(live.first()).toBeVisible();
  const id = Number(await live.first().getAttribute('data-match-id'));
  const alerts = page.getByTestId('score-alerts');
  await expect
    .poll(
      async () => {
        await request.post('/api/__test/push', {
          data: { type: 'goal', sport: 'football', match_id: id },
        });
        return alerts.isVisible();
      },
      { timeout: 20_000, intervals: [1000] },
    )
    .toBe(true);
  return alerts;
}

for (const viewport of [
  { width: 1366, height: 860 },
  { width: 390, height: 844 },
]) {
  test(`a goal pop-up covers no row's score at ${viewport.width} px`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const alerts = await goalPopup(page, request);
    const popup = await alerts.boundingBox();
    expect(popup).not.toBeNull();
    const scores = page.locator(
      // Both figures of every row's score (score-row.tsx ROW_PARTS).
      '[data-testid="score-row"] > .sr-score > span',
    );
    const boxes = await scores.evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
    const covered = boxes.filter((b) => b.height > 0 && overlaps(b, popup as Box));
    expect(covered).toEqual([]);
  });
}

test.describe('the match centre timeline on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('never breaks a line inside a score', async ({ page, request }) => {
    // A finished football match of the last days with goals (the day in Asia/Shanghai, the API's default).
    let id = 0;
    for (const back of [1, 2, 3]) {
      const res = await request.post('/api/hot_match/all_match', {
        data: {
          sport: 'football',
          date: addDays(todayIn('Asia/Shanghai'), -back),
          status: 'finished',
        },
      });
      const list = (
        (await res.json()) as {
          data: { matches: { id: number; home_score: number; away_score: number }[] };
        }
      ).data.matches;
      const m = list.find((x) => x.home_score + x.away_score >= 2);
      if (m) {
        id = m.id;
        break;
      }
    }
    expect(id).toBeGreaterThan(0);
    await page.goto(`/vi/score-detail?id=${id}`);
    const scores = page.locator('[data-testid="event-score"], [data-testid="period-line"]');
    await expect(scores.first()).toBeVisible();
    const broken = await scores.evaluateAll((els) =>
      els
        .filter((e) => {
          const lines = new Set(Array.from(e.getClientRects(), (r) => Math.round(r.top)));
          return lines.size > 1;
        })
        .map((e) => e.textContent),
    );
    expect(broken).toEqual([]);
  });
});
