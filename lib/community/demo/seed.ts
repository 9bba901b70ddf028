import 'server-only';
import { hash } from '@node-rs/argon2';
import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { db } from '@/lib/db/client';
import { circles, comments, posts, reactions, uploads, users } from '@/lib/db/schema';
import { storage, STORED_TYPES } from '@/lib/providers/storage';
import { fold } from '@/lib/text/fold';
import { PURPOSE_RULES } from '@/lib/uploads/purposes';
import { demoSrc } from '@/lib/video/media';
import {
  DEMO_CIRCLES,
  DEMO_COMMENTS,
  DEMO_FAN_PASSWORD,
  DEMO_FANS,
  DEMO_POSTS,
  type DemoPost,
} from './data';
import { DEMO_IMAGES, demoImageSvg, imagesFor } from './images';

/** A small deterministic generator, so every seeded database looks alike. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VIDEO_COVERS: Record<NonNullable<DemoPost['video']>, string> = {
  pitch: '/images/covers/pitch-3.svg',
  court: '/images/covers/court-2.svg',
  studio: '/images/covers/studio-1.svg',
};

/** Renders the demo pictures into the storage provider (post images' folder); answers their URLs. */
async function renderImages(): Promise<{ kind: string; url: string; bytes: number }[]> {
  const out: { kind: string; url: string; bytes: number }[] = [];
  for (const img of DEMO_IMAGES) {
    const bytes = await sharp(Buffer.from(demoImageSvg(img.kind, img.hue)))
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer();
    out.push({
      kind: img.kind,
      url: await storage().put(PURPOSE_RULES.post_image.folder, 'jpg', bytes),
      bytes: bytes.length,
    });
  }
  return out;
}

/**
 * Demo circles, fan accounts (README "Demo accounts"), ~80 posts in zh/en/vi over the last 30
 * days with generated pictures or a demo video, a few hundred comments and replies, and likes.
 * Idempotent: circles and fans are upserted by their natural keys; posts, comments and likes are
 * made once, when there are no posts yet.
 */
