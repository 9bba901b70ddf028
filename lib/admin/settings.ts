import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { FLOAT_WIN_SETTING } from '@/lib/activity';
import { clearMemos } from '@/lib/cache/memo';
import { db } from '@/lib/db/client';
import { chargeRules, giftSends, gifts, nobleTiers, settings } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { log } from '@/lib/log';
import { getBus } from '@/lib/realtime/bus';
import { INVITE_ACTIVITY_SETTING } from '@/lib/referral';
import { EXCHANGE_SETTING, SIGNUP_BONUS_SETTING } from '@/lib/wallet/bonus';
import { toCoins } from '@/lib/wallet/limits';
import { recordAudit, type Actor } from './audit';
import { requireRole } from './roles';
import type { ConsoleSettings, SettingsUpdate } from './settings-contract';

/**
 * The system settings an administrator edits in the console (issue 27 "Settings";
 * docs/product.md §3 "System settings"): the settings rows (download addresses, contacts, the
 * activity switch, the invite activity, the sign-up bonus, the coin exchange) and the charge
 * rules, gift catalogue and noble tiers. One group per update, one audit row `settings.update`
 * (target: the group) in the update's transaction. After the commit every instance drops its
 * memoised settings at once: the `settings.changed` message on the bus (`listenForSettingChanges`,
 * server.ts), so a change takes effect everywhere without a restart.
 */

/** The bus channel on which every instance hears that the settings changed. */
export const SETTINGS_CHANNEL = 'settings.changed';

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0];
type Q = Pick<Tx, 'select'>;

const APP_KEYS = ['app_ios_url', 'app_android_url', 'app_redirect_url', 'app_version'] as const;
const CONTACT_KEYS = ['feedback_qq', 'customer_service_email'] as const;

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const int = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : 0);
const positive = (v: unknown, d: number) => (typeof v === 'number' && v > 0 ? v : d);

