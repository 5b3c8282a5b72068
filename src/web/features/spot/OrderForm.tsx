import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Toast } from 'react-vant';
import 'react-vant/es/button/style/index.css';
import 'react-vant/es/toast/style/index.css';
import { Big, plainDecimal, truncate } from '../../../core/money';
import type { PairQuote } from '../../../core/schemas/market';
import { spotOrderRequest, type SpotOrder, type SpotOrderRequest } from '../../../core/schemas/spot';
import { spotOrderProblem } from '../../../core/spot';
import { decimalInput } from '../../ui/format/decimalInput';
import { firstProblem } from '../../ui/forms/validate';
import { useAttemptId } from '../../ui/hooks/useAttemptId';
import { placeSpotOrder, showOrderUpdate } from './queries';
import { loginUrlFor } from '../../api/session/loginRedirect';
import { ConfirmOrderSheet } from './ConfirmOrderSheet';
import { formatPrice } from '../market';
import { formatTrimmed } from './format';
import {
  estimate,
  matchingPercent,
  maxQuantity,
  PERCENTS,
  quantityForPercent,
  stepPrice,
  type OrderDraft,
  type Side,
} from './orderMath';
import { useSpotBalances } from './useSpotBalances';

export type OrderType = 'limit' | 'market';

type Props = {
  pair: PairQuote;
  side: Side;
  onSide(side: Side): void;
  type: OrderType;
  onType(type: OrderType): void;
  loggedIn: boolean;
};

/** What the confirm sheet shows and what is sent once the user confirms. */
/**
 * The order form: side, type, price (limit only, prefilled with the last price), quantity in
 * the base coin with 0–100 % of what is available, the estimated total and fee, then a confirm
 * sheet before anything is sent. The parent remounts it per pair (key), so a switch starts clean.
 */
