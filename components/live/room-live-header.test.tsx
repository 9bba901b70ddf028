import { act, screen } from '@testing-library/react';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { renderWithProviders } from '@/test/render';
import type { RoomFrame, RoomState } from '@/lib/live/contract';
import { RoomLiveStatus, RoomLiveTitle } from './room-live-header';
import { applyRoomFrame, forgetRoom, useStagePlayer, type RoomLiveSeed } from './room-live';

/**
 * Issue 24: the room's header and player follow the room's websocket frames: the broadcast ends
 * (the player gives way to the offline poster with the next broadcast), staff close the room,
 * it goes live again, the viewer count changes; an older push never undoes a newer one.
 */

const ROOM = 7;
const group = `room_${ROOM}`;
const seed: RoomLiveSeed = {
  state: 'live',
  reason: 'started',
  title: 'Derby night',
  live_since: 1_700_000_000,
  streams: { hls: '/hls/s1.m3u8?a', flv: '/flv/s1.flv?a', expires_at: 1_700_020_000 },
  next_schedule: null,
  viewers: 0,
};

function state(at: number, room: Partial<RoomState>): RoomFrame {
  return {
    type: 'room.state',
    group,
    room: {
      id: ROOM,
      state: 'offline',
      reason: 'ended',
      title: 'Derby night',
      live_since: null,
      streams: null,
      next_schedule: null,
      at,
      ...room,
    },
  };
}
const push = (f: RoomFrame) => act(() => applyRoomFrame(ROOM, f));

function Player() {
  const p = useStagePlayer(ROOM, seed, { hls: null, flv: null, title: '', offline: null });
  return (
    <output data-testid="player">
      {p.hls ?? 'poster'}|{p.offline?.nextTitle ?? ''}|{p.title}
    </output>
  );
}

function Room({ locale = 'zh' }: { locale?: 'zh' | 'en' }) {
  return renderWithProviders(
    <>
      <RoomLiveTitle roomId={ROOM} seed={seed} />
      <RoomLiveStatus roomId={ROOM} seed={seed} />
      <Player />
    </>,
    { locale },
  );
}

afterEach(() => forgetRoom(ROOM));

test('the viewers, the end of the broadcast and its return reach the header and the player', () => {
  Room({});
  const status = screen.getByTestId('room-status');
  expect(status).toHaveTextContent(zh.liveRoom.live);
  expect(screen.getByTestId('room-viewers')).toHaveAttribute('data-count', '0');
  expect(screen.getByTestId('player')).toHaveTextContent('/hls/s1.m3u8?a||Derby night');

  push({ type: 'room.viewers', group, viewers: 2 });
  expect(screen.getByTestId('room-viewers')).toHaveTextContent('2 人在看');

  push(state(2000, { next_schedule: { id: 3, title: 'Cup final', starts_at: 1_800_000_000 } }));
  expect(status).toHaveAttribute('data-state', 'offline');
  expect(status).toHaveTextContent(zh.liveRoom.offline);
  expect(screen.queryByTestId('room-viewers')).toBeNull();
  expect(screen.getByTestId('player')).toHaveTextContent('poster|Cup final|Derby night');

  // A push older than the one shown changes nothing.
  push(state(1000, { state: 'live', reason: 'started', streams: seed.streams }));
  expect(status).toHaveAttribute('data-state', 'offline');

  push(
    state(3000, {
      state: 'live',
      reason: 'started',
      title: 'Second leg',
      live_since: 1_700_100_000,
      streams: { hls: '/hls/s1.m3u8?b', flv: null, expires_at: 1_700_120_000 },
    }),
  );
  expect(status).toHaveAttribute('data-state', 'live');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Second leg');
  expect(screen.getByTestId('player')).toHaveTextContent('/hls/s1.m3u8?b||Second leg');

  // The same session re-announced (a title change) keeps its addresses: the player does not reload.
  push(
    state(4000, {
      state: 'live',
      reason: 'updated',
      title: 'Second leg, extra time',
      live_since: 1_700_100_000,
      streams: { hls: '/hls/s1.m3u8?c', flv: null, expires_at: 1_700_130_000 },
    }),
  );
  expect(screen.getByTestId('player')).toHaveTextContent('/hls/s1.m3u8?b||Second leg, extra time');
});

test('a room closed by staff says so', () => {
  Room({ locale: 'en' });
  push(state(5000, { reason: 'closed' }));
  expect(screen.getByTestId('room-status')).toHaveTextContent(en.liveRoom.closed);
});

test('a page refreshed during the same broadcast keeps the addresses it plays; a new broadcast takes its own', () => {
  function Stage({ s }: { s: RoomLiveSeed }) {
    const p = useStagePlayer(ROOM, s, { hls: null, flv: null, title: '', offline: null });
    return <output data-testid="stage">{p.hls ?? 'poster'}</output>;
  }
  const view = renderWithProviders(<Stage s={seed} />, { locale: 'en' });
  const resigned = { ...seed, streams: { ...seed.streams!, hls: '/hls/s1.m3u8?resigned' } };
  // router.refresh (a first visit's time zone) renders the room again, its addresses re-signed.
  view.rerender(<Stage s={resigned} />);
  expect(screen.getByTestId('stage')).toHaveTextContent('/hls/s1.m3u8?a');
  const next = {
    ...seed,
    live_since: seed.live_since! + 3600,
    streams: { ...seed.streams!, hls: '/hls/s1.m3u8?next' },
  };
  view.rerender(<Stage s={next} />);
  expect(screen.getByTestId('stage')).toHaveTextContent('/hls/s1.m3u8?next');
});
