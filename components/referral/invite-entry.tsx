'use client';

import { useState, type MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Gift } from 'lucide-react';
import clsx from 'clsx';
import { Link, useRouter } from '@/i18n/navigation';
import { apiGet } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import type { InviteActivity } from '@/lib/referral/contract';

/**
 * The navigation's invite entry (docs/product.md §2): opens /recommend only when the server says
 * an invite activity is open (`invite_activity/latest`), else tells 活动已关闭 in the user's
 * language. A link underneath, so it works before hydration and in a new tab (the page itself
 * shows the closed state too).
 */
export function InviteEntry({
  variant,
  onNavigate,
}: {
  variant: 'bar' | 'drawer';
  onNavigate?: () => void;
}) {
  const t = useTranslations('userMenu');
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function open(e: MouseEvent<HTMLAnchorElement>) {
    // Modified clicks (new tab, new window) go to the page, which says whether it is open.
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    let isOpen = true;
    try {
      const a = await apiGet<Pick<InviteActivity, 'open'>>(
        'invite_activity/latest',
        { is_detail: 0 },
        { silent: true },
      );
      isOpen = a?.open === true;
    } catch {
      // Unknown: the page answers for itself.
    } finally {
      setBusy(false);
    }
    if (!isOpen) {
      toast.warning(t('inviteClosed'));
      return;
    }
    onNavigate?.();
    router.push('/recommend');
  }

  return (
    <Link
      href="/recommend"
      onClick={(e) => void open(e)}
      aria-busy={busy || undefined}
      data-testid={`invite-entry-${variant}`}
      className={
        variant === 'bar'
          ? 'flex h-9 items-center gap-1.5 rounded-full px-2.5 text-sm whitespace-nowrap text-amber-300 transition hover:bg-white/10'
          : 'flex items-center gap-2 rounded-lg px-2 py-2 text-sm text-amber-300 hover:bg-white/5'
      }
    >
      <Gift aria-hidden className={clsx(variant === 'bar' ? 'size-4.5' : 'size-4')} />
      <span className={clsx(variant === 'bar' && 'max-xl:sr-only')}>{t('invite')}</span>
    </Link>
  );
}
