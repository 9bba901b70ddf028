import { useTranslations } from 'next-intl';
import { MessageSquare, type LucideIcon } from 'lucide-react';
import { Link } from '@/i18n/navigation';

const EMPTY: Record<'messages', { Icon: LucideIcon; href: string }> = {
  messages: { Icon: MessageSquare, href: '/main' },
};

/**
 * The member-centre tabs whose features have not arrived yet (the message centre comes with
 * notifications): a real, translated empty state with a way on, instead of the profile.
 */
export function EmptyTab({ tab }: { tab: keyof typeof EMPTY }) {
  const t = useTranslations(`member.empty.${tab}`);
  const { Icon, href } = EMPTY[tab];
  return (
    <section
      aria-labelledby={`member-${tab}-title`}
      data-testid={`member-${tab}`}
      className="bg-surface flex flex-col items-center gap-3 rounded-xl px-6 py-16 text-center shadow-sm"
    >
      <span className="bg-brand-soft text-brand grid size-14 place-items-center rounded-full">
        <Icon aria-hidden className="size-7" />
      </span>
      <h2 id={`member-${tab}-title`} className="text-ink text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-ink-soft max-w-md text-sm leading-relaxed">{t('text')}</p>
      <Link href={href} className="text-brand mt-1 text-sm font-semibold hover:underline">
        {t('action')}
      </Link>
    </section>
  );
}
