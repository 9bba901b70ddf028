import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import net from 'node:net';
import { z } from 'zod';
import { parseOrigin } from '@/lib/http/public-origin';

/** An absolute https:// address (download links open outside the site). */
function httpsUrl() {
  return z
    .string()
    .url()
    .regex(/^https:\/\/[^/\s]/i, 'must be an https:// URL');
}

/**
 * Every environment variable the project reads, parsed once. A bad value stops start-up with a
 * message naming the variable (see docs/architecture.md "Configuration").
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * Listen address. Unset: every interface, except `npm run demo`, which listens on 127.0.0.1
   * (its passwords and SMS codes are published) unless HOST says otherwise.
   */
  HOST: z.string().min(1).optional(),
  /**
   * Which peers' `X-Forwarded-For`/`-Host`/`-Proto` count (lib/http/trust-proxy.ts): `off` (the
   * default: forwarded headers are ignored), a hop count (`1` = the load balancer in front), or a
   * comma-separated list of addresses, CIDRs and the names `loopback`, `linklocal`, `uniquelocal`.
   */
  TRUST_PROXY: z
    .string()
    .default('off')
    .refine(
      (v) => validTrustProxy(v),
      'must be off, a hop count, or addresses/CIDRs separated by commas',
    ),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  /**
   * Put before the realtime bus's Redis channels and counters: instances that share a prefix
   * share their pushes, so two sites (or CI runs) on one Redis stay apart with different ones.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1–64 letters, digits or _ . : -')
    .default('rt:'),
  API_BASE_URL: z.string().url().optional(),
  /**
   * The site's public origin, `https://sport.example.com` (scheme, host, optional port; no path,
   * query or credentials): QR codes, download and canonical links, the page policy's websocket.
   * Required in production; elsewhere unset → the request's host when it names this machine,
   * else http://localhost:PORT (lib/http/public-origin.ts). Stored as the bare origin.
   */
  PUBLIC_URL: z
    .string()
    .refine(
      (v) => parseOrigin(v) !== null,
      'must be an http(s) origin: scheme, host and optional port, without path, query or credentials (e.g. https://sport.example.com)',
    )
    .transform((v) => parseOrigin(v) as string)
    .optional(),
  /** The app's App Store page (the /downLoad iPhone button); unset → the button is disabled. */
  APP_IOS_URL: httpsUrl().optional(),
  /** The Android APK (or store page) address (the /downLoad Android button); unset → disabled. */
  APP_ANDROID_URL: httpsUrl().optional(),
  /**
   * The media server's RTMP ingest base that anchors push to (Live/getLiveUrl), e.g.
   * `rtmp://live.example.com/live`; unset → `rtmp://<the site's host>/live`.
   */
  STREAM_PUSH_BASE: z
    .string()
    .regex(/^(rtmps?|srt):\/\/[^\s]+$/, 'must be an rtmp://, rtmps:// or srt:// address')
    .optional(),
  /**
   * Where players pull a room's stream: `<base>/<stream>.m3u8` and `.flv`, signed. Unset → the
   * site's own demo streams (`/hls`, `/flv`). A media server or CDN: e.g. `https://pull.example.com/live`.
   * http:// is accepted outside production (a laptop's or CI's nginx-rtmp on 127.0.0.1,
   * deploy/nginx/rtmp.conf) and in the demo; production needs https:// (an https page may not
   * load a stream over http: mixed content).
   */
  STREAM_PULL_BASE: z
    .string()
    .url()
    .regex(/^https?:\/\/[^/\s]/i, 'must be an https:// URL (http:// outside production)')
    .optional(),
  /**
   * Seconds a room stays on air after its stream ends (a signed publish_done), so that a short
   * encoder drop does not split the broadcast: a re-publish within it keeps the same broadcast;
   * after it the room goes off air (docs/streams.md "The grace period"). 0 ends at once.
   */
  STREAM_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * A broadcast that lasted at least this many seconds is kept as a recording when it ends
   * (listRecordings). A product setting, allowed in production; tests set it low.
   */
  RECORDING_MIN_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /**
   * The media server's publish hook (`/hooks/stream`, docs/streams.md): `on` (the default) answers
   * it; `off` answers 404 to every call, for a site that no media server calls.
   */
  STREAM_HOOK: z.enum(['on', 'off'], 'must be on or off').default('on'),
  /**
   * Shared secret of the publish hook (`/hooks/stream?token=…`, docs/streams.md): when set, a hook
   * call without it is refused. Required in production while STREAM_HOOK is on.
   */
  STREAM_HOOK_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9._~-]{16,256}$/, 'must be 16–256 letters, digits or . _ ~ - (URL-safe)')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Where SMS codes go. `tencent` sends them (Tencent Cloud SMS, TENCENT_SMS_*). `outbox` stores
   * them for GET api/dev/sms and `log` writes them to the log: both are refused in production,
   * and so is leaving it unset there; elsewhere (dev, tests, the demo) it defaults to `outbox`.
   */
  SMS_PROVIDER: z.enum(['outbox', 'log', 'tencent']).optional(),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'tencent', 'off']).default('altcha'),
  CAPTCHA_DIFFICULTY: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  TENCENT_CAPTCHA_APP_ID: z.string().optional(),
  TENCENT_CAPTCHA_SECRET: z.string().optional(),
  /** Tencent Cloud API credentials that sign the captcha and SMS calls (TC3-HMAC-SHA256). */
  TENCENT_SECRET_ID: z.string().optional(),
  TENCENT_SECRET_KEY: z.string().optional(),
  /** SMS_PROVIDER=tencent: the SmsSdkAppId of the SMS application (console → 应用管理). */
  TENCENT_SMS_SDK_APP_ID: z
    .string()
    .regex(/^\d{1,20}$/, 'must be the numeric SmsSdkAppId')
    .optional(),
  /** SMS_PROVIDER=tencent: the approved signature (签名) put before every message. */
  TENCENT_SMS_SIGN_NAME: z.string().min(1).max(64).optional(),
  /** SMS_PROVIDER=tencent: the approved template with two parameters, {1} the code, {2} its minutes. */
  TENCENT_SMS_TEMPLATE_ID: z
    .string()
    .regex(/^\d{1,20}$/, 'must be a numeric template id')
    .optional(),
  /** Optional: the template for numbers outside mainland China (+86); unset → TENCENT_SMS_TEMPLATE_ID. */
  TENCENT_SMS_TEMPLATE_ID_INTL: z
    .string()
    .regex(/^\d{1,20}$/, 'must be a numeric template id')
    .optional(),
  /** SMS_PROVIDER=tencent: the API region of the SMS application. */
  TENCENT_SMS_REGION: z
    .string()
    .regex(/^[a-z]{2,}(-[a-z0-9]+)+$/, 'must be a region such as ap-guangzhou')
    .default('ap-guangzhou'),
  /** SMS_PROVIDER=tencent: the API address; tests point it at a local fake. */
  TENCENT_SMS_ENDPOINT: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .default('https://sms.tencentcloudapi.com'),
  /**
   * Where uploaded files go (lib/providers/storage): `local` keeps them in DATA_DIR/uploads, served
   * at /uploads/ by server.ts; `s3` puts them in an S3-compatible bucket (AWS S3, MinIO, Cloudflare
   * R2, Tencent COS …) served from S3_PUBLIC_URL.
   */
  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  /** STORAGE_PROVIDER=s3: the bucket the files go to (under `avatars/`, `videos/` …). */
  S3_BUCKET: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,254}$/, 'must be a bucket name')
    .optional(),
  /** STORAGE_PROVIDER=s3: the bucket's region (MinIO and R2 accept the default). */
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,64}$/, 'must be a region such as us-east-1 or auto')
    .default('us-east-1'),
  /** STORAGE_PROVIDER=s3: the API address of a non-AWS store (MinIO, R2, COS); unset → AWS. */
  S3_ENDPOINT: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .optional(),
  /** STORAGE_PROVIDER=s3: the access key that may put, head, delete and list in the bucket. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** STORAGE_PROVIDER=s3: `true` for `<endpoint>/<bucket>/<key>` addresses (MinIO needs it). */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'], 'must be true or false')
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * STORAGE_PROVIDER=s3: the public base address stored files are served from, a CDN in front of
   * the bucket or the bucket's own public address, e.g. `https://cdn.example.com`; a file's URL is
   * `<S3_PUBLIC_URL>/<folder>/<name>`.
   */
  S3_PUBLIC_URL: z
    .string()
    .url()
    .regex(/^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?$/, 'must be an http(s) URL without ? or #')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  CHAT_PROVIDER: z.enum(['builtin', 'tencent']).default('builtin'),
  /** CHAT_PROVIDER=tencent: the SDKAppID of the Tencent Cloud Chat application. */
  TENCENT_CHAT_SDK_APP_ID: z
    .string()
    .regex(/^\d{1,10}$/, 'must be the numeric SDKAppID')
    .optional(),
  /** CHAT_PROVIDER=tencent: the application's key that signs userSigs (console → 应用管理). */
  TENCENT_CHAT_SECRET_KEY: z.string().min(1).optional(),
  /** `off` serves the data as seeded, with no live play (benchmarks of pages alone). */
  FEED_PROVIDER: z.enum(['simulator', 'off']).default('simulator'),
  /**
   * Test and bench only: `on` mounts `POST /api/__test/push`, which publishes a feed frame through
   * the feed's own publishing path (docs/realtime.md "Test trigger"), and `POST /api/__test/goal-soon`,
   * which moves a football match so the simulator scores in it seconds later (e2e of live goals).
   * Answers loopback callers only.
   */
  FEED_TEST_TRIGGER: z.enum(['on', 'off']).default('off'),
  /**
   * Demo and bench only: runs the demo as if started at this time, `HH:MM` (UTC, today) or an ISO
   * instant (scripts/demo-clock.ts shifts the process's clock). Refused in production.
   */
  DEMO_CLOCK: z.string().min(1).optional(),
  /**
   * Demo only: a small simulated audience watches and chats in the rooms on air
   * (lib/live/demo/audience.ts). `npm run demo` turns it on; tests and e2e leave it off. Refused
   * in production.
   */
  DEMO_AUDIENCE: z.enum(['on', 'off']).default('off'),
  /** How long a visitor's public page is served from memory (lib/http/page-cache.ts); 0 turns it off. */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * How long a visitor's news, video and community page is served from memory; an edit drops it
   * at once on every instance (lib/content/revalidate.ts). 0 turns it off.
   */
  CONTENT_PAGE_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /**
   * Who takes recharge payments (lib/providers/payment). `sandbox` is the embedded checkout page
   * that pays nothing: the default in dev, tests and the demo, refused in production. `alipay` is
   * Alipay's page payment with the ALIPAY_* settings. Unset in production: `none`, recharging is
   * closed (chargerules/payUrl answers paymentProviderUnavailable) and the rest of the site runs.
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'alipay']).optional(),
  ALIPAY_APP_ID: z
    .string()
    .regex(/^\d{8,32}$/, 'must be the app id Alipay issued (digits)')
    .optional(),
  /** The application's RSA2 private key (PEM, or its base64 body). */
  ALIPAY_PRIVATE_KEY: z.string().min(32).optional(),
  /** Alipay's public key (PEM, or its base64 body) that signs notifications. */
  ALIPAY_PUBLIC_KEY: z.string().min(32).optional(),
  ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  /**
   * The activity partner (docs/architecture.md "Activities"): the address `/activity` opens with a
   * `partner_access_token`, e.g. `https://events.example.com/h5`. https:// in production. Unset:
   * no partner, `/activity` says so and fk/getPartnerAccessToken answers activityUnavailable.
   */
  ACTIVITY_PARTNER_URL: z
    .string()
    .url()
    .regex(/^https?:\/\/[^/\s?#]+(\/[^\s#]*)?$/, 'must be an http(s) URL without #')
    .optional(),
  /** The secret both sides share to sign and check the partner token (HS256); 32+ characters. */
  ACTIVITY_PARTNER_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Percent of a gift's price credited to the anchor's income; the rest is platform revenue. */
  GIFT_ANCHOR_SHARE_PERCENT: z.coerce.number().int().min(0).max(100).default(50),
  /** Percent of a paid expert plan's price credited to the expert's income; the rest is revenue. */
  PLAN_EXPERT_SHARE_PERCENT: z.coerce.number().int().min(0).max(100).default(70),
  /** Hours a gift's income stays pending settlement before it can be withdrawn (0: at once). */
  WALLET_SETTLEMENT_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 90)
    .default(72),
  /** The smallest withdrawal, in coins. */
  WALLET_MIN_WITHDRAWAL: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /**
   * Web Push (docs/architecture.md "Web Push"): the VAPID key pair (base64url, as web-push's
   * `generate-vapid-keys` prints them), both or neither. Unset outside production: a pair is
   * generated into DATA_DIR/vapid.json on first start. Unset in production: Web Push is off
   * (several instances must share one pair, so none is made up).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be the base64url public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be the base64url private key')
    .optional(),
  /** The contact push services see: `mailto:…` or an https:// address; unset → PUBLIC_URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+|https:\/\/\S+)$/, 'must be mailto:… or https://…')
    .optional(),
  /**
   * Tests and the e2e server only: `on` lets a push subscription point at http://127.0.0.1 or
   * localhost (the push service double, test/push-double.ts). Refused in production.
   */
  PUSH_TEST_ENDPOINTS: z.enum(['on', 'off']).default('off'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Test-only: disables the per-IP and per-number SMS caps so suites can register many users. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /**
   * Websocket connections one client address may hold, over every instance on the same Redis
   * (lib/realtime/connection-cap.ts). High by default: behind carrier-grade NAT thousands of real viewers share one address (docs/realtime.md "Limits").
   */
  WS_MAX_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(3000),
  /** Frames one websocket connection may send in a burst, refilled at WS_MSG_PER_SEC. */
  WS_MSG_BURST: z.coerce.number().int().min(1).max(100_000).default(40),
  /** Frames per second one websocket connection may send on average. */
  WS_MSG_PER_SEC: z.coerce.number().min(0.1).max(10_000).default(5),
});

