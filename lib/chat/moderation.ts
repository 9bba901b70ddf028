import { resolveLeetSpeakTransformer } from 'obscenity';
import { CHAT_MAX_CHARS, MUTE_MAX_HOURS, type ChatPolicy, type WordAction } from './limits';
import { containsLink, isEmojiOnly, normalizeChatText } from './text';
import type { ChatTextReason } from './text';

/**
 * The rules of live-room chat moderation (issue 9 §4–§5), as pure functions: blocked words, who
 * may chat, slow mode, and the one verdict a message gets from its room. The chat server loads
 * the room, the sender and the word list, asks `checkMessage`, and acts on the verdict (store,
 * hide, mute, blacklist); nothing here touches the database or the clock.
 */

export { CHAT_MAX_CHARS, MUTE_MAX_HOURS };

// ---------------------------------------------------------------------------------------------
// Blocked words

export type ChatLang = 'zh' | 'en' | 'vi';
export type BlockedWordAction = WordAction;
export type BlockedWord = { word: string; lang: ChatLang | '*'; action: BlockedWordAction };
export type BlockedWordHit = { action: BlockedWordAction; word: string };
export type BlockedWordMatcher = {
  /** The words that can match (entries that fold to nothing are dropped). */
  readonly size: number;
  /** The strongest action among the words in `text` (blacklist > mute > hide), or null. */
  check(text: string, lang: string): BlockedWordHit | null;
};

const STRENGTH: Record<BlockedWordAction, number> = { hide: 1, mute: 2, blacklist: 3 };

/**
 * How text is folded before words are looked for. Both the words and the messages go through the
 * same fold, so whatever it merges, it merges on both sides:
 * - NFKC, then lower case: full-width ｆｕｃｋ, circled ⓕⓤⓒⓚ and FUCK are fuck;
 * - each letter is split into a base and its diacritics (NFD). Diacritics do not take part in
 *   finding a word, only in confirming it: a letter of the message matches a letter of the word
 *   when one's marks are a subset of the other's. Unaccented text matches any accents ("dit" is
 *   "địt", and a word written "dit" catches "địt"), but a different tone is a different word:
 *   "lớn" (big) is not "lồn". đ is d with a stroke mark, so "đ"/"d" follow the same rule;
 * - a few letters that are not decomposed (ø ł ß æ œ ı) and the Cyrillic and Greek look-alikes of
 *   Latin letters (а е о р с …) become their Latin letters;
 * - everything that is not a letter or digit (spaces, punctuation, symbols, emoji, zero-width
 *   characters) is dropped, but remembered as a gap before the next letter: a space, or a "soft"
 *   gap for anything else.
 */
type Piece = {
  ch: string;
  marks: string;
  /** In a script written without spaces. */
  dense: boolean;
  /** A letter that may be stretched by repeating it (not a digit: 88 is not 888). */
  stretch: boolean;
};
type Unit = Piece & { gap: number };
type CharClass = 'space' | 'soft' | 'mark' | Piece[];

const NO_GAP = 0;
const SOFT_GAP = 1;
const SPACE_GAP = 2;

const SPACE = /^[\s\x85\u115F\u1160\u3164\uFFA0\u2800]$/u;
const MARK = /^\p{M}$/u;
const WORD_CHAR = /^[\p{L}\p{N}]$/u;
const LETTER = /^\p{L}$/u;
/** Marks that may be left out or added (Latin, Greek and Cyrillic diacritics, Vietnamese tones). */
const DIACRITIC = /^[\u0300-\u036F]$/u;
const STROKE = '\u0335';
/**
 * Scripts written without spaces between words: a word in them matches anywhere, gaps may fall
 * anywhere inside it, and repeated letters are letters (哈哈 is not 哈).
 */
const DENSE =
  /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]$/u;

