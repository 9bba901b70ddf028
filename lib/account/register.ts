import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { db } from '@/lib/db/client';
import { avatars, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { requireCaptcha } from '@/lib/providers/captcha';
import { generatedInviteCode, generatedNickname } from './nickname';
import { hashPassword } from './password';
import type { registerInput } from './contract';
import { CODE_REGISTER, checkCode, consumeCode } from './sms-code';
import { violatedUniqueIndex } from './unique-violation';
import type { z } from 'zod';
import { notify } from '@/lib/messages';
import { judgeReferral, rememberDevice } from '@/lib/referral';

const GENERATION_ATTEMPTS = 8;

async function defaultAvatar(): Promise<string> {
  const [row] = await db()
    .select({ url: avatars.url })
    .from(avatars)
    .orderBy(asc(avatars.sort), asc(avatars.id))
    .limit(1);
  return row?.url ?? '';
}

/** The referral code given at sign-up, kept only when it names an existing user's code. */
async function knownInviteCode(code: string | undefined): Promise<string | null> {
  if (!code) return null;
  const [row] = await db()
    .select({ code: users.inviteCode })
    .from(users)
    .where(eq(users.inviteCode, code.toUpperCase()))
    .limit(1);
  return row?.code ?? null;
}

/**
 * user/registered: a live register code for the number creates the account. `device` is the
 * browser's device id the BFF forwards (lib/referral deviceOf), used to judge a referral.
 */
export async function register(
  input: z.infer<typeof registerInput>,
  ip: string,
  lang: Locale,
  device: string | null = null,
): Promise<void> {
  await requireCaptcha(input.captcha, ip);
  const codeId = await checkCode(input.mobile, CODE_REGISTER, input.code);
  const passwordHash = await hashPassword(input.password);
  const avatar = await defaultAvatar();
  const invitedByCode = await knownInviteCode(input.invite_code);
  for (let attempt = 0; attempt < GENERATION_ATTEMPTS; attempt++) {
    try {
      await db().transaction(async (tx) => {
        // Used up only together with the insert, so a failed registration leaves the code usable.
        await consumeCode(tx, codeId);
        const [user] = await tx
          .insert(users)
          .values({
            mobile: input.mobile,
            passwordHash,
            nickname: generatedNickname(lang, attempt < 4 ? 6 : 8),
            avatar,
            inviteCode: generatedInviteCode(),
            invitedByCode,
            invite: input.invite || null,
          })
          .returning({ id: users.id });
        await rememberDevice(tx, user.id, device);
        // The friend's referral, judged with the account: both exist or neither (lib/referral).
        if (invitedByCode)
          await judgeReferral(tx, { id: user.id, mobile: input.mobile }, invitedByCode, device);
        // The message centre starts with the site's welcome.
        await notify(tx, {
          userId: user.id,
          kind: 'system',
          key: 'system:welcome',
          data: { notice: 'welcome' },
        });
      });
      return;
    } catch (e) {
      const index = violatedUniqueIndex(e);
      if (index === 'users_mobile_uq') throw new AppError('mobileRegistered');
      // A generated nickname or invite code collided: draw again.
      if (index === null) throw e;
    }
  }
  throw new Error('could not generate a unique nickname and invite code');
}
