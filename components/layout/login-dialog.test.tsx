import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { toast } from '@/lib/client/toast';
import zhMessages from '@/messages/zh.json';
import viMessages from '@/messages/vi.json';
import { loginDialogAtom, type LoginMode } from '@/lib/client/atoms';
import { fail, mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { userInfo } from '@/test/users';
import { collected } from '@/components/scores/test-data';
import { pageActions } from '@/lib/client/page';
import { saveShareCode } from '@/lib/client/share-code';
import { LoginDialog } from './login-dialog';
import {
  codeSent,
  loggedIn,
  loginUser as user,
  passwordReset,
  registered,
  siteConfig,
} from './test-data';

jest.mock('@/lib/client/toast');
// The real ALTCHA widget is covered by the browser e2e; here a button "solves" it. Each mount
// (where the real widget fetches a challenge and starts solving) is counted.
const mockCaptchaMounts = jest.fn();
jest.mock('@/components/layout/captcha-field', () => {
  const { createElement, useEffect } = jest.requireActual<typeof import('react')>('react');
  return {
    CaptchaField: ({ onChange }: { onChange: (payload: string | null) => void }) => {
      useEffect(() => mockCaptchaMounts(), []);
      return createElement(
        'button',
        { type: 'button', onClick: () => onChange('payload') },
        'solve',
      );
    },
  };
});

// Radix Switch measures its thumb; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const warning = toast.warning as jest.Mock;
const success = toast.success as jest.Mock;
const L = zhMessages.login;

let store: ReturnType<typeof createStore>;
let reload: jest.SpyInstance;
let bff: ReturnType<typeof mockBff>;

/** The POSTs the dialog sent, as [path, body]. */
const posted = () => bff.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]);

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  bff = mockBff({
    'GET Universal/getConfig': siteConfig(),
    'GET user/info': userInfo(user),
  });
  reload = jest.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

async function renderDialog(mode: LoginMode = 'code', locale: 'zh' | 'vi' = 'zh') {
  store = createStore();
  store.set(loginDialogAtom, { open: true, mode });
  renderWithProviders(<LoginDialog />, { locale, store });
  // The country list arrives from Universal/getConfig once the dialog is open.
  await screen.findByRole('option', { name: '+84 Vietnam' });
}

test('starts with +84 on the Vietnamese site', async () => {
  await renderDialog('code', 'vi');
  expect(screen.getByRole('combobox', { name: viMessages.login.countryCode })).toHaveValue('84');
});

const mobileInput = () => screen.getByRole('textbox', { name: L.mobile });
const codeInput = () => screen.getByRole('textbox', { name: L.code });
const passwordInput = (label = L.password) => screen.getByLabelText(label);
const submitButton = (mode: LoginMode) => screen.getByRole('button', { name: L.submit[mode] });

test('opens in code mode with the labelled fields of a password login', async () => {
  await renderDialog();
  expect(screen.getByRole('dialog', { name: L.title.code })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: L.tab.code })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('combobox', { name: L.countryCode })).toHaveValue('86');
  expect(mobileInput()).toHaveAttribute('autocomplete', 'tel');
  expect(passwordInput()).toHaveAttribute('autocomplete', 'current-password');
  expect(passwordInput()).toHaveAttribute('type', 'password');
  expect(screen.getByRole('switch', { name: L.remember })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: L.code })).not.toBeInTheDocument();
});

