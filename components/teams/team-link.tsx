import clsx from 'clsx';
import { Link } from '@/i18n/navigation';

/** The address of a team's page (docs/product.md §2 "Teams, players and discussion"). */
export function teamHref(teamId: number): string {
  return `/team?id=${teamId}`;
}

/**
 * A team's name as a link to its page, wherever a team is named outside a bigger link (never
 * nest it in another <a>). Server- and client-safe.
 */
export function TeamLink({
  teamId,
  children,
  className,
  title,
  testId,
}: {
  teamId: number;
  children: React.ReactNode;
  className?: string;
  title?: string;
  testId?: string;
}) {
  return (
    <Link
      prefetch={false}
      href={teamHref(teamId)}
      title={title}
      data-testid={testId}
      className={clsx('hover:text-brand hover:underline', className)}
    >
      {children}
    </Link>
  );
}
