import type { APIRequestContext } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import zh from '../messages/zh.json' with { type: 'json' };
import type { Envelope } from '../lib/contract';
import { expect, test } from './fixtures';

/**
 * The match centre (/score-detail, /score-live): what a crawler or a visitor without JavaScript
 * gets for a finished match, each section in the HTML; the 404 of bad ids; a live match's table
 * as it stands.
 */

type Item = {
  id: number;
  sport: 'football' | 'basketball';
  status: string;
  competition_id: number;
  season_id: number;
  knockout: boolean;
  home_team_id: number;
  away_team_id: number;
  home_score: number;
  away_score: number;
  home_team_name_en: string;
  away_team_name_en: string;
  home_team_name_zh: string;
  competition_name_en: string;
};
type Centre = {
  match: Item;
  events: { kind: string }[];
  stats: unknown;
  lineups: { home: { starters: unknown[]; formation: string | null } };
  odds: unknown[];
  h2h: unknown[];
};

async function get<T>(
  request: APIRequestContext,
  path: string,
  params?: Record<string, string | number>,
) {
  const res = await request.get(`/api/${path}`, { params });
  return ((await res.json()) as Envelope<T>).data;
}

const DETAIL = {
  football: 'Football/football_match_detail',
  basketball: 'Basketball/getInfo',
} as const;

/** A Shanghai day, `back` days ago. */
const day = (back: number) =>
  new Date(Date.now() + 8 * 3_600_000 - back * 86_400_000).toISOString().slice(0, 10);

/** A finished match of today or yesterday whose centre has every section's data. */
async function finishedMatch(request: APIRequestContext, sport: 'football' | 'basketball') {
  for (const back of [0, 1, 2]) {
    const res = await request.post('/api/hot_match/all_match', {
      data: { sport, date: day(back), status: 'finished' },
    });
    const list = ((await res.json()) as Envelope<{ matches: Item[] }>).data.matches;
    for (const m of list) {
      const d = await get<Centre>(request, DETAIL[sport], { id: m.id });
      if (d.lineups.home.starters.length && d.odds.length && d.stats && d.events.length) return d;
    }
  }
  throw new Error(`no finished ${sport} match with line-ups and odds`);
}

