import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { callTencentCloud, TencentCloudError } from '@/lib/providers/tencent-cloud';
import type { CaptchaProvider } from './index';

const ENDPOINT = 'https://captcha.tencentcloudapi.com';
const TIMEOUT_MS = 5000;

/** The web widget's callback result, sent by the client as JSON in the `captcha` field. */
const payloadSchema = z.object({
  ticket: z.string().min(1).max(2000),
  randstr: z.string().min(1).max(200),
});

/** Adapter for Tencent Cloud Captcha (docs/product.md §5: the ticket must verify, CaptchaCode 1). */
export const tencentProvider: CaptchaProvider = {
  async challenge() {
    return { provider: 'tencent', app_id: env().TENCENT_CAPTCHA_APP_ID ?? '' };
  },

  async verify(raw, ip) {
    let parsed: z.infer<typeof payloadSchema>;
    try {
      parsed = payloadSchema.parse(JSON.parse(raw));
    } catch {
      return false;
    }
    const e = env();
    try {
      const res = await callTencentCloud<{ CaptchaCode?: number }>({
        endpoint: ENDPOINT,
        service: 'captcha',
        action: 'DescribeCaptchaResult',
        version: '2019-07-22',
        payload: {
          CaptchaType: 9,
          Ticket: parsed.ticket,
          UserIp: ip || '127.0.0.1',
          Randstr: parsed.randstr,
          CaptchaAppId: Number(e.TENCENT_CAPTCHA_APP_ID),
          AppSecretKey: e.TENCENT_CAPTCHA_SECRET,
        },
        secretId: e.TENCENT_SECRET_ID ?? '',
        secretKey: e.TENCENT_SECRET_KEY ?? '',
        timeoutMs: TIMEOUT_MS,
      });
      return res.CaptchaCode === 1;
    } catch (err) {
      // Unreachable or refusing service: refuse rather than let requests through unverified.
      if (err instanceof TencentCloudError)
        log().warn({ ...err.detail, reason: err.message }, 'tencent captcha error');
      else log().warn({ err }, 'tencent captcha error');
      return false;
    }
  },
};
