import 'server-only';
import {
  basketballPlayerRanking,
  basketballTeamRanking,
  dayList,
  dayRows,
  footballScorerRanking,
  hotMatches,
  liveMatches,
  liveScoreLines,
  liveTable,
  matchCentre,
  myReservations,
  recommendedMatches,
  reserve,
  setCollect,
  table,
  toggleCollect,
  unreserve,
} from '@/lib/matches/service';
import { seasonRounds, tableWithForm } from '@/lib/matches/season-rounds';
import {
  centreOutput,
  collectInput,
  collectOutput,
  dayListInput,
  dayListOutput,
  dayRowsOutput,
  detailInput,
  hotMatchesInput,
  liveTableOutput,
  matchIdInput,
  matchListOutput,
  playerRankingInput,
  rankingOutput,
  recommendInput,
  reserveOutput,
  scoreLinesOutput,
  scorerRankingInput,
  seasonInput,
  seasonMatchesInput,
  seasonMatchesOutput,
  seasonTableInput,
  seasonTableOutput,
  seqOutput,
  sportInput,
  teamRankingInput,
  teamRankingOutput,
  unreserveOutput,
} from '@/lib/matches/contract';
import { currentSeq } from '@/lib/realtime/pushes';
import { endpoint, ok } from '../endpoint';
import type { z } from 'zod';
import type { AuthUser } from '@/lib/account/auth';

/** all_match's and day_rows' input as the day lists take it (their defaults filled in). */
function dayQuery(input: z.infer<typeof dayListInput>, user: AuthUser | null) {
  return {
    sport: input.sport ?? 'football',
    date: input.date,
    status: input.status ?? 'all',
    competitionIds: input.competition_id,
    userId: user?.id ?? null,
    zone: input.tz,
  };
}

