import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { db } from '@/lib/db/client';
import { anchorApplications, personalDataReads, rooms, users } from '@/lib/db/schema';
import { jpeg, jpegWithExif, png } from '@/lib/uploads/test-media';
import { createTestApi, type TestApi } from '@/test/api';
import { laterSmsCode, loginAs, registerUser } from '@/test/factories';

let t: TestApi;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'applications-test-'));
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApi({ DATA_DIR: dataDir, RATE_LIMITS: 'off' });
  admin = await loginAs(t, '86-13800000003', 'admin123456');
});
afterAll(async () => {
  await t?.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type User = Awaited<ReturnType<typeof registerUser>>;

async function idPhoto(u: User, bytes?: Buffer): Promise<string> {
  const permit = await t.call('Member/getQiniuToken', {
    method: 'POST',
    token: u.token,
    params: { purpose: 'id_photo' },
  });
  expect(permit.code).toBe(0);
  const form = new FormData();
  form.set('token', permit.data.token);
  form.set('file', new Blob([new Uint8Array(bytes ?? (await jpeg(320, 200)))]), 'id.jpg');
  const r = await t.call('upload/image', { body: form });
  expect(r.code).toBe(0);
  return r.data.url as string;
}

const ID = '11010519491231002X';

async function form(u: User, over: Record<string, unknown> = {}) {
  return {
    real_name: '张三丰',
    id_number: ID,
    contact: 'wechat: zsf_live',
    id_front: await idPhoto(u),
    id_back: await idPhoto(u),
    experience: '五年足球解说经验，曾在多个平台直播英超和中超比赛。',
    code: await laterSmsCode(t, u.mobile),
    ...over,
  };
}

const apply = (u: User, params: Record<string, unknown>, lang?: string) =>
  t.call('Member/applyAnchor', { params, token: u.token, lang });

const review = (id: number, pass: 0 | 1, reason?: string, token = admin.token) =>
  t.call('admin/reviewAnchorApplication', { params: { id, pass, reason }, token });

const rowsOf = (userId: number) =>
  db().select().from(anchorApplications).where(eq(anchorApplications.userId, userId));

describe('Member/applyAnchor', () => {
  it('records a waiting application with the personal data sealed and masked', async () => {
    const u = await registerUser(t);
    const params = await form(u);
    const r = await apply(u, params, 'en');
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({
      status: 0,
      status_name: 'Waiting for review',
      reason: '',
      real_name: '张**',
      id_number: expect.stringMatching(/^1101\*+002X$/),
      contact: 'wechat: zsf_live',
    });
    const [row] = await rowsOf(u.user.id);
    // Nothing in the row holds the full name or number in the clear.
    expect(JSON.stringify(row)).not.toContain(ID);
    expect(JSON.stringify(row)).not.toContain('张三丰');
    // The photos are stored sealed in a private folder: not an image, never served.
    for (const url of [row.idFrontUrl, row.idBackUrl]) {
      expect(url).toMatch(/^\/uploads\/id-photos\/[0-9a-f]{24}\.bin$/);
      const bytes = fs.readFileSync(path.join(dataDir, url.slice(1)));
      await expect(sharp(bytes).metadata()).rejects.toThrow();
    }
    const mine = await t.call('Member/anchorApplication', { token: u.token });
    expect(mine.data).toMatchObject({ id: row.id, status: 0, id_number: r.data.id_number });
  });

  it('refuses bad input with the field’s message and changes nothing', async () => {
    const u = await registerUser(t);
    const good = await form(u);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ experience: '太短了' }, /15/],
      [{ experience: 'x'.repeat(501) }, /500/],
      [{ real_name: '' }, /./],
      [{ id_number: '110105194912310021' }, /ID number/],
      [{ contact: 'ab' }, /3–50/],
      [{ id_front: '/uploads/avatars/000000000000000000000000.png' }, /./],
      [{ id_back: good.id_front }, /front and the back/],
      [{ invite_code: 'NOPE99' }, /invite code/],
      [{ invite_code: u.user.invite_code }, /invite code/],
      [{ code: '000000' }, /code/i],
    ];
    for (const [over, msg] of cases) {
      const r = await apply(u, { ...good, ...over }, 'en');
      expect({ over, code: r.code, status: r.status }).toEqual({ over, code: 1, status: 200 });
      expect(r.msg).toMatch(msg);
    }
    expect(await rowsOf(u.user.id)).toHaveLength(0);
    // The right code still works after one wrong try.
    expect((await apply(u, good)).code).toBe(0);
  });

  it('takes no one else’s uploads and no upload of another purpose', async () => {
    const [u, other] = [await registerUser(t), await registerUser(t)];
    const theirs = await idPhoto(other);
    const r = await apply(u, await form(u, { id_front: theirs }), 'en');
    expect(r.code).toBe(1);
    expect(await rowsOf(u.user.id)).toHaveLength(0);
  });

  it('lets one application wait at a time, even sent twice at once', async () => {
    const u = await registerUser(t);
    const [a, b] = [await form(u), await form(u)];
    // The second form's code is the newest; both carry it so each could pass the SMS check.
    const rs = await Promise.all([apply(u, { ...a, code: b.code }), apply(u, b)]);
    expect(rs.filter((r) => r.code === 0)).toHaveLength(1);
    expect(await rowsOf(u.user.id)).toHaveLength(1);
    const again = await apply(u, await form(u), 'en');
    expect(again.msg).toMatch(/being reviewed/);
  });

  it('is for logged-in users who are not anchors', async () => {
    const guest = await t.call('Member/applyAnchor', { params: {} });
    expect(guest.code).toBe(700);
    const anchor = await loginAs(t, '86-13800000002', 'anchor123456');
    const [u] = await db().select().from(users).where(eq(users.id, anchor.user.id));
    expect(u.isAnchor).toBe(1);
    const r = await t.call('Member/applyAnchor', {
      params: {
        real_name: '李四',
        id_number: ID,
        contact: '13800000001',
        id_front: 'a',
        id_back: 'b',
        experience: '十年篮球解说经验，熟悉NBA和CBA联赛。',
        code: '123456',
      },
      token: anchor.token,
      lang: 'en',
    });
    expect(r).toMatchObject({ code: 1, msg: 'You are already an anchor' });
  });

  it('strips the photo’s metadata before sealing it', async () => {
    const u = await registerUser(t);
    const url = await idPhoto(u, await jpegWithExif(400, 300));
    const r = await apply(u, await form(u, { id_front: url }));
    expect(r.code).toBe(0);
    const revealed = await t.call('admin/anchorApplicationReveal', {
      params: { id: r.data.id },
      token: admin.token,
    });
    const front = Buffer.from(revealed.data.id_front.split(',')[1], 'base64');
    const meta = await sharp(front).metadata();
    expect(meta.exif).toBeUndefined();
    expect(front.includes('secret-location')).toBe(false);
  });
});

