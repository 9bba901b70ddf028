import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Coins, Eye, Gift, ListChecks, UserCheck, UserPlus, Users } from 'lucide-react';
import type { Locale } from '@/i18n/routing';
import { getViewer, serverApiOrNull } from '@/lib/bff/server';
import { seoMetadata } from '@/lib/seo/page';
import { LoginCard } from '@/components/ui/login-card';
import { Avatar } from '@/components/ui/avatar';
import { CopyField } from '@/components/referral/copy-field';
import { Pagination } from '@/components/live/pagination';
import type { InviteActivity, ReferralPage, ShareUrl } from '@/lib/referral/contract';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ page?: string | string[] }>;
};

/** Friends per page of the list. */
const PAGE_SIZE = 20;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [t, ts] = await Promise.all([
    getTranslations({ locale, namespace: 'recommend' }),
    getTranslations({ locale, namespace: 'seo' }),
  ]);
  // One user's own link and friends: not indexed.
  return seoMetadata({
    locale,
    path: '/recommend',
    title: t('title'),
    description: ts('descriptions.recommend'),
    noindex: true,
  });
}

function pageParam(v: string | string[] | undefined): number {
  const raw = Array.isArray(v) ? v[0] : v;
  const n = raw && /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 ? n : 1;
}

/**
 * /recommend (docs/product.md §2; docs/architecture.md "Referral"): the invite activity's terms,
 * the user's share link, invite code and QR image, their figures, the rules, and the friends they
 * invited with what the activity made of each. A closed activity says so (活动已关闭) and keeps
 * the list. Visitors are asked to log in.
 */
