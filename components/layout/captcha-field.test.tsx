import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import zhMessages from '@/messages/zh.json';
import { apiGet } from '@/lib/client/api';
import { CaptchaField } from './captcha-field';

// The web component itself needs a real browser (e2e); here only our wiring around it.
jest.mock('altcha', () => ({}));
jest.mock('@/lib/client/api', () => ({ apiGet: jest.fn() }));

const get = apiGet as jest.Mock;
const challenge = (n: number) => ({
  algorithm: 'SHA-256',
  challenge: `c${n}`,
  maxnumber: 1000,
  salt: `s${n}`,
  signature: `g${n}`,
});

function renderField(onChange: jest.Mock, resetKey = 0) {
  const ui = (key: number) => (
    <NextIntlClientProvider locale="zh" messages={zhMessages} timeZone="Asia/Shanghai">
      <CaptchaField onChange={onChange} resetKey={key} />
    </NextIntlClientProvider>
  );
  const view = render(ui(resetKey));
  return { ...view, rerenderWith: (key: number) => view.rerender(ui(key)) };
}

async function widget(): Promise<HTMLElement> {
  let el: HTMLElement | null = null;
  await waitFor(() => {
    el = document.querySelector('altcha-widget');
    expect(el).not.toBeNull();
  });
  return el as unknown as HTMLElement;
}

/** React sets a property on a defined custom element and an attribute otherwise (as here). */
function prop(el: Element | null, name: string): string | null {
  if (!el) return null;
  const value = (el as unknown as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : el.getAttribute(name);
}

function emit(el: HTMLElement, state: string, payload?: string) {
  act(() => {
    el.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  });
}

beforeEach(() => {
  get.mockReset();
});

test('hands the challenge to the widget as JSON, solving on load, and reports the verified payload', async () => {
  get.mockResolvedValueOnce(challenge(1));
  const onChange = jest.fn();
  renderField(onChange);
  const el = await widget();
  expect(get).toHaveBeenCalledWith('captcha/challenge', undefined, { silent: true });
  expect(JSON.parse(prop(el, 'challengejson') ?? '')).toEqual(challenge(1));
  expect(prop(el, 'auto')).toBe('onload');

  emit(el, 'verifying');
  expect(onChange).toHaveBeenLastCalledWith(null);
  emit(el, 'verified', 'solved-1');
  expect(onChange).toHaveBeenLastCalledWith('solved-1');
  emit(el, 'error');
  expect(onChange).toHaveBeenLastCalledWith(null);
});

test('a new resetKey fetches a new challenge and mounts a fresh widget', async () => {
  get.mockResolvedValueOnce(challenge(1)).mockResolvedValueOnce(challenge(2));
  const onChange = jest.fn();
  const { rerenderWith } = renderField(onChange);
  const first = await widget();
  emit(first, 'verified', 'solved-1');

  rerenderWith(1);
  expect(onChange).toHaveBeenLastCalledWith(null);
  await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  await waitFor(() => {
    expect(
      JSON.parse(prop(document.querySelector('altcha-widget'), 'challengejson') ?? 'null'),
    ).toEqual(challenge(2));
  });
  expect(document.querySelector('altcha-widget')).not.toBe(first);
});

test('an expired challenge is replaced by a new one', async () => {
  get.mockResolvedValueOnce(challenge(1)).mockResolvedValueOnce(challenge(2));
  const onChange = jest.fn();
  renderField(onChange);
  emit(await widget(), 'expired');
  await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
});

test('with the captcha switched off on the server, any submit may go ahead', async () => {
  get.mockResolvedValueOnce({ provider: 'off' });
  const onChange = jest.fn();
  renderField(onChange);
  await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('off'));
  expect(document.querySelector('altcha-widget')).toBeNull();
});

test('a challenge that fails to load offers a reload', async () => {
  get.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(challenge(2));
  const u = userEvent.setup();
  renderField(jest.fn());
  await u.click(await screen.findByRole('button', { name: zhMessages.login.captcha.reload }));
  await widget();
  expect(get).toHaveBeenCalledTimes(2);
});