describe('the review', () => {
  it('passes an application: the user is an anchor with a room, with no new login', async () => {
    const u = await registerUser(t);
    const r = await apply(u, await form(u));
    const list = await t.call('admin/anchorApplicationList', {
      params: { status: 0 },
      token: admin.token,
    });
    const item = list.data.list.find((a: { id: number }) => a.id === r.data.id);
    expect(item).toMatchObject({ real_name: '张**', user: { id: u.user.id, is_anchor: 0 } });
    expect(item.user.mobile_masked).toMatch(/\*\*\*\*/);
    expect(JSON.stringify(list.data)).not.toContain(ID);

    const passed = await review(r.data.id, 1);
    expect(passed.data).toMatchObject({ status: 1, user: { is_anchor: 1 } });
    const info = await t.call('user/info', { token: u.token });
    expect(info.data.is_anchor).toBe(1);
    expect(await db().select().from(rooms).where(eq(rooms.anchorId, u.user.id))).toHaveLength(1);
    // The anchor's own API works with the same session.
    const url = await t.call('Live/getLiveUrl', { token: u.token });
    expect(url.code).toBe(0);
    // Once only.
    expect((await review(r.data.id, 0, 'late', admin.token)).data?.error).toBe('alreadyReviewed');
    expect(await apply(u, await form(u), 'en')).toMatchObject({
      msg: 'You are already an anchor',
    });
  });

  it('fails an application with a reason the user reads, and lets them apply again', async () => {
    const u = await registerUser(t);
    const r = await apply(u, await form(u));
    expect((await review(r.data.id, 0)).data?.error).toBe('reviewReasonRequired');
    const failed = await review(r.data.id, 0, '身份证照片不清晰');
    expect(failed.data).toMatchObject({ status: 2, reason: '身份证照片不清晰' });
    const mine = await t.call('Member/anchorApplication', { token: u.token, lang: 'vi' });
    expect(mine.data).toMatchObject({ status: 2, reason: '身份证照片不清晰' });
    expect(mine.data.status_name).not.toBe('');
    const info = await t.call('user/info', { token: u.token });
    expect(info.data.is_anchor).toBe(0);
    // The verdict is in the message centre, with the reason.
    const inbox = await t.call('Push/getList', { token: u.token, lang: 'en' });
    expect(inbox.data.list[0]).toMatchObject({
      kind: 'review',
      title: 'Your anchor application was not approved',
      text: 'Reason: 身份证照片不清晰',
      link: '/member?type=7',
    });
    const again = await apply(u, await form(u));
    expect(again.data).toMatchObject({ status: 0 });
    expect(await rowsOf(u.user.id)).toHaveLength(2);
  });

  it('settles two verdicts at once as one', async () => {
    const u = await registerUser(t);
    const r = await apply(u, await form(u));
    const rs = await Promise.all([review(r.data.id, 1), review(r.data.id, 0, 'no')]);
    expect(rs.filter((x) => x.code === 0)).toHaveLength(1);
    const [row] = await rowsOf(u.user.id);
    const [user] = await db().select().from(users).where(eq(users.id, u.user.id));
    expect(user.isAnchor).toBe(row.status === 1 ? 1 : 0);
  });

  it('reveals the full data to administrators only, logging each read', async () => {
    const u = await registerUser(t);
    const front = await png(200, 120);
    const params = await form(u, { id_front: await idPhoto(u, front) });
    const r = await apply(u, params);
    const before = await db()
      .select()
      .from(personalDataReads)
      .where(eq(personalDataReads.subjectId, u.user.id));
    expect(before).toHaveLength(0);
    const shown = await t.call('admin/anchorApplicationReveal', {
      params: { id: r.data.id },
      token: admin.token,
      ip: '10.9.8.7',
    });
    expect(shown.data).toMatchObject({ real_name: '张三丰', id_number: ID });
    expect(shown.data.id_front).toMatch(/^data:image\/png;base64,/);
    expect(shown.data.id_back).toMatch(/^data:image\/jpeg;base64,/);
    const reads = await db()
      .select()
      .from(personalDataReads)
      .where(eq(personalDataReads.subjectId, u.user.id));
    expect(reads).toMatchObject([{ ip: '10.9.8.7', what: expect.stringContaining('id_number') }]);

    // Nobody else: not the applicant, not another user, not a guest; nothing logged for them.
    for (const token of [u.token, (await registerUser(t)).token, null]) {
      for (const [p, params] of [
        ['admin/anchorApplicationReveal', { id: r.data.id }],
        ['admin/anchorApplicationList', {}],
        ['admin/reviewAnchorApplication', { id: r.data.id, pass: 1 }],
      ] as const) {
        const x = await t.call(p, { params, token, method: 'POST' });
        expect([700, 1]).toContain(x.code);
        expect(JSON.stringify(x)).not.toContain(ID);
      }
    }
    expect(
      await db().select().from(personalDataReads).where(eq(personalDataReads.subjectId, u.user.id)),
    ).toHaveLength(1);
    const [row] = await rowsOf(u.user.id);
    expect(row.status).toBe(0);
  });
});
