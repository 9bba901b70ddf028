import crypto from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import en from '../messages/en.json' with { type: 'json' };
import type { Envelope } from '../lib/contract';
import { E2E_APPLICANTS } from './applicants';
import { apiLogin, expect, outboxCode, registerUser, solveCaptcha, test } from './fixtures';

/**
 * The console's review queues (issue 27 "Review queues"), one journey per queue in Chromium:
 * a user applies as an anchor → an administrator approves in /en/admin/anchors → the user is an
 * anchor; a user applies as an expert → approved in /en/admin/experts (by keyboard: A) → an expert;
 * a fan sends a horn → a moderator rejects it with a reason in /en/admin/horns (a passed
 * horn would show in every live room for minutes and cover the other specs' rooms); an anchor
 * requests a withdrawal
 * → an administrator approves it in /en/admin/withdrawals with the password prompt → paid.
 */

const Q = en.adminQueues;
const ADMIN = { mobile: '86-13800000003', password: 'admin123456' };
const MODERATOR = { mobile: '86-13800000004', password: 'moderator123456' };
const FAN = { mobile: '86-13800000001', password: 'demo123456' };
const ANCHOR = { mobile: '86-13800000002', password: 'anchor123456' };

async function call<T = unknown>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  const res = await request.post(`/api/${path}`, { data, headers: { token, ...headers } });
  return (await res.json()) as Envelope<T>;
}

async function must<T = unknown>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const r = await call<T>(request, token, path, data, headers);
  expect(r.code, `${path}: ${r.msg}`).toBe(0);
  return r.data;
}

