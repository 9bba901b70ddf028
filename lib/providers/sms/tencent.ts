import 'server-only';
import { MOBILE_RE } from '@/lib/account/contract';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors/app-error';
import { log } from '@/lib/log';
import { callTencentCloud, errorName, TencentCloudError } from '@/lib/providers/tencent-cloud';
import type { SmsProvider } from './index';

/** A send that has not answered after this long fails (the user may ask again after 60 s). */
export const SEND_TIMEOUT_MS = 5000;

type SendSmsResponse = {
  SendStatusSet?: { Code?: string; Message?: string; SerialNo?: string }[];
  RequestId?: string;
};

/**
 * Our `CC-number` (`86-13800000000`, `84-912345678`, see lib/account/mobile.ts) as E.164
 * (`+8613800000000`). A national trunk 0 (`84-0912345678`, as Vietnamese numbers are often
 * written) is not part of the international number.
 */
export function toE164(mobile: string): string {
  const m = MOBILE_RE.exec(mobile);
  if (!m) throw new AppError('mobileInvalid');
  return `+${m[1]}${m[2].replace(/^0+/, '')}`;
}

/** `86-138****0000`: enough to find a number in the log, not enough to publish it. */
function masked(mobile: string): string {
  return mobile.replace(
    /^(\d+-\d{3})\d+(\d{4})$/,
    (_, head: string, tail: string) => `${head}****${tail}`,
  );
}

/**
 * Tencent Cloud SMS (SendSms, API 2021-01-11): one message per code, from the approved template
 * TENCENT_SMS_TEMPLATE_ID (or TENCENT_SMS_TEMPLATE_ID_INTL outside mainland China) whose two
 * parameters are the code and its validity in minutes. Any failure – no answer in 5 s, an HTTP
 * error, an error answer, a status other than `Ok` – is logged without the code and reported to
 * the user as smsSendFailed.
 */
export const tencentSmsProvider: SmsProvider = {
  async sendCode(mobile, code, validMinutes) {
    const e = env();
    const mainland = mobile.startsWith('86-');
    const payload = {
      PhoneNumberSet: [toE164(mobile)],
      SmsSdkAppId: e.TENCENT_SMS_SDK_APP_ID,
      // The signature is required for mainland numbers and not used for international ones.
      ...(mainland ? { SignName: e.TENCENT_SMS_SIGN_NAME } : {}),
      TemplateId: (!mainland && e.TENCENT_SMS_TEMPLATE_ID_INTL) || e.TENCENT_SMS_TEMPLATE_ID,
      TemplateParamSet: [code, String(validMinutes)],
    };
    let failure: Record<string, unknown>;
    try {
      const res = await callTencentCloud<SendSmsResponse>({
        endpoint: e.TENCENT_SMS_ENDPOINT,
        service: 'sms',
        action: 'SendSms',
        version: '2021-01-11',
        region: e.TENCENT_SMS_REGION,
        payload,
        secretId: e.TENCENT_SECRET_ID ?? '',
        secretKey: e.TENCENT_SECRET_KEY ?? '',
        timeoutMs: SEND_TIMEOUT_MS,
      });
      const status = res.SendStatusSet?.[0];
      if (status?.Code === 'Ok') return;
      failure = {
        reason: 'not sent',
        code: status?.Code ?? 'no status',
        message: status?.Message,
        requestId: res.RequestId,
      };
    } catch (err) {
      // Only what TencentCloudError carries is logged: never the request, whose body holds the code.
      failure =
        err instanceof TencentCloudError
          ? { reason: err.message, ...err.detail }
          : { reason: errorName(err) };
    }
    log().error({ provider: 'tencent', mobile: masked(mobile), ...failure }, 'sms send failed');
    throw new AppError('smsSendFailed');
  },
};
