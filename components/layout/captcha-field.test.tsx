import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/client/toast';
import zhMessages from '@/messages/zh.json';
import { mockBff, type BffReply } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { CaptchaField } from './captcha-field';
import { captchaOff, challenge, challengeFields } from './test-data';

// The web component itself needs a real browser (e2e); here only our wiring around it.
jest.mock('altcha', () => ({}));
jest.mock('@/lib/client/toast');

/** Answers captcha/challenge with `replies` in turn; returns the calls seen. */
function serve(...replies: BffReply[]) {
  let n = 0;
  return mockBff({
    'GET captcha/challenge': (call) => {
      const reply = replies[Math.min(n++, replies.length - 1)];
      return typeof reply === 'function' ? reply(call) : reply;
    },
  }).calls;
}

const offline: BffReply = () => {
  throw new TypeError('Failed to fetch');
};

function renderField(onChange: jest.Mock, resetKey = 0) {
  const ui = (key: number) => <CaptchaField onChange={onChange} resetKey={key} />;
  const view = renderWithProviders(ui(resetKey));
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

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.restoreAllMocks());

test('hands the challenge to the widget as JSON, solving on load, and reports the verified payload', async () => {
  const calls = serve(challenge(1));
  const onChange = jest.fn();
  renderField(onChange);
  const el = await widget();
  expect(calls).toEqual([{ method: 'GET', path: 'captcha/challenge', query: {}, body: undefined }]);
  expect(JSON.parse(prop(el, 'challengejson') ?? '')).toEqual(challengeFields(1));
  expect(prop(el, 'auto')).toBe('onload');

  emit(el, 'verifying');
  expect(onChange).toHaveBeenLastCalledWith(null);
  emit(el, 'verified', 'solved-1');
  expect(onChange).toHaveBeenLastCalledWith('solved-1');
  emit(el, 'error');
  expect(onChange).toHaveBeenLastCalledWith(null);
});

test('a new resetKey fetches a new challenge and mounts a fresh widget', async () => {
  const calls = serve(challenge(1), challenge(2));
  const onChange = jest.fn();
  const { rerenderWith } = renderField(onChange);
  const first = await widget();
  emit(first, 'verified', 'solved-1');

  rerenderWith(1);
  expect(onChange).toHaveBeenLastCalledWith(null);
  await waitFor(() => expect(calls).toHaveLength(2));
  await waitFor(() => {
    expect(
      JSON.parse(prop(document.querySelector('altcha-widget'), 'challengejson') ?? 'null'),
    ).toEqual(challengeFields(2));
  });
  expect(document.querySelector('altcha-widget')).not.toBe(first);
});

test('an expired challenge is replaced by a new one', async () => {
  const calls = serve(challenge(1), challenge(2));
  const onChange = jest.fn();
  renderField(onChange);
  emit(await widget(), 'expired');
  await waitFor(() => expect(calls).toHaveLength(2));
});

test('with the captcha switched off on the server, any submit may go ahead', async () => {
  serve(captchaOff);
  const onChange = jest.fn();
  renderField(onChange);
  await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('off'));
  expect(document.querySelector('altcha-widget')).toBeNull();
});

test('a challenge that fails to load offers a reload, quietly (no toast of its own)', async () => {
  const calls = serve(offline, challenge(2));
  const u = userEvent.setup();
  renderField(jest.fn());
  await u.click(await screen.findByRole('button', { name: zhMessages.login.captcha.reload }));
  // The read is silent: the field shows the failure itself, the client does not toast it.
  expect(toast.error).not.toHaveBeenCalled();
  await widget();
  expect(calls).toHaveLength(2);
});