const ALIASES: Record<string, string> = {
  đ: 'd' + STROKE,
  ð: 'd' + STROKE,
  ł: 'l' + STROKE,
  ħ: 'h' + STROKE,
  ø: 'o\u0338',
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  // Cyrillic
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  һ: 'h',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  // Greek
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

function attachMark(p: Piece, mark: string) {
  if (DIACRITIC.test(mark)) p.marks = [...p.marks, mark].sort().join('');
  // Other marks are part of the letter (the voicing mark of が, Thai vowels): compose them back.
  else p.ch = (p.ch + mark).normalize('NFC');
}

function classifyChar(c: string): CharClass {
  if (SPACE.test(c)) return 'space';
  if (MARK.test(c)) return 'mark';
  if (!WORD_CHAR.test(c)) return 'soft';
  const pieces: Piece[] = [];
  for (const d of c.toLowerCase().normalize('NFD')) {
    for (const a of ALIASES[d] ?? d) {
      const p = pieces.at(-1);
      if (MARK.test(a)) {
        if (p) attachMark(p, a);
      } else if (WORD_CHAR.test(a)) {
        const dense = DENSE.test(a);
        pieces.push({ ch: a, marks: '', dense, stretch: !dense && LETTER.test(a) });
      }
    }
  }
  return pieces.length > 0 ? pieces : 'soft';
}

const classes = new Map<string, CharClass>();

function classify(c: string): CharClass {
  let k = classes.get(c);
  if (k === undefined) {
    k = classifyChar(c);
    // Bounded: a flood of distinct code points must not grow the cache without end.
    if (classes.size < 20_000) classes.set(c, k);
  }
  return k;
}

/**
 * How a message is read (a word is always read `plain`). Latin text is read twice more, like the
 * `obscenity` library's transformers do it, and a word found in any reading counts:
 * - `leet`: in a run of non-space characters that holds a Latin letter, the leetspeak digits and
 *   symbols are the letters they stand for (obscenity's dictionary: 4 @ a, 3 e, 6 g, 1 ! i, 0 o,
 *   5 $ s, 7 t, 2 z), so "a$$" is ass and "sh1t" is shit. Its `(` for c, `/` for l and `|` for i
 *   are left out: "(um" and "w/o" are ordinary writing;
 * - `skip`: in such a run, digits are skipped like punctuation, so "bad1word" is badword.
 * A run without a Latin letter keeps its digits in every reading: "3-1", "4-4-2", "1880" are
 * football, and "bet365" or "88" listed as they are still match only themselves.
 * Obscenity's confusables table is not used: it maps Vietnamese letters to bare ones (ồ to o),
 * which the marks rule must tell apart; the look-alikes are folded by ALIASES and NFKC instead.
 */
type Reading = 'plain' | 'leet' | 'skip';

const LEET = resolveLeetSpeakTransformer();
const LEET_SKIPPED = new Set(['(', '/', '|']);
function leetLetter(c: string): string | null {
  if (c.length !== 1 || LEET_SKIPPED.has(c)) return null;
  const to = LEET.transform(c.charCodeAt(0));
  return to !== undefined && to !== c.charCodeAt(0) ? String.fromCharCode(to) : null;
}
const LATIN = /\p{Script=Latin}/u;
const DIGIT = /^\p{Nd}$/u;
/** Whether a reading besides `plain` could differ: a Latin letter, and a digit or a leet symbol. */
const MAY_DIFFER = /[\p{Nd}@$!]/u;

/** For each character, whether its run of non-space characters holds a Latin letter. */
function latinRuns(chars: string[]): boolean[] {
  const out = new Array<boolean>(chars.length).fill(false);
  let start = 0;
  for (let i = 0; i <= chars.length; i++) {
    if (i < chars.length && !SPACE.test(chars[i])) continue;
    if (chars.slice(start, i).some((c) => LATIN.test(c))) out.fill(true, start, i);
    start = i + 1;
  }
  return out;
}

function fold(text: string, reading: Reading = 'plain'): Unit[] {
  const units: Unit[] = [];
  let gap = NO_GAP;
  const chars = [...text.normalize('NFKC')];
  const latin = reading === 'plain' ? null : latinRuns(chars);
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    let k = classify(c);
    if (latin?.[i]) {
      const letter = reading === 'leet' ? leetLetter(c) : null;
      if (letter) k = classify(letter);
      else if (reading === 'skip' && DIGIT.test(c)) k = 'soft';
    }
    if (k === 'space') gap = SPACE_GAP;
    else if (k === 'soft') gap = Math.max(gap, SOFT_GAP);
    else if (k === 'mark') {
      const last = units.at(-1);
      if (last && gap === NO_GAP) attachMark(last, c);
    } else {
      for (const p of k) {
        units.push({ ...p, gap });
        gap = NO_GAP;
      }
    }
  }
  return units;
}

