import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetEnvForTests } from '@/lib/env';
import { log } from '@/lib/log';
import { createTestApi, type TestApi } from '@/test/api';
import { solveCaptcha, uniqueMobile } from '@/test/factories';
import { smsProvider } from './index';
import { SEND_TIMEOUT_MS, toE164 } from './tencent';

/**
 * A stand-in for sms.tencentcloudapi.com on 127.0.0.1. Like the real service it recomputes the
 * TC3-HMAC-SHA256 signature from what it received (its own implementation of the documented
 * algorithm, not the one under test) and answers AuthFailure.SignatureFailure when it differs.
 */
type Mode = 'ok' | 'error' | 'not-ok' | 'http-500' | 'hang';
type Received = {
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
  signatureOk: boolean;
};

const SECRET_ID = 'AKIDfake0123456789';
const SECRET_KEY = 'fake-secret-key-0123456789';

let server: http.Server;
let endpoint: string;
let mode: Mode = 'ok';
let received: Received[] = [];

function expectedSignature(req: http.IncomingMessage, raw: string, secretKey: string): string {
  const timestamp = Number(req.headers['x-tc-timestamp']);
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const hex = (data: string) => crypto.createHash('sha256').update(data).digest('hex');
  const canonicalRequest =
    `${req.method}\n${req.url}\n\n` +
    `content-type:${req.headers['content-type']}\nhost:${req.headers.host}\n\n` +
    `content-type;host\n${hex(raw)}`;
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/sms/tc3_request\n${hex(canonicalRequest)}`;
  let key: Buffer = crypto
    .createHmac('sha256', 'TC3' + secretKey)
    .update(date)
    .digest();
  key = crypto.createHmac('sha256', key).update('sms').digest();
  key = crypto.createHmac('sha256', key).update('tc3_request').digest();
  return crypto.createHmac('sha256', key).update(stringToSign).digest('hex');
}

function checkSignature(req: http.IncomingMessage, raw: string): boolean {
  const m =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/sms\/tc3_request, SignedHeaders=content-type;host, Signature=([0-9a-f]{64})$/.exec(
      String(req.headers.authorization),
    );
  if (!m || m[1] !== SECRET_ID) return false;
  const skew = Math.abs(Date.now() / 1000 - Number(req.headers['x-tc-timestamp']));
  return skew < 300 && m[3] === expectedSignature(req, raw, SECRET_KEY);
}

const answer = (res: http.ServerResponse, status: number, json: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(json));
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      const signatureOk = checkSignature(req, raw);
      received.push({ headers: req.headers, body: JSON.parse(raw), signatureOk });
      const RequestId = crypto.randomUUID();
      if (mode === 'hang') return; // never answers
      if (mode === 'http-500') return answer(res, 500, { message: 'internal error' });
      if (!signatureOk || mode === 'error') {
        return answer(res, 200, {
          Response: {
            Error: {
              Code: signatureOk
                ? 'FailedOperation.TemplateIncorrectOrUnapproved'
                : 'AuthFailure.SignatureFailure',
              Message: 'refused',
            },
            RequestId,
          },
        });
      }
      const phone = (JSON.parse(raw).PhoneNumberSet as string[])[0];
      answer(res, 200, {
        Response: {
          SendStatusSet: [
            mode === 'not-ok'
              ? {
                  Code: 'LimitExceeded.PhoneNumberDailyLimit',
                  Message: 'daily limit',
                  PhoneNumber: phone,
                }
              : {
                  Code: 'Ok',
                  Message: 'send success',
                  SerialNo: '2028:1',
                  PhoneNumber: phone,
                  Fee: 1,
                },
          ],
          RequestId,
        },
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const tencentEnv = () => ({
  SMS_PROVIDER: 'tencent',
  TENCENT_SECRET_ID: SECRET_ID,
  TENCENT_SECRET_KEY: SECRET_KEY,
  TENCENT_SMS_SDK_APP_ID: '1400123456',
  TENCENT_SMS_SIGN_NAME: '球流体育',
  TENCENT_SMS_TEMPLATE_ID: '2001001',
  TENCENT_SMS_ENDPOINT: endpoint,
});

const saved = { ...process.env };
function useEnv(vars: Record<string, string> = {}) {
  process.env = { ...saved, NODE_ENV: 'test', ...tencentEnv(), ...vars };
  resetEnvForTests();
}

/** Every argument any log call received, as text: the code must appear in none. */
function spyLogs() {
  const logger = log();
  const spies = (['error', 'warn', 'info', 'debug'] as const).map((level) =>
    jest.spyOn(logger, level),
  );
  return {
    text: () => JSON.stringify(spies.flatMap((s) => s.mock.calls)),
    errors: () => spies[0].mock.calls,
    restore: () => spies.forEach((s) => s.mockRestore()),
  };
}

beforeEach(() => {
  mode = 'ok';
  received = [];
});
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

describe('Tencent Cloud SMS provider', () => {
  it('writes our numbers as E.164', () => {
    expect(toE164('86-13800000000')).toBe('+8613800000000');
    expect(toE164('84-912345678')).toBe('+84912345678');
    expect(toE164('84-0912345678')).toBe('+84912345678');
  });

  it('sends a mainland code as a signed SendSms call with the code and its minutes', async () => {
    useEnv();
    await smsProvider().sendCode('86-13800000000', '042917', 5);
    expect(received).toHaveLength(1);
    const [r] = received;
    expect(r.signatureOk).toBe(true);
    expect(r.headers).toMatchObject({
      'x-tc-action': 'SendSms',
      'x-tc-version': '2021-01-11',
      'x-tc-region': 'ap-guangzhou',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(r.body).toEqual({
      PhoneNumberSet: ['+8613800000000'],
      SmsSdkAppId: '1400123456',
      SignName: '球流体育',
      TemplateId: '2001001',
      TemplateParamSet: ['042917', '5'],
    });
  });

  it('uses the international template (and no mainland signature) outside +86, and the region set', async () => {
    useEnv({ TENCENT_SMS_TEMPLATE_ID_INTL: '3003003', TENCENT_SMS_REGION: 'ap-singapore' });
    await smsProvider().sendCode('84-912345678', '123456', 5);
    expect(received[0].signatureOk).toBe(true);
    expect(received[0].headers['x-tc-region']).toBe('ap-singapore');
    expect(received[0].body).toEqual({
      PhoneNumberSet: ['+84912345678'],
      SmsSdkAppId: '1400123456',
      TemplateId: '3003003',
      TemplateParamSet: ['123456', '5'],
    });
    // Without an international template the main one serves every number.
    useEnv();
    await smsProvider().sendCode('84-912345678', '123456', 5);
    expect(received[1].body.TemplateId).toBe('2001001');
  });

  it('fails when the signature is wrong: the fake checks it as the service does', async () => {
    useEnv({ TENCENT_SECRET_KEY: 'not-the-key' });
    const logs = spyLogs();
    try {
      await expect(smsProvider().sendCode('86-13800000000', '777111', 5)).rejects.toMatchObject({
        key: 'smsSendFailed',
      });
      expect(received[0].signatureOk).toBe(false);
      expect(logs.errors()[0][0]).toMatchObject({ code: 'AuthFailure.SignatureFailure' });
      expect(logs.text()).not.toContain('777111');
    } finally {
      logs.restore();
    }
  });

  it.each([
    [
      'an error answer',
      'error',
      { reason: 'api error', code: 'FailedOperation.TemplateIncorrectOrUnapproved' },
    ],
    [
      'a status other than Ok',
      'not-ok',
      { reason: 'not sent', code: 'LimitExceeded.PhoneNumberDailyLimit' },
    ],
    ['HTTP 500', 'http-500', { reason: 'http error', status: 500 }],
  ] as const)('turns %s into smsSendFailed, logged without the code', async (_, m, logged) => {
    useEnv();
    mode = m;
    const logs = spyLogs();
    try {
      await expect(smsProvider().sendCode('86-13800000000', '583920', 5)).rejects.toMatchObject({
        key: 'smsSendFailed',
      });
      expect(received).toHaveLength(1);
      expect(logs.errors()).toHaveLength(1);
      expect(logs.errors()[0][0]).toMatchObject({
        provider: 'tencent',
        mobile: '86-138****0000',
        ...logged,
      });
      expect(logs.text()).not.toContain('583920');
    } finally {
      logs.restore();
    }
  });

  it(`gives up after ${SEND_TIMEOUT_MS / 1000} s without an answer`, async () => {
    useEnv();
    mode = 'hang';
    const logs = spyLogs();
    const started = Date.now();
    try {
      await expect(smsProvider().sendCode('86-13800000000', '640213', 5)).rejects.toMatchObject({
        key: 'smsSendFailed',
      });
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(SEND_TIMEOUT_MS - 100);
      expect(elapsed).toBeLessThan(SEND_TIMEOUT_MS + 5000);
      expect(logs.errors()[0][0]).toMatchObject({ reason: 'timeout' });
      expect(logs.text()).not.toContain('640213');
    } finally {
      logs.restore();
    }
  });
});

describe('user/getCode with SMS_PROVIDER=tencent', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi(tencentEnv());
  });
  afterAll(() => t?.cleanup());
  // createTestApi set the variables for this block; the afterEach above restores the saved ones.
  beforeEach(() => {
    Object.assign(process.env, { NODE_ENV: 'test', CAPTCHA_DIFFICULTY: '1000', ...tencentEnv() });
    resetEnvForTests();
  });

  it('sends the code, which then registers the number; dev/sms does not exist', async () => {
    const mobile = uniqueMobile();
    const sent = await t.call('user/getCode', {
      params: { mobile, type: 1, captcha: await solveCaptcha(t) },
    });
    expect(sent.code).toBe(0);
    const [code] = received[0].body.TemplateParamSet as string[];
    expect(code).toMatch(/^\d{6}$/);
    const reg = await t.call('user/registered', {
      params: { mobile, code, password: 'pass1234', captcha: await solveCaptcha(t) },
    });
    expect(reg.code).toBe(0);
    const dev = await t.call('dev/sms', { params: { mobile }, method: 'GET', ip: '127.0.0.1' });
    expect(dev).toMatchObject({ status: 404, data: { error: 'notFound' } });
  });

  it('answers a failed send with a localised message', async () => {
    mode = 'error';
    const mobile = uniqueMobile();
    const zh = await t.call('user/getCode', {
      params: { mobile, type: 1, captcha: await solveCaptcha(t) },
    });
    expect(zh).toMatchObject({
      code: 1,
      msg: '短信发送失败，请稍后再试',
      data: { error: 'smsSendFailed' },
    });
    const en = await t.call('user/getCode', {
      params: { mobile: uniqueMobile(), type: 1, captcha: await solveCaptcha(t) },
      lang: 'en',
    });
    expect(en.msg).toBe('The SMS could not be sent, please try again later');
    const vi = await t.call('user/getCode', {
      params: { mobile: uniqueMobile(), type: 1, captcha: await solveCaptcha(t) },
      lang: 'vi',
    });
    expect(vi.msg).toBe('Không gửi được tin nhắn SMS, vui lòng thử lại sau');
  });
});
