import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import zh from '@/messages/zh.json';
import { fail, mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { offlineRoom, placardSaved, studioRoutes } from '@/components/studio/test-data';
import { AnchorNotice, AnchorRoomSettings } from './anchor-tabs';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/member',
}));
jest.mock('@/lib/client/toast');

const S = zh.studio;
/** The studio's messages as the page hands them over (components/studio/messages-action.ts). */
const messages = { studio: zh.studio };

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.restoreAllMocks());

test('type 6: the studio’s room settings, streaming address and schedule, for the anchor’s room', async () => {
  const bff = mockBff(studioRoutes());
  renderWithProviders(<AnchorRoomSettings messages={messages} anchorId={offlineRoom.anchor_id} />);
  expect(await screen.findByRole('heading', { name: S.broadcast.settings })).toBeVisible();
  expect(await screen.findByRole('heading', { name: S.obs.heading })).toBeVisible();
  expect(await screen.findByRole('heading', { name: S.schedule.heading })).toBeVisible();
  expect(screen.getByDisplayValue(offlineRoom.title)).toBeInTheDocument();
  const paths = bff.calls.map((c) => c.path.toLowerCase());
  expect(paths).toContain('live/updatelive');
  expect(paths).toContain('live/getliveurl');
  expect(paths).toContain('live_streaming/getanchorreservelivelist');
});

test('a failed read of the room offers a retry that reads it again', async () => {
  const bff = mockBff(studioRoutes(offlineRoom, { 'POST live/updateLive': fail('internal') }));
  renderWithProviders(<AnchorRoomSettings messages={messages} anchorId={offlineRoom.anchor_id} />);
  const retry = await screen.findByRole('button', { name: S.retry });
  expect(screen.getByText(S.sectionFailed)).toBeVisible();
  bff.route('POST live/updateLive', studioRoutes()['POST live/updateLive']);
  await userEvent.setup().click(retry);
  expect(await screen.findByRole('heading', { name: S.broadcast.settings })).toBeVisible();
});

test('type 8: the room notice, saved with Live/setPlacard', async () => {
  const bff = mockBff(
    studioRoutes(offlineRoom, { 'POST Live/setPlacard': placardSaved('今晚八点见') }),
  );
  renderWithProviders(<AnchorNotice messages={messages} />);
  const box = await screen.findByRole('textbox', { name: S.notice.label });
  const ue = userEvent.setup();
  await ue.clear(box);
  await ue.type(box, '今晚八点见');
  await ue.click(screen.getByRole('button', { name: S.notice.save }));
  await waitFor(() =>
    expect(bff.calls.find((c) => c.path === 'Live/setPlacard')?.body).toEqual({
      notice: '今晚八点见',
    }),
  );
});