/** Whether one set of marks (sorted strings) contains the other. */
function marksAgree(a: string, b: string): boolean {
  if (a === b || a === '' || b === '') return true;
  const [small, big] = a.length <= b.length ? [a, b] : [b, a];
  for (const m of small) if (!big.includes(m)) return false;
  return true;
}

/**
 * A run of one letter. Outside dense scripts, a run of the same letter in a word matches a run at
 * least as long in a message ("fuuuck" is fuck, "asss" is ass) but never a shorter one ("as" is
 * not ass): so repeated letters stretch a word without anyone having to list the stretches.
 */
type Run = { ch: string; start: number; end: number; dense: boolean; stretch: boolean };
type WordRun = {
  ch: string;
  min: number;
  marks: string;
  dense: boolean;
  stretch: boolean;
  spaceBefore: boolean;
};
type Word = {
  entry: BlockedWord;
  action: BlockedWordAction;
  strength: number;
  runs: WordRun[];
  /** A word boundary is required before / after (a Latin end of a word without `*`). */
  boundStart: boolean;
  boundEnd: boolean;
  /** Its letters and digits: a long word may be split once by a space (LONG_WORD). */
  length: number;
};

function runsOf(units: Unit[]): Run[] {
  const runs: Run[] = [];
  units.forEach((u, i) => {
    const last = runs.at(-1);
    if (last && last.stretch && u.stretch && last.ch === u.ch) last.end = i + 1;
    else runs.push({ ch: u.ch, start: i, end: i + 1, dense: u.dense, stretch: u.stretch });
  });
  return runs;
}

/** A word's runs and boundaries; a string for a word of symbols; null for no word at all. */
function compileWord(entry: BlockedWord): Word | string | null {
  let w = entry.word.normalize('NFKC').trim();
  const anyStart = w.startsWith('*');
  const anyEnd = w.length > 1 && w.endsWith('*');
  w = w.slice(anyStart ? 1 : 0, anyEnd ? -1 : undefined);
  const units = fold(w);
  if (units.length === 0) {
    // A word of symbols only (🖕): looked for as it is; plain punctuation ("***") is no word.
    const symbols = stripSelectors(w.trim());
    return /[\p{Extended_Pictographic}\p{So}]/u.test(symbols) ? symbols : null;
  }
  const runs: WordRun[] = [];
  units.forEach((u, i) => {
    const last = runs.at(-1);
    if (last && last.stretch && u.stretch && last.ch === u.ch) last.min++;
    else {
      runs.push({
        ch: u.ch,
        min: 1,
        marks: u.marks,
        dense: u.dense,
        stretch: u.stretch,
        spaceBefore: i > 0 && u.gap === SPACE_GAP,
      });
    }
  });
  const action = actionOf(entry);
  return {
    entry,
    action,
    strength: STRENGTH[action],
    runs,
    boundStart: !anyStart && !units[0].dense,
    boundEnd: !anyEnd && !units[units.length - 1].dense,
    length: units.length,
  };
}

/** An action from a database row; anything unknown is the mildest. */
function actionOf(entry: BlockedWord): BlockedWordAction {
  return Object.hasOwn(STRENGTH, entry.action) ? entry.action : 'hide';
}

function stripSelectors(s: string): string {
  return s.replace(/[\uFE0E\uFE0F]/gu, '');
}

/**
 * Pieces of a spaced-out word may be this long: "f u c k", "fu ck", "đ m" are evasions, while
 * "pen is" is two words. (Spaces that the listed word itself has, "địt mẹ", are always fine.)
 */
const MAX_SPACED_PIECE = 2;
/**
 * A word of at least this many letters may also be split once, anywhere, by one space between
 * letters: "bad word" and "ba dword" are badword. Shorter words are not ("pen is" stays two
 * words, and so does "an al"), nor is a split off number ("bet 365").
 */
const LONG_WORD = 6;

function isBoundaryBefore(units: Unit[], i: number): boolean {
  return i === 0 || units[i].gap !== NO_GAP || units[i - 1].dense || units[i].dense;
}

