import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { issueToken } from '@/lib/account/auth';
import { auditCount } from '@/lib/admin/audit';
import { db } from '@/lib/db/client';
import {
  chatMessages,
  circles,
  comments,
  posts,
  reports,
  rooms,
  users,
  videoCategories,
  videos,
} from '@/lib/db/schema';
import { createTestApi, type TestApi } from '@/test/api';
import { uniqueMobile } from '@/test/factories';

/**
 * Reports through the API (issue 27 "Reports"): a user's report (happy path, oneself, one's own
 * content, a repeat, bad input, the rate limit, a visitor), and the console's grouped queue with
 * each action: wrong roles, grouping, hide / warn / mute / ban / dismiss, reporters told,
 * exactly one audit row per action, hidden content gone from public reads, and restore.
 */

let t: TestApi;
let n = 0;
let circleId: number;
let categoryId: number;
let roomId: number;

type U = { id: number; token: string };

async function newUser(
  opts: { roles?: string[]; anchor?: boolean; admin?: boolean } = {},
): Promise<U> {
  n++;
  const [u] = await db()
    .insert(users)
    .values({
      mobile: uniqueMobile(),
      passwordHash: 'x',
      nickname: `rep-${n}-${Date.now() % 100000}`,
      inviteCode: `RP${n}${Date.now() % 100000}`,
      isAdmin: opts.admin ?? false,
      isAnchor: opts.anchor ? 1 : 0,
      staffRoles: opts.roles ?? [],
    })
    .returning({ id: users.id });
  return { id: u.id, token: await issueToken(u.id) };
}

async function newPost(userId: number, content = 'a post to report') {
  const [p] = await db()
    .insert(posts)
    .values({ circleId, userId, lang: 'zh', content, searchBody: content })
    .returning({ id: posts.id });
  return p.id;
}

async function newComment(userId: number, postId: number, content = 'a rude comment') {
  const [c] = await db()
    .insert(comments)
    .values({ target: 'post', targetId: postId, userId, content })
    .returning({ id: comments.id });
  await db().update(posts).set({ comments: 1 }).where(eq(posts.id, postId));
  return c.id;
}

async function newVideo(userId: number) {
  const [v] = await db()
    .insert(videos)
    .values({
      categoryId,
      authorId: userId,
      lang: 'zh',
      titleZh: '举报测试视频',
      cover: '/c.jpg',
      src: '/v.mp4',
    })
    .returning({ id: videos.id });
  return v.id;
}

let seq = 1000;
async function newChat(userId: number, text = 'spam spam') {
  seq++;
  await db()
    .insert(chatMessages)
    .values({
      roomId,
      seq,
      fromId: `u${userId}`,
      userId,
      nick: 'chatter',
      type: 'text',
      payload: { text },
    });
  return `${roomId}-${seq}`;
}

const call = (path: string, token: string | null, params: Record<string, unknown>, lang?: string) =>
  t.call(path, { token, params, lang });
const get = (path: string, token: string | null, params: Record<string, unknown> = {}) =>
  t.call(path, { method: 'GET', token, params });
const en = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages/en.json'), 'utf8')).api
  .errors as Record<string, string>;
const report = (
  token: string | null,
  target_type: string,
  target_id: string | number,
  reason = 'spam',
  note?: string,
) => call('Report/create', token, { target_type, target_id, reason, note });

let mod: U;

beforeAll(async () => {
  t = await createTestApi();
  const [c] = await db()
    .insert(circles)
    .values({ slug: 'report-test', nameZh: '测试', nameEn: 'Test', nameVi: 'Thử' })
    .returning({ id: circles.id });
  circleId = c.id;
  const [vc] = await db()
    .insert(videoCategories)
    .values({ nameZh: '测试', nameEn: 'Test', nameVi: 'Thử' })
    .returning({ id: videoCategories.id });
  categoryId = vc.id;
  const anchor = await newUser({ anchor: true });
  const [r] = await db()
    .insert(rooms)
    .values({
      anchorId: anchor.id,
      title: 'room',
      sport: 'football',
      language: 'zh',
      streamName: `s${Date.now()}`,
    })
    .returning({ id: rooms.id });
  roomId = r.id;
  await db().update(rooms).set({ chatSeq: 5000 }).where(eq(rooms.id, roomId));
  mod = await newUser({ roles: ['moderator'] });
}, 120_000);
afterAll(async () => {
  await t?.cleanup();
});

