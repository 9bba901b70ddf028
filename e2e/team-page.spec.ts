import en from '../messages/en.json' with { type: 'json' };
import zh from '../messages/zh.json' with { type: 'json' };
import vi from '../messages/vi.json' with { type: 'json' };
import type { Envelope } from '../lib/contract';
import { expect, test } from './fixtures';

/**
 * The team page for crawlers and visitors without JavaScript (docs/product.md §2 "Teams, players
 * and discussion"): Arsenal's page in the three languages, its JSON-LD, its 404 and its sitemap.
 */
test.describe('the team page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/team?id= shows the squad, the next match, the table row and SportsTeam JSON-LD in zh, en and vi', async ({
    page,
    request,
  }) => {
    const res = await request.get('/api/Football/season_table?competition_id=82');
    const table = (await res.json()) as Envelope<{
      groups: { rows: { team_id: number; team_name_en: string }[] }[];
    }>;
    const id = table.data.groups[0].rows.find((r) => r.team_name_en === 'Arsenal')!.team_id;

    for (const [prefix, name, t] of [
      ['', '阿森纳', zh.teamPage],
      ['/en', 'Arsenal', en.teamPage],
      ['/vi', 'Arsenal', vi.teamPage],
    ] as const) {
      const r = await page.goto(`${prefix}/team?id=${id}`);
      expect(r?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${name}`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${prefix}/team\\?id=${id}$`),
      );
      // The squad by position, each name a player page.
      const squad = page.getByTestId('squad-player');
      expect(await squad.count()).toBeGreaterThan(15);
      await expect(squad.first().getByRole('link')).toHaveAttribute('href', /\/player\?id=\d+$/);
      // The live or next match, linked to its match centre.
      const next = page.locator('[data-testid="team-live"], [data-testid="team-next"]');
      await expect(next.getByRole('link', { name: t.matchCentre })).toHaveAttribute(
        'href',
        /\/score-detail\?id=\d+$/,
      );
      // Its row of the Premier League table, highlighted.
      await expect(
        page.locator(`[data-testid="team-table"] tr[data-team="${id}"][data-highlight]`).first(),
      ).toBeVisible();
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const team = ld
        .flatMap((s) => [JSON.parse(s) as unknown].flat() as { '@type': string; name: string }[])
        .find((x) => x['@type'] === 'SportsTeam');
      expect(team?.name).toBe(name);
    }

    expect((await page.goto('/team?id=abc'))?.status()).toBe(404);
    expect((await page.goto('/en/team?id=2000000000'))?.status()).toBe(404);

    const sitemap = await (await request.get('/sitemaps/teams.xml')).text();
    expect(sitemap).toContain(`/en/team?id=${id}</loc>`);
  });
});
