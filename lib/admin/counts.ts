import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { AuthUser } from '@/lib/account/auth';
import { db } from '@/lib/db/client';
import { anchorApplications, expertApplications, horns, withdrawals } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import type { QueueCounts } from './contract';
import { holdsRole, isStaff } from './roles';
import { openReportTargets } from '@/lib/reports';

/**
 * How many items wait in each review queue (the console's menu badges and the dashboard;
 * docs/architecture.md "Console"). A queue the reader may not work on counts as null, so the menu
 * shows no number it would not let them open.
 */
export async function queueCounts(
  reader: Pick<AuthUser, 'isAdmin' | 'staffRoles'>,
): Promise<QueueCounts> {
  if (!isStaff(reader)) throw new AppError('forbidden');
  const waiting = async (
    table:
      typeof anchorApplications | typeof expertApplications | typeof horns | typeof withdrawals,
  ) => {
    const [{ n }] = await db().select({ n: count() }).from(table).where(eq(table.status, 0));
    return Number(n);
  };
  const admin = holdsRole(reader, 'admin');
  const moderator = holdsRole(reader, 'moderator');
  const [anchors, experts, hornCount, withdrawalCount] = await Promise.all([
    admin ? waiting(anchorApplications) : null,
    admin ? waiting(expertApplications) : null,
    moderator ? waiting(horns) : null,
    admin ? waiting(withdrawals) : null,
  ]);
  return {
    anchors,
    experts,
    horns: hornCount,
    withdrawals: withdrawalCount,
    // The open reports, grouped by the thing reported (lib/reports).
    reports: moderator ? await openReportTargets() : null,
  };
}
