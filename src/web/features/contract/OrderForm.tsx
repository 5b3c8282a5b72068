import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Stepper, Toast } from 'react-vant';
import 'react-vant/es/stepper/style/index.css';
import 'react-vant/es/toast/style/index.css';
import { truncate } from '../../../core/money';
import type { PerpSide } from '../../../core/perpetual';
import type { PairQuote } from '../../../core/schemas/market';
import type { MarginMode, PerpDeal, Position } from '../../../core/schemas/perpetual';
import { loginUrlFor } from '../../api/session/loginRedirect';
import { decimalInput } from '../../ui/format/decimalInput';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useSubmit } from '../../ui/forms/useSubmit';
import { price, quantity, usdt } from './format';
import { LeverageChips } from './LeverageChips';
import { orderSummary, type OrderType } from './orderSummary';
import { refreshContract, submitOrder, type SubmitInput } from './queries';
import { TransferSheet } from '../assets';

type Props = {
  pair: PairQuote;
  deal: PerpDeal;
  /** The latest tick's price, what a market order opens at. */
  mark: string | null;
  loggedIn: boolean;
};

/**
 * The order ticket: long / short, market / limit, lots, leverage and margin mode, optional TP / SL
 * checked live against the price the order would open at, and its cost, fee and liquidation price
 * before it is sent. The parent remounts it per pair (key), so a switch starts clean.
 */
