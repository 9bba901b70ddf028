import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { newGuestAccount } from '@/lib/providers/chat/guest';
import { chatIdOfUser, signChatId } from '@/lib/providers/chat/sig';
import { getBus } from '@/lib/realtime/bus';
import {
  answer,
  startInstance,
  TestClient,
  untilArrives,
  type Message,
  type TestInstance,
} from '@/lib/realtime/test-helpers';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import { createChatModule } from './realtime';

/**
 * Two instances of the site on one bus (issue 23): a blacklist kicks the blacklisted user's
 * browser everywhere. The instance that holds the user's connection learns its browser and tells
 * the others, which kick a guest connection from that browser they hold.
 */

let t: TestApi;
let near: TestInstance;
let far: TestInstance;
const open: TestClient[] = [];

beforeAll(async () => {
  t = await createTestApi();
  [near, far] = await Promise.all([
    startInstance({ bus: getBus(), modules: [createChatModule()] }),
    startInstance({ bus: getBus(), modules: [createChatModule()] }),
  ]);
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
  await near?.close();
  await far?.close();
  await t?.cleanup();
});

async function connect(on: TestInstance, account: { id: string; sig: string }, cookie: string) {
  const c = await TestClient.open(on.url, { cookie });
  open.push(c);
  expect(await answer(c, { type: 'chat.login', ...account })).toMatchObject({ code: 0 });
  return c;
}

it('a blacklist kicks a guest connection of the same browser on another instance', async () => {
  const a = await registerUser(t);
  await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, a.user.id));
  const room = await t.call<{ id: number; group_id: string }>('Live/mobileStartRoom', {
    params: {},
    token: a.token,
  });
  const group = room.data.group_id;
  const u = await registerUser(t);
  const id = chatIdOfUser(u.user.id);
  const cookie = 'sl_dev=twoinstancebrowser0001';
  const logged = await connect(near, { id, sig: signChatId(id) }, cookie);
  const guest = await connect(far, newGuestAccount(), cookie);
  const bystander = await connect(far, newGuestAccount(), 'sl_dev=bystanderbrowser000001');
  for (const c of [logged, guest, bystander])
    expect(await answer(c, { type: 'chat.join', group })).toMatchObject({ code: 0 });

  const r = await t.call('chat/blackListAdd', {
    params: { room_id: room.data.id, chat_id: id },
    token: a.token,
  });
  expect(r.code).toBe(0);
  const kicked = (m: Message) => m.type === 'chat.kicked';
  expect((await untilArrives(logged, kicked)).at(-1)).toEqual({ type: 'chat.kicked', group });
  expect((await untilArrives(guest, kicked)).at(-1)).toEqual({ type: 'chat.kicked', group });
  // The bystander on the far instance stays: it may still chat.
  bystander.send({ type: 'chat.send', group, text: 'still here' });
  const got = await untilArrives(bystander, (m) => m.type === 'chat.send');
  expect(got.some(kicked)).toBe(false);
  expect(got.at(-1)).toMatchObject({ code: 0 });
});