/**
 * Whether `word` really is at message runs `first..first+n-1`, which the automaton found by their
 * letters alone: try each start and end the boundaries allow, then check repeats, marks and gaps.
 */
function confirm(word: Word, units: Unit[], runs: Run[], first: number): boolean {
  const n = word.runs.length;
  const last = first + n - 1;
  for (let k = 0; k < n; k++) {
    const wr = word.runs[k];
    const r = runs[first + k];
    if (wr.stretch !== r.stretch) return false;
    if (k > 0 && k < n - 1 && r.end - r.start < wr.min) return false;
  }
  const r0 = runs[first];
  const rn = runs[last];
  const starts: number[] = [];
  if (!word.boundStart) starts.push(r0.start);
  else for (let s = r0.start; s < r0.end; s++) if (isBoundaryBefore(units, s)) starts.push(s);
  for (const s of starts) {
    if (n > 1 && r0.end - s < word.runs[0].min) continue;
    const from = n === 1 ? s : rn.start;
    const ends: number[] = [];
    if (!word.boundEnd) ends.push(rn.end);
    else {
      for (let e = rn.end; e > from; e--) {
        if (e === units.length || units[e].gap !== NO_GAP || units[e].dense) ends.push(e);
      }
    }
    for (const e of ends) {
      if (e - from < word.runs[n - 1].min) continue;
      if (fits(word, units, runs, first, s, e)) return true;
    }
  }
  return false;
}

/**
 * Whether the message's units `s..e-1` are the word: every letter's marks agree with the word's,
 * and a space the word does not have only falls between short pieces (MAX_SPACED_PIECE letters
 * between gaps).
 */
function fits(word: Word, units: Unit[], runs: Run[], first: number, s: number, e: number) {
  let k = 0;
  /** The pieces between gaps: their lengths, and whether each is letters only. */
  const pieces: number[] = [];
  const lettersOnly: boolean[] = [];
  /** spaced[j]: the gap after piece j is a space the word does not have. */
  const spaced: boolean[] = [];
  let piece = 0;
  let letters = true;
  for (let i = s; i < e; i++) {
    while (i >= runs[first + k].end) k++;
    const u = units[i];
    if (!marksAgree(u.marks, word.runs[k].marks)) return false;
    if (i > s && u.gap !== NO_GAP && !u.dense && !units[i - 1].dense) {
      pieces.push(piece);
      lettersOnly.push(letters);
      spaced.push(
        u.gap === SPACE_GAP && !(k > 0 && i === runs[first + k].start && word.runs[k].spaceBefore),
      );
      piece = 0;
      letters = true;
    }
    piece++;
    letters &&= u.stretch;
  }
  pieces.push(piece);
  lettersOnly.push(letters);
  /** Every long piece is next to no spacing but `free`. */
  const fine = (free: number) =>
    pieces.every(
      (n, j) =>
        n <= MAX_SPACED_PIECE ||
        !((j > 0 && spaced[j - 1] && j - 1 !== free) || (spaced[j] && j !== free)),
    );
  if (fine(-1)) return true;
  if (word.length < LONG_WORD) return false;
  return spaced.some((sp, j) => sp && lettersOnly[j] && lettersOnly[j + 1] && fine(j));
}

/**
 * A matcher for a list of blocked words (a site's and a room's together).
 *
 * Each word is matched against the folded message (see `fold`): the case, full-width forms,
 * accents, look-alike letters, repeated letters and anything put between the letters
 * ("f u.c-k", "傻 逼", "f\u200Buck") do not hide it. Latin-script words match only as whole
 * words, so "class" does not contain "ass" and "Scunthorpe" is a town; words in scripts written
 * without spaces (Chinese, Japanese, Korean, Thai) match anywhere. A word may start or end with
 * `*` to drop the boundary on that side ("fuck*" also finds "fucking"). A word of symbols only
 * (🖕) is looked for as written. Latin text is also read with leetspeak resolved and with the
 * digits between letters skipped (see `Reading`): "a$$", "sh1t", "bad1word"; a long word split
 * once by a space ("bad word") is found too (LONG_WORD). Digits standing on their own are real in
 * football chat and are never read as letters.
 *
 * One Aho–Corasick automaton over the letters of all words finds every candidate in one pass over
 * the message, whatever the number of words (a combined RegExp of thousands of alternatives
 * would try them at every position, and could not express the marks rule); each candidate is then
 * confirmed against boundaries, repeats, marks and gaps. Words of other languages stay in the
 * automaton and are skipped when confirmed, so one matcher serves every room language.
 */
