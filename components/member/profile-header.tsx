import Image from 'next/image';
import { useFormatter, useTranslations } from 'next-intl';
import { BadgeCheck, Coins, Mic, Sparkles } from 'lucide-react';
import type { PublicUser } from '@/lib/account/types';
import { MAX_LEVEL, expForLevel } from '@/lib/account/level';
import { CopyButton } from './copy-button';

/** Who is logged in: avatar, nickname, level and exp, coins, invitation code and badges. */
/** How far the user is through their current level, 0–1, and the exp still missing. */
export function levelProgress(level: number, exp: number): { ratio: number; missing: number } {
  if (level >= MAX_LEVEL) return { ratio: 1, missing: 0 };
  const floor = expForLevel(level);
  const next = expForLevel(level + 1);
  const ratio = Math.min(1, Math.max(0, (exp - floor) / (next - floor)));
  return { ratio, missing: Math.max(0, Math.ceil(next - exp)) };
}

export function ProfileHeader({ user }: { user: PublicUser }) {
  const t = useTranslations('member.header');
  const format = useFormatter();
  const progress = levelProgress(user.level, user.exp);
  return (
    <section className="bg-surface overflow-hidden rounded-xl shadow-sm">
      <div className="from-nav to-nav-soft h-20 bg-gradient-to-r" aria-hidden />
      <div className="flex flex-wrap items-end gap-4 px-6 pb-5">
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
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-ink truncate text-xl font-bold">{user.user_nickname}</p>
            <span className="rounded-full bg-gradient-to-r from-amber-400 to-brand px-2 py-0.5 text-xs font-bold text-white">
              {t('level', { level: user.level })}
            </span>
            {user.is_anchor ? (
              <span className="bg-live-soft text-live inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold">
                <Mic aria-hidden className="size-3" />
                {t('anchor')}
              </span>
            ) : null}
            {user.is_verified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-win">
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
            <p className="text-ink-soft mt-1 flex flex-wrap items-center gap-x-2 text-xs">
              <span className="inline-flex items-center gap-1">
                <Sparkles aria-hidden className="size-3.5 text-amber-500" />
                {t('exp', { exp: format.number(user.exp) })}
              </span>
              <span className="text-ink-faint">
                {progress.missing > 0
                  ? t('toNext', { level: user.level + 1, exp: format.number(progress.missing) })
                  : t('maxLevel')}
              </span>
            </p>
          </div>
        </div>
        <dl className="flex gap-6 pb-1 text-sm">
          <div>
            <dt className="text-ink-faint text-xs">{t('balance')}</dt>
            <dd className="text-ink mt-0.5 flex items-center gap-1 text-lg font-bold">
              <Coins aria-hidden className="size-4 text-amber-500" />
              {format.number(user.balance, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
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
