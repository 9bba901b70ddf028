/** Answers of the referral components' tests (checked: test/fixtures-contract.test.ts). */
import { answer } from '@/test/bff';

/** invite_activity/latest without the caller's figures (is_detail=0), open or closed. */
export const inviteActivity = (open: boolean) =>
  answer('invite_activity/latest', {
    open,
    id: open ? 'demo-invite' : '',
    inviter_reward: open ? 50 : 0,
    friend_reward: open ? 20 : 0,
    daily_cap: open ? 10 : 0,
    ends_at: null,
    mine: null,
  });

/** invite_activity/accessStatistics: the visit was counted. */
export const visitCounted = answer('invite_activity/accessStatistics', { counted: true });
