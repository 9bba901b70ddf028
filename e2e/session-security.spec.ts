import { expect, solveCaptcha, test } from './fixtures';

test.describe('the BFF session', () => {
  test('the session cookie is httpOnly and SameSite=Lax, and the page never sees the token', async ({
    loggedInPage: page,
  }) => {
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'sl_session');
    expect(session).toBeDefined();
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    await page.goto('/main');
    expect(await page.evaluate(() => document.cookie)).not.toContain('sl_session');
    const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
    expect(stored).not.toMatch(/"token"/);
  });

  test('a cross-site POST through the BFF is refused and changes nothing', async ({
    request,
    user,
  }) => {
    const res = await request.post('/bff/user/login', {
      data: {
        mobile: user.mobile,
        password: user.password,
        device_type: 'pc',
        captcha: await solveCaptcha(request),
      },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).code).toBe(1);
    const set = res.headers()['set-cookie'] ?? '';
    expect(set).not.toContain('sl_session');
  });

  test('a mutation cannot be sent as GET through the BFF', async ({ request }) => {
    const res = await request.get('/bff/Member/SignOut');
    expect(res.status()).toBe(405);
  });

  test('the platform API answers 700 without a token', async ({ request }) => {
    const res = await request.get('/api/user/info');
    expect(res.status()).toBe(200);
    expect((await res.json()).code).toBe(700);
  });
});