export const matchEndpoints = [
  // GET api/hot_match/initial_list – the home page's hot matches
  endpoint({
    method: 'GET',
    path: 'hot_match/initial_list',
    summary:
      "The home page's hot matches (up to 10): live ones first, then those kicking off in the next 24 h, each by competition importance then kick-off; today's results fill a quiet hour. Each item carries the competition's short_name_zh/_en/_vi.",
    tag: 'matches',
    input: hotMatchesInput,
    output: matchListOutput,
    handler: async ({ input }) =>
      ok(await hotMatches({ sport: input.sport, limit: 10, zone: input.tz })),
  }),
  // GET api/hot_match/recommend – a few live/upcoming matches of the top competitions
  endpoint({
    method: 'GET',
    path: 'hot_match/recommend',
    summary:
      'Recommended matches: live or kicking off in the next 24 h in the top competitions (big five leagues, Champions League, NBA, CBA), live first then soonest; other competitions only when those have none.',
    tag: 'matches',
    input: recommendInput,
    output: matchListOutput,
    handler: async ({ input }) =>
      ok(await recommendedMatches({ sport: input.sport, limit: input.limit ?? 6 })),
  }),
  // GET api/hot_match/getRobot – the live score lines of the moment
  endpoint({
    method: 'GET',
    path: 'hot_match/getRobot',
    summary:
      'The spec names it without detail; read as the "score robot": every live match right now as one compact score line (competition, teams, score, clock) in three languages, by competition importance.',
    tag: 'matches',
    input: sportInput,
    output: scoreLinesOutput,
    handler: async ({ input }) => ok(await liveScoreLines(input.sport)),
  }),
  // GET api/hot_match/seq – the push counters, for lists whose snapshot carries none
  endpoint({
    method: 'GET',
    path: 'hot_match/seq',
    summary:
      "Each sport's push `seq` now (docs/realtime.md). Not in the spec: a client refetching a list without a seq of its own (hot_match/initial_list, live_now) reads this first, then the list, and resumes the pushes after that seq.",
    tag: 'matches',
    output: seqOutput,
    handler: async () => {
      const [football, basketball] = await Promise.all([
        currentSeq('football'),
        currentSeq('basketball'),
      ]);
      return ok({ football, basketball });
    },
  }),
  // GET api/hot_match/live_now – every live match, for the home page's live-now block
  endpoint({
    method: 'GET',
    path: 'hot_match/live_now',
    summary:
      "Every match live right now as full list items (getRobot's matches): by competition importance, then kick-off. Not in the spec: the home page's live-now block, kept live by score pushes.",
    tag: 'matches',
    input: sportInput,
    output: matchListOutput,
    handler: async ({ input }) => ok(await liveMatches(input.sport)),
  }),
  // POST api/hot_match/all_match – a day of one sport, with the user's flags
  endpoint({
    method: 'POST',
    path: 'hot_match/all_match',
    summary:
      'A day of one sport for the score lists. `seq` is the sport\'s push counter read before the matches: apply websocket pushes with a larger seq. `competitions` are all those playing that day (filter choices). status "scheduled" includes postponed matches, "finished" cancelled ones. Unknown competition ids → code 1.',
    tag: 'matches',
    auth: 'optional',
    input: dayListInput,
    output: dayListOutput,
    handler: async ({ input, user }) => ok(await dayList(dayQuery(input, user))),
  }),
  // POST api/hot_match/day_rows – all_match as score list rows (not in the spec)
  endpoint({
    method: 'POST',
    path: 'hot_match/day_rows',
    summary:
      "Not in the spec: all_match's input and answer, each match only as a score list's row shows it (state, scores, cards, corners, flags) with the team names in the request's language. A busy day is under 40% of all_match's bytes; the site's score pages and their refetches read it.",
    tag: 'matches',
    auth: 'optional',
    input: dayListInput,
    output: dayRowsOutput,
    handler: async ({ input, user, lang }) => ok(await dayRows({ ...dayQuery(input, user), lang })),
  }),
  // GET api/Football/football_match_detail – a football match centre
  endpoint({
    method: 'GET',
    path: 'Football/football_match_detail',
    summary:
      "A football match: timeline (iszhu, match_str), statistics, line-ups, index data with history, head-to-head (10) and both teams' form (6). A basketball id → code 1.",
    tag: 'matches',
    input: detailInput,
    output: centreOutput,
    handler: async ({ input }) => ok(await matchCentre(input.id, 'football')),
  }),
  // GET api/Basketball/getInfo – a basketball match centre
  endpoint({
    method: 'GET',
    path: 'Basketball/getInfo',
    summary:
      'A basketball match, shaped like Football/football_match_detail; quarter scores in match.period_scores. A football id → code 1.',
    tag: 'matches',
    input: detailInput,
    output: centreOutput,
    handler: async ({ input }) => ok(await matchCentre(input.id, 'basketball')),
  }),
  // GET api/match/detail – a match centre of either sport, in one call
  endpoint({
    method: 'GET',
    path: 'match/detail',
    summary:
      'A match of any sport, shaped like Football/football_match_detail (match.sport tells which): one call for clients that only know the id. Unknown id → code 1.',
    tag: 'matches',
    input: detailInput,
    output: centreOutput,
    handler: async ({ input }) => ok(await matchCentre(input.id)),
  }),
  // GET api/Football/season_table – a competition's table
  endpoint({
    method: 'GET',
    path: 'Football/season_table',
    summary:
      "A competition's table (any sport; the NBA in two conferences) with team names in three languages and the seasons to choose from. Unknown competition or season → code 1.",
    tag: 'matches',
    input: seasonTableInput,
    output: seasonTableOutput,
    handler: async ({ input }) => {
      const id = input.competition_id ?? 82;
      const season = input.season_id ?? input.season;
      return ok(input.form ? await tableWithForm(id, season, input.form) : await table(id, season));
    },
  }),
  // GET api/Football/season_matches – results and fixtures of a season by round
  endpoint({
    method: 'GET',
    path: 'Football/season_matches',
    summary:
      "A competition's results and fixtures by round (any sport; the data library). `rounds` lists the season's rounds with how far each has been played; `matches` are those of `round`: the round asked for, or the current one (a round with a live match, else the first still mostly to be played, else the last played). A round the season does not have shows the current round. Unknown competition or season → code 1.",
    tag: 'matches',
    input: seasonMatchesInput,
    output: seasonMatchesOutput,
    handler: async ({ input }) =>
      ok(
        await seasonRounds(input.competition_id ?? 82, {
          season: input.season_id ?? input.season,
          round: input.round,
        }),
      ),
  }),
  // GET api/Football/live_table – a table with the matches being played now (as it stands)
  endpoint({
    method: 'GET',
    path: 'Football/live_table',
    summary:
      "The match centre's table (any sport): the table of the season's finished results (the pre-match table while matches are live) and `live`, its league matches being played now with their scores, to apply for the table as it stands (lib/matches/as-it-stands.ts). `seq` is the sport's push counter read first. Unknown competition or season → code 1.",
    tag: 'matches',
    input: seasonInput,
    output: liveTableOutput,
    handler: async ({ input }) =>
      ok(await liveTable(input.competition_id ?? 82, input.season_id ?? input.season)),
  }),
  // GET api/Basketball_database/teamRankingList – basketball team leaders
  endpoint({
    method: 'GET',
    path: 'Basketball_database/teamRankingList',
    summary:
      'Basketball team ranking of the current season: record and points per game, best winning percentage first. A non-basketball competition → code 1.',
    tag: 'matches',
    input: teamRankingInput,
    output: teamRankingOutput,
    handler: async ({ input }) => ok(await basketballTeamRanking(input.competition_id ?? 1)),
  }),
  // GET api/Basketball_database/playerRankingList – basketball player leaders
  endpoint({
    method: 'GET',
    path: 'Basketball_database/playerRankingList',
    summary:
      'Basketball player leaders of the current season by a per-game statistic. A non-basketball competition → code 1.',
    tag: 'matches',
    input: playerRankingInput,
    output: rankingOutput,
    handler: async ({ input }) =>
      ok(
        await basketballPlayerRanking(
          input.competition_id ?? 1,
          input.stat ?? 'points',
          input.limit ?? 20,
        ),
      ),
  }),
  // GET api/Football_database/footballGoalRankingList – top scorers or assist makers
  endpoint({
    method: 'GET',
    path: 'Football_database/footballGoalRankingList',
    summary:
      'Football top scorers (or assist makers) of the current season, counted from the goal events. A non-football competition → code 1.',
    tag: 'matches',
    input: scorerRankingInput,
    output: rankingOutput,
    handler: async ({ input }) =>
      ok(
        await footballScorerRanking(
          input.competition_id ?? 82,
          input.type ?? 'goals',
          input.limit ?? 20,
        ),
      ),
  }),
  // POST api/Basketballuser/collect – toggles a favourite match
  endpoint({
    method: 'POST',
    path: 'Basketballuser/collect',
    summary:
      "Toggles the user's favourite for a match of either sport (despite the path); answers the new state. With collected (0 or 1) it sets that state instead, idempotently (the site merges a guest's browser-kept favourites with collected: 1 after login). all_match marks favourites with collected: 1.",
    tag: 'matches',
    auth: 'required',
    input: collectInput,
    output: collectOutput,
    handler: async ({ input, user }) => {
      const r =
        input.collected === undefined
          ? await toggleCollect(user.id, input.match_id)
          : await setCollect(user.id, input.match_id, input.collected ? 1 : 0);
      return ok(r, r.collected ? 'api.collected' : 'api.uncollected');
    },
  }),
  // POST api/live/reserveMatch – books a match
  endpoint({
    method: 'POST',
    path: 'live/reserveMatch',
    summary:
      'Books a match (a reminder before kick-off); idempotent. A finished or cancelled match → code 1.',
    tag: 'matches',
    auth: 'required',
    input: matchIdInput,
    output: reserveOutput,
    handler: async ({ input, user }) => ok(await reserve(user.id, input.match_id), 'api.reserved'),
  }),
  // POST api/live/reserveMatch2 – cancels a booking
  endpoint({
    method: 'POST',
    path: 'live/reserveMatch2',
    summary:
      'The spec lists it next to reserveMatch without detail; read as its undo: cancels the booking of a match (idempotent, any match state).',
    tag: 'matches',
    auth: 'required',
    input: matchIdInput,
    output: unreserveOutput,
    handler: async ({ input, user }) =>
      ok(await unreserve(user.id, input.match_id), 'api.unreserved'),
  }),
  // GET api/live/myReservations – the member centre's "booked matches"
  endpoint({
    method: 'GET',
    path: 'live/myReservations',
    summary:
      "The user's booked matches: live and upcoming first (soonest first), then past ones (latest first).",
    tag: 'matches',
    auth: 'required',
    output: matchListOutput,
    handler: async ({ user }) => ok(await myReservations(user.id)),
  }),
];
