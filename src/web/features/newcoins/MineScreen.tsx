import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NewCoinOrder } from '../../../core/schemas/newcoins';
import { SummaryList, type SummaryRow } from '../../ui/forms/SummaryList';
import { coinAmount, signedUsdt } from '../../ui/format/figures';
import { formatDateMinute } from '../../ui/format/formatTime';
import { Page } from '../../ui/page/Page';
import { PagedList } from '../../ui/page/PagedList';
import { Refreshable } from '../../ui/page/Refreshable';
import { newcoinsKeys, useMyOrders, useNewcoinEvents } from './queries';
import { Receipt } from './Receipt';
import './newcoins.css';

/** `/pages/subscribe/mine`: my subscriptions, under review or passed, with returns and the receipt. */
export default function MineScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const orders = useMyOrders();
  useNewcoinEvents();
  const items = orders.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Page title={t('newcoins.mine')} testId="newcoin-mine">
      <Refreshable onRefresh={() => queryClient.invalidateQueries({ queryKey: newcoinsKeys.all })}>
        <PagedList
          query={orders}
          count={items.length}
          texts={{
            failed: t('newcoins.load_failed'),
            empty: t('newcoins.no_orders'),
            more: t('newcoins.more'),
          }}
          emptyTestId="newcoin-mine-empty"
        >
          <ul className="tw-content tw-newcoins tw-newcoin-orders" data-testid="newcoin-orders">
            {items.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </ul>
        </PagedList>
      </Refreshable>
    </Page>
  );
}

function OrderCard({ order }: { order: NewCoinOrder }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const pay = (v: string | null) => coinAmount(v, order.pay_currency, order.pay_decimals, lang);
  const coins = (v: string) => coinAmount(v, order.currency, order.decimals, lang);
  const state =
    order.status === 'under_review'
      ? 'under_review'
      : order.unlocked
        ? 'unlocked'
        : order.launched
          ? 'locked'
          : 'passed';
  const rows: SummaryRow[] = [
    { name: 'paid', label: t('newcoins.order.paid'), value: pay(order.amount_paid) },
    {
      name: 'quantity',
      label: t(`newcoins.order.${order.status === 'passed' ? 'allotted' : 'asked'}`),
      value: coins(order.quantity),
    },
    ...(order.status === 'passed'
      ? [
          { name: 'cost', label: t('newcoins.order.cost'), value: pay(order.cost) },
          { name: 'refund', label: t('newcoins.order.refund'), value: pay(order.refund) },
          {
            name: 'return',
            label: t('newcoins.order.accumulated_return'),
            value:
              order.accumulated_return === null
                ? t('newcoins.order.not_trading')
                : signedUsdt(order.accumulated_return, lang).text,
          },
        ]
      : []),
    {
      name: 'completion',
      label: t('newcoins.order.completion'),
      value: formatDateMinute(order.completion_time, lang),
    },
  ];
  return (
    <li className="tw-card tw-newcoin-order" data-testid="newcoin-order">
      <header>
        <strong>{order.currency}</strong>
        <span className="tw-muted tw-small" data-testid="newcoin-order-state">
          {t(`newcoins.state.${state}`)}
        </span>
      </header>
      <SummaryList className="tw-summary-rows" testIdPrefix="newcoin-order" rows={rows} />
      {order.allotment && <Receipt receipt={order.allotment} currency={order.currency} />}
    </li>
  );
}
