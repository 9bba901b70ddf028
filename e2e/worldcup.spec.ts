import en from '../messages/en.json' with { type: 'json' };
import vi from '../messages/vi.json' with { type: 'json' };
import zh from '../messages/zh.json' with { type: 'json' };
import { clockIn } from '../lib/rules/zone';
import { expect, test } from './fixtures';

/**
 * The 2026 World Cup page (docs/product.md §2 `/trophy/home`) as a crawler or a visitor without
 * JavaScript gets it, in each language: the champions, the 12 group tables, the bracket with the
 * final, the results with scorers in the page's zone, the top scorers and a squad, all in the
 * server HTML, with a SportsEvent in the JSON-LD for each match shown.
 */

const CASES = [
  {
    prefix: '',
    m: zh,
    zone: 'Asia/Shanghai',
    spain: '西班牙',
    argentina: '阿根廷',
    mexico: '墨西哥',
    ferran: '费兰·托雷斯',
    mbappe: '姆巴佩',
    messi: '梅西',
  },
  {
    prefix: '/en',
    m: en,
    zone: 'UTC',
    spain: 'Spain',
    argentina: 'Argentina',
    mexico: 'Mexico',
    ferran: 'Ferran Torres',
    mbappe: 'Kylian Mbappé',
    messi: 'Lionel Messi',
  },
  {
    prefix: '/vi',
    m: vi,
    zone: 'Asia/Ho_Chi_Minh',
    spain: 'Tây Ban Nha',
    argentina: 'Argentina',
    mexico: 'Mexico',
    ferran: 'Ferran Torres',
    mbappe: 'Kylian Mbappé',
    messi: 'Lionel Messi',
  },
] as const;

type Ld = Record<string, unknown> & { '@type'?: string };

