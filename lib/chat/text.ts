/**
 * The text rules of live-room chat (issue 9 §4): what a message may look like before any room rule
 * looks at it, and the two content tests a room can switch on (emoji only, no links).
 *
 * Messages are plain text, never HTML. Nothing here escapes: the client renders a message as a
 * text node (React children, danmaku text) and the API carries it inside JSON. Anything that
 * ever puts a message into markup (innerHTML, an e-mail, a push body rendered as HTML) must escape
 * it there.
 */
import { CHAT_MAX_CHARS } from './limits';

/**
 * CHAT_MAX_CHARS (./limits): at most 100 characters, counted in code points after normalization.
 *
 * Code points rather than grapheme clusters (Intl.Segmenter): the limit exists to bound what one
 * message costs to store, send and draw, and a cluster does not bound that (a single "character"
 * can carry hundreds of combining marks or a long ZWJ chain). Code points cap a message at 400
 * UTF-8 bytes, count the same on every runtime (grapheme rules move with each ICU release), and
 * the input box can count them with `[...text].length`. The cost: an emoji ZWJ sequence counts
 * as its parts (👨‍👩‍👧‍👦 is 7), which only matters in a room full of families.
 */

/** Longer raw input is refused before any work: no normalization could bring it to 100. */
const RAW_MAX_UNITS = CHAT_MAX_CHARS * 20;

/**
 * Combining marks kept in a row. The longest legitimate runs in our languages are 2 (Vietnamese in
 * decomposed form, a Thai vowel with its tone); more is "Zalgo" text drawn over the lines around it.
 */
const MAX_MARKS_IN_A_ROW = 3;

export type ChatTextReason = 'notText' | 'empty' | 'tooLong';
export type NormalizedChatText = { ok: true; text: string } | { ok: false; reason: ChatTextReason };

/**
 * Invisible or control characters, removed wherever they are, except:
 * - an England/Scotland/Wales flag: 🏴 followed by tag characters and the cancel tag (group 1);
 * - a zero-width joiner between two emoji (group 2), which makes 👨‍👩‍👧 one picture.
 * Tabs and line breaks are not here: they become spaces below, so "a\nb" stays two words.
 * Removed: other format characters (zero-width space/non-joiner, word joiner, BOM, soft hyphen,
 * bidirectional overrides that reorder what others see), C0/C1 controls, private-use characters
 * (drawn differently per font) and lone surrogate halves.
 */
const INVISIBLE =
  /(\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F})|((?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F])\u200D(?=\p{Extended_Pictographic}))|[\0-\x08\x0E-\x1F\x7F-\x84\x86-\x9F\p{Cf}\p{Co}\p{Cs}]/gu;

/** Whitespace, plus the "blank" letters used for invisible names and messages. */
const SPACES = /[\s\x85\u115F\u1160\u3164\uFFA0\u2800]+/gu;

const MARK_RUN = new RegExp(`(\\p{M}{${MAX_MARKS_IN_A_ROW}})\\p{M}+`, 'gu');

function codePoints(s: string, stopAfter: number): number {
  let n = 0;
  for (const _ of s) if (++n > stopAfter) break;
  return n;
}

/**
 * A message as it will be stored and shown, or why it cannot be one: anything but a string is
 * `notText`; invisible characters go, the rest is composed (NFC, so a Vietnamese letter typed as a
 * base and marks counts once and compares equal), every run of whitespace becomes one space, the
 * ends are trimmed; nothing left is `empty`, more than CHAT_MAX_CHARS code points is `tooLong`.
 */
export function normalizeChatText(raw: unknown): NormalizedChatText {
  if (typeof raw !== 'string') return { ok: false, reason: 'notText' };
  if (raw.length > RAW_MAX_UNITS) return { ok: false, reason: 'tooLong' };
  const text = raw
    .replace(INVISIBLE, (_m, flag?: string, zwj?: string) => flag ?? zwj ?? '')
    .normalize('NFC')
    .replace(SPACES, ' ')
    .replace(MARK_RUN, '$1')
    .trim();
  if (text === '') return { ok: false, reason: 'empty' };
  if (codePoints(text, CHAT_MAX_CHARS) > CHAT_MAX_CHARS) return { ok: false, reason: 'tooLong' };
  return { ok: true, text };
}

// ---------------------------------------------------------------------------------------------
// Emoji only