test('the toggles switch modes and every change of mode clears the form', async () => {
  const u = userEvent.setup();
  await renderDialog();
  await u.type(mobileInput(), '13800138000');
  await u.type(passwordInput(), 'secret1');

  await u.click(screen.getByRole('button', { name: L.toRegister }));
  expect(store.get(loginDialogAtom).mode).toBe('regiter');
  expect(screen.getByRole('tab', { name: L.tab.regiter })).toHaveAttribute('aria-selected', 'true');
  expect(mobileInput()).toHaveValue('');
  expect(passwordInput(L.newPassword)).toHaveValue('');
  expect(passwordInput(L.newPassword)).toHaveAttribute('autocomplete', 'new-password');
  expect(screen.getByRole('textbox', { name: L.inviteCode })).toBeInTheDocument();
  await u.type(mobileInput(), '13800138000');
  await u.type(codeInput(), '123456');

  await u.click(screen.getByRole('tab', { name: L.tab.code }));
  expect(store.get(loginDialogAtom).mode).toBe('code');
  expect(mobileInput()).toHaveValue('');
  await u.type(mobileInput(), '13800138000');

  await u.click(screen.getByRole('button', { name: L.forgotLink }));
  expect(store.get(loginDialogAtom).mode).toBe('forgot');
  expect(screen.getByRole('dialog', { name: L.title.forgot })).toBeInTheDocument();
  expect(mobileInput()).toHaveValue('');
  expect(codeInput()).toHaveValue('');
  expect(screen.queryByRole('textbox', { name: L.inviteCode })).not.toBeInTheDocument();

  await u.click(screen.getByRole('button', { name: L.backToLogin }));
  expect(store.get(loginDialogAtom).mode).toBe('code');
  await u.click(screen.getByRole('button', { name: L.toRegister }));
  await u.click(screen.getByRole('button', { name: L.toLogin }));
  expect(store.get(loginDialogAtom).mode).toBe('code');
});

test('the close button closes the dialog', async () => {
  const u = userEvent.setup();
  await renderDialog();
  await u.click(screen.getByRole('button', { name: L.close }));
  expect(store.get(loginDialogAtom).open).toBe(false);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('mobile takes at most 11 characters and the SMS code 6', async () => {
  const u = userEvent.setup();
  await renderDialog('regiter');
  expect(mobileInput()).toHaveAttribute('maxlength', '11');
  expect(mobileInput()).toHaveAttribute('inputmode', 'numeric');
  expect(codeInput()).toHaveAttribute('maxlength', '6');
  expect(codeInput()).toHaveAttribute('autocomplete', 'one-time-code');
  await u.type(mobileInput(), '138001380001234');
  await u.type(codeInput(), '12345678');
  expect(mobileInput()).toHaveValue('13800138000');
  expect(codeInput()).toHaveValue('123456');
});

describe.each<[string, LoginMode, { mobile?: string; password?: string; code?: string }]>([
  ['nothing', 'code', {}],
  ['only blanks in the mobile', 'code', { mobile: '   ', password: 'secret1' }],
  ['no password', 'code', { mobile: '13800138000' }],
  ['no mobile', 'code', { password: 'secret1' }],
  ['no SMS code', 'regiter', { mobile: '13800138000', password: 'secret1' }],
  ['no password', 'regiter', { mobile: '13800138000', code: '123456' }],
  ['no mobile', 'forgot', { password: 'secret1', code: '123456' }],
  ['no SMS code', 'forgot', { mobile: '13800138000', password: 'secret1' }],
])('with %s in %s mode', (_name, mode, fields) => {
  test(`warns ${L.incomplete} and sends nothing`, async () => {
    const u = userEvent.setup();
    await renderDialog(mode);
    await u.click(screen.getByRole('button', { name: 'solve' }));
    if (fields.mobile) await u.type(mobileInput(), fields.mobile);
    if (fields.password)
      await u.type(passwordInput(mode === 'code' ? L.password : L.newPassword), fields.password);
    if (fields.code) await u.type(codeInput(), fields.code);
    await u.click(submitButton(mode));
    expect(warning).toHaveBeenCalledWith(L.incomplete);
    expect(posted()).toEqual([]);
  });
});

test('the captcha must be solved before a login or a code request is sent', async () => {
  const u = userEvent.setup();
  await renderDialog();
  await u.type(mobileInput(), '13800138000');
  await u.type(passwordInput(), 'secret1');
  await u.click(submitButton('code'));
  expect(warning).toHaveBeenCalledWith(L.captchaFirst);
  expect(posted()).toEqual([]);

  await u.click(screen.getByRole('button', { name: L.toRegister }));
  await u.click(screen.getByRole('button', { name: L.getCode }));
  expect(warning).toHaveBeenLastCalledWith(L.incomplete);
  await u.type(mobileInput(), '13800138000');
  await u.click(screen.getByRole('button', { name: L.getCode }));
  expect(warning).toHaveBeenLastCalledWith(L.captchaFirst);
  expect(posted()).toEqual([]);
});

test.each<[LoginMode, number]>([
  ['regiter', 1],
  ['forgot', 2],
])(
  'get code in %s mode sends 86-<number> with type %i, then counts 60 → 0 with the button disabled',
  async (mode, type) => {
    jest.useFakeTimers();
    const u = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    bff.route('POST user/getCode', codeSent);
    await renderDialog(mode);
    await u.type(mobileInput(), '13800138000');
    await u.click(screen.getByRole('button', { name: 'solve' }));
    await u.click(screen.getByRole('button', { name: L.getCode }));

    await waitFor(() =>
      expect(posted()).toEqual([
        ['user/getCode', { mobile: '86-13800138000', type, captcha: 'payload' }],
      ]),
    );
    expect(success).toHaveBeenCalledWith(zhMessages.api.sent);
    const button = await screen.findByRole('button', {
      name: zhMessages.login.resendIn.replace('{seconds}', '60'),
    });
    expect(button).toBeDisabled();

    act(() => jest.advanceTimersByTime(1000));
    expect(
      screen.getByRole('button', { name: zhMessages.login.resendIn.replace('{seconds}', '59') }),
    ).toBeDisabled();
    act(() => jest.advanceTimersByTime(58_000));
    expect(
      screen.getByRole('button', { name: zhMessages.login.resendIn.replace('{seconds}', '1') }),
    ).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: L.getCode })).toBeEnabled();
  },
);

