import 'server-only';
import type { Endpoint } from '../endpoint';

export const communityEndpoints: Endpoint[] = [];