/**
 * One emoji: a flag (two regional indicators; a lone one draws as a boxed letter, also allowed), a
 * keycap (1️⃣ #️⃣), or a pictograph with its presentation selector, skin tone, subdivision tags and
 * any ZWJ continuation (🏃🏽‍♂️, ❤️‍🔥, 🏴󠁧󠁢󠁥󠁮󠁧󠁿), or a lone skin-tone swatch. Extended_Pictographic
 * rather than the RGI list, so emoji newer than the server's Unicode still count.
 */
const EMOJI = String.raw`\p{Regional_Indicator}{1,2}|[#*0-9]\uFE0F?\u20E3|\p{Extended_Pictographic}[\uFE0E\uFE0F]?\p{Emoji_Modifier}?(?:[\u{E0020}-\u{E007E}]+\u{E007F})?(?:\u200D\p{Extended_Pictographic}[\uFE0E\uFE0F]?\p{Emoji_Modifier}?)*|\p{Emoji_Modifier}`;
const EMOJI_ONLY = new RegExp(`^(?:\\s|${EMOJI})+$`, 'u');

/** Whether a message is only emoji and whitespace, with at least one emoji (digits alone are not). */
export function isEmojiOnly(text: string): boolean {
  return EMOJI_ONLY.test(text) && text.trim() !== '';
}

// ---------------------------------------------------------------------------------------------
// Links

/**
 * TLDs that make `label.tld` a link by themselves: the generic ones betting and streaming spam
 * uses, the free ones, and the country codes of our region. Left out on purpose: two-letter codes
 * that are everyday words in English or unaccented Vietnamese, which chat runs into a previous
 * word without a space ("ok.so", "lol.no", "go.to", "hay.la", "ok.me", "lon.to", "đi.ma"), and
 * "gg". A host with one of those still counts when it looks like a host (below), or is a known
 * short-link host (t.me, bit.ly, …).
 */
const KNOWN_TLDS = new Set(
  (
    'com net org info biz xyz top vip club online site shop store app io co cc tv live bet win ' +
    'fun link click pro asia mobi icu cyou buzz sbs cfd lat bond tk ml cf gq ws ' +
    'vn cn hk tw sg th ph kh jp kr ru uk de fr eu au'
  ).split(' '),
);

/** Internationalized TLDs, written out (their punycode form counts as a host by itself). */
const KNOWN_IDN_TLDS = new Set(
  (
    '中国 中國 香港 台湾 台灣 澳门 澳門 新加坡 公司 网络 網絡 网址 网站 网店 在线 在線 商城 ' +
    '游戏 遊戲 手机 集团 中文网 рф онлайн сайт 한국 ไทย'
  ).split(' '),
);

/** Short-link and messenger hosts whose TLD is a word we otherwise let pass. */
const LINK_HOSTS =
  /(?<![\p{L}\p{N}-])(?:(?:t|wa|zalo|fb|m)\.me|bit\.ly|youtu\.be)(?![\p{L}\p{N}])/iu;

const SCHEME = /(?<![\p{L}\p{N}])[a-z][a-z\d+.-]*:\/\//iu;

/**
 * A dot someone wrote so a filter would not see it: "abc . com", "abc .com", "abc[.]com",
 * "abc(dot)com", "abc dot com", "abc点com", "abc chấm com", "abc。com", "abc·com". A dot followed
 * by a space alone ("abc. com") is not one: that is how every sentence ends.
 */
const HIDDEN_DOT = String.raw`\s+\.\s*|\s*[\[({<]\s*(?:\.|dot|点|點|chấm|cham)\s*[\])}>]\s*|\s+(?:dot|chấm|cham)\s+|\s*[点點。·•・]\s*`;
const ANY_DOT = String.raw`(?:\.|${HIDDEN_DOT})`;
/** Letters and digits; not 点, which is a dot above and would let the pattern backtrack forever. */
const LABEL = String.raw`(?![点點])[\p{L}\p{N}](?:(?![点點])[\p{L}\p{N}-])*`;
/** A candidate host: labels, dots of any kind, and a TLD (ASCII, punycode, or any other letters). */
const HOST = new RegExp(
  String.raw`(?<![\p{L}\p{N}-])((?:${LABEL}${ANY_DOT})+)(xn--[a-z\d-]+|[a-z]{2,63}(?![a-z\d])|(?=[^\0-\x7F])\p{L}+)`,
  'giu',
);
/** The labels before a TLD when every dot is a plain one. */
const PLAIN_PREFIX = new RegExp(String.raw`^(?:${LABEL}\.)+$`, 'u');
const WWW = new RegExp(String.raw`(?<![\p{L}\p{N}])www${ANY_DOT}[\p{L}\p{N}]`, 'iu');
const IPV4 = new RegExp(
  String.raw`(?<![\d.])(\d{1,3})${ANY_DOT}(\d{1,3})${ANY_DOT}(\d{1,3})${ANY_DOT}(\d{1,3})(?!\d)`,
  'gu',
);
const TRAILING_DOT = new RegExp(`${ANY_DOT}$`, 'u');
/** A football score before a dot ("won 2-1.VN champions"), not a host. */
const SCORE_LABEL = /^\d+-\d+\.$/;

