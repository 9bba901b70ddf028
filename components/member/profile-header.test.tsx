import { screen } from '@testing-library/react';
import zh from '@/messages/zh.json';
import type { PublicUser } from '@/lib/account/contract';
import { renderWithProviders } from '@/test/render';
import { publicUser } from '@/test/users';
import { ProfileHeader } from './profile-header';

jest.mock('@/lib/client/toast');

const base = publicUser({ exp: 650, level: 3, balance: 88 });

function renderHeader(user: PublicUser) {
  return renderWithProviders(<ProfileHeader user={user} />);
}

describe('ProfileHeader', () => {
  it('shows level, exp, coins with one decimal and the invitation code', () => {
    renderHeader(base);
    expect(screen.getByText('Lao Zhang')).toBeInTheDocument();
    expect(screen.getByText('LV3')).toBeInTheDocument();
    expect(screen.getByText(zh.member.header.exp.replace('{exp}', '650'))).toBeInTheDocument();
    // LV3 starts at 400 exp and LV4 at 900 (lib/account/level).
    expect(
      screen.getByText(zh.member.header.toNext.replace('{level}', '4').replace('{exp}', '250')),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: zh.member.header.progress })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByTestId('member-balance')).toHaveTextContent('88.0 球币');
    expect(screen.getByText('AB12CD')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zh.member.header.copy })).toBeInTheDocument();
    expect(screen.queryByText(zh.member.header.anchor)).not.toBeInTheDocument();
  });

  it('shows a full bar at the highest level', () => {
    renderHeader({ ...base, level: 60, exp: 400_000 });
    expect(screen.getByText(zh.member.header.maxLevel)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('marks an anchor', () => {
    renderHeader({ ...base, is_anchor: 1, balance: 12.34 });
    expect(screen.getByText(zh.member.header.anchor)).toBeInTheDocument();
    expect(screen.getByTestId('member-balance')).toHaveTextContent('12.3 球币');
  });
});
