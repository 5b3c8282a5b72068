import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Toast } from 'react-vant';
import 'react-vant/es/toast/style/index.css';
import {
  contractOrderForm,
  type ContractOrderField,
  type ContractOrderFormState,
  type OrderType,
} from '../../../core/forms/contractOrderForm';
import { decimalMarkOf } from '../../../core/forms/typedDecimal';
import { truncate } from '../../../core/money';
import type { PairQuote } from '../../../core/schemas/market';
import type { ContractDeal, Position } from '../../../core/schemas/contract';
import { loginUrlFor } from '../../api/session/loginRedirect';
import { ChipGroup } from '../../ui/forms/ChipGroup';
import { DecimalField } from '../../ui/forms/DecimalField';
import { SideTabs } from '../../ui/forms/SideTabs';
import { FieldError } from '../../ui/forms/FieldError';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useFieldErrors } from '../../ui/forms/useFieldErrors';
import { SummaryList } from '../../ui/forms/SummaryList';
import { useSubmit } from '../../ui/forms/useSubmit';
import { price, quantity, usdt } from '../../ui/format/figures';
import { LeverageChips } from './LeverageChips';
import { LotsStepper } from './LotsStepper';
import { refreshContract, submitOrder, type SubmitInput } from './queries';
import { TransferSheet } from '../assets';

type Props = {
  pair: PairQuote;
  deal: ContractDeal;
  /** The latest tick's price, what a market order opens at. */
  mark: string | null;
  loggedIn: boolean;
};

/**
 * The order ticket: long / short, market / limit, lots, leverage and margin mode, optional TP / SL
 * checked live against the price the order would open at, and its cost, fee and liquidation price
 * before it is sent. Every box keeps what was typed; what the server would refuse is said under
 * its box and on the button (core/forms/contractOrderForm.ts). The parent remounts it per pair
 * (key), so a switch starts clean.
 */
export function OrderForm({ pair, deal, mark, loggedIn }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ContractOrderFormState>(() => ({
    side: 'long',
    type: 'market',
    limitPrice: '',
    lots: '1',
    leverage: deal.leverages.includes(10) ? 10 : deal.leverages[0]!,
    marginMode: 'isolated',
    tp: '',
    sl: '',
  }));
  const { side, type } = form;
  // Funding the futures account happens here, in a sheet: the trade screen is never left.
  const [transferring, setTransferring] = useState(false);
  const base = pair.base;
  const available = loggedIn ? deal.balance.available : null;
  const { order, figures, errors } = contractOrderForm(form, {
    ...deal,
    price_decimals: pair.price_decimals,
    mark,
    available,
    decimalMark: decimalMarkOf(lang),
  });
  const shown = useFieldErrors<ContractOrderField>(errors);
  const choose = (patch: Partial<ContractOrderFormState>) => setForm((f) => ({ ...f, ...patch }));
  const edit = (field: ContractOrderField, patch: Partial<ContractOrderFormState>) => {
    choose(patch);
    shown.touch(field);
  };
  const sender = useSubmit((order: Omit<SubmitInput, 'request_id'>, request_id: string) =>
    submitOrder({ ...order, request_id }),
  );

  const chooseType = (next: OrderType) =>
    setForm((f) => ({
      ...f,
      type: next,
      // The limit box starts at the mark, as exchanges prefill it.
      limitPrice:
        next === 'limit' && f.limitPrice === '' && mark ? truncate(mark, pair.price_decimals) : f.limitPrice,
    }));

  const reason = loggedIn ? shown.reason : undefined;

  const submit = async () => {
    if (!loggedIn)
      return navigate(loginUrlFor(`/pages/contract/index?symbol=${encodeURIComponent(pair.symbol)}`));
    if (reason) return;
    const sent = await sender.run(order);
    // On a failure the client has toasted the server's translated message; the form keeps its values.
    if (!sent.ok) return;
    placed(sent.result);
  };

  const placed = (position: Position) => {
    refreshContract(queryClient);
    choose({ tp: '', sl: '' });
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
      <SideTabs
        sides={['long', 'short']}
        value={side}
        onChange={(s) => choose({ side: s })}
        label={(s) => t(`contract.open_${s}`)}
      />

      <div className="tw-contract-row">
        <ChipGroup
          label={t('contract.margin_mode')}
          choices={['cross', 'isolated'] as const}
          value={form.marginMode}
          onChange={(marginMode) => choose({ marginMode })}
          text={(mode) => t(`contract.mode.${mode}`)}
          testId={(mode) => `margin-${mode}`}
        />
        <ChipGroup
          label={t('contract.order_type')}
          choices={['market', 'limit'] as const}
          value={type}
          onChange={chooseType}
          text={(kind) => t(`contract.type.${kind}`)}
          testId={(kind) => `type-${kind}`}
        />
      </div>

      <LeverageChips
        leverages={deal.leverages}
        value={form.leverage}
        onChange={(leverage) => edit('leverage', { leverage })}
      />
      <FieldError text={shown.under('leverage')} testId="leverage-error" />

      {type === 'limit' ? (
        <DecimalField
          label={t('contract.limit_price', { coin: pair.quote })}
          value={form.limitPrice}
          onChange={(limitPrice) => edit('price', { limitPrice })}
          name="limit-price"
          testId="limit-price"
          error={shown.under('price')}
        />
      ) : (
        <div className="tw-market-price tw-muted" data-testid="market-price">
          {t('contract.market_at', { price: price(mark, pair.price_decimals, lang) })}
        </div>
      )}

      <div className="tw-contract-lots">
        <span>
          <small className="tw-muted">{t('contract.lots')}</small>
          <span className="tw-num tw-muted" data-testid="lots-qty">
            {figures.qty ? t('contract.lots_qty', { qty: quantity(figures.qty, lang), coin: base }) : '--'}
          </span>
        </span>
        <LotsStepper value={form.lots} max={deal.max_lots} onChange={(lots) => edit('lots', { lots })} />
      </div>
      <FieldError text={shown.under('lots')} testId="lots-error" />

      <div className="tw-contract-tpsl">
        <DecimalField
          label={t('contract.tp_optional')}
          value={form.tp}
          placeholder={t('contract.price_placeholder')}
          onChange={(tp) => edit('tp_price', { tp })}
          name="tp"
          testId="order-tp"
        />
        <DecimalField
          label={t('contract.sl_optional')}
          value={form.sl}
          placeholder={t('contract.price_placeholder')}
          onChange={(sl) => edit('sl_price', { sl })}
          name="sl"
          testId="order-sl"
        />
      </div>
      <FieldError text={shown.under('tp_price') ?? shown.under('sl_price')} testId="tpsl-error" />

      <SummaryList
        testId="order-summary"
        testIdPrefix="summary"
        rows={[
          { name: 'margin', label: t('contract.summary.margin'), value: usdt(figures.margin, lang) },
          { name: 'fee', label: t('contract.summary.fee'), value: usdt(figures.fee, lang) },
          { name: 'cost', label: t('contract.summary.cost'), value: usdt(figures.cost, lang) },
          {
            name: 'liquidation',
            label: t('contract.summary.liquidation'),
            value: price(figures.liquidation, pair.price_decimals, lang),
            className: 'tw-contract-liq',
          },
          {
            // The amount has its own element: the row also holds the transfer link.
            name: 'funds',
            label: t('contract.summary.available'),
            value: (
              <>
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
              </>
            ),
          },
        ]}
      />
      <TransferSheet
        visible={transferring}
        to="contract"
        onClose={() => setTransferring(false)}
        onDone={() => refreshContract(queryClient)}
      />

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
