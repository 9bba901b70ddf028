'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Crown, Gift, Megaphone, Plus } from 'lucide-react';
import type { PublicUser } from '@/lib/account/contract';
import { apiGet, apiPost, requireLogin } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { CoinBalance } from '@/components/member/coin-balance';
import { useRefreshViewer } from '@/components/member/use-refresh-viewer';
import { publishBalance, useLiveBalance } from '@/components/wallet/balance-store';
import { useMoneyAction } from '@/components/wallet/idempotency';
import { GiftPicker } from './gift-picker';
import { applyMoneyAnswer, reportMoneyError } from './money';
import type { GiftItem, HandselAnswer } from '@/lib/wallet/contract';

/** The logged-in viewer as the room's server render hands it over (never the session's secrets). */
export type RoomViewer = { id: number; balance: number };

// The dialogs (Radix, forms) are fetched when first wanted, not with the room (decision 014).
const loadSheet = () => import('./gift-sheet');
const loadNoble = () => import('./noble-dialog');
const loadHorn = () => import('./horn-composer');
const loadRecharge = () => import('@/components/wallet/recharge-dialog');
const GiftSheet = lazy(() => loadSheet().then((m) => ({ default: m.GiftSheet })));
const NobleDialog = lazy(() => loadNoble().then((m) => ({ default: m.NobleDialog })));
const HornComposer = lazy(() => loadHorn().then((m) => ({ default: m.HornComposer })));
const RechargeDialog = lazy(() => loadRecharge().then((m) => ({ default: m.RechargeDialog })));

type Overlay = 'sheet' | 'noble' | 'horn' | 'recharge';

/** After a purchase the nav's balance and level follow, once the viewer pauses (combos). */
const REFRESH_AFTER_MS = 1_500;

/**
 * An overlay's state: open or not, and whether it was ever wanted (its chunk is mounted from the
 * first opening on, so Radix can animate it shut and a second opening is instant).
 */
function useOverlays() {
  const [open, setOpen] = useState<Overlay | null>(null);
  const [wanted, setWanted] = useState<ReadonlySet<Overlay>>(new Set());
  const show = useCallback((o: Overlay) => {
    setWanted((w) => (w.has(o) ? w : new Set(w).add(o)));
    setOpen(o);
  }, []);
  const change = (o: Overlay) => (next: boolean) => {
    if (next) show(o);
    else setOpen((cur) => (cur === o ? null : cur));
  };
  return { open, wanted, show, change };
}

export type GiftBarProps = {
  roomId: number;
  anchorId: number;
  /** `Gift/getList`, read with the page. */
  gifts: GiftItem[];
  /** The logged-in viewer, or null for a visitor. */
  viewer: RoomViewer | null;
};

/**
 * The room's coin bar under the player: the gifts with a quantity and Send, the viewer's coins
 * with Recharge, the crown (noble tiers) and the megaphone (horn). Under 992 px the gifts move
 * into a sheet behind a gift button. Every send is one Idempotency-Key, reused when a retry
 * follows a lost answer; a visitor gets the login dialog; short of coins, a toast offers Recharge.
 */