export function compileBlockedWords(list: readonly BlockedWord[]): BlockedWordMatcher {
  const words: Word[] = [];
  const symbolWords: { entry: BlockedWord; action: BlockedWordAction; text: string }[] = [];
  // Trie: children, failure link, and the words ending at each node (own and via failure links).
  const next = [new Map<string, number>()];
  const fail: number[] = [0];
  const out: number[][] = [[]];
  for (const entry of list) {
    const w = compileWord(entry);
    if (w === null) continue;
    if (typeof w === 'string') {
      symbolWords.push({ entry, action: actionOf(entry), text: w });
      continue;
    }
    let node = 0;
    for (const r of w.runs) {
      let child = next[node].get(r.ch);
      if (child === undefined) {
        child = next.length;
        next.push(new Map());
        fail.push(0);
        out.push([]);
        next[node].set(r.ch, child);
      }
      node = child;
    }
    out[node].push(words.length);
    words.push(w);
  }
  const queue = [...next[0].values()];
  for (let qi = 0; qi < queue.length; qi++) {
    const node = queue[qi];
    for (const [ch, child] of next[node]) {
      let f = fail[node];
      while (f !== 0 && !next[f].has(ch)) f = fail[f];
      const target = next[f].get(ch);
      fail[child] = target !== undefined && target !== child ? target : 0;
      out[child] = out[child].concat(out[fail[child]]);
      queue.push(child);
    }
  }

  const applies = (lang: string, entry: BlockedWord) => entry.lang === '*' || entry.lang === lang;

  return {
    size: words.length + symbolWords.length,
    check(text, lang) {
      let best: BlockedWordHit | null = null;
      let strength = 0;
      for (const s of symbolWords) {
        if (STRENGTH[s.action] <= strength || !applies(lang, s.entry)) continue;
        if (stripSelectors(text.normalize('NFKC')).includes(s.text)) {
          best = { action: s.action, word: s.entry.word };
          strength = STRENGTH[s.action];
        }
      }
      if (words.length === 0 || strength === STRENGTH.blacklist) return best;
      const nfkc = text.normalize('NFKC');
      const readings: Reading[] =
        LATIN.test(nfkc) && MAY_DIFFER.test(nfkc) ? ['plain', 'leet', 'skip'] : ['plain'];
      for (const reading of readings) {
        const units = fold(text, reading);
        const runs = runsOf(units);
        let node = 0;
        for (let j = 0; j < runs.length; j++) {
          const ch = runs[j].ch;
          while (node !== 0 && !next[node].has(ch)) node = fail[node];
          node = next[node].get(ch) ?? 0;
          for (const wi of out[node]) {
            const w = words[wi];
            if (w.strength <= strength || !applies(lang, w.entry)) continue;
            if (!confirm(w, units, runs, j - w.runs.length + 1)) continue;
            best = { action: w.action, word: w.entry.word };
            strength = w.strength;
            if (strength === STRENGTH.blacklist) return best;
          }
        }
      }
      return best;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Who may chat

/** everyone | users (logged in) | followers (of the anchor) | age (accounts older than a minimum). */
export type { ChatPolicy };
export type Chatter = {
  isGuest: boolean;
  isFollower: boolean;
  accountCreatedAt: Date | null;
  /** The anchor, a room admin or a site admin. */
  isStaff: boolean;
};
export type PolicyReason = 'loginRequired' | 'followersOnly' | 'accountTooNew';
export type ChatPermission =
  { ok: true } | { ok: false; reason: PolicyReason; /** For accountTooNew. */ waitMin?: number };

/**
 * Whether someone may chat in a room with `policy`. Staff always may; every policy but
 * `everyone` needs a login first. An unknown policy (a bad row) reads as `users`: it fails
 * towards fewer voices, not more. For `age`, an account whose creation time is unknown counts as
 * created now; `waitMin` is the whole minutes until the account is old enough (at least 1).
 */
export function mayChat(
  policy: ChatPolicy,
  who: Chatter,
  opts: { minAgeMin: number; now: Date },
): ChatPermission {
  if (who.isStaff || policy === 'everyone') return { ok: true };
  if (who.isGuest) return { ok: false, reason: 'loginRequired' };
  if (policy === 'followers' && !who.isFollower) return { ok: false, reason: 'followersOnly' };
  if (policy === 'age' && opts.minAgeMin > 0) {
    const needMs = opts.minAgeMin * 60_000;
    const ageMs = who.accountCreatedAt ? opts.now.getTime() - who.accountCreatedAt.getTime() : 0;
    if (!(ageMs >= needMs)) {
      const left = Number.isFinite(ageMs) ? needMs - Math.max(ageMs, 0) : needMs;
      return { ok: false, reason: 'accountTooNew', waitMin: Math.max(1, Math.ceil(left / 60_000)) };
    }
  }
  return { ok: true };
}

// ---------------------------------------------------------------------------------------------
// Slow mode

/**
 * Whole seconds until someone may send again in a room with slow mode `slowModeS` (0 = now).
 * `lastSentAt` and `now` are epoch milliseconds; `lastSentAt` is their last accepted message
 * (a shadow-hidden one included, or the hide would show). A clock that went backwards never makes
 * the wait longer than the slow mode itself. Staff, and rooms with slow mode off, never wait.
 */
export function slowModeWait(
  lastSentAt: number | null,
  now: number,
  slowModeS: number,
  isStaff: boolean,
): number {
  if (isStaff || lastSentAt === null || !(slowModeS > 0)) return 0;
  const leftMs = lastSentAt + slowModeS * 1000 - now;
  if (!(leftMs > 0)) return 0;
  return Math.min(Math.ceil(slowModeS), Math.ceil(leftMs / 1000));
}

// ---------------------------------------------------------------------------------------------
// One verdict

export type RoomChatRules = {
  slowModeS: number;
  emojiOnly: boolean;
  noLinks: boolean;
  policy: ChatPolicy;
  minAgeMin: number;
  /** The room's commentary language: which language-specific words apply. */
  lang: string;
};

export type ChatRejectReason =
  ChatTextReason | PolicyReason | 'slowMode' | 'emojiOnly' | 'noLinks' | 'blockedWord';

export type ChatVerdict =
  | { ok: true; text: string; hidden?: false }
  /** A `hide` word: accepted and stored, shown to its sender as sent and to nobody else. */
  | { ok: true; text: string; hidden: true; word: string }
  | {
      ok: false;
      reason: ChatRejectReason;
      /** slowMode: seconds. */
      wait?: number;
      /** accountTooNew: minutes. */
      waitMin?: number;
      /** blockedWord: what to do to the sender. */
      action?: 'mute' | 'blacklist';
      word?: string;
    };

/**
 * The room's verdict on one message, checks in this order:
 * 1. the text itself (notText, empty, tooLong): nothing else means anything without a message,
 *    and staff are held to it too;
 * 2. who may chat (loginRequired, followersOnly, accountTooNew): a guest is told to log in, not to
 *    wait;
 * 3. slow mode (wait seconds), before any look at the content: a flood costs one subtraction;
 * 4. the room's content switches, emoji only and then no links (an emoji-only message carries no
 *    link, so when both are on the first answer is the useful one);
 * 5. blocked words, last: a mute or blacklist then only ever follows a message that would
 *    otherwise have been posted, never one already refused; and a hidden message must pass
 *    everything else, or its refusal would give the hide away.
 * Staff skip 2–4, but not 1 or 5: a blocked word is refused for staff too (the server decides
 * whether to act on `action` against staff).
 * `now` and `state.lastSentAt` are epoch milliseconds. On `ok` (hidden or not) the server stores
 * `text` and counts it as the sender's last message for slow mode.
 */
export function checkMessage(
  text: unknown,
  room: RoomChatRules,
  who: Chatter,
  state: { lastSentAt: number | null },
  matcher: BlockedWordMatcher | null,
  now: number,
): ChatVerdict {
  const t = normalizeChatText(text);
  if (!t.ok) return { ok: false, reason: t.reason };
  const may = mayChat(room.policy, who, { minAgeMin: room.minAgeMin, now: new Date(now) });
  if (!may.ok) {
    return may.waitMin === undefined
      ? { ok: false, reason: may.reason }
      : { ok: false, reason: may.reason, waitMin: may.waitMin };
  }
  const wait = slowModeWait(state.lastSentAt, now, room.slowModeS, who.isStaff);
  if (wait > 0) return { ok: false, reason: 'slowMode', wait };
  if (room.emojiOnly && !who.isStaff && !isEmojiOnly(t.text)) {
    return { ok: false, reason: 'emojiOnly' };
  }
  if (room.noLinks && !who.isStaff && containsLink(t.text)) return { ok: false, reason: 'noLinks' };
  const hit = matcher?.check(t.text, room.lang);
  if (hit) {
    if (hit.action === 'hide') return { ok: true, text: t.text, hidden: true, word: hit.word };
    return { ok: false, reason: 'blockedWord', action: hit.action, word: hit.word };
  }
  return { ok: true, text: t.text };
}

// ---------------------------------------------------------------------------------------------
// Messages

/**
 * The keys of `chat.moderation` in messages/*.json: every rejection, and the notices of mutes
 * (`muted` {until}: a time the server formats; `mutedForHours` {hours}) and blacklisting.
 */
export const CHAT_MODERATION_KEYS = [
  'notText',
  'empty',
  'tooLong',
  'loginRequired',
  'followersOnly',
  'accountTooNew',
  'slowMode',
  'emojiOnly',
  'noLinks',
  'blockedWord',
  'blockedWordMute',
  'blockedWordBlacklist',
  'muted',
  'mutedForHours',
  'mutedBroadcast',
  'mutedForever',
  'blacklisted',
  'muteLifted',
] as const;
export type ChatModerationKey = (typeof CHAT_MODERATION_KEYS)[number];

/**
 * The message for a refusal, and its values: `tooLong` {max}, `accountTooNew` {minutes},
 * `slowMode` {wait} (seconds); a blocked word says what happened to the sender.
 */
export function rejectionMessage(v: Extract<ChatVerdict, { ok: false }>): {
  key: ChatModerationKey;
  values: Record<string, number>;
} {
  if (v.reason === 'tooLong') return { key: 'tooLong', values: { max: CHAT_MAX_CHARS } };
  if (v.reason === 'accountTooNew') {
    return { key: 'accountTooNew', values: { minutes: v.waitMin ?? 1 } };
  }
  if (v.reason === 'slowMode') return { key: 'slowMode', values: { wait: v.wait ?? 1 } };
  if (v.reason === 'blockedWord' && v.action) {
    return { key: v.action === 'mute' ? 'blockedWordMute' : 'blockedWordBlacklist', values: {} };
  }
  return { key: v.reason, values: {} };
}

// ---------------------------------------------------------------------------------------------
// Mutes

/** Mutes last 1–MUTE_MAX_HOURS (./limits) hours, the current broadcast, or until lifted. */
export type MuteDuration =
  { kind: 'broadcast' } | { kind: 'forever' } | { kind: 'hours'; hours: number };

/**
 * A mute length from a request: 'broadcast', 'forever', or whole hours 1–720 as a number or a
 * string of digits ("24"). Anything else (0, 721, 1.5, "1e2", "24h") is null.
 */
export function parseMuteDuration(input: unknown): MuteDuration | null {
  if (input === 'broadcast') return { kind: 'broadcast' };
  if (input === 'forever') return { kind: 'forever' };
  let hours: number;
  if (typeof input === 'number') hours = input;
  else if (typeof input === 'string' && /^\s*\d{1,4}\s*$/.test(input)) hours = Number(input);
  else return null;
  if (!Number.isInteger(hours) || hours < 1 || hours > MUTE_MAX_HOURS) return null;
  return { kind: 'hours', hours };
}

/**
 * When a mute ends by the clock, or null when it does not: `forever` ends when lifted, and
 * `broadcast` ends with the broadcast (the server stores its id, chat_mutes.broadcast_id).
 */
export function muteUntil(d: MuteDuration, now: Date): Date | null {
  return d.kind === 'hours' ? new Date(now.getTime() + d.hours * 3_600_000) : null;
}
