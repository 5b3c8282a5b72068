import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Toast } from 'react-vant';
import 'react-vant/es/toast/style/index.css';
import type { Big } from '../../../core/money';
import { plainDecimal, truncate } from '../../../core/money';
import { spotOrderForm, type SpotOrderField } from '../../../core/forms/spotOrderForm';
import { decimalMarkOf } from '../../../core/forms/typedDecimal';
import type { PairQuote } from '../../../core/schemas/market';
import type { SpotOrderRequest } from '../../../core/schemas/spot';
import type { SpotSide as Side } from '../../../core/spot';
import { matchingPercent, PERCENTS, quantityForPercent, stepPrice } from '../../../core/spotOrderMath';
import { ChipGroup } from '../../ui/forms/ChipGroup';
import { DecimalField } from '../../ui/forms/DecimalField';
import { FieldError } from '../../ui/forms/FieldError';
import { PercentChips } from '../../ui/forms/PercentChips';
import { SideTabs } from '../../ui/forms/SideTabs';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { SummaryList } from '../../ui/forms/SummaryList';
import { useSubmit } from '../../ui/forms/useSubmit';
import { placeSpotOrder, showOrderUpdate } from './queries';
import { loginUrlFor } from '../../api/session/loginRedirect';
import { ConfirmOrderSheet, type OrderDraft } from './ConfirmOrderSheet';
import { formatPrice } from '../market';
import { coinAmount } from './format';
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
  const balances = useSpotBalances(pair);
  const last = pair.ticker?.last;
  const initialPrice = (value: string | undefined) => (value ? truncate(value, pair.price_decimals) : '');
  const [price, setPrice] = useState(() => initialPrice(last));
  const [quantity, setQuantity] = useState('');
  const [draft, setDraft] = useState<OrderDraft | null>(null);
  // The first price to arrive fills an empty, untouched price field once.
  const [prefilled, setPrefilled] = useState(price !== '');
  if (!prefilled && last) {
    setPrefilled(true);
    setPrice(initialPrice(last));
  }

  const spendCoin = side === 'buy' ? balances.quote : balances.base;
  const spendSymbol = side === 'buy' ? pair.quote : pair.base;
  const { figures, errors, order } = spotOrderForm(
    { side, type, quantity, price },
    {
      symbol: pair.symbol,
      base: pair.base,
      quote: pair.quote,
      qtyDecimals: pair.qty_decimals,
      priceDecimals: pair.price_decimals,
      minQty: pair.min_qty,
      feeRate: pair.fee_rate,
      last,
      // Until the balances arrive there is nothing to compare with (not a balance of zero).
      balances:
        loggedIn && (balances.quote || balances.base)
          ? { quote: balances.quote?.available ?? '0', base: balances.base?.available ?? '0' }
          : null,
      decimalMark: decimalMarkOf(lang),
    },
  );
  const shown = useFieldErrors<SpotOrderField>(errors);
  const { max, estimate } = figures;
  const chosenPercent = matchingPercent(quantity, max, pair.qty_decimals);
  const quoteText = (value: Big) =>
    coinAmount(value.toFixed(), pair.quote, balances.quote?.decimals, lang).text;
  const editPrice = (value: string) => {
    setPrice(value);
    shown.touch('price');
  };
  const editQuantity = (value: string) => {
    setQuantity(value);
    shown.touch('quantity');
  };

  const review = () => {
    if (!loggedIn)
      return navigate(loginUrlFor(`/pages/trade/index?symbol=${encodeURIComponent(pair.symbol)}`));
    if (errors.length > 0 || !estimate) return;
    setDraft({ ...order, total: estimate.total, fee: estimate.fee, lastPrice: last ?? '' });
  };

  // A second tap or a retry after a lost answer sends the same id: the server places one order.
  const sender = useSubmit((order: SpotOrderRequest, request_id: string) =>
    placeSpotOrder({ ...order, request_id }),
  );
  const submit = async ({ symbol, side, type, quantity, price }: OrderDraft) => {
    // The sheet stays open after a failure (the client toasts the server's message) for a retry.
    const sent = await sender.run({ symbol, side, type, quantity, price });
    if (!sent.ok) return;
    const placed = sent.result;
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
  };

  return (
    <section className={`tw-order-form tw-order-${side}`} data-testid="order-form">
      <SideTabs sides={['buy', 'sell']} value={side} onChange={onSide} label={(s) => t(`trade.${s}`)} />
      <ChipGroup
        label={t('trade.order_type')}
        choices={['limit', 'market'] as const}
        value={type}
        onChange={onType}
        text={(kind) => t(`trade.${kind}`)}
        testId={(kind) => `type-${kind}`}
      />

      {type === 'limit' ? (
        <div className="tw-stepper">
          <button
            type="button"
            aria-label={t('trade.price_down')}
            onClick={() => editPrice(stepPrice(price, pair.price_decimals, -1))}
          >
            {'\u2212'}
          </button>
          <label>
            <small className="tw-muted">{t('trade.price_label', { coin: pair.quote })}</small>
            <input
              className="tw-num"
              inputMode="decimal"
              value={price}
              onChange={(e) => editPrice(e.target.value)}
              name="price"
              data-testid="order-price"
            />
          </label>
          <button
            type="button"
            aria-label={t('trade.price_up')}
            onClick={() => editPrice(stepPrice(price, pair.price_decimals, 1))}
          >
            {'+'}
          </button>
        </div>
      ) : (
        <div className="tw-market-price tw-muted" data-testid="order-market-price">
          {t('trade.market_at', { price: last ? formatPrice(last, pair.price_decimals, lang) : '--' })}
        </div>
      )}
      <FieldError text={price ? shown.under('price') : undefined} testId="order-price-error" />

      <DecimalField
        label={t('trade.quantity_label', { coin: pair.base })}
        value={quantity}
        placeholder={plainDecimal(pair.min_qty)}
        onChange={editQuantity}
        name="quantity"
        testId="order-quantity"
        error={quantity ? shown.under('quantity') : undefined}
      />

      <PercentChips
        label={t('trade.of_available')}
        percents={PERCENTS}
        chosen={(percent) => chosenPercent === percent || (percent === 0 && quantity === '')}
        disabled={!loggedIn}
        onChoose={(percent) =>
          editQuantity(percent === 0 ? '' : quantityForPercent(max, percent, pair.qty_decimals))
        }
        testId={(percent) => `percent-${percent}`}
      />

      <SummaryList
        testIdPrefix="order"
        rows={[
          {
            name: 'available',
            label: t('trade.available'),
            value:
              loggedIn && spendCoin
                ? coinAmount(spendCoin.available, spendSymbol, spendCoin.decimals, lang).text
                : '--',
          },
          {
            name: 'total',
            label: t('trade.total'),
            value: estimate ? `≈ ${quoteText(estimate.total)}` : '--',
          },
          { name: 'fee', label: t('trade.fee'), value: estimate ? `≈ ${quoteText(estimate.fee)}` : '--' },
        ]}
      />

      <SubmitButton
        className={`tw-order-submit tw-submit-${side}`}
        reason={loggedIn ? shown.reason : undefined}
        onClick={review}
        testId="order-submit"
      >
        {loggedIn ? t(`trade.submit_${side}`, { coin: pair.base }) : t('trade.login_to_trade')}
      </SubmitButton>

      <ConfirmOrderSheet
        pair={pair}
        draft={draft}
        busy={sender.busy}
        quoteText={quoteText}
        onConfirm={submit}
        onClose={() => setDraft(null)}
      />
    </section>
  );
}
