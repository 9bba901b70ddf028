/**
 * The viewer's danmaku block list: keywords (case- and width-insensitive substrings) and regular
 * expressions. A pattern comes from the viewer's own typing, so it is checked before use:
 *
 * - at most `MAX_PATTERN_LENGTH` characters, and it must compile (`new RegExp(p, 'iu')`);
 * - no nested quantifier (`(a+)+`, `(\w*)*`, `(a|aa){2,}`…) and no back-reference: the shapes
 *   that make a backtracking engine take exponential time;
 * - a dry run on adversarial strings must finish within `PROBE_BUDGET_MS`;
 * - in use, a pattern that once takes longer than `MATCH_BUDGET_MS` on a comment is dropped for
 *   the session.
 *
 * Comments are cut to `MAX_TEXT_LENGTH` characters before they are matched, which bounds the rest.
 */

export const MAX_PATTERN_LENGTH = 64;
export const MAX_KEYWORD_LENGTH = 30;
export const MAX_BLOCK_ENTRIES = 50;
export const MAX_TEXT_LENGTH = 100;
const PROBE_BUDGET_MS = 10;
const MATCH_BUDGET_MS = 5;

export type PatternCheck = 'ok' | 'empty' | 'too-long' | 'invalid' | 'unsafe';

/** Comparable text: NFKC (full-width ASCII → ASCII), lower case. */
export function foldText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/**
 * A group that holds a quantifier and is itself quantified, e.g. `(a+)+`, `(?:\d*x?)*`,
 * `(a|b+){2,}`; and back-references (`\1`, `\k<name>`). Deliberately coarse: it may refuse a
 * harmless pattern, never the reverse for these shapes.
 */
export function looksCatastrophic(pattern: string): boolean {
  if (/\\[1-9]|\\k</.test(pattern)) return true;
  // Walk the pattern, tracking for each open group whether it contains a quantifier.
  const stack: boolean[] = [];
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') stack.push(false);
    else if (c === ')') {
      const inner = stack.pop() ?? false;
      const next = pattern[i + 1];
      const quantified = next === '*' || next === '+' || next === '{' || next === '?';
      if (inner && quantified && next !== '?') return true;
      // A group with alternatives repeated (`(a|ab)*`) can also blow up.
      if (quantified && next !== '?' && groupHasAlternation(pattern, i)) return true;
      if (stack.length && (inner || quantified)) stack[stack.length - 1] = true;
    } else if ((c === '*' || c === '+' || c === '{') && stack.length) {
      stack[stack.length - 1] = true;
    }
  }
  return false;
}

/** Whether the group closing at `close` has a top-level `|`. */
function groupHasAlternation(pattern: string, close: number): boolean {
  let depth = 0;
  let inClass = false;
  for (let i = close - 1; i >= 0; i--) {
    const c = pattern[i];
    const escaped = i > 0 && pattern[i - 1] === '\\';
    if (escaped) continue;
    if (inClass) {
      if (c === '[') inClass = false;
      continue;
    }
    if (c === ']') inClass = true;
    else if (c === ')') depth++;
    else if (c === '(') {
      if (depth === 0) return false;
      depth--;
    } else if (c === '|' && depth === 0) return true;
  }
  return false;
}

const PROBES = [
  'a'.repeat(28) + '!',
  '0'.repeat(28) + 'x',
  ' '.repeat(28) + '!',
  'ab'.repeat(14) + '!',
  '哈'.repeat(28) + '!',
];

/** Whether the viewer may add `pattern` as a regular expression, and if not, why. */
export function checkPattern(
  pattern: string,
  now: () => number = () => performance.now(),
): PatternCheck {
  const p = pattern.trim();
  if (!p) return 'empty';
  if (p.length > MAX_PATTERN_LENGTH) return 'too-long';
  let re: RegExp;
  try {
    re = new RegExp(p, 'iu');
  } catch {
    return 'invalid';
  }
  if (looksCatastrophic(p)) return 'unsafe';
  const start = now();
  for (const probe of PROBES) {
    re.test(probe);
    if (now() - start > PROBE_BUDGET_MS) return 'unsafe';
  }
  return 'ok';
}

export type BlockMatcher = {
  /** Whether a comment is blocked. */
  blocks: (text: string) => boolean;
};

/**
 * A matcher for the stored lists. Invalid or unsafe patterns (a stored list is not trusted: it
 * may come from an older version or another tab) are skipped silently.
 */
export function compileBlockList(
  keywords: readonly string[],
  patterns: readonly string[],
  now: () => number = () => performance.now(),
): BlockMatcher {
  const words = keywords.map((k) => foldText(k.trim())).filter(Boolean);
  const regexes: RegExp[] = [];
  for (const p of patterns) {
    if (checkPattern(p, now) === 'ok') regexes.push(new RegExp(p.trim(), 'iu'));
  }
  if (!words.length && !regexes.length) return { blocks: () => false };
  return {
    blocks(text) {
      const folded = foldText(text.slice(0, MAX_TEXT_LENGTH));
      if (words.some((w) => folded.includes(w))) return true;
      for (let i = 0; i < regexes.length; i++) {
        const start = now();
        const hit = regexes[i].test(folded);
        if (now() - start > MATCH_BUDGET_MS) {
          // Too slow on real text: stop using it rather than stall the page on every comment.
          regexes.splice(i--, 1);
          continue;
        }
        if (hit) return true;
      }
      return false;
    },
  };
}