/** Syntax check of TRUST_PROXY; lib/http/trust-proxy.ts compiles it. */
function validTrustProxy(value: string): boolean {
  const v = value.trim().toLowerCase();
  if (v === 'off' || v === 'false' || /^\d{1,2}$/.test(v)) return true;
  return v
    .split(',')
    .map((x) => x.trim())
    .every(
      (x) =>
        ['loopback', 'linklocal', 'uniquelocal'].includes(x) || net.isIP(x.split('/')[0]) !== 0,
    );
}

export type SmsProviderName = 'outbox' | 'log' | 'tencent';
type Parsed = Omit<z.infer<typeof schema>, 'SMS_PROVIDER' | 'PAYMENT_PROVIDER'> & {
  SMS_PROVIDER: SmsProviderName;
  PAYMENT_PROVIDER: 'sandbox' | 'alipay' | 'none';
  /** `npm run demo` and the e2e server (DEMO=1): production mode with the demo's switches. */
  DEMO: boolean;
};

export type Env = Parsed & { SESSION_SECRET: string; DATA_DIR: string };

/** The settings CAPTCHA_PROVIDER=tencent cannot work without. */
const TENCENT_CAPTCHA_REQUIRED = [
  'TENCENT_CAPTCHA_APP_ID',
  'TENCENT_CAPTCHA_SECRET',
  'TENCENT_SECRET_ID',
  'TENCENT_SECRET_KEY',
] as const;

