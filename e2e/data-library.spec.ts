import en from '../messages/en.json' with { type: 'json' };
import zh from '../messages/zh.json' with { type: 'json' };
import { expect, test } from './fixtures';

const CJK = /[\u4e00-\u9fff]/;

test.describe('the data library for crawlers and visitors without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/base-football?id=82 has the table with team names, then the scorers and the rounds', async ({
    page,
  }) => {
    const res = await page.goto('/base-football?id=82');
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(/^英格兰超级联赛 \d{4}\/\d{2} 积分榜/);
    await expect(page.getByRole('heading', { level: 1, name: '英格兰超级联赛' })).toBeVisible();
    const rows = page.getByTestId('table-row');
    await expect(rows).toHaveCount(20);
    await expect(page.getByRole('rowheader', { name: '阿森纳' })).toBeVisible();
    await expect(rows.first().locator('img[src^="/crest/"]')).toBeVisible();
    // Champions League places are marked, and the key says so.
    await expect(page.getByRole('list', { name: zh.dataLibrary.zones.legend })).toContainText(
      zh.dataLibrary.zones.ucl,
    );

    const tabs = page.getByRole('navigation', { name: zh.dataLibrary.tabsLabel });
    await tabs.getByRole('link', { name: zh.dataLibrary.tabs.scorers }).click();
    await expect(page).toHaveURL(/\/base-football\?id=82&tab=scorers$/);
    await expect(page).toHaveTitle(/射手榜/);
    await expect(tabs.getByRole('link', { name: zh.dataLibrary.tabs.scorers })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const scorers = page.getByTestId('ranking-row');
    expect(await scorers.count()).toBeGreaterThan(5);
    await expect(scorers.first().getByRole('rowheader')).toHaveText(CJK);

    await page
      .getByRole('navigation', { name: zh.dataLibrary.tabsLabel })
      .getByRole('link', { name: zh.dataLibrary.tabs.matches })
      .click();
    const matches = page.getByTestId('round-match');
    // The click navigates: wait for the rounds before counting.
    await expect(matches.first()).toBeVisible();
    await expect(matches.first()).toHaveAttribute('href', /^\/score-detail\?id=\d+$/);
    // Another round through the picker's links.
    await page.getByRole('link', { name: /^上一轮/ }).click();
    await expect(page).toHaveURL(/tab=matches&round=\d+/);
    expect(await page.getByTestId('round-match').count()).toBeGreaterThan(0);
  });

  test('/en/base-basketball?id=1 shows the NBA in two conferences with English names', async ({
    page,
  }) => {
    const res = await page.goto('/en/base-basketball?id=1');
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(/^NBA \d{4}\/\d{2} standings/);
    await expect(page.getByRole('heading', { name: 'Eastern Conference' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Western Conference' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Boston Celtics' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: en.dataLibrary.table.winPct })).toHaveCount(
      2,
    );
    const table = await page.locator('main').innerText();
    expect(table).not.toMatch(CJK);

    await page.getByRole('link', { name: en.dataLibrary.tabs.players }).click();
    await page.getByRole('link', { name: en.dataLibrary.players.statsLong.rebounds }).click();
    await expect(page).toHaveURL(/tab=players&stat=rebounds/);
    await expect(page.getByTestId('ranking-row').first()).toBeVisible();
  });
});

test('ids that name nothing are a real 404, never a 500; no id is the default competition', async ({
  request,
}) => {
  const bad = [
    '/base-football?id=abc',
    '/base-football?id=-1',
    '/base-football?id=0',
    '/base-football?id=99999999999999999999',
    '/base-football?id=99999',
    '/base-football?id=1',
    '/base-basketball?id=82',
    '/en/base-basketball?id=xyz',
    '/base-football?id=82&season=999999',
  ];
  for (const url of bad) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(404);
  }
  const football = await request.get('/base-football');
  expect(football.status()).toBe(200);
  expect(await football.text()).toContain('英格兰超级联赛');
  const basketball = await request.get('/vi/base-basketball');
  expect(basketball.status()).toBe(200);
  expect(await basketball.text()).toContain('NBA');
});
