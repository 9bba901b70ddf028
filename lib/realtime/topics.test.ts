import { countingBus } from './test-helpers';
import { createTopicHub, topicKind, type Member } from './topics';

type M = Member & { name: string; got: string[] };
const member = (name: string): M => ({ name, got: [], topics: new Set() });

function setup() {
  const b = countingBus();
  const hub = createTopicHub<M>(b.bus, {
    room: (_topic, message, members) => {
      for (const m of members) m.got.push(message);
    },
  });
  return { ...b, hub };
}

describe('topics (issue 9 groundwork)', () => {
  it('topicKind is what comes before the first colon', () => {
    expect(topicKind('scores:football')).toBe('scores');
    expect(topicKind('room:12:x')).toBe('room');
    expect(topicKind('room')).toBe('');
    expect(topicKind(':12')).toBe('');
  });

  it('one bus subscription per topic, however many members; the last to leave ends it', async () => {
    const { hub, live, inner } = setup();
    const [a, b, c] = [member('a'), member('b'), member('c')];
    await Promise.all([hub.join(a, 'room:1'), hub.join(b, 'room:1'), hub.join(c, 'room:2')]);
    expect(live('room:1')).toBe(1);
    expect(live('room:2')).toBe(1);
    expect(hub.topics().sort()).toEqual(['room:1', 'room:2']);

    await inner.publish('room:1', 'hello');
    expect([a.got, b.got, c.got]).toEqual([['hello'], ['hello'], []]);

    hub.leave(a, 'room:1');
    expect(live('room:1')).toBe(1);
    await inner.publish('room:1', 'again');
    expect([a.got, b.got]).toEqual([['hello'], ['hello', 'again']]);

    hub.leave(b, 'room:1');
    expect(live('room:1')).toBe(0);
    expect(hub.topics()).toEqual(['room:2']);
    expect(a.topics.size + b.topics.size).toBe(0);
    // Leaving twice, or a topic one is not in, changes nothing.
    hub.leave(b, 'room:1');
    hub.leave(c, 'room:9');
    expect(live('room:2')).toBe(1);
  });

  it('join resolves once the subscription is in place: nothing published after it is missed', async () => {
    const { hub, inner, slow } = setup();
    slow(50);
    const a = member('a');
    await hub.join(a, 'room:1');
    await inner.publish('room:1', 'first');
    expect(a.got).toEqual(['first']);
  });

  it('a member that leaves while the subscription is on its way leaves no subscription behind', async () => {
    const { hub, live, slow } = setup();
    slow(30);
    const a = member('a');
    const joined = hub.join(a, 'room:1');
    hub.leave(a, 'room:1');
    await joined;
    expect(live('room:1')).toBe(0);
    expect(hub.topics()).toEqual([]);
    // A new member then gets a subscription of its own.
    slow(0);
    await hub.join(member('b'), 'room:1');
    expect(live('room:1')).toBe(1);
  });

  it('refuses a topic no module delivers, and the member is not put in it', async () => {
    const { hub, live } = setup();
    const a = member('a');
    await expect(hub.join(a, 'nothing:1')).rejects.toThrow('no module delivers topic nothing:1');
    await expect(hub.join(a, 'room')).rejects.toThrow();
    for (const t of ['constructor:1', '__proto__:1', 'toString:x', 'hasOwnProperty:1'])
      await expect(hub.join(a, t)).rejects.toThrow(`no module delivers topic ${t}`);
    expect(a.topics.size).toBe(0);
    expect(live('nothing:1')).toBe(0);
    expect(hub.topics()).toEqual([]);
  });

  it('a failed subscription leaves the member out, and the next join tries again', async () => {
    const { hub, live, failOnce, inner } = setup();
    failOnce();
    const a = member('a');
    await expect(hub.join(a, 'room:1')).rejects.toThrow('bus down');
    expect(a.topics.size).toBe(0);
    expect(hub.topics()).toEqual([]);
    await hub.join(a, 'room:1');
    expect(live('room:1')).toBe(1);
    await inner.publish('room:1', 'ok');
    expect(a.got).toEqual(['ok']);
  });

  it('leaveAll and close drop every subscription', async () => {
    const { hub, live } = setup();
    const [a, b] = [member('a'), member('b')];
    await Promise.all([hub.join(a, 'room:1'), hub.join(a, 'room:2'), hub.join(b, 'room:3')]);
    hub.leaveAll(a);
    expect([live('room:1'), live('room:2'), live('room:3')]).toEqual([0, 0, 1]);
    hub.close();
    expect(live('room:3')).toBe(0);
    expect(b.topics.size).toBe(0);
    expect(hub.topics()).toEqual([]);
  });
});
