import 'server-only';
import crypto from 'node:crypto';

/**
 * Tencent Cloud API 3.0 calls (captcha, SMS): a JSON POST to `/` of the service's host, signed
 * with TC3-HMAC-SHA256 (https://cloud.tencentcloud.com/document/api/213/30654). The signed headers
 * are `content-type` and `host`; the action, version, timestamp and region travel as X-TC-*.
 */
export type Tc3Request = {
  /** `sms.tencentcloudapi.com`, or `127.0.0.1:port` for a test double: the Host header sent. */
  host: string;
  /** The service in the credential scope: `sms`, `captcha` … */
  service: string;
  action: string;
  version: string;
  /** Omitted for the services that have no regions (captcha). */
  region?: string;
  /** Unix seconds; the server refuses a request more than 5 minutes off. */
  timestamp: number;
  /** The exact JSON text that is sent: the signature covers its SHA-256. */
  body: string;
  secretId: string;
  secretKey: string;
};

export const TC3_CONTENT_TYPE = 'application/json; charset=utf-8';

const sha256 = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');
const hmac = (key: crypto.BinaryLike, s: string) =>
  crypto.createHmac('sha256', key).update(s, 'utf8').digest();

/** The `Authorization` header of a request (TC3-HMAC-SHA256). */
export function tc3Authorization(
  r: Pick<Tc3Request, 'host' | 'service' | 'timestamp' | 'body' | 'secretId' | 'secretKey'>,
): string {
  // The credential date is the UTC day of the timestamp.
  const date = new Date(r.timestamp * 1000).toISOString().slice(0, 10);
  const canonical = [
    'POST',
    '/',
    '',
    `content-type:${TC3_CONTENT_TYPE}\nhost:${r.host}\n`,
    'content-type;host',
    sha256(r.body),
  ].join('\n');
  const scope = `${date}/${r.service}/tc3_request`;
  const toSign = ['TC3-HMAC-SHA256', String(r.timestamp), scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(`TC3${r.secretKey}`, date), r.service), 'tc3_request');
  const signature = crypto.createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${r.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
}

/** Every header of a signed request (fetch adds Host from the URL, which must name `host`). */
export function tc3Headers(r: Tc3Request): Record<string, string> {
  return {
    Authorization: tc3Authorization(r),
    'Content-Type': TC3_CONTENT_TYPE,
    'X-TC-Action': r.action,
    'X-TC-Version': r.version,
    'X-TC-Timestamp': String(r.timestamp),
    ...(r.region ? { 'X-TC-Region': r.region } : {}),
  };
}

/** Unix seconds now, for `timestamp`. */
export function tc3Now(): number {
  return Math.floor(Date.now() / 1000);
}

/** Why a call failed, without anything secret: safe to log. */
/**
 * A thrown value's `name` ('TimeoutError', 'AbortError' …) read by shape, not instanceof: the
 * abort's DOMException need not come from this realm (jest's vm, for one). 'unknown' without one.
 */
export function errorName(err: unknown): string {
  const name = typeof err === 'object' && err !== null && 'name' in err ? err.name : undefined;
  return typeof name === 'string' ? name : 'unknown';
}

export class TencentCloudError extends Error {
  constructor(
    message: string,
    readonly detail: { status?: number; code?: string; requestId?: string } = {},
  ) {
    super(message);
    this.name = 'TencentCloudError';
  }
}

/**
 * POSTs a signed call to `endpoint` (`https://host`, or `http://127.0.0.1:port` in tests) and
 * returns the `Response` object of the answer. Throws TencentCloudError on a timeout, an HTTP
 * error, an answer that is not JSON, or an `Error` in the answer.
 */
export async function callTencentCloud<T extends object>(opts: {
  endpoint: string;
  service: string;
  action: string;
  version: string;
  region?: string;
  payload: unknown;
  secretId: string;
  secretKey: string;
  timeoutMs: number;
}): Promise<T> {
  const url = new URL(opts.endpoint);
  const body = JSON.stringify(opts.payload);
  const headers = tc3Headers({
    host: url.host,
    service: opts.service,
    action: opts.action,
    version: opts.version,
    region: opts.region,
    timestamp: tc3Now(),
    body,
    secretId: opts.secretId,
    secretKey: opts.secretKey,
  });
  let res: Response;
  let text: string;
  try {
    res = await fetch(new URL('/', url), {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    text = await res.text();
  } catch (err) {
    // By name: the abort's DOMException need not come from this realm (jest's vm, for one).
    const name = errorName(err);
    throw new TencentCloudError(name === 'TimeoutError' ? 'timeout' : 'unreachable', {
      code: name,
    });
  }
  if (!res.ok) throw new TencentCloudError('http error', { status: res.status });
  let json: { Response?: T & { Error?: { Code?: string }; RequestId?: string } };
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    throw new TencentCloudError('answer is not JSON', { status: res.status });
  }
  const response = json?.Response;
  if (!response || typeof response !== 'object') {
    throw new TencentCloudError('answer has no Response', { status: res.status });
  }
  if (response.Error) {
    throw new TencentCloudError('api error', {
      status: res.status,
      code: String(response.Error.Code ?? 'unknown'),
      requestId: response.RequestId,
    });
  }
  return response;
}
