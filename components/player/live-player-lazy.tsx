'use client';

import { createContext, useContext } from 'react';
import { preload } from 'react-dom';
import dynamic from 'next/dynamic';
import type { LivePlayerProps } from './live-player';
import { warmHls } from './engine';
import { bootVideoHtml, sameStream, type PlayerBoot } from './boot';
import { OfflinePoster, PlayerSkeleton } from './player-poster';

export type { LivePlayerProps } from './live-player';
export type { OfflineInfo } from './player-poster';
export type { DanmakuFeed, DanmakuMessage, DanmakuMode } from './danmaku-feed';
export type { PlayerLine } from './engine';
export type { PlayerBoot } from './boot';

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
 * First frame (issue 24): on the HLS line the HTML also preloads the playlist, and the server's
 * render carries the first-frame script (boot.ts, given `boot` for this very playlist): a bare
 * video over the skeleton that plays before the page has hydrated, which the player adopts. A
 * render in the browser (the room went live while open) has no such script: it preloads
 * hls.js's chunk and starts hls.js on the playlist as it renders, before the player mounts
 * (engine.ts warmHls).
 */
export function LivePlayerLazy({ boot, ...props }: LivePlayerProps & { boot?: PlayerBoot | null }) {
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
  // A refreshed page brings a re-signed copy of the playlist's address while the player keeps the
  // one it plays (room-live.ts): the same stream, still booted, and the bare video's markup stays
  // as it was (it is not made again beside the adopted one).
  const booted = hlsLine && boot != null && sameStream(boot.hls, props.hls);
  if (hlsLine) {
    // hls.js fetches without credentials (XHR, same-origin mode): `crossOrigin` matches that.
    preload(props.hls, { as: 'fetch', crossOrigin: 'anonymous' });
    if (!booted) warmHls(props.hls);
  }
  return (
    <Pending.Provider value={props}>
      <div className="relative w-full">
        {hlsLine && !booted ? <HlsChunk /> : null}
        <LivePlayer {...props} />
        {booted && (
          <>
            <div
              className="pointer-events-none absolute inset-0"
              dangerouslySetInnerHTML={{ __html: bootVideoHtml(props.hls) }}
            />
            <script async src={boot.script} nonce={boot.nonce} fetchPriority="high" />
          </>
        )}
      </div>
    </Pending.Provider>
  );
}