export function GiftBar({ roomId, anchorId, gifts, viewer }: GiftBarProps) {
  const t = useTranslations('coins.bar');
  const { pending, run } = useMoneyAction();
  const overlays = useOverlays();
  const [selected, setSelected] = useState<number | null>(gifts[0]?.id ?? null);
  const [num, setNum] = useState(1);
  // The server's balance with the page, then every money answer's (publishBalance).
  const live = useLiveBalance(viewer?.balance ?? 0);
  const balance = viewer ? live : null;

  const refreshViewer = useRefreshViewer();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const paid = (answer: { balance: number; exp?: number; level?: number }) => {
    if (viewer) applyMoneyAnswer(viewer.id, answer);
    // The nav's level and the room's ranking are server-rendered: read once the gifts pause.
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void refreshViewer(), REFRESH_AFTER_MS);
  };

  const recharge = { label: t('recharge'), open: () => overlays.show('recharge') };
  const onError = (e: unknown) => reportMoneyError(e, recharge, t('failed'));
  const blocked = viewer !== null && viewer.id === anchorId ? t('self') : null;

  const send = async () => {
    const gift = gifts.find((g) => g.id === selected);
    if (!gift || pending || blocked) return;
    if (!viewer) {
      requireLogin();
      return;
    }
    const body = { room_id: roomId, gift_id: gift.id, num: gift.combo ? num : 1 };
    const outcome = await run(body, (key) =>
      apiPost<HandselAnswer>('member/handselGift', body, { idempotencyKey: key, silent: true }),
    );
    if (!outcome) return;
    if (!outcome.ok) {
      onError(outcome.error);
      return;
    }
    const r = outcome.data;
    paid(r);
    toast.success(t('sent', { gift: r.gift?.name ?? gift.name, num: r.num ?? body.num }), {
      id: 'gift-sent',
    });
  };

  // Back from recharging: read the balance again (the coins arrive when the provider confirms).
  const rechargeChange = (open: boolean) => {
    overlays.change('recharge')(open);
    if (!open && viewer)
      apiGet<PublicUser>('user/info', undefined, { silent: true }).then(
        (u) => publishBalance(u.balance),
        () => undefined,
      );
  };

  const picker = {
    gifts,
    selected,
    onSelect: (id: number) => setSelected(id),
    num,
    onNum: setNum,
    balance,
    pending,
    blocked,
    onSend: () => void send(),
  };

  const iconButton =
    'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-white ring-1 ring-white/20 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-amber-300';

  return (
    <section
      aria-label={t('label')}
      data-testid="gift-bar"
      className="bg-nav-soft border-nav-line flex min-h-16 shrink-0 items-center gap-2 border-t px-3 py-1.5 text-white"
    >
      <div className="mobile:hidden flex min-w-0 flex-1">
        <GiftPicker {...picker} layout="bar" />
      </div>
      <button
        type="button"
        className="desk:hidden inline-flex h-9 items-center gap-1.5 rounded-full bg-rose-600 px-4 text-sm font-semibold text-white shadow hover:bg-rose-500"
        aria-haspopup="dialog"
        aria-expanded={overlays.open === 'sheet'}
        onPointerEnter={() => void loadSheet()}
        onClick={() => overlays.show('sheet')}
      >
        <Gift aria-hidden className="size-4" />
        {t('gift')}
      </button>
      <span className="desk:hidden flex-1" />
      {viewer && balance !== null ? (
        <span className="desk:border-l desk:border-white/15 desk:pl-3 flex shrink-0 items-center gap-1 text-sm">
          <span className="sr-only">{t('balance')}</span>
          <CoinBalance value={balance} testId="room-balance" className="font-semibold" />
          <button
            type="button"
            aria-label={t('recharge')}
            title={t('recharge')}
            onPointerEnter={() => void loadRecharge()}
            onClick={() => overlays.show('recharge')}
            className="grid size-7 place-items-center rounded-full bg-amber-500 text-white hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300"
          >
            <Plus aria-hidden className="size-4" />
          </button>
        </span>
      ) : null}
      <button
        type="button"
        className={iconButton}
        aria-haspopup="dialog"
        aria-expanded={overlays.open === 'noble'}
        aria-label={t('noble')}
        title={t('noble')}
        onPointerEnter={() => void loadNoble()}
        onClick={() => overlays.show('noble')}
      >
        <Crown aria-hidden className="size-4 text-amber-300" />
        <span className="mobile:sr-only">{t('noble')}</span>
      </button>
      <button
        type="button"
        className={iconButton}
        aria-haspopup="dialog"
        aria-expanded={overlays.open === 'horn'}
        aria-label={t('horn')}
        title={t('horn')}
        onPointerEnter={() => void loadHorn()}
        onClick={() => (viewer ? overlays.show('horn') : requireLogin())}
      >
        <Megaphone aria-hidden className="size-4" />
        <span className="mobile:sr-only">{t('horn')}</span>
      </button>

      {overlays.wanted.has('sheet') && (
        <Suspense fallback={null}>
          <GiftSheet
            {...picker}
            open={overlays.open === 'sheet'}
            onOpenChange={overlays.change('sheet')}
            onRecharge={viewer ? recharge.open : null}
          />
        </Suspense>
      )}
      {overlays.wanted.has('noble') && (
        <Suspense fallback={null}>
          <NobleDialog
            open={overlays.open === 'noble'}
            onOpenChange={overlays.change('noble')}
            viewerId={viewer?.id ?? null}
            onPaid={paid}
            onError={onError}
          />
        </Suspense>
      )}
      {overlays.wanted.has('horn') && (
        <Suspense fallback={null}>
          <HornComposer
            open={overlays.open === 'horn'}
            onOpenChange={overlays.change('horn')}
            viewerId={viewer?.id ?? null}
            onPaid={paid}
            onError={onError}
          />
        </Suspense>
      )}
      {overlays.wanted.has('recharge') && (
        <Suspense fallback={null}>
          <RechargeDialog open={overlays.open === 'recharge'} onOpenChange={rechargeChange} />
        </Suspense>
      )}
    </section>
  );
}
