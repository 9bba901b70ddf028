import 'server-only';
import { actorOf } from '@/lib/admin/audit';
import { dashboard } from '@/lib/admin/dashboard';
import { dashboardInput, dashboardOutput } from '@/lib/admin/dashboard-contract';
import { readSettings, updateSettings } from '@/lib/admin/settings';
import {
  settingsOutput,
  settingsUpdateInput,
  settingsUpdateOutput,
} from '@/lib/admin/settings-contract';
import { endpoint, ok } from '../endpoint';

/**
 * The console's settings and dashboard (issue 27 "Settings", "Dashboard"). Settings
 * (docs/product.md §3 "System settings") are the administrators'; the dashboard is every staff
 * member's.
 */
export const adminSettingsEndpoints = [
  endpoint({
    method: 'GET',
    path: 'admin/settings',
    summary:
      'Administrators: every setting the console edits: app download addresses, contacts, the activity switch, the invite activity, the sign-up bonus, the coin exchange, the charge rules, the gift catalogue (with whether each gift was ever sent) and the noble tiers.',
    tag: 'admin',
    auth: 'admin',
    output: settingsOutput,
    handler: async ({ user }) => ok(await readSettings(user)),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/settingsUpdate',
    summary:
      'Administrators: change one settings group (`group`: app, contacts, activity, invite, signup_bonus, exchange) or add/change one item of a list group (charge_rule, gift: without `id` a new one; noble). Gifts and charge rules are never deleted, only disabled. One audit row `settings.update`; every instance uses the new values at once. Unknown item → "settingsItemNotFound"; a new gift’s slug in use → "settingsSlugTaken".',
    tag: 'admin',
    auth: 'admin',
    input: settingsUpdateInput,
    output: settingsUpdateOutput,
    handler: async (ctx) => ok(await updateSettings(actorOf(ctx), ctx.input)),
  }),
  endpoint({
    method: 'GET',
    path: 'admin/dashboard',
    summary:
      'Console staff: signed-up users (today, 7 days, total), people online, live rooms now, gift and recharge coins today, open queue sizes (null for a queue the caller may not open) and the last 14 days per day (sign-ups, gift coins, recharge coins). Users without a role → "forbidden".',
    tag: 'admin',
    auth: 'required',
    input: dashboardInput,
    output: dashboardOutput,
    handler: async ({ user, input }) => ok(await dashboard(user, input.tz || undefined)),
  }),
];
