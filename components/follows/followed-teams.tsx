import 'server-only';
import { getFormatter, getTimeZone, getTranslations } from 'next-intl/server';
import { unstable_rethrow } from 'next/navigation';
import { Heart } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { serverApi } from '@/lib/bff/server';
import { CODE_LOGIN, isApiError } from '@/lib/contract';
import type { TeamFollowList } from '@/lib/follows/contract';
import { Crest } from '@/components/scores/crest';
import { EmptyState } from '@/components/live/empty-state';
import { LoginState } from '@/components/live/login-state';
import { FollowTeamButton } from './follow-team-button';

export type FollowedTeamsRead = { ok: true; data: TeamFollowList } | { ok: false; login: boolean };

/** `Team/followList` for the page (a visitor's code 700 reads as the login state). */
export async function readFollowedTeams(): Promise<FollowedTeamsRead> {
  try {
    return { ok: true, data: await serverApi<TeamFollowList>('Team/followList', {}, 'POST') };
  } catch (err) {
    unstable_rethrow(err);
    return { ok: false, login: isApiError(err) && err.code === CODE_LOGIN };
  }
}

/**
 * "My follows" › teams (`/attention?tab=teams`, docs/product.md §2 "Teams, players and
 * discussion"): each followed team with its crest, name (→ /team?id=), sport, the match it plays
 * now or next (→ the match centre) and an unfollow toggle. Server-rendered. A visitor gets the
 * login state: their browser-kept follows join the account on login and show here then.
 */
export async function FollowedTeams({ read }: { read: FollowedTeamsRead }) {
  const [t, format, zone] = await Promise.all([
    getTranslations('liveList'),
    getFormatter(),
    getTimeZone(),
  ]);
  if (!read.ok)
    return read.login ? (
      <LoginState
        title={t('teams.loginTitle')}
        text={t('teams.loginText')}
        button={t('login.button')}
      />
    ) : (
      <p
        role="status"
        className="bg-surface text-ink-soft rounded-xl px-4 py-14 text-center text-sm shadow-sm"
      >
        {t('unavailable')}
      </p>
    );
  const { teams } = read.data;
  if (!teams.length)
    return (
      <EmptyState
        Icon={Heart}
        title={t('teams.emptyTitle')}
        text={t('teams.emptyText')}
        actions={[{ href: '/football', label: t('teams.browse'), primary: true }]}
      />
    );
  return (
    <ul
      className="bg-surface divide-surface-page divide-y rounded-xl shadow-sm"
      data-testid="followed-teams"
    >
      {teams.map((team) => {
        const m = team.next_match;
        return (
          <li
            key={team.team_id}
            data-team-id={team.team_id}
            className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3"
          >
            <Crest teamId={team.team_id} size={36} />
            <div className="min-w-0 flex-1">
              <p className="flex min-w-0 items-center gap-2">
                <Link
                  href={`/team?id=${team.team_id}`}
                  prefetch={false}
                  className="text-ink hover:text-brand truncate font-semibold"
                >
                  {team.name}
                </Link>
                <span className="text-ink-faint shrink-0 text-xs">{t(`teams.${team.sport}`)}</span>
              </p>
              <p className="text-ink-soft flex min-w-0 flex-wrap items-center gap-x-1.5 text-xs">
                {m ? (
                  <>
                    <span
                      className={m.status === 'live' ? 'text-live font-semibold' : 'text-ink-faint'}
                    >
                      {m.status === 'live' ? t('teams.live') : t('teams.next')}
                    </span>
                    <time dateTime={m.kickoff} className="tabular-nums">
                      {format.dateTime(new Date(m.kickoff), {
                        month: '2-digit',
                        day: '2-digit',
                        hour: '2-digit',
                        minute: '2-digit',
                        timeZone: zone,
                      })}
                    </time>
                    <span className="text-ink-faint">{m.competition_name}</span>
                    <Link
                      href={`/score-detail?id=${m.id}`}
                      prefetch={false}
                      className="hover:text-brand min-w-0 truncate font-medium"
                    >
                      {m.home_name}
                      {m.status === 'live' ? ` ${m.home_score}-${m.away_score} ` : ' - '}
                      {m.away_name}
                    </Link>
                  </>
                ) : (
                  <span className="text-ink-faint">{t('teams.noNext')}</span>
                )}
              </p>
            </div>
            <FollowTeamButton teamId={team.team_id} name={team.name} size="sm" />
          </li>
        );
      })}
    </ul>
  );
}