describe('Report/create', () => {
  it('reports a post once; a repeat while open adds nothing', async () => {
    const [author, fan] = [await newUser(), await newUser()];
    const post = await newPost(author.id);
    const r = await report(fan.token, 'post', post, 'abuse', '  很过分  ');
    expect(r.code).toBe(0);
    expect(r.data).toEqual({ created: true });
    const again = await report(fan.token, 'post', String(post), 'spam');
    expect(again.code).toBe(0);
    expect(again.data).toEqual({ created: false });
    const rows = await db()
      .select()
      .from(reports)
      .where(and(eq(reports.targetType, 'post'), eq(reports.targetId, String(post))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reporterId: fan.id,
      targetOwnerId: author.id,
      reason: 'abuse',
      note: '很过分',
      snapshot: 'a post to report',
      status: 0,
    });
  });

  it('refuses oneself and one’s own content', async () => {
    const u = await newUser();
    const post = await newPost(u.id);
    for (const [type, id] of [
      ['user', u.id],
      ['post', post],
      ['comment', await newComment(u.id, post)],
      ['chat', await newChat(u.id)],
    ] as const) {
      const r = await report(u.token, type, id);
      expect(r.code).toBe(1);
      expect(r.data.error).toBe('cannotReportOwn');
    }
  });

  it('refuses bad input with localised messages, and missing targets', async () => {
    const [author, fan] = [await newUser(), await newUser()];
    const post = await newPost(author.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ target_type: 'match', target_id: 1, reason: 'spam' }, 'reportTypeInvalid'],
      [{ target_type: 'post', target_id: post, reason: 'boring' }, 'reportReasonInvalid'],
      [{ target_type: 'post', target_id: post }, 'reportReasonInvalid'],
      [
        { target_type: 'post', target_id: post, reason: 'other', note: 'x'.repeat(201) },
        'reportNoteTooLong',
      ],
      [{ target_type: 'post', target_id: 'abc', reason: 'spam' }, 'reportTargetNotFound'],
      [{ target_type: 'chat', target_id: '12', reason: 'spam' }, 'reportTargetNotFound'],
      [{ target_type: 'post', target_id: 99_999_999, reason: 'spam' }, 'reportTargetNotFound'],
      [{ target_type: 'comment', target_id: 99_999_999, reason: 'spam' }, 'reportTargetNotFound'],
      [{ target_type: 'video', target_id: 99_999_999, reason: 'spam' }, 'reportTargetNotFound'],
      [
        { target_type: 'chat', target_id: `${roomId}-999999`, reason: 'spam' },
        'reportTargetNotFound',
      ],
      [{ target_type: 'user', target_id: 99_999_999, reason: 'spam' }, 'reportTargetNotFound'],
    ];
    for (const [params, key] of cases) {
      const r = await call('Report/create', fan.token, params, 'en');
      expect(r.code).toBe(1);
      expect(r.status).toBe(200);
      expect(r.msg).toBe(en[key]);
    }
    expect(en.reportReasonInvalid).toBe('Choose a reason for the report');
  });

  it('answers a visitor with 700', async () => {
    const r = await report(null, 'user', 1);
    expect(r.code).toBe(700);
  });

  it('is rate-limited per user', async () => {
    const fan = await newUser();
    const author = await newUser();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await report(fan.token, 'post', await newPost(author.id));
      codes.push(r.status);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(codes[10]).toBe(429);
  });
});

