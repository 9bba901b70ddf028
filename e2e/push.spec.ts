import en from '../messages/en.json' with { type: 'json' };
import type { Envelope } from '../lib/contract';
import { startPushDouble } from '../test/push-double';
import { apiLogin, apiPost, expect, test } from './fixtures';

/**
 * Alerts without the app (issue 25; docs/architecture.md "Web Push"): a follower with browser
 * notifications on, reading the message centre in English, and an anchor they follow going live.
 * The message centre shows it and the unread count rises without a reload; the push service
 * double (test/push-double.ts, started here) receives exactly one notification, whose VAPID JWT
 * it verified and whose payload it decrypted, in the follower's language.
 *
 * Chromium here cannot reach a real push service, so the follower's subscription is made by the
 * test with its own keys (the double's), through the BFF as the settings panel sends it.
 */

/** 电竞小七: a demo anchor the demo's director never moves (no match to follow). */
const ANCHOR = { mobile: '86-13800000013', password: 'anchor123456' };

test('a followed anchor goes live: the message centre, the unread count and one Web Push in English', async ({
  loggedInPage: page,
  user,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const double = await startPushDouble();
  try {
    const origin = new URL(baseURL!).origin;
    const fan = await apiLogin(page.request, user.mobile, user.password);
    const anchor = await apiLogin(page.request, ANCHOR.mobile, ANCHOR.password);
    // Off air first, so the broadcast below is a new one.
    await apiPost(page.request, anchor.token, 'Live/endRoom', {});
    const follow = await apiPost(page.request, fan.token, 'Member/attention', {
      anchor_id: anchor.user.id,
      type: 1,
    });
    expect(follow.code, follow.msg).toBe(0);

    // The site's key, then the subscription through the BFF, in English.
    const key = (await (await page.request.get('/bff/Push/vapidKey')).json()) as Envelope<{
      available: boolean;
      public_key: string;
    }>;
    expect(key.data.available).toBe(true);
    const sub = double.subscribe();
    const subscribed = (await (
      await page.request.post('/bff/Push/subscribe', {
        data: { endpoint: sub.endpoint, ...sub.keys },
        headers: { origin, lang: 'en' },
      })
    ).json()) as Envelope<{ subscriptions: number }>;
    expect(subscribed.code, subscribed.msg).toBe(0);
    expect(subscribed.data.subscriptions).toBe(1);

    await page.goto('/en/member?type=17');
    await expect(page.getByTestId('member-messages')).toBeVisible();
    // The welcome message.
    await expect(page.getByTestId('nav-unread')).toHaveText('1');
    await expect(page.getByTestId('push-settings')).toContainText(en.member.push.title);
    // The service worker is served as a script and registers for the whole site.
    const sw = await page.request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    const scope = await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      return (await navigator.serviceWorker.ready).scope;
    });
    expect(scope).toBe(`${origin}/`);

    const started = await apiPost(page.request, anchor.token, 'Live/mobileStartRoom', {
      title: 'Esports night',
      sport: 'other',
      language: 'en',
    });
    expect(started.code, started.msg).toBe(0);
    const roomId = (started.data as { id: number }).id;
    const title = en.api.messages.live.title.replace('{nickname}', anchor.user.user_nickname);

    // Without a reload: the count rises and the list has the news.
    await expect(page.getByTestId('nav-unread')).toHaveText('2');
    await expect(page.getByTestId('message').first()).toContainText(title);
    await expect(page.getByTestId('message').first()).toContainText('Esports night');

    // Exactly one notification, verified (VAPID) and decrypted by the double, in English.
    const [push] = await double.waitFor(1, 30_000);
    await page.waitForTimeout(3000);
    expect(double.received).toHaveLength(1);
    expect(double.rejections).toEqual([]);
    expect(push.endpoint).toBe(sub.endpoint);
    expect(push.claims.aud).toBe(double.origin);
    expect(push.payload).toMatchObject({
      title,
      body: 'Esports night',
      url: `/en/live?id=${roomId}`,
      lang: 'en',
    });
  } finally {
    await double.close();
  }
});
