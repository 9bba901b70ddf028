import 'server-only';
import { teamDetail } from '@/lib/teams/queries';
import { teamDetailOutput, teamIdInput } from '@/lib/teams/contract';
import { endpoint, ok } from '../endpoint';

/** Team pages (docs/product.md §2 "Teams, players and discussion"; docs/architecture.md "Team pages"). */
export const teamEndpoints = [
  // GET api/Team/detail – everything the team page shows
  endpoint({
    method: 'GET',
    path: 'Team/detail',
    summary:
      "A team's page in one call: the team with its venue, its live and next match, last 5 results and form, the current seasons' matches by competition with its row of each table as it stands (live scores applied), the squad by position with ages, top scorers (basketball: points per game), the rooms on air covering its live or next match, and up to 6 articles about it in the request's language. Unknown id → code 1 teamNotFound.",
    tag: 'matches',
    input: teamIdInput,
    output: teamDetailOutput,
    handler: async ({ input, lang }) => ok(await teamDetail(input.id, lang)),
  }),
];