describe('the console', () => {
  const consoleCalls = (target: { target_type: string; target_id: string }) =>
    [
      ['GET', 'admin/reportList', {}],
      ['GET', 'admin/reportDetail', target],
      ['POST', 'admin/handleReport', { ...target, action: 'dismiss' }],
      ['POST', 'admin/handleReports', { targets: [target], action: 'dismiss' }],
      ['POST', 'admin/restoreContent', target],
    ] as const;

  it('refuses visitors (700), users, anchors and editors (forbidden)', async () => {
    const author = await newUser();
    const target = { target_type: 'post', target_id: String(await newPost(author.id)) };
    const [user, anchor, editor] = [
      await newUser(),
      await newUser({ anchor: true }),
      await newUser({ roles: ['editor'] }),
    ];
    const before = await auditCount();
    for (const [method, path, params] of consoleCalls(target)) {
      const v = await t.call(path, { method, params, token: null });
      expect([path, v.code]).toEqual([path, 700]);
      for (const who of [user, anchor, editor]) {
        const r = await t.call(path, { method, params, token: who.token });
        expect([path, r.code, r.data?.error]).toEqual([path, 1, 'forbidden']);
      }
    }
    expect(await auditCount()).toBe(before);
  });

  it('groups reports by the thing, with reasons, filters, sort and the detail', async () => {
    const author = await newUser();
    const post = await newPost(author.id);
    const comment = await newComment(author.id, post, 'group me');
    const fans = [await newUser(), await newUser(), await newUser()];
    await report(fans[0].token, 'comment', comment, 'spam');
    await report(fans[1].token, 'comment', comment, 'abuse', 'rude');
    await report(fans[2].token, 'comment', comment, 'spam');
    const list = await get('admin/reportList', mod.token, { type: 'comment', limit: 100 });
    expect(list.code).toBe(0);
    const row = list.data.list.find((g: { target_id: string }) => g.target_id === String(comment));
    expect(row).toMatchObject({
      target_type: 'comment',
      owner_id: author.id,
      snapshot: 'group me',
      link: `/circle-detail?id=${post}`,
      count: 3,
      reasons: { spam: 2, abuse: 1, porn: 0, illegal: 0, fraud: 0, other: 0 },
      status: 0,
      outcome: null,
      hidden: false,
    });
    expect(
      list.data.list.filter((g: { target_id: string }) => g.target_id === String(comment)),
    ).toHaveLength(1);
    // reason filter keeps groups with that reason
    const fraud = await get('admin/reportList', mod.token, { reason: 'fraud', limit: 100 });
    expect(
      fraud.data.list.some((g: { target_id: string }) => g.target_id === String(comment)),
    ).toBe(false);
    const byCount = await get('admin/reportList', mod.token, { sort: '-count', limit: 100 });
    const counts = byCount.data.list.map((g: { count: number }) => g.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const detail = await get('admin/reportDetail', mod.token, {
      target_type: 'comment',
      target_id: comment,
    });
    expect(detail.code).toBe(0);
    expect(detail.data.list).toHaveLength(3);
    expect(detail.data.list.map((r: { note: string }) => r.note)).toContain('rude');
    const counted = await get('admin/counts', mod.token);
    expect(counted.data.reports).toBeGreaterThanOrEqual(1);
  });

  it('hides a comment: gone from public reads, reports closed, reporters told, one audit row; restore brings it back', async () => {
    const author = await newUser();
    const post = await newPost(author.id);
    const comment = await newComment(author.id, post, 'hide me please');
    const fans = [await newUser(), await newUser()];
    for (const f of fans) await report(f.token, 'comment', comment, 'abuse');
    const seen = await call('anchor_dynamics/commentList', null, { id: post });
    expect(seen.data.list.map((c: { id: number }) => c.id)).toContain(comment);

    const before = await auditCount({ action: 'report.hide' });
    const all = await auditCount();
    const r = await call('admin/handleReport', mod.token, {
      target_type: 'comment',
      target_id: String(comment),
      action: 'hide',
      reason: 'abusive',
    });
    expect(r.code).toBe(0);
    expect(r.data).toEqual({ action: 'hide', closed: 2 });
    expect(await auditCount({ action: 'report.hide' })).toBe(before + 1);
    expect(await auditCount()).toBe(all + 1);

    const after = await call('anchor_dynamics/commentList', null, { id: post });
    expect(after.data.list.map((c: { id: number }) => c.id)).not.toContain(comment);
    const [p] = await db().select().from(posts).where(eq(posts.id, post));
    expect(p.comments).toBe(0);
    const rows = await db()
      .select()
      .from(reports)
      .where(and(eq(reports.targetType, 'comment'), eq(reports.targetId, String(comment))));
    expect(
      rows.every((x) => x.status === 1 && x.outcome === 'hide' && x.handledBy === mod.id),
    ).toBe(true);
    for (const f of fans) {
      const m = await t.call('Push/getList', { method: 'GET', token: f.token, lang: 'en' });
      const msg = m.data.list.find((x: { kind: string }) => x.kind === 'report');
      expect(msg).toMatchObject({
        title: 'Your report was handled: the content was hidden',
        text: 'The comment you reported: “hide me please”',
      });
    }
    // Nothing open any more.
    const again = await call('admin/handleReport', mod.token, {
      target_type: 'comment',
      target_id: String(comment),
      action: 'hide',
    });
    expect(again.data.error).toBe('reportNotOpen');
    // The handled group shows as hidden, for the undo.
    const handled = await get('admin/reportList', mod.token, {
      status: 1,
      type: 'comment',
      limit: 100,
    });
    expect(
      handled.data.list.find((g: { target_id: string }) => g.target_id === String(comment)),
    ).toMatchObject({ outcome: 'hide', hidden: true });

    const restored = await call('admin/restoreContent', mod.token, {
      target_type: 'comment',
      target_id: String(comment),
    });
    expect(restored.code).toBe(0);
    expect(await auditCount({ action: 'report.restore' })).toBeGreaterThanOrEqual(1);
    expect(await auditCount()).toBe(all + 2);
    const back = await call('anchor_dynamics/commentList', null, { id: post });
    expect(back.data.list.map((c: { id: number }) => c.id)).toContain(comment);
    const twice = await call('admin/restoreContent', mod.token, {
      target_type: 'comment',
      target_id: String(comment),
    });
    expect(twice.data.error).toBe('contentNotHidden');
    expect(await auditCount()).toBe(all + 2);
  });

  it('hides a post and a video from public reads, and restores them', async () => {
    const author = await newUser();
    const fan = await newUser();
    const post = await newPost(author.id, 'hidden post text');
    const video = await newVideo(author.id);
    await report(fan.token, 'post', post);
    await report(fan.token, 'video', video, 'porn');
    expect((await get('anchor_dynamics/info', null, { id: post })).code).toBe(0);
    expect((await call('Video/getVideoInfo', null, { id: video })).code).toBe(0);
    for (const [type, id] of [
      ['post', post],
      ['video', video],
    ] as const) {
      const r = await call('admin/handleReport', mod.token, {
        target_type: type,
        target_id: String(id),
        action: 'hide',
      });
      expect(r.code).toBe(0);
    }
    const gonePost = await get('anchor_dynamics/info', null, { id: post });
    expect(gonePost.data.error).toBe('postNotFound');
    const list = await get('anchor_dynamics/list', null, { limit: 50 });
    expect(list.data.list.map((p: { id: number }) => p.id)).not.toContain(post);
    const goneVideo = await call('Video/getVideoInfo', null, { id: video });
    expect(goneVideo.data.error).toBe('videoNotFound');
    // A hidden thing cannot be reported again.
    expect((await report((await newUser()).token, 'post', post)).data.error).toBe(
      'reportTargetNotFound',
    );
    for (const [type, id] of [
      ['post', post],
      ['video', video],
    ] as const)
      expect(
        (
          await call('admin/restoreContent', mod.token, {
            target_type: type,
            target_id: String(id),
          })
        ).code,
      ).toBe(0);
    expect((await get('anchor_dynamics/info', null, { id: post })).code).toBe(0);
    expect((await call('Video/getVideoInfo', null, { id: video })).code).toBe(0);
  });

  it('deletes a reported chat message', async () => {
    const [author, fan] = [await newUser(), await newUser()];
    const chat = await newChat(author.id, 'buy cheap coins');
    expect((await report(fan.token, 'chat', chat, 'fraud')).code).toBe(0);
    const list = await get('admin/reportList', mod.token, { type: 'chat', limit: 100 });
    expect(list.data.list.find((g: { target_id: string }) => g.target_id === chat)).toMatchObject({
      snapshot: 'chatter: buy cheap coins',
      link: `/live?id=${roomId}`,
    });
    const r = await call('admin/handleReport', mod.token, {
      target_type: 'chat',
      target_id: chat,
      action: 'hide',
    });
    expect(r.code).toBe(0);
    const [m] = await db()
      .select()
      .from(chatMessages)
      .where(
        and(eq(chatMessages.roomId, roomId), eq(chatMessages.seq, Number(chat.split('-')[1]))),
      );
    expect(m.deletedAt).not.toBeNull();
    expect(m.deletedBy).toBe(mod.id);
  });

  it('warns, mutes and bans the author: the sanction is the one audit row', async () => {
    for (const [action, extra, kind] of [
      ['warn', {}, 'user.warn'],
      ['mute', { hours: 24 }, 'user.mute'],
      ['ban', { hours: 0 }, 'user.ban'],
    ] as const) {
      const [author, fan] = [await newUser(), await newUser()];
      const post = await newPost(author.id);
      await report(fan.token, 'post', post, 'abuse');
      const all = await auditCount();
      const sanctions = await auditCount({ action: kind });
      // a sanction needs its reason (and mute/ban a duration)
      const bad = await call(
        'admin/handleReport',
        mod.token,
        {
          target_type: 'post',
          target_id: String(post),
          action,
          ...extra,
        },
        'en',
      );
      expect(bad.msg).toBe(en.reviewReasonRequired);
      const r = await call('admin/handleReport', mod.token, {
        target_type: 'post',
        target_id: String(post),
        action,
        reason: 'repeated abuse',
        ...extra,
      });
      expect([action, r.code]).toEqual([action, 0]);
      expect(await auditCount()).toBe(all + 1);
      expect(await auditCount({ action: kind })).toBe(sanctions + 1);
      const [u] = await db().select().from(users).where(eq(users.id, author.id));
      if (action === 'mute') expect(u.mutedUntil).not.toBeNull();
      if (action === 'ban') expect(u.bannedUntil).not.toBeNull();
      const [row] = await db()
        .select()
        .from(reports)
        .where(and(eq(reports.targetType, 'post'), eq(reports.targetId, String(post))));
      expect(row).toMatchObject({ status: 1, outcome: action });
      const m = await t.call('Push/getList', { method: 'GET', token: fan.token, lang: 'zh' });
      expect(m.data.list[0]).toMatchObject({ kind: 'report' });
    }
    const noHours = await call(
      'admin/handleReport',
      mod.token,
      {
        target_type: 'post',
        target_id: '1',
        action: 'mute',
        reason: 'x',
      },
      'en',
    );
    expect(noHours.msg).toBe(en.sanctionDurationInvalid);
  });

  it('refuses hiding a user and sanctioning a guest’s chat message', async () => {
    const [author, fan] = [await newUser(), await newUser()];
    await report(fan.token, 'user', author.id, 'fraud');
    const r = await call('admin/handleReport', mod.token, {
      target_type: 'user',
      target_id: String(author.id),
      action: 'hide',
    });
    expect(r.data.error).toBe('reportActionInvalid');
    seq++;
    await db()
      .insert(chatMessages)
      .values({
        roomId,
        seq,
        fromId: 'guest_0123456789abcdef',
        userId: null,
        nick: 'guest',
        type: 'text',
        payload: { text: 'guest spam' },
      });
    await report(fan.token, 'chat', `${roomId}-${seq}`);
    const g = await call('admin/handleReport', mod.token, {
      target_type: 'chat',
      target_id: `${roomId}-${seq}`,
      action: 'warn',
      reason: 'spam',
    });
    expect(g.data.error).toBe('reportActionInvalid');
  });

  it('dismisses: one audit row, reports closed as dismissed', async () => {
    const [author, fan] = [await newUser(), await newUser()];
    const post = await newPost(author.id);
    await report(fan.token, 'post', post, 'other');
    const all = await auditCount();
    const r = await call('admin/handleReport', mod.token, {
      target_type: 'post',
      target_id: String(post),
      action: 'dismiss',
    });
    expect(r.code).toBe(0);
    expect(await auditCount()).toBe(all + 1);
    expect(await auditCount({ action: 'report.dismiss' })).toBeGreaterThanOrEqual(1);
    const [row] = await db()
      .select()
      .from(reports)
      .where(and(eq(reports.targetType, 'post'), eq(reports.targetId, String(post))));
    expect(row).toMatchObject({ status: 2, outcome: 'dismiss' });
    // still visible
    expect((await get('anchor_dynamics/info', null, { id: post })).code).toBe(0);
  });

  it('handles several things at once, with a result each', async () => {
    const [author, fan] = [await newUser(), await newUser()];
    const [a, b] = [await newPost(author.id), await newPost(author.id)];
    await report(fan.token, 'post', a);
    await report(fan.token, 'post', b);
    const all = await auditCount();
    const r = await call(
      'admin/handleReports',
      mod.token,
      {
        targets: [
          { target_type: 'post', target_id: String(a) },
          { target_type: 'post', target_id: String(b) },
          { target_type: 'post', target_id: '99999999' },
        ],
        action: 'hide',
      },
      'en',
    );
    expect(r.code).toBe(0);
    expect(r.data.results.map((x: { ok: boolean }) => x.ok)).toEqual([true, true, false]);
    expect(r.data.results[2]).toMatchObject({
      error: 'reportNotOpen',
      msg: 'There are no open reports of this',
    });
    expect(await auditCount()).toBe(all + 2);
    const tooMany = await call('admin/handleReports', mod.token, {
      targets: Array.from({ length: 51 }, (_, i) => ({
        target_type: 'post',
        target_id: String(i + 1),
      })),
      action: 'dismiss',
    });
    expect(tooMany.code).toBe(1);
    const badAction = await call(
      'admin/handleReports',
      mod.token,
      { targets: [{ target_type: 'post', target_id: String(a) }], action: 'ban' },
      'en',
    );
    expect(badAction.msg).toBe(en.reportActionInvalid);
  });
});
