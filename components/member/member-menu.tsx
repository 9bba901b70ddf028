import { useTranslations } from 'next-intl';
import {
  Award,
  BadgeCheck,
  CalendarCheck,
  ClipboardList,
  Crown,
  CreditCard,
  Heart,
  KeyRound,
  Megaphone,
  MessageSquare,
  Receipt,
  ShoppingBag,
  UserRound,
  Video,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import clsx from 'clsx';
import { Link } from '@/i18n/navigation';
import type { MemberMenuItem, MemberTabKey } from './menu';

const ICONS: Record<MemberTabKey, LucideIcon> = {
  profile: UserRound,
  wallet: Wallet,
  follows: Heart,
  noble: Crown,
  bookings: CalendarCheck,
  records: Receipt,
  bankCard: CreditCard,
  paymentPassword: KeyRound,
  messages: MessageSquare,
  liveSettings: Video,
  anchorNotice: Megaphone,
  applyAnchor: BadgeCheck,
  applyExpert: Award,
  myPlans: ClipboardList,
  myPurchases: ShoppingBag,
};

/** The member-centre menu: a card column on desktop, a horizontal scroller under 992 px. */
export function MemberMenu({ items, active }: { items: MemberMenuItem[]; active: number }) {
  const t = useTranslations('member');
  return (
    <nav aria-label={t('menuLabel')} className="bg-surface desk:py-3 rounded-xl shadow-sm">
      <p className="text-ink-faint desk:block hidden px-5 pb-2 text-xs font-semibold tracking-wider uppercase">
        {t('title')}
      </p>
      <ul className="desk:flex-col desk:overflow-visible desk:p-0 desk:px-2 flex gap-1 overflow-x-auto p-2">
        {items.map((item) => {
          const Icon = ICONS[item.key];
          const current = item.type === active;
          return (
            <li key={item.key} className="shrink-0">
              <Link
                href={{ pathname: '/member', query: { type: String(item.type) } }}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'flex items-center gap-2.5 rounded-lg px-4 py-2.5 text-sm whitespace-nowrap transition-colors',
                  current
                    ? 'bg-brand-soft text-brand font-semibold'
                    : 'text-ink-soft hover:bg-surface-muted hover:text-ink',
                )}
              >
                <Icon aria-hidden className="size-4" />
                {t(`menu.${item.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
