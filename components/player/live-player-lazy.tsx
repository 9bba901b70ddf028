'use client';

import { createContext, useContext } from 'react';
import { preload } from 'react-dom';
import dynamic from 'next/dynamic';
import type { LivePlayerProps } from './live-player';
import { warmHls } from './engine';
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
 * The player (media-chrome, the danmaku engine; hls.js or mpegts.js after it, in their own
 * chunks). Its island renders the skeleton on the server, so Next names its chunks in the HTML
 * as preloads; the player itself mounts in the browser only (live-player-island.tsx).
 */
const LivePlayer = dynamic(() => import('./live-player-island'), { loading: Loading });

const Nothing = () => null;

/**
 * hls.js's chunk, named in the HTML as a preload the same way (nothing is rendered): the HLS line
 * needs it before anything plays. The engine imports the same module (engine.ts loadHls).
 */
const HlsChunk = dynamic(() => import('hls.js/light').then(() => Nothing), { loading: Nothing });

/**
 * The live room's player island, for server pages: a same-size skeleton (poster, title, spinner)
 * in the HTML, the player once its chunk arrives. An off-air room (`hls` null) renders its
 * offline poster here, on the server, and fetches no player code at all.
 *
 * First frame (issue 24): on the HLS line the HTML also preloads the playlist (the engine's
 * request for it is then answered from memory) and the chunks above, and the browser starts
 * hls.js on the playlist while the page hydrates (engine.ts warmHls), before the player mounts.
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
  const hlsLine = props.line !== 'flv' || !props.flv;
  if (hlsLine) {
    // hls.js fetches without credentials (XHR, same-origin mode): `crossOrigin` matches that.
    preload(props.hls, { as: 'fetch', crossOrigin: 'anonymous' });
    warmHls(props.hls);
  }
  return (
    <Pending.Provider value={props}>
      {hlsLine ? <HlsChunk /> : null}
      <LivePlayer {...props} />
    </Pending.Provider>
  );
}
