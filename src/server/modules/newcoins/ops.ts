import { LANGUAGES } from '../../../core/languages';
import { Big, parseMoney, plainDecimal } from '../../../core/money';
import type { Db } from '../../db/client';
import { newcoinProducts } from '../../db/schema';
import type { TextsByLanguage } from '../../db/schema/notices';
import { need, table, type OpsCommand, type OwnOptions } from '../../ops/command';
import { OpsError } from '../../ops/opsError';
import { logOperatorAction } from '../operators';
import { defineCoin, scheduleListing } from './coins';
import { allProducts, coinBySymbol } from './repo';
import { productStatus } from './service';

/*
 * `npm run ops` new coins: define a coin (with the feed symbol it will trade under; never a
 * price), schedule its sale, list the sales.
 */

const SYMBOL = /^[A-Z0-9]{2,12}$/;
const codes = new Set<string>(LANGUAGES.map((l) => l.code));
export const text = (own: OwnOptions, name: string) =>
  typeof own[name] === 'string' ? (own[name] as string) : undefined;

export function positive(own: OwnOptions, name: string): string {
  const value = parseMoney(need(text(own, name), `--${name}`));
  if (!value || value.lte(0)) throw new OpsError(`--${name} must be a positive decimal`);
  return value.toFixed();
}

export function time(own: OwnOptions, name: string): Date {
  const at = new Date(need(text(own, name), `--${name}`));
  if (Number.isNaN(at.getTime())) throw new OpsError(`--${name} must be a time, e.g. 2026-12-01T00:00:00Z`);
  return at;
}

function descriptions(values: OwnOptions[string]): TextsByLanguage {
  const texts: TextsByLanguage = {};
  for (const value of [values ?? []].flat()) {
    const at = typeof value === 'string' ? value.indexOf('=') : -1;
    const lang = at > 0 ? (value as string).slice(0, at) : '';
    if (!codes.has(lang)) throw new OpsError('--description must be <language>=<text>');
    texts[lang] = (value as string).slice(at + 1).trim();
  }
  if (!texts.en) throw new OpsError('--description en=… is required (every language falls back to English)');
  return texts;
}

export const newcoinCommands: Record<string, OpsCommand> = {
  newcoins: {
    usage: 'newcoins   (every new-coin sale with its status)',
    async run(ctx) {
      const now = ctx.clock();
      return table(
        (await allProducts(ctx.db)).map((p) => ({
          id: p.id,
          name: p.name,
          coin: p.currency,
          price: `${plainDecimal(p.issuePrice)} ${p.payCurrency}`,
          supply: plainDecimal(p.supply),
          subscribed: plainDecimal(p.subscribed),
          status: productStatus(p, now),
          end: p.endAt,
          launch: p.launchAt,
        })),
      );
    },
  },
  'newcoin:define': {
    usage:
      'newcoin:define --symbol <SYM> --name <text> --decimals <n> --feed-symbol <FEEDSYM> --description en=<text> [--description <lang>=<text> …]',
    options: {
      symbol: { type: 'string' },
      name: { type: 'string' },
      decimals: { type: 'string' },
      'feed-symbol': { type: 'string' },
      description: { type: 'string', multiple: true },
    },
    async run(ctx, _args, _o, own) {
      const symbol = need(text(own, 'symbol'), '--symbol');
      const feedSymbol = need(text(own, 'feed-symbol'), '--feed-symbol');
      if (!SYMBOL.test(symbol) || !SYMBOL.test(feedSymbol))
        throw new OpsError('--symbol and --feed-symbol are 2–12 capital letters or digits');
      const decimals = Number(need(text(own, 'decimals'), '--decimals'));
      if (!Number.isInteger(decimals) || decimals < 0 || decimals > 8)
        throw new OpsError('--decimals must be 0 to 8');
      if (await coinBySymbol(ctx.db, symbol)) throw new OpsError(`${symbol} is already a coin`);
      return ctx.db.transaction(async (tx) => {
        const id = await defineCoin(tx as Db, {
          symbol,
          name: need(text(own, 'name'), '--name'),
          decimals,
          feedSymbol,
          descriptions: descriptions(own.description),
        });
        await logOperatorAction(tx as Db, {
          operator: ctx.operator,
          action: 'newcoin.define',
          target: `coin:${id}`,
          reason: symbol,
        });
        return `coin ${symbol} defined (id ${id}), trading under ${feedSymbol} once the feed has it`;
      });
    },
  },
  'newcoin:sale': {
    usage:
      'newcoin:sale --coin <SYM> --name <text> --price <decimal> --pay <SYM> --supply <amount> --min <amount> --user-limit <amount> --start <time> --end <time> --launch <time> --lockup-days <n> [--capped]',
    options: Object.fromEntries([
      ...[
        'coin',
        'name',
        'price',
        'pay',
        'supply',
        'min',
        'user-limit',
        'start',
        'end',
        'launch',
        'lockup-days',
      ].map((n) => [n, { type: 'string' as const }]),
      ['capped', { type: 'boolean' as const }],
    ]),
    async run(ctx, _args, _o, own) {
      const coin = await coinBySymbol(ctx.db, need(text(own, 'coin'), '--coin'));
      const pay = await coinBySymbol(ctx.db, need(text(own, 'pay'), '--pay'));
      if (!coin || !pay)
        throw new OpsError('--coin and --pay must be coins (define a new one with newcoin:define)');
      const [start, end, launch] = [time(own, 'start'), time(own, 'end'), time(own, 'launch')];
      if (!(start < end && end <= launch)) throw new OpsError('--start < --end ≤ --launch');
      const lockupDays = Number(need(text(own, 'lockup-days'), '--lockup-days'));
      if (!Number.isInteger(lockupDays) || lockupDays < 0 || lockupDays > 3650)
        throw new OpsError('--lockup-days must be 0 to 3650');
      const [price, supply, min, userLimit] = ['price', 'supply', 'min', 'user-limit'].map((n) =>
        positive(own, n),
      );
      if (new Big(min!).gt(userLimit!)) throw new OpsError('--min must not be above --user-limit');
      return ctx.db.transaction(async (tx) => {
        const [row] = await (tx as Db)
          .insert(newcoinProducts)
          .values({
            name: need(text(own, 'name'), '--name'),
            coinId: coin.id,
            payCoinId: pay.id,
            issuePrice: price!,
            supply: supply!,
            minAmount: min!,
            userLimit: userLimit!,
            oversubscribable: own.capped === true ? 0 : 1,
            lockupDays,
            startAt: start,
            endAt: end,
            launchAt: launch,
          })
          .returning({ id: newcoinProducts.id });
        await scheduleListing(tx as Db, coin.id, launch);
        await logOperatorAction(tx as Db, {
          operator: ctx.operator,
          action: 'newcoin.sale',
          target: `newcoin_product:${row!.id}`,
          reason: coin.symbol,
        });
        return `sale ${row!.id} of ${coin.symbol} scheduled: ${start.toISOString()} to ${end.toISOString()}, launch ${launch.toISOString()}`;
      });
    },
  },
};
