import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import zh from '@/messages/zh.json';
import { mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { PushSettingsPanel } from './push-settings';
import { alertSaved, pushSettings, pushSubscribed, quietSaved, teamsFound } from './test-data';

jest.mock('@/lib/client/toast');

const P = zh.member.push;

type Stub = {
  register: jest.Mock;
  subscribe: jest.Mock;
  requestPermission: jest.Mock;
};

/** A browser with Push: a service worker container, a PushManager and Notification. */
function stubPush(permission: NotificationPermission = 'granted'): Stub {
  let current: {
    endpoint: string;
    toJSON: () => unknown;
    unsubscribe: () => Promise<boolean>;
  } | null = null;
  const pushManager = {
    getSubscription: jest.fn(async () => current),
    subscribe: jest.fn(async () => {
      current = {
        endpoint: 'https://push.example.com/send/abc',
        toJSON: () => ({
          endpoint: 'https://push.example.com/send/abc',
          keys: { p256dh: 'BP'.padEnd(87, 'x'), auth: 'a'.repeat(22) },
        }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      return current;
    }),
  };
  const registration = { pushManager };
  const register = jest.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register,
      ready: Promise.resolve(registration),
      getRegistration: jest.fn(async () => (register.mock.calls.length ? registration : undefined)),
    },
  });
  Object.defineProperty(window, 'PushManager', {
    configurable: true,
    value: function PushManager() {},
  });
  const state = { permission: 'default' as NotificationPermission };
  const requestPermission = jest.fn(async () => {
    state.permission = permission;
    return permission;
  });
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: {
      get permission() {
        return state.permission;
      },
      requestPermission,
    },
  });
  return { register, subscribe: pushManager.subscribe, requestPermission };
}

function unstub() {
  for (const [o, k] of [
    [navigator, 'serviceWorker'],
    [window, 'PushManager'],
    [window, 'Notification'],
  ] as const)
    delete (o as unknown as Record<string, unknown>)[k];
}

afterEach(() => {
  unstub();
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

async function open() {
  const ue = userEvent.setup();
  renderWithProviders(<PushSettingsPanel />);
  await ue.click(screen.getByRole('button', { name: P.title }));
  return ue;
}

describe('PushSettingsPanel', () => {
  it('turns notifications on: permission, the site’s worker, a subscription sent to the API', async () => {
    const stub = stubPush('granted');
    const bff = mockBff({
      'GET Push/settings': pushSettings(),
      'POST Push/subscribe': pushSubscribed(1),
    });
    const ue = await open();
    await ue.click(await screen.findByRole('button', { name: P.turnOn }));
    await screen.findByText(P.on);
    expect(stub.requestPermission).toHaveBeenCalled();
    expect(stub.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const opts = stub.subscribe.mock.calls[0][0] as PushSubscriptionOptionsInit;
    expect(opts.userVisibleOnly).toBe(true);
    expect(opts.applicationServerKey).toHaveLength(65);
    const sent = bff.calls.find((c) => c.path === 'Push/subscribe');
    expect(sent?.body).toEqual({
      endpoint: 'https://push.example.com/send/abc',
      p256dh: 'BP'.padEnd(87, 'x'),
      auth: 'a'.repeat(22),
    });
    expect(screen.getByRole('button', { name: P.turnOff })).toBeInTheDocument();
  });

  it('says so when the permission is refused, and subscribes nothing', async () => {
    const stub = stubPush('denied');
    const bff = mockBff({ 'GET Push/settings': pushSettings() });
    const ue = await open();
    await ue.click(await screen.findByRole('button', { name: P.turnOn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(P.denied);
    expect(stub.register).not.toHaveBeenCalled();
    expect(bff.calls.some((c) => c.path === 'Push/subscribe')).toBe(false);
    expect(screen.getByRole('button', { name: P.turnOn })).toBeDisabled();
  });

  it('in a browser without Push, says so and still shows the settings', async () => {
    mockBff({ 'GET Push/settings': pushSettings() });
    await open();
    expect(await screen.findByText(P.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: P.turnOn })).not.toBeInTheDocument();
    expect(screen.getByText('解说老李')).toBeInTheDocument();
  });

  it('on a site without keys, says notifications are unavailable', async () => {
    stubPush();
    mockBff({ 'GET Push/settings': pushSettings({ available: false, public_key: null }) });
    await open();
    expect(await screen.findByText(P.unavailable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: P.turnOn })).not.toBeInTheDocument();
  });

  it('sets what is sent per anchor and match, quiet hours, and adds a team', async () => {
    stubPush();
    const bff = mockBff({
      'GET Push/settings': pushSettings(),
      'POST Push/setAlert': alertSaved,
      'POST Push/saveQuiet': quietSaved,
      'GET Push/searchTeams': teamsFound,
    });
    const ue = await open();
    await ue.click(await screen.findByRole('checkbox', { name: `${P.live}：解说老李` }));
    await ue.click(screen.getByRole('checkbox', { name: `${P.goals}：阿森纳 – 切尔西` }));
    await waitFor(() =>
      expect(bff.calls.filter((c) => c.path === 'Push/setAlert').map((c) => c.body)).toEqual([
        { kind: 'anchor', id: 7, live: 0 },
        { kind: 'match', id: 31, goals: 0 },
      ]),
    );

    await ue.click(screen.getByRole('checkbox', { name: P.quietOn }));
    await ue.click(screen.getByRole('button', { name: P.save }));
    await waitFor(() =>
      expect(bff.calls.find((c) => c.path === 'Push/saveQuiet')?.body).toEqual({
        quiet_start: 22 * 60,
        quiet_end: 7 * 60,
        time_zone: expect.any(String),
      }),
    );

    await ue.type(screen.getByRole('searchbox', { name: P.searchLabel }), '利');
    await ue.click(screen.getByRole('button', { name: P.search }));
    const results = await screen.findByTestId('team-results');
    expect(within(results).getByText(P.listed)).toBeInTheDocument();
    await ue.click(within(results).getByRole('button', { name: '添加球队 利兹联' }));
    await waitFor(() =>
      expect(bff.calls.filter((c) => c.path === 'Push/setAlert').at(-1)?.body).toEqual({
        kind: 'team',
        id: 6,
      }),
    );
  });
});
