import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { c2cMerchants, c2cMessages, c2cOrders, users } from '../../db/schema';
import { platformDays } from '../../lib/platformDays';
import { need, table, type OpsCommand, type OpsContext } from '../../ops/command';
import { OpsError } from '../../ops/opsError';
import { logOperatorAction } from '../operators';
import { createC2cService, orderNumber } from './service';

/*
 * `npm run ops` peer-to-peer: approve merchants, list the appeals, read an order's chat, and
 * decide an appeal (release to the buyer, or cancel and return the escrow) with a reason both
 * sides read.
 */

/** An operator's decision reads no platform day and opens no upload. */
const serviceFor = (ctx: OpsContext) =>
  createC2cService({
    db: ctx.db,
    clock: ctx.clock,
    days: platformDays('UTC'),
    uploads: {
      findOwned: async () => null,
      open: async () => {
        throw new OpsError('images are not opened from the command line');
      },
    },
  });

const NICKNAME = /^[\p{L}\p{N} _.-]{2,24}$/u;

export const c2cCommands: Record<string, OpsCommand> = {
  'c2c:merchant': {
    usage: 'c2c:merchant <user id> --nickname <name> --reason "<why>"   (approve a user as a merchant)',
    options: { nickname: { type: 'string' } },
    async run(ctx, args, o, own) {
      const userId = Number(need(args[0], '<user id>'));
      const nickname = need(typeof own.nickname === 'string' ? own.nickname.trim() : undefined, '--nickname');
      const reason = need(o.reason, '--reason');
      if (!NICKNAME.test(nickname)) throw new OpsError('--nickname: 2–24 letters, digits, spaces, _ . -');
      const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) throw new OpsError(`no user ${userId}`);
      await ctx.db.transaction(async (tx) => {
        await tx
          .insert(c2cMerchants)
          .values({ userId, nickname, approvedBy: ctx.operator })
          .onConflictDoUpdate({ target: c2cMerchants.userId, set: { nickname, status: 'active' } });
        await logOperatorAction(tx as Db, {
          operator: ctx.operator,
          action: 'c2c.merchant',
          target: `user:${userId}`,
          reason,
        });
      });
      return `user ${userId} is merchant "${nickname}"`;
    },
  },
  'c2c:appeals': {
    usage: 'c2c:appeals   (orders in appeal, the oldest first)',
    async run(ctx) {
      const rows = await ctx.db
        .select()
        .from(c2cOrders)
        .where(eq(c2cOrders.stage, 'appeal'))
        .orderBy(asc(c2cOrders.appealedAt));
      return table(
        rows.map((o) => ({
          id: o.id,
          number: orderNumber(o),
          side: o.side,
          quantity: o.quantity,
          amount: `${o.amount} ${o.fiat}`,
          by: o.appealBy,
          reason: o.appealReason,
          deadline: o.appealDeadline,
        })),
      );
    },
  },
  'c2c:chat': {
    usage: 'c2c:chat <order id>   (the order and its chat, as both sides wrote it)',
    async run(ctx, args) {
      const id = Number(need(args[0], '<order id>'));
      const [order] = await ctx.db.select().from(c2cOrders).where(eq(c2cOrders.id, id));
      if (!order) throw new OpsError(`no order ${id}`);
      const messages = await ctx.db
        .select()
        .from(c2cMessages)
        .where(eq(c2cMessages.orderId, id))
        .orderBy(asc(c2cMessages.id));
      const who = (sender: number | null) =>
        sender === null ? 'operator' : sender === order.userId ? `user ${sender}` : `merchant ${sender}`;
      return table(
        messages.map((m) => ({
          at: m.createdAt,
          from: who(m.senderId),
          text: m.text ?? '',
          image: m.uploadId ?? '',
        })),
      );
    },
  },
  'c2c:resolve': {
    usage: 'c2c:resolve <order id> --release|--cancel --reason "<why, both sides read it>"',
    options: { release: { type: 'boolean' }, cancel: { type: 'boolean' } },
    async run(ctx, args, o, own) {
      const id = Number(need(args[0], '<order id>'));
      const reason = need(o.reason, '--reason');
      if (own.release === own.cancel) throw new OpsError('give one of --release or --cancel');
      const decision = own.release ? 'release' : 'cancel';
      const order = await serviceFor(ctx).resolve(id, decision, reason);
      await logOperatorAction(ctx.db, {
        operator: ctx.operator,
        action: decision === 'release' ? 'c2c.release' : 'c2c.cancel',
        target: `c2c_order:${id}`,
        reason,
      });
      return `order ${order.number} ${decision === 'release' ? 'released to the buyer' : 'cancelled, escrow returned'}`;
    },
  },
};
