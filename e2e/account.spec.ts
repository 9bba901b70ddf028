import zh from '../messages/zh.json' with { type: 'json' };
import { expect, freshNumber, outboxCode, test } from './fixtures';

/**
 * The visitor's first visit: register with a phone number, an SMS code (read from the outbox
 * provider) and the captcha, then log in and see the account in the user popover.
 */
test('a visitor registers with an SMS code, logs in and sees the account popover', async ({
  page,
}) => {
  const number = freshNumber();
  const password = 'secret-123';
  await page.goto('/main');

  await page.getByRole('button', { name: zh.userMenu.register, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: zh.login.title.regiter })).toBeVisible();

  await dialog.getByRole('textbox', { name: zh.login.mobile }).fill(number);
  // The ALTCHA widget solves its proof of work by itself; the code can be requested afterwards.
  await expect(dialog.getByText(zh.login.captcha.verified)).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: zh.login.getCode }).click();
  await expect(page.getByText(zh.api.sent)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /\d+/ }).first()).toBeDisabled();

  const code = await outboxCode(page.request, `86-${number}`);
  await dialog.getByRole('textbox', { name: zh.login.code }).fill(code);
  await dialog.getByLabel(zh.login.newPassword).fill(password);
  await expect(dialog.getByText(zh.login.captcha.verified)).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: zh.login.submit.regiter, exact: true }).click();
  await expect(page.getByText(zh.api.registered)).toBeVisible();

  // Back in code (password) mode for the number just registered; the password is not kept.
  await expect(dialog.getByRole('heading', { name: zh.login.title.code })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: zh.login.mobile })).toHaveValue(number);
  await expect(dialog.getByLabel(zh.login.password, { exact: true })).toHaveValue('');
  await dialog.getByLabel(zh.login.password, { exact: true }).fill(password);
  await expect(dialog.getByText(zh.login.captcha.verified)).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: zh.login.submit.code, exact: true }).click();

  // The page reloads logged in: the popover shows the nickname, the level and the balance.
  const account = page.getByRole('button', { name: zh.userMenu.account });
  await expect(account).toBeVisible();
  await account.click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByText(/^LV\d+$/)).toBeVisible();
  await expect(panel.getByTestId('user-balance')).toHaveText('0.0 球币');
  await expect(
    panel.getByText(new RegExp(zh.api.defaultNickname.replace('{digits}', '\\d+'))),
  ).toBeVisible();
});

test('an empty mobile number gets the 请完善信息后提交 warning', async ({ page }) => {
  await page.goto('/main');
  await page.getByRole('button', { name: zh.userMenu.login, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: zh.login.submit.code, exact: true }).click();
  await expect(page.getByText(zh.login.incomplete)).toBeVisible();
});

test('a logged-in user edits the nickname (a taken one shows the message) and logs out', async ({
  loggedInPage: page,
  request,
}) => {
  const { registerUser } = await import('./fixtures');
  const other = await registerUser(request);
  await page.goto('/member?type=0');
  const nickname = page.getByRole('textbox', { name: zh.member.info.nickname });
  await nickname.fill(other.nickname);
  await page.getByRole('button', { name: zh.member.info.save }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: zh.api.errors.nicknameTaken }),
  ).toBeVisible();

  const mine = `E2E${Date.now().toString().slice(-8)}`;
  await nickname.fill(mine);
  await page.getByRole('button', { name: zh.member.info.save }).click();
  await expect(page.getByText(zh.member.saved).first()).toBeVisible();
  const account = page.getByRole('button', { name: zh.userMenu.account });
  await expect(account).toContainText(mine);

  await account.click();
  await page.getByRole('button', { name: zh.userMenu.logout }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('button', { name: zh.userMenu.login, exact: true })).toBeVisible();
  // The session is gone on the server too: the member centre asks to log in.
  await page.goto('/member?type=0');
  await expect(page.getByRole('button', { name: zh.member.login.button })).toBeVisible();
});
