import crypto from 'node:crypto';
import sharp from 'sharp';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Envelope } from '../lib/contract';
import { expect, registerUser, solveCaptcha, test, type TestUser } from './fixtures';

/**
 * News, videos and the community (issue 10): a post with two images reaches the circle and the
 * search; another account comments and likes it; a video's views rise when it is watched; a
 * category joins "my categories"; every content page has its content without JavaScript; an
 * edit reaches visitors through the content page cache at once.
 */

/** The demo anchor of README (lib/db/seed.ts DEMO_USERS). */
const ANCHOR = { mobile: '86-13800000002', password: 'anchor123456' };

async function apiCall<T>(
  request: APIRequestContext,
  path: string,
  opts: { data?: Record<string, unknown>; token?: string; method?: 'GET' | 'POST' } = {},
): Promise<T> {
  const headers = opts.token ? { token: opts.token } : undefined;
  const res =
    (opts.method ?? (opts.data ? 'POST' : 'GET')) === 'POST'
      ? await request.post(`/api/${path}`, { data: opts.data ?? {}, headers })
      : await request.get(`/api/${path}`, { headers });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}

async function tokenOf(request: APIRequestContext, mobile: string, password: string) {
  const r = await apiCall<{ token: string }>(request, 'user/login', {
    data: { mobile, password, device_type: 'pc', captcha: await solveCaptcha(request) },
  });
  return r.token;
}

async function loginPage(page: Page, baseURL: string | undefined, u: TestUser) {
  const res = await page.request.post('/bff/user/login', {
    data: {
      mobile: u.mobile,
      password: u.password,
      device_type: 'pc',
      captcha: await solveCaptcha(page.request),
    },
    headers: { origin: new URL(baseURL ?? 'http://localhost').origin },
  });
  expect(((await res.json()) as Envelope).code).toBe(0);
}

async function freshPage(browser: Browser, baseURL?: string, javaScriptEnabled = true) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    timezoneId: 'Asia/Shanghai',
  });
  return { context, page: await context.newPage() };
}

