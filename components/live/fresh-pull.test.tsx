import { act, renderHook } from '@testing-library/react';
import {
  forgetFreshPull,
  freshPullUrl,
  freshXhrSetup,
  pullRefreshDelay,
  PULL_REFRESH_LEAD_S,
  PULL_RETRY_MS,
  rememberFreshPull,
} from '@/lib/live/pull-address';
import type { RoomInfo } from '@/lib/live/contract';
import { useFreshPull } from './room-live';

/**
 * Issue 29 §1: the player refreshes the signed pull addresses before they expire, without a
 * reload and without restarting the stream: the freshest signature is remembered per stream and
 * every later request (hls.js's xhrSetup, a reconnect) carries it.
 */

const hex = (s: number) => s.toString(16).toUpperCase();
const NOW_S = 1_800_000_000;
const addresses = (secret: string, expires: number, base = 'http://127.0.0.1:8935/live') => ({
  hls: `${base}/sRoom.m3u8?txSecret=${secret}&txTime=${hex(expires)}`,
  flv: `${base}/sRoom.flv?txSecret=${secret}&txTime=${hex(expires)}`,
  expires_at: expires,
});

beforeEach(() => forgetFreshPull());

describe('freshPullUrl', () => {
  it('gives every address of the stream the newest signature, segments included', () => {
    rememberFreshPull(addresses('old', NOW_S + 100));
    rememberFreshPull(addresses('new', NOW_S + 6 * 3600));
    const t = hex(NOW_S + 6 * 3600);
    expect(
      freshPullUrl(
        `http://127.0.0.1:8935/live/sRoom-42.ts?txSecret=old&txTime=${hex(NOW_S + 100)}`,
      ),
    ).toBe(`http://127.0.0.1:8935/live/sRoom-42.ts?txSecret=new&txTime=${t}`);
    expect(freshPullUrl(`/hls/sRoom/7.ts?txSecret=old&txTime=${hex(NOW_S + 100)}`)).toBe(
      `/hls/sRoom/7.ts?txSecret=new&txTime=${t}`,
    );
    // An older signature never replaces a newer one.
    rememberFreshPull(addresses('older', NOW_S + 50));
    expect(freshPullUrl(addresses('old', NOW_S + 100).hls)).toContain('txSecret=new');
  });

  it('leaves other streams, unsigned addresses and newer ones alone', () => {
    rememberFreshPull(addresses('new', NOW_S + 600));
    const other = `/live/sOther.m3u8?txSecret=x&txTime=${hex(NOW_S)}`;
    expect(freshPullUrl(other)).toBe(other);
    expect(freshPullUrl('/live/sRoom.m3u8')).toBe('/live/sRoom.m3u8');
    const newer = addresses('newest', NOW_S + 9000).hls;
    expect(freshPullUrl(newer)).toBe(newer);
  });

  it('opens hls.js requests with the fresh address, and leaves the rest to hls.js', () => {
    rememberFreshPull(addresses('new', NOW_S + 600));
    const xhr = { open: jest.fn() } as unknown as XMLHttpRequest;
    freshXhrSetup(xhr, addresses('old', NOW_S).hls);
    expect(xhr.open).toHaveBeenCalledWith('GET', addresses('new', NOW_S + 600).hls, true);
    const untouched = { open: jest.fn() } as unknown as XMLHttpRequest;
    freshXhrSetup(untouched, addresses('new', NOW_S + 600).hls);
    expect(untouched.open).not.toHaveBeenCalled();
  });

  it('refreshes PULL_REFRESH_LEAD_S before the expiry, at once when that has passed', () => {
    expect(pullRefreshDelay(NOW_S + 3600, NOW_S * 1000)).toBe((3600 - PULL_REFRESH_LEAD_S) * 1000);
    expect(pullRefreshDelay(NOW_S + 60, NOW_S * 1000)).toBe(0);
  });
});

describe('useFreshPull', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(NOW_S * 1000);
  });
  afterEach(() => jest.useRealTimers());

  it('fetches the room again before the signature expires and remembers the new one, again and again', async () => {
    const first = addresses('s1', NOW_S + 3600);
    const second = addresses('s2', NOW_S + 3 * 3600);
    const third = addresses('s3', NOW_S + 5 * 3600);
    const replies = [second, third];
    const fetchInfo = jest.fn(async () => ({ streams: replies.shift() }) as unknown as RoomInfo);
    const { unmount } = renderHook(() => useFreshPull(12, first, fetchInfo));
    expect(freshPullUrl(first.hls)).toBe(first.hls);

    await act(async () => jest.advanceTimersByTime((3600 - PULL_REFRESH_LEAD_S) * 1000 - 1));
    expect(fetchInfo).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(fetchInfo).toHaveBeenCalledWith(12);
    expect(freshPullUrl(first.hls)).toBe(second.hls);

    await act(async () => jest.advanceTimersByTime(2 * 3600 * 1000));
    expect(fetchInfo).toHaveBeenCalledTimes(2);
    expect(freshPullUrl(first.flv)).toBe(third.flv);
    unmount();
    await act(async () => jest.advanceTimersByTime(6 * 3600 * 1000));
    expect(fetchInfo).toHaveBeenCalledTimes(2);
  });

  it('tries again a minute later when the fetch fails, and fetches nothing off air', async () => {
    const first = addresses('s1', NOW_S + 60);
    const fetchInfo = jest
      .fn<Promise<RoomInfo>, [number]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ streams: addresses('s2', NOW_S + 7200) } as unknown as RoomInfo);
    renderHook(() => useFreshPull(12, first, fetchInfo));
    await act(async () => jest.advanceTimersByTime(0));
    expect(fetchInfo).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(PULL_RETRY_MS));
    expect(fetchInfo).toHaveBeenCalledTimes(2);
    expect(freshPullUrl(first.hls)).toContain('txSecret=s2');

    const idle = jest.fn();
    renderHook(() => useFreshPull(13, null, idle));
    await act(async () => jest.advanceTimersByTime(24 * 3600 * 1000));
    expect(idle).not.toHaveBeenCalled();
  });
});
