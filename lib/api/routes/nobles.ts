import 'server-only';
import type { Endpoint } from '../endpoint';

/** Noble tiers, horns and their review (issue 11). */
export const nobleEndpoints: Endpoint[] = [];
