'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import Danmaku from 'danmaku/dist/esm/danmaku.canvas.js';
import { compileBlockList, MAX_TEXT_LENGTH, type BlockMatcher } from './block-list';
import type { DanmakuFeed, DanmakuMessage, DanmakuMode } from './danmaku-feed';
import { AREA_FRACTION, SIZE_PX, SPEED_SECONDS, type DanmakuSettings } from './danmaku-settings';
import { clearTop, useReservedBands } from './reserved-bands';

const WHITE = '#ffffff';
const OWN_OUTLINE = '#ff6a00';
const FONT_FAMILY =
  'system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';
/** Comments kept by the library after they left the screen, before the list is trimmed. */
const TRIM_AFTER = 300;

/** `#rgb`/`#rrggbb` → `#rrggbb` in lower case; anything else → null. */
export function normaliseColour(colour: string | undefined): string | null {
  if (!colour) return null;
  const c = colour.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(c)) return c;
  if (/^#[0-9a-f]{3}$/.test(c)) return `#${c[1]}${c[1]}${c[2]}${c[2]}${c[3]}${c[3]}`;
  return null;
}

/** One line of plain text: no control characters, spaces collapsed, at most 100 characters. */
export function cleanText(text: unknown): string {
  if (typeof text !== 'string') return '';
  const one = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
  return Array.from(one.replace(/\s+/g, ' ').trim()).slice(0, MAX_TEXT_LENGTH).join('');
}

export type PreparedComment = {
  text: string;
  mode: DanmakuMode;
  colour: string;
  own: boolean;
};

/**
 * Whether and how a message is shown under the settings: null when it is dropped (danmaku off,
 * empty, a hidden kind, blocked). The viewer's own comments skip the type filters and the block
 * list (they just wrote them); density is applied by the layer, which knows what is on screen.
 * With reduced motion, scrolling comments are shown still at the top.
 */
export function prepareComment(
  message: DanmakuMessage,
  settings: DanmakuSettings,
  matcher: BlockMatcher,
  reducedMotion: boolean,
): PreparedComment | null {
  if (!settings.show) return null;
  const text = cleanText(message.text);
  if (!text) return null;
  const mode: DanmakuMode =
    message.mode === 'top' || message.mode === 'bottom' ? message.mode : 'rtl';
  const colour = normaliseColour(message.color) ?? WHITE;
  const own = message.own === true;
  if (!own) {
    if (mode === 'rtl' && settings.hideScroll) return null;
    if (mode === 'top' && settings.hideTop) return null;
    if (mode === 'bottom' && settings.hideBottom) return null;
    if (colour !== WHITE && settings.hideColour) return null;
    if (matcher.blocks(text)) return null;
  }
  return { text, mode: reducedMotion && mode === 'rtl' ? 'top' : mode, colour, own };
}

/** Text size for a stage `width` px wide: the setting's size at 1280 px, scaled, within bounds. */
export function fontPx(size: DanmakuSettings['size'], width: number): number {
  const scale = Math.min(1.3, Math.max(0.55, width / 1280));
  return Math.round(SIZE_PX[size] * scale);
}

type Props = {
  feed?: DanmakuFeed;
  settings: DanmakuSettings;
  reducedMotion: boolean;
};

type DanmakuInternals = {
  comments?: unknown[];
  _?: { position?: number; runningList?: unknown[] };
};

/**
 * The library redraws its canvas on every animation frame for as long as it is shown, comments
 * or not: with no comment on screen that is 60 style and layout passes a second for nothing (a
 * live room idles most of the time; issue 24, the room's main-thread time). The layer puts it to
 * sleep (`hide`, which stops the loop) once nothing is left on screen or waiting, checked this
 * often, and wakes it (`show`) with the next comment.
 */
export const DANMAKU_IDLE_CHECK_MS = 1000;

/** Nothing on screen and nothing waiting to enter it. */
function danmakuIdle(dm: DanmakuInternals): boolean {
  const running = dm._?.runningList?.length ?? 0;
  const waiting = (dm.comments?.length ?? 0) - (dm._?.position ?? 0);
  return running === 0 && waiting <= 0;
}

/**
 * How far down the comments must start to stay clear of the bands overlays reserve over the stage
 * (reserved-bands.ts: the live room's horn banner), measured again when they or the stage resize.
 * A band outside the fullscreen element is not on screen in fullscreen and is ignored.
 */
function useClearTop(box: React.RefObject<HTMLDivElement | null>, area: number): number {
  const reserved = useReservedBands();
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const stage = box.current?.parentElement;
    if (!stage || reserved.length === 0) return;
    const measure = () => {
      const r = stage.getBoundingClientRect();
      const full = document.fullscreenElement;
      const shown = reserved.filter((el) => !full || full.contains(el));
      const height = r.height * area;
      const top = clearTop(
        { top: r.top, bottom: r.top + height, left: r.left, right: r.right },
        shown.map((el) => el.getBoundingClientRect()),
      );
      setInset(Math.min(top, Math.floor(height)));
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(stage);
    for (const el of reserved) observer?.observe(el);
    document.addEventListener('fullscreenchange', measure);
    return () => {
      observer?.disconnect();
      document.removeEventListener('fullscreenchange', measure);
    };
  }, [box, reserved, area]);
  return reserved.length === 0 ? 0 : inset;
}

