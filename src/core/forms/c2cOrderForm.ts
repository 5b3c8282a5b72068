import { z } from 'zod';
import { Big, fitsPrecision } from '../money';
import type { C2cAd, C2cPayType } from '../schemas/c2c';
import { positiveAmountField } from '../schemas/fields';
import { schemaErrors, type FieldError } from './fieldErrors';
import { typedDecimal, type DecimalMark } from './typedDecimal';

/*
 * An order from a merchant's ad (`ctc/order/add`): the fiat amount or the coin quantity as typed,
 * checked with the rules the call applies in its order (call description: the figure, the fiat
 * within the ad's limits, the ad's escrow; selling, a bank card and the spot balance), with the
 * other figure worked out as the server does: quantity = amount ÷ price cut to the coin's places;
 * amount = quantity × price raised to the cent (the buyer never pays less than the coins are worth).
 */

/** Fiat is typed and shown to the cent. */
export const FIAT_DECIMALS = 2;
/** A coin's places when nothing says otherwise (USDT's on this platform). */
export const DEFAULT_COIN_DECIMALS = 6;

/** What the user types the order in: the fiat to pay or receive, or the coins. */
export type C2cOrderMode = 'amount' | 'quantity';
export type C2cOrderField = C2cOrderMode | 'pay_type';

/** What the form reads of an ad. */
export type C2cOrderAd = Pick<
  C2cAd,
  'id' | 'side' | 'coin' | 'fiat' | 'price' | 'available' | 'min_amount' | 'max_amount' | 'pay_types'
>;

export type C2cOrderInput = { mode: C2cOrderMode; typed: string; pay_type: C2cPayType | null };

export type C2cOrderContext = {
  ad: C2cOrderAd;
  /** The coin's places; DEFAULT_COIN_DECIMALS when not known. */
  coinDecimals: number;
  /** Selling: the spot available of the coin (it is escrowed); null while not known or buying. */
  balance: string | null;
  /** Selling: whether a bank card is saved (the merchant pays to it); null while not known. */
  hasBankCard: boolean | null;
  decimalMark: DecimalMark;
};

export type C2cOrderRequestValues = {
  ad_id: number;
  amount?: string;
  quantity?: string;
  pay_type: C2cPayType;
};

/**
 * The pay types the user may choose: a merchant buying (the user sells) pays to the user's bank
 * card, so only `bank`; a merchant selling takes any kind the ad lists.
 */
export const payTypeChoices = (ad: Pick<C2cOrderAd, 'side' | 'pay_types'>): C2cPayType[] =>
  ad.side === 'sell' ? ad.pay_types.filter((p) => p === 'bank') : [...ad.pay_types];

/** The fiat a quantity costs: raised to the cent, as the server charges it. */
export const amountOf = (quantity: Big | string, price: string): Big =>
  new Big(quantity).times(price).round(FIAT_DECIMALS, Big.roundUp);

/** The coins an amount of fiat buys: cut to the coin's places. */
export const quantityOf = (amount: Big | string, price: string, coinDecimals: number): Big =>
  new Big(amount).div(price).round(coinDecimals, Big.roundDown);

/**
 * What "max" fills in, in each mode: the ad's maximum, or less when the ad's coins (or, selling,
 * the user's balance) cover less. Never above a figure the form accepts.
 */
export function maxOrder(ctx: Omit<C2cOrderContext, 'decimalMark' | 'hasBankCard'>): {
  amount: Big;
  quantity: Big;
} {
  const { ad, coinDecimals, balance } = ctx;
  let coins = new Big(ad.available);
  if (ad.side === 'sell' && balance !== null && new Big(balance).lt(coins)) coins = new Big(balance);
  if (coins.lt(0)) coins = new Big(0);
  // The most the coins pay for, cut to the cent so its quantity never passes the coins.
  const coinsWorth = coins.times(ad.price).round(FIAT_DECIMALS, Big.roundDown);
  const amount = coinsWorth.lt(ad.max_amount) ? coinsWorth : new Big(ad.max_amount);
  // The most coins whose cost stays within the maximum: with the maximum on the cent grid, a
  // cost at most the maximum is still at most it once raised to the cent.
  const cap = new Big(ad.max_amount).round(FIAT_DECIMALS, Big.roundDown);
  const byMax = cap.div(ad.price).round(coinDecimals, Big.roundDown);
  const quantity = coins.round(coinDecimals, Big.roundDown).lt(byMax)
    ? coins.round(coinDecimals, Big.roundDown)
    : byMax;
  return { amount, quantity };
}

