import { answer } from '@/test/bff';

/** A page of admin/auditList: a settings change and a ban. */
export const auditPage = answer('admin/auditList', {
  list: [
    {
      id: 12,
      actor_id: 3,
      actor_nickname: 'Admin',
      actor_roles: 'admin,moderator,editor',
      action: 'settings.update',
      target_type: 'settings',
      target_id: 'signup_bonus',
      before: { enabled: true, amount: 10 },
      after: { enabled: true, amount: 25.5 },
      ip: '10.0.0.7',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
      created_at: '2026-11-29T06:30:00.000Z',
    },
    {
      id: 11,
      actor_id: 4,
      actor_nickname: 'Mod',
      actor_roles: 'moderator',
      action: 'user.ban',
      target_type: 'user',
      target_id: '42',
      before: null,
      after: { hours: 24, reason: 'spam' },
      ip: '10.0.0.8',
      user_agent: 'curl/8',
      created_at: '2026-11-29T05:00:00.000Z',
    },
  ],
  total: 2,
  page: 1,
  limit: 20,
});
