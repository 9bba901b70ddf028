import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { requireCaptcha } from '@/lib/providers/captcha';
import { check, hit, reset, type Limit } from '@/lib/rate-limit';
import { issueToken } from './auth';
import { burnPasswordCheck, verifyPassword } from './password';
import { toPublicUser } from './public-user';
import type { loginInput } from './schemas';
import type { PublicUser } from './types';

/** Wrong passwords allowed per address and number before login answers 429 for a while. */
export const LOGIN_FAILURES: Limit = { name: 'login-failures', points: 10, durationSec: 15 * 60 };

/** user/login: the same `loginFailed` for an unknown number and a wrong password. */
export async function login(
  input: z.infer<typeof loginInput>,
  ip: string,
): Promise<{ token: string; user: PublicUser }> {
  const key = `${ip}|${input.mobile}`;
  await check(LOGIN_FAILURES, key);
  await requireCaptcha(input.captcha, ip);
  const [user] = await db().select().from(users).where(eq(users.mobile, input.mobile)).limit(1);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await burnPasswordCheck(input.password).then(() => false);
  if (!user || !ok) {
    await hit(LOGIN_FAILURES, key);
    throw new AppError('loginFailed');
  }
  await reset(LOGIN_FAILURES, key);
  const token = await issueToken(user.id, input.device_type);
  return { token, user: toPublicUser(user) };
}
