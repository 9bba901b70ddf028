import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { getViewer } from '@/lib/bff/server';
import { consoleCounts, consoleMe } from '@/lib/admin/server';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { AdminForbidden } from '@/components/admin/admin-gate';
import { AdminLogin } from '@/components/admin/admin-login';
import { ConsoleShell } from '@/components/admin/console-shell';

// A layout's params are typed by Next as plain strings (its LayoutProps).
type Props = { children: React.ReactNode; params: Promise<{ locale: string }> };

/**
 * Every /admin page (issue 27; docs/architecture.md "Console"). Rendered on the server so that
 * nobody without a console role receives any of it: visitors get a login prompt, other users a
 * 403, and the page itself is never rendered into the response. Each page checks its own role
 * again (and so does the API behind it).
 */
export default async function Layout({ children, params }: Props) {
  const { locale } = await params;
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
  const viewer = await getViewer();
  const me = viewer ? await consoleMe() : null;
  return (
    <ClientMessages page="admin">
      {!viewer ? (
        <div className="px-4 py-12">
          <AdminLogin />
        </div>
      ) : !me ? (
        <div className="px-4 py-12">
          <AdminForbidden />
        </div>
      ) : (
        <ConsoleShell me={me} counts={await consoleCounts()}>
          {children}
        </ConsoleShell>
      )}
    </ClientMessages>
  );
}
