import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readPage, type PageRequest } from '../../db/paged';
import {
  coins,
  identityVerifications,
  referralBindings,
  referralLinks,
  referralPartners,
  referralRebates,
  users,
} from '../../db/schema';

/* The referral's SQL: bindings, links, partners and rebate lines. The rules live in service.ts. */

export type RebateRow = typeof referralRebates.$inferSelect;
export type NewRebate = typeof referralRebates.$inferInsert;

/**
 * Who invited `inviteeId`, with the kickback frozen at binding, the inviter's ratio now, and the
 * places of `coinId` (what a rebate line is rounded to): one read inside the fee's transaction.
 */
export async function bindingOf(t: Db, inviteeId: number, coinId: number) {
  const rows = await t
    .select({
      inviterId: referralBindings.inviterId,
      kickback: referralBindings.kickback,
      partnerRatio: referralPartners.ratio,
      coinDecimals: coins.decimals,
    })
    .from(referralBindings)
    .leftJoin(referralPartners, eq(referralPartners.userId, referralBindings.inviterId))
    .leftJoin(coins, eq(coins.id, coinId))
    .where(eq(referralBindings.inviteeId, inviteeId))
    .limit(1);
  return rows[0];
}

/**
 * Binds a new account to its inviter once, as of the account's creation, with the kickback the
 * inviter's link gives now. Only here, at sign-up: the fee hearer remembers the users found
 * without a binding, and a binding made later would never be heard.
 */
export async function bindOnce(t: Db, inviteeId: number): Promise<void> {
  const [user] = await t
    .select({ invitedBy: users.invitedBy, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, inviteeId));
  if (!user?.invitedBy) return;
  const [link] = await t
    .select({ kickback: referralLinks.kickback })
    .from(referralLinks)
    .where(eq(referralLinks.userId, user.invitedBy));
  await t
    .insert(referralBindings)
    .values({
      inviteeId,
      inviterId: user.invitedBy,
      kickback: link?.kickback ?? '0',
      boundAt: user.createdAt,
    })
    .onConflictDoNothing();
}

export const coinIdOf = async (t: Db, symbol: string): Promise<number | undefined> =>
  (await t.select({ id: coins.id }).from(coins).where(eq(coins.symbol, symbol)))[0]?.id;

/** Writes lines that are new; a fee heard twice (a retried transaction) writes nothing more. */
export async function insertLines(t: Db, lines: NewRebate[]): Promise<void> {
  if (lines.length > 0) await t.insert(referralRebates).values(lines).onConflictDoNothing();
}

export async function partnerRatio(t: Db, userId: number): Promise<string | undefined> {
  const [row] = await t
    .select({ ratio: referralPartners.ratio })
    .from(referralPartners)
    .where(eq(referralPartners.userId, userId));
  return row?.ratio;
}

export async function linkKickback(t: Db, userId: number): Promise<string | undefined> {
  const [row] = await t
    .select({ kickback: referralLinks.kickback })
    .from(referralLinks)
    .where(eq(referralLinks.userId, userId));
  return row?.kickback;
}

export async function saveLinkKickback(t: Db, userId: number, kickback: string, at: Date): Promise<void> {
  await t
    .insert(referralLinks)
    .values({ userId, kickback, updatedAt: at })
    .onConflictDoUpdate({ target: referralLinks.userId, set: { kickback, updatedAt: at } });
}

export async function invitedCount(t: Db, inviterId: number): Promise<number> {
  const [row] = await t
    .select({ n: count() })
    .from(referralBindings)
    .where(eq(referralBindings.inviterId, inviterId));
  return Number(row?.n ?? 0);
}

/** The sums of the user's lines in one coin, paid and pending. */
export async function incomeOf(t: Db, userId: number, coinId: number) {
  const [row] = await t
    .select({
      paid: sql<string>`coalesce(sum(${referralRebates.amount}) filter (where ${referralRebates.status} = 'paid'), 0)`,
      pending: sql<string>`coalesce(sum(${referralRebates.amount}) filter (where ${referralRebates.status} = 'pending'), 0)`,
    })
    .from(referralRebates)
    .where(and(eq(referralRebates.beneficiaryId, userId), eq(referralRebates.coinId, coinId)));
  return { paid: row?.paid ?? '0', pending: row?.pending ?? '0' };
}

