'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useLocale } from 'next-intl';
import { Gift } from 'lucide-react';
import { getPathname } from '@/i18n/navigation';
import { isLocale } from '@/i18n/routing';
import { apiPost, ApiError } from '@/lib/client/api';
import { loginDialogAtom } from '@/lib/client/atoms';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/client/storage';
import { toast } from '@/lib/client/toast';
import { CODE_LOGIN } from '@/lib/contract';
import type { PartnerToken } from '@/lib/activity/contract';
import { PARTNER_TOKEN_PARAM } from '@/lib/activity/limits';

/** The button's side, and how far it keeps from the screen's edges (CSS pixels). */
export const FLOAT_SIZE = 64;
export const FLOAT_MARGIN = 8;
/** A press that moves less than this is a tap, not a drag. */
export const DRAG_THRESHOLD = 6;
/** One arrow key press moves it this far (with Shift five times as far). */
export const KEY_STEP = 16;

export type FloatPoint = { x: number; y: number };

export type ActivityFloatProps = {
  loggedIn: boolean;
  /** The text under the icon (activity_config/float_win's label, else the default). */
  label: string;
  /** A site path of the picture; empty: the default icon. */
  image: string;
  /** Its accessible description: what it does and how to move it. */
  hint: string;
  /** Told when the partner cannot be reached. */
  failed: string;
};

function viewport() {
  const el = document.documentElement;
  return { w: el.clientWidth || window.innerWidth, h: window.innerHeight };
}

/** `p` moved inside the screen: the whole button visible, FLOAT_MARGIN from every edge. */
export function clampPoint(p: FloatPoint, w: number, h: number): FloatPoint {
  const maxX = Math.max(FLOAT_MARGIN, w - FLOAT_SIZE - FLOAT_MARGIN);
  const maxY = Math.max(FLOAT_MARGIN, h - FLOAT_SIZE - FLOAT_MARGIN);
  return {
    x: Math.round(Math.min(Math.max(p.x, FLOAT_MARGIN), maxX)),
    y: Math.round(Math.min(Math.max(p.y, FLOAT_MARGIN), maxY)),
  };
}

/** The kept position, else the right edge above the back-to-top control. */
function initialPoint(): FloatPoint {
  const { w, h } = viewport();
  let p: FloatPoint = { x: w - FLOAT_SIZE - 16, y: h - FLOAT_SIZE - 120 };
  try {
    const kept = JSON.parse(readStorage(STORAGE_KEYS.activityFloat) ?? 'null') as unknown;
    if (
      kept &&
      typeof kept === 'object' &&
      Number.isFinite((kept as FloatPoint).x) &&
      Number.isFinite((kept as FloatPoint).y)
    )
      p = { x: (kept as FloatPoint).x, y: (kept as FloatPoint).y };
  } catch {
    // An unreadable position is forgotten: the default place.
  }
  return clampPoint(p, w, h);
}

const keep = (p: FloatPoint) => writeStorage(STORAGE_KEYS.activityFloat, JSON.stringify(p));

const ARROWS: Record<string, FloatPoint> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * The floating activity button (docs/product.md §2, §6): draggable with a mouse, a pen or a
 * finger, kept where it was left in this browser, always inside the screen. A tap (not a drag),
 * Enter or Space opens the activity: the login dialog for a visitor, else a partner token and
 * /activity. Arrow keys move it. Client-only and fetched after the page is idle
 * (activity-float-host.tsx), so it never delays the first paint.
 */