/**
 * Bullet comments over the video, drawn by the `danmaku` package's canvas engine in live mode
 * (no media timeline: a comment appears when it arrives). The stage covers the top part of the
 * video the `area` setting gives, below any band an overlay holds (the horn banner); opacity is
 * the stage's; the text scales with the video.
 */
export function DanmakuLayer({ feed, settings, reducedMotion }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const engine = useRef<Danmaku | null>(null);
  /** The engine is hidden by the layer (not by the viewer's setting) until the next comment. */
  const asleep = useRef(false);
  const inset = useClearTop(box, AREA_FRACTION[settings.area]);
  const matcher = useMemo(
    () => compileBlockList(settings.blockWords, settings.blockPatterns),
    [settings.blockWords, settings.blockPatterns],
  );
  // The feed subscription reads the latest settings without subscribing again.
  const latest = useRef({ settings, matcher, reducedMotion, width: 0 });
  useEffect(() => {
    latest.current = { ...latest.current, settings, matcher, reducedMotion };
  }, [settings, matcher, reducedMotion]);

  // The engine, resized with its box (the video's size, the area setting, fullscreen).
  useEffect(() => {
    const container = box.current;
    if (!container) return;
    const dm = new Danmaku({ container, engine: 'canvas' });
    engine.current = dm;
    const fit = () => {
      const width = container.offsetWidth;
      latest.current.width = width;
      dm.resize();
      if (width > 0) dm.speed = width / SPEED_SECONDS[latest.current.settings.speed];
    };
    fit();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    observer?.observe(container);
    const sleeper = setInterval(() => {
      if (asleep.current || !latest.current.settings.show) return;
      if (!danmakuIdle(dm as unknown as DanmakuInternals)) return;
      dm.hide();
      asleep.current = true;
    }, DANMAKU_IDLE_CHECK_MS);
    return () => {
      clearInterval(sleeper);
      observer?.disconnect();
      engine.current = null;
      dm.destroy();
    };
  }, []);

  useEffect(() => {
    const dm = engine.current;
    if (!dm) return;
    // Shown: the loop starts with the next comment. Hidden by the viewer: no comment reaches it.
    dm.hide();
    asleep.current = settings.show;
  }, [settings.show]);

  useEffect(() => {
    const dm = engine.current;
    const width = latest.current.width;
    if (dm && width > 0) dm.speed = width / SPEED_SECONDS[settings.speed];
  }, [settings.speed]);

  useEffect(() => {
    if (!feed) return;
    /** When each comment on screen leaves it (performance.now() ms), for the density cap. */
    let onScreen: number[] = [];
    return feed.subscribe((message) => {
      const dm = engine.current;
      const { settings: s, matcher: m, reducedMotion: reduced, width } = latest.current;
      if (!dm || width <= 0) return;
      const c = prepareComment(message, s, m, reduced);
      if (!c) return;
      const now = performance.now();
      onScreen = onScreen.filter((t) => t > now);
      if (s.density > 0 && onScreen.length >= s.density && !c.own) return;
      onScreen.push(now + SPEED_SECONDS[s.speed] * 1000);
      const px = fontPx(s.size, width);
      if (asleep.current) {
        asleep.current = false;
        dm.show();
      }
      dm.emit({
        text: c.text,
        mode: c.mode,
        style: {
          font: `bold ${px}px/1.25 ${FONT_FAMILY}`,
          fillStyle: c.colour,
          strokeStyle: c.own ? OWN_OUTLINE : 'rgba(0,0,0,0.75)',
          lineWidth: c.own ? 4 : 2.5,
          textBaseline: 'bottom',
        },
      });
      trim(dm as unknown as DanmakuInternals);
    });
  }, [feed]);

  return (
    <div
      ref={box}
      aria-hidden
      data-testid="danmaku-layer"
      // Above the picture, under the controls; never takes a click.
      className="pointer-events-none absolute inset-x-0 top-0 overflow-hidden transition-[height]"
      style={{
        ...(inset > 0 ? { top: `${inset}px` } : {}),
        height:
          inset > 0
            ? `calc(${AREA_FRACTION[settings.area] * 100}% - ${inset}px)`
            : `${AREA_FRACTION[settings.area] * 100}%`,
        opacity: settings.opacity / 100,
      }}
    />
  );
}

/**
 * In live mode the library appends every comment to `comments` and only moves a cursor past the
 * ones it has shown, so a long broadcast would keep them all. Drop the shown ones now and then.
 * (It reads no other state from them; the cursor is moved back by as many.)
 */
function trim(dm: DanmakuInternals): void {
  const list = dm.comments;
  const position = dm._?.position;
  if (!Array.isArray(list) || typeof position !== 'number' || !dm._) return;
  if (position < TRIM_AFTER) return;
  list.splice(0, position);
  dm._.position = 0;
}
