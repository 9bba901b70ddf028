import 'server-only';
import { isNull } from 'drizzle-orm';
import { memo } from '@/lib/cache/memo';
import { db } from '@/lib/db/client';
import { blockedWords } from '@/lib/db/schema';
import {
  compileBlockedWords,
  type BlockedWord,
  type BlockedWordMatcher,
  type ChatLang,
} from '@/lib/chat/moderation';

/**
 * What may never be a hot search, however many people type it: the site-wide blocked words of
 * the chat (blocked_words rows without a room, lib/chat), plus a short built-in list, since a
 * fresh site has no site-wide words yet and the hot list is shown on every page. Matched with
 * the chat's own matcher (lib/chat/moderation.ts), so spacing, case, full-width letters and
 * missing Vietnamese tones do not slip a word past it.
 */

/** Gambling, pornography, drugs and abuse, in the three languages. */
export const BUILT_IN_HOT_BLOCKLIST: readonly string[] = [
  // zh
  '赌博',
  '博彩',
  '赌球',
  '六合彩',
  '色情',
  '裸聊',
  '约炮',
  '毒品',
  '代孕',
  '办证',
  '傻逼',
  '操你妈',
  '法轮功',
  // en
  'fuck',
  'porn',
  'nude',
  'escort',
  'cocaine',
  'casino',
  // vi
  'cá độ',
  'đánh bạc',
  'lồn',
  'địt',
  'cặc',
  'ma túy',
  'khiêu dâm',
];

const LANGS: readonly ChatLang[] = ['zh', 'en', 'vi'];

/** Site-wide words change rarely; the list is read at most every 30 s per process. */
const matcher = memo(30_000, async (): Promise<BlockedWordMatcher> => {
  const rows = await db()
    .select({ word: blockedWords.word, lang: blockedWords.lang })
    .from(blockedWords)
    .where(isNull(blockedWords.roomId));
  const words: BlockedWord[] = [
    ...BUILT_IN_HOT_BLOCKLIST.map((word) => ({
      word,
      lang: '*' as const,
      action: 'hide' as const,
    })),
    ...rows.map((r) => ({
      word: r.word,
      lang: r.lang as BlockedWord['lang'],
      action: 'hide' as const,
    })),
  ];
  return compileBlockedWords(words);
});

/** Whether `text` holds a blocked word of any of the three languages. */
export function isBlockedWith(m: BlockedWordMatcher, text: string): boolean {
  return LANGS.some((lang) => m.check(text, lang) !== null);
}

/** A filter for hot keywords: false for those holding a blocked word. */
export async function hotFilter(): Promise<(text: string) => boolean> {
  const m = await matcher();
  return (text) => !isBlockedWith(m, text);
}