const FIGURE_SCHEMA: Record<C2cOrderMode, z.ZodType> = {
  amount: z.object({
    amount: positiveAmountField('errors.c2c_amount_required', 'errors.c2c_amount_invalid'),
  }),
  quantity: z.object({
    quantity: positiveAmountField('errors.c2c_quantity_required', 'errors.c2c_quantity_invalid'),
  }),
};

export function c2cOrderForm(
  input: C2cOrderInput,
  ctx: C2cOrderContext,
): {
  /** The fiat to pay (buying) or receive (selling), once the figure reads; null before. */
  amount: Big | null;
  /** The coins bought or sold; null before. */
  quantity: Big | null;
  max: { amount: Big; quantity: Big };
  /** True when the balance is what stops a sale: the screen offers a deposit. */
  short: boolean;
  request: C2cOrderRequestValues | null;
  errors: FieldError<C2cOrderField | 'form'>[];
} {
  const { ad, coinDecimals, balance, hasBankCard, decimalMark } = ctx;
  const field = input.mode;
  const typed = typedDecimal(input.typed, decimalMark);
  const errors = schemaErrors<C2cOrderField>(FIGURE_SCHEMA[field], { [field]: typed });
  let amount: Big | null = null;
  let quantity: Big | null = null;
  let short = false;

  if (errors.length === 0) {
    const places = field === 'amount' ? FIAT_DECIMALS : coinDecimals;
    if (!fitsPrecision(typed, places)) {
      errors.push({
        field,
        key: field === 'amount' ? 'errors.c2c_amount_precision' : 'errors.c2c_quantity_precision',
        params: { decimals: places },
      });
    } else {
      amount = field === 'amount' ? new Big(typed) : amountOf(typed, ad.price);
      quantity = field === 'amount' ? quantityOf(typed, ad.price, coinDecimals) : new Big(typed);
      if (amount.lt(ad.min_amount))
        errors.push({ field, key: 'errors.c2c_amount_min', params: { min: ad.min_amount, fiat: ad.fiat } });
      else if (amount.gt(ad.max_amount))
        errors.push({ field, key: 'errors.c2c_amount_max', params: { max: ad.max_amount, fiat: ad.fiat } });
      else if (quantity.lte(0)) errors.push({ field, key: 'errors.c2c_quantity_invalid' });
      else if (quantity.gt(ad.available))
        errors.push({
          field,
          key: 'errors.c2c_quantity_available',
          params: { available: ad.available, coin: ad.coin },
        });
      else if (ad.side === 'sell' && balance !== null && quantity.gt(balance)) {
        short = true;
        errors.push({ field, key: 'errors.c2c_balance', params: { coin: ad.coin } });
      }
    }
  }

  const choices = payTypeChoices(ad);
  if (ad.side === 'sell' && hasBankCard === false)
    errors.push({ field: 'pay_type', key: 'errors.c2c_bank_card_required' });
  else if (input.pay_type === null || !choices.includes(input.pay_type))
    errors.push({ field: 'pay_type', key: 'errors.c2c_pay_type_invalid' });

  const request: C2cOrderRequestValues | null =
    errors.length > 0 || input.pay_type === null
      ? null
      : field === 'amount'
        ? { ad_id: ad.id, amount: typed, pay_type: input.pay_type }
        : { ad_id: ad.id, quantity: typed, pay_type: input.pay_type };
  return { amount, quantity, max: maxOrder(ctx), short, request, errors };
}
