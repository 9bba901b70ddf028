/** @jest-environment node */
import { and, asc, eq, ne, notInArray } from 'drizzle-orm';
import { issueToken } from '@/lib/account/auth';
import { db } from '@/lib/db/client';
import {
  articles,
  articleTranslations,
  comments,
  matches,
  newsCategories,
  teamFollows,
  teams,
  users,
} from '@/lib/db/schema';
import type { CommentItem, CommentPage, CommentReplies } from '@/lib/content/contract';
import { createTestApi, SEED_TIMEOUT, type TestApi } from '@/test/api';
import { uniqueMobile } from '@/test/factories';

/**
 * The discussions of news articles and matches (docs/product.md §2 "Teams, players and
 * discussion"): threads, replies, likes, deletes, the team badges, reports and moderation, and
 * the abuse cases (visitors, bad input, unknown or unpublished articles, muted users, another
 * thread's comments).
 */

let t: TestApi;
let n = 0;
type U = { id: number; token: string };

async function newUser(opts: { roles?: string[]; admin?: boolean } = {}): Promise<U> {
  n++;
  const [u] = await db()
    .insert(users)
    .values({
      mobile: uniqueMobile(),
      passwordHash: 'x',
      nickname: `disc-${n}-${Date.now() % 100000}`,
      inviteCode: `DS${n}${Date.now() % 100000}`,
      isAdmin: opts.admin ?? false,
      staffRoles: opts.roles ?? [],
    })
    .returning({ id: users.id });
  return { id: u.id, token: await issueToken(u.id) };
}

let categoryId: number;
async function newArticle(
  authorId: number | null,
  opts: { status?: string; publishedAt?: Date } = {},
): Promise<number> {
  const [a] = await db()
    .insert(articles)
    .values({
      categoryId,
      authorId,
      originLocale: 'en',
      status: opts.status ?? 'published',
      publishedAt: opts.publishedAt ?? new Date(Date.now() - 60_000),
    })
    .returning({ id: articles.id });
  await db()
    .insert(articleTranslations)
    .values({ articleId: a.id, locale: 'en', title: 'A story', bodyHtml: '<p>Body</p>' });
  return a.id;
}

const post = <T>(
  path: string,
  token: string | null,
  params: Record<string, unknown>,
  lang = 'en',
) => t.call<T>(path, { method: 'POST', token, params, lang });
const get = <T>(path: string, token: string | null, params: Record<string, unknown>, lang = 'en') =>
  t.call<T>(path, { method: 'GET', token, params, lang });

let author: U;
let alice: U;
let bob: U;
let admin: U;
let mod: U;
let article: number;
/** A match and its two teams; another match neither of them plays. */
let match: { id: number; home: number; away: number };
let otherMatch: number;

beforeAll(async () => {
  t = await createTestApi({}, { matches: true });
  const [c] = await db()
    .insert(newsCategories)
    .values({ slug: 'disc-test', nameZh: '测试', nameEn: 'Test', nameVi: 'Thử' })
    .returning({ id: newsCategories.id });
  categoryId = c.id;
  [author, alice, bob] = [await newUser(), await newUser(), await newUser()];
  admin = await newUser({ admin: true });
  mod = await newUser({ roles: ['moderator'] });
  article = await newArticle(author.id);
  const [m] = await db()
    .select({ id: matches.id, home: matches.homeTeamId, away: matches.awayTeamId })
    .from(matches)
    .where(eq(matches.sport, 'football'))
    .orderBy(asc(matches.id))
    .limit(1);
  match = m;
  const [o] = await db()
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        notInArray(matches.homeTeamId, [m.home, m.away]),
        notInArray(matches.awayTeamId, [m.home, m.away]),
      ),
    )
    .limit(1);
  otherMatch = o.id;
}, SEED_TIMEOUT);
afterAll(() => t?.cleanup());