test.describe('the World Cup without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const c of CASES) {
    test(`${c.prefix}/trophy/home: groups, thirds, bracket and final, with SportsEvent JSON-LD`, async ({
      page,
    }) => {
      const res = await page.goto(`${c.prefix}/trophy/home`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: c.m.worldcup.title })).toBeVisible();
      await expect(page.getByTestId('hero-champion')).toContainText(c.spain);
      await expect(page.getByTestId('hero-final')).toContainText(
        new RegExp(`${c.spain}\\s*1–0\\s*${c.argentina}`),
      );

      // The 12 groups with their tables, Mexico on top of group A.
      const groups = page.getByTestId('group-table');
      await expect(groups).toHaveCount(12);
      for (const g of ['A', 'F', 'L']) {
        const table = page.locator(`[data-testid="group-table"][data-group="${g}"]`);
        await expect(table.getByRole('heading')).toHaveText(
          c.m.worldcup.group.replace('{group}', g),
        );
        await expect(table.getByTestId('group-row')).toHaveCount(4);
      }
      const a = page.locator('[data-testid="group-table"][data-group="A"]');
      await expect(a.getByTestId('group-row').first()).toHaveAttribute('data-team', 'MEX');
      await expect(a.getByTestId('group-row').first()).toContainText(c.mexico);
      await expect(a.getByTestId('group-row').first().locator('[data-col="points"]')).toHaveText(
        '9',
      );
      // Eight of the twelve third-placed teams go through.
      await expect(page.getByTestId('third-row')).toHaveCount(12);
      await expect(page.locator('[data-testid="third-row"][data-qualified="true"]')).toHaveCount(8);

      // The bracket: 16 + 8 + 4 + 2 + 1 matches and the match for third place; the final.
      const bracket = page.getByTestId('bracket');
      await expect(bracket).toBeVisible();
      await expect(bracket.getByTestId('bracket-match')).toHaveCount(32);
      const final = page.getByTestId('bracket-final');
      await expect(final).toContainText(c.spain);
      await expect(final).toContainText(c.argentina);
      await expect(final).toContainText(c.m.worldcup.match.aet);
      await expect(final.locator('[data-winner="true"]')).toContainText(c.spain);
      await expect(final.locator('[data-winner="true"]')).toContainText('1');
      await expect(page.getByTestId('champion').first()).toContainText(c.spain);

      // JSON-LD: a SportsEvent for each knockout match, the final among them.
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const lds = blocks.flatMap((b) => JSON.parse(b) as Ld | Ld[]) as Ld[];
      const events = lds.filter((d) => d['@type'] === 'SportsEvent');
      expect(events).toHaveLength(32);
      const finalLd = events.find((e) => e.name === `${c.spain} vs ${c.argentina}`);
      expect(finalLd).toMatchObject({
        '@context': 'https://schema.org',
        startDate: '2026-07-19T19:00:00.000Z',
        homeTeam: { '@type': 'SportsTeam', name: c.spain },
        awayTeam: { '@type': 'SportsTeam', name: c.argentina },
      });
      expect(String(finalLd?.url)).toMatch(/\/trophy\/home\?tab=matches#m104$/);
      expect(lds.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    });
  }

  test('the results: 104 matches with scorers, kick-offs in the page’s zone', async ({ page }) => {
    for (const c of CASES) {
      await page.goto(`${c.prefix}/trophy/home?tab=matches`);
      await expect(page.getByTestId('wc-match')).toHaveCount(104);
      await expect(page.getByTestId('wc-section')).toHaveCount(18);
      const final = page.locator('#m104');
      await expect(final.getByTestId('wc-score')).toHaveText('1–0');
      await expect(final).toContainText(c.ferran);
      await expect(final).toContainText(c.m.worldcup.match.aet);
      const time = final.locator('time');
      await expect(time).toHaveAttribute('datetime', '2026-07-19T19:00:00.000Z');
      await expect(time).toContainText(clockIn('2026-07-19T19:00:00.000Z', c.zone));
      await expect(page.getByTestId('zone-label').first()).toHaveAttribute('data-zone', c.zone);
      // A shoot-out: Paraguay beat Germany 4–3 on penalties after 1–1.
      await expect(page.locator('#m74')).toContainText(
        c.m.worldcup.match.pens.replace('{home}', '3').replace('{away}', '4'),
      );
      const lds = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .flatMap((b) => JSON.parse(b) as Ld | Ld[])
        .filter((d) => (d as Ld)['@type'] === 'SportsEvent');
      expect(lds).toHaveLength(104);
    }
    // ?tz= moves every kick-off: the opening match, 13:00 in Mexico City, is 04:00 in Tokyo.
    await page.goto('/en/trophy/home?tab=matches&tz=Asia/Tokyo');
    await expect(page.locator('#m1 time')).toContainText('04:00');
  });

  test('the top scorers and a squad', async ({ page }) => {
    for (const c of CASES) {
      await page.goto(`${c.prefix}/trophy/home?tab=scorers`);
      const first = page.getByTestId('scorer').first();
      await expect(first).toContainText(c.mbappe);
      await expect(first.locator('[data-col="goals"]')).toHaveText('10');

      await page.goto(`${c.prefix}/trophy/home?tab=squads&team=ARG`);
      await expect(page.getByTestId('squad')).toHaveAttribute('data-team', 'ARG');
      await expect(page.getByTestId('squad-player')).toHaveCount(26);
      const messi = page.getByTestId('squad-player').filter({ hasText: c.messi });
      await expect(messi).toContainText('38');
      await expect(page.getByTestId('squad-finish')).toHaveText(c.m.worldcup.finish.runnerUp);
    }
    // Without a team: the champions' squad; an unknown tab is the overview.
    await page.goto('/trophy/home?tab=squads');
    await expect(page.getByTestId('squad')).toHaveAttribute('data-team', 'ESP');
    const res = await page.goto('/trophy/home?tab=nope&team=zzz');
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId('group-table')).toHaveCount(12);
  });

  test('found from the footer and the data library', async ({ page }) => {
    await page.goto('/base-football?id=82');
    await page.getByRole('contentinfo').getByRole('link', { name: zh.worldcup.short }).click();
    await expect(page).toHaveURL(/\/trophy\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: zh.worldcup.title })).toBeVisible();
  });
});

test.describe('the World Cup on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the bracket stacks by round, the final first', async ({ page }) => {
    await page.goto('/en/trophy/home');
    await expect(page.getByTestId('bracket')).toBeHidden();
    const stacked = page.getByTestId('bracket-stacked');
    await expect(stacked).toBeVisible();
    await expect(stacked.getByTestId('bracket-match').first()).toContainText('Spain');
    // Nothing wider than the screen but the bracket's own scroller.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
