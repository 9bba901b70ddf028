import { isNull } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import {
  articleTranslations,
  circles,
  competitions,
  newsCategories,
  posts,
  rooms,
  teams,
  users,
  videoCategories,
  videos,
} from '@/lib/db/schema';
import { resetEnvForTests } from '@/lib/env';
import { messagesFor } from '@/lib/i18n/messages';
import { SEED_TIMEOUT } from '@/test/api';
import { freshDb } from '@/test/db';
import { seedTemplate } from '@/test/templates';
import { clip } from './cards';
import { ogFonts } from './image';

/**
 * Every word the card route can draw for the demo data (names, titles, post openings, the
 * `seo` messages) is in the shipped font subset: a card never silently loses a character.
 * Emoji are the exception by design (no emoji font ships; the route leaves them out). When this
 * fails after new demo content or messages, run scripts/make-og-font.ts.
 */
let cleanup: () => Promise<void>;
beforeAll(async () => {
  Object.assign(process.env, { NODE_ENV: 'test' });
  resetEnvForTests();
  ({ cleanup } = await freshDb(seedTemplate({ matches: true, content: true })));
}, SEED_TIMEOUT);
afterAll(() => cleanup?.());

const EMOJI = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}\uFE0F\u200D]/u;

function leaves(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(leaves);
  return [];
}

async function seededTexts(): Promise<string[]> {
  const d = db();
  const rows = await Promise.all([
    d.select({ a: teams.nameZh, b: teams.nameEn, c: teams.nameVi }).from(teams),
    d
      .select({
        a: competitions.nameZh,
        b: competitions.nameEn,
        c: competitions.nameVi,
        e: competitions.areaZh,
        f: competitions.areaEn,
        g: competitions.areaVi,
      })
      .from(competitions),
    d.select({ a: rooms.title }).from(rooms),
    d.select({ a: users.nickname }).from(users),
    d.select({ a: articleTranslations.title }).from(articleTranslations),
    d
      .select({ a: newsCategories.nameZh, b: newsCategories.nameEn, c: newsCategories.nameVi })
      .from(newsCategories),
    d.select({ a: videos.titleZh, b: videos.titleEn, c: videos.titleVi }).from(videos),
    d
      .select({ a: videoCategories.nameZh, b: videoCategories.nameEn, c: videoCategories.nameVi })
      .from(videoCategories),
    d.select({ a: circles.nameZh, b: circles.nameEn, c: circles.nameVi }).from(circles),
    d
      .select({ a: circles.descriptionZh, b: circles.descriptionEn, c: circles.descriptionVi })
      .from(circles),
  ]);
  const postRows = await d.select({ a: posts.content }).from(posts).where(isNull(posts.deletedAt));
  return [
    ...rows.flat().flatMap((r) => Object.values(r).filter((v): v is string => !!v)),
    ...postRows.map((p) => clip(p.a, 60)),
  ];
}

it('covers every character of the seeded titles and the card messages', async () => {
  const { covered } = await ogFonts();
  const texts = [
    ...(await seededTexts()),
    ...(['zh', 'en', 'vi'] as const).flatMap((l) => [
      ...leaves(messagesFor(l).seo),
      messagesFor(l).meta.siteName,
    ]),
  ];
  expect(texts.length).toBeGreaterThan(100);
  const missing = new Map<string, string>();
  for (const text of texts) {
    for (const ch of text.normalize('NFC')) {
      if (/\s/u.test(ch) || EMOJI.test(ch) || covered.has(ch.codePointAt(0)!)) continue;
      if (!missing.has(ch)) missing.set(ch, text);
    }
  }
  expect(Object.fromEntries(missing)).toEqual({});
});
