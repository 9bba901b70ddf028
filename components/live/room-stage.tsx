'use client';

import { createContext, useContext, useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import clsx from 'clsx';
import {
  LivePlayerLazy,
  type OfflineInfo,
  type PlayerBoot,
} from '@/components/player/live-player-lazy';
import { createDanmakuFeed } from '@/components/player/danmaku-feed';
import { readDanmakuSettings } from '@/components/player/danmaku-settings';
import type { ChatProviderName } from '@/lib/chat/connect';
import { ChatPanel } from './chat-panel';
import { createFeed } from './coins/feed';
import { GiftBar } from './coins/gift-bar';
import { EntryEffects } from './coins/entry-effects';
import { GiftEffects } from './coins/gift-effects';
import { giftName, parseHorn } from './coins/gift-message';
import { HornBanner } from './coins/horn-banner';
import type { GiftItem, HornItem } from '@/lib/wallet/contract';
import type { RoomViewer } from './coins/gift-bar';
import type { EnterEvent, GiftEvent } from './coins/gift-message';
import { applyRoomFrame, resyncRoom, useStagePlayer, type RoomLiveSeed } from './room-live';

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
  /** The first-frame script's nonce and hls.js version (components/player/boot.ts). */
  boot?: PlayerBoot | null;
  /** The room's anchor (who may not send gifts here). */
  anchorId: number;
  /** `Gift/getList`. */
  gifts: GiftItem[];
  /** The logged-in viewer (id and coins), or null for a visitor. */
  viewer: RoomViewer | null;
  /** The room's other panels (`<RoomPanel>`s): under the stage on a desktop, tabs on a phone. */
  children?: React.ReactNode;
  /** The live room's state to follow (room-live.ts); none for a recording. */
  live?: RoomLiveSeed;
};

/** The phone room's tabs, in their order (Douyu and Huya: chat first). */
const ROOM_TABS = ['chat', 'rank', 'anchor'] as const;
export type RoomTab = (typeof ROOM_TABS)[number];

const TabContext = createContext<RoomTab>('chat');

/**
 * One of the room's panels (the ranking, the anchor's notice): a cell of the grid under the stage
 * on a desktop, the content of its tab under the video on a phone.
 */
export function RoomPanel({ tab, children }: { tab: RoomTab; children: React.ReactNode }) {
  const current = useContext(TabContext);
  return (
    <div
      role="tabpanel"
      id={`room-panel-${tab}`}
      aria-labelledby={`room-tab-${tab}`}
      className={clsx(
        'max-desk:min-h-0 max-desk:flex-1 max-desk:overflow-y-auto max-desk:p-3',
        current !== tab && 'max-desk:hidden',
      )}
    >
      {children}
    </div>
  );
}

/**
 * The phone room fits the visual viewport (the on-screen keyboard shrinks it; `100dvh` alone does
 * not follow the keyboard in Safari or in Chrome's default mode): `--room-vh` (app/globals.css).
 */
function useViewportHeight() {
  useEffect(() => {
    const vv = window.visualViewport;
    if (!vv) return;
    const root = document.documentElement;
    const fit = () => {
      // A pinch zoom shrinks the visual viewport too: the layout follows the keyboard only.
      if (Math.abs(vv.scale - 1) < 0.01) root.style.setProperty('--room-vh', `${vv.height}px`);
    };
    fit();
    vv.addEventListener('resize', fit);
    return () => {
      vv.removeEventListener('resize', fit);
      root.style.removeProperty('--room-vh');
    };
  }, []);
}

/** Highlighted danmaku (sent with the colour switch) fly in the site's accent. */
const HIGHLIGHT = '#ffb020';
/** Gifts fly as danmaku in their own colour. */
const GIFT_COLOUR = '#ff6fb5';

/**
 * The live room's stage: the player with its danmaku layer, gift effects and horn banner, the
 * coin bar under it, and the chat beside it, the room's panels under it. Under 992 px it follows
 * the phone rooms of Douyu and Huya: the video on top, tabs (chat, rank, anchor) under it, and the
 * chat input pinned to the bottom of the screen (the page is one screen high: room-page.tsx).
 * Chat messages fly over the video as danmaku; gifts also play their effect.
 */
