import en from '../messages/en.json' with { type: 'json' };
import zh from '../messages/zh.json' with { type: 'json' };
import vi from '../messages/vi.json' with { type: 'json' };
import type { Envelope } from '../lib/contract';
import { expect, test } from './fixtures';

/**
 * The player page for crawlers and visitors without JavaScript (docs/product.md §2 "Teams,
 * players and discussion"): the Premier League's top scorer in the three languages, his goals
 * as the ranking counts them, his recent matches linking to the match centre, Person JSON-LD.
 */
test.describe('the player page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/player?id=<top scorer> shows his seasons, recent matches and Person JSON-LD in zh, en and vi', async ({
    page,
    request,
  }) => {
    const res = await request.get(
      '/api/Football_database/footballGoalRankingList?competition_id=82&limit=1',
    );
    const ranking = (await res.json()) as Envelope<
      {
        player_id: number;
        goals: number;
        player_name_zh: string;
        player_name_en: string;
        player_name_vi: string;
      }[]
    >;
    const top = ranking.data[0];
    expect(top.goals).toBeGreaterThan(0);

    for (const [prefix, name, t] of [
      ['', top.player_name_zh, zh.playerPage],
      ['/en', top.player_name_en, en.playerPage],
      ['/vi', top.player_name_vi, vi.playerPage],
    ] as const) {
      const r = await page.goto(`${prefix}/player?id=${top.player_id}`);
      expect(r?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await expect(page.getByTestId('player-club')).toHaveAttribute('href', /\/team\?id=\d+$/);
      await expect(page.getByRole('heading', { name: t.seasons.title })).toBeVisible();
      // The Premier League season's goals are the ranking's (both count the timelines' goals).
      const goals = page.getByTestId('season-goals');
      expect(await goals.count()).toBeGreaterThan(0);
      const all = (await goals.allInnerTexts()).map(Number);
      expect(all).toContain(top.goals);
      await expect(page.getByRole('heading', { name: t.recent.title })).toBeVisible();
      const recent = page.getByTestId('recent-row');
      expect(await recent.count()).toBeGreaterThan(0);
      await expect(recent.first().locator('a[href*="/score-detail?id="]')).toHaveCount(1);
      const ld = (await page.locator('script[type="application/ld+json"]').allInnerTexts())
        .map((s) => JSON.parse(s) as unknown)
        .flat() as { '@type': string; name?: string; affiliation?: { '@type': string } }[];
      const person = ld.find((x) => x['@type'] === 'Person');
      expect(person?.name).toBe(name);
      expect(person?.affiliation?.['@type']).toBe('SportsTeam');
    }
  });

  test('ids that name no player are a real 404', async ({ request }) => {
    for (const path of ['/player?id=abc', '/player?id=0', '/en/player?id=2000000000', '/player']) {
      const r = await request.get(path);
      expect(r.status(), path).toBe(404);
    }
  });
});
