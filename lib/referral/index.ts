import 'server-only';
import crypto from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { db, type Db } from '@/lib/db/client';
import { inviteVisits, referrals, settings, userDevices, users } from '@/lib/db/schema';
import { post, type Tx } from '@/lib/wallet/ledger';
import { toCoins } from '@/lib/wallet/amount';
import { API_ZONE, todayIn } from '@/lib/rules/zone';
import { pageOrigin } from '@/lib/http/public-origin';
import { qrImageUrl } from '@/lib/qr/qr';
import { env } from '@/lib/env';
import {
  REFERRAL_DAILY_CAP_MAX,
  REFERRAL_REWARD_MAX_TENTHS,
  type InviteActivity,
  type InviteStats,
  type ReferralPage,
  type ReferralStatus,
  type ShareUrl,
} from './contract';

/**
 * Referral (issue 25; docs/architecture.md "Referral"). The invite activity is the settings row
 * `invite_activity`; a friend's registration is judged in the registration's own transaction, so
 * an account and its referral (and its rewards) exist together or not at all.
 */

export const INVITE_ACTIVITY_SETTING = 'invite_activity';

type Activity = {
  id: string;
  open: boolean;
  inviterTenths: number;
  friendTenths: number;
  dailyCap: number;
  endsAt: Date | null;
};

const CLOSED: Activity = {
  id: '',
  open: false,
  inviterTenths: 0,
  friendTenths: 0,
  dailyCap: 0,
  endsAt: null,
};

const reward = (v: unknown) =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= REFERRAL_REWARD_MAX_TENTHS
    ? v
    : 0;

/** The activity as configured in the settings row `invite_activity` (lib/system/config.ts too). */
export async function currentActivity(
  q: Pick<Db, 'select'> = db(),
  now = new Date(),
): Promise<Activity> {
  const [row] = await q
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, INVITE_ACTIVITY_SETTING));
  return parseActivity(row?.value, now);
}

/**
 * An `invite_activity` settings value. A malformed value, an end time passed or a start time
 * ahead reads as closed: a typo never opens a give-away.
 */
export function parseActivity(v: unknown, now = new Date()): Activity {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return CLOSED;
  const s = v as Record<string, unknown>;
  const time = (x: unknown) => {
    const d = typeof x === 'string' ? new Date(x) : null;
    return d && !Number.isNaN(d.getTime()) ? d : null;
  };
  const startsAt = time(s.starts_at);
  const endsAt = time(s.ends_at);
  const cap = s.daily_cap;
  const dailyCap =
    typeof cap === 'number' && Number.isSafeInteger(cap) && cap > 0 && cap <= REFERRAL_DAILY_CAP_MAX
      ? cap
      : 0;
  const id = typeof s.id === 'string' ? s.id.slice(0, 64) : '';
  const open =
    s.open === true &&
    id !== '' &&
    dailyCap > 0 &&
    (!startsAt || startsAt <= now) &&
    (!endsAt || endsAt > now);
  return {
    id,
    open,
    inviterTenths: reward(s.inviter_tenths),
    friendTenths: reward(s.friend_tenths),
    dailyCap,
    endsAt,
  };
}

/** A device id as stored: a hash, never the cookie's value. */
export function deviceHash(device: string): string {
  return crypto.createHash('sha256').update(`device:${device}`).digest('base64url').slice(0, 32);
}

/** A device id the BFF forwards (`x-device-id`, the `sl_dev` cookie), or null. */
export function deviceOf(headers: Headers): string | null {
  const v = headers.get('x-device-id');
  return v && /^[A-Za-z0-9_-]{16,64}$/.test(v) ? v : null;
}

/** Remembers that the user signed in on this device (login and registration). */
export async function rememberDevice(
  q: Pick<Db, 'insert'>,
  userId: number,
  device: string | null,
): Promise<void> {
  if (!device) return;
  await q
    .insert(userDevices)
    .values({ userId, device: deviceHash(device) })
    .onConflictDoUpdate({
      target: [userDevices.userId, userDevices.device],
      set: { lastSeenAt: new Date() },
    });
}

/** The national number of `CC-number`, to tell one number under two country codes. */
const nationalNumber = (mobile: string) => mobile.slice(mobile.indexOf('-') + 1);

/**
 * Judges a friend's registration with `inviterCode`, inside the registration's transaction:
 * records the friend as invited and, when the activity allows it, credits both rewards through the
 * ledger under keys made of the friend's id, so they are posted once per friend whatever happens.
 * The inviter's row is locked first, so two friends registering at once count one after the
 * other against the daily cap.
 */
export async function judgeReferral(
  tx: Tx,
  friend: { id: number; mobile: string },
  inviterCode: string,
  device: string | null,
): Promise<ReferralStatus | null> {
  const [inviter] = await tx
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(eq(users.inviteCode, inviterCode))
    .for('update');
  if (!inviter || inviter.id === friend.id) return null;
  const activity = await currentActivity(tx);
  const day = todayIn(API_ZONE);
  const status = await verdict(tx, activity, inviter, friend, device, day);
  const rewarded = status === 'rewarded';
  await tx.insert(referrals).values({
    friendId: friend.id,
    inviterId: inviter.id,
    activity: activity.id,
    status,
    inviterTenths: rewarded ? activity.inviterTenths : 0,
    friendTenths: rewarded ? activity.friendTenths : 0,
    day,
  });
  if (rewarded) {
    const meta = { referral: activity.id, friend: friend.id, inviter: inviter.id };
    if (activity.inviterTenths > 0)
      await post(tx, {
        kind: 'bonus',
        key: `referral:inviter:${friend.id}`,
        userId: inviter.id,
        meta,
        legs: [
          { account: 'promotions', tenths: -activity.inviterTenths },
          { account: 'coins', userId: inviter.id, tenths: activity.inviterTenths },
        ],
      });
    if (activity.friendTenths > 0)
      await post(tx, {
        kind: 'bonus',
        key: `referral:friend:${friend.id}`,
        userId: friend.id,
        meta,
        legs: [
          { account: 'promotions', tenths: -activity.friendTenths },
          { account: 'coins', userId: friend.id, tenths: activity.friendTenths },
        ],
      });
  }
  return status;
}

