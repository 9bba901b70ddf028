import { createEvents, NoListenerError } from '.';
import { walletEvents } from '@/lib/wallet/events';
import { listenToWallet } from '@/lib/chat/wallet-events';

type Ev = { 'thing.done': { n: number } };

describe('domain events (lib/events)', () => {
  it('runs the listeners in order and waits for each', async () => {
    const events = createEvents<Ev>('test');
    const seen: string[] = [];
    events.on('thing.done', async ({ n }) => {
      await new Promise((r) => setTimeout(r, 5));
      seen.push(`a${n}`);
    });
    events.on('thing.done', ({ n }) => {
      seen.push(`b${n}`);
    });
    await events.emit('thing.done', { n: 1 });
    expect(seen).toEqual(['a1', 'b1']);
  });

  it("passes a listener's refusal to the emitter, and stops there", async () => {
    const events = createEvents<Ev>('test');
    const after = jest.fn();
    events.on('thing.done', () => {
      throw new Error('refused');
    });
    events.on('thing.done', after);
    await expect(events.emit('thing.done', { n: 1 })).rejects.toThrow('refused');
    expect(after).not.toHaveBeenCalled();
  });

  it('throws when nothing listens: a process that forgot its listeners fails loudly', async () => {
    const events = createEvents<Ev>('test');
    await expect(events.emit('thing.done', { n: 1 })).rejects.toBeInstanceOf(NoListenerError);
    const off = events.on('thing.done', () => undefined);
    await expect(events.emit('thing.done', { n: 1 })).resolves.toBeUndefined();
    off();
    expect(events.listenerCount('thing.done')).toBe(0);
  });

  it('the chat listens to every event of the wallet, once however often it is asked', () => {
    listenToWallet();
    listenToWallet();
    for (const name of ['gift.sending', 'gift.sent', 'horn.sending', 'horn.passed'] as const)
      expect(walletEvents.listenerCount(name)).toBe(1);
  });
});