export function OrderForm({ pair, side, onSide, type, onType, loggedIn }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const attempt = useAttemptId();
  const balances = useSpotBalances(pair);
  const last = pair.ticker?.last;
  const initialPrice = (value: string | undefined) => (value ? truncate(value, pair.price_decimals) : '');
  const [price, setPrice] = useState(() => initialPrice(last));
  const [quantity, setQuantity] = useState('');
  const [draft, setDraft] = useState<OrderDraft | null>(null);
  const [busy, setBusy] = useState(false);
  // The first price to arrive fills an empty, untouched price field once.
  const [prefilled, setPrefilled] = useState(price !== '');
  if (!prefilled && last) {
    setPrefilled(true);
    setPrice(initialPrice(last));
  }

  const buying = side === 'buy';
  const fillPrice = type === 'market' ? (last ?? '') : price;
  const spendCoin = buying ? balances.quote : balances.base;
  const spendSymbol = buying ? pair.quote : pair.base;
  const max = maxQuantity({
    side,
    price: fillPrice,
    availableQuote: balances.quote?.available ?? '0',
    availableBase: balances.base?.available ?? '0',
    feeRate: pair.fee_rate,
    qtyDecimals: pair.qty_decimals,
  });
  const chosenPercent = matchingPercent(quantity, max, pair.qty_decimals);
  const figures = estimate(side, quantity, fillPrice, pair.fee_rate);
  const quoteDecimals = balances.quote?.decimals ?? 8;
  const quoteText = (value: Big) => `${formatTrimmed(value.toFixed(), quoteDecimals, lang)} ${pair.quote}`;

  const review = () => {
    if (!loggedIn)
      return navigate(loginUrlFor(`/pages/trade/index?symbol=${encodeURIComponent(pair.symbol)}`));
    const order = { symbol: pair.symbol, side, type, quantity, price: type === 'limit' ? price : undefined };
    // The server's own rules, in form order: fields first, then the pair's precision and minimum.
    const problem =
      firstProblem(spotOrderRequest, order) ??
      spotOrderProblem(order, {
        qtyDecimals: pair.qty_decimals,
        priceDecimals: pair.price_decimals,
        minQty: pair.min_qty,
        base: pair.base,
      });
    if (typeof problem === 'string') return void Toast(t(problem));
    if (problem) return void Toast(t(problem.key, problem.params));
    if (!figures) return void Toast(t('trade.no_price'));
    if (new Big(quantity).gt(max)) return void Toast(t('trade.not_enough', { coin: spendSymbol }));
    setDraft({ ...order, request_id: '', total: figures.total, fee: figures.fee, lastPrice: last ?? '' });
  };

  const submit = async (order: OrderDraft) => {
    const request: SpotOrderRequest = {
      symbol: order.symbol,
      side: order.side,
      type: order.type,
      quantity: order.quantity,
      price: order.price,
      request_id: '',
    };
    // A second tap or a retry after a lost answer sends the same id: the server places one order.
    request.request_id = attempt.idFor(JSON.stringify(request));
    setBusy(true);
    try {
      const placed: SpotOrder = await placeSpotOrder(request);
      attempt.finish();
      showOrderUpdate(queryClient, placed);
      Toast.success(
        placed.status === 'completed'
          ? t(placed.side === 'buy' ? 'trade.bought' : 'trade.sold', {
              quantity: plainDecimal(placed.quantity),
              coin: pair.base,
              price: formatPrice(placed.fill_price ?? '0', pair.price_decimals, lang),
            })
          : t('trade.placed'),
      );
      setQuantity('');
      setDraft(null);
    } catch {
      // The client has shown the server's message; the sheet stays for a retry with the same id.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`tw-order-form tw-order-${side}`} data-testid="order-form">
      <div className="tw-side-tabs" role="tablist">
        {(['buy', 'sell'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={side === s}
            className={`tw-side-tab tw-side-${s}`}
            onClick={() => onSide(s)}
            data-testid={`side-${s}`}
          >
            {t(`trade.${s}`)}
          </button>
        ))}
      </div>
      <div className="tw-type-chips" role="radiogroup">
        {(['limit', 'market'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            role="radio"
            aria-checked={type === kind}
            className="tw-type-chip"
            onClick={() => onType(kind)}
            data-testid={`type-${kind}`}
          >
            {t(`trade.${kind}`)}
          </button>
        ))}
      </div>

      {type === 'limit' ? (
        <div className="tw-stepper">
          <button
            type="button"
            aria-label={t('trade.price_down')}
            onClick={() => setPrice(stepPrice(price, pair.price_decimals, -1))}
          >
            {'\u2212'}
          </button>
          <label>
            <small className="tw-muted">{t('trade.price_label', { coin: pair.quote })}</small>
            <input
              className="tw-num"
              inputMode="decimal"
              value={price}
              onChange={(e) => setPrice(decimalInput(e.target.value, pair.price_decimals))}
              name="price"
              data-testid="order-price"
            />
          </label>
          <button
            type="button"
            aria-label={t('trade.price_up')}
            onClick={() => setPrice(stepPrice(price, pair.price_decimals, 1))}
          >
            {'+'}
          </button>
        </div>
      ) : (
        <div className="tw-market-price tw-muted" data-testid="order-market-price">
          {t('trade.market_at', { price: last ? formatPrice(last, pair.price_decimals, lang) : '--' })}
        </div>
      )}

      <label className="tw-qty-field">
        <small className="tw-muted">{t('trade.quantity_label', { coin: pair.base })}</small>
        <input
          className="tw-num"
          inputMode="decimal"
          value={quantity}
          placeholder={plainDecimal(pair.min_qty)}
          onChange={(e) => setQuantity(decimalInput(e.target.value, pair.qty_decimals))}
          name="quantity"
          data-testid="order-quantity"
        />
      </label>

      <div className="tw-percents" role="group" aria-label={t('trade.of_available')}>
        {PERCENTS.map((percent) => (
          <button
            key={percent}
            type="button"
            className="tw-percent tw-num"
            aria-pressed={chosenPercent === percent || (percent === 0 && quantity === '')}
            disabled={!loggedIn}
            onClick={() =>
              setQuantity(percent === 0 ? '' : quantityForPercent(max, percent, pair.qty_decimals))
            }
            data-testid={`percent-${percent}`}
          >
            {`${percent}%`}
          </button>
        ))}
      </div>

      <dl className="tw-order-figures">
        <div>
          <dt>{t('trade.available')}</dt>
          <dd className="tw-num" data-testid="order-available">
            {loggedIn && spendCoin
              ? `${formatTrimmed(spendCoin.available, spendCoin.decimals, lang)} ${spendSymbol}`
              : '--'}
          </dd>
        </div>
        <div>
          <dt>{t('trade.total')}</dt>
          <dd className="tw-num" data-testid="order-total">
            {figures ? `≈ ${quoteText(figures.total)}` : '--'}
          </dd>
        </div>
        <div>
          <dt>{t('trade.fee')}</dt>
          <dd className="tw-num" data-testid="order-fee">
            {figures ? `≈ ${quoteText(figures.fee)}` : '--'}
          </dd>
        </div>
      </dl>

      <Button
        block
        round
        className={`tw-order-submit tw-submit-${side}`}
        onClick={review}
        data-testid="order-submit"
      >
        {loggedIn ? t(`trade.submit_${side}`, { coin: pair.base }) : t('trade.login_to_trade')}
      </Button>

      <ConfirmOrderSheet
        pair={pair}
        draft={draft}
        busy={busy}
        quoteText={quoteText}
        onConfirm={submit}
        onClose={() => setDraft(null)}
      />
    </section>
  );
}
