import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { requireCaptcha } from '@/lib/providers/captcha';
import { checkLoginFailures, clearLoginFailures, countLoginFailure } from '@/lib/rate-limit/rules';
import { issueToken } from './auth';
import { isBanned } from './standing';
import { burnPasswordCheck, verifyPassword } from './password';
import { toPublicUser } from './public-user';
import { rememberDevice } from '@/lib/referral';
import type { loginInput, PublicUser } from './contract';

/** user/login: the same `loginFailed` for an unknown number and a wrong password. */
export async function login(
  input: z.infer<typeof loginInput>,
  ip: string,
  device: string | null = null,
): Promise<{ token: string; user: PublicUser }> {
  const key = `${ip}|${input.mobile}`;
  await checkLoginFailures(key);
  await requireCaptcha(input.captcha, ip);
  const [user] = await db().select().from(users).where(eq(users.mobile, input.mobile)).limit(1);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await burnPasswordCheck(input.password).then(() => false);
  if (!user || !ok) {
    await countLoginFailure(key);
    throw new AppError('loginFailed');
  }
  await clearLoginFailures(key);
  // Said only after the right password, so it tells nothing about other people's numbers.
  if (isBanned(user)) throw new AppError('accountBanned');
  const token = await issueToken(user.id, input.device_type);
  // The browser is this user's: a friend registering on it is not rewarded (lib/referral).
  await rememberDevice(db(), user.id, device);
  return { token, user: toPublicUser(user) };
}
