'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { LivePlayerLazy, type OfflineInfo } from '@/components/player/live-player-lazy';
import { createDanmakuFeed } from '@/components/player/danmaku-feed';
import { readDanmakuSettings } from '@/components/player/danmaku-settings';
import type { ChatProviderName } from '@/lib/chat/connect';
import { ChatPanel } from './chat-panel';
import { createFeed } from './coins/feed';
import { GiftBar } from './coins/gift-bar';
import { GiftEffects } from './coins/gift-effects';
import { giftName, parseHorn } from './coins/gift-message';
import { HornBanner } from './coins/horn-banner';
import type { GiftItem, HornItem } from '@/lib/wallet/contract';
import type { RoomViewer } from './coins/gift-bar';
import type { GiftEvent } from './coins/gift-message';

type Props = {
  roomId: number;
  group: string;
  wsPath: string;
  chatProvider?: ChatProviderName;
  tencentSdkAppId?: number | null;
  staff: boolean;
  title: string;
  cover: string;
  hls: string | null;
  flv: string | null;
  offline: OfflineInfo | null;
  /** The line to start on (`?line=flv`). */
  line?: 'hls' | 'flv';
  /** The room's anchor (who may not send gifts here). */
  anchorId: number;
  /** `Gift/getList`. */
  gifts: GiftItem[];
  /** The logged-in viewer (id and coins), or null for a visitor. */
  viewer: RoomViewer | null;
};

/** Highlighted danmaku (sent with the colour switch) fly in the site's accent. */
const HIGHLIGHT = '#ffb020';
/** Gifts fly as danmaku in their own colour. */
const GIFT_COLOUR = '#ff6fb5';

/**
 * The live room's stage: the player with its danmaku layer, gift effects and horn banner, the
 * coin bar under it, and the chat beside it (below it under 992 px). Chat messages fly over the
 * video as danmaku; gifts also play their effect.
 */
export function RoomStage(p: Props) {
  const tc = useTranslations('coins.effect');
  const locale = useLocale();
  const [danmaku] = useState(createDanmakuFeed);
  const [gifts] = useState(createFeed<GiftEvent>);
  const [horns] = useState(createFeed<HornItem>);
  return (
    <div className="desk:grid-cols-[minmax(0,1fr)_360px] desk:h-[calc(min(70vh,(100vw-360px)*9/16)+4rem)] grid grid-cols-1 gap-0 overflow-hidden rounded-xl bg-black shadow-sm">
      <div className="desk:h-full flex min-h-0 flex-col bg-black">
        <div className="relative flex min-h-0 flex-1 items-center">
          <LivePlayerLazy
            hls={p.hls}
            flv={p.flv}
            poster={p.cover}
            title={p.title}
            offline={p.offline}
            danmaku={danmaku.feed}
            line={p.line}
            className="w-full"
          />
          <GiftEffects feed={gifts.feed} />
          <HornBanner feed={horns.feed} />
        </div>
        <GiftBar roomId={p.roomId} anchorId={p.anchorId} gifts={p.gifts} viewer={p.viewer} />
      </div>
      <div className="desk:h-full desk:border-l desk:border-t-0 border-nav-line h-[420px] min-h-0 border-t">
        <ChatPanel
          group={p.group}
          roomId={p.roomId}
          wsPath={p.wsPath}
          chatProvider={p.chatProvider}
          tencentSdkAppId={p.tencentSdkAppId}
          staff={p.staff}
          onDanmaku={(m) =>
            danmaku.emit({ text: m.text, own: m.own, color: m.highlight ? HIGHLIGHT : undefined })
          }
          onGift={(g) => {
            gifts.emit(g);
            // "Hide gift effects" covers the gifts' danmaku too; the chat line stays.
            if (!readDanmakuSettings().hideGifts)
              danmaku.emit({
                text: tc('caption', { nick: g.nick, gift: giftName(g, locale), num: g.num }),
                color: GIFT_COLOUR,
              });
          }}
          onHorn={(raw) => {
            const h = parseHorn(raw);
            if (h) horns.emit(h);
          }}
        />
      </div>
    </div>
  );
}