/** A small real image: the upload re-encodes it, so it must decode. */
async function picture(color: string, name: string) {
  const buffer = await sharp({
    create: { width: 320, height: 200, channels: 3, background: color },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

test.describe('community', () => {
  test('a post with two images reaches the circle and the search; another account comments and likes it', async ({
    browser,
    baseURL,
    loggedInPage: page,
  }) => {
    const word = `e2e${crypto.randomInt(10_000, 99_999)}`;
    const text = `${word} 今晚的比赛太精彩了 bóng đá`;
    await page.goto('/circle');
    const composer = page.getByTestId('composer');
    await expect(composer).toBeVisible();
    await composer.getByTestId('composer-circle').selectOption({ index: 1 });
    await composer.getByTestId('composer-text').fill(text);
    await composer
      .getByTestId('composer-image-input')
      .setInputFiles([await picture('#16a34a', 'a.png'), await picture('#dc2626', 'b.png')]);
    await expect(composer.getByTestId('composer-images').locator('img')).toHaveCount(2, {
      timeout: 20_000,
    });
    await composer.getByTestId('composer-submit').click();
    const mine = page.getByTestId('post-card').filter({ hasText: word }).first();
    await expect(mine).toBeVisible({ timeout: 20_000 });
    await expect(mine.getByTestId('post-images').locator('img')).toHaveCount(2);

    // A visitor sees it in the circle (the cached page was dropped) and finds it by search.
    const guest = await freshPage(browser, baseURL);
    await guest.page.goto('/circle');
    await expect(guest.page.getByTestId('post-card').filter({ hasText: word })).toHaveCount(1);
    await guest.page.goto(`/search?name=${word}`);
    const hit = guest.page.getByTestId('search-post-list').getByRole('link').first();
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(guest.page).toHaveURL(/\/circle-detail\?id=\d+/);
    const detailUrl = guest.page.url();
    await guest.context.close();

    // Another account likes and comments; both last (server state, not only the screen).
    const other = await registerUser(page.request);
    const b = await freshPage(browser, baseURL);
    await loginPage(b.page, baseURL, other);
    await b.page.goto(detailUrl);
    const like = b.page.getByTestId('post-like').first();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    const thread = b.page.getByTestId('comment-thread');
    const reply = `Great shot! ${word}`;
    await thread.getByTestId('comment-composer').locator('textarea').fill(reply);
    await thread.getByTestId('comment-composer').locator('button[type="submit"]').click();
    await expect(thread.getByTestId('comment-text').filter({ hasText: reply })).toBeVisible();
    await b.page.reload();
    await expect(b.page.getByTestId('post-like').first()).toHaveAttribute('aria-pressed', 'true');
    await expect(
      b.page.getByTestId('comment-thread').getByTestId('comment-text').filter({ hasText: reply }),
    ).toBeVisible();
    await b.context.close();

    // The author sees the other account's comment under the post.
    await page.goto(detailUrl);
    await expect(page.getByTestId('comment-text').filter({ hasText: reply })).toBeVisible();
  });
});

test.describe('videos', () => {
  test('watching a video counts a view', async ({ page }) => {
    const list = await apiCall<{ list: { id: number; views: number }[] }>(
      page.request,
      'Video/getList',
      { data: { size: 5 } },
    );
    const id = list.list[0].id;
    await page.goto(`/video-player?id=${id}`);
    const views = page.getByTestId('video-views').first();
    const before = Number(await views.getAttribute('data-views'));
    await page.getByTestId('vod-play').click();
    await expect
      .poll(async () => Number(await views.getAttribute('data-views')), { timeout: 20_000 })
      .toBe(before + 1);
    // It really plays (hls.js on the demo media).
    const video = page.getByTestId('vod-player').locator('video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0);
  });

  test('a user adds a category to "my categories"', async ({ loggedInPage: page }) => {
    const cats = await apiCall<{ id: number; name: string }[]>(page.request, 'Videoclassification');
    const cat = cats[2];
    await page.goto(`/video-classify?type=3&id=${cat.id}&name=${encodeURIComponent(cat.name)}`);
    const mine = page.getByTestId('my-categories');
    await expect(mine.getByTestId('my-categories-empty')).toBeVisible();
    const add = page.getByTestId('my-category-button');
    // The button turns at once; the reload waits for the save it started.
    const saved = page.waitForResponse((r) =>
      r.url().includes('/bff/videocclassification/addMyclassification'),
    );
    await add.click();
    await expect(add).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('my-category-button')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('my-categories')).toContainText(cat.name);
    await expect(page.getByTestId('my-categories-empty')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test('every content page renders its main content', async ({ browser, baseURL, request }) => {
    const news = await apiCall<{ list: { id: number; title: string }[] }>(
      request,
      'Portal_post/getList2?size=1',
    );
    const videos = await apiCall<{ list: { id: number; title: string }[] }>(
      request,
      'Video/getList',
      { data: { size: 1 } },
    );
    const cats = await apiCall<{ id: number; name: string }[]>(request, 'Videoclassification');
    const posts = await apiCall<{ list: { id: number; content: string }[] }>(
      request,
      'anchor_dynamics/list?limit=1',
    );
    const { context, page } = await freshPage(browser, baseURL, false);
    const pages: [string, (p: Page, zh: boolean) => Promise<void>][] = [
      [
        '/main',
        async (p) => {
          await expect(p.getByTestId('home-news').getByTestId('news-row').first()).toBeVisible();
          await expect(p.getByTestId('home-media').getByTestId('video-card').first()).toBeVisible();
        },
      ],
      ['/news', async (p) => expect(p.getByTestId('news-card').first()).toBeVisible()],
      [
        `/news/${news.list[0].id}`,
        async (p, zh) => {
          // The API answered in Chinese: other languages show their own translation.
          if (zh) await expect(p.locator('h1')).toHaveText(news.list[0].title);
          else await expect(p.locator('h1')).not.toBeEmpty();
          await expect(p.getByTestId('article-body')).not.toBeEmpty();
        },
      ],
      ['/video-list', async (p) => expect(p.getByTestId('video-card').first()).toBeVisible()],
      [
        `/video-player?id=${videos.list[0].id}`,
        async (p, zh) => {
          if (zh) await expect(p.locator('h1')).toHaveText(videos.list[0].title);
          else await expect(p.locator('h1')).not.toBeEmpty();
          await expect(p.getByTestId('vod-player')).toBeVisible();
        },
      ],
      [
        `/video-classify?type=3&id=${cats[0].id}&name=${encodeURIComponent(cats[0].name)}`,
        async (p) => {
          await expect(p.getByTestId('video-category-menu')).toBeVisible();
          await expect(p.getByTestId('video-card').first()).toBeVisible();
        },
      ],
      ['/circle', async (p) => expect(p.getByTestId('post-card').first()).toBeVisible()],
      [
        `/circle-detail?id=${posts.list[0].id}`,
        async (p) => {
          await expect(p.getByTestId('post-text').first()).toBeVisible();
          await expect(p.getByTestId('comment-thread')).toBeVisible();
        },
      ],
      [
        `/search?name=${encodeURIComponent('bong da')}`,
        async (p) =>
          expect(p.getByTestId('search-news-list').getByRole('link').first()).toBeVisible(),
      ],
    ];
    for (const [path, check] of pages) {
      for (const prefix of ['', '/en', '/vi']) {
        const res = await page.goto(prefix + path);
        expect(res?.status(), prefix + path).toBe(200);
        await check(page, prefix === '');
      }
    }
    await context.close();
  });
});

test.describe('caching', () => {
  test('an edited article reaches visitors at once, though its page is cached', async ({
    request,
  }) => {
    const token = await tokenOf(request, ANCHOR.mobile, ANCHOR.password);
    const cats = await apiCall<{ id: number; slug: string }[]>(request, 'Headlines/classifyList');
    const category_id = cats[0].id;
    const { id } = await apiCall<{ id: number }>(request, 'Headlines_user/insert', {
      data: { category_id, title: '初版标题 e2e', body: '<p>第一版</p>' },
      token,
    });
    const get = async () => {
      const res = await request.get(`/news/${id}`);
      expect(res.status()).toBe(200);
      return { cache: res.headers()['x-page-cache'], html: await res.text() };
    };
    expect((await get()).cache).toBe('miss');
    const second = await get();
    expect(second.cache).toBe('hit');
    expect(second.html).toContain('初版标题 e2e');
    await apiCall(request, 'Headlines_user/update', {
      data: { id, category_id, title: '修订标题 e2e', body: '<p>第二版</p>' },
      token,
    });
    const after = await get();
    expect(after.cache).toBe('miss');
    expect(after.html).toContain('修订标题 e2e');
    expect(after.html).not.toContain('初版标题 e2e');
  });
});
