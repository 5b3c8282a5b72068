import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { C2cOrder } from '../../../core/schemas/c2c';
import { SummaryList, type SummaryRow } from '../../ui/forms/SummaryList';
import { formatDateMinute } from '../../ui/format/formatTime';
import { useNow } from '../../ui/hooks/useNow';
import { Page } from '../../ui/page/Page';
import { Refreshable } from '../../ui/page/Refreshable';
import { AppealBlock } from './AppealBlock';
import { Chat } from './Chat';
import { CopyRow } from './CopyRow';
import { coinText, fiatText, priceText } from './format';
import { CANCEL_REASON_KEY, PAY_TYPE_KEY, SIDE_KEY } from './labels';
import { OrderActionsBar } from './OrderActionsBar';
import { mySide, orderActions, type OrderActions } from './orderActions';
import { PayCountdown } from './PayCountdown';
import { PayInfo } from './PayInfo';
import { c2cKeys, useC2cEvents, useOrder } from './queries';
import { StatusPill } from './StatusPill';
import { StatusSteps } from './StatusSteps';
import './c2c.css';

/**
 * `/pages/c2c/detail?id=`: one order, to the user or the merchant in it: its steps, the countdown
 * while paying, where to pay (to the payer), what the caller may do now, the appeal, and the chat.
 */
export default function DetailScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  useC2cEvents();
  const order = useOrder(valid ? id : null);
  const data = order.data;
  // The clock ticks each second while something counts down (paying, or waiting to appeal).
  const now = useNow(data?.status === 1 || (data?.status === 2 && data.appeal_from !== null), 1000);
  return (
    <Page
      title={
        data
          ? t('c2c.order.title', { side: t(SIDE_KEY[mySide(data)]), coin: data.coin })
          : t('c2c.detail.title')
      }
      testId="c2c-detail-page"
      right={
        data?.role === 'merchant' ? (
          <Link to="/pages/c2c/merchant/orders" className="tw-link" data-testid="c2c-detail-orders-link">
            {t('c2c.merchant.orders')}
          </Link>
        ) : (
          <Link to="/pages/c2c/orders" className="tw-link" data-testid="c2c-detail-orders-link">
            {t('c2c.my_orders')}
          </Link>
        )
      }
    >
      <Refreshable onRefresh={() => queryClient.invalidateQueries({ queryKey: c2cKeys.all })}>
        <div className="tw-content tw-c2c">
          {data ? (
            <Detail order={data} actions={orderActions(data, now)} />
          ) : order.isError || !valid ? (
            <p className="tw-muted" data-testid="c2c-detail-missing">
              {t('c2c.detail.missing')}
            </p>
          ) : (
            <div className="tw-skeleton-block tw-c2c-skeleton" aria-busy="true" />
          )}
        </div>
      </Refreshable>
    </Page>
  );
}

function Detail({ order, actions }: { order: C2cOrder; actions: OrderActions }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const amount = fiatText(order.amount, order.fiat, lang);
  const quantity = coinText(order.quantity, order.coin, order.coin_decimals, lang);
  const rows: SummaryRow[] = [
    { name: 'amount', label: t('c2c.detail.amount'), value: amount, className: 'tw-c2c-strong' },
    { name: 'price', label: t('c2c.ad.price'), value: priceText(order.price, order.fiat, lang) },
    { name: 'quantity', label: t('c2c.detail.quantity'), value: quantity },
    { name: 'pay-type', label: t('c2c.order.pay_type'), value: t(PAY_TYPE_KEY[order.pay_type]) },
    {
      name: 'counterparty',
      label: t(order.role === 'user' ? 'c2c.detail.merchant' : 'c2c.detail.counterparty'),
      value: order.role === 'user' ? order.merchant_nickname : t('c2c.detail.counterparty_user'),
    },
    { name: 'created', label: t('c2c.detail.created'), value: formatDateMinute(order.created_at, lang) },
  ];
  if (order.deal_number)
    rows.push({ name: 'deal', label: t('c2c.detail.deal_number'), value: order.deal_number });
  return (
    <>
      <section className="tw-card tw-c2c-head" data-testid="c2c-detail-head">
        <header>
          <StatusPill status={order.status} testId="c2c-detail-status" />
          <span className="tw-muted tw-small">
            {t(order.role === 'user' ? 'c2c.detail.as_user' : 'c2c.detail.as_merchant')}
          </span>
        </header>
        <p className="tw-c2c-hint" data-testid="c2c-detail-hint">
          {hintOf(order, actions, t, { amount, quantity })}
        </p>
        {actions.payLeft !== null && <PayCountdown left={actions.payLeft} iPay={actions.iPay} />}
        <StatusSteps order={order} />
      </section>

      {/* Past the deadline the order is being cancelled: no account to pay into any more. */}
      {actions.iPay && !actions.expired && order.pay_info && (
        <PayInfo
          info={order.pay_info}
          amount={order.amount}
          fiat={order.fiat}
          demo={order.merchant_demo && order.side === 'buy'}
        />
      )}

      <OrderActionsBar order={order} actions={actions} amount={amount} quantity={quantity} />

      <AppealBlock order={order} />

      <section className="tw-card">
        <dl className="tw-c2c-number">
          <CopyRow label={t('c2c.detail.number')} value={order.number} testId="c2c-detail-number" />
        </dl>
        <SummaryList className="tw-summary-rows" testIdPrefix="c2c-detail" rows={rows} />
      </section>

      <Chat orderId={order.id} open={order.status === 1 || order.status === 2 || order.status === 4} />
    </>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** One sentence on what happens now, from the caller's side of the order. */
function hintOf(
  order: C2cOrder,
  a: OrderActions,
  t: Translate,
  { amount, quantity }: { amount: string; quantity: string },
) {
  switch (order.status) {
    case 1:
      if (a.expired) return t('c2c.detail.hint.expired');
      return a.iPay ? t('c2c.detail.hint.pay', { amount }) : t('c2c.detail.hint.wait_pay', { amount });
    case 2:
      return a.iPay
        ? t('c2c.detail.hint.wait_release', { quantity })
        : t('c2c.detail.hint.release', { amount });
    case 3:
      return a.iPay
        ? t('c2c.detail.hint.received', { quantity })
        : t('c2c.detail.hint.sold', { quantity, amount });
    case 4:
      return t('c2c.detail.hint.appeal');
    case 5:
      return order.cancel_reason ? t(CANCEL_REASON_KEY[order.cancel_reason]) : t('c2c.status.cancelled');
  }
}