export function OrderForm({ pair, deal, mark, loggedIn }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [side, setSide] = useState<PerpSide>('long');
  const [type, setType] = useState<OrderType>('market');
  const [limitPrice, setLimitPrice] = useState('');
  const [lots, setLots] = useState(1);
  const [leverage, setLeverage] = useState(() => (deal.leverages.includes(10) ? 10 : deal.leverages[0]!));
  const [marginMode, setMarginMode] = useState<MarginMode>('isolated');
  const [tp, setTp] = useState('');
  const [sl, setSl] = useState('');
  // Funding the futures account happens here, in a sheet: the trade screen is never left.
  const [transferring, setTransferring] = useState(false);
  const base = pair.base;
  const available = loggedIn ? deal.balance.available : null;
  const summary = orderSummary(
    { side, type, limitPrice, lots, leverage, marginMode, tp, sl },
    { ...deal, price_decimals: pair.price_decimals },
    mark,
    available,
  );
  const sender = useSubmit((order: Omit<SubmitInput, 'request_id'>, request_id: string) =>
    submitOrder({ ...order, request_id }),
  );

  const chooseType = (next: OrderType) => {
    setType(next);
    // The limit box starts at the mark, as exchanges prefill it.
    if (next === 'limit' && limitPrice === '' && mark) setLimitPrice(truncate(mark, pair.price_decimals));
  };

  const reason = !loggedIn
    ? undefined
    : type === 'limit' && !summary.price
      ? t('contract.error.price_required')
      : summary.tpSlProblem
        ? t(summary.tpSlProblem)
        : !summary.price
          ? t('contract.error.no_price')
          : undefined;

  const submit = async () => {
    if (!loggedIn)
      return navigate(loginUrlFor(`/pages/contract/index?symbol=${encodeURIComponent(pair.symbol)}`));
    if (reason) return;
    const sent = await sender.run({
      symbol: pair.symbol,
      side,
      type,
      price: type === 'limit' ? limitPrice : undefined,
      lots,
      leverage,
      margin_mode: marginMode,
      tp_price: tp.trim() || undefined,
      sl_price: sl.trim() || undefined,
    });
    // On a failure the client has toasted the server's translated message; the form keeps its values.
    if (!sent.ok) return;
    placed(sent.result);
  };

  const placed = (position: Position) => {
    refreshContract(queryClient);
    setTp('');
    setSl('');
    const values = { side: t(`contract.side.${position.side}`), count: position.lots, pair: position.symbol };
    Toast.success(
      position.status === 0
        ? t('contract.placed_limit', {
            ...values,
            price: price(position.limit_price, pair.price_decimals, lang),
          })
        : t('contract.opened', { ...values, price: price(position.entry_price, pair.price_decimals, lang) }),
    );
  };

  return (
    <section className={`tw-order-form tw-contract-form tw-contract-${side}`} data-testid="contract-form">
      <div className="tw-side-tabs" role="tablist">
        {(['long', 'short'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={side === s}
            className={`tw-side-tab tw-side-${s === 'long' ? 'buy' : 'sell'}`}
            onClick={() => setSide(s)}
            data-testid={`side-${s}`}
          >
            {t(`contract.open_${s}`)}
          </button>
        ))}
      </div>

      <div className="tw-contract-row">
        <div className="tw-type-chips" role="radiogroup" aria-label={t('contract.margin_mode')}>
          {(['cross', 'isolated'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              role="radio"
              aria-checked={marginMode === mode}
              className="tw-type-chip"
              onClick={() => setMarginMode(mode)}
              data-testid={`margin-${mode}`}
            >
              {t(`contract.mode.${mode}`)}
            </button>
          ))}
        </div>
        <div className="tw-type-chips" role="radiogroup" aria-label={t('contract.order_type')}>
          {(['market', 'limit'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              role="radio"
              aria-checked={type === kind}
              className="tw-type-chip"
              onClick={() => chooseType(kind)}
              data-testid={`type-${kind}`}
            >
              {t(`contract.type.${kind}`)}
            </button>
          ))}
        </div>
      </div>

      <LeverageChips leverages={deal.leverages} value={leverage} onChange={setLeverage} />

      {type === 'limit' ? (
        <label className="tw-qty-field">
          <small className="tw-muted">{t('contract.limit_price', { coin: pair.quote })}</small>
          <input
            className="tw-num"
            inputMode="decimal"
            value={limitPrice}
            onChange={(e) => setLimitPrice(decimalInput(e.target.value, pair.price_decimals))}
            name="limit-price"
            data-testid="limit-price"
          />
        </label>
      ) : (
        <div className="tw-market-price tw-muted" data-testid="market-price">
          {t('contract.market_at', { price: price(mark, pair.price_decimals, lang) })}
        </div>
      )}

      <div className="tw-contract-lots">
        <span>
          <small className="tw-muted">{t('contract.lots')}</small>
          <span className="tw-num tw-muted" data-testid="lots-qty">
            {t('contract.lots_qty', { qty: quantity(summary.qty, lang), coin: base })}
          </span>
        </span>
        <span data-testid="lots">
          <Stepper
            value={lots}
            min={1}
            max={deal.max_lots}
            integer
            inputWidth={64}
            buttonSize={32}
            onChange={(value) => setLots(value && value >= 1 ? Math.floor(value) : 1)}
          />
        </span>
      </div>

      <div className="tw-contract-tpsl">
        <label className="tw-qty-field">
          <small className="tw-muted">{t('contract.tp_optional')}</small>
          <input
            className="tw-num"
            inputMode="decimal"
            value={tp}
            placeholder={t('contract.price_placeholder')}
            onChange={(e) => setTp(decimalInput(e.target.value, pair.price_decimals))}
            name="tp"
            data-testid="order-tp"
          />
        </label>
        <label className="tw-qty-field">
          <small className="tw-muted">{t('contract.sl_optional')}</small>
          <input
            className="tw-num"
            inputMode="decimal"
            value={sl}
            placeholder={t('contract.price_placeholder')}
            onChange={(e) => setSl(decimalInput(e.target.value, pair.price_decimals))}
            name="sl"
            data-testid="order-sl"
          />
        </label>
      </div>
      {summary.tpSlProblem && (
        <small className="tw-order-error" role="alert" data-testid="tpsl-error">
          {t(summary.tpSlProblem)}
        </small>
      )}

      <dl className="tw-order-figures" data-testid="order-summary">
        <Figure name="margin" label={t('contract.summary.margin')} value={usdt(summary.margin, lang)} />
        <Figure name="fee" label={t('contract.summary.fee')} value={usdt(summary.fee, lang)} />
        <Figure name="cost" label={t('contract.summary.cost')} value={usdt(summary.cost, lang)} />
        <Figure
          name="liquidation"
          label={t('contract.summary.liquidation')}
          value={price(summary.liquidation, pair.price_decimals, lang)}
          className="tw-contract-liq"
        />
        <div>
          <dt>{t('contract.summary.available')}</dt>
          <dd className="tw-num">
            <span data-testid="summary-available">{usdt(available, lang)}</span>
            {loggedIn && (
              <button
                type="button"
                className="tw-link tw-contract-transfer"
                onClick={() => setTransferring(true)}
                data-testid="contract-transfer"
              >
                {t('contract.transfer')}
              </button>
            )}
            <TransferSheet
              visible={transferring}
              to="contract"
              onClose={() => setTransferring(false)}
              onDone={() => refreshContract(queryClient)}
            />
          </dd>
        </div>
      </dl>

      <SubmitButton
        className={`tw-order-submit tw-submit-${side === 'long' ? 'buy' : 'sell'}`}
        reason={reason}
        busy={sender.busy}
        onClick={() => void submit()}
        testId="contract-submit"
      >
        {loggedIn ? t(`contract.submit_${side}`) : t('contract.login_to_trade')}
      </SubmitButton>
    </section>
  );
}

function Figure({
  name,
  label,
  value,
  className,
}: {
  name: string;
  label: string;
  value: string;
  className?: string;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={`tw-num ${className ?? ''}`} data-testid={`summary-${name}`}>
        {value}
      </dd>
    </div>
  );
}