test('a failed code request starts no countdown and needs a new captcha', async () => {
  const u = userEvent.setup();
  bff.route('POST user/getCode', fail('codeResendWait', '请稍后再获取验证码'));
  await renderDialog('regiter');
  await u.selectOptions(screen.getByRole('combobox', { name: L.countryCode }), '84');
  await u.type(mobileInput(), '912345678');
  await u.click(screen.getByRole('button', { name: 'solve' }));
  await u.click(screen.getByRole('button', { name: L.getCode }));
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith('请稍后再获取验证码', expect.anything()),
  );
  expect(posted()).toEqual([
    ['user/getCode', { mobile: '84-912345678', type: 1, captcha: 'payload' }],
  ]);
  await waitFor(() => expect(screen.getByRole('button', { name: L.getCode })).toBeEnabled());
  await u.click(screen.getByRole('button', { name: L.getCode }));
  expect(warning).toHaveBeenLastCalledWith(L.captchaFirst);
  expect(posted()).toHaveLength(1);
});

test('login trims the username, sends the password as typed, remembers only the mobile, then reads user/info and reloads', async () => {
  const u = userEvent.setup();
  bff.route('POST user/login', loggedIn());
  await renderDialog();
  await u.type(mobileInput(), ' 1380013800');
  await u.type(passwordInput(), ' pa ss ');
  await u.click(screen.getByRole('switch', { name: L.remember }));
  await u.click(screen.getByRole('button', { name: 'solve' }));
  await u.click(submitButton('code'));

  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(posted()).toEqual([
    [
      'user/login',
      { mobile: '86-1380013800', password: ' pa ss ', device_type: 'pc', captcha: 'payload' },
    ],
  ]);
  expect(bff.calls).toContainEqual({
    method: 'GET',
    path: 'user/info',
    query: {},
    body: undefined,
  });
  expect(store.get(loginDialogAtom).open).toBe(false);
  expect(localStorage.getItem('rememberedMobile')).toBe('86-1380013800');
  for (let i = 0; i < localStorage.length; i++) {
    expect(localStorage.getItem(localStorage.key(i)!)).not.toContain('pa ss');
  }
});

