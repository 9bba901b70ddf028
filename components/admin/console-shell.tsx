import { useTranslations } from 'next-intl';
import { ShieldCheck } from 'lucide-react';
import type { ConsoleMe, QueueCounts } from '@/lib/admin/contract';
import { AdminForbidden } from './admin-gate';
import { ConsoleNav } from './console-nav';
import { ReauthProvider } from './reauth';

/**
 * The operators' console around every /admin page (docs/architecture.md "Console"): a header
 * with the operator and their roles, the menu of the sections their roles open, and the page.
 */
export function ConsoleShell({
  me,
  counts,
  children,
}: {
  me: ConsoleMe;
  counts: QueueCounts | null;
  children: React.ReactNode;
}) {
  const t = useTranslations('console');
  return (
    <ReauthProvider>
      <div className="desk:px-4 desk:py-5 mx-auto flex max-w-[1440px] flex-col gap-3 px-3 py-3">
        <header className="flex flex-wrap items-center gap-2">
          <ShieldCheck aria-hidden className="text-brand size-6" />
          <p className="text-ink text-lg font-semibold">{t('title')}</p>
          <span className="text-ink-faint ml-auto flex items-center gap-2 text-sm">
            <span>{me.user_nickname}</span>
            {me.roles.map((r) => (
              <span
                key={r}
                data-testid="console-role"
                className="bg-surface-muted text-ink-soft rounded-full px-2 py-0.5 text-xs"
              >
                {t(`roles.${r}`)}
              </span>
            ))}
          </span>
        </header>
        <div className="desk:flex-row flex flex-col gap-4">
          <ConsoleNav roles={me.roles} initialCounts={counts} />
          <div className="min-w-0 flex-1">{children}</div>
        </div>
      </div>
    </ReauthProvider>
  );
}

/** A section the caller's roles do not open: the 403, inside the console. */
export function ConsoleForbidden() {
  return <AdminForbidden />;
}