/** The settings SMS_PROVIDER=tencent cannot work without. */
const TENCENT_SMS_REQUIRED = [
  'TENCENT_SECRET_ID',
  'TENCENT_SECRET_KEY',
  'TENCENT_SMS_SDK_APP_ID',
  'TENCENT_SMS_SIGN_NAME',
  'TENCENT_SMS_TEMPLATE_ID',
] as const;

/** The settings STORAGE_PROVIDER=s3 cannot work without. */
const S3_REQUIRED = [
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
] as const;

/** The settings CHAT_PROVIDER=tencent cannot work without. */
/** The settings PAYMENT_PROVIDER=alipay cannot work without. */
const ALIPAY_REQUIRED = [
  'ALIPAY_APP_ID',
  'ALIPAY_PRIVATE_KEY',
  'ALIPAY_PUBLIC_KEY',
  'PUBLIC_URL',
] as const;

const TENCENT_CHAT_REQUIRED = ['TENCENT_CHAT_SDK_APP_ID', 'TENCENT_CHAT_SECRET_KEY'] as const;

/**
 * Parses and checks the settings. Production means NODE_ENV=production without DEMO=1 (`npm run
 * demo`, the e2e server and scripts/api-instance.ts set it): there every switch that exists for
 * tests or the demo is refused, naming the variable (docs/architecture.md "Configuration").
 */
