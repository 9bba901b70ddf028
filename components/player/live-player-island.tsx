'use client';

import { useSyncExternalStore } from 'react';
import LivePlayer, { type LivePlayerProps } from './live-player';
import { PlayerSkeleton } from './player-poster';

const subscribe = () => () => {};

/**
 * The player's chunk as a server-rendered island (live-player-lazy.tsx): on the server and while
 * the page hydrates it is the same-size skeleton; the player itself (media-chrome, the video
 * element, its engine) mounts right after. Rendered on the server, this chunk is named in the
 * page's HTML as a preload, so the browser fetches it with the page's own scripts instead of after
 * hydration (issue 24: first frame in 1 s).
 */
export default function LivePlayerIsland(props: LivePlayerProps) {
  const mounted = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!mounted)
    return <PlayerSkeleton poster={props.poster} title={props.title} className={props.className} />;
  return <LivePlayer {...props} />;
}
