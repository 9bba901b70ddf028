import { headers } from 'next/headers';
import hlsPackage from 'hls.js/package.json';
import type { PlayerBoot } from '@/components/player/boot';
import { nonceOf } from '@/lib/http/security-headers';
import { liveBoot } from './vendor-files';

/**
 * What a server-rendered room page gives its player for the first-frame script: the page's script
 * nonce (from the policy proxy.ts set on the request), hls.js's version and the script's address.
 * Null without a playlist or without a nonce (then the player starts as it hydrates).
 */
export async function playerBoot(hls: string | null): Promise<PlayerBoot | null> {
  if (!hls) return null;
  const nonce = nonceOf((await headers()).get('content-security-policy'));
  return nonce ? { nonce, hlsVersion: hlsPackage.version, hls, script: liveBoot.address } : null;
}
