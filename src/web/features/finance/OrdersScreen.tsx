import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  HOSTED_ORDER_STATUSES,
  type HostedOrder,
  type HostedOrderStatus,
} from '../../../core/schemas/finance';
import { ListTabs } from '../../ui/page/ListTabs';
import { Page } from '../../ui/page/Page';
import { PagedList } from '../../ui/page/PagedList';
import { Refreshable } from '../../ui/page/Refreshable';
import { useCoinPlaces } from '../assets';
import type { Places } from './format';
import { OrderCard } from './OrderCard';
import { financeKeys, useFinanceEvents, useOrders } from './queries';
import { RedeemSheet } from './RedeemSheet';
import './finance.css';

const isTab = (value: string | null): value is HostedOrderStatus =>
  (HOSTED_ORDER_STATUSES as readonly string[]).includes(value ?? '');

/** `/pages/trust/orders`: the spec's tabs hosting, completed and redeemed; early redemption from a holding order. */
export default function OrdersScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab: HostedOrderStatus = isTab(params.get('tab'))
    ? (params.get('tab') as HostedOrderStatus)
    : 'hosting';
  const places = useCoinPlaces();
  const [redeeming, setRedeeming] = useState<HostedOrder | null>(null);
  useFinanceEvents();
  return (
    <Page title={t('finance.orders_title')} testId="trust-orders">
      <ListTabs
        className="tw-finance-tabs"
        tabs={HOSTED_ORDER_STATUSES}
        value={tab}
        onChange={(name) => setParams(name === 'hosting' ? {} : { tab: name }, { replace: true })}
        label={(name) => t(`finance.tab.${name}`)}
        testId={(name) => `orders-tab-${name}`}
      />
      <Refreshable onRefresh={() => queryClient.invalidateQueries({ queryKey: financeKeys.all })}>
        <OrderList tab={tab} places={places} onRedeem={setRedeeming} />
      </Refreshable>
      <RedeemSheet order={redeeming} places={places} onClose={() => setRedeeming(null)} />
    </Page>
  );
}

function OrderList({
  tab,
  places,
  onRedeem,
}: {
  tab: HostedOrderStatus;
  places: Places;
  onRedeem(order: HostedOrder): void;
}) {
  const { t } = useTranslation();
  const orders = useOrders(tab);
  const items = orders.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PagedList
      query={orders}
      count={items.length}
      texts={{
        failed: t('finance.orders_failed'),
        empty: t(`finance.no_orders.${tab}`),
        more: t('finance.load_more'),
      }}
      emptyTestId={`orders-empty-${tab}`}
    >
      <ul className="tw-content tw-finance-orders" data-testid={`orders-${tab}`}>
        {items.map((order) => (
          <OrderCard key={order.id} order={order} places={places} onRedeem={onRedeem} />
        ))}
      </ul>
    </PagedList>
  );
}
