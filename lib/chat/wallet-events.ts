import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { chatIdOfUser } from '@/lib/providers/chat/sig';
import { getBus, type Bus } from '@/lib/realtime/bus';
import { walletEvents } from '@/lib/wallet/events';
import type { HornItem } from '@/lib/wallet/horns';
import { HORN_TOPIC, publishRoomEvent, roomWords } from './send';
import { isBlacklisted, storeMessage } from './service';

/**
 * What the chat does with the wallet's events (lib/wallet/events.ts): the wallet moves money and
 * announces it, the chat shows it. The wallet imports neither the chat nor the realtime layer
 * (docs/architecture.md "Layers", scripts/import-layers.test.ts).
 *
 * `listenToWallet` is called by the API's list of endpoints (lib/api/routes/index.ts), so every
 * process that serves a gift or a horn (the server, Next's bundle of the API, the tests, the
 * demo, the bench) listens; an event without a listener throws (lib/events), so a process that
 * forgot would refuse gifts instead of losing their lines.
 */

/**
 * Pushes a passed horn to every room's viewers: one message on the `horn:all` channel, which
 * each instance hears while it has viewers in any room and hands to all of them (the chat
 * module, ./realtime.ts). One publish per horn whatever the number of rooms.
 */
export async function broadcastHorn(item: HornItem, bus: Bus = getBus()): Promise<void> {
  await bus.publish(HORN_TOPIC, JSON.stringify({ type: 'horn', horn: item }));
}

/**
 * The site-wide blocked words (those of no room: `roomWords` of room 0), in every language: a
 * horn is shown in every room, whatever its commentary language.
 */
async function checkHornWords(text: string): Promise<void> {
  const words = await roomWords('0');
  if (words.size === 0) return;
  for (const lang of ['zh', 'en', 'vi'])
    if (words.check(text, lang)) throw new AppError('hornBlockedWord');
}

let listening = false;

/** Registers the chat's listeners once per module instance (a second call does nothing). */
export function listenToWallet(): void {
  if (listening) return;
  listening = true;
  walletEvents.on('gift.sending', async ({ roomId, userId }) => {
    if (await isBlacklisted(roomId, chatIdOfUser(userId), null))
      throw new AppError('giftBlacklisted');
  });
  walletEvents.on('gift.sent', async ({ roomId, sender, extension }) => {
    const m = await storeMessage(
      roomId,
      { chatId: chatIdOfUser(sender.userId), ...sender },
      { type: 'custom', kind: 'gift', extension },
    );
    await publishRoomEvent(getBus(), roomId, { t: 'msg', m });
  });
  walletEvents.on('horn.sending', ({ text }) => checkHornWords(text));
  walletEvents.on('horn.passed', ({ horn }) => broadcastHorn(horn));
}