test('the remembered mobile prefills code mode; switching remember off forgets it', async () => {
  const u = userEvent.setup();
  localStorage.setItem('rememberedMobile', '84-912345678');
  bff.route('POST user/login', loggedIn());
  await renderDialog();
  expect(mobileInput()).toHaveValue('912345678');
  expect(screen.getByRole('combobox', { name: L.countryCode })).toHaveValue('84');
  const remember = screen.getByRole('switch', { name: L.remember });
  expect(remember).toBeChecked();

  await u.click(remember);
  await u.type(passwordInput(), 'secret1');
  await u.click(screen.getByRole('button', { name: 'solve' }));
  await u.click(submitButton('code'));
  await waitFor(() => expect(reload).toHaveBeenCalled());
  expect(posted()).toEqual([['user/login', expect.objectContaining({ mobile: '84-912345678' })]]);
  expect(localStorage.getItem('rememberedMobile')).toBeNull();
});

test('a failed login keeps the dialog open and needs a new captcha', async () => {
  const u = userEvent.setup();
  bff.route('POST user/login', fail('loginFailed', '账号或密码错误'));
  await renderDialog();
  await u.type(mobileInput(), '13800138000');
  await u.type(passwordInput(), 'wrong');
  await u.click(screen.getByRole('button', { name: 'solve' }));
  await u.click(submitButton('code'));
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith('账号或密码错误', expect.anything()),
  );
  await waitFor(() => expect(submitButton('code')).toBeEnabled());
  expect(store.get(loginDialogAtom).open).toBe(true);
  expect(reload).not.toHaveBeenCalled();
  expect(localStorage.getItem('rememberedMobile')).toBeNull();
  await u.click(submitButton('code'));
  expect(warning).toHaveBeenLastCalledWith(L.captchaFirst);
  expect(posted()).toHaveLength(1);
});

test('register sends the form with a fresh share code and returns to code mode with the server message', async () => {
  const u = userEvent.setup();
  saveShareCode('FAN001');
  bff.route('POST user/registered', registered());
  await renderDialog('regiter');
  expect(screen.getByRole('textbox', { name: L.inviteCode })).toHaveValue('FAN001');
  await u.type(mobileInput(), '13800138000');
  await u.type(codeInput(), '123456');
  await u.type(passwordInput(L.newPassword), 'secret1');
  await u.click(screen.getByRole('button', { name: 'solve' }));
  await u.click(submitButton('regiter'));

  await waitFor(() => expect(store.get(loginDialogAtom)).toEqual({ open: true, mode: 'code' }));
  expect(posted()).toEqual([
    [
      'user/registered',
      {
        mobile: '86-13800138000',
        code: '123456',
        password: 'secret1',
        device_type: 'pc',
        invite_code: 'FAN001',
        captcha: 'payload',
      },
    ],
  ]);
  expect(success).toHaveBeenCalledWith(zhMessages.api.registered);
  expect(screen.getByRole('tab', { name: L.tab.code })).toHaveAttribute('aria-selected', 'true');
  // The login that follows is for the number just registered.
  expect(mobileInput()).toHaveValue('13800138000');
  expect(screen.getByRole('combobox', { name: L.countryCode })).toHaveValue('86');
  expect(passwordInput()).toHaveValue('');
});

test('an invite_code in the address wins over the stored share code; an empty one is not sent', async () => {
  const u = userEvent.setup();
  saveShareCode('FAN001');
  window.history.replaceState(null, '', '/main?invite_code=LINK42');
  await renderDialog('regiter');
  const invite = screen.getByRole('textbox', { name: L.inviteCode });
  expect(invite).toHaveValue('LINK42');

  bff.route('POST user/registered', registered('ok'));
  await u.clear(invite);
  await u.type(mobileInput(), '13800138000');
  await u.type(codeInput(), '123456');
  await u.type(passwordInput(L.newPassword), 'secret1');
  await u.click(screen.getByRole('button', { name: 'solve' }));
  await u.click(submitButton('regiter'));
  await waitFor(() => expect(success).toHaveBeenCalledWith('ok'));
  expect(posted()).toHaveLength(1);
  expect(posted()[0][1]).not.toHaveProperty('invite_code');
});

