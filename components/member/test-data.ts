/** Answers of the member centre's tests (checked: test/fixtures-contract.test.ts). */
import { AVATAR_MAX_BYTES } from '@/lib/account/limits';
import type { PublicUser } from '@/lib/account/contract';
import { answer } from '@/test/bff';
import { publicUser } from '@/test/users';
import type { AvatarOption, VerifiedInfo } from '@/lib/account/contract';
import type { UploadPermit } from '@/lib/uploads/contract';
import type { MyApplication } from '@/lib/applications/contract';
import type { MessageItem } from '@/lib/messages/contract';

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