export function ActivityFloat({
  loggedIn,
  label,
  image,
  hint,
  failed,
  navigate = (href) => window.location.assign(href),
}: ActivityFloatProps & {
  /** How it leaves for /activity (a full load: the page redirects to the partner). */
  navigate?: (href: string) => void;
}) {
  const locale = useLocale();
  const hintId = useId();
  const openLogin = useSetAtom(loginDialogAtom);
  const [pos, setPos] = useState<FloatPoint>(initialPoint);
  const [busy, setBusy] = useState(false);
  const drag = useRef<{ id: number; sx: number; sy: number; from: FloatPoint; moved: boolean }>(
    null,
  );
  /** The click after a drag's pointerup is not an opening. */
  const dragged = useRef(false);

  // A smaller window (rotation, resize, a phone's bars) never leaves it outside.
  useEffect(() => {
    const onResize = () => {
      const { w, h } = viewport();
      setPos((p) => {
        const c = clampPoint(p, w, h);
        return c.x === p.x && c.y === p.y ? p : c;
      });
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  async function open() {
    if (!loggedIn) {
      openLogin({ open: true, mode: 'code' });
      return;
    }
    if (busy) return;
    setBusy(true);
    const lang = isLocale(locale) ? locale : 'zh';
    try {
      const r = await apiPost<PartnerToken>('fk/getPartnerAccessToken', {}, { silent: true });
      navigate(
        getPathname({
          locale: lang,
          href: {
            pathname: '/activity',
            query: { url: r.url, [PARTNER_TOKEN_PARAM]: r.partner_access_token },
          },
        }),
      );
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiError && e.code === CODE_LOGIN) {
        openLogin({ open: true, mode: 'code' });
      } else if (e instanceof ApiError && e.key === 'activityUnavailable') {
        // The page says, in the viewer's language, that no partner is configured.
        navigate(getPathname({ locale: lang, href: '/activity' }));
      } else {
        toast.error(failed, { id: 'activity-failed' });
      }
    }
  }

  return (
    <>
      {/* Outside the button: the description, not part of its name (the visible label). */}
      <span id={hintId} className="sr-only">
        {hint}
      </span>
      <button
        type="button"
        data-testid="activity-float"
        aria-describedby={hintId}
        aria-busy={busy || undefined}
        style={{ left: pos.x, top: pos.y, width: FLOAT_SIZE, height: FLOAT_SIZE }}
        className="bg-surface text-brand ring-brand/20 hover:ring-brand/50 focus-visible:ring-brand fixed z-30 flex cursor-grab touch-none flex-col items-center justify-center gap-0.5 rounded-2xl shadow-lg ring-2 outline-none select-none focus-visible:ring-4 active:cursor-grabbing"
        onPointerDown={(e) => {
          if (e.button !== 0) return;
          drag.current = { id: e.pointerId, sx: e.clientX, sy: e.clientY, from: pos, moved: false };
          e.currentTarget.setPointerCapture?.(e.pointerId);
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (!d || d.id !== e.pointerId) return;
          const dx = e.clientX - d.sx;
          const dy = e.clientY - d.sy;
          if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
          d.moved = true;
          const { w, h } = viewport();
          setPos(clampPoint({ x: d.from.x + dx, y: d.from.y + dy }, w, h));
        }}
        onPointerUp={(e) => {
          const d = drag.current;
          if (!d || d.id !== e.pointerId) return;
          drag.current = null;
          if (!d.moved) return;
          dragged.current = true;
          const { w, h } = viewport();
          keep(
            clampPoint({ x: d.from.x + e.clientX - d.sx, y: d.from.y + e.clientY - d.sy }, w, h),
          );
        }}
        onPointerCancel={() => {
          drag.current = null;
        }}
        onClick={() => {
          if (dragged.current) {
            dragged.current = false;
            return;
          }
          void open();
        }}
        onKeyDown={(e) => {
          const a = ARROWS[e.key];
          if (!a) return;
          e.preventDefault();
          const step = e.shiftKey ? KEY_STEP * 5 : KEY_STEP;
          const { w, h } = viewport();
          const next = clampPoint({ x: pos.x + a.x * step, y: pos.y + a.y * step }, w, h);
          setPos(next);
          keep(next);
        }}
      >
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a settings picture of any size
          <img src={image} alt="" draggable={false} className="size-9 object-contain" />
        ) : (
          <Gift aria-hidden className="size-7" />
        )}
        <span className="max-w-full truncate px-1 text-[11px] leading-tight font-semibold">
          {label}
        </span>
      </button>
    </>
  );
}
