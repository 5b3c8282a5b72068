import { Big, plainDecimal } from '../../../core/money';
import type { Db } from '../../db/client';
import { ieoItems } from '../../db/schema';
import { need, table, type OpsCommand } from '../../ops/command';
import { OpsError } from '../../ops/opsError';
import { coinBySymbol, positiveOption, scheduleListing, textOption, timeOption } from '../newcoins';
import { logOperatorAction } from '../operators';
import { allItems } from './repo';
import { itemStatus } from './service';

/* `npm run ops` IEO: schedule an IEO of a defined new coin (newcoin:define), list the IEOs. */

const DATES = ['apply-start', 'apply-end', 'allot', 'pay-start', 'pay-end', 'list', 'lock-until'] as const;
const AMOUNTS = ['price', 'supply', 'user-cap', 'min', 'max'] as const;

export const ieoCommands: Record<string, OpsCommand> = {
  ieos: {
    usage: 'ieos   (every IEO with its phase and what was applied for)',
    async run(ctx) {
      const now = ctx.clock();
      return table(
        (await allItems(ctx.db)).map((i) => ({
          id: i.id,
          name: i.name,
          coin: i.symbol,
          price: `${plainDecimal(i.ieoPrice)} ${i.payCurrency}`,
          supply: plainDecimal(i.supply),
          applied: plainDecimal(i.totalApplied),
          applicants: i.applicants,
          status: itemStatus(i, now),
          allot: i.allotAt,
          list: i.listAt,
        })),
      );
    },
  },
  'ieo:create': {
    usage:
      'ieo:create --coin <SYM> --name <text> --price <decimal> --pay <SYM> --supply <amount> --user-cap <amount> --min <amount> --max <amount> --apply-start <time> --apply-end <time> --allot <time> --pay-start <time> --pay-end <time> --list <time> --lock-until <time>',
    options: Object.fromEntries(
      ['coin', 'name', 'pay', ...AMOUNTS, ...DATES].map((n) => [n, { type: 'string' as const }]),
    ),
    async run(ctx, _args, _o, own) {
      const coin = await coinBySymbol(ctx.db, need(textOption(own, 'coin'), '--coin'));
      const pay = await coinBySymbol(ctx.db, need(textOption(own, 'pay'), '--pay'));
      if (!coin || !pay)
        throw new OpsError('--coin and --pay must be coins (define a new one with newcoin:define)');
      const [applyStart, applyEnd, allotAt, payStart, payEnd, listAt, lockUntil] = DATES.map((n) =>
        timeOption(own, n),
      ) as [Date, Date, Date, Date, Date, Date, Date];
      if (!(applyStart < applyEnd && applyEnd <= allotAt && allotAt <= payStart && payStart < payEnd))
        throw new OpsError('--apply-start < --apply-end ≤ --allot ≤ --pay-start < --pay-end');
      if (!(payEnd <= listAt && listAt <= lockUntil)) throw new OpsError('--pay-end ≤ --list ≤ --lock-until');
      const [price, supply, userCap, min, max] = AMOUNTS.map((n) => positiveOption(own, n)) as string[];
      if (new Big(min!).gt(max!)) throw new OpsError('--min must not be above --max');
      return ctx.db.transaction(async (tx) => {
        const [row] = await (tx as Db)
          .insert(ieoItems)
          .values({
            name: need(textOption(own, 'name'), '--name'),
            coinId: coin.id,
            payCoinId: pay.id,
            ieoPrice: price!,
            supply: supply!,
            userCap: userCap!,
            minApply: min!,
            maxApply: max!,
            applyStart,
            applyEnd,
            allotAt,
            payStart,
            payEnd,
            listAt,
            lockUntil,
          })
          .returning({ id: ieoItems.id });
        await scheduleListing(tx as Db, coin.id, listAt);
        await logOperatorAction(tx as Db, {
          operator: ctx.operator,
          action: 'ieo.create',
          target: `ieo_item:${row!.id}`,
          reason: coin.symbol,
        });
        return `IEO ${row!.id} of ${coin.symbol} scheduled: applications ${applyStart.toISOString()} to ${applyEnd.toISOString()}, listing ${listAt.toISOString()}`;
      });
    },
  },
};
