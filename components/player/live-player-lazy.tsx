'use client';

import { createContext, useContext } from 'react';
import dynamic from 'next/dynamic';
import type { LivePlayerProps } from './live-player';
import { OfflinePoster, PlayerSkeleton } from './player-poster';

export type { LivePlayerProps } from './live-player';
export type { OfflineInfo } from './player-poster';
export type { DanmakuFeed, DanmakuMessage, DanmakuMode } from './danmaku-feed';
export type { PlayerLine } from './engine';

/** The skeleton shown while the player's chunk loads needs the poster and title it stands for. */
const Pending = createContext<Pick<LivePlayerProps, 'poster' | 'title' | 'className'>>({
  title: '',
});

function Loading() {
  const { poster, title, className } = useContext(Pending);
  return <PlayerSkeleton poster={poster} title={title} className={className} />;
}

/**
 * The player itself (media-chrome, the danmaku engine; hls.js or mpegts.js after it, in their own
 * chunks) is fetched only in the browser, after the page is interactive.
 */
const LivePlayer = dynamic(() => import('./live-player'), { ssr: false, loading: Loading });

/**
 * The live room's player island, for server pages: a same-size skeleton (poster, title, spinner)
 * in the HTML, the player once its chunk arrives. An off-air room (`hls` null) renders its
 * offline poster here, on the server, and fetches no player code at all.
 */
export function LivePlayerLazy(props: LivePlayerProps) {
  if (!props.hls) {
    return (
      <OfflinePoster
        title={props.title}
        poster={props.poster}
        offline={props.offline}
        locale={props.locale}
        timeZone={props.timeZone}
        className={props.className}
      />
    );
  }
  return (
    <Pending.Provider value={props}>
      <LivePlayer {...props} />
    </Pending.Provider>
  );
}
