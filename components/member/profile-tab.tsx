import type { AvatarOption, PublicUser, VerifiedInfo } from '@/lib/account/contract';
import { ProfileHeader } from './profile-header';
import { ProfileAvatar } from './profile-avatar';
import { ProfileInfoForm } from './profile-info-form';
import { ProfileVerify } from './profile-verify';
import { ProfilePaymentPassword } from './profile-payment-password';

type Props = { user: PublicUser; avatars: AvatarOption[]; verified: VerifiedInfo | null };

/** Tab 0 of /member: the header card and the four things a user can change about themselves. */
export function ProfileTab({ user, avatars, verified }: Props) {
  return (
    <div className="flex flex-col gap-4">
      <ProfileHeader user={user} />
      <ProfileAvatar current={user.avatar} options={avatars} />
      <ProfileInfoForm nickname={user.user_nickname} signature={user.signature} sex={user.sex} />
      <ProfileVerify info={verified} />
      <ProfilePaymentPassword isSet={Boolean(user.has_payment_password)} mobile={user.mobile} />
    </div>
  );
}
