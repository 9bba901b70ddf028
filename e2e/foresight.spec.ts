import en from '../messages/en.json' with { type: 'json' };
import vi from '../messages/vi.json' with { type: 'json' };
import zh from '../messages/zh.json' with { type: 'json' };
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { ForesightList, ForesightMatch } from '../lib/foresight/contract';
import { expect, test } from './fixtures';

/** The suite's browser and these pages share one zone (a returning visitor's `tz` cookie). */
const ZONE = 'Asia/Shanghai';
const MESSAGES = { zh, en, vi } as const;
const PREFIX = { zh: '', en: '/en', vi: '/vi' } as const;

async function list(
  request: APIRequestContext,
  params: Record<string, string | number>,
  lang = 'zh',
): Promise<ForesightList> {
  const q = new URLSearchParams({ tz: ZONE, ...params });
  const res = await request.get(`/api/foresight/list?${q}`, { headers: { lang } });
  const body = (await res.json()) as { code: number; msg: string; data: ForesightList };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

/** The day of the four with the most football matches to come, and its first page. */
async function busiestDay(request: APIRequestContext, lang = 'zh'): Promise<ForesightList> {
  const today = await list(request, {}, lang);
  const days = await Promise.all(today.days.map((date) => list(request, { date }, lang)));
  return days.sort((a, b) => b.total - a.total)[0];
}

async function inZone(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'tz', value: ZONE, url: baseURL ?? 'http://localhost:3100' }]);
}

/** Every card of the page shows the five kinds of intelligence, in the page's language. */
async function checkCards(page: Page, day: ForesightList, lang: keyof typeof MESSAGES) {
  const t = MESSAGES[lang].foresight;
  const cards = page.getByTestId('foresight-match');
  await expect(cards).toHaveCount(day.matches.length);
  for (const [i, m] of day.matches.entries()) {
    const card = cards.nth(i);
    await expect(card).toHaveAttribute('data-match', String(m.id));
    await expect(card.getByTestId('team-home')).toContainText(m.home.name);
    await expect(card.getByTestId('team-home')).toHaveAttribute(
      'href',
      `${PREFIX[lang]}/score-detail?id=${m.id}`,
    );
    // Absences: every player with the reason in the page's language and the expected return.
    const absences = card.getByTestId('pair-absences');
    for (const side of ['home', 'away'] as const) {
      const cell = absences.locator(`[data-side="${side}"]`);
      for (const a of m[side].absences) {
        const row = cell.locator(`li[data-player="${a.player_id}"]`);
        await expect(row).toContainText(a.name);
        await expect(row).toContainText(t.reasons[a.reason]);
        if (a.returns_on)
          await expect(row.locator(`time[datetime="${a.returns_on}"]`)).toBeVisible();
      }
      if (m[side].absences.length === 0) await expect(cell).toContainText(t.absences.none);
    }
    // Form: five results with their scores; table places; the index from its opening.
    await expect(
      card.getByTestId('pair-form').locator('[data-side="home"] [data-result]'),
    ).toHaveCount(m.home.form.length);
    if (m.home.table)
      await expect(
        card.getByTestId('pair-table').locator('[data-side="home"] [data-stake]').first(),
      ).toBeVisible();
    await expect(card.getByTestId('odds').locator('tr[data-market]')).toHaveCount(m.odds.length);
    // The expected line-ups: eleven names without an absent player.
    const lineups = card.getByTestId('pair-lineups');
    await expect(lineups).toBeHidden();
    if (i === 0) {
      await card.locator('summary').click();
      await expect(lineups).toBeVisible();
    }
    for (const side of ['home', 'away'] as const) {
      const xi = lineups.locator(`[data-side="${side}"] [data-testid="lineup"]`);
      const names = (await xi.locator('ol').textContent()) ?? '';
      for (const p of m[side].lineup!.starters) expect(names).toContain(p.name);
      for (const a of m[side].absences) expect(names).not.toContain(`${a.shirt_number} ${a.name}`);
    }
  }
}

