import { annualRate } from '../../../core/finance';
import { Big, parseMoney, plainDecimal } from '../../../core/money';
import type { Db } from '../../db/client';
import { idArg, need, table, type OpsCommand, type OwnOptions } from '../../ops/command';
import { OpsError } from '../../ops/opsError';
import { logOperatorAction } from '../operators';
import { productStatus, quotaLeft } from './present';
import { allProducts, closeProduct, coinBySymbol, insertProduct } from './repo';

/*
 * `npm run ops` locked-fund products: list, create (now or scheduled), close. A closed product
 * takes no new subscriptions; its hosted orders run to their end.
 */

const text = (own: OwnOptions, name: string) =>
  typeof own[name] === 'string' ? (own[name] as string) : undefined;

function amountOption(own: OwnOptions, name: string): string {
  const value = parseMoney(need(text(own, name), `--${name}`));
  if (!value || value.lte(0)) throw new OpsError(`--${name} must be a positive decimal`);
  return value.toFixed();
}

function rateOption(own: OwnOptions, name: string, max: string): string {
  const value = amountOption(own, name);
  if (new Big(value).gt(max))
    throw new OpsError(`--${name} must be at most ${max} (a fraction: 0.004 is 0.4 %)`);
  return value;
}

export const financeCommands: Record<string, OpsCommand> = {
  'finance-products': {
    usage: 'finance-products   (every locked-fund product, with its status and quota left)',
    async run(ctx) {
      const now = ctx.clock();
      return table(
        (await allProducts(ctx.db)).map((p) => ({
          id: p.id,
          name: p.name,
          coin: p.currency,
          days: p.days,
          daily: plainDecimal(p.dailyRate),
          annual: plainDecimal(annualRate(p.dailyRate)),
          penalty: plainDecimal(p.penaltyRate),
          quota_left: plainDecimal(quotaLeft(p)),
          status: productStatus(p, now),
          opens_at: p.opensAt,
        })),
      );
    },
  },
  'finance:create': {
    usage:
      'finance:create --name <text> --coin <SYMBOL> --days <n> --daily-rate <fraction> [--penalty-rate <fraction>] --min <amount> --max <amount> --quota <amount> --user-limit <amount> [--opens-at <time>]',
    options: Object.fromEntries(
      [
        'name',
        'coin',
        'days',
        'daily-rate',
        'penalty-rate',
        'min',
        'max',
        'quota',
        'user-limit',
        'opens-at',
      ].map((name) => [name, { type: 'string' as const }]),
    ),
    async run(ctx, _args, _o, own) {
      const name = need(text(own, 'name'), '--name').trim();
      if (name.length > 80) throw new OpsError('--name is at most 80 characters');
      const coin = await coinBySymbol(ctx.db, need(text(own, 'coin'), '--coin'));
      if (!coin) throw new OpsError('--coin is not a listed coin');
      const days = Number(need(text(own, 'days'), '--days'));
      if (!Number.isInteger(days) || days < 1 || days > 365) throw new OpsError('--days must be 1 to 365');
      const dailyRate = rateOption(own, 'daily-rate', '0.01');
      const penaltyRate =
        text(own, 'penalty-rate') === undefined ? dailyRate : rateOption(own, 'penalty-rate', '1');
      const [min, max, quota, userLimit] = ['min', 'max', 'quota', 'user-limit'].map((n) =>
        amountOption(own, n),
      );
      if (new Big(min!).gt(max!)) throw new OpsError('--min must not be above --max');
      if (new Big(max!).gt(userLimit!) || new Big(userLimit!).gt(quota!))
        throw new OpsError('--max ≤ --user-limit ≤ --quota');
      const opensText = text(own, 'opens-at');
      const opensAt = opensText === undefined ? ctx.clock() : new Date(opensText);
      if (Number.isNaN(opensAt.getTime()))
        throw new OpsError('--opens-at must be a time, e.g. 2026-12-01T00:00:00Z');
      return ctx.db.transaction(async (tx) => {
        const t = tx as Db;
        const id = await insertProduct(t, {
          name,
          coinId: coin.id,
          days,
          dailyRate,
          penaltyRate,
          minAmount: min!,
          maxAmount: max!,
          quotaTotal: quota!,
          userLimit: userLimit!,
          opensAt,
        });
        await logOperatorAction(t, {
          operator: ctx.operator,
          action: 'finance.create',
          target: `finance_product:${id}`,
          reason: name,
        });
        return `finance product ${id} created, opening ${opensAt.toISOString()}`;
      });
    },
  },
  'finance:close': {
    usage: 'finance:close <id> --reason "<why>"   (no new subscriptions; hosted orders run to their end)',
    async run(ctx, [id], o) {
      const productId = idArg(id, 'id');
      const reason = need(o.reason, '--reason');
      return ctx.db.transaction(async (tx) => {
        const t = tx as Db;
        if (!(await closeProduct(t, productId, ctx.clock())))
          throw new OpsError(`finance product ${productId} not found, or already closed`);
        await logOperatorAction(t, {
          operator: ctx.operator,
          action: 'finance.close',
          target: `finance_product:${productId}`,
          reason,
        });
        return `finance product ${productId} closed`;
      });
    },
  },
};
