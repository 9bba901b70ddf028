import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { getViewer, serverApiOrNull } from '@/lib/bff/server';
import { seoMetadata } from '@/lib/seo/page';
import { LoginPrompt } from '@/components/member/login-prompt';
import { MemberMenu } from '@/components/member/member-menu';
import { resolveTab, visibleMenu, type MemberTabKey } from '@/components/member/menu';
import { ProfileTab } from '@/components/member/profile-tab';
import { BookingsTab } from '@/components/member/bookings-tab';
import { FollowedAnchors } from '@/components/live/followed-anchors';
import { FollowedTeams, readFollowedTeams } from '@/components/follows/followed-teams';
import { readApi } from '@/components/live/data';
import { Pagination } from '@/components/live/pagination';
import { AnchorNotice, AnchorRoomSettings } from '@/components/member/anchor-tabs';
import { AnchorHistory, HISTORY_LIMIT } from '@/components/member/anchor-history';
import { studioMessages } from '@/components/studio/messages-action';
import type { AnchorExperiencePage, Watchlist } from '@/lib/live/contract';
import { ProfilePaymentPassword } from '@/components/member/profile-payment-password';
import { WalletTab } from '@/components/wallet/wallet-tab';
import { OrdersTab, ORDERS_LIMIT } from '@/components/wallet/orders-tab';
import { BankCardTab } from '@/components/wallet/bank-card-tab';
import { NobleTab } from '@/components/wallet/noble-tab';
import type {
  AlipayInfo,
  BalanceInfo,
  BankInfo,
  BonusInfo,
  ExchangeSettings,
  GuardList,
  LedgerRow,
  Paged,
  TxType,
} from '@/lib/wallet/contract';
import { Link } from '@/i18n/navigation';
import { CalendarClock } from 'lucide-react';
import type { MatchItem } from '@/lib/matches/types';
import type { MyApplication } from '@/lib/applications/contract';
import type { MessagePage } from '@/lib/messages/contract';
import { MessagesTab } from '@/components/member/messages-tab';
import { ApplyAnchor } from '@/components/member/apply-anchor';
import type { AvatarOption, PublicUser, VerifiedInfo } from '@/lib/account/contract';
import type { MyExpert, PlanPage } from '@/lib/experts/contract';
import { ApplyExpert } from '@/components/experts/member-apply-expert';
import { MemberPlans } from '@/components/experts/member-plans';
import { PLANS_LIMIT } from '@/components/experts/member-data';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{
    type?: string | string[];
    /** Back from a recharge checkout (tab 1). */
    order?: string | string[];
    /** Open the recharge dialog (tab 1; the nav popover's link). */
    recharge?: string | string[];
    /** The page of a paged tab (2: follows, 6: the broadcast history, 12 and 13: plans). */
    page?: string | string[];
  }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [t, ts] = await Promise.all([
    getTranslations({ locale, namespace: 'member' }),
    getTranslations({ locale, namespace: 'seo' }),
  ]);
  // One user's own page: not indexed.
  return seoMetadata({
    locale,
    path: '/member',
    title: t('title'),
    description: ts('descriptions.member'),
    noindex: true,
  });
}

/** The booked broadcasts still ahead (their own page is /reserve); 0 when the read fails. */
async function bookedBroadcasts(): Promise<number> {
  const r = await serverApiOrNull<unknown[]>('Live_streaming/getUserReserveLiveList');
  return Array.isArray(r) ? r.length : 0;
}