test.describe('the intelligence centre', () => {
  test.beforeEach(async ({ context, baseURL }) => inZone(context, baseURL));

  for (const lang of ['zh', 'en', 'vi'] as const) {
    test(`${lang}: the busiest day lists its matches with absences, line-ups, form, table and odds`, async ({
      page,
      request,
    }) => {
      const t = MESSAGES[lang].foresight;
      const day = await busiestDay(request, lang);
      expect(day.total).toBeGreaterThan(0);
      const res = await page.goto(`${PREFIX[lang]}/foresight?date=${day.date}`);
      expect(res?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(t.meta.title.slice(0, 6)));
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: t.days.label }).locator(`[data-date="${day.date}"]`),
      ).toHaveAttribute('aria-current', 'date');
      await checkCards(page, day, lang);
      // Some matches have someone out, with a reason of the catalogue.
      expect(day.matches.some((m) => m.home.absences.length + m.away.absences.length > 0)).toBe(
        true,
      );
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('filters a competition and pages through links, and opens one match in full', async ({
      page,
      request,
    }) => {
      const day = await busiestDay(request);
      const c = day.competitions[0];
      await page.goto(`/foresight?date=${day.date}`);
      await page.locator(`aside [data-competition="${c.id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`competition=${c.id}`));
      const cards = page.getByTestId('foresight-match');
      await expect(cards).toHaveCount(Math.min(c.count, 12));
      const filtered = await list(request, { date: day.date, competition_id: c.id });
      await checkCards(page, filtered, 'zh');

      const m = filtered.matches[0];
      await cards.first().getByRole('link', { name: zh.foresight.card.open }).click();
      await expect(page).toHaveURL(new RegExp(`/foresight\\?id=${m.id}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: `${m.home.name} vs ${m.away.name}` }),
      ).toBeVisible();
      // Everything open: the line-ups and the meetings.
      await expect(page.getByTestId('pair-lineups')).toBeVisible();
      await expect(page.getByTestId('lineup').first().locator('ol li')).not.toHaveCount(0);

      // Basketball: five starters a side.
      const hoops = await list(request, { sport: 'basketball', date: day.date });
      await page.goto(`/foresight?sport=basketball&date=${day.date}`);
      if (hoops.matches.length) {
        const card = page.getByTestId('foresight-match').first();
        const names =
          (await card.locator('[data-side="home"] [data-testid="lineup"] ol').textContent()) ?? '';
        expect(hoops.matches[0].home.lineup!.starters).toHaveLength(5);
        for (const p of hoops.matches[0].home.lineup!.starters) expect(names).toContain(p.name);
      }
    });
  });

  test('an absent player is not on the match centre’s published team sheet', async ({
    page,
    request,
  }) => {
    // A match with its team sheet published (the day before kick-off) and someone out.
    let found: ForesightMatch | undefined;
    const today = await list(request, {});
    for (const date of today.days.slice(0, 2)) {
      for (let p = 1; !found; p++) {
        const day = await list(request, { date, page: p });
        found = day.matches.find(
          (m) => m.home.lineup?.confirmed && m.home.absences.length + m.away.absences.length > 0,
        );
        if (p >= day.pages) break;
      }
      if (found) break;
    }
    expect(found, 'a match with a published sheet and an absentee').toBeDefined();
    const m = found!;
    await page.goto(`/en/score-detail?id=${m.id}&tab=lineups`);
    const res = await request.get(`/api/foresight/match?id=${m.id}`, { headers: { lang: 'en' } });
    const named = ((await res.json()) as { data: ForesightMatch }).data;
    for (const side of ['home', 'away'] as const) {
      const column = page.getByTestId(`starters-${side}`).locator('xpath=..');
      await expect(page.getByTestId(`starters-${side}`).getByRole('listitem')).toHaveCount(11);
      for (const a of named[side].absences) await expect(column).not.toContainText(a.name);
    }
    // The match centre links to the match's intelligence.
    await page.getByTestId('foresight-link').click();
    await expect(page).toHaveURL(new RegExp(`/en/foresight\\?id=${m.id}$`));
    await expect(page.getByTestId('foresight-match')).toHaveAttribute('data-match', String(m.id));
  });
});
