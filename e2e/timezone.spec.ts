import type { Page } from '@playwright/test';
import { clockIn, zoneLabel } from '../lib/rules/zone';
import { expect, test } from './fixtures';

/**
 * Issue 8 §1: every time on the score pages is in the visitor's zone, labelled, in
 * `<time datetime>`; the server renders in the zone the browser reported (tz cookie), a `?tz=`
 * link overrides it, an invalid zone falls back to the locale's, and hydration never sees two zones.
 */

/** Console errors and warnings and page errors (a hydration mismatch shows as one of these). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Every kick-off in the list shows the HH:mm of its datetime in `zone`. */
async function expectKickoffsIn(page: Page, zone: string) {
  // Each row's kick-off (score-row.tsx ROW_PARTS).
  const times = page.locator('[data-testid="score-row"] > .sr-state > time');
  await expect(times.first()).toBeVisible();
  const pairs = await times.evaluateAll((els) =>
    els.slice(0, 40).map((e) => ({
      tag: e.tagName,
      iso: e.getAttribute('datetime') ?? '',
      text: e.textContent ?? '',
    })),
  );
  expect(pairs.length).toBeGreaterThan(3);
  for (const p of pairs) {
    expect(p.tag).toBe('TIME');
    expect(Number.isNaN(Date.parse(p.iso))).toBe(false);
    expect(p.text.trim(), `${p.iso} in ${zone}`).toBe(clockIn(p.iso, zone));
  }
}

test.describe('a Vietnamese visitor in Hanoi', () => {
  test.use({ timezoneId: 'Asia/Ho_Chi_Minh', locale: 'vi-VN' });

  test('/vi/football shows kick-offs in GMT+7 with the label, without hydration warnings', async ({
    page,
    context,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/vi/football');
    await expect(page.getByTestId('zone-label').first()).toHaveText('GMT+7');
    await expectKickoffsIn(page, 'Asia/Ho_Chi_Minh');
    // The browser told the server its zone for the next requests.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'tz')?.value)
      .toMatch(/^Asia%2F(Ho_Chi_Minh|Saigon)$/);
    await page.reload();
    await expect(page.getByTestId('zone-label').first()).toHaveText('GMT+7');
    await expectKickoffsIn(page, 'Asia/Ho_Chi_Minh');
    expect(problems).toEqual([]);
  });

  test('?tz= overrides the cookie; an invalid tz falls back to the default, never an error', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const london = await page.goto('/vi/football?tz=Europe/London');
    expect(london?.status()).toBe(200);
    await expect(page.getByTestId('zone-label').first()).toHaveAttribute(
      'data-zone',
      'Europe/London',
    );
    await expect(page.getByTestId('zone-label').first()).toHaveText(zoneLabel('Europe/London'));
    await expectKickoffsIn(page, 'Europe/London');

    const bad = await page.goto('/vi/football?tz=Mars%2FOlympus');
    expect(bad?.status()).toBe(200);
    await expect(page.getByTestId('zone-label').first()).toHaveText('GMT+7');
    await expectKickoffsIn(page, 'Asia/Ho_Chi_Minh');
    expect(problems).toEqual([]);
  });

  test('the English site, rendered first in UTC, switches to Hanoi time without a hydration mismatch', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/en/football');
    // The first answer was UTC (no cookie yet); the refresh brings Hanoi's.
    await expect(page.getByTestId('zone-label').first()).toHaveText('GMT+7');
    await expectKickoffsIn(page, 'Asia/Ho_Chi_Minh');
    expect(problems).toEqual([]);
  });
});

test.describe('a visitor in London', () => {
  test.use({ timezoneId: 'Europe/London', locale: 'en-GB' });

  test('sees London time on /en/football and in the match centre', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/en/football');
    await expect(page.getByTestId('zone-label').first()).toHaveAttribute(
      'data-zone',
      'Europe/London',
    );
    await expect(page.getByTestId('zone-label').first()).toHaveText(zoneLabel('Europe/London'));
    await expectKickoffsIn(page, 'Europe/London');

    const first = page.locator('[data-testid="score-row"] > .sr-state > time').first();
    const iso = (await first.getAttribute('datetime')) ?? '';
    const id = await page.getByTestId('score-row').first().getAttribute('data-match-id');
    await page.goto(`/en/score-detail?id=${id}`);
    const kickoff = page.getByTestId('kickoff');
    await expect(kickoff).toHaveAttribute('datetime', iso);
    await expect(kickoff).toContainText(clockIn(iso, 'Europe/London'));
    await expect(page.getByTestId('scoreboard').getByTestId('zone-label')).toHaveText(
      zoneLabel('Europe/London', Date.parse(iso)),
    );
    expect(problems).toEqual([]);
  });
});

test.describe('a crawler (no cookie, no JavaScript)', () => {
  test.use({ javaScriptEnabled: false, timezoneId: 'America/New_York' });

  test('gets the locale’s zone: one stable page per URL', async ({ page }) => {
    await page.goto('/vi/football');
    await expect(page.getByTestId('zone-label').first()).toHaveAttribute(
      'data-zone',
      'Asia/Ho_Chi_Minh',
    );
    await expectKickoffsIn(page, 'Asia/Ho_Chi_Minh');
    await page.goto('/en/football');
    await expect(page.getByTestId('zone-label').first()).toHaveAttribute('data-zone', 'UTC');
    await page.goto('/football');
    await expect(page.getByTestId('zone-label').first()).toHaveAttribute(
      'data-zone',
      'Asia/Shanghai',
    );
    await expectKickoffsIn(page, 'Asia/Shanghai');
  });
});
