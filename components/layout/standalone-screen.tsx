import clsx from 'clsx';
import { Link } from '@/i18n/navigation';
import { LogoMark } from './logo';

/**
 * A page outside the site's layout (the 404 page, /activity, the error page of a failed shell):
 * the whole dark screen with the brand's glow and the site's mark linking home. Server and client
 * components both use it.
 */
export function StandaloneScreen({
  siteName,
  className,
  testId,
  children,
}: {
  /** The mark's label: the site's name, or the page's own title. */
  siteName: string;
  className?: string;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <main
      data-testid={testId}
      className={clsx(
        'bg-nav relative flex min-h-screen flex-col items-center justify-center overflow-hidden px-6 text-center text-white',
        className,
      )}
    >
      <div
        aria-hidden
        className="bg-brand/15 absolute top-1/3 left-1/2 size-[32rem] -translate-x-1/2 rounded-full blur-3xl"
      />
      <Link
        href="/main"
        className="relative mb-10 inline-flex items-center gap-2 text-lg font-bold"
      >
        <LogoMark className="size-8" />
        {siteName}
      </Link>
      {children}
    </main>
  );
}
