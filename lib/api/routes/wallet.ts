import 'server-only';
import type { Endpoint } from '../endpoint';

/** Income, withdrawals, payout accounts and their review (issue 11). */
export const walletEndpoints: Endpoint[] = [];
