import 'server-only';
import type { Endpoint } from '../endpoint';

/** Gifts in live rooms (issue 11). */
export const giftEndpoints: Endpoint[] = [];