/** The booked matches (`live/myReservations`); an empty list when the read fails. */
async function myBookings(): Promise<MatchItem[]> {
  const r = await serverApiOrNull<MatchItem[]>('live/myReservations');
  return Array.isArray(r) ? r : [];
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** A page number of the query (1 when missing or malformed). */
function pageParam(v: string | string[] | undefined): number {
  const n = Number(first(v));
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}

/** Followed anchors per page of tab 2. */
const FOLLOWS_LIMIT = 24;

/** Tab 2 (issue 25): a page of `User/watchlistList`, as FollowedAnchors reads it, and its pages. */
async function followsPage(page: number) {
  const read = await readApi<Watchlist>('User/watchlistList', { page, limit: FOLLOWS_LIMIT });
  return {
    read: read.ok ? { ok: true as const, data: read.data.list } : read,
    pages: read.ok ? Math.max(1, Math.ceil(read.data.total / FOLLOWS_LIMIT)) : 1,
    page,
  };
}

/** Tab 6: the studio's parts with their messages, and a page of the broadcast history. */
async function anchorRoomTab(locale: Locale, anchorId: number, page: number) {
  const [messages, history] = await Promise.all([
    studioMessages(locale),
    serverApiOrNull<AnchorExperiencePage>('User/anchorExperienceList', {
      page,
      limit: HISTORY_LIMIT,
    }),
  ]);
  return { messages, history, anchorId };
}

/**
 * Tabs 12 and 13 (issue 26): a page of the expert's own plans (Expert/myPlans) or of the plans
 * bought (Expert/myPurchases), and the pager's links under it.
 */
async function plansPage(kind: 'mine' | 'bought', page: number) {
  const read = await serverApiOrNull<PlanPage>(
    kind === 'mine' ? 'Expert/myPlans' : 'Expert/myPurchases',
    { page, limit: PLANS_LIMIT },
  );
  const type = kind === 'mine' ? 12 : 13;
  return (
    <div className="space-y-2">
      <MemberPlans kind={kind} initial={read} />
      <Pagination
        page={page}
        pages={read ? Math.max(1, Math.ceil(read.total / PLANS_LIMIT)) : 1}
        href={(p) => `/member?type=${type}&page=${p}`}
      />
    </div>
  );
}

/** An order number as the checkout returns it; anything else is ignored. */
function orderParam(v: string | string[] | undefined): string | undefined {
  const no = first(v);
  return no && /^[A-Za-z0-9_-]{1,64}$/.test(no) ? no : undefined;
}

/** Tab 1: both wallets, the sign-up bonus and the settlement delay, read in parallel. */
async function walletData() {
  const [info, bonus, settings] = await Promise.all([
    serverApiOrNull<BalanceInfo>('Balance/info'),
    serverApiOrNull<BonusInfo>('signup_coin_bonus/latest'),
    serverApiOrNull<ExchangeSettings>('coin_exchange_settings/latest'),
  ]);
  return { info, bonus, settlementHours: settings?.settlement_hours ?? null };
}

/** Tab 5: the filter and the first page of every movement. */
async function recordsData() {
  const [types, page] = await Promise.all([
    serverApiOrNull<TxType[]>('order/getTypeList'),
    serverApiOrNull<Paged<LedgerRow>>('Order/getList', {
      type: 'all',
      page: 1,
      limit: ORDERS_LIMIT,
    }),
  ]);
  return { types: Array.isArray(types) ? types : null, page };
}

/** Tab 9: the bound payout accounts (masked). */
async function accountsData() {
  const [bank, alipay] = await Promise.all([
    serverApiOrNull<BankInfo>('Bank_card/getInfo'),
    serverApiOrNull<AlipayInfo>('Bank_card/getAliPayInfo'),
  ]);
  return { bank, alipay };
}

/**
 * The wallet's tabs (issue 11): wallet, records, payout accounts, payment password and nobles,
 * each with what its first paint needs; null for the other tabs.
 */
async function walletTab(
  key: MemberTabKey,
  viewer: PublicUser,
  query: { order?: string | string[]; recharge?: string | string[] },
): Promise<React.ReactNode | null> {
  switch (key) {
    case 'wallet': {
      const w = await walletData();
      return (
        <WalletTab
          initial={w.info}
          viewerBalance={viewer.balance}
          bonus={w.bonus}
          isAnchor={viewer.is_anchor !== 0}
          settlementHours={w.settlementHours}
          orderNo={orderParam(query.order)}
          openRecharge={first(query.recharge) === '1'}
        />
      );
    }
    case 'records': {
      const r = await recordsData();
      return <OrdersTab initialTypes={r.types} initialPage={r.page} />;
    }
    case 'bankCard': {
      const a = await accountsData();
      return (
        <BankCardTab
          bank={a.bank}
          alipay={a.alipay}
          hasPaymentPassword={Boolean(viewer.has_payment_password)}
        />
      );
    }
    case 'paymentPassword':
      return (
        <ProfilePaymentPassword
          isSet={Boolean(viewer.has_payment_password)}
          mobile={viewer.mobile}
        />
      );
    case 'noble':
      return (
        <NobleTab
          initial={await serverApiOrNull<GuardList>('Guard/getList')}
          balance={viewer.balance}
        />
      );
    case 'profile':
    case 'follows':
    case 'bookings':
    case 'messages':
    case 'liveSettings':
    case 'anchorNotice':
    case 'applyAnchor':
    case 'applyExpert':
    case 'myPlans':
    case 'myPurchases':
      return null;
  }
}

export default async function MemberPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  // getViewer reads user/info once per request (shared with the nav bar); null means code 700.
  const [viewer, { type, order, recharge, page }] = await Promise.all([getViewer(), searchParams]);
  if (!viewer) {
    return (
      <div className="px-4 py-12">
        <LoginPrompt />
      </div>
    );
  }

  // The expert's standing decides their tabs (issue 26): an anchor can be an expert too.
  const [t, mine] = await Promise.all([
    getTranslations('member'),
    serverApiOrNull<MyExpert>('Expert/mine'),
  ]);
  const isAnchor = viewer.is_anchor !== 0;
  const isExpert = mine?.is_expert === 1;
  const tab = resolveTab(type, isAnchor, isExpert);
  const [wallet, avatars, verified] = await Promise.all([
    walletTab(tab.key, viewer, { order, recharge }),
    serverApiOrNull<AvatarOption[]>('user/avatarList'),
    viewer.is_verified
      ? serverApiOrNull<VerifiedInfo>('Member/getVerifiedInfo', undefined, 'POST')
      : null,
  ]);

  return (
    <div className="desk:flex-row desk:gap-6 desk:px-4 desk:py-6 mx-auto flex max-w-[1200px] flex-col gap-4 px-3 py-4">
      <aside className="desk:sticky desk:top-4 desk:w-56 desk:self-start shrink-0">
        <MemberMenu items={visibleMenu(isAnchor, isExpert)} active={tab.type} />
      </aside>
      <div className="min-w-0 flex-1">
        <h1 className="sr-only">{`${t('title')} – ${t(`menu.${tab.key}`)}`}</h1>
        {tab.key === 'bookings' ? (
          <div className="space-y-4">
            <Link
              href="/reserve"
              className="bg-surface text-ink hover:bg-surface-muted flex items-center gap-3 rounded-xl px-4 py-3 text-sm shadow-sm"
            >
              <CalendarClock className="text-brand size-5" aria-hidden />
              <span className="flex-1">
                {t('broadcastsBooked', { count: await bookedBroadcasts() })}
              </span>
              <span className="text-brand font-medium">{t('toReserve')}</span>
            </Link>
            <BookingsTab initial={await myBookings()} />
          </div>
        ) : tab.key === 'follows' ? (
          <FollowsTab {...await followsPage(pageParam(page))} />
        ) : tab.key === 'liveSettings' ? (
          <AnchorRoomTab
            title={t('menu.liveSettings')}
            intro={t('room.settingsIntro')}
            {...await anchorRoomTab(locale, viewer.id, pageParam(page))}
          />
        ) : tab.key === 'anchorNotice' ? (
          <div className="space-y-4">
            <h2 className="text-ink text-lg font-bold">{t('menu.anchorNotice')}</h2>
            <AnchorNotice messages={await studioMessages(locale)} />
          </div>
        ) : tab.key === 'messages' ? (
          <MessagesTab initial={await serverApiOrNull<MessagePage>('Push/getList')} />
        ) : tab.key === 'applyAnchor' ? (
          <ApplyAnchor
            initial={await serverApiOrNull<MyApplication>('Member/anchorApplication')}
            mobile={viewer.mobile}
          />
        ) : tab.key === 'applyExpert' ? (
          <ApplyExpert initial={mine} />
        ) : tab.key === 'myPlans' ? (
          await plansPage('mine', pageParam(page))
        ) : tab.key === 'myPurchases' ? (
          await plansPage('bought', pageParam(page))
        ) : wallet ? (
          wallet
        ) : (
          <ProfileTab user={viewer} avatars={avatars ?? []} verified={verified} />
        )}
      </div>
    </div>
  );
}

