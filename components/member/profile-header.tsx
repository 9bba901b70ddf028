import Image from 'next/image';
import { useFormatter, useTranslations } from 'next-intl';
import { BadgeCheck, Mic, Sparkles } from 'lucide-react';
import type { PublicUser } from '@/lib/account/contract';
import { MAX_LEVEL, expForLevel } from '@/lib/account/level';
import { CoinBalance } from './coin-balance';
import { CopyButton } from './copy-button';

/** How far the user is through their current level, 0–1, and the exp still missing. */
export function levelProgress(level: number, exp: number): { ratio: number; missing: number } {
  if (level >= MAX_LEVEL) return { ratio: 1, missing: 0 };
  const floor = expForLevel(level);
  const next = expForLevel(level + 1);
  const ratio = Math.min(1, Math.max(0, (exp - floor) / (next - floor)));
  return { ratio, missing: Math.max(0, Math.ceil(next - exp)) };
}

/** Who is logged in: avatar, nickname, level and exp, coins, invitation code and badges. */
export function ProfileHeader({ user }: { user: PublicUser }) {
  const t = useTranslations('member.header');
  const format = useFormatter();
  const progress = levelProgress(user.level, user.exp);
  return (
    <section className="bg-surface overflow-hidden rounded-xl shadow-sm">
      <div className="from-nav to-nav-soft h-20 bg-gradient-to-r" aria-hidden />
      {/* Under 992 px: avatar and name on one row, the stats below; nothing shares a line it can wrap into. */}
      <div className="desk:flex-row desk:items-end desk:gap-4 desk:px-6 flex flex-col gap-3 px-4 pb-5">
        <div className="desk:gap-4 flex min-w-0 flex-1 items-end gap-3">
          <div className="border-surface bg-surface-muted relative -mt-10 size-20 shrink-0 overflow-hidden rounded-full border-4 shadow">
            {user.avatar ? (
              <Image
                src={user.avatar}
                alt={t('avatarAlt', { name: user.user_nickname })}
                fill
                sizes="80px"
                unoptimized
                className="object-cover"
              />
            ) : (
              <span className="text-ink-faint flex size-full items-center justify-center text-2xl font-semibold">
                {user.user_nickname.slice(0, 1)}
              </span>
            )}
          </div>
          <div className="min-w-0 flex-1 pb-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              {/* Its own width up to the whole line, then an ellipsis: never squeezed to nothing by the badges. */}
              <p
                className="text-ink max-w-full shrink-0 truncate text-xl font-bold"
                data-testid="member-nickname"
              >
                {user.user_nickname}
              </p>
              <span className="to-brand rounded-full bg-gradient-to-r from-amber-400 px-2 py-0.5 text-xs font-bold text-white">
                {t('level', { level: user.level })}
              </span>
              {user.is_anchor ? (
                <span className="bg-live-soft text-live inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold">
                  <Mic aria-hidden className="size-3" />
                  {t('anchor')}
                </span>
              ) : null}
              {user.is_verified ? (
                <span className="text-win inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold">
                  <BadgeCheck aria-hidden className="size-3" />
                  {t('verified')}
                </span>
              ) : null}
            </div>
            <div className="mt-2 max-w-xs">
              <div
                role="progressbar"
                aria-label={t('progress')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress.ratio * 100)}
                className="bg-surface-muted h-1.5 overflow-hidden rounded-full"
              >
                <div
                  className="to-brand h-full rounded-full bg-gradient-to-r from-amber-400"
                  style={{ width: `${progress.ratio * 100}%` }}
                />
              </div>
              <p
                className="text-ink-soft mt-1 flex flex-wrap items-center gap-x-2 text-xs"
                data-testid="member-exp"
              >
                <span className="inline-flex items-center gap-1 whitespace-nowrap">
                  <Sparkles aria-hidden className="size-3.5 text-amber-500" />
                  {t('exp', { exp: format.number(user.exp) })}
                </span>
                <span className="text-ink-faint whitespace-nowrap">
                  {progress.missing > 0
                    ? t('toNext', { level: user.level + 1, exp: format.number(progress.missing) })
                    : t('maxLevel')}
                </span>
              </p>
            </div>
          </div>
        </div>
        <dl className="max-desk:border-t max-desk:border-surface-page max-desk:pt-3 flex shrink-0 flex-wrap gap-x-6 gap-y-2 pb-1 text-sm">
          <div>
            <dt className="text-ink-faint text-xs">{t('balance')}</dt>
            <dd className="text-ink mt-0.5 text-lg font-bold">
              <CoinBalance value={user.balance} testId="member-balance" />
            </dd>
          </div>
          {user.invite_code ? (
            <div>
              <dt className="text-ink-faint text-xs">{t('inviteCode')}</dt>
              <dd className="text-ink mt-0.5 flex items-center gap-1 font-mono text-lg font-bold">
                {user.invite_code}
                <CopyButton text={user.invite_code} label={t('copy')} done={t('copied')} />
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </section>
  );
}
