import 'server-only';
import { z } from 'zod';
import { searchMatches } from '@/lib/matches/search';
import { endpoint, ok } from '../endpoint';
import { competitionOutput, matchItemOutput, trio } from '@/lib/matches/schemas';

export const searchEndpoints = [
  // GET api/Search/index – the search results page's data
  endpoint({
    method: 'GET',
    path: 'Search/index',
    summary:
      'Search by keyword (1–20 characters; the nav bar sends up to 10). The match part: teams and competitions whose name in any of the three languages contains the keyword (case- and accent-insensitive), and their matches from 7 days back to 14 days ahead, live first, then upcoming soonest, then results latest. Anchors, rooms, news and videos join the answer with their features.',
    tag: 'matches',
    input: z.object({ name: z.string().trim().min(1).max(20).describe('the keyword') }),
    output: z.object({
      name: z.string(),
      teams: z.array(
        z.object({
          id: z.number().int(),
          sport: z.enum(['football', 'basketball']),
          ...trio('name'),
          ...trio('short_name'),
          logo: z.string(),
        }),
      ),
      competitions: z.array(
        competitionOutput.extend({ sport: z.enum(['football', 'basketball']) }),
      ),
      matches: z.array(matchItemOutput),
    }),
    handler: async ({ input }) => ok({ name: input.name, ...(await searchMatches(input.name)) }),
  }),
];