/** Tab 2: the followed anchors (on air as cards, the others in a list), a page at a time. */
/** Tab 2, my follows: the anchors (paged), then the teams (docs/product.md §2 "Following teams"). */
async function FollowsTab({ read, page, pages }: Awaited<ReturnType<typeof followsPage>>) {
  const [t, teams] = await Promise.all([getTranslations('liveList'), readFollowedTeams()]);
  return (
    <div className="space-y-6">
      <section aria-labelledby="follows-anchors" className="space-y-3">
        <h2 id="follows-anchors" className="text-ink text-lg font-bold">
          {t('attention.tabs.anchors')}
        </h2>
        <FollowedAnchors read={read} />
        <Pagination page={page} pages={pages} href={(p) => `/member?type=2&page=${p}`} />
      </section>
      <section aria-labelledby="follows-teams" className="space-y-3">
        <h2 id="follows-teams" className="text-ink text-lg font-bold">
          {t('attention.tabs.teams')}
        </h2>
        <FollowedTeams read={teams} />
      </section>
    </div>
  );
}

/** Tab 6 (the anchor's entry from the navigation bar): the room's settings, then its history. */
function AnchorRoomTab({
  title,
  intro,
  messages,
  history,
  anchorId,
}: { title: string; intro: string } & Awaited<ReturnType<typeof anchorRoomTab>>) {
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-ink text-lg font-bold">{title}</h2>
        <p className="text-ink-soft mt-1 text-sm">{intro}</p>
      </div>
      <AnchorRoomSettings messages={messages} anchorId={anchorId} />
      <AnchorHistory read={history} />
    </div>
  );
}
