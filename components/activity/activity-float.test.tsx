import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import zh from '@/messages/zh.json';
import { loginDialogAtom } from '@/lib/client/atoms';
import { clientStore } from '@/lib/client/store';
import { STORAGE_KEYS } from '@/lib/client/storage';
import { toast } from '@/lib/client/toast';
import { fail, mockBff, notLoggedIn } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { ActivityFloat, clampPoint, FLOAT_MARGIN, FLOAT_SIZE, KEY_STEP } from './activity-float';
import { partnerToken } from './test-data';

jest.mock('@/lib/client/toast');

const T = zh.activity;

// jsdom has no PointerEvent: a mouse event with the pointer's id, as browsers send.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}

function setViewport(w: number, h: number) {
  Object.defineProperty(document.documentElement, 'clientWidth', { value: w, configurable: true });
  Object.defineProperty(window, 'innerWidth', { value: w, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: h, configurable: true });
}

function renderFloat(loggedIn: boolean, navigate = jest.fn()) {
  renderWithProviders(
    <ActivityFloat
      loggedIn={loggedIn}
      label={T.float}
      image=""
      hint={T.floatHint}
      failed={T.floatFailed}
      navigate={navigate}
    />,
  );
  const button = screen.getByRole('button', { name: T.float });
  expect(button).toHaveAccessibleDescription(T.floatHint);
  return { button, navigate };
}

const at = (el: HTMLElement) => ({ x: parseFloat(el.style.left), y: parseFloat(el.style.top) });

/** A press at (x, y), moved by (dx, dy) in steps, released: a drag, or a tap when short. */
function drag(el: HTMLElement, from: { x: number; y: number }, dx: number, dy: number) {
  fireEvent.pointerDown(el, { pointerId: 1, button: 0, clientX: from.x, clientY: from.y });
  fireEvent.pointerMove(el, { pointerId: 1, clientX: from.x + dx / 2, clientY: from.y + dy / 2 });
  fireEvent.pointerMove(el, { pointerId: 1, clientX: from.x + dx, clientY: from.y + dy });
  fireEvent.pointerUp(el, { pointerId: 1, clientX: from.x + dx, clientY: from.y + dy });
  fireEvent.click(el);
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  setViewport(1024, 768);
});
afterEach(() => jest.restoreAllMocks());

test('a visitor’s tap opens the login dialog; nothing is asked of the API', () => {
  const bff = mockBff({});
  const { button } = renderFloat(false);
  fireEvent.click(button);
  expect(clientStore.get(loginDialogAtom)).toEqual({ open: true, mode: 'code' });
  expect(bff.calls).toHaveLength(0);
});

test('a user’s tap gets a partner token and opens /activity with it', async () => {
  const bff = mockBff({ 'POST fk/getPartnerAccessToken': partnerToken() });
  const { button, navigate } = renderFloat(true);
  fireEvent.click(button);
  await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  const href = new URL(navigate.mock.calls[0][0] as string, 'http://site.test');
  expect(href.pathname).toBe('/activity');
  expect(href.searchParams.get('url')).toBe('https://events.example.com/h5/');
  expect(href.searchParams.get('partner_access_token')).toBe('aGVhZA.Ym9keQ.c2ln');
  expect(bff.calls.map((c) => c.path)).toEqual(['fk/getPartnerAccessToken']);
  expect(clientStore.get(loginDialogAtom).open).toBe(false);
});

test('no partner: the page that says so; a lost session: the login dialog; else a toast', async () => {
  const bff = mockBff({
    'POST fk/getPartnerAccessToken': fail('activityUnavailable', '暂无可参加的活动'),
  });
  const { button, navigate } = renderFloat(true);
  fireEvent.click(button);
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/activity'));

  bff.route('POST fk/getPartnerAccessToken', notLoggedIn());
  fireEvent.click(button);
  await waitFor(() => expect(clientStore.get(loginDialogAtom).open).toBe(true));

  bff.route('POST fk/getPartnerAccessToken', fail('internal', 'boom'));
  fireEvent.click(button);
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(T.floatFailed, expect.anything()));
  expect(navigate).toHaveBeenCalledTimes(1);
});

test('a drag moves it, is kept for the next visit, and does not open it', () => {
  const bff = mockBff({});
  const { button } = renderFloat(false);
  const start = at(button);
  drag(button, { x: start.x + 10, y: start.y + 10 }, -300, -200);
  expect(at(button)).toEqual({ x: start.x - 300, y: start.y - 200 });
  expect(clientStore.get(loginDialogAtom).open).toBe(false);
  expect(bff.calls).toHaveLength(0);
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.activityFloat)!)).toEqual(at(button));

  // A press that barely moves is a tap.
  drag(button, { x: 100, y: 100 }, 2, 2);
  expect(clientStore.get(loginDialogAtom).open).toBe(true);
});

test('the kept position is used, and a drag or a smaller window never leaves the screen', () => {
  localStorage.setItem(STORAGE_KEYS.activityFloat, JSON.stringify({ x: 900, y: 600 }));
  mockBff({});
  const { button } = renderFloat(false);
  expect(at(button)).toEqual({ x: 900, y: 600 });

  drag(button, { x: 920, y: 620 }, 5000, 5000);
  expect(at(button)).toEqual({
    x: 1024 - FLOAT_SIZE - FLOAT_MARGIN,
    y: 768 - FLOAT_SIZE - FLOAT_MARGIN,
  });

  // A phone held upright.
  act(() => {
    setViewport(390, 700);
    window.dispatchEvent(new Event('resize'));
  });
  expect(at(button)).toEqual({
    x: 390 - FLOAT_SIZE - FLOAT_MARGIN,
    y: 700 - FLOAT_SIZE - FLOAT_MARGIN,
  });

  drag(button, { x: 330, y: 640 }, -5000, -5000);
  expect(at(button)).toEqual({ x: FLOAT_MARGIN, y: FLOAT_MARGIN });
});

test('an unreadable kept position is ignored', () => {
  localStorage.setItem(STORAGE_KEYS.activityFloat, '{not json');
  mockBff({});
  const { button } = renderFloat(false);
  const p = at(button);
  expect(p.x).toBeGreaterThan(FLOAT_MARGIN);
  expect(p.y).toBeGreaterThan(FLOAT_MARGIN);
  expect(clampPoint(p, 1024, 768)).toEqual(p);
});

test('keyboard: focusable, Enter and Space open it, arrow keys move it', async () => {
  const ue = userEvent.setup();
  mockBff({});
  const { button } = renderFloat(false);
  await ue.tab();
  expect(button).toHaveFocus();

  const p = at(button);
  await ue.keyboard('{ArrowLeft}');
  expect(at(button)).toEqual({ x: p.x - KEY_STEP, y: p.y });
  await ue.keyboard('{Shift>}{ArrowUp}{/Shift}');
  expect(at(button)).toEqual({ x: p.x - KEY_STEP, y: p.y - KEY_STEP * 5 });
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.activityFloat)!)).toEqual(at(button));
  expect(clientStore.get(loginDialogAtom).open).toBe(false);

  await ue.keyboard('{Enter}');
  expect(clientStore.get(loginDialogAtom).open).toBe(true);
  clientStore.set(loginDialogAtom, { open: false, mode: 'code' });
  await ue.keyboard(' ');
  expect(clientStore.get(loginDialogAtom).open).toBe(true);
});
