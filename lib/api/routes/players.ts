import 'server-only';
import { playerDetailInput, playerDetailOutput } from '@/lib/players/contract';
import { playerDetail } from '@/lib/players/queries';
import { endpoint, ok } from '../endpoint';

const TAG = 'players';

/** Player pages (docs/product.md §2 "Teams, players and discussion"). */
export const playerEndpoints = [
  // GET api/Player/detail – one player's page
  endpoint({
    method: 'GET',
    path: 'Player/detail',
    summary:
      "One player's page (/player?id=): names in the three languages, club, position, shirt number, nationality, birth date and age; his figures per competition season (football appearances, minutes, goals and penalties, assists, yellow and red cards; basketball appearances and points, rebounds and assists per game) and his last live or finished matches with what he did in each. Goals, assists and cards are counted from the match timelines, so they equal them. Unknown id → code 1 playerNotFound.",
    tag: TAG,
    input: playerDetailInput,
    output: playerDetailOutput,
    handler: async ({ input }) => ok(await playerDetail(input.id)),
  }),
];
