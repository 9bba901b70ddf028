/** Answers of the member centre's tests (checked: test/fixtures-contract.test.ts). */
import { AVATAR_MAX_BYTES } from '@/lib/account/limits';
import type { PublicUser } from '@/lib/account/contract';
import { answer } from '@/test/bff';
import { publicUser } from '@/test/users';
import type { AvatarOption, VerifiedInfo } from '@/lib/account/contract';
import type { UploadPermit } from '@/lib/uploads/contract';
import type { MyApplication } from '@/lib/applications/contract';
import type { MessageItem } from '@/lib/messages/contract';
import type { PushSettings } from '@/lib/push/contract';

/** member/updateInfo: the user as saved. */
export const infoSaved = (user: PublicUser = publicUser()) => answer('member/updateInfo', user);

/** The stock avatars (user/avatarList). */
export const avatarOptions: AvatarOption[] = [
  { id: 1, url: '/avatars/1.svg' },
  { id: 2, url: '/avatars/2.svg' },
  { id: 3, url: '/avatars/3.svg' },
];

/** An avatar upload permit (Member/getQiniuToken). */
export const avatarPermit: UploadPermit & { purpose: 'avatar' } = {
  token: 'tok',
  purpose: 'avatar',
  upload_url: '/api/upload/image',
  expires_in: 600,
  max_size: AVATAR_MAX_BYTES,
};
export const permitGranted = answer('Member/getQiniuToken', avatarPermit);

/** upload/image: where the file is stored now. */
export const uploaded = (url: string) => answer('upload/image', { url });

/** A verified user's masked record (Member/getVerifiedInfo). */
export const verifiedRecord: VerifiedInfo = {
  is_verified: 1,
  real_name: 'N********',
  id_number: '1101**********1234',
  verified_at: '2024-06-01T08:00:00.000Z',
};
export const verifiedInfo = answer('Member/getVerifiedInfo', verifiedRecord);
export const verifySubmitted = answer('Member/verified', null);

export const paymentPasswordSaved = answer('Member/paymentPassword', null);

/** Member/getQiniuToken: a permit to upload one ID photo (sealed, never served). */
export const idPhotoPermit = answer('Member/getQiniuToken', {
  token: 'id-tok',
  purpose: 'id_photo',
  upload_url: '/api/upload/image',
  expires_in: 600,
  max_size: 5 * 1024 * 1024,
});

/** An anchor application as Member/anchorApplication or Member/applyAnchor answer it. */
export const myApplication = (extra: Partial<NonNullable<MyApplication>> = {}) => ({
  id: 12,
  status: 0,
  status_name: '待审核',
  reason: '',
  real_name: '王*',
  id_number: '1101**********002X',
  contact: 'wechat: wang_live',
  experience: '三年英超解说经验，熟悉战术分析。',
  inviter: null,
  created_at: '2026-11-27T10:00:00Z',
  reviewed_at: null,
  ...extra,
});
export const applicationSent = (a: NonNullable<MyApplication>) => answer('Member/applyAnchor', a);

/** A message of Push/getList (the welcome unless overridden). */
export const message = (id: number, extra: Partial<MessageItem> = {}): MessageItem => ({
  id,
  kind: 'system',
  title: '欢迎来到球讯直播',
  text: '关注喜欢的主播和球队，预约比赛，开播和进球会第一时间通知你。',
  link: null,
  read: false,
  created_at: '2026-11-28T08:00:00Z',
  ...extra,
});
export const messagePage = (list: MessageItem[], unread: number, total = list.length) =>
  answer('Push/getList', { list, total, page: 1, limit: 20, unread });
export const messagesRead = (unread: number) => answer('Push/read', { unread });

/** Push/settings: Web Push available, one followed anchor, one booked match, one listed team. */
export const pushSettings = (extra: Partial<PushSettings> = {}) =>
  answer('Push/settings', {
    available: true,
    public_key:
      'BPYgPYsz_1cZFQk3HrW3Dj3OEW3nnzFD0KKUX4mgOmNc0-a6bY6UEkP7s2ot5qQKGs0Fu6wb0Za8MCZQhgMj0Fw',
    subscriptions: 0,
    quiet_start: null,
    quiet_end: null,
    time_zone: 'UTC',
    anchors: [
      {
        kind: 'anchor',
        id: 7,
        name: '解说老李',
        why: ['followed'],
        kickoff: null,
        goals: true,
        final: true,
        live: true,
      },
    ],
    matches: [
      {
        kind: 'match',
        id: 31,
        name: '阿森纳 – 切尔西',
        why: ['booked'],
        kickoff: '2026-11-30T12:00:00.000Z',
        goals: true,
        final: true,
        live: true,
      },
    ],
    teams: [
      {
        kind: 'team',
        id: 5,
        name: '利物浦',
        why: ['list'],
        kickoff: null,
        goals: true,
        final: false,
        live: true,
      },
    ],
    ...extra,
  } satisfies PushSettings);
export const pushSubscribed = (n: number) => answer('Push/subscribe', { subscriptions: n });
export const pushUnsubscribed = answer('Push/unsubscribe', { subscriptions: 0 });
export const alertSaved = answer('Push/setAlert', null, '修改成功');
export const quietSaved = answer('Push/saveQuiet', null, '修改成功');
export const teamRemoved = answer('Push/removeTeam', null, '已删除');
export const teamsFound = answer('Push/searchTeams', {
  list: [
    { id: 5, name: '利物浦', sport: 'football', listed: true },
    { id: 6, name: '利兹联', sport: 'football', listed: false },
  ],
});
