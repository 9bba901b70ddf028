import 'server-only';
import { asc } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { db } from '@/lib/db/client';
import { countries, settings } from '@/lib/db/schema';
import { memo } from '@/lib/cache/memo';
import { env } from '@/lib/env';
import { INVITE_ACTIVITY_SETTING, parseActivity } from '@/lib/referral';

/** Settings and countries change only by hand; pages read them on every view. */
const CACHE_MS = 30_000;

const countryRows = memo(CACHE_MS, () =>
  db().select().from(countries).orderBy(asc(countries.sort), asc(countries.id)),
);
const settingRows = memo(CACHE_MS, () => db().select().from(settings));

export type CountryCode = { id: number; code: string; name: string };

/** The dialling codes of the country picker, named in the request's language, 86 first. */
export async function countryCodes(lang: Locale): Promise<CountryCode[]> {
  const rows = await countryRows();
  return rows.map((c) => ({
    id: c.id,
    code: c.code,
    name: lang === 'en' ? c.nameEn : lang === 'vi' ? c.nameVi : c.nameZh,
  }));
}

/** The system settings the site needs (docs/product.md §3), with the defaults a fresh database lacks. */
export async function siteConfig(lang: Locale) {
  const rows = await settingRows();
  const s = Object.fromEntries(rows.map((r) => [r.key, r.value])) as Record<string, unknown>;
  // jsonb text that looks like a number ("800088123") may come back as a number.
  const text = (v: unknown, d = '') =>
    typeof v === 'string' ? v : typeof v === 'number' ? String(v) : d;
  const str = (k: string, d = '') => text(s[k], d);
  const qr = (s.homepage_qrcode ?? {}) as Record<string, unknown>;
  const qrStr = (k: string) => text(qr[k]);
  return {
    websocket_url: str('websocket_url', '/ws'),
    CountryCode: await countryCodes(lang),
    homepage_qrcode: {
      download: qrStr('download'),
      official_account: qrStr('official_account'),
      WeChat_official_account: qrStr('WeChat_official_account'),
    },
    feedback_qq: str('feedback_qq'),
    customer_service_email: str('customer_service_email'),
    app_redirect_url: str('app_redirect_url'),
    app_version: str('app_version'),
    // The store addresses: the console's setting, else configuration (APP_IOS_URL /
    // APP_ANDROID_URL); '' when neither is set.
    app_ios_url: str('app_ios_url') || (env().APP_IOS_URL ?? ''),
    app_android_url: str('app_android_url') || (env().APP_ANDROID_URL ?? ''),
    invite_activity_open: parseActivity(s[INVITE_ACTIVITY_SETTING]).open,
  };
}
