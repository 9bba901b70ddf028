import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { qrImageUrl } from '@/lib/qr/qr';
import { serverApi } from '@/lib/bff/server';
import type { HotSearchItem, SystemConfig } from '@/lib/account/contract';
import { env } from '@/lib/env';
import { pageOrigin } from '@/lib/http/public-origin';

/** `Universal/getConfig` (docs/product.md §3 system settings); the shell reads what it shows. */
export type SiteConfig = Partial<SystemConfig>;

/** One of universal/getHot's hot searches, as the home page lists it. */
export type HotItem = Pick<HotSearchItem, 'id' | 'name' | 'hot'>;

/** The three QR codes of the footer (docs/product.md §2) as image addresses, or null where settings lack one. */
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
 * and the trusted proxies (`x-public-origin`, which replaces anything a client sent; a host
 * that names this machine, else http://localhost:PORT). A client's Host or X-Forwarded-Host never
 * reaches the links and QR codes of a page (lib/http/public-origin.ts).
 */
export const getOrigin = cache(async (): Promise<string> => {
  const e = env();
  if (e.PUBLIC_URL) return e.PUBLIC_URL;
  // Never the Host header (issue 23 §3).
  const decided = (await headers()).get('x-public-origin');
  return pageOrigin({ configured: null, decided, port: e.PORT });
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
