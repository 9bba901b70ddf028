import 'server-only';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors/app-error';
import { altchaProvider } from './altcha';
import { tencentProvider } from './tencent';

/** What GET captcha/challenge returns: an ALTCHA challenge, or which outside captcha to show. */
export type ChallengeData =
  | { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string }
  | { provider: 'tencent'; app_id: string }
  | { provider: 'off' };

export interface CaptchaProvider {
  challenge(): Promise<ChallengeData>;
  /** True when the client's `captcha` field proves a solved, unexpired, unused challenge. */
  verify(payload: string, ip: string): Promise<boolean>;
}

const off: CaptchaProvider = {
  challenge: async () => ({ provider: 'off' }),
  verify: async () => true,
};

export function captchaProvider(): CaptchaProvider {
  switch (env().CAPTCHA_PROVIDER) {
    case 'tencent':
      return tencentProvider;
    case 'off':
      return off;
    case 'altcha':
      return altchaProvider;
  }
}

/**
 * The captcha rule of docs/architecture.md "Captcha" for user/getCode, login, registered and forgotPassword:
 * missing → captchaRequired, anything but a fresh solution → captchaInvalid.
 */
export async function requireCaptcha(payload: string | undefined, ip: string): Promise<void> {
  if (env().CAPTCHA_PROVIDER === 'off') return;
  if (!payload) throw new AppError('captchaRequired');
  if (!(await captchaProvider().verify(payload, ip))) throw new AppError('captchaInvalid');
}
