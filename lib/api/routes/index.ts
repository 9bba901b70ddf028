import 'server-only';
import { env } from '@/lib/env';
import type { Endpoint } from '../endpoint';
import { activityEndpoints } from './activity';
import { adminEndpoints } from './admin';
import { adminPublishEndpoints } from './admin-publish';
import { adminQueueEndpoints } from './admin-queues';
import { adminRoomEndpoints } from './admin-rooms';
import { adminSettingsEndpoints } from './admin-settings';
import { adminUserEndpoints } from './admin-users';
import { applicationEndpoints } from './applications';
import { chatEndpoints } from './chat';
import { communityEndpoints } from './community';
import { contentEndpoints } from './content';
import { devEndpoints } from './dev';
import { discussionEndpoints } from './discussion';
import { followEndpoints } from './follows';
import { foresightEndpoints } from './foresight';
import { giftEndpoints } from './gifts';
import { liveEndpoints } from './live';
import { matchEndpoints } from './matches';
import { memberEndpoints } from './member';
import { memberCentreEndpoints } from './member-centre';
import { messageEndpoints } from './messages';
import { nobleEndpoints } from './nobles';
import { paymentEndpoints } from './payment';
import { playerEndpoints } from './players';
import { pushEndpoints } from './push';
import { referralEndpoints } from './referral';
import { reportEndpoints } from './reports';
import { searchEndpoints } from './search';
import { systemEndpoints } from './system';
import { teamEndpoints } from './teams';
import { expertEndpoints } from './experts';
import { testTriggerEndpoints } from './test-triggers';
import { universalEndpoints } from './universal';
import { uploadEndpoints } from './upload';
import { userEndpoints } from './user';
import { videoEndpoints } from './video';
import { walletEndpoints } from './wallet';
import { listenToWallet } from '@/lib/chat/wallet-events';
import { listenForAlerts } from '@/lib/push/producers';
import { gradeOnFinalWhistle } from '@/lib/experts/grade-listener';

// The chat shows the wallet's gifts and horns (lib/events): wherever the API runs, it listens.
listenToWallet();
// Web Push alerts of the match feed's goals, final whistles and kick-offs (lib/push/producers.ts).
listenForAlerts();
// Expert plans are graded when the feed ends their match (lib/experts/grade-listener.ts).
gradeOnFinalWhistle();

/**
 * Every endpoint of the platform API, one list per domain. `dev/sms` exists only with the outbox
 * SMS provider (never in production: lib/env.ts refuses it there) and answers loopback callers
 * only; `dev: true` lists it regardless (the API reference documents it).
 */
export function allEndpoints(opts: { dev?: boolean } = {}): Endpoint[] {
  const dev = opts.dev ?? env().SMS_PROVIDER === 'outbox';
  return [
    ...systemEndpoints,
    ...userEndpoints,
    ...memberEndpoints,
    ...applicationEndpoints,
    ...expertEndpoints,
    ...messageEndpoints,
    ...pushEndpoints,
    ...memberCentreEndpoints,
    ...activityEndpoints,
    ...referralEndpoints,
    ...universalEndpoints,
    ...uploadEndpoints,
    ...matchEndpoints,
    ...foresightEndpoints,
    ...teamEndpoints,
    ...playerEndpoints,
    ...searchEndpoints,
    ...followEndpoints,
    ...liveEndpoints,
    ...chatEndpoints,
    ...contentEndpoints,
    ...videoEndpoints,
    ...communityEndpoints,
    ...discussionEndpoints,
    ...paymentEndpoints,
    ...giftEndpoints,
    ...nobleEndpoints,
    ...walletEndpoints,
    ...adminEndpoints,
    ...adminQueueEndpoints,
    ...adminUserEndpoints,
    ...adminRoomEndpoints,
    ...adminSettingsEndpoints,
    ...adminPublishEndpoints,
    ...reportEndpoints,
    ...(dev ? devEndpoints : []),
    // Tests and the bench only (./test-triggers; refused in production by lib/env.ts).
    ...(env().FEED_TEST_TRIGGER === 'on' ? testTriggerEndpoints : []),
  ];
}

let byPath: Map<string, Endpoint> | undefined;

/** The endpoint serving a path (case-insensitive), for the BFF's method rules. */
export function findEndpoint(path: string): Endpoint | undefined {
  byPath ??= new Map(allEndpoints().map((e) => [e.path.toLowerCase(), e]));
  return byPath.get(path.replace(/^\/+/, '').toLowerCase());
}
