/**
 * Reading the room's coin events out of chat messages and websocket frames. Whatever arrives is
 * checked field by field: a message a client cannot trust (a damaged extension, an outside URL, a
 * colour that is not a colour) shows less, never something else. Browser-safe.
 */
import type { ChatMessage } from '@/lib/chat/client';
import type { HornItem, NobleBadge as NobleMark } from '@/lib/wallet/contract';

export type { NobleMark };

/** A gift message of the room's chat (`payload.data: 'gift'`), checked and ready to show. */
export type GiftEvent = {
  /** The chat message's ID: a key, and what keeps one gift from playing twice. */
  key: string;
  from: string;
  nick: string;
  avatar: string;
  noble: NobleMark | null;
  giftId: number;
  slug: string;
  /** A same-site path, or '' (then no picture). */
  icon: string;
  /** A same-site path to the Lottie JSON, or '' (then a still caption). */
  effect: string;
  effectLevel: number;
  num: number;
  total: number;
  names: { zh: string; en: string; vi: string };
};

/** A noble's arrival in the room (`payload.data: 'enter'`). */
export type EnterEvent = {
  key: string;
  nick: string;
  level: number;
  color: string;
  effect: string;
};

type Json = Record<string, unknown>;

function extension(m: ChatMessage, kind: string): Json | null {
  if (m.type !== 'TIMCustomElem' || m.payload.data !== kind) return null;
  try {
    const v = JSON.parse(m.payload.extension ?? '') as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null;
  } catch {
    return null;
  }
}

const str = (v: unknown, max = 200): string => (typeof v === 'string' ? v.slice(0, max) : '');
const int = (v: unknown): number | null =>
  typeof v === 'number' && Number.isSafeInteger(v) ? v : null;

/**
 * A picture or animation of the site's own (`/gifts/rocket.svg`): gift assets are self-hosted, so
 * anything else (another host, `//host`, `javascript:`) is dropped.
 */
export function sameSitePath(v: unknown): string {
  return typeof v === 'string' && /^\/(?![/\\])[\w\-./%]*$/.test(v) && !v.includes('..') ? v : '';
}

/** `#rgb`, `#rrggbb` (or with alpha), or `rgb()`/`hsl()` of plain numbers; else null. */
export function safeColor(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const s = v.trim();
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(s)) return s;
  if (/^(?:rgb|hsl)a?\(\s*[\d.%\s,/]+\)$/i.test(s)) return s;
  return null;
}

/** A noble mark (`{level, color}`) from anything; null when it is not one. */
export function nobleMark(v: unknown): NobleMark | null {
  if (!v || typeof v !== 'object') return null;
  const n = v as Json;
  const level = int(n.level);
  if (level === null || level < 1) return null;
  return { level, color: safeColor(n.color) ?? '#b8860b' };
}

/** The sender's noble tier on a chat message (`ChatMessage.noble`), when it has one. */
export function nobleOf(m: ChatMessage): NobleMark | null {
  return nobleMark((m as ChatMessage & { noble?: unknown }).noble);
}

// Rendering reads every message on every change; a message's parse is kept with it.
const gifts = new WeakMap<ChatMessage, GiftEvent | null>();

/** The gift a chat message announces (`payload.data: 'gift'`), or null for any other message. */
export function giftOf(m: ChatMessage): GiftEvent | null {
  if (gifts.has(m)) return gifts.get(m) ?? null;
  const e = extension(m, 'gift');
  let out: GiftEvent | null = null;
  const giftId = int(e?.gift_id);
  const num = int(e?.num);
  if (e && giftId !== null && num !== null && num > 0) {
    const names = (e.names && typeof e.names === 'object' ? e.names : {}) as Json;
    const level = int(e.effect_level) ?? 0;
    out = {
      key: m.ID,
      from: m.from,
      nick: m.nick,
      avatar: m.avatar,
      noble: nobleOf(m),
      giftId,
      slug: str(e.slug, 64),
      icon: sameSitePath(e.icon),
      effect: sameSitePath(e.effect),
      effectLevel: Math.min(2, Math.max(0, level)),
      num,
      total: typeof e.total === 'number' && Number.isFinite(e.total) ? e.total : 0,
      names: { zh: str(names.zh, 40), en: str(names.en, 40), vi: str(names.vi, 40) },
    };
  }
  gifts.set(m, out);
  return out;
}

/** The gift's name in `lang`, else in any language it has, else its slug. */
export function giftName(g: Pick<GiftEvent, 'names' | 'slug'>, lang: string): string {
  const names = g.names as Record<string, string>;
  return names[lang] || g.names.zh || g.names.en || g.names.vi || g.slug;
}

/** A noble's arrival (`payload.data: 'enter'`), or null. */
export function enterOf(m: ChatMessage): EnterEvent | null {
  const e = extension(m, 'enter');
  if (!e) return null;
  const mark = nobleOf(m);
  const level = int(e.level) ?? mark?.level ?? 0;
  return {
    key: m.ID,
    nick: m.nick,
    level,
    color: safeColor(e.color) ?? mark?.color ?? '#b8860b',
    effect: str(e.effect, 40),
  };
}

/** A horn from `Horn/recent` or the `horn` frame, or null when it is not one. */
export function parseHorn(v: unknown): HornItem | null {
  if (!v || typeof v !== 'object') return null;
  const h = v as Json;
  const id = int(h.id);
  const content = str(h.content, 500).trim();
  if (id === null || !content) return null;
  const created = str(h.created_at, 40);
  return {
    id,
    content,
    large: h.large === true,
    nickname: str(h.nickname, 60),
    avatar: typeof h.avatar === 'string' ? h.avatar : '',
    level: int(h.level) ?? 0,
    noble: nobleMark(h.noble),
    created_at: Number.isNaN(Date.parse(created)) ? new Date(0).toISOString() : created,
    passed_at:
      typeof h.passed_at === 'string' && !Number.isNaN(Date.parse(h.passed_at))
        ? h.passed_at
        : null,
  };
}