test('forgot password sends mobile, code and password, then returns to code mode with the server message', async () => {
  const u = userEvent.setup();
  bff.route('POST user/forgotPassword', passwordReset);
  await renderDialog('forgot');
  await u.type(mobileInput(), '13800138000');
  await u.type(codeInput(), '654321');
  await u.type(passwordInput(L.newPassword), 'n3w pass');
  await u.click(screen.getByRole('button', { name: 'solve' }));
  fireEvent.submit(submitButton('forgot').closest('form')!);

  await waitFor(() =>
    expect(posted()).toEqual([
      [
        'user/forgotPassword',
        { mobile: '86-13800138000', code: '654321', password: 'n3w pass', captcha: 'payload' },
      ],
    ]),
  );
  await waitFor(() => expect(store.get(loginDialogAtom).mode).toBe('code'));
  expect(success).toHaveBeenCalledWith(zhMessages.api.passwordReset);
  expect(mobileInput()).toHaveValue('13800138000');
});

test('the captcha starts when the dialog opens, before any field is filled, and survives mode changes', async () => {
  const u = userEvent.setup();
  bff.route('POST user/login', loggedIn());
  await renderDialog();
  expect(mockCaptchaMounts).toHaveBeenCalledTimes(1);
  expect(mobileInput()).toHaveValue('');
  await u.click(screen.getByRole('button', { name: 'solve' }));
  // Looking at registration and coming back neither restarts nor loses the solved captcha.
  await u.click(screen.getByRole('button', { name: L.toRegister }));
  await u.click(screen.getByRole('tab', { name: L.tab.code }));
  expect(mockCaptchaMounts).toHaveBeenCalledTimes(1);
  await u.type(mobileInput(), '13800138000');
  await u.type(passwordInput(), 'secret1');
  await u.click(submitButton('code'));
  expect(warning).not.toHaveBeenCalled();
  await waitFor(() => expect(reload).toHaveBeenCalled());
  expect(posted()).toEqual([['user/login', expect.objectContaining({ captcha: 'payload' })]]);
});

test.each<LoginMode>(['regiter', 'forgot'])(
  'in %s mode the new password is checked inline: 6 to 20 characters, nothing sent while short',
  async (mode) => {
    const u = userEvent.setup();
    await renderDialog(mode);
    const rule = screen.getByTestId('password-rule');
    expect(rule).toHaveTextContent('密码长度为 6–20 位');
    expect(passwordInput(L.newPassword)).toHaveAttribute('maxlength', '20');
    expect(passwordInput(L.newPassword)).toHaveAccessibleDescription('密码长度为 6–20 位');
    await u.type(mobileInput(), '13800138000');
    await u.type(codeInput(), '123456');
    await u.type(passwordInput(L.newPassword), 'abc');
    expect(passwordInput(L.newPassword)).not.toHaveAttribute('aria-invalid');
    await u.tab();
    expect(passwordInput(L.newPassword)).toHaveAttribute('aria-invalid', 'true');
    await u.click(screen.getByRole('button', { name: 'solve' }));
    await u.click(submitButton(mode));
    expect(posted()).toEqual([]);
    expect(warning).not.toHaveBeenCalled();
    await u.type(passwordInput(L.newPassword), 'def');
    expect(passwordInput(L.newPassword)).not.toHaveAttribute('aria-invalid');
  },
);

test('after login, favourites starred as a guest are set on the account, quietly, and forgotten here', async () => {
  const u = userEvent.setup();
  localStorage.setItem('guestFavourites', '[41,42]');
  bff.route('POST user/login', loggedIn());
  // 42 no longer exists: refused (code 1), dropped, and not toasted (the merge is silent).
  bff.route('POST Basketballuser/collect', ({ body }) =>
    (body as { match_id: number }).match_id === 42
      ? fail('matchNotFound', '比赛不存在')
      : collected(1),
  );
  await renderDialog();
  await u.type(mobileInput(), '13800138000');
  await u.type(passwordInput(), 'secret1');
  await u.click(screen.getByRole('button', { name: 'solve' }));
  await u.click(submitButton('code'));
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(posted()).toEqual(
    expect.arrayContaining([
      ['Basketballuser/collect', { match_id: 41, collected: 1 }],
      ['Basketballuser/collect', { match_id: 42, collected: 1 }],
    ]),
  );
  expect(toast.error).not.toHaveBeenCalled();
  expect(localStorage.getItem('guestFavourites')).toBeNull();
});
