import { createEvents } from '@/lib/events';
import type { GiftExtension } from './gifts';
import type { HornItem } from './horns';

/**
 * What the wallet announces (lib/events): the wallet moves the money and never imports the chat
 * or the realtime layer; the chat listens (lib/chat/wallet-events.ts) and decides what a room
 * shows. docs/architecture.md "Layers": realtime ← wallet ← chat, never back.
 */
export type WalletEvents = {
  /**
   * Before a gift moves any money. A listener refuses it by throwing an AppError (the chat: a
   * sender blacklisted in the room, `giftBlacklisted`: the gift would be a chat line from them).
   */
  'gift.sending': { roomId: number; userId: number };
  /** After the gift's transaction committed: the room shows its line. The payment stands. */
  'gift.sent': {
    roomId: number;
    sender: { userId: number; nick: string; avatar: string; level: number };
    extension: GiftExtension;
  };
  /**
   * Before a horn is stored or charged, with its normalised text. A listener refuses it by
   * throwing an AppError (the chat: a site-wide blocked word, `hornBlockedWord`).
   */
  'horn.sending': { text: string };
  /** A horn passed review: every room's viewers get it. The verdict stands. */
  'horn.passed': { horn: HornItem };
};

export const walletEvents = createEvents<WalletEvents>('wallet');
