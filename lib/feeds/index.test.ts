import { createFeedProvider, runUntil, type FeedContext, type FeedMatch } from './index';
import { KICKOFF, MINUTE } from './simulator/testing';

describe('createFeedProvider', () => {
  it('builds the simulator, the FEED_PROVIDER default, behind the FeedProvider interface', async () => {
    const provider = createFeedProvider('simulator', { tickMs: 0 });
    expect(provider.name).toBe('simulator');
    const match: FeedMatch = {
      id: 1,
      sport: 'football',
      kickoff: KICKOFF,
      seed: 3,
      homeRating: 70,
      awayRating: 50,
      homeNames: { zh: '主队', en: 'Home', vi: 'Chủ nhà' },
      awayNames: { zh: '客队', en: 'Away', vi: 'Đội khách' },
    };
    const published: string[] = [];
    const ctx: FeedContext = {
      loadMatches: async () => [match],
      applySnapshot: async () => undefined,
      publish: async (_sport, frame) => {
        published.push(frame.type);
      },
      now: () => KICKOFF - MINUTE,
      log: { info: jest.fn(), warn: jest.fn(), error: jest.fn() },
    };
    await runUntil(provider, ctx, KICKOFF + 3 * 60 * MINUTE, MINUTE);
    expect(published.filter((t) => t === 'score').length).toBeGreaterThan(50);
    await provider.stop();
  });
});
