import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { qrImageUrl } from '@/lib/qr/qr';
import { serverApi } from '@/lib/bff/server';
import { env } from '@/lib/env';

/** The fields of `Universal/getConfig` (SPEC.md §3 system settings) that the shell shows. */
export type SiteConfig = {
  websocket_url?: string;
  homepage_qrcode?: {
    download?: string;
    official_account?: string;
    WeChat_official_account?: string;
  };
  feedback_qq?: string;
  customer_service_email?: string;
  app_redirect_url?: string;
  app_version?: string;
  app_ios_url?: string;
  app_android_url?: string;
  invite_activity_open?: boolean | number;
};

export type HotItem = { id: number; name: string; hot: number };

/** The three QR codes of the footer (SPEC.md §2) as image addresses, or null where settings lack one. */
export type ShellQrCodes = {
  download: string | null;
  official: string | null;
  wechat: string | null;
};

/**
 * Reads through the platform API but never lets a missing or failing endpoint break the page:
 * the shell renders without the data instead (Next's own control-flow errors still propagate).
 */
async function readOrNull<T>(path: string): Promise<T | null> {
  try {
    return (await serverApi<T>(path)) ?? null;
  } catch (err) {
    unstable_rethrow(err);
    return null;
  }
}

/** Once per request, shared by the layout and the page. */
export const getSiteConfig = cache(() => readOrNull<SiteConfig>('Universal/getConfig'));

export const getHotSearches = cache(async (): Promise<HotItem[]> => {
  const list = await readOrNull<HotItem[]>('universal/getHot');
  return Array.isArray(list) ? list.slice(0, 10) : [];
});

/**
 * The site's origin: PUBLIC_URL when configured, else the one server.ts decided from the socket
 * and the trusted proxies (`x-public-origin`, which replaces anything a client sent). A client's
 * own X-Forwarded-Host never reaches the links and QR codes of a page.
 */
export const getOrigin = cache(async (): Promise<string> => {
  const configured = env().PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const h = await headers();
  const decided = h.get('x-public-origin');
  if (decided) return decided;
  // Only reached without server.ts (plain `next dev`): the Host header.
  return `http://${h.get('host') ?? `localhost:${env().PORT}`}`;
});

/** Settings hold site-relative addresses (`/pages/download`); QR codes need absolute ones. */
export async function absoluteUrl(address: string | null | undefined): Promise<string | null> {
  if (!address) return null;
  try {
    return new URL(address, `${await getOrigin()}/`).toString();
  } catch {
    return null;
  }
}

async function qrSvg(address: string | null | undefined): Promise<string | null> {
  const url = await absoluteUrl(address);
  return url ? qrImageUrl(url) : null;
}

export const getShellQrCodes = cache(async (): Promise<ShellQrCodes> => {
  const qr = (await getSiteConfig())?.homepage_qrcode;
  const [download, official, wechat] = await Promise.all([
    qrSvg(qr?.download),
    qrSvg(qr?.official_account),
    qrSvg(qr?.WeChat_official_account),
  ]);
  return { download, official, wechat };
});