async function verdict(
  tx: Tx,
  activity: Activity,
  inviter: { id: number; mobile: string },
  friend: { mobile: string },
  device: string | null,
  day: string,
): Promise<ReferralStatus> {
  if (!activity.open) return 'closed';
  // One number under another country code is the inviter again.
  if (nationalNumber(inviter.mobile) === nationalNumber(friend.mobile)) return 'self';
  if (device) {
    const hash = deviceHash(device);
    const [own] = await tx
      .select({ id: userDevices.userId })
      .from(userDevices)
      .where(and(eq(userDevices.userId, inviter.id), eq(userDevices.device, hash)))
      .limit(1);
    if (own) return 'self';
    // A device that already brought a rewarded friend (to anyone) earns nothing more.
    const [used] = await tx
      .select({ id: referrals.friendId })
      .from(referrals)
      .innerJoin(userDevices, eq(userDevices.userId, referrals.friendId))
      .where(and(eq(userDevices.device, hash), eq(referrals.status, 'rewarded')))
      .limit(1);
    if (used) return 'device';
  }
  const [today] = await tx
    .select({ n: count() })
    .from(referrals)
    .where(
      and(
        eq(referrals.inviterId, inviter.id),
        eq(referrals.day, day),
        eq(referrals.status, 'rewarded'),
      ),
    );
  if (today.n >= activity.dailyCap) return 'cap';
  return 'rewarded';
}

/** The caller's own figures on the activity page. */
async function statsOf(userId: number): Promise<InviteStats> {
  const day = todayIn(API_ZONE);
  const [[me], [visits], [mine]] = await Promise.all([
    db().select({ code: users.inviteCode }).from(users).where(eq(users.id, userId)),
    db().select({ n: count() }).from(inviteVisits).where(eq(inviteVisits.inviterId, userId)),
    db()
      .select({
        invited: count(),
        rewarded: sql<number>`count(*) filter (where ${referrals.status} = 'rewarded')::int`,
        earned: sql<number>`coalesce(sum(${referrals.inviterTenths}), 0)::int`,
        today: sql<number>`count(*) filter (where ${referrals.status} = 'rewarded' and ${referrals.day} = ${day})::int`,
      })
      .from(referrals)
      .where(eq(referrals.inviterId, userId)),
  ]);
  return {
    invite_code: me?.code ?? '',
    visits: visits.n,
    invited: mine.invited,
    rewarded: mine.rewarded,
    earned: toCoins(mine.earned),
    today: mine.today,
  };
}

/** `invite_activity/latest`. */
export async function latest(userId: number | null, detail: boolean): Promise<InviteActivity> {
  const a = await currentActivity();
  return {
    open: a.open,
    id: a.open ? a.id : '',
    inviter_reward: a.open ? toCoins(a.inviterTenths) : 0,
    friend_reward: a.open ? toCoins(a.friendTenths) : 0,
    daily_cap: a.open ? a.dailyCap : 0,
    ends_at: a.open && a.endsAt ? a.endsAt.toISOString() : null,
    mine: detail && userId ? await statsOf(userId) : null,
  };
}

/** `invite_activity/getShareUrl`: the site with the user's code, and its QR image. */
export async function shareUrl(userId: number, decidedOrigin: string | null): Promise<ShareUrl> {
  const [me] = await db()
    .select({ code: users.inviteCode })
    .from(users)
    .where(eq(users.id, userId));
  const origin = pageOrigin({
    configured: env().PUBLIC_URL,
    decided: decidedOrigin,
    port: process.env.PORT,
  });
  const url = `${origin}/main?invite_code=${encodeURIComponent(me.code)}`;
  return { invite_code: me.code, url, qr: qrImageUrl(url) };
}

/**
 * `invite_activity/accessStatistics`: one visit per visitor (device, else address) per day; an
 * unknown code counts nothing.
 */
export async function countVisit(code: string, visitor: string): Promise<boolean> {
  const [inviter] = await db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.inviteCode, code.toUpperCase()));
  if (!inviter) return false;
  const rows = await db()
    .insert(inviteVisits)
    .values({ inviterId: inviter.id, visitor: deviceHash(visitor), day: todayIn(API_ZONE) })
    .onConflictDoNothing()
    .returning({ id: inviteVisits.inviterId });
  return rows.length > 0;
}

/** The inviter's friends, newest first (not in the spec: the list on `/recommend`). */
export async function myReferrals(
  userId: number,
  page: number,
  limit: number,
): Promise<ReferralPage> {
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        nickname: users.nickname,
        avatar: users.avatar,
        status: referrals.status,
        reward: referrals.inviterTenths,
        createdAt: referrals.createdAt,
      })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.friendId))
      .where(eq(referrals.inviterId, userId))
      .orderBy(desc(referrals.createdAt), desc(referrals.friendId))
      .limit(limit)
      .offset((page - 1) * limit),
    db().select({ n: count() }).from(referrals).where(eq(referrals.inviterId, userId)),
  ]);
  return {
    list: rows.map((r) => ({
      user_nickname: r.nickname,
      avatar: r.avatar,
      status: r.status as ReferralStatus,
      reward: toCoins(r.reward),
      created_at: r.createdAt.toISOString(),
    })),
    total: total.n,
    page,
    limit,
  };
}
