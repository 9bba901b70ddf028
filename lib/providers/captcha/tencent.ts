import 'server-only';
import crypto from 'node:crypto';
import { z } from 'zod';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import type { CaptchaProvider } from './index';

const HOST = 'captcha.tencentcloudapi.com';
const SERVICE = 'captcha';
const TIMEOUT_MS = 5000;

/** The web widget's callback result, sent by the client as JSON in the `captcha` field. */
const payloadSchema = z.object({
  ticket: z.string().min(1).max(2000),
  randstr: z.string().min(1).max(200),
});

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const hmac = (key: crypto.BinaryLike, s: string) =>
  crypto.createHmac('sha256', key).update(s).digest();

/** TC3-HMAC-SHA256 request signature of Tencent Cloud API 3.0. */
export function tc3Authorization(
  secretId: string,
  secretKey: string,
  body: string,
  timestamp: number,
): string {
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const canonical = [
    'POST',
    '/',
    '',
    `content-type:application/json; charset=utf-8\nhost:${HOST}\n`,
    'content-type;host',
    sha256(body),
  ].join('\n');
  const scope = `${date}/${SERVICE}/tc3_request`;
  const toSign = ['TC3-HMAC-SHA256', String(timestamp), scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(`TC3${secretKey}`, date), SERVICE), 'tc3_request');
  const signature = crypto.createHmac('sha256', key).update(toSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
}

/** Adapter for Tencent Cloud Captcha (SPEC.md §5: the ticket must verify, CaptchaCode 1). */
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
    const body = JSON.stringify({
      CaptchaType: 9,
      Ticket: parsed.ticket,
      UserIp: ip || '127.0.0.1',
      Randstr: parsed.randstr,
      CaptchaAppId: Number(e.TENCENT_CAPTCHA_APP_ID),
      AppSecretKey: e.TENCENT_CAPTCHA_SECRET,
    });
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const res = await fetch(`https://${HOST}/`, {
        method: 'POST',
        headers: {
          Authorization: tc3Authorization(
            e.TENCENT_SECRET_ID ?? '',
            e.TENCENT_SECRET_KEY ?? '',
            body,
            timestamp,
          ),
          'Content-Type': 'application/json; charset=utf-8',
          Host: HOST,
          'X-TC-Action': 'DescribeCaptchaResult',
          'X-TC-Version': '2019-07-22',
          'X-TC-Timestamp': String(timestamp),
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const json = (await res.json()) as {
        Response?: { CaptchaCode?: number; Error?: { Code: string } };
      };
      if (json.Response?.Error)
        log().warn({ error: json.Response.Error.Code }, 'tencent captcha error');
      return json.Response?.CaptchaCode === 1;
    } catch (err) {
      // Unreachable service: refuse rather than let requests through unverified.
      log().warn({ err }, 'tencent captcha unreachable');
      return false;
    }
  },
};