export function RoomStage(p: Props) {
  const tc = useTranslations('coins.effect');
  const tt = useTranslations('liveRoom.tabs');
  const locale = useLocale();
  const [tab, setTab] = useState<RoomTab>('chat');
  useViewportHeight();
  const [danmaku] = useState(createDanmakuFeed);
  const [gifts] = useState(createFeed<GiftEvent>);
  const [horns] = useState(createFeed<HornItem>);
  const [entries] = useState(createFeed<EnterEvent>);
  const player = useStagePlayer(p.roomId, p.live, p);
  // Under 992 px the wrappers are `contents`: their parts are rows of the page's column.
  return (
    <TabContext.Provider value={tab}>
      <div className="max-desk:contents desk:space-y-4 block">
        <div className="desk:grid-cols-[minmax(0,1fr)_360px] desk:h-[calc(min(70vh,(100vw-360px)*9/16)+4rem)] max-desk:contents grid grid-cols-1 gap-0 overflow-hidden rounded-xl bg-black shadow-sm">
          <div className="desk:h-full max-desk:order-first max-desk:shrink-0 flex min-h-0 flex-col bg-black">
            <div className="relative flex min-h-0 flex-1 items-center">
              <LivePlayerLazy
                hls={player.hls}
                flv={player.flv}
                poster={p.cover}
                title={player.title}
                offline={player.offline}
                danmaku={danmaku.feed}
                line={p.line}
                boot={p.boot}
                className="w-full"
              />
              <GiftEffects feed={gifts.feed} />
              <EntryEffects feed={entries.feed} />
              <HornBanner feed={horns.feed} />
            </div>
            <GiftBar roomId={p.roomId} anchorId={p.anchorId} gifts={p.gifts} viewer={p.viewer} />
          </div>
          <div
            role="tablist"
            aria-label={tt('label')}
            className="desk:hidden bg-surface border-surface-page flex shrink-0 border-b"
          >
            {ROOM_TABS.map((key) => (
              <button
                key={key}
                type="button"
                role="tab"
                id={`room-tab-${key}`}
                aria-controls={`room-panel-${key}`}
                aria-selected={tab === key}
                onClick={() => setTab(key)}
                className={clsx(
                  'relative flex-1 py-2.5 text-sm font-medium',
                  'after:absolute after:inset-x-1/3 after:bottom-0 after:h-0.5 after:rounded-full',
                  tab === key ? 'text-brand-dark after:bg-brand' : 'text-ink-soft',
                )}
              >
                {tt(key)}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id="room-panel-chat"
            aria-labelledby="room-tab-chat"
            className={clsx(
              'desk:h-full desk:border-l border-nav-line max-desk:flex-1 min-h-0',
              tab !== 'chat' && 'max-desk:hidden',
            )}
          >
            <ChatPanel
              group={p.group}
              roomId={p.roomId}
              wsPath={p.wsPath}
              chatProvider={p.chatProvider}
              tencentSdkAppId={p.tencentSdkAppId}
              staff={p.staff}
              onDanmaku={(m) =>
                danmaku.emit({
                  text: m.text,
                  own: m.own,
                  color: m.highlight ? HIGHLIGHT : undefined,
                })
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
              onEnter={entries.emit}
              onHorn={(raw) => {
                const h = parseHorn(raw);
                if (h) horns.emit(h);
              }}
              onRoom={(f) => applyRoomFrame(p.roomId, f)}
              onRejoin={() => void resyncRoom(p.roomId)}
            />
          </div>
        </div>
        {p.children ? (
          <div className="desk:grid-cols-[minmax(0,1fr)_360px] max-desk:contents grid grid-cols-1 gap-4 pb-6">
            {p.children}
          </div>
        ) : null}
      </div>
    </TabContext.Provider>
  );
}