function isLinkHost(prefix: string, tld: string, rest: string): boolean {
  const plain = PLAIN_PREFIX.test(prefix);
  const lower = tld.toLowerCase();
  // Hosts are written in one case. A capitalised or upper-case TLD after a lower-case word is two
  // sentences run together: "Mr.Smith", "Man.City", "Messi.GOAT", "hay quá.VN".
  if (/\p{Lu}/u.test(tld) && /\p{Ll}/u.test(prefix)) return false;
  if (SCORE_LABEL.test(prefix)) return false;
  if (/^[^\0-\x7F]/.test(tld)) {
    // "我爱你。中国" is a sentence: an IDN TLD counts only after a real dot.
    return plain && KNOWN_IDN_TLDS.has(tld);
  }
  if (KNOWN_TLDS.has(lower) || lower.startsWith('xn--')) return true;
  // Any other TLD, only with a plain dot and something that only hosts have: a label mixing
  // letters and digits (bet365, xx88), a hyphen inside a label, a path or a port.
  if (!plain) return false;
  const labels = prefix.slice(0, -1).split('.');
  if (labels.some((l) => /\p{L}/u.test(l) && /\p{N}/u.test(l))) return true;
  if (labels.some((l) => /[\p{L}\p{N}]-+[\p{L}\p{N}]/u.test(l) && /\p{L}/u.test(l))) return true;
  return /^(?:\/[\p{L}\p{N}?#=_~%-]|:\d{2,5}(?!\d))/u.test(rest);
}

/**
 * Whether a message carries a link: a scheme (`https://`, also `hxxp://`), `www.`, an IPv4
 * address, a short-link host, or `label.tld`. Full-width letters and dots (ａｂｃ．ｃｏｍ) are
 * folded first (NFKC) and zero-width characters dropped.
 *
 * A bare `label.tld` is where chat and hosts collide: "Mr.Smith", "Man.City" and "Messi.GOAT"
 * are a missing space, not a site (.city is even a real TLD). So a host counts when
 * - its TLD is one of KNOWN_TLDS / KNOWN_IDN_TLDS ("abc.com", "x.vn", "例子.中国", "abc . com",
 *   "abc(dot)com"), or
 * - its TLD is any other 2+ letters but the host has something only hosts have: letters and
 *   digits in one label ("bet365.quest"), a hyphenated label, a path or port ("foo.quest/x"),
 *   and every dot is a plain one;
 * and never when the TLD is capitalised after a lower-case word (see isLinkHost) or the label is a
 * score ("2-1.VN"). Hidden dots ("abc . com", "abc点com") need a known TLD. Numbers ("3.5",
 * "2.5球", "2-1") have no letters to be a TLD. So "Messi.GOAT" is not a link (unknown TLD, and
 * capitalised after a lower-case word); "messi.goat" is not either; "messi.bet" is.
 */
export function containsLink(text: string): boolean {
  const t = text.normalize('NFKC').replace(/\p{Cf}/gu, '');
  if (SCHEME.test(t) || WWW.test(t) || LINK_HOSTS.test(t)) return true;
  for (const m of t.matchAll(IPV4)) {
    if (m.slice(1, 5).every((n) => Number(n) <= 255)) return true;
  }
  return hasHost(t);
}

function hasHost(t: string): boolean {
  for (const m of t.matchAll(HOST)) {
    const [all, prefix, tld] = m;
    if (isLinkHost(prefix, tld, t.slice(m.index + all.length))) return true;
    // "abc.com.Great": the host is the shorter one before the last dot.
    if (hasHost(prefix.replace(TRAILING_DOT, ''))) return true;
  }
  return false;
}
