import 'server-only';
import { anchorExperienceOutput, memberPageInput, watchlistOutput } from '@/lib/live/contract';
import { anchorExperience, watchlist } from '@/lib/live/experience';
import { endpoint, ok, type Endpoint } from '../endpoint';

const TAG = 'live';

/** The member centre's lists (issue 25; docs/product.md §2 `/member` types 2 and 6, §7). */
export const memberCentreEndpoints: Endpoint[] = [
  // GET api/User/watchlistList – the followed anchors, a page at a time
  endpoint({
    method: 'GET',
    path: 'User/watchlistList',
    summary:
      'The anchors the user follows, a page at a time: those on air first, then the newest follows, each with its room (or null). The member centre’s “my follows” tab.',
    tag: TAG,
    auth: 'required',
    input: memberPageInput,
    output: watchlistOutput,
    handler: async ({ user, lang, input }) => ok(await watchlist(user, lang, input)),
  }),
  // GET api/User/anchorExperienceList – the anchor's broadcasts
  endpoint({
    method: 'GET',
    path: 'User/anchorExperienceList',
    summary:
      'The calling anchor’s broadcasts, newest first: start, end (null while on air), time on air, the most viewers at once, and the gifts received while on air. Anchors only.',
    tag: TAG,
    auth: 'anchor',
    input: memberPageInput,
    output: anchorExperienceOutput,
    handler: async ({ user, input }) => ok(await anchorExperience(user.id, input)),
  }),
];
