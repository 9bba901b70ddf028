import 'server-only';
import { z } from 'zod';
import { competitionOutput, matchItemOutput, trio } from '@/lib/matches/contract';
import { roomItemOutput } from '@/lib/live/contract';
import {
  anchorHitOutput,
  pagedOf,
  playerHitOutput,
  searchContentInput,
  searchContentOutput,
  searchIndexInput,
  searchPageInput,
  sectionsOutput,
} from '@/lib/search/schemas';
import {
  clientOf,
  searchAnchorPage,
  searchContentPage,
  searchRoomPage,
  searchSite,
} from '@/lib/search/site';
import { endpoint, ok } from '../endpoint';

const HOW =
  'The keyword is 1–20 characters after trimming (an empty one answers code 1 searchKeywordEmpty); it matches case- and accent-insensitively in Chinese, English and Vietnamese ("bong da" finds "bóng đá"); % and _ are plain characters.';

export const searchEndpoints = [
  // GET api/Search/index – the search results page's data
  endpoint({
    method: 'GET',
    path: 'Search/index',
    summary: `Search the whole site. ${HOW} Answers the match part (teams and competitions whose name in any language contains the keyword, and their matches from 7 days back to 14 days ahead: live first, then upcoming soonest, then results latest) and the first page of every other section with its total: anchors (by nickname; 6), rooms (by title, live first; 8), news (10), videos (8) and posts (10), best match first (title equal, title prefix, a title word's prefix, title, text), then popularity against age. A search that found something counts once per client and keyword for the hot searches (universal/getHot). A logged-in user's followed teams (Team/follow) come first among the teams.`,
    tag: 'search',
    auth: 'optional',
    input: searchIndexInput,
    output: z
      .object({
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
        players: z
          .array(playerHitOutput)
          .describe(
            'players whose name in any language contains the keyword (up to 12), best match first',
          ),
        competitions: z.array(
          competitionOutput.extend({ sport: z.enum(['football', 'basketball']) }),
        ),
        matches: z.array(matchItemOutput),
      })
      .extend(sectionsOutput.shape),
    handler: async ({ input, lang, user, ip }) =>
      ok({
        name: input.name,
        ...(await searchSite(input.name, {
          lang,
          client: clientOf(user, ip),
          userId: user?.id ?? null,
        })),
      }),
  }),
  // GET api/Search/anchor – anchors by nickname, paged
  endpoint({
    method: 'GET',
    path: 'Search/anchor',
    summary: `Anchors whose nickname contains the keyword, with their room and whether it is live: the best match first (equal, prefix, a word's prefix, anywhere), then on air, then the most followed. ${HOW}`,
    tag: 'search',
    input: searchPageInput,
    output: pagedOf(anchorHitOutput),
    handler: async ({ input, lang }) =>
      ok(await searchAnchorPage({ keyword: input.name, lang, page: input.page, size: input.size })),
  }),
  // GET api/Search/live – live rooms by title, paged
  endpoint({
    method: 'GET',
    path: 'Search/live',
    summary: `Live rooms whose title contains the keyword, those on air first, then the best match, then the most followed anchor's; items as in live_streaming/getLiveList2. ${HOW}`,
    tag: 'search',
    input: searchPageInput,
    output: pagedOf(roomItemOutput),
    handler: async ({ input, lang }) =>
      ok(await searchRoomPage({ keyword: input.name, lang, page: input.page, size: input.size })),
  }),
  // GET api/Search/content – an extension: news, videos or posts, paged
  endpoint({
    method: 'GET',
    path: 'Search/content',
    summary: `An extension of this site (not in the original API): a page of news, videos or community posts (kind) for the results page's "more" links, ranked as in Search/index; news and videos in the request language where translated. ${HOW}`,
    tag: 'search',
    input: searchContentInput,
    output: searchContentOutput,
    handler: async ({ input, lang }) =>
      ok(
        await searchContentPage({
          keyword: input.name,
          kind: input.kind,
          lang,
          page: input.page,
          size: input.size,
        }),
      ),
  }),
];