export function parseEnv(source: NodeJS.ProcessEnv): Parsed {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  const production = parsed.NODE_ENV === 'production' && source.DEMO !== '1';
  const problems: string[] = [];
  const refused = new Set<string>();
  // One line per variable: the first reason given (PUBLIC_URL is required in production and by alipay).
  const refuse = (name: string, why: string) => {
    if (refused.has(name)) return;
    refused.add(name);
    problems.push(`  ${name}: ${why}`);
  };

  if (production) {
    if (!parsed.SMS_PROVIDER) {
      refuse(
        'SMS_PROVIDER',
        'required in production; choose a provider that sends messages (tencent) and set its TENCENT_SMS_* settings',
      );
    } else if (parsed.SMS_PROVIDER === 'outbox') {
      refuse(
        'SMS_PROVIDER',
        '"outbox" is refused in production (codes are not sent and GET api/dev/sms reads them); choose tencent',
      );
    } else if (parsed.SMS_PROVIDER === 'log') {
      refuse(
        'SMS_PROVIDER',
        '"log" is refused in production (it writes the codes to the log); choose tencent',
      );
    }
    if (parsed.PAYMENT_PROVIDER === 'sandbox') {
      refuse(
        'PAYMENT_PROVIDER',
        '"sandbox" is refused in production (its checkout credits coins without a payment); choose alipay',
      );
    }
    if (parsed.CAPTCHA_PROVIDER === 'off')
      refuse('CAPTCHA_PROVIDER', '"off" is refused in production');
    if (parsed.RATE_LIMITS === 'off') refuse('RATE_LIMITS', '"off" is refused in production');
    if (parsed.DEMO_CLOCK) refuse('DEMO_CLOCK', 'refused in production (it shifts the clock)');
    if (parsed.DEMO_AUDIENCE === 'on')
      refuse('DEMO_AUDIENCE', '"on" is refused in production (simulated viewers and chat)');
    if (parsed.FEED_TEST_TRIGGER === 'on') {
      refuse('FEED_TEST_TRIGGER', '"on" is refused in production (it mounts test-only endpoints)');
    }
    if (parsed.PUSH_TEST_ENDPOINTS === 'on')
      refuse(
        'PUSH_TEST_ENDPOINTS',
        '"on" is refused in production (push subscriptions could point at this machine)',
      );
    if (!parsed.SESSION_SECRET) refuse('SESSION_SECRET', 'required in production');
    // Without it a page's links, QR codes and policy would follow the request's Host header.
    if (!parsed.PUBLIC_URL)
      refuse(
        'PUBLIC_URL',
        "required in production: the site's public origin, e.g. https://sport.example.com",
      );
    if (parsed.STREAM_HOOK === 'on' && !parsed.STREAM_HOOK_TOKEN)
      refuse(
        'STREAM_HOOK_TOKEN',
        'required in production while STREAM_HOOK is on (anyone could call /hooks/stream): set 16+ URL-safe characters (e.g. openssl rand -hex 24) and put ?token=… in the media server’s hook address, or set STREAM_HOOK=off if no media server calls it',
      );
    // An https page may not play a stream over http (mixed content), and the address is signed.
    if (parsed.STREAM_PULL_BASE?.startsWith('http://'))
      refuse('STREAM_PULL_BASE', 'must be https:// in production (http:// is for a laptop or CI)');
    // Tests point it at a local fake over http; real requests carry signed credentials.
    if (parsed.SMS_PROVIDER === 'tencent' && !parsed.TENCENT_SMS_ENDPOINT.startsWith('https://'))
      refuse('TENCENT_SMS_ENDPOINT', 'must be https:// in production');
  }
  if (parsed.ACTIVITY_PARTNER_URL) {
    if (!parsed.ACTIVITY_PARTNER_SECRET)
      refuse('ACTIVITY_PARTNER_SECRET', 'required with ACTIVITY_PARTNER_URL');
    // The token travels in the address: never over plain http outside tests and the demo.
    if (production && !parsed.ACTIVITY_PARTNER_URL.startsWith('https://'))
      refuse('ACTIVITY_PARTNER_URL', 'must be https:// in production');
  }
  if (!parsed.VAPID_PUBLIC_KEY !== !parsed.VAPID_PRIVATE_KEY)
    refuse(
      parsed.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY',
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    );
  if (parsed.CAPTCHA_PROVIDER === 'tencent') {
    for (const name of TENCENT_CAPTCHA_REQUIRED) {
      if (!parsed[name]) refuse(name, 'required with CAPTCHA_PROVIDER=tencent');
    }
  }
  if (parsed.SMS_PROVIDER === 'tencent') {
    for (const name of TENCENT_SMS_REQUIRED) {
      if (!parsed[name]) refuse(name, 'required with SMS_PROVIDER=tencent');
    }
  }
  if (parsed.STORAGE_PROVIDER === 's3') {
    for (const name of S3_REQUIRED) {
      if (!parsed[name]) refuse(name, 'required with STORAGE_PROVIDER=s3');
    }
    // Pages are https in production: files from http:// would be blocked as mixed content.
    if (production && parsed.S3_PUBLIC_URL?.startsWith('http://'))
      refuse('S3_PUBLIC_URL', 'must be https:// in production');
  }
  if (parsed.PAYMENT_PROVIDER === 'alipay') {
    for (const name of ALIPAY_REQUIRED) {
      if (!parsed[name]) refuse(name, 'required with PAYMENT_PROVIDER=alipay');
    }
    if (production && !parsed.ALIPAY_GATEWAY.startsWith('https://'))
      refuse('ALIPAY_GATEWAY', 'must be https:// in production');
  }
  if (parsed.CHAT_PROVIDER === 'tencent') {
    for (const name of TENCENT_CHAT_REQUIRED) {
      if (!parsed[name]) refuse(name, 'required with CHAT_PROVIDER=tencent');
    }
  }
  if (problems.length)
    throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`);
  return {
    ...parsed,
    SMS_PROVIDER: parsed.SMS_PROVIDER ?? 'outbox',
    PAYMENT_PROVIDER: parsed.PAYMENT_PROVIDER ?? (production ? 'none' : 'sandbox'),
    DEMO: source.DEMO === '1',
  };
}

/** A secret kept in DATA_DIR so sessions survive restarts outside production. */
function generatedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, `${name}.secret`);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

const g = globalThis as unknown as { __env?: Env };

export function env(): Env {
  if (!g.__env) {
    const parsed = parseEnv(process.env);
    const dataDir = path.resolve(parsed.DATA_DIR);
    g.__env = {
      ...parsed,
      DATA_DIR: dataDir,
      SESSION_SECRET: parsed.SESSION_SECRET ?? generatedSecret(dataDir, 'session'),
    };
  }
  return g.__env;
}

/** Tests change variables between files; this forgets the parsed copy. */
export function resetEnvForTests(): void {
  g.__env = undefined;
}