async function rowsOf(q: Q, keys: readonly string[]): Promise<Record<string, unknown>> {
  const rows = await q
    .select()
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** The settings-row groups in the API's form (coins, not tenths). */
async function scalarGroups(q: Q) {
  const s = await rowsOf(q, [
    ...APP_KEYS,
    ...CONTACT_KEYS,
    FLOAT_WIN_SETTING,
    INVITE_ACTIVITY_SETTING,
    SIGNUP_BONUS_SETTING,
    EXCHANGE_SETTING,
  ]);
  const float = obj(s[FLOAT_WIN_SETTING]);
  const label = obj(float.label);
  const invite = obj(s[INVITE_ACTIVITY_SETTING]);
  const bonus = obj(s[SIGNUP_BONUS_SETTING]);
  const exchange = obj(s[EXCHANGE_SETTING]);
  return {
    app: {
      app_ios_url: text(s.app_ios_url),
      app_android_url: text(s.app_android_url),
      app_redirect_url: text(s.app_redirect_url),
      app_version: text(s.app_version),
    },
    contacts: {
      feedback_qq: text(s.feedback_qq),
      customer_service_email: text(s.customer_service_email),
    },
    activity: {
      show: float.show === true,
      image: text(float.image),
      label_zh: text(label.zh),
      label_en: text(label.en),
      label_vi: text(label.vi),
    },
    invite: {
      open: invite.open === true,
      id: text(invite.id),
      inviter_reward: toCoins(int(invite.inviter_tenths)),
      friend_reward: toCoins(int(invite.friend_tenths)),
      daily_cap: int(invite.daily_cap),
      starts_at: text(invite.starts_at),
      ends_at: text(invite.ends_at),
    },
    signup_bonus: {
      enabled: bonus.enabled === true,
      amount: toCoins(int(bonus.amount_tenths)),
    },
    exchange: {
      coins_per_yuan: positive(exchange.coins_per_yuan, 10),
      income_to_coins: positive(exchange.income_to_coins, 1),
    },
  };
}

function chargeRuleOut(r: typeof chargeRules.$inferSelect) {
  return {
    id: r.id,
    coins: toCoins(r.coinsTenths),
    bonus: toCoins(r.bonusTenths),
    price: r.priceCents / 100,
    currency: r.currency,
    sort: r.sort,
    enabled: r.enabled,
  };
}

function giftOut(g: typeof gifts.$inferSelect, sent: boolean) {
  return {
    id: g.id,
    slug: g.slug,
    name_zh: g.nameZh,
    name_en: g.nameEn,
    name_vi: g.nameVi,
    price: toCoins(g.priceTenths),
    icon: g.icon,
    sort: g.sort,
    enabled: g.enabled,
    sent,
  };
}

function nobleOut(n: typeof nobleTiers.$inferSelect) {
  return {
    id: n.id,
    level: n.level,
    name_zh: n.nameZh,
    name_en: n.nameEn,
    name_vi: n.nameVi,
    monthly_price: toCoins(n.monthlyPriceTenths),
  };
}

/** `admin/settings`: every console-editable setting, for administrators. */
export async function readSettings(reader: Actor['user']): Promise<ConsoleSettings> {
  requireRole(reader, 'admin');
  const d = db();
  const [scalars, rules, giftRows, sentIds, tiers] = await Promise.all([
    scalarGroups(d),
    d.select().from(chargeRules).orderBy(asc(chargeRules.sort), asc(chargeRules.id)),
    d.select().from(gifts).orderBy(asc(gifts.sort), asc(gifts.id)),
    d.selectDistinct({ id: giftSends.giftId }).from(giftSends),
    d.select().from(nobleTiers).orderBy(asc(nobleTiers.level)),
  ]);
  const sent = new Set(sentIds.map((r) => r.id));
  return {
    ...scalars,
    charge_rules: rules.map(chargeRuleOut),
    gifts: giftRows.map((g) => giftOut(g, sent.has(g.id))),
    nobles: tiers.map(nobleOut),
  };
}

async function put(tx: Tx, key: string, value: unknown): Promise<void> {
  await tx
    .insert(settings)
    .values({ key, value: value })
    .onConflictDoUpdate({ target: settings.key, set: { value: value } });
}

/** Changes one group (or one item of a list group) and writes its one audit row. */
async function apply(
  tx: Tx,
  input: SettingsUpdate,
): Promise<{ before: unknown; after: unknown; id: number | null }> {
  switch (input.group) {
    case 'app':
    case 'contacts': {
      const before = (await scalarGroups(tx))[input.group];
      const keys = input.group === 'app' ? APP_KEYS : CONTACT_KEYS;
      const values = input as unknown as Record<string, string>;
      for (const k of keys) await put(tx, k, values[k]);
      return { before, after: (await scalarGroups(tx))[input.group], id: null };
    }
    case 'activity': {
      const before = (await scalarGroups(tx)).activity;
      await put(tx, FLOAT_WIN_SETTING, {
        show: input.show,
        image: input.image,
        label: { zh: input.label_zh, en: input.label_en, vi: input.label_vi },
      });
      return { before, after: (await scalarGroups(tx)).activity, id: null };
    }
    case 'invite': {
      const before = (await scalarGroups(tx)).invite;
      await put(tx, INVITE_ACTIVITY_SETTING, {
        open: input.open,
        id: input.id,
        inviter_tenths: input.inviter_reward,
        friend_tenths: input.friend_reward,
        daily_cap: input.daily_cap,
        ...(input.starts_at ? { starts_at: input.starts_at } : {}),
        ...(input.ends_at ? { ends_at: input.ends_at } : {}),
      });
      return { before, after: (await scalarGroups(tx)).invite, id: null };
    }
    case 'signup_bonus': {
      const before = (await scalarGroups(tx)).signup_bonus;
      await put(tx, SIGNUP_BONUS_SETTING, { amount_tenths: input.amount, enabled: input.enabled });
      return { before, after: (await scalarGroups(tx)).signup_bonus, id: null };
    }
    case 'exchange': {
      const before = (await scalarGroups(tx)).exchange;
      await put(tx, EXCHANGE_SETTING, {
        coins_per_yuan: input.coins_per_yuan,
        income_to_coins: input.income_to_coins,
      });
      return { before, after: (await scalarGroups(tx)).exchange, id: null };
    }
    case 'charge_rule': {
      const values = {
        coinsTenths: input.coins,
        bonusTenths: input.bonus,
        priceCents: input.price,
        sort: input.sort,
        enabled: input.enabled,
      };
      if (input.id === undefined) {
        const [row] = await tx.insert(chargeRules).values(values).returning();
        return { before: null, after: chargeRuleOut(row), id: row.id };
      }
      const [old] = await tx
        .select()
        .from(chargeRules)
        .where(eq(chargeRules.id, input.id))
        .for('update');
      if (!old) throw new AppError('settingsItemNotFound');
      const [row] = await tx
        .update(chargeRules)
        .set(values)
        .where(eq(chargeRules.id, input.id))
        .returning();
      return { before: chargeRuleOut(old), after: chargeRuleOut(row), id: row.id };
    }
    case 'gift': {
      const values = {
        nameZh: input.name_zh,
        nameEn: input.name_en,
        nameVi: input.name_vi,
        priceTenths: input.price,
        sort: input.sort,
        enabled: input.enabled,
        ...(input.icon ? { icon: input.icon } : {}),
      };
      if (input.id === undefined) {
        const [taken] = await tx
          .select({ id: gifts.id })
          .from(gifts)
          .where(eq(gifts.slug, input.slug));
        if (taken) throw new AppError('settingsSlugTaken');
        const [row] = await tx
          .insert(gifts)
          .values({ ...values, slug: input.slug, icon: input.icon })
          .returning();
        return { before: null, after: giftOut(row, false), id: row.id };
      }
      const [old] = await tx.select().from(gifts).where(eq(gifts.id, input.id)).for('update');
      if (!old) throw new AppError('settingsItemNotFound');
      const [row] = await tx.update(gifts).set(values).where(eq(gifts.id, input.id)).returning();
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(giftSends)
        .where(eq(giftSends.giftId, input.id));
      return { before: giftOut(old, n > 0), after: giftOut(row, n > 0), id: row.id };
    }
    case 'noble': {
      const [old] = await tx
        .select()
        .from(nobleTiers)
        .where(eq(nobleTiers.id, input.id))
        .for('update');
      if (!old) throw new AppError('settingsItemNotFound');
      const [row] = await tx
        .update(nobleTiers)
        .set({
          nameZh: input.name_zh,
          nameEn: input.name_en,
          nameVi: input.name_vi,
          monthlyPriceTenths: input.monthly_price,
        })
        .where(eq(nobleTiers.id, input.id))
        .returning();
      return { before: nobleOut(old), after: nobleOut(row), id: row.id };
    }
  }
}

/** The group key an update is logged under (the list groups by their list's name). */
const TARGET: Record<SettingsUpdate['group'], string> = {
  app: 'app',
  contacts: 'contacts',
  activity: 'activity',
  invite: 'invite',
  signup_bonus: 'signup_bonus',
  exchange: 'exchange',
  charge_rule: 'charge_rules',
  gift: 'gifts',
  noble: 'nobles',
};

/**
 * `admin/settingsUpdate`: one group (or one item of the charge rules, gifts or noble tiers),
 * administrators only; one audit row `settings.update`. Every instance drops its memoised
 * settings right after the commit.
 */
export async function updateSettings(actor: Actor, input: SettingsUpdate) {
  requireRole(actor.user, 'admin');
  const { id } = await db().transaction(async (tx) => {
    const change = await apply(tx, input);
    await recordAudit(tx, actor, {
      action: 'settings.update',
      targetType: 'settings',
      targetId: TARGET[input.group],
      before: change.before,
      after: change.after,
    });
    return change;
  });
  await announceSettingsChange(input.group);
  return { group: input.group, id };
}

/**
 * Drops this instance's memoised settings and tells the other instances to do the same. A failed
 * publish is logged: the others then show the change when their memos expire (at most 30 s).
 */
export async function announceSettingsChange(group: string): Promise<void> {
  clearMemos();
  try {
    await getBus().publish(SETTINGS_CHANNEL, group);
  } catch (err) {
    log().warn({ err, group }, 'could not announce a settings change');
  }
}

/** Subscribes this instance to `settings.changed` (server.ts, at start). */
export function listenForSettingChanges(): Promise<() => void> {
  return getBus().subscribe(SETTINGS_CHANNEL, () => clearMemos());
}
