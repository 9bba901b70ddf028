import { createInProcessBus } from './bus';

describe('the in-process bus', () => {
  it('delivers to every handler of a channel even when one throws, and stops after unsubscribing', async () => {
    const bus = createInProcessBus();
    const got: string[] = [];
    await bus.subscribe('c', () => {
      throw new Error('a broken subscriber');
    });
    const off = await bus.subscribe('c', (m) => got.push(m));
    await bus.publish('c', 'one');
    await bus.publish('other', 'not for c');
    off();
    await bus.publish('c', 'two');
    expect(got).toEqual(['one']);
    await bus.close();
  });

  it('numbers and publishes in one step', async () => {
    const bus = createInProcessBus();
    const got: string[] = [];
    await bus.subscribe('c', (m) => got.push(m));
    expect(await bus.publishNext('k', 'c', '<', '>')).toBe(1);
    expect(await bus.incr('k')).toBe(2);
    expect(await bus.publishNext('k', 'c', '<', '>')).toBe(3);
    expect(got).toEqual(['<1>', '<3>']);
    expect(await bus.current('k')).toBe(3);
    expect(await bus.current('unused')).toBe(0);
    await bus.close();
  });
});