/** A browser context logged in through the BFF (its session cookie), English pages. */
async function consolePage(browser: Browser, baseURL: string, who: typeof ADMIN) {
  const context = await browser.newContext({ baseURL, timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  const res = await page.request.post('/bff/user/login', {
    data: {
      mobile: who.mobile,
      password: who.password,
      device_type: 'pc',
      captcha: await solveCaptcha(page.request),
    },
    headers: { origin: new URL(baseURL).origin },
  });
  const body = (await res.json()) as Envelope;
  expect(body.code, body.msg).toBe(0);
  return { context, page };
}

/** The row of `text` in the queue's table. */
const rowOf = (page: Page, text: string) =>
  page.getByTestId('console-row').filter({ hasText: text }).first();

test('anchor application: applied → approved in /en/admin/anchors → an anchor', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const mobile = E2E_APPLICANTS.mobiles[2];
  const { token, user } = await apiLogin(request, mobile, E2E_APPLICANTS.password);
  const photo = async (background: string) => {
    const permit = await must<{ token: string }>(request, token, 'Member/getQiniuToken', {
      purpose: 'id_photo',
    });
    const buffer = await sharp({ create: { width: 640, height: 400, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const res = await request.post('/api/upload/image', {
      multipart: { token: permit.token, file: { name: 'id.jpg', mimeType: 'image/jpeg', buffer } },
    });
    return ((await res.json()) as Envelope<{ url: string }>).data.url;
  };
  await must(request, token, 'user/getCode', {
    mobile,
    type: 2,
    captcha: await solveCaptcha(request),
  });
  await must(request, token, 'Member/applyAnchor', {
    real_name: '王五',
    id_number: '11010519491231002X',
    contact: 'qq: 10003',
    id_front: await photo('#369'),
    id_back: await photo('#963'),
    experience: '三年西甲解说经验，熟悉战术与球员数据。',
    code: await outboxCode(request, mobile),
  });

  const admin = await consolePage(browser, baseURL!, ADMIN);
  try {
    const { page } = admin;
    await page.goto('/en/admin/anchors');
    await expect(page.getByRole('heading', { name: Q.title.anchors })).toBeVisible();
    await expect(page.getByTestId('queue-filter-0')).toHaveAttribute('aria-pressed', 'true');
    // Search by the applicant's nickname: the URL keeps it.
    await page.getByRole('searchbox', { name: Q.searchLabel }).fill(user.user_nickname);
    await page
      .getByTestId('queue-anchors')
      .getByRole('button', { name: en.console.search, exact: true })
      .click();
    await expect(page).toHaveURL(/[?&]q=/);
    const row = rowOf(page, user.user_nickname);
    await expect(row).toContainText('1101**********002X');
    await row.getByRole('button', { name: /^Approve/ }).click();
    const dialog = page.getByTestId('approve-dialog');
    await expect(dialog).toContainText(user.user_nickname);
    await dialog.getByRole('button', { name: en.console.approve, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page.getByTestId('console-row').filter({ hasText: user.user_nickname }),
    ).toHaveCount(0);
    await page.getByTestId('queue-filter-1').click();
    await expect(rowOf(page, user.user_nickname)).toContainText(Q.status.passed);
  } finally {
    await admin.context.close();
  }
  const info = await must<{ is_anchor: number }>(request, token, 'user/info');
  expect(info.is_anchor).toBe(1);
});

test('expert application: applied → approved by keyboard in /en/admin/experts → an expert', async ({
  browser,
  baseURL,
  request,
}) => {
  const u = await registerUser(request);
  const { token } = await apiLogin(request, u.mobile, u.password);
  await must(request, token, 'Expert/apply', {
    text: 'Ten years of reading the Premier League, weekly reviews.',
    gameplays: ['football_asia'],
  });
  const admin = await consolePage(browser, baseURL!, ADMIN);
  try {
    const { page } = admin;
    await page.goto(`/en/admin/experts?q=${encodeURIComponent(u.nickname)}`);
    const row = rowOf(page, u.nickname);
    await expect(row).toContainText(en.experts.gameplay.football_asia);
    // Keyboard first: focus the row, A asks to approve, the dialog confirms.
    await row.focus();
    await page.keyboard.press('a');
    const dialog = page.getByTestId('approve-dialog');
    await expect(dialog).toContainText(u.nickname);
    await dialog.getByRole('button', { name: en.console.approve, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(Q.approvedToast, { exact: true })).toBeVisible();
  } finally {
    await admin.context.close();
  }
  const mine = await must<{ is_expert: number }>(request, token, 'Expert/mine');
  expect(mine.is_expert).toBe(1);
});

test('horn: a fan sends one → a moderator rejects it with a reason', async ({
  browser,
  baseURL,
  request,
}) => {
  const fan = await apiLogin(request, FAN.mobile, FAN.password);
  const text = `Queue horn ${crypto.randomInt(1e5, 1e6)}`;
  const sent = await must<{ id: number }>(
    request,
    fan.token,
    'Member/sneHorn',
    { content: text },
    { 'idempotency-key': crypto.randomUUID() },
  );
  const mod = await consolePage(browser, baseURL!, MODERATOR);
  try {
    const { page } = mod;
    await page.goto('/en/admin/horns');
    const row = rowOf(page, text);
    await expect(row).toBeVisible();
    // The moderator's menu has no withdrawals, and the page refuses them.
    await expect(page.getByTestId('console-nav')).not.toContainText(
      en.console.sections.withdrawals,
    );
    await row.getByRole('button', { name: /^Reject/ }).click();
    const dialog = page.getByTestId('reject-dialog');
    await dialog.getByLabel(en.admin.reason).fill('Advertising is not allowed');
    await dialog.getByRole('button', { name: en.admin.confirmReject, exact: true }).click();
    await expect(page.getByText(Q.rejectedToast, { exact: true })).toBeVisible();
    await expect(page.getByTestId('console-row').filter({ hasText: text })).toHaveCount(0);
    await page.goto('/en/admin/horns?status=2');
    await expect(rowOf(page, text)).toContainText(Q.status.failed);
  } finally {
    await mod.context.close();
  }
  const mine = await must<{ list: { id: number; status: number }[] }>(
    request,
    fan.token,
    'Member/hornList',
  );
  expect(mine.list.find((h) => h.id === sent.id)?.status).toBe(2);
});

test('withdrawal: an anchor requests one → approved with the password prompt → paid', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const anchor = await apiLogin(request, ANCHOR.mobile, ANCHOR.password);
  const info = await must<{ has_payment_password: number; bank: unknown }>(
    request,
    anchor.token,
    'Balance/info',
  );
  if (!info.has_payment_password)
    await must(request, anchor.token, 'Member/paymentPassword', {
      password: '246810',
      repassword: '246810',
    });
  if (!info.bank)
    await must(request, anchor.token, 'Bank_card/bind', {
      bank_name: '招商银行',
      card_number: '6225880137654324',
      holder_name: '李明',
      payment_password: '246810',
    });
  const w = await must<{ id: number }>(
    request,
    anchor.token,
    'Balance/applyForWithdrawal',
    { amount: 100, payment_password: '246810' },
    { 'idempotency-key': crypto.randomUUID() },
  );
  const admin = await consolePage(browser, baseURL!, ADMIN);
  try {
    const { page } = admin;
    await page.goto(`/en/admin/withdrawals?q=${w.id}&sort=amount`);
    await expect(
      page.getByRole('columnheader', { name: new RegExp(Q.col.amount) }),
    ).toHaveAttribute('aria-sort', 'descending');
    const row = page
      .getByTestId('console-row')
      .filter({ hasText: String(w.id) })
      .first();
    await expect(row).toContainText('100');
    await row.getByRole('button', { name: /^Approve/ }).click();
    await page
      .getByTestId('approve-dialog')
      .getByRole('button', { name: en.console.approve, exact: true })
      .click();
    const reauth = page.getByTestId('reauth-dialog');
    await reauth.getByLabel(en.console.reauth.password).fill(ADMIN.password);
    await reauth.getByRole('button', { name: en.console.reauth.confirm }).click();
    await expect(page.getByText(Q.approvedToast, { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } finally {
    await admin.context.close();
  }
  const list = await must<{ list: { id: number; status: number }[] }>(
    request,
    anchor.token,
    'Balance/withdrawalList',
  );
  expect(list.list.find((x) => x.id === w.id)?.status).toBe(1);
});