test.describe('the match centre without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a finished football match: teams, score and every section in the HTML', async ({
    page,
    request,
  }) => {
    const d = await finishedMatch(request, 'football');
    const m = d.match;
    const url = (tab?: string) => `/en/score-detail?id=${m.id}${tab ? `&tab=${tab}` : ''}`;

    const res = await page.goto(url());
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId('team-home')).toHaveText(m.home_team_name_en);
    await expect(page.getByTestId('team-away')).toHaveText(m.away_team_name_en);
    await expect(page.getByTestId('score')).toHaveText(`${m.home_score}-${m.away_score}`);
    await expect(page.getByTestId('match-state')).toHaveText(/Full time|After/);
    // English page, English names: no Chinese left in the scoreboard.
    expect(await page.getByTestId('scoreboard').innerText()).not.toMatch(/[\u4e00-\u9fff]/);
    await expect(page).toHaveTitle(
      new RegExp(
        `${m.home_team_name_en} .* ${m.away_team_name_en} – result, ${m.competition_name_en}`,
      ),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/en/score-detail\\?id=${m.id}$`),
    );

    // JSON-LD SportsEvent, parseable, in English.
    // (A script may hold a list: the event and its breadcrumbs.)
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    type Ld = { '@type'?: string; competitor?: unknown[]; startDate?: string };
    const ld = blocks
      .flatMap((b) => [JSON.parse(b) as Ld | Ld[]].flat())
      .find((d) => d['@type'] === 'SportsEvent');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: `${m.home_team_name_en} vs ${m.away_team_name_en}`,
      homeTeam: { '@type': 'SportsTeam', name: m.home_team_name_en },
      awayTeam: { '@type': 'SportsTeam', name: m.away_team_name_en },
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place' },
    });
    expect(ld?.competitor).toHaveLength(2);
    expect(Date.parse(ld?.startDate ?? '')).not.toBeNaN();

    // Timeline (default tab) and each other section, as links that work without JavaScript.
    const timeline = page.getByTestId('tab-timeline');
    await expect(
      timeline.getByRole('heading', { name: en.matchCentre.timeline.title }),
    ).toBeVisible();
    await expect(timeline.getByRole('listitem').first()).toBeVisible();

    await page
      .getByRole('navigation', { name: en.matchCentre.tabs.label })
      .getByRole('link', { name: en.matchCentre.tabs.stats })
      .click();
    await expect(page).toHaveURL(url('stats'));
    await expect(page.getByTestId('stats').getByRole('listitem').first()).toContainText(
      en.matchCentre.stats.possession,
    );

    await page.goto(url('lineups'));
    await expect(page.getByTestId('starters-home').getByRole('listitem')).toHaveCount(11);
    await expect(page.getByTestId('formation-home')).toContainText(d.lineups.home.formation ?? '');

    await page.goto(url('index'));
    const index = page.getByTestId('tab-index');
    await expect(
      index.getByRole('heading', { name: en.matchCentre.index.market.asia }),
    ).toBeVisible();
    await expect(index.locator('[data-company]').first()).toBeVisible();
    await expect(index.locator('details summary').first()).toBeVisible();

    await page.goto(url('h2h'));
    await expect(page.getByTestId('form-home').locator('[data-result]').first()).toBeVisible();
    await expect(page.getByTestId('form-away').locator('[data-result]').first()).toBeVisible();

    await page.goto(url('standings'));
    const standings = page.getByTestId('standings');
    await expect(standings.locator(`tr[data-team="${m.home_team_id}"]`)).toHaveAttribute(
      'data-highlight',
      'true',
    );
    await expect(standings.locator(`tr[data-team="${m.away_team_id}"]`)).toHaveAttribute(
      'data-highlight',
      'true',
    );

    await page.goto(url('live'));
    await expect(page.getByTestId('live-text').getByRole('listitem').first()).toContainText(
      /Full time/,
    );
  });

  test('/score-live opens the same centre on the live text, in Chinese by default', async ({
    page,
    request,
  }) => {
    const d = await finishedMatch(request, 'football');
    await page.goto(`/score-live?id=${d.match.id}`);
    await expect(page.getByTestId('team-home')).toHaveText(d.match.home_team_name_zh);
    await expect(page.getByTestId('live-text')).toBeVisible();
    await expect(page.getByRole('link', { name: zh.matchCentre.tabs.live })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/score-detail\\?id=${d.match.id}$`),
    );
  });

  test('a basketball match: quarter scores and box totals', async ({ page, request }) => {
    const d = await finishedMatch(request, 'basketball');
    await page.goto(`/en/score-detail?id=${d.match.id}&tab=stats`);
    await expect(page.getByTestId('quarter-table')).toBeVisible();
    await expect(page.getByTestId('competition-link')).toHaveAttribute(
      'href',
      `/en/base-basketball?id=${d.match.competition_id}`,
    );
    await expect(page.getByTestId('stats')).toContainText(en.matchCentre.stats.fg);
  });

  test('unknown or malformed ids are a real 404', async ({ page }) => {
    for (const q of [
      '?id=99999999',
      '?id=abc',
      '?id=-1',
      '?id=99999999999999999999',
      '?id=1.5',
      '',
    ]) {
      const res = await page.goto(`/score-detail${q}`);
      expect(res?.status(), q).toBe(404);
    }
    const live = await page.goto('/en/score-live?id=0');
    expect(live?.status()).toBe(404);
  });
});

test.describe('a live match', () => {
  test.use({ javaScriptEnabled: false });

  test('its standings show the table as it stands', async ({ page, request }) => {
    /** A live match whose season table the live scores change right now. */
    async function liveLeagueMatch(): Promise<Item | null> {
      const lines = await get<{ id: number; sport: 'football' | 'basketball' }[]>(
        request,
        'hot_match/getRobot',
      );
      for (const l of lines) {
        const d = await get<Centre>(request, DETAIL[l.sport], { id: l.id });
        if (!d || d.match.status !== 'live') continue;
        const table = await get<{ live: { id: number }[] } | null>(request, 'Football/live_table', {
          competition_id: d.match.competition_id,
          season_id: d.match.season_id,
        });
        if (table?.live.some((x) => x.id === l.id)) return d.match;
      }
      return null;
    }
    let m = await liveLeagueMatch();
    if (!m) {
      // None under way this minute: let the simulator kick one off (test servers only).
      const res = await request.post('/api/__test/goal-soon', { data: { after_ms: 60_000 } });
      expect(((await res.json()) as Envelope<unknown>).code).toBe(0);
      await expect
        .poll(async () => (m = await liveLeagueMatch()), { timeout: 30_000 })
        .not.toBeNull();
    }
    const match = m as unknown as Item;
    await page.goto(`/en/score-detail?id=${match.id}&tab=standings`);
    await expect(page.getByTestId('scoreboard')).toHaveAttribute('data-status', 'live');
    await expect(page.getByTestId('as-it-stands')).toHaveText(en.matchCentre.standings.asItStands);
    const row = page.locator(`tr[data-team="${match.home_team_id}"]`);
    await expect(row).toHaveAttribute('data-highlight', 'true');
    await expect(row.getByTestId('live-chip')).toBeVisible();
    await expect(row.locator('[data-move]')).toHaveCount(1);
  });
});