export default async function RecommendPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = pageParam((await searchParams).page);
  const [t, format, viewer] = await Promise.all([
    getTranslations('recommend'),
    getFormatter(),
    getViewer(),
  ]);
  if (!viewer) {
    return (
      <div className="px-4 py-12">
        <LoginCard title={t('loginTitle')} text={t('loginText')} button={t('loginButton')} />
      </div>
    );
  }
  const [activity, share, friends] = await Promise.all([
    serverApiOrNull<InviteActivity>('invite_activity/latest', { is_detail: 1 }),
    serverApiOrNull<ShareUrl>('invite_activity/getShareUrl'),
    serverApiOrNull<ReferralPage>('invite_activity/records', { page, limit: PAGE_SIZE }),
  ]);
  const open = activity?.open === true;
  const mine = activity?.mine ?? null;
  const coins = (n: number) => format.number(n, { maximumFractionDigits: 1 });
  const heroText = !activity
    ? ''
    : activity.inviter_reward > 0 && activity.friend_reward > 0
      ? t('heroText', {
          inviter: coins(activity.inviter_reward),
          friend: coins(activity.friend_reward),
        })
      : activity.friend_reward > 0
        ? t('heroTextFriendOnly', { friend: coins(activity.friend_reward) })
        : t('heroTextInviterOnly', { inviter: coins(activity.inviter_reward) });
  const pages = friends ? Math.max(1, Math.ceil(friends.total / PAGE_SIZE)) : 1;

  const stats = mine
    ? [
        { key: 'visits', label: t('visits'), Icon: Eye, value: format.number(mine.visits) },
        { key: 'invited', label: t('invited'), Icon: UserPlus, value: format.number(mine.invited) },
        {
          key: 'rewarded',
          label: t('rewarded'),
          Icon: UserCheck,
          value: format.number(mine.rewarded),
        },
        { key: 'earned', label: t('earned'), Icon: Coins, value: coins(mine.earned) },
      ]
    : [];

  return (
    <div className="desk:px-6 desk:py-6 mx-auto max-w-[1100px] space-y-4 px-3 py-4">
      <section
        aria-labelledby="recommend-title"
        className="from-brand to-live overflow-hidden rounded-2xl bg-gradient-to-br p-6 text-white shadow-sm"
      >
        <div className="flex items-start gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-white/15">
            <Gift aria-hidden className="size-6" />
          </span>
          <div className="min-w-0">
            <h1 id="recommend-title" className="text-xl font-bold">
              {open ? t('heroTitle') : t('closedTitle')}
            </h1>
            <p className="mt-1 text-sm text-white/90" data-testid="recommend-terms">
              {open ? heroText : t('closedText')}
            </p>
            {open && activity?.ends_at ? (
              <p className="mt-2 text-xs text-white/80">
                {t('endsAt', {
                  time: format.dateTime(new Date(activity.ends_at), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }),
                })}
              </p>
            ) : null}
          </div>
        </div>
      </section>

      {open && share ? (
        <div className="desk:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] grid gap-4">
          <section
            aria-labelledby="recommend-share"
            className="bg-surface rounded-xl p-5 shadow-sm"
            data-testid="recommend-share"
          >
            <h2 id="recommend-share" className="text-ink font-semibold">
              {t('shareTitle')}
            </h2>
            <p className="text-ink-soft mt-1 text-xs">{t('shareHint')}</p>
            <div className="mt-4 flex flex-col gap-4 sm:flex-row">
              <div className="min-w-0 flex-1 space-y-3">
                <CopyField
                  label={t('linkLabel')}
                  value={share.url}
                  copy={t('copyLink')}
                  copied={t('copiedLink')}
                />
                <CopyField
                  label={t('codeLabel')}
                  value={share.invite_code}
                  copy={t('copyCode')}
                  copied={t('copiedCode')}
                  mono
                />
              </div>
              <figure className="flex shrink-0 flex-col items-center gap-1">
                {/* eslint-disable-next-line @next/next/no-img-element -- a cached SVG of our own */}
                <img
                  src={share.qr}
                  alt={t('qrAlt')}
                  width={132}
                  height={132}
                  className="rounded-lg border border-gray-200 bg-white p-1"
                />
                <figcaption className="text-ink-faint text-xs">{t('qrHint')}</figcaption>
              </figure>
            </div>
          </section>

          <section
            aria-labelledby="recommend-stats"
            className="bg-surface rounded-xl p-5 shadow-sm"
          >
            <h2 id="recommend-stats" className="text-ink font-semibold">
              {t('statsTitle')}
            </h2>
            <dl className="mt-4 grid grid-cols-2 gap-3" data-testid="recommend-stats">
              {stats.map(({ key, label, Icon, value }) => (
                <div key={key} className="bg-surface-muted rounded-lg px-3 py-2.5">
                  <dt className="text-ink-soft flex items-center gap-1.5 text-xs">
                    <Icon aria-hidden className="text-brand size-3.5" />
                    {label}
                  </dt>
                  <dd
                    className="text-ink mt-1 text-xl font-bold tabular-nums"
                    data-testid={`recommend-${key}`}
                  >
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            {mine && activity ? (
              <p className="text-ink-soft mt-3 text-xs">
                {t('today')}:{' '}
                <span className="text-ink font-semibold tabular-nums">
                  {t('todayOf', { count: mine.today, cap: activity.daily_cap })}
                </span>
              </p>
            ) : null}
          </section>
        </div>
      ) : null}

      {open && activity ? (
        <section aria-labelledby="recommend-rules" className="bg-surface rounded-xl p-5 shadow-sm">
          <h2 id="recommend-rules" className="text-ink flex items-center gap-2 font-semibold">
            <ListChecks aria-hidden className="text-brand size-5" />
            {t('rulesTitle')}
          </h2>
          <ol className="text-ink-soft mt-3 list-decimal space-y-1.5 pl-5 text-sm">
            <li>{t('rule1')}</li>
            <li>{t('rule2')}</li>
            <li>{t('rule3', { cap: activity.daily_cap })}</li>
            <li>{t('rule4')}</li>
          </ol>
        </section>
      ) : null}

      <section aria-labelledby="recommend-friends" className="bg-surface rounded-xl shadow-sm">
        <h2
          id="recommend-friends"
          className="text-ink border-surface-page flex items-center gap-2 border-b px-5 py-3 font-semibold"
        >
          <Users aria-hidden className="text-brand size-5" />
          {t('friendsTitle')}
          {friends && friends.total > 0 ? (
            <span className="text-ink-soft text-sm font-normal tabular-nums">
              ({format.number(friends.total)})
            </span>
          ) : null}
        </h2>
        {!friends || friends.list.length === 0 ? (
          <p className="text-ink-soft px-5 py-12 text-center text-sm" data-testid="friends-empty">
            {t('friendsEmpty')}
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="friends">
              <thead className="text-ink-soft bg-surface-muted text-left text-xs">
                <tr>
                  <th scope="col" className="px-5 py-2 font-medium">
                    {t('colFriend')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('colTime')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('colResult')}
                  </th>
                  <th scope="col" className="px-5 py-2 text-right font-medium">
                    {t('colReward')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-surface-page divide-y">
                {friends.list.map((f, i) => (
                  <tr key={`${f.created_at}-${i}`} data-testid="friend" data-status={f.status}>
                    <td className="px-5 py-2.5">
                      <span className="flex items-center gap-2">
                        <Avatar src={f.avatar} name={f.user_nickname} size={28} />
                        <span className="text-ink truncate">{f.user_nickname}</span>
                      </span>
                    </td>
                    <td className="text-ink-soft px-3 py-2.5 whitespace-nowrap tabular-nums">
                      <time dateTime={f.created_at}>
                        {format.dateTime(new Date(f.created_at), {
                          dateStyle: 'short',
                          timeStyle: 'short',
                        })}
                      </time>
                    </td>
                    <td className="px-3 py-2.5">
                      <span
                        className={
                          f.status === 'rewarded'
                            ? 'bg-brand-soft text-brand rounded-full px-2 py-0.5 text-xs font-medium'
                            : 'bg-surface-muted text-ink-soft rounded-full px-2 py-0.5 text-xs'
                        }
                      >
                        {t(`status.${f.status}`)}
                      </span>
                    </td>
                    <td className="text-ink px-5 py-2.5 text-right font-semibold tabular-nums">
                      {f.reward > 0 ? `+${coins(f.reward)}` : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 ? (
          <div className="pb-4">
            <Pagination page={page} pages={pages} href={(p) => `/recommend?page=${p}`} />
          </div>
        ) : null}
      </section>
    </div>
  );
}