describe('News discussion', () => {
  it('comments, replies, lists, likes; the article’s author and the answered hear of it', async () => {
    const xss = '<script>alert(1)</script> great read';
    const c = await post<CommentItem>('News_user/comment', alice.token, {
      article_id: article,
      content: `  ${xss} `,
    });
    expect(c.code).toBe(0);
    expect(c.data).toMatchObject({ content: xss, parent_id: null, user_id: alice.id, badge: null });
    const reply = await post<CommentItem>('News_user/comment', bob.token, {
      article_id: article,
      content: 'agreed',
      parent_id: c.data.id,
    });
    expect(reply.data.parent_id).toBe(c.data.id);
    const list = await post<CommentPage>('News/commentList', alice.token, { article_id: article });
    expect(list.code).toBe(0);
    const top = list.data.list.find((x) => x.id === c.data.id)!;
    expect(top.reply_list?.map((x) => x.id)).toEqual([reply.data.id]);
    expect(top.can_delete).toBe(true);
    expect(list.data.total).toBeGreaterThanOrEqual(1);
    const one = await get<CommentReplies>('News/commentReplies', null, { comment_id: c.data.id });
    expect(one.data.comment.id).toBe(c.data.id);
    expect(one.data.list.map((x) => x.id)).toEqual([reply.data.id]);

    // Likes: set twice is one like; concurrent sets count once; unset.
    const like = (type?: number) =>
      post<{ liked: boolean; likes: number }>('News_user/commentLikes', bob.token, {
        comment_id: c.data.id,
        ...(type === undefined ? {} : { type }),
      });
    const both = await Promise.all([like(1), like(1), like(1)]);
    expect(both.every((r) => r.code === 0)).toBe(true);
    expect((await like(1)).data).toEqual({ comment_id: c.data.id, liked: true, likes: 1 });
    expect((await like(0)).data).toEqual({ comment_id: c.data.id, liked: false, likes: 0 });

    // The article's author hears of the top-level comment; Alice of Bob's answer.
    const inbox = async (u: U) =>
      (
        await get<{ list: { kind: string; title: string; link: string | null }[] }>(
          'Push/getList',
          u.token,
          {},
        )
      ).data.list.filter((m) => m.kind === 'reply');
    expect(await inbox(author)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: expect.stringContaining('commented on your article'),
          link: `/news/${article}`,
        }),
      ]),
    );
    expect(await inbox(alice)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: expect.stringContaining('replied to your comment'),
          link: `/news/${article}`,
        }),
      ]),
    );
  });

  it('refuses visitors, bad input, unknown and unpublished articles, muted users', async () => {
    const alice = await newUser();
    for (const [path, params] of [
      ['News_user/comment', { article_id: article, content: 'x' }],
      ['News_user/commentLikes', { comment_id: 1 }],
      ['News_user/deleteComment', { comment_id: 1 }],
      ['Match_user/comment', { match_id: match.id, content: 'x' }],
      ['Match_user/commentLikes', { comment_id: 1 }],
      ['Match_user/deleteComment', { comment_id: 1 }],
    ] as const) {
      const r = await post(path, null, params);
      expect([path, r.status, r.code]).toEqual([path, 200, 700]);
    }
    const hidden = await newArticle(author.id, { status: 'hidden' });
    const future = await newArticle(author.id, { publishedAt: new Date(Date.now() + 3_600_000) });
    const cases: [Record<string, unknown>, string][] = [
      [{ article_id: article, content: '   ' }, 'invalidField'],
      [{ article_id: article, content: 'x'.repeat(501) }, 'invalidField'],
      [{ article_id: article, content: '好'.repeat(500) + '!' }, 'invalidField'],
      [{ article_id: 'abc', content: 'hi' }, 'invalidField'],
      [{ article_id: -1, content: 'hi' }, 'invalidField'],
      [{ content: 'hi' }, 'invalidField'],
      [{ article_id: 999_999, content: 'hi' }, 'articleNotFound'],
      [{ article_id: hidden, content: 'hi' }, 'articleNotFound'],
      [{ article_id: future, content: 'hi' }, 'articleNotFound'],
      [{ article_id: article, content: 'hi', parent_id: 999_999 }, 'commentNotFound'],
    ];
    for (const [params, error] of cases) {
      const r = await post('News_user/comment', alice.token, params);
      expect([params, r.status, r.code, r.data]).toEqual([
        params,
        200,
        1,
        expect.objectContaining({ error }),
      ]);
    }
    expect(
      (await post('News_user/comment', alice.token, { article_id: article, content: ' ' })).msg,
    ).toBe('Please enter some content');
    // Exactly 500 characters (CJK counted as one each) pass.
    expect(
      (
        await post('News_user/comment', alice.token, {
          article_id: article,
          content: '好'.repeat(500),
        })
      ).code,
    ).toBe(0);
    for (const id of [999_999, hidden, future])
      expect((await post('News/commentList', null, { article_id: id })).data).toMatchObject({
        error: 'articleNotFound',
      });
    expect((await post('Match/commentList', null, { match_id: 999_999 })).data).toMatchObject({
      error: 'matchNotFound',
    });
    expect(
      (await post('Match_user/comment', alice.token, { match_id: 999_999, content: 'hi' })).data,
    ).toMatchObject({ error: 'matchNotFound' });
    expect((await post('News/commentList', null, { article_id: article, size: 51 })).code).toBe(1);

    const muted = await newUser();
    await db()
      .update(users)
      .set({ mutedUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(users.id, muted.id));
    for (const [path, params] of [
      ['News_user/comment', { article_id: article, content: 'let me speak' }],
      ['Match_user/comment', { match_id: match.id, content: 'let me speak' }],
    ] as const) {
      const r = await post(path, muted.token, params);
      expect(r).toMatchObject({ status: 200, code: 1, data: { error: 'mutedSiteWide' } });
    }
  });

  it('limits the pace: 10 comments a minute, then 429', async () => {
    const eager = await newUser();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push(
        (await post('Match_user/comment', eager.token, { match_id: match.id, content: `n${i}` }))
          .status,
      );
    expect(codes.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('keeps each thread’s comments to its own endpoints', async () => {
    const alice = await newUser();
    const onArticle = (
      await post<CommentItem>('News_user/comment', alice.token, {
        article_id: article,
        content: 'article only',
      })
    ).data;
    const onMatch = (
      await post<CommentItem>('Match_user/comment', alice.token, {
        match_id: match.id,
        content: 'match only',
      })
    ).data;
    const [onPost] = await db()
      .insert(comments)
      .values({ target: 'post', targetId: 1, userId: alice.id, content: 'a post comment' })
      .returning({ id: comments.id });
    const wrong: [string, string, number][] = [
      ['News', 'Match', onMatch.id],
      ['News', 'post', onPost.id],
      ['Match', 'News', onArticle.id],
      ['Match', 'post', onPost.id],
    ];
    for (const [api, , id] of wrong) {
      for (const [path, token, send] of [
        [`${api}_user/commentLikes`, alice.token, post],
        [`${api}_user/deleteComment`, alice.token, post],
        [`${api}/commentReplies`, null, get],
      ] as const) {
        const r = await send(path, token, { comment_id: id });
        expect([path, id, r.code, r.data]).toEqual([
          path,
          id,
          1,
          expect.objectContaining({ error: 'commentNotFound' }),
        ]);
      }
    }
    // Nor answering another thread's comment.
    expect(
      (
        await post('News_user/comment', alice.token, {
          article_id: article,
          content: 'x',
          parent_id: onMatch.id,
        })
      ).data,
    ).toMatchObject({ error: 'commentNotFound' });
    // Nor through the videos' or posts' endpoints.
    expect(
      (await post('Video_user/commentLikes', alice.token, { comment_id: onArticle.id })).data,
    ).toMatchObject({ error: 'commentNotFound' });
    expect(
      (await post('anchor_dynamics_user/deleteComment', alice.token, { comment_id: onMatch.id }))
        .data,
    ).toMatchObject({ error: 'commentNotFound' });
    const still = await post<CommentPage>('Match/commentList', null, { match_id: match.id });
    expect(still.data.list.map((c) => c.id)).toContain(onMatch.id);
  });

  it('lets the commenter, the article’s author and an administrator delete; nobody else', async () => {
    const alice = await newUser();
    const say = async (who: U, text: string, where: 'News' | 'Match' = 'News') =>
      (
        await post<CommentItem>(
          `${where}_user/comment`,
          who.token,
          where === 'News'
            ? { article_id: article, content: text }
            : { match_id: match.id, content: text },
        )
      ).data;
    const a1 = await say(alice, 'one');
    const a2 = await say(alice, 'two');
    const a3 = await say(alice, 'three');
    const m1 = await say(alice, 'on the match', 'Match');
    const m2 = await say(alice, 'on the match again', 'Match');
    const del = (who: U, id: number, where = 'News') =>
      post(`${where}_user/deleteComment`, who.token, { comment_id: id });
    expect((await del(bob, a1.id)).data).toMatchObject({ error: 'forbidden' });
    expect((await del(author, m1.id, 'Match')).data).toMatchObject({ error: 'forbidden' });
    expect((await del(alice, a1.id)).code).toBe(0);
    expect((await del(alice, a1.id)).data).toMatchObject({ error: 'commentNotFound' });
    expect((await del(author, a2.id)).code).toBe(0);
    expect((await del(admin, a3.id)).code).toBe(0);
    expect((await del(alice, m1.id, 'Match')).code).toBe(0);
    expect((await del(admin, m2.id, 'Match')).code).toBe(0);
    const left = await post<CommentPage>('News/commentList', null, {
      article_id: article,
      size: 50,
    });
    const ids = left.data.list.map((c) => c.id);
    for (const c of [a1, a2, a3]) expect(ids).not.toContain(c.id);
    // The author's comment view says who may delete.
    const asAuthor = await post<CommentPage>('News/commentList', author.token, {
      article_id: article,
    });
    expect(asAuthor.data.list.every((c) => c.can_delete)).toBe(true);
  });
});

describe('team badges', () => {
  it('shows a followed team playing in the match, else the first followed; none without follows', async () => {
    const fan = await newUser();
    const [first] = await db()
      .select({ id: teams.id, nameEn: teams.nameEn, shortEn: teams.shortNameEn })
      .from(teams)
      .where(and(ne(teams.id, match.home), ne(teams.id, match.away)))
      .limit(1);
    const [home] = await db().select().from(teams).where(eq(teams.id, match.home));
    await db()
      .insert(teamFollows)
      .values([
        { userId: fan.id, teamId: first.id, createdAt: new Date(Date.now() - 86_400_000) },
        { userId: fan.id, teamId: home.id, createdAt: new Date() },
      ]);
    const plain = await newUser();

    const onMatch = await post<CommentItem>(
      'Match_user/comment',
      fan.token,
      { match_id: match.id, content: 'come on!' },
      'en',
    );
    expect(onMatch.data.badge).toEqual({
      team_id: home.id,
      name: home.nameEn,
      short_name: home.shortNameEn,
      colour_primary: home.colourPrimary,
      colour_secondary: home.colourSecondary,
    });
    const plainSays = await post<CommentItem>('Match_user/comment', plain.token, {
      match_id: match.id,
      content: 'neutral here',
      parent_id: onMatch.data.id,
    });
    expect(plainSays.data.badge).toBeNull();
    // The list, in Chinese: the same team, its Chinese name; the reply carries none.
    const list = await post<CommentPage>('Match/commentList', null, { match_id: match.id }, 'zh');
    const mine = list.data.list.find((c) => c.id === onMatch.data.id)!;
    expect(mine.badge).toMatchObject({ team_id: home.id, name: home.nameZh });
    expect(mine.reply_list?.[0].badge).toBeNull();
    const replies = await get<CommentReplies>('Match/commentReplies', null, {
      comment_id: onMatch.data.id,
    });
    expect(replies.data.comment.badge?.team_id).toBe(home.id);

    // Elsewhere: the team followed first.
    const onOther = await post<CommentItem>('Match_user/comment', fan.token, {
      match_id: otherMatch,
      content: 'watching this one too',
    });
    expect(onOther.data.badge).toMatchObject({ team_id: first.id, name: first.nameEn });
    const onArticle = await post<CommentItem>('News_user/comment', fan.token, {
      article_id: article,
      content: 'nice article',
    });
    expect(onArticle.data.badge).toMatchObject({ team_id: first.id, short_name: first.shortEn });
    const news = await post<CommentPage>('News/commentList', null, { article_id: article });
    expect(news.data.list.find((c) => c.id === onArticle.data.id)?.badge?.team_id).toBe(first.id);
  });
});

describe('reports and moderation', () => {
  it('reports a news and a match comment; hiding takes them out of the thread; restore brings them back', async () => {
    const alice = await newUser();
    const onArticle = (
      await post<CommentItem>('News_user/comment', alice.token, {
        article_id: article,
        content: 'rude words on the news',
      })
    ).data;
    const onMatch = (
      await post<CommentItem>('Match_user/comment', alice.token, {
        match_id: match.id,
        content: 'rude words on the match',
      })
    ).data;
    for (const c of [onArticle, onMatch]) {
      const r = await post('Report/create', bob.token, {
        target_type: 'comment',
        target_id: c.id,
        reason: 'abuse',
      });
      expect(r).toMatchObject({ code: 0, data: { created: true } });
    }
    const queue = await get<{
      list: { target_id: string; link: string | null; owner_id: number }[];
    }>('admin/reportList', mod.token, { type: 'comment', limit: 100 });
    const row = (id: number) => queue.data.list.find((g) => g.target_id === String(id));
    expect(row(onArticle.id)).toMatchObject({ link: `/news/${article}`, owner_id: alice.id });
    expect(row(onMatch.id)).toMatchObject({
      link: `/score-detail?id=${match.id}&tab=discussion`,
    });

    const threads = async () =>
      [
        ...(await post<CommentPage>('News/commentList', null, { article_id: article, size: 50 }))
          .data.list,
        ...(await post<CommentPage>('Match/commentList', null, { match_id: match.id, size: 50 }))
          .data.list,
      ].map((c) => c.id);
    for (const c of [onArticle, onMatch]) {
      const r = await post('admin/handleReport', mod.token, {
        target_type: 'comment',
        target_id: String(c.id),
        action: 'hide',
        reason: 'abusive',
      });
      expect(r).toMatchObject({ code: 0, data: { action: 'hide', closed: 1 } });
    }
    let ids = await threads();
    expect(ids).not.toContain(onArticle.id);
    expect(ids).not.toContain(onMatch.id);
    // A hidden comment cannot be liked or answered.
    expect(
      (await post('News_user/commentLikes', bob.token, { comment_id: onArticle.id })).data,
    ).toMatchObject({ error: 'commentNotFound' });

    for (const c of [onArticle, onMatch]) {
      const r = await post('admin/restoreContent', mod.token, {
        target_type: 'comment',
        target_id: String(c.id),
      });
      expect(r.code).toBe(0);
    }
    ids = await threads();
    expect(ids).toContain(onArticle.id);
    expect(ids).toContain(onMatch.id);
  });
});
