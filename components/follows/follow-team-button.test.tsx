import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/client/toast';
import { GUEST_TEAM_FOLLOWS_KEY, TEAM_FOLLOW_MAX } from '@/lib/follows/limits';
import en from '@/messages/en.json';
import { fail, mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { publicUser } from '@/test/users';
import { FollowTeamButton } from './follow-team-button';
import {
  mergeGuestTeamFollows,
  parseGuestTeamFollows,
  readGuestTeamFollows,
  setGuestTeamFollow,
} from './guest-team-follows';
import { followList, followMerged, teamFollowed } from './test-data';
import { resetFollowedTeams } from './use-followed-teams';

jest.mock('@/lib/client/toast');
const E = en.common.followTeam;

let bff: ReturnType<typeof mockBff>;
beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  resetFollowedTeams();
  bff = mockBff();
});
afterEach(() => jest.restoreAllMocks());

const button = () => screen.getByRole('button', { name: /Arsenal/ });

test('a guest follows in this browser: pressed, kept, no API call; every button agrees', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <FollowTeamButton teamId={5} name="Arsenal" />
      <FollowTeamButton teamId={5} name="Arsenal" size="sm" />
    </>,
    { locale: 'en', user: null },
  );
  const [a, b] = screen.getAllByRole('button', { name: /Arsenal/ });
  await waitFor(() => expect(a).toHaveAttribute('data-ready', '1'));
  expect(a).toHaveAttribute('aria-pressed', 'false');
  expect(a).toHaveAccessibleName(`${E.follow} Arsenal`);
  await user.click(a);
  expect(a).toHaveAttribute('aria-pressed', 'true');
  expect(b).toHaveAttribute('aria-pressed', 'true');
  expect(a).toHaveAccessibleName(`${E.following} Arsenal`);
  expect(readGuestTeamFollows()).toEqual([5]);
  expect(toast.success).toHaveBeenCalledWith(E.followedGuest.replace('{name}', 'Arsenal'), {
    id: 'team-follow',
  });
  await user.click(b);
  expect(a).toHaveAttribute('aria-pressed', 'false');
  expect(localStorage.getItem(GUEST_TEAM_FOLLOWS_KEY)).toBeNull();
  expect(bff.calls).toEqual([]);
});

test('a guest at the limit is told so and nothing changes', async () => {
  const user = userEvent.setup();
  const full = Array.from({ length: TEAM_FOLLOW_MAX }, (_, i) => i + 100);
  localStorage.setItem(GUEST_TEAM_FOLLOWS_KEY, JSON.stringify(full));
  renderWithProviders(<FollowTeamButton teamId={5} name="Arsenal" />, { locale: 'en', user: null });
  await waitFor(() => expect(button()).toHaveAttribute('data-ready', '1'));
  await user.click(button());
  expect(button()).toHaveAttribute('aria-pressed', 'false');
  expect(toast.error).toHaveBeenCalledWith(E.limit.replace('{max}', String(TEAM_FOLLOW_MAX)), {
    id: 'team-follow',
  });
  expect(readGuestTeamFollows()).toEqual(full);
});

test('a user: the list is read once, follow goes through Team/follow, a refusal puts it back', async () => {
  const user = userEvent.setup();
  bff.route('POST Team/followList', followList([6]));
  bff.route('POST Team/follow', teamFollowed(5, 1, 2));
  renderWithProviders(
    <>
      <FollowTeamButton teamId={5} name="Arsenal" />
      <FollowTeamButton teamId={6} name="Chelsea" />
    </>,
    { locale: 'en', user: publicUser() },
  );
  const chelsea = screen.getByRole('button', { name: /Chelsea/ });
  await waitFor(() => expect(chelsea).toHaveAttribute('aria-pressed', 'true'));
  await user.click(button());
  expect(button()).toHaveAttribute('aria-pressed', 'true');
  expect(bff.calls.filter((c) => c.path === 'Team/followList')).toHaveLength(1);
  expect(bff.calls.find((c) => c.path === 'Team/follow')?.body).toEqual({ team_id: 5, follow: 1 });
  expect(toast.success).toHaveBeenCalledWith(E.followed.replace('{name}', 'Arsenal'), {
    id: 'team-follow',
  });

  bff.route('POST Team/follow', fail('teamFollowLimit', 'You can follow at most 50 teams'));
  await user.click(chelsea);
  await waitFor(() => expect(chelsea).toHaveAttribute('aria-pressed', 'true'));
  expect(bff.calls.filter((c) => c.path === 'Team/follow')).toHaveLength(2);
});

test('the stored list and the merge after login', async () => {
  expect(parseGuestTeamFollows('[3, 3, -1, 0, 1.5, "4", 5]')).toEqual([3, 5]);
  expect(parseGuestTeamFollows('{oops')).toEqual([]);
  expect(setGuestTeamFollow(7, true)).toEqual([7]);
  expect(setGuestTeamFollow(9, true)).toEqual([7, 9]);
  const post = jest.fn().mockResolvedValue(followMerged(2, [7, 9]).data);
  await expect(mergeGuestTeamFollows(post)).resolves.toBe(2);
  expect(post).toHaveBeenCalledWith('Team/followMerge', { team_ids: [7, 9] });
  expect(readGuestTeamFollows()).toEqual([]);
  // Nothing to merge: no call. A network failure keeps them; a refusal forgets them.
  await expect(mergeGuestTeamFollows(post)).resolves.toBe(0);
  expect(post).toHaveBeenCalledTimes(1);
  setGuestTeamFollow(7, true);
  await mergeGuestTeamFollows(jest.fn().mockRejectedValue(new Error('offline')));
  expect(readGuestTeamFollows()).toEqual([7]);
  await mergeGuestTeamFollows(jest.fn().mockRejectedValue({ code: 1 }));
  expect(readGuestTeamFollows()).toEqual([]);
});