/** Rebate income per inviter since `since` in one coin (kickbacks are not an inviter's income). */
const incomeSince = (t: Db, coinId: number, since: Date) =>
  t
    .select({
      userId: referralRebates.beneficiaryId,
      income: sql<string>`sum(${referralRebates.amount})`.as('income'),
    })
    .from(referralRebates)
    .where(
      and(
        eq(referralRebates.kind, 'rebate'),
        eq(referralRebates.coinId, coinId),
        gte(referralRebates.createdAt, since),
      ),
    )
    .groupBy(referralRebates.beneficiaryId)
    .as('inviter_income');

/** The top inviters by income since `since`: the highest first, the earlier account on a tie. */
export async function topInviters(t: Db, coinId: number, since: Date, limit: number) {
  const income = incomeSince(t, coinId, since);
  return t
    .select({ userId: income.userId, nickname: users.nickname, income: income.income })
    .from(income)
    .innerJoin(users, eq(users.id, income.userId))
    .where(sql`${income.income} > 0`)
    .orderBy(desc(income.income), income.userId)
    .limit(limit);
}

/** The user's place in that order, or null with no income in the window. */
export async function rankOf(t: Db, userId: number, coinId: number, since: Date): Promise<number | null> {
  const result = await t.execute(sql`
    with income as (
      select beneficiary_id as user_id, sum(amount) as income from ${referralRebates}
      where kind = 'rebate' and coin_id = ${coinId} and created_at >= ${since.toISOString()}
      group by beneficiary_id
    )
    select (select count(*) from income other
            where other.income > mine.income or (other.income = mine.income and other.user_id < mine.user_id)
           ) + 1 as rank
    from income mine where mine.user_id = ${userId} and mine.income > 0`);
  const row = (result as unknown as { rows: { rank: number | string }[] }).rows[0];
  return row ? Number(row.rank) : null;
}

/** The users `inviterId` invited, newest first, with the inviter's rebates from each. */
export function inviteesOf(t: Db, inviterId: number, coinId: number, page: PageRequest) {
  const verified = sql<boolean>`exists (select 1 from ${identityVerifications} iv
    where iv.user_id = ${referralBindings.inviteeId} and iv.level = 'basic' and iv.status = 'approved')`;
  const traded = sql<boolean>`exists (select 1 from ${referralRebates} r
    where r.invitee_id = ${referralBindings.inviteeId} and r.beneficiary_id = ${inviterId})`;
  const rebateTotal = sql<string>`coalesce((select sum(r.amount) from ${referralRebates} r
    where r.invitee_id = ${referralBindings.inviteeId} and r.beneficiary_id = ${inviterId}
      and r.kind = 'rebate' and r.coin_id = ${coinId}), 0)`;
  return readPage(
    page,
    ({ limit, offset }) =>
      t
        .select({
          nickname: users.nickname,
          joinedAt: referralBindings.boundAt,
          kickback: referralBindings.kickback,
          verified,
          traded,
          rebateTotal,
        })
        .from(referralBindings)
        .innerJoin(users, eq(users.id, referralBindings.inviteeId))
        .where(eq(referralBindings.inviterId, inviterId))
        .orderBy(desc(referralBindings.boundAt), desc(referralBindings.inviteeId))
        .limit(limit)
        .offset(offset),
    () => t.select({ n: count() }).from(referralBindings).where(eq(referralBindings.inviterId, inviterId)),
  );
}

/** The user's lines, newest first, with the invitee's nickname and the fee coin. */
export function linesOf(t: Db, userId: number, page: PageRequest) {
  return readPage(
    page,
    ({ limit, offset }) =>
      t
        .select({ line: referralRebates, invitee: users.nickname, coin: coins.symbol })
        .from(referralRebates)
        .innerJoin(users, eq(users.id, referralRebates.inviteeId))
        .innerJoin(coins, eq(coins.id, referralRebates.coinId))
        .where(eq(referralRebates.beneficiaryId, userId))
        .orderBy(desc(referralRebates.id))
        .limit(limit)
        .offset(offset),
    () => t.select({ n: count() }).from(referralRebates).where(eq(referralRebates.beneficiaryId, userId)),
  );
}

/** Marks a claimed line paid, only while it is still pending (the engine's claim holds it). */
export async function markPaid(t: Db, id: number, at: Date): Promise<boolean> {
  const rows = await t
    .update(referralRebates)
    .set({ status: 'paid', paidAt: at })
    .where(and(eq(referralRebates.id, id), eq(referralRebates.status, 'pending')))
    .returning({ id: referralRebates.id });
  return rows.length === 1;
}
