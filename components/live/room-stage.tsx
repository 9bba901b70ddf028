'use client';

import { useState } from 'react';
import { LivePlayerLazy, type OfflineInfo } from '@/components/player/live-player-lazy';
import { createDanmakuFeed } from '@/components/player/danmaku-feed';
import type { ChatProviderName } from '@/lib/chat/connect';
import { ChatPanel } from './chat-panel';

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
};

/** Highlighted danmaku (sent with the colour switch) fly in the site's accent. */
const HIGHLIGHT = '#ffb020';

/**
 * The live room's stage: the player with its danmaku layer, and the chat beside it (below it
 * under 992 px). Chat messages fly over the video as danmaku.
 */
export function RoomStage(p: Props) {
  const [danmaku] = useState(createDanmakuFeed);
  return (
    <div className="desk:grid-cols-[minmax(0,1fr)_360px] desk:h-[min(70vh,calc((100vw-360px)*9/16))] grid grid-cols-1 gap-0 overflow-hidden rounded-xl bg-black shadow-sm">
      <div className="desk:h-full flex min-h-0 items-center bg-black">
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
        />
      </div>
    </div>
  );
}
