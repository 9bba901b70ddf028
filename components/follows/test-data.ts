/** Answers of the team-follow tests (checked: test/fixtures-contract.test.ts). */
import { answer } from '@/test/bff';

/** Team/follow: the state now and how many teams the user follows. */
export const teamFollowed = (teamId: number, followed: 0 | 1, total: number) =>
  answer('Team/follow', { team_id: teamId, followed, total });

/** Team/followList: the user's teams (ids only matter to the buttons). */
export const followList = (ids: number[]) =>
  answer('Team/followList', {
    max: 50,
    teams: ids.map((id, i) => ({
      team_id: id,
      sport: 'football',
      name: `Team ${id}`,
      short_name: `T${id}`,
      colour_primary: '#ef0107',
      colour_secondary: '#ffffff',
      followed_at: new Date(Date.UTC(2030, 4, 1, 12, i)).toISOString(),
      next_match: null,
    })),
  });

/** Team/followMerge: what a merge added and every team followed now. */
export const followMerged = (added: number, teamIds: number[]) =>
  answer('Team/followMerge', { added, skipped: 0, team_ids: teamIds });