export async function seedCommunity(now: Date = new Date()): Promise<void> {
  const d = db();
  for (const [i, c] of DEMO_CIRCLES.entries()) {
    await d
      .insert(circles)
      .values({ ...c, sort: i + 1 })
      .onConflictDoNothing();
  }
  const passwordHash = await hash(DEMO_FAN_PASSWORD);
  for (const [i, f] of DEMO_FANS.entries()) {
    await d
      .insert(users)
      .values({
        mobile: f.mobile,
        passwordHash,
        nickname: f.nickname,
        avatar: `/avatars/${(i % 8) + 1}.svg`,
        inviteCode: `FAN${String(i + 101)}`,
        expTenths: ((i * 7919) % 60_000) + 500,
      })
      .onConflictDoNothing();
  }

  const [{ n }] = await d.select({ n: sql<number>`count(*)::int` }).from(posts);
  if (Number(n) > 0) return;

  const circleRows = await d.select().from(circles);
  const circleBySlug = new Map(circleRows.map((c) => [c.slug, c]));
  // The fans, and the demo users of the README who post too (球迷小王, Minh Fan).
  const people = await d
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      inArray(users.mobile, [...DEMO_FANS.map((f) => f.mobile), '86-13800000001', '84-912345678']),
    );
  const idOf = new Map(people.map((p) => [p.mobile, p.id]));
  const ids = (mobiles: string[]) =>
    mobiles.map((m) => idOf.get(m)).filter((id): id is number => id !== undefined);
  const fansOf = (lang: 'zh' | 'en' | 'vi') =>
    DEMO_FANS.filter((f) => f.lang === lang).map((f) => f.mobile);
  const byLang = {
    zh: ids(['86-13800000001', ...fansOf('zh')]),
    en: ids(fansOf('en')),
    vi: ids(['84-912345678', ...fansOf('vi')]),
  };
  const everyone = people.map((p) => p.id);

  const pictures = await renderImages();
  const rnd = prng(20240610);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const hour = 3_600_000;

  // Posts, oldest first so ids follow time.
  const planned = [...DEMO_POSTS].sort((a, b) => b.hoursAgo - a.hoursAgo);
  const rows = planned.map((p, i) => {
    const circle = circleBySlug.get(p.circle)!;
    const kinds = imagesFor(circle.icon);
    const pool = pictures.filter((x) => kinds.includes(x.kind as never));
    const images: string[] = [];
    for (let k = 0; k < (p.images ?? 0); k++) {
      const img = pool[(i + k * 3) % pool.length];
      if (!images.includes(img.url)) images.push(img.url);
    }
    const authors = byLang[p.lang];
    return {
      circleId: circle.id,
      userId: authors[i % authors.length],
      lang: p.lang,
      content: p.text,
      images,
      video: p.video ? demoSrc(p.video) : null,
      videoCover: p.video ? VIDEO_COVERS[p.video] : null,
      searchBody: fold(p.text),
      createdAt: new Date(now.getTime() - p.hoursAgo * hour - Math.floor(rnd() * 50) * 60_000),
    };
  });
  // Each picture is an upload like any other (docs/product.md §5): recorded, owned by the first
  // poster who shows it, and claimed, so the sweeper never takes it.
  const ownerOf = new Map<string, number>();
  for (const r of rows)
    for (const url of r.images) if (!ownerOf.has(url)) ownerOf.set(url, r.userId);
  await d
    .insert(uploads)
    .values(
      pictures.map((p) => ({
        url: p.url,
        userId: ownerOf.get(p.url) ?? everyone[0],
        purpose: 'post_image',
        contentType: STORED_TYPES.jpg,
        bytes: p.bytes,
        attachedAt: now,
      })),
    )
    .onConflictDoNothing();
  const inserted = await d.insert(posts).values(rows).returning({
    id: posts.id,
    lang: posts.lang,
    userId: posts.userId,
    createdAt: posts.createdAt,
  });

  // Comments and replies about the post (its topic's set) in its language, from a minute after
  // the post until now. `inserted` follows `planned`: one row each, in order.
  const after = (t: Date, maxHours: number) =>
    new Date(
      Math.min(now.getTime() - 60_000, t.getTime() + 60_000 + Math.floor(rnd() * maxHours * hour)),
    );
  type NewComment = typeof comments.$inferInsert;
  const tops: (NewComment & { postIndex: number })[] = [];
  for (const [i, p] of inserted.entries()) {
    const lang = p.lang as 'zh' | 'en' | 'vi';
    const said = DEMO_COMMENTS[planned[i].topic][lang];
    const count = Math.floor(rnd() * rnd() * 10) + (i % 4 === 0 ? 2 : 0);
    for (let k = 0; k < count; k++) {
      tops.push({
        postIndex: i,
        target: 'post',
        targetId: p.id,
        userId: pick(byLang[lang].length > 1 ? byLang[lang] : everyone),
        content: pick(said),
        createdAt: after(p.createdAt, 20),
      });
    }
  }
  tops.sort((a, b) => +a.createdAt! - +b.createdAt!);
  const topIds = tops.length
    ? await d
        .insert(comments)
        .values(tops.map(({ postIndex: _, ...c }) => c))
        .returning({ id: comments.id, targetId: comments.targetId, userId: comments.userId })
    : [];
  const replies: NewComment[] = [];
  for (const [k, c] of topIds.entries()) {
    const top = tops[k];
    const lang = inserted[top.postIndex].lang as 'zh' | 'en' | 'vi';
    const said = DEMO_COMMENTS[planned[top.postIndex].topic][lang];
    const count = rnd() < 0.45 ? 1 + Math.floor(rnd() * (k % 7 === 0 ? 6 : 3)) : 0;
    let last = top.createdAt!;
    let lastUser: number | null = null;
    for (let r = 0; r < count; r++) {
      const userId = pick(byLang[lang].length > 1 ? byLang[lang] : everyone);
      last = after(last, 6);
      replies.push({
        target: 'post',
        targetId: c.targetId,
        userId,
        parentId: c.id,
        // Every other reply answers the previous reply, naming its author.
        replyToUserId: r > 0 && r % 2 === 1 ? lastUser : null,
        content: pick(said),
        createdAt: last,
      });
      lastUser = userId;
    }
  }
  replies.sort((a, b) => +a.createdAt! - +b.createdAt!);
  if (replies.length) await d.insert(comments).values(replies);

  // Likes: posts liked by a handful of people, the first comments of a thread by a few.
  const likeRows: (typeof reactions.$inferInsert)[] = [];
  for (const p of inserted) {
    const n = Math.floor(rnd() * rnd() * everyone.length);
    const fans = [...everyone].sort(() => rnd() - 0.5).slice(0, n);
    for (const u of fans)
      likeRows.push({ kind: 'like', target: 'post', targetId: p.id, userId: u });
  }
  for (const c of topIds) {
    const n = Math.floor(rnd() * rnd() * 6);
    const fans = [...everyone].sort(() => rnd() - 0.5).slice(0, n);
    for (const u of fans)
      likeRows.push({ kind: 'like', target: 'comment', targetId: c.id, userId: u });
  }
  for (let i = 0; i < likeRows.length; i += 500) {
    await d
      .insert(reactions)
      .values(likeRows.slice(i, i + 500))
      .onConflictDoNothing();
  }

  // The counters the rows imply (the social layer keeps them in step from now on).
  await d.execute(sql`
    update ${comments} c set
      replies = (select count(*) from ${comments} r where r.parent_id = c.id and r.deleted_at is null),
      likes = (select count(*) from ${reactions} x where x.kind = 'like' and x.target = 'comment' and x.target_id = c.id)
    where c.target = 'post'`);
  await d.execute(sql`
    update ${posts} p set
      comments = (select count(*) from ${comments} c where c.target = 'post' and c.target_id = p.id and c.deleted_at is null),
      likes = (select count(*) from ${reactions} x where x.kind = 'like' and x.target = 'post' and x.target_id = p.id)`);
  await d
    .update(posts)
    .set({ views: sql`${posts.likes} * 9 + ${posts.comments} * 5 + (${posts.id} * 37) % 120 + 12` })
    .where(
      inArray(
        posts.id,
        inserted.map((p) => p.id),
      ),
    );
}
