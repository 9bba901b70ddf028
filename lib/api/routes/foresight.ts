import 'server-only';
import { foresightList, foresightMatch } from '@/lib/foresight/service';
import {
  foresightListInput,
  foresightListOutput,
  foresightMatchInput,
  foresightMatchOutput,
} from '@/lib/foresight/contract';
import { API_ZONE } from '@/lib/rules';
import { endpoint, ok } from '../endpoint';

const TAG = 'foresight';

/** The intelligence centre (docs/product.md §2 `/foresight`). */
export const foresightEndpoints = [
  // GET api/foresight/list – the upcoming matches of a day with their intelligence
  endpoint({
    method: 'GET',
    path: 'foresight/list',
    summary:
      "The intelligence centre (/foresight): one sport's matches still to kick off on `date` (today or one of the next three days in `tz`), most important competition first, a page of 12 at a time. Each: both teams' injured and suspended players (reason, injury day, expected return), their expected line-ups (the published team sheet, else the probable eleven without the absent), last five results, the meetings of the two, their table places with the matches left and what is at stake, and the default bookmaker's handicap, total and 1X2 (moneyline) from opening to now. Names in the request's language. A day outside the four → code 1 invalidField; an unknown competition → code 1 competitionNotFound.",
    tag: TAG,
    input: foresightListInput,
    output: foresightListOutput,
    handler: async ({ input, lang }) =>
      ok(
        await foresightList({
          sport: input.sport ?? 'football',
          date: input.date,
          zone: input.tz ?? API_ZONE,
          competitionId: input.competition_id,
          page: input.page,
          lang,
        }),
      ),
  }),
  // GET api/foresight/match – one match's intelligence
  endpoint({
    method: 'GET',
    path: 'foresight/match',
    summary:
      "One match's intelligence, shaped like an item of foresight/list (any match: a finished one shows the absences and line-ups it was played with). Unknown id → code 1 matchNotFound.",
    tag: TAG,
    input: foresightMatchInput,
    output: foresightMatchOutput,
    handler: async ({ input, lang }) => ok(await foresightMatch(input.id, lang)),
  }),
];
