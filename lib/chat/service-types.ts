/** The chat message as clients receive it (browser-safe: types only). */

/**
 * SPEC.md §3 chat message, shaped like Tencent Cloud Chat's Message so one client handles both
 * providers: `type` TIMTextElem (payload.text) or TIMCustomElem (payload.data: the kind,
 * payload.extension: its JSON).
 */
export type ChatMessage = {
  ID: string;
  type: 'TIMTextElem' | 'TIMCustomElem';
  payload: { text?: string; data?: string; description?: string; extension?: string };
  from: string;
  /** The room's sequence. */
  sequence: number;
  /** Unix seconds. */
  time: number;
  flow: 'in' | 'out';
  nick: string;
  avatar: string;
  level: number;
  /** A guest: the client shows its localised "Guest" with the nick as a suffix. */
  guest: boolean;
  /**
   * The sender's noble tier when the message was sent: its level (1 lowest) and badge colour
   * (CSS), or null (issue 11 §4).
   */
  noble: { level: number; color: string } | null;
  /** Also flown as danmaku. */
  barrage: boolean;
  isRead: boolean;
  isRevoked: boolean;
  isDeleted: boolean;
};
